#pragma once

#include "engine.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>

namespace core {

// Interactive work as the billing sees it: sessions of one length, each with a cold start,
// and a volume paid by the month.
struct SessionPattern
{
    double sessionS = 3600;
    double coldStartS = 0;
    double storageMonthUsd = 0;
};

// The monthly bill for `hours` of use in sessions of `pattern.sessionS`: whole sessions, then
// one shorter last session for the rest, each billed on its own (minimum and increment), so the
// bill climbs in the steps that coarse billing causes.
double monthlyCostAt(const cost::Billing &billing, const SessionPattern &pattern, double hours);

// monthlyCostAt() sampled every `stepHours` from 0 to `maxHours` (x: hours, y: USD a month).
QList<QPointF> monthlyCostCurve(const cost::Billing &billing, const SessionPattern &pattern,
                                double maxHours, double stepHours);

// One offer's job cost for a batch, on demand and on spot with the expected interruptions.
struct SpotComparison
{
    ResolvedOffer offer;
    double onDemandUsd = 0;
    double spotUsd = 0;
    bool onDemandMeetsDeadline = true;
    bool spotMeetsDeadline = true;
    std::optional<Basis> basis;
};

// The what-ifs the charts draw beside the table, computed from the engine's own numbers.
class CostCurves final
{
    Q_DECLARE_TR_FUNCTIONS(core::CostCurves)

public:
    explicit CostCurves(const Catalog &catalog, Assumptions assumptions = {});

    // The row's offer billed on demand (live sessions never run on spot) for sessions of the
    // workload's length, with the row's cold start and the volume the engine keeps for the
    // workload's model. Empty when the offer has no on-demand price or the model is unknown.
    QList<QPointF> monthlyCost(const OfferEvaluation &row, const Workload &workload,
                               double maxHours, double stepHours) const;

    // The workload as a batch job (its model, settings, images and deadline) evaluated on
    // demand and on spot. Only offers with a spot price that fit and have both costs are kept,
    // cheapest on spot first.
    Expected<QList<SpotComparison>> spotVersusOnDemand(const Workload &workload,
                                                       const QList<ResolvedOffer> &offers) const;

    const Engine &engine() const { return m_engine; }

private:
    const Catalog &m_catalog;
    Engine m_engine;
};

} // namespace core
