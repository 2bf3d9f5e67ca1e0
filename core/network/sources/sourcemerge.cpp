#include "sourcemerge.h"

#include <core/catalog/offercheck.h>
#include <core/output/textsanitizer.h>

#include <QSet>

#include <algorithm>

namespace core {
namespace {

struct MergeText
{
    Q_DECLARE_TR_FUNCTIONS(core::SourceMerge)
};

bool samePrice(const Offer &a, const Offer &b)
{
    return a.onDemandPerHour == b.onDemandPerHour && a.spotPerHour == b.spotPerHour
        && a.currency == b.currency;
}

QString withoutFullStop(QString text)
{
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

// Text from the network ends up in tables, terminals and PDFs, as a catalog file's does.
void cleanTexts(Offer &offer)
{
    offer.key.tier = safetext::cleanCatalogText(offer.key.tier);
    offer.key.region = safetext::cleanCatalogText(offer.key.region);
    offer.source = safetext::cleanCatalogText(offer.source);
    offer.notes = safetext::cleanCatalogText(offer.notes);
}

} // namespace

Expected<MergeResult> mergeSourceOffers(const Catalog &current, const SourceInfo &source,
                                        const SourceOffers &fresh,
                                        const QHash<OfferKey, OfferOrigin> &origins,
                                        const QDateTime &fetchedAt)
{
    if (fresh.offers.isEmpty())
        return Error{
            MergeText::tr("%1 listed no offer for a GPU the catalog knows.").arg(source.name)};
    MergeResult result;
    result.catalog = current;
    result.origins.reserve(fresh.offers.size());
    Catalog &merged = result.catalog;
    const QSet<QString> providers(fresh.providers.cbegin(), fresh.providers.cend());
    for (qsizetype i = 0; i < source.providers.size(); ++i) {
        const QString &id = source.providers.at(i);
        if (!providers.contains(id) || merged.provider(id))
            continue;
        // A provider the catalog does not know yet: its features stay unknown until curated.
        Provider provider;
        provider.id = id;
        provider.name = source.providerNames.value(i, id);
        provider.source = source.name + QLatin1Char(' ') + source.url.toString();
        provider.observedAt = PartialDate::parse(fetchedAt.toUTC().date().toString(Qt::ISODate))
                                  .value_or(PartialDate());
        provider.notes
            = QStringLiteral("added by the price source %1; features not curated").arg(source.id);
        merged.providers.append(provider);
        ++result.summary.providersAdded;
    }

    QHash<OfferKey, qsizetype> freshIndex;
    freshIndex.reserve(fresh.offers.size());
    for (qsizetype i = 0; i < fresh.offers.size(); ++i)
        freshIndex.insert(fresh.offers.at(i).key, i);

    QSet<OfferKey> seen;
    seen.reserve(fresh.offers.size());
    qsizetype listedBefore = 0; // by this source, at its last update
    qsizetype dropped = 0;
    const QDate today = fetchedAt.toUTC().date();
    for (Offer &offer : merged.offers) {
        if (!providers.contains(offer.key.provider))
            continue;
        const auto origin = origins.constFind(offer.key);
        const bool ownedByOther = origin != origins.cend() && origin->sourceId != source.id;
        const bool listedLastTime = origin != origins.cend() && !ownedByOther
            && !origin->unlistedSince.isValid();
        listedBefore += listedLastTime ? 1 : 0;
        if (const auto found = freshIndex.constFind(offer.key); found != freshIndex.cend()) {
            const Offer &update = fresh.offers.at(*found);
            ++(samePrice(offer, update) ? result.summary.unchanged : result.summary.updated);
            offer.onDemandPerHour = update.onDemandPerHour;
            offer.spotPerHour = update.spotPerHour;
            offer.currency = update.currency;
            if (update.vcpus)
                offer.vcpus = update.vcpus;
            if (update.ramGb)
                offer.ramGb = update.ramGb;
            offer.source = update.source;
            offer.observedAt = update.observedAt;
            if (!update.notes.isEmpty())
                offer.notes = update.notes;
            cleanTexts(offer);
            result.origins.insert(offer.key, {source.id, fetchedAt, QDate()});
            seen.insert(offer.key);
            continue;
        }
        if (ownedByOther)
            continue; // another source's offer: that source decides about it
        OfferOrigin mark{source.id, origin != origins.cend() ? origin->fetchedAt : fetchedAt,
                         origin != origins.cend() ? origin->unlistedSince : QDate()};
        if (!mark.unlistedSince.isValid()) {
            mark.unlistedSince = today;
            ++result.summary.unlisted;
            dropped += listedLastTime ? 1 : 0;
        }
        result.origins.insert(offer.key, mark);
    }
    merged.offers.reserve(merged.offers.size() + fresh.offers.size() - seen.size());
    for (const Offer &offer : fresh.offers) {
        if (seen.contains(offer.key) || !providers.contains(offer.key.provider))
            continue;
        merged.offers.append(offer);
        cleanTexts(merged.offers.last());
        result.origins.insert(offer.key, {source.id, fetchedAt, QDate()});
        ++result.summary.added;
    }

    if (const std::optional<QString> problem = OfferCheck::problem(merged))
        return Error{MergeText::tr("The offers of %1 were refused: %2.")
                         .arg(source.name, withoutFullStop(*problem))};
    result.changes = Plausibility::compare(current, merged);
    if (result.changes.outOfRange)
        return Error{MergeText::tr("The offers of %1 were refused: %2.")
                         .arg(source.name, withoutFullStop(*result.changes.outOfRange))};
    for (const ReplaceChanges::MedianShift &shift :
         Plausibility::freshPriceShifts(current, fresh.offers)) {
        const bool known = std::any_of(
            result.changes.shifts.cbegin(), result.changes.shifts.cend(),
            [&](const auto &other) { return other.provider == shift.provider; });
        if (!known)
            result.changes.shifts.append(shift);
    }
    result.changes.sourceName = source.name;
    result.changes.sourceListedBefore = listedBefore;
    result.changes.sourceDropped = dropped;
    return result;
}

} // namespace core
