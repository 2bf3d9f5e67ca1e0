#include "costcurves.h"

#include <algorithm>
#include <cmath>

namespace core {

double monthlyCostAt(const cost::Billing &billing, const SessionPattern &pattern, double hours)
{
    const double sessionS = std::max(1.0, pattern.sessionS);
    const double usedS = std::max(0.0, hours) * 3600;
    // The tolerance keeps 1.0 h of 60 min sessions from becoming 0.999… sessions.
    const int whole = int(std::floor(usedS / sessionS + 1e-9));
    double restS = usedS - whole * sessionS;
    if (restS < 1e-6)
        restS = 0;
    double total = cost::interactiveMonth(
                       billing, {whole, sessionS, pattern.coldStartS, pattern.storageMonthUsd})
                       .cost.total();
    if (restS > 0)
        total += cost::interactiveMonth(billing, {1, restS, pattern.coldStartS, 0}).cost.total();
    return total;
}

QList<QPointF> monthlyCostCurve(const cost::Billing &billing, const SessionPattern &pattern,
                                double maxHours, double stepHours)
{
    QList<QPointF> points;
    if (maxHours < 0 || stepHours <= 0)
        return points;
    const qsizetype steps = qsizetype(std::ceil(maxHours / stepHours - 1e-9));
    points.reserve(steps + 1);
    for (qsizetype i = 0; i <= steps; ++i) {
        const double hours = std::min(maxHours, double(i) * stepHours);
        points.append({hours, monthlyCostAt(billing, pattern, hours)});
    }
    return points;
}

CostCurves::CostCurves(const Catalog &catalog, Assumptions assumptions)
    : m_catalog(catalog)
    , m_engine(catalog, std::move(assumptions))
{
}

QList<QPointF> CostCurves::monthlyCost(const OfferEvaluation &row, const Workload &workload,
                                       double maxHours, double stepHours) const
{
    const ModelProfile *model = m_catalog.model(workload.model);
    if (!model || !row.offer.onDemandUsdPerHour)
        return {};
    const cost::Billing billing{*row.offer.onDemandUsdPerHour, row.offer.billingIncrementS,
                                row.offer.minBilledS};
    SessionPattern pattern;
    pattern.sessionS = workload.sessionMinutes * 60;
    pattern.coldStartS = row.coldStartS;
    // The same volume the engine bills for the month (Engine::evaluateOffer).
    if (row.usesVolume && row.offer.provider->storageUsdPerGbMonth)
        pattern.storageMonthUsd = m_engine.storageGb(*model)
            * *row.offer.provider->storageUsdPerGbMonth;
    return monthlyCostCurve(billing, pattern, maxHours, stepHours);
}

Expected<QList<SpotComparison>>
CostCurves::spotVersusOnDemand(const Workload &workload, const QList<ResolvedOffer> &offers) const
{
    QList<ResolvedOffer> spotOffers;
    for (const ResolvedOffer &offer : offers) {
        if (offer.spotUsdPerHour)
            spotOffers.append(offer);
    }
    Workload batch = workload;
    batch.task = Task::Batch;
    batch.allowSpot = false;
    Expected<Evaluation> onDemand = m_engine.evaluate(batch, spotOffers);
    if (!onDemand)
        return Error{onDemand.error()};
    batch.allowSpot = true;
    Expected<Evaluation> spot = m_engine.evaluate(batch, spotOffers);
    if (!spot)
        return Error{spot.error()};

    // evaluate() keeps the order of the offers given: rows pair by index.
    QList<SpotComparison> comparisons;
    for (qsizetype i = 0; i < spotOffers.size(); ++i) {
        const OfferEvaluation &a = onDemand->rows.at(i);
        const OfferEvaluation &b = spot->rows.at(i);
        if (a.fit == Fit::No || !a.totalCostUsd || !b.totalCostUsd || !b.spot)
            continue;
        SpotComparison comparison;
        comparison.offer = spotOffers.at(i);
        comparison.onDemandUsd = *a.totalCostUsd;
        comparison.spotUsd = *b.totalCostUsd;
        comparison.onDemandMeetsDeadline = a.meetsDeadline;
        comparison.spotMeetsDeadline = b.meetsDeadline;
        if (a.speed)
            comparison.basis = a.speed->basis;
        comparisons.append(comparison);
    }
    std::stable_sort(
        comparisons.begin(), comparisons.end(),
        [](const SpotComparison &a, const SpotComparison &b) { return a.spotUsd < b.spotUsd; });
    return comparisons;
}

} // namespace core
