#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace core {

// A starting value for "rent or buy": what a consumer card cost and what it draws, each with
// its source and date (resources/owngpu/consumer-gpu-prices.csv). Purchase figures only: they
// are never mixed with the catalog's rental prices.
struct ConsumerGpuPrice
{
    QString gpu; // catalog GPU id
    double priceUsd = 0;
    QString priceKind; // "launch_msrp" (the only kind the sources support so far)
    QString priceSource;
    QString priceObserved; // ISO date or year-month
    double boardPowerW = 0;
    QString powerSource;
    QString notes;

    bool isLaunchMsrp() const { return priceKind == QLatin1String("launch_msrp"); }
};

// The bundled table; empty if it cannot be read (it is compiled in).
QList<ConsumerGpuPrice> consumerGpuPrices();
std::optional<ConsumerGpuPrice> consumerGpuPrice(const QString &gpuId);

} // namespace core
