#pragma once

#include "engine.h"

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

// The row's offer billed on demand (live sessions never run on spot) for sessions of the
// workload's length, with the row's cold start and the volume the row's bill includes: the
// curve passes through the row's own monthly cost at the workload's hours. Empty when the
// offer has no on-demand price.
QList<QPointF> monthlyCost(const OfferEvaluation &row, const Workload &workload, double maxHours,
                           double stepHours);

// One row's job priced on demand and on spot (OfferEvaluation::onDemandJob and spotJob).
struct SpotComparison
{
    int row = -1; // index into the evaluation's rows
    double onDemandUsd = 0;
    double spotUsd = 0;
    bool onDemandMeetsDeadline = true;
    bool spotMeetsDeadline = true;
};

// Of the given rows (indexes into `evaluation.rows`), those the workload fits whose job the
// engine priced both ways, cheapest on spot first.
QList<SpotComparison> spotVersusOnDemand(const Evaluation &evaluation, const QList<int> &rows);

} // namespace core
