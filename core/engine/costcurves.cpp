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

QList<QPointF> monthlyCost(const OfferEvaluation &row, const Workload &workload, double maxHours,
                           double stepHours)
{
    if (!row.offer.onDemandUsdPerHour)
        return {};
    const cost::Billing billing{*row.offer.onDemandUsdPerHour, row.offer.billingIncrementS,
                                row.offer.minBilledS};
    SessionPattern pattern;
    pattern.sessionS = workload.sessionMinutes * 60;
    pattern.coldStartS = row.coldStartS;
    pattern.storageMonthUsd = row.storageMonthUsd;
    return monthlyCostCurve(billing, pattern, maxHours, stepHours);
}

QList<SpotComparison> spotVersusOnDemand(const Evaluation &evaluation, const QList<int> &rows)
{
    QList<SpotComparison> comparisons;
    for (const int index : rows) {
        const OfferEvaluation &row = evaluation.rows.at(index);
        if (row.fit == Fit::No || !row.onDemandJob || !row.spotJob)
            continue;
        comparisons.append({index, row.onDemandJob->usd, row.spotJob->usd,
                            row.onDemandJob->meetsDeadline, row.spotJob->meetsDeadline});
    }
    std::stable_sort(
        comparisons.begin(), comparisons.end(),
        [](const SpotComparison &a, const SpotComparison &b) { return a.spotUsd < b.spotUsd; });
    return comparisons;
}

} // namespace core
