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

// The source lists the offer now; listed since the first of the fetches in a row that list it
// (so that an unchanged offer is not written again: the source's state has the last fetch).
void markListed(Offer &offer, const QString &sourceId, const QDateTime &fetchedAt)
{
    const bool listedAlready = offer.listedBy == sourceId && !offer.unlistedSince.isValid()
        && offer.listedAt.isValid();
    offer.listedBy = sourceId;
    if (!listedAlready)
        offer.listedAt = fetchedAt;
    offer.unlistedSince = QDate();
}

} // namespace

Expected<MergeResult> mergeSourceOffers(const Catalog &current, const SourceInfo &source,
                                        SourceOffers fresh, const QDateTime &fetchedAt)
{
    if (fresh.offers.isEmpty())
        return Error{
            MergeText::tr("%1 listed no offer for a GPU the catalog knows.").arg(source.name)};
    MergeResult result;
    result.catalog = current;
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

    // The catalog's offers of the source's providers, by key: a few hundred, where the fresh
    // answer can bring 100,000 offers, so the fresh offers look them up and not the reverse.
    QHash<OfferKey, qsizetype> stored;
    for (qsizetype i = 0; i < merged.offers.size(); ++i) {
        if (providers.contains(merged.offers.at(i).key.provider))
            stored.insert(merged.offers.at(i).key, i);
    }
    // The guard's look at the fresh prices, before the new offers move into the catalog.
    const QList<ReplaceChanges::MedianShift> freshShifts = Plausibility::freshPriceShifts(
        current, fresh.offers);
    QList<bool> listedNow(merged.offers.size(), false);
    merged.offers.reserve(merged.offers.size() + fresh.offers.size());
    for (Offer &update : fresh.offers) {
        if (!providers.contains(update.key.provider))
            continue;
        const auto found = stored.constFind(update.key);
        if (found == stored.cend()) {
            merged.offers.append(std::move(update));
            Offer &added = merged.offers.last();
            cleanTexts(added);
            markListed(added, source.id, fetchedAt);
            ++result.summary.added;
            continue;
        }
        Offer &offer = merged.offers[*found];
        listedNow[*found] = true;
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
        markListed(offer, source.id, fetchedAt);
    }

    qsizetype listedBefore = 0; // by this source, at its last update
    qsizetype dropped = 0;
    const QDate today = fetchedAt.toUTC().date();
    for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
        // What the current catalog says of the offer, from the store: who listed it last.
        const Offer &before = current.offers.at(it.value());
        const bool owned = !before.listedBy.isEmpty();
        const bool ownedByOther = owned && before.listedBy != source.id;
        const bool listedLastTime = owned && !ownedByOther && !before.unlistedSince.isValid();
        listedBefore += listedLastTime ? 1 : 0;
        if (listedNow.at(it.value()) || ownedByOther)
            continue; // listed now; or another source's offer: that source decides about it
        Offer &offer = merged.offers[it.value()];
        offer.listedBy = source.id;
        if (!owned)
            offer.listedAt = fetchedAt;
        if (!offer.unlistedSince.isValid()) {
            offer.unlistedSince = today;
            ++result.summary.unlisted;
            dropped += listedLastTime ? 1 : 0;
        }
    }

    if (const std::optional<QString> problem = OfferCheck::problem(merged))
        return Error{MergeText::tr("The offers of %1 were refused: %2.")
                         .arg(source.name, withoutFullStop(*problem))};
    result.changes = Plausibility::compare(current, merged);
    if (result.changes.outOfRange)
        return Error{MergeText::tr("The offers of %1 were refused: %2.")
                         .arg(source.name, withoutFullStop(*result.changes.outOfRange))};
    for (const ReplaceChanges::MedianShift &shift : freshShifts) {
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
