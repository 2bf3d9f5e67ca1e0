#include "sourcemerge.h"

#include <core/catalog/offercheck.h>
#include <core/catalog/offermatch.h>
#include <core/common/allocator.h>
#include <core/output/textsanitizer.h>

#include <QSet>

#include <algorithm>
#include <utility>

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
// `sources`: the last source text and its cleaned form — every offer of an answer names the
// same source, which is cleaned once rather than read 100,000 times.
void cleanTexts(Offer &offer, std::pair<QString, QString> &sources)
{
    offer.key.tier = safetext::cleanCatalogText(offer.key.tier);
    offer.key.region = safetext::cleanCatalogText(offer.key.region);
    if (sources.first.isNull() || offer.source != sources.first)
        sources = {offer.source, safetext::cleanCatalogText(offer.source)};
    offer.source = sources.second;
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

// The machine an offer is: provider × GPU × count × tier, whatever region it names.
OfferKey machineOf(const OfferKey &key, bool withTier = true)
{
    return {key.provider, key.gpu, key.gpuCount, withTier ? key.tier : QString(), QString()};
}

// Whether a price observed at `fresh` is at least as new as one observed at `stored`; an
// unknown date is newer than nothing.
bool atLeastAsNew(const PartialDate &fresh, const PartialDate &stored, QDate today)
{
    if (!fresh.isValid())
        return false;
    return !stored.isValid() || fresh.ageInDays(today) <= stored.ageInDays(today);
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

    // The catalog's offers of the source's providers, and for each fresh offer the stored one
    // with its key: a second update finds its offers in the order it stored them.
    QList<qsizetype> stored;
    for (qsizetype i = 0; i < merged.offers.size(); ++i) {
        if (providers.contains(merged.offers.at(i).key.provider))
            stored.append(i);
    }
    const QList<qsizetype> storedAt = matchOffers(current.offers, fresh.offers);
    // The same machine as a fresh offer, under another key: a curated offer (of the same tier,
    // or of no tier: "Lambda's A10") or one this source listed per region before. It is the
    // same offer: the fresh one updates it in place, keeping its key (shortlists name it),
    // unless a curated price is newer than the source's data. Built when an offer first needs it.
    QHash<OfferKey, QList<qsizetype>> byMachine;
    bool byMachineBuilt = false;
    const auto machines = [&]() -> const QHash<OfferKey, QList<qsizetype>> & {
        if (!std::exchange(byMachineBuilt, true)) {
            for (const qsizetype i : std::as_const(stored)) { // in the catalog's order
                const Offer &offer = merged.offers.at(i);
                if (offer.listedBy.isEmpty() || offer.listedBy == source.id)
                    byMachine[machineOf(offer.key)].append(i);
            }
        }
        return byMachine;
    };
    QList<bool> claimed(merged.offers.size(), false);
    QList<bool> removed(merged.offers.size(), false);
    const QDate today = fetchedAt.toUTC().date();
    const auto unclaimed = [&](const OfferKey &machine, bool curatedOnly) -> qsizetype {
        for (const qsizetype i : machines().value(machine)) {
            if (!claimed.at(i) && (!curatedOnly || merged.offers.at(i).listedBy.isEmpty()))
                return i;
        }
        return -1;
    };
    // The guard's look at the fresh prices, before the new offers move into the catalog.
    const QList<ReplaceChanges::MedianShift> freshShifts = Plausibility::freshPriceShifts(
        current, fresh.offers);
    QList<bool> listedNow(merged.offers.size(), false);
    merged.offers.reserve(merged.offers.size() + fresh.offers.size());
    adviseHugePages(merged.offers.constData(),
                    sizeof(Offer) * std::size_t(merged.offers.capacity()));
    QList<qsizetype> movedAt(fresh.offers.size(), -1); // where each new offer went
    std::pair<QString, QString> cleanSources; // cleanTexts()'s last source
    for (qsizetype j = 0; j < fresh.offers.size(); ++j) {
        Offer &update = fresh.offers[j];
        if (!providers.contains(update.key.provider))
            continue;
        qsizetype at = -1;
        if (storedAt.at(j) >= 0 && !claimed.at(storedAt.at(j)))
            at = storedAt.at(j);
        if (at < 0)
            at = unclaimed(machineOf(update.key), false);
        if (at < 0)
            at = unclaimed(machineOf(update.key, false), true);
        if (at < 0) {
            movedAt[j] = merged.offers.size();
            merged.offers.append(std::move(update));
            Offer &added = merged.offers.last();
            cleanTexts(added, cleanSources);
            markListed(added, source.id, fetchedAt);
            ++result.summary.added;
            continue;
        }
        claimed[at] = true;
        listedNow[at] = true;
        Offer &offer = merged.offers[at];
        if (offer.listedBy.isEmpty() && !atLeastAsNew(update.observedAt, offer.observedAt, today)) {
            ++result.summary.curatedNewer; // the curated price is newer: it stays as it is
            continue;
        }
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
        cleanTexts(offer, cleanSources);
        markListed(offer, source.id, fetchedAt);
    }

    // Further copies of a machine the source lists — its per-region offers of before, curated
    // rows of other regions older than the source's data — are that machine: they go.
    const PartialDate freshDay
        = PartialDate::parse(fresh.observedAt.date().toString(Qt::ISODate)).value_or(PartialDate());
    // The machines of the stored offers no fresh offer claimed, and which of them the source
    // lists. Those offers are few (a provider's curated rows) where the fresh ones are many:
    // each fresh offer is compared with the few, and only many are looked up in a hash.
    QSet<OfferKey> leftOverSet;
    for (const qsizetype i : std::as_const(stored)) {
        if (!claimed.at(i))
            leftOverSet.insert(machineOf(merged.offers.at(i).key));
    }
    const QList<OfferKey> leftOver = leftOverSet.values();
    constexpr qsizetype compareAtMost = 32;
    QSet<OfferKey> freshMachines; // of leftOver, or all the source lists when leftOver is long
    for (qsizetype j = 0; j < fresh.offers.size() && !leftOver.isEmpty(); ++j) {
        const Offer &update = movedAt.at(j) >= 0 ? merged.offers.at(movedAt.at(j))
                                                 : fresh.offers.at(j);
        if (movedAt.at(j) < 0 && !providers.contains(update.key.provider))
            continue;
        if (leftOver.size() > compareAtMost) {
            freshMachines.insert(machineOf(update.key));
            continue;
        }
        for (const OfferKey &machine : std::as_const(leftOver)) {
            if (machine.gpuCount == update.key.gpuCount && machine.gpu == update.key.gpu
                && machine.tier == update.key.tier && machine.provider == update.key.provider)
                freshMachines.insert(machine);
        }
    }
    for (const qsizetype i : std::as_const(stored)) {
        if (claimed.at(i))
            continue;
        const Offer &offer = merged.offers.at(i);
        if (!freshMachines.contains(machineOf(offer.key)))
            continue;
        if (offer.listedBy == source.id
            || (offer.listedBy.isEmpty() && atLeastAsNew(freshDay, offer.observedAt, today))) {
            removed[i] = true;
            ++result.summary.superseded;
        } else if (offer.listedBy.isEmpty()) {
            listedNow[i] = true; // newer than the source's data: kept, still listed
        }
    }

    qsizetype listedBefore = 0; // by this source, at its last update
    qsizetype dropped = 0;
    for (const qsizetype i : std::as_const(stored)) {
        // What the current catalog says of the offer, from the store: who listed it last.
        const Offer &before = current.offers.at(i);
        const bool owned = !before.listedBy.isEmpty();
        const bool ownedByOther = owned && before.listedBy != source.id;
        const bool listedLastTime = owned && !ownedByOther && !before.unlistedSince.isValid();
        listedBefore += listedLastTime ? 1 : 0;
        if (listedNow.at(i) || ownedByOther || removed.at(i))
            continue; // listed now; or another source's offer: that source decides about it
        Offer &offer = merged.offers[i];
        offer.listedBy = source.id;
        if (!owned)
            offer.listedAt = fetchedAt;
        if (!offer.unlistedSince.isValid()) {
            offer.unlistedSince = today;
            ++result.summary.unlisted;
            dropped += listedLastTime ? 1 : 0;
        }
    }

    if (result.summary.superseded > 0) {
        QList<Offer> kept;
        kept.reserve(merged.offers.size() - result.summary.superseded);
        for (qsizetype i = 0; i < merged.offers.size(); ++i) {
            if (i >= removed.size() || !removed.at(i))
                kept.append(std::move(merged.offers[i]));
        }
        merged.offers = std::move(kept);
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
