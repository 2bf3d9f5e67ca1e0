#include "catalog.h"

#include <QHashFunctions>

#include <algorithm>

namespace core {

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

const Gpu *Catalog::gpu(const QString &id) const { return findById(gpus, id); }
const Provider *Catalog::provider(const QString &id) const { return findById(providers, id); }
const ModelProfile *Catalog::model(const QString &id) const { return findById(models, id); }

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
