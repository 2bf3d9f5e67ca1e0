#pragma once

#include <core/catalog/catalog.h>

#include <QDate>
#include <QList>

#include <optional>

namespace core {

// How old the prices on screen are, told honestly: the median age and the share older than
// 30 days (an undated price counts as old), not only the catalog's version.
struct PriceFreshness
{
    qsizetype offers = 0;
    std::optional<qint64> medianAgeDays; // of the dated prices
    qsizetype olderThan30Days = 0; // including the undated ones
    double shareOlderThan30Days() const
    {
        return offers > 0 ? double(olderThan30Days) / double(offers) : 0.0;
    }
};

PriceFreshness priceFreshness(const QList<const Offer *> &offers, QDate today);
// The same of `rows` of ages already counted once per catalog (dataAgeInDays; nullopt for an
// undated price): what the rows on screen are, at the cost of a pass over integers.
PriceFreshness priceFreshness(const QList<std::optional<qint64>> &ages, const QList<int> &rows);

} // namespace core
