#include "offername.h"

namespace core {

QString OfferName::gpu(const QString &gpuName, int gpuCount, const QLocale &locale)
{
    return gpuCount > 1
        ? tr("%1 ×%2", "offer name, GPU count").arg(gpuName, locale.toString(gpuCount))
        : gpuName;
}

QString OfferName::provider(const QString &providerName, const QString &tier)
{
    return tier.isEmpty() ? providerName : tr("%1 (%2)", "provider (tier)").arg(providerName, tier);
}

QString OfferName::full(const QString &providerName, const QString &gpuName, const OfferKey &key,
                        const QLocale &locale)
{
    const QString name
        = tr("%1 · %2", "provider · GPU").arg(providerName, gpu(gpuName, key.gpuCount, locale));
    return key.tier.isEmpty() ? name : tr("%1 · %2", "offer name · tier").arg(name, key.tier);
}

QString OfferName::full(const ResolvedOffer &offer, const QLocale &locale)
{
    return full(offer.provider->name, offer.gpu->name, offer.offer->key, locale);
}

} // namespace core
