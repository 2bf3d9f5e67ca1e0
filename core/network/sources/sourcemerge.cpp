#include "sourcemerge.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>

#include <QSet>

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

// The one place where a merged catalog is checked before it is stored: the importer's rules
// now; the plausibility guard of issue #16 (a replace that removes too many offers or moves a
// provider's median price too far) belongs here too, comparing `current` with `merged`.
Expected<Catalog> checkMerged(const Catalog &current, const Catalog &merged)
{
    Q_UNUSED(current);
    return CatalogImporter::parse(CatalogWriter::toJson(merged));
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
    const QDate today = fetchedAt.toUTC().date();
    for (Offer &offer : merged.offers) {
        if (!providers.contains(offer.key.provider))
            continue;
        const auto origin = origins.constFind(offer.key);
        const bool ownedByOther = origin != origins.cend() && origin->sourceId != source.id;
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
        }
        result.origins.insert(offer.key, mark);
    }
    for (const Offer &offer : fresh.offers) {
        if (seen.contains(offer.key) || !providers.contains(offer.key.provider))
            continue;
        merged.offers.append(offer);
        result.origins.insert(offer.key, {source.id, fetchedAt, QDate()});
        ++result.summary.added;
    }

    Expected<Catalog> checked = checkMerged(current, merged);
    if (!checked)
        return Error{MergeText::tr("The offers of %1 were refused: %2.")
                         .arg(source.name, withoutFullStop(checked.error()))};
    result.catalog = std::move(checked).value();
    return result;
}

} // namespace core
