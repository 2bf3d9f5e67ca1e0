#include "offerfilter.h"

#include <core/engine/engine.h>

namespace ui {

bool OfferFilter::isEmpty() const
{
    return *this == OfferFilter();
}

OfferFilter::Billing OfferFilter::billingOf(const std::optional<int> &incrementS)
{
    if (!incrementS)
        return Billing::Unknown;
    if (*incrementS <= 1)
        return Billing::PerSecond;
    if (*incrementS <= 60)
        return Billing::PerMinute;
    return Billing::Hourly;
}

bool OfferFilter::accepts(const core::OfferEvaluation &row, const QString &searchText,
                          qint64 ageDays, bool shortlisted, int staleAfterDays) const
{
    const core::ResolvedOffer &offer = row.offer;
    if (minVramGb && offer.gpu->vramGb < *minVramGb)
        return false;
    if (maxUsdPerHour && (!row.usdPerHour || *row.usdPerHour > *maxUsdPerHour))
        return false;
    if (!providers.isEmpty() && !providers.contains(offer.provider->id))
        return false;
    if (!gpus.isEmpty() && !gpus.contains(offer.gpu->id))
        return false;
    if (!billing.isEmpty() && !billing.contains(billingOf(offer.billingIncrementS)))
        return false;
    if (spotOnly && !offer.spotUsdPerHour)
        return false;
    if (persistentStorage && offer.provider->persistentStorage != true)
        return false;
    if (diffusionImage && offer.provider->diffusionImage != true)
        return false;
    if (fitsOnly && row.fit == core::Fit::No)
        return false;
    if (hideStale && ageDays > staleAfterDays)
        return false;
    if (shortlistOnly && !shortlisted)
        return false;
    if (!search.isEmpty()) {
        // Every word must appear: "4090 runpod" finds RunPod's RTX 4090 offers.
        for (const QStringView word : QStringView(search).split(u' ', Qt::SkipEmptyParts)) {
            if (!searchText.contains(word, Qt::CaseInsensitive))
                return false;
        }
    }
    return true;
}

} // namespace ui
