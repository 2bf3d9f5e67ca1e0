#include "offerfilter.h"

#include <core/engine/engine.h>

namespace ui {

bool NumberRange::contains(const std::optional<double> &value) const
{
    if (isEmpty())
        return true;
    if (!value)
        return false;
    return (!min || *value >= *min) && (!max || *value <= *max);
}

bool OfferFilter::isEmpty() const
{
    return *this == OfferFilter();
}

QList<OfferFilter::Range> OfferFilter::rangeFields()
{
    return {Range::Seconds, Range::UsdPer1000, Range::TotalCost,
            Range::DataAge, Range::VramGb,     Range::UsdPerHour};
}

void OfferFilter::setRange(Range range, const NumberRange &value)
{
    if (value.isEmpty())
        ranges.remove(range);
    else
        ranges.insert(range, value);
}

std::optional<double> OfferFilter::rangeValue(Range range, const core::OfferEvaluation &row,
                                              std::optional<qint64> ageDays)
{
    switch (range) {
    case Range::Seconds:
        return row.trainingStepS ? row.trainingStepS : row.secondsPerImage;
    case Range::UsdPer1000:
        return row.usdPer1000Images;
    case Range::TotalCost:
        return row.totalCostUsd;
    case Range::DataAge:
        return ageDays ? std::optional<double>(double(*ageDays)) : std::nullopt;
    case Range::VramGb:
        return row.offer.gpu->vramGb;
    case Range::UsdPerHour:
        return row.usdPerHour;
    }
    return std::nullopt;
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

QStringList OfferFilter::searchWords() const
{
    return search.toLower().split(u' ', Qt::SkipEmptyParts);
}

bool OfferFilter::accepts(const core::OfferEvaluation &row, const QString &searchText,
                          const QStringList &searchWords, std::optional<qint64> ageDays,
                          bool shortlisted, int staleAfterDays) const
{
    const core::ResolvedOffer &offer = row.offer;
    for (auto range = ranges.cbegin(); range != ranges.cend(); ++range) {
        if (!range.value().contains(rangeValue(range.key(), row, ageDays)))
            return false;
    }
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
    if (hideStale && (!ageDays || *ageDays > staleAfterDays))
        return false;
    if (shortlistOnly && !shortlisted)
        return false;
    // Every word must appear: "4090 runpod" finds RunPod's RTX 4090 offers. Both sides are
    // lower-case already, so a plain substring scan matches case-insensitively.
    for (const QString &word : searchWords) {
        if (!searchText.contains(word))
            return false;
    }
    return true;
}

} // namespace ui
