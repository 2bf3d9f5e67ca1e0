#include "freshness.h"

namespace core {

std::optional<qint64> dataAgeInDays(const Offer &offer, QDate today)
{
    if (!offer.observedAt.isValid() || !today.isValid())
        return std::nullopt;
    return offer.observedAt.ageInDays(today);
}

bool isStale(const Offer &offer, QDate today, int thresholdDays)
{
    const std::optional<qint64> age = dataAgeInDays(offer, today);
    return !age || *age > thresholdDays;
}

} // namespace core
