#include "plausibility.h"

#include "valuebounds.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace core {
namespace {

// Each provider's median price per GPU and hour in USD (on-demand, else spot).
QHash<QString, double> providerMedians(const Catalog &catalog)
{
    QHash<QString, double> usdPer{{QStringLiteral("USD"), 1.0}};
    for (const ExchangeRate &rate : catalog.exchangeRates)
        usdPer.insert(rate.currency, rate.usdPerUnit);
    QHash<QString, QList<double>> prices;
    for (const Offer &offer : catalog.offers) {
        const std::optional<double> price = offer.onDemandPerHour ? offer.onDemandPerHour
                                                                  : offer.spotPerHour;
        if (price && offer.key.gpuCount > 0 && usdPer.contains(offer.currency))
            prices[offer.key.provider].append(*price * usdPer.value(offer.currency)
                                              / offer.key.gpuCount);
    }
    QHash<QString, double> medians;
    for (auto it = prices.begin(); it != prices.end(); ++it) {
        QList<double> &list = it.value();
        std::sort(list.begin(), list.end());
        const qsizetype n = list.size();
        medians.insert(it.key(),
                       n % 2 ? list.at(n / 2) : (list.at(n / 2 - 1) + list.at(n / 2)) / 2);
    }
    return medians;
}

} // namespace

bool ReplaceChanges::removesTooMany() const
{
    return offersBefore > 0
        && double(offersRemoved) > Plausibility::maxRemovedShare * double(offersBefore);
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
    QSet<OfferKey> keys;
    for (const Offer &offer : after.offers)
        keys.insert(offer.key);
    for (const Offer &offer : before.offers) {
        if (!keys.contains(offer.key))
            ++changes.offersRemoved;
    }
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

Status Plausibility::check(const Catalog &before, const Catalog &after, bool confirmed)
{
    const ReplaceChanges changes = compare(before, after);
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
