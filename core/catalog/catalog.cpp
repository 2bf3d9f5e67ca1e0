#include "catalog.h"

#include <QHashFunctions>

#include <algorithm>

namespace core {

namespace {
constexpr BenchmarkMetric allMetrics[] = {
    BenchmarkMetric::IterationsPerSecond, BenchmarkMetric::SecondsPerImage,
    BenchmarkMetric::SecondsPerBatch, BenchmarkMetric::ImagesPerSecond};
} // namespace

QString benchmarkMetricId(BenchmarkMetric metric)
{
    switch (metric) {
    case BenchmarkMetric::IterationsPerSecond:
        return QStringLiteral("iterations_per_second");
    case BenchmarkMetric::SecondsPerImage:
        return QStringLiteral("seconds_per_image");
    case BenchmarkMetric::SecondsPerBatch:
        return QStringLiteral("seconds_per_batch");
    case BenchmarkMetric::ImagesPerSecond:
        return QStringLiteral("images_per_second");
    }
    return {};
}

std::optional<BenchmarkMetric> benchmarkMetricFromId(const QString &id)
{
    for (BenchmarkMetric metric : allMetrics) {
        if (benchmarkMetricId(metric) == id)
            return metric;
    }
    return std::nullopt;
}

QStringList benchmarkMetricIds()
{
    QStringList ids;
    for (BenchmarkMetric metric : allMetrics)
        ids.append(benchmarkMetricId(metric));
    return ids;
}

QStringList benchmarkStackIds()
{
    return {QStringLiteral("pytorch"), QStringLiteral("torch-compile"), QStringLiteral("tensorrt"),
            QStringLiteral("a1111"), QStringLiteral("comfyui")};
}

QString OfferKey::toString() const
{
    return QStringList{provider, gpu, QString::number(gpuCount), tier, region}.join(u'/');
}

size_t qHash(const OfferKey &key, size_t seed) noexcept
{
    return qHashMulti(seed, key.provider, key.gpu, key.gpuCount, key.tier, key.region);
}

namespace {
template<typename T>
const T *findById(const QList<T> &items, const QString &id)
{
    const auto it = std::find_if(items.cbegin(), items.cend(),
                                 [&id](const T &item) { return item.id == id; });
    return it == items.cend() ? nullptr : &*it;
}
} // namespace

const Gpu *Catalog::gpu(const QString &id) const
{
    return findById(gpus, id);
}
const Provider *Catalog::provider(const QString &id) const
{
    return findById(providers, id);
}
const ModelProfile *Catalog::model(const QString &id) const
{
    return findById(models, id);
}

std::optional<double> Catalog::usdPerUnit(const QString &currency) const
{
    if (currency == QLatin1String("USD"))
        return 1.0;
    for (const ExchangeRate &rate : exchangeRates) {
        if (rate.currency == currency)
            return rate.usdPerUnit;
    }
    return std::nullopt;
}

} // namespace core
