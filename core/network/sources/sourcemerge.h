#pragma once

#include "pricesource.h"

#include <core/catalog/plausibility.h>

#include <QCoreApplication>

namespace core {

// What applying one source changed.
struct MergeSummary
{
    qsizetype updated = 0; // listed before, price changed
    qsizetype unchanged = 0; // listed before, same price (observed again)
    qsizetype added = 0; // new offers
    qsizetype unlisted = 0; // kept, newly marked "not listed since"
    qsizetype providersAdded = 0; // providers the catalog did not have
    // Copies of a machine the source lists (curated rows of other regions, the source's own
    // per-region offers of before): folded into the machine's offer.
    qsizetype superseded = 0;
    qsizetype curatedNewer = 0; // curated offers of a listed machine, newer than the source
};

struct MergeResult
{
    Catalog catalog; // each offer saying where it came from (Offer::listedBy and the rest)
    MergeSummary summary;
    // Against the stored catalog: the plausibility guard's findings. The caller applies a
    // suspicious merge only when the user has confirmed it (Plausibility::judge).
    ReplaceChanges changes;
};

// The merge rules (docs/network.md): an offer is one machine (provider × GPU × count × tier),
// and a curated offer of the machine a source lists is that same offer — updated in place with
// the source's price when the source's data is at least as new, kept when it is newer, never
// "no longer listed" merely for being curated. The source is authoritative for the offers it
// lists —
// price, vCPUs, RAM, source and observed date replace the stored ones, everything the catalog
// curates (the provider's billing, cold start, storage, images; GPUs, benchmarks, models)
// stays and is joined by provider. An offer of the source's providers that this source listed
// before, or that no source owns (the curated catalog's), and that the fresh answer no longer
// lists, is kept and marked "not listed since" the fetch day. Offers other sources own are
// left alone. The merged catalog passes the importer's offer rules (OfferCheck) and value
// bounds, checked in memory: the stored part was validated when it was loaded.
Expected<MergeResult> mergeSourceOffers(const Catalog &current, const SourceInfo &source,
                                        SourceOffers fresh, const QDateTime &fetchedAt);

} // namespace core
