#include "pricefreshness.h"

#include <core/catalog/freshness.h>

#include <algorithm>

namespace core {

PriceFreshness priceFreshness(const QList<const Offer *> &offers, QDate today)
{
    PriceFreshness freshness;
    QList<qint64> ages;
    ages.reserve(offers.size());
    for (const Offer *offer : offers) {
        ++freshness.offers;
        if (isStale(*offer, today))
            ++freshness.olderThan30Days;
        if (const std::optional<qint64> age = dataAgeInDays(*offer, today))
            ages.append(*age);
    }
    if (!ages.isEmpty()) {
        const qsizetype middle = ages.size() / 2;
        std::nth_element(ages.begin(), ages.begin() + middle, ages.end());
        freshness.medianAgeDays = ages.at(middle);
    }
    return freshness;
}

} // namespace core
