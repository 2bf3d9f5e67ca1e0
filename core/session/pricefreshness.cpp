#include "pricefreshness.h"

#include <core/catalog/freshness.h>

#include <algorithm>
#include <vector>

namespace core {
namespace {

// Older than 30 days or undated, as isStale() counts it.
constexpr qint64 StaleAfterDays = 30;

} // namespace

PriceFreshness priceFreshness(const QList<const Offer *> &offers, QDate today)
{
    QList<std::optional<qint64>> ages;
    ages.reserve(offers.size());
    QList<int> rows;
    rows.reserve(offers.size());
    for (const Offer *offer : offers) {
        rows.append(int(ages.size()));
        ages.append(dataAgeInDays(*offer, today));
    }
    return priceFreshness(ages, rows);
}

PriceFreshness priceFreshness(const QList<std::optional<qint64>> &ages, const QList<int> &rows)
{
    PriceFreshness freshness;
    std::vector<qint64> dated;
    dated.reserve(rows.size());
    for (const int row : rows) {
        ++freshness.offers;
        const std::optional<qint64> &age = ages.at(row);
        if (!age || *age > StaleAfterDays)
            ++freshness.olderThan30Days;
        if (age)
            dated.push_back(*age);
    }
    if (!dated.empty()) {
        const auto middle = dated.begin() + std::ptrdiff_t(dated.size() / 2);
        std::nth_element(dated.begin(), middle, dated.end());
        freshness.medianAgeDays = *middle;
    }
    return freshness;
}

} // namespace core
