#include "plausibility.h"

#include "offermatch.h"
#include "valuebounds.h"

#include <QHash>

#include <algorithm>

namespace core {
namespace {

QHash<QString, double> usdRates(const Catalog &catalog)
{
    QHash<QString, double> usdPer{{QStringLiteral("USD"), 1.0}};
    for (const ExchangeRate &rate : catalog.exchangeRates)
        usdPer.insert(rate.currency, rate.usdPerUnit);
    return usdPer;
}

// An offer's price per GPU and hour in USD (on-demand, else spot), when it has one.
std::optional<double> perGpuHourUsd(const Offer &offer, const QHash<QString, double> &usdPer)
{
    const std::optional<double> price = offer.onDemandPerHour ? offer.onDemandPerHour
                                                              : offer.spotPerHour;
    if (!price || offer.key.gpuCount <= 0)
        return std::nullopt;
    const auto rate = usdPer.constFind(offer.currency);
    if (rate == usdPer.cend())
        return std::nullopt;
    return *price * *rate / offer.key.gpuCount;
}

// The middle values are placed, not the whole list sorted: a provider has 100,000 prices.
double median(QList<double> list)
{
    const qsizetype n = list.size();
    const auto middle = list.begin() + n / 2;
    std::nth_element(list.begin(), middle, list.end());
    if (n % 2)
        return *middle;
    // The largest of the lower half is the other middle value.
    return (*std::max_element(list.begin(), middle) + *middle) / 2;
}

template<typename Key>
QHash<Key, double> medians(const QHash<Key, QList<double>> &prices)
{
    QHash<Key, double> result;
    for (auto it = prices.cbegin(); it != prices.cend(); ++it)
        result.insert(it.key(), median(it.value()));
    return result;
}

// Each provider's median price per GPU and hour in USD.
QHash<QString, double> providerMedians(const Catalog &catalog)
{
    const QHash<QString, double> usdPer = usdRates(catalog);
    QHash<QString, QList<double>> prices;
    for (const Offer &offer : catalog.offers) {
        if (const std::optional<double> price = perGpuHourUsd(offer, usdPer))
            prices[offer.key.provider].append(*price);
    }
    return medians(prices);
}

using ProviderGpu = std::pair<QString, QString>;

QHash<ProviderGpu, double> gpuMedians(const QList<Offer> &offers,
                                      const QHash<QString, double> &usdPer)
{
    QHash<ProviderGpu, QList<double>> prices;
    for (const Offer &offer : offers) {
        if (const std::optional<double> price = perGpuHourUsd(offer, usdPer))
            prices[{offer.key.provider, offer.key.gpu}].append(*price);
    }
    return medians(prices);
}

// The providers whose offers, in both catalogs, lose more than maxRemovedShare of their known
// prices. `match`: for each offer after, the index of the offer before with its key (matchOffers).
QList<ReplaceChanges::PriceLoss> priceLosses(const Catalog &before, const Catalog &after,
                                             const QList<qsizetype> &match)
{
    QHash<QString, ReplaceChanges::PriceLoss> losses;
    for (qsizetype i = 0; i < after.offers.size(); ++i) {
        if (match.at(i) < 0)
            continue;
        const Offer &offer = after.offers.at(i);
        const Offer &was = before.offers.at(match.at(i));
        const int known = (was.onDemandPerHour ? 1 : 0) + (was.spotPerHour ? 1 : 0);
        if (known == 0)
            continue;
        const int lost = (was.onDemandPerHour && !offer.onDemandPerHour ? 1 : 0)
            + (was.spotPerHour && !offer.spotPerHour ? 1 : 0);
        ReplaceChanges::PriceLoss &loss = losses[offer.key.provider];
        loss.provider = offer.key.provider;
        loss.known += known;
        loss.lost += lost;
    }
    QList<ReplaceChanges::PriceLoss> result;
    for (const ReplaceChanges::PriceLoss &loss : std::as_const(losses)) {
        if (loss.lost > 0 && double(loss.lost) > Plausibility::maxRemovedShare * double(loss.known))
            result.append(loss);
    }
    std::sort(result.begin(), result.end(),
              [](const auto &a, const auto &b) { return a.provider < b.provider; });
    return result;
}

} // namespace

bool ReplaceChanges::removesTooMany() const
{
    return offersBefore > 0
        && double(offersRemoved) > Plausibility::maxRemovedShare * double(offersBefore);
}

bool ReplaceChanges::dropsTooMany() const
{
    return sourceListedBefore > 0
        && double(sourceDropped) > Plausibility::maxRemovedShare * double(sourceListedBefore);
}

QStringList ReplaceChanges::descriptions() const
{
    QStringList lines;
    if (outOfRange)
        lines.append(*outOfRange);
    if (removesTooMany())
        lines.append(
            Plausibility::tr("It removes %1 of the %2 (%3%; more than "
                             "%4% needs confirming); %5 would remain.")
                .arg(offersRemoved)
                .arg(Plausibility::tr("%n stored offer(s)", nullptr, int(offersBefore)))
                .arg(QString::number(100.0 * double(offersRemoved) / double(offersBefore), 'f', 1))
                .arg(Plausibility::maxRemovedShare * 100)
                .arg(offersAfter));
    if (dropsTooMany())
        lines.append(Plausibility::tr("%1 no longer lists %2 of the %3 it listed last time "
                                      "(%4%; more than %5% needs confirming).")
                         .arg(sourceName)
                         .arg(sourceDropped)
                         .arg(Plausibility::tr("%n offer(s)", nullptr, int(sourceListedBefore)))
                         .arg(QString::number(
                             100.0 * double(sourceDropped) / double(sourceListedBefore), 'f', 1))
                         .arg(Plausibility::maxRemovedShare * 100));
    for (const PriceLoss &loss : priceLosses)
        lines.append(
            Plausibility::tr("It makes %1 of the %2 of %3 unknown (%4%; more than %5% "
                             "needs confirming).")
                .arg(loss.lost)
                .arg(Plausibility::tr("%n known price(s)", nullptr, int(loss.known)))
                .arg(loss.provider)
                .arg(QString::number(100.0 * double(loss.lost) / double(loss.known), 'f', 1))
                .arg(Plausibility::maxRemovedShare * 100));
    for (const MedianShift &shift : shifts)
        lines.append(Plausibility::tr("It moves the median price of %1 from %2 to %3 USD per "
                                      "GPU-hour (×%4; more than ×%5 needs confirming).")
                         .arg(shift.provider, QString::number(shift.before, 'f', 2),
                              QString::number(shift.after, 'f', 2),
                              QString::number(shift.after / shift.before, 'g', 3))
                         .arg(Plausibility::maxMedianFactor));
    return lines;
}

ReplaceChanges Plausibility::compare(const Catalog &before, const Catalog &after)
{
    ReplaceChanges changes;
    changes.outOfRange = ValueBounds::check(after);
    changes.offersBefore = before.offers.size();
    changes.offersAfter = after.offers.size();
    // The offers before that are not after.
    const QList<qsizetype> match = matchOffers(before.offers, after.offers);
    QList<bool> kept(before.offers.size(), false);
    for (const qsizetype i : match) {
        if (i >= 0)
            kept[i] = true;
    }
    changes.offersRemoved = kept.count(false);
    changes.priceLosses = priceLosses(before, after, match);
    const QHash<QString, double> old = providerMedians(before);
    const QHash<QString, double> now = providerMedians(after);
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        const auto was = old.constFind(it.key());
        if (was == old.cend() || *was <= 0 || it.value() <= 0)
            continue;
        const ReplaceChanges::MedianShift shift{it.key(), *was, it.value()};
        if (shift.factor() > maxMedianFactor)
            changes.shifts.append(shift);
    }
    std::sort(changes.shifts.begin(), changes.shifts.end(),
              [](const auto &a, const auto &b) { return a.provider < b.provider; });
    return changes;
}

QList<ReplaceChanges::MedianShift> Plausibility::freshPriceShifts(const Catalog &stored,
                                                                  const QList<Offer> &fresh)
{
    const QHash<QString, double> usdPer = usdRates(stored);
    const QHash<ProviderGpu, double> now = gpuMedians(fresh, usdPer);
    const QHash<ProviderGpu, double> was = gpuMedians(stored.offers, usdPer);
    QHash<QString, QList<double>> before;
    QHash<QString, QList<double>> after;
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        const auto old = was.constFind(it.key());
        if (old == was.cend() || *old <= 0 || it.value() <= 0)
            continue;
        before[it.key().first].append(*old);
        after[it.key().first].append(it.value());
    }
    QList<ReplaceChanges::MedianShift> shifts;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        const ReplaceChanges::MedianShift shift{it.key(), median(before.value(it.key())),
                                                median(it.value())};
        if (shift.factor() > maxMedianFactor)
            shifts.append(shift);
    }
    std::sort(shifts.begin(), shifts.end(),
              [](const auto &a, const auto &b) { return a.provider < b.provider; });
    return shifts;
}

Status Plausibility::check(const Catalog &before, const Catalog &after, bool confirmed)
{
    return judge(compare(before, after), confirmed);
}

Status Plausibility::judge(const ReplaceChanges &changes, bool confirmed)
{
    if (changes.outOfRange)
        return Error{
            tr("The new catalog holds an implausible value: %1.").arg(*changes.outOfRange)};
    if (confirmed || !changes.suspicious())
        return {};
    return Error{tr("The new catalog differs from the stored one more than an update usually "
                    "does, so it was not applied:")
                 + QLatin1Char('\n') + QStringLiteral("  ")
                 + changes.descriptions().join(QStringLiteral("\n  "))};
}

} // namespace core
