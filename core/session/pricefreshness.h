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

} // namespace core
