#include "resolvedoffer.h"

#include "priceconfidence.h"

#include <core/common/allocator.h>

#include <QHash>

namespace core {

namespace {

// Equal texts, at once when both share one copy.
bool sameText(const QString &a, const QString &b)
{
    return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
}

} // namespace

QList<ResolvedOffer> resolveOffers(const Catalog &catalog)
{
    QHash<QString, const Gpu *> gpus;
    for (const Gpu &gpu : catalog.gpus)
        gpus.insert(gpu.id, &gpu);
    QHash<QString, const Provider *> providers;
    for (const Provider &provider : catalog.providers)
        providers.insert(provider.id, &provider);
    QHash<QString, std::optional<double>> rates;

    QList<ResolvedOffer> resolved;
    resolved.reserve(catalog.offers.size());
    adviseHugePages(resolved.constData(), sizeof(ResolvedOffer) * std::size_t(resolved.capacity()));
    QString lastSource;
    SourceConfidence lastConfidence = sourceConfidence(lastSource);
    QString lastNotes;
    bool lastTranscription = notesSpeakOfTranscription(lastNotes);
    for (const Offer &offer : catalog.offers) {
        ResolvedOffer row;
        row.offer = &offer;
        row.gpu = gpus.value(offer.key.gpu);
        row.provider = providers.value(offer.key.provider);
        if (!row.gpu || !row.provider)
            continue; // the importer and the foreign keys make this unreachable
        auto rate = rates.find(offer.currency);
        if (rate == rates.end())
            rate = rates.insert(offer.currency, catalog.usdPerUnit(offer.currency));
        if (*rate) {
            if (offer.onDemandPerHour)
                row.onDemandUsdPerHour = *offer.onDemandPerHour * **rate;
            if (offer.spotPerHour)
                row.spotUsdPerHour = *offer.spotPerHour * **rate;
        }
        row.billingIncrementS = offer.billingIncrementS ? offer.billingIncrementS
                                                        : row.provider->billingIncrementS;
        row.minBilledS = offer.minBilledS ? offer.minBilledS : row.provider->minBilledS;
        // Offers of one source share its texts (one copy, CatalogStore's load): its source text
        // is asked once a run, and the notes only when the source leaves it to them, once a
        // run of equal notes.
        if (!sameText(offer.source, lastSource)) {
            lastSource = offer.source;
            lastConfidence = sourceConfidence(offer.source);
        }
        if (lastConfidence == SourceConfidence::AsTheNotesSay
            && !sameText(offer.notes, lastNotes)) {
            lastNotes = offer.notes;
            lastTranscription = notesSpeakOfTranscription(offer.notes);
        }
        row.priceUnverified = lastConfidence == SourceConfidence::Unverified
            || (lastConfidence == SourceConfidence::AsTheNotesSay && lastTranscription);
        resolved.append(row);
    }
    return resolved;
}

} // namespace core
