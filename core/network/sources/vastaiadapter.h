#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QStringList>
#include <QUrl>

namespace core {

// What VastAiAdapter made of one answer: one offer per GPU and count, and what it skipped.
struct LivePrices
{
    QString provider; // catalog provider id
    QList<Offer> offers; // ready for the catalog, observed_at = the day of the fetch
    qsizetype listings = 0; // entries in the answer
    qsizetype usedListings = 0; // entries that went into an offer
    qsizetype skippedListings = 0;
    QStringList unknownGpuNames; // provider GPU names with no catalog GPU, sorted, unique
};

// Vast.ai's public offer search (POST https://console.vast.ai/api/v0/bundles/, the
// endpoint behind `vastai search offers` in github.com/vast-ai/vast-python vast.py), which
// answers {"offers": [ {gpu_name, num_gpus, gpu_ram (MiB), dph_total, min_bid, geolocation,
// …}, … ]}. Vast is a marketplace: many hosts list the same GPU at different prices, so the
// listings are aggregated into one offer per (GPU, GPU count) at the median price — robust
// against a few odd listings, unlike the minimum — and the offer's notes give the listing
// count and the price range. VastAiSource fetches and applies it through the shared update
// like every other source. See docs/network.md.
class VastAiAdapter final
{
    Q_DECLARE_TR_FUNCTIONS(core::VastAiAdapter)

public:
    static QString providerId() { return QStringLiteral("vast-ai"); }
    QUrl defaultUrl() const;
    // The JSON body of the search (POST to defaultUrl()).
    static QByteArray searchQuery();
    // `catalog` supplies the GPU ids to map to; `today` becomes observed_at; `source` names
    // the URL fetched.
    Expected<LivePrices> parse(const QByteArray &answer, const Catalog &catalog, QDate today,
                               const QString &source) const;

    // Maps a Vast GPU name ("RTX 4090", "A100 SXM4", "RTX 6000Ada") and its memory in MiB to
    // a catalog GPU id; empty when the catalog has no such GPU or the memory does not match.
    static QString catalogGpuId(const QString &vastName, double gpuRamMib, const Catalog &catalog);
};

} // namespace core
