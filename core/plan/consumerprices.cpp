#include "consumerprices.h"

#include <core/network/sources/csvreader.h>

#include <QFile>

namespace core {

QList<ConsumerGpuPrice> consumerGpuPrices()
{
    QFile file(QStringLiteral(":/owngpu/consumer-gpu-prices.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = file.readAll();
    CsvReader reader(data);
    QList<QByteArray> fields;
    if (!reader.next(fields))
        return {};
    const CsvColumns columns(fields);
    if (!columns
             .missing({"gpu", "price_usd", "price_kind", "price_source", "price_observed",
                       "board_power_w", "power_source", "notes"})
             .isEmpty())
        return {};
    auto text = [&](const char *name) {
        return QString::fromUtf8(fields.value(columns.indexOf(name)));
    };
    QList<ConsumerGpuPrice> result;
    while (reader.next(fields)) {
        ConsumerGpuPrice row;
        bool priceOk = false, powerOk = false;
        row.gpu = text("gpu");
        row.priceUsd = text("price_usd").toDouble(&priceOk);
        row.priceKind = text("price_kind");
        row.priceSource = text("price_source");
        row.priceObserved = text("price_observed");
        row.boardPowerW = text("board_power_w").toDouble(&powerOk);
        row.powerSource = text("power_source");
        row.notes = text("notes");
        if (priceOk && powerOk && !row.gpu.isEmpty() && !row.priceSource.isEmpty())
            result.append(row);
    }
    return result;
}

std::optional<ConsumerGpuPrice> consumerGpuPrice(const QString &gpuId)
{
    for (const ConsumerGpuPrice &row : consumerGpuPrices()) {
        if (row.gpu == gpuId)
            return row;
    }
    return std::nullopt;
}

} // namespace core
