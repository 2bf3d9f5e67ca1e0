#pragma once

#include "livepriceadapter.h"

#include <QCoreApplication>

namespace core {

// Vast.ai's public offer search (POST https://console.vast.ai/api/v0/bundles/, the
// endpoint behind `vastai search offers` in github.com/vast-ai/vast-python vast.py), which
// answers {"offers": [ {gpu_name, num_gpus, gpu_ram (MiB), dph_total, min_bid, geolocation,
// …}, … ]}. Vast is a marketplace: many hosts list the same GPU at different prices, so the
// listings are aggregated into one offer per (GPU, GPU count) at the median price — robust
// against a few odd listings, unlike the minimum — and the offer's notes give the listing
// count and the price range. See docs/network.md.
class VastAiAdapter final : public LivePriceAdapter
{
    Q_DECLARE_TR_FUNCTIONS(core::VastAiAdapter)

public:
    QString providerId() const override { return QStringLiteral("vast-ai"); }
    QUrl defaultUrl() const override;
    // The JSON body of the search (POST to defaultUrl()).
    static QByteArray searchQuery();
    QByteArray requestBody() const override { return searchQuery(); }
    Expected<LivePrices> parse(const QByteArray &answer, const Catalog &catalog, QDate today,
                               const QString &source) const override;

    // Maps a Vast GPU name ("RTX 4090", "A100 SXM4", "RTX 6000Ada") and its memory in MiB to
    // a catalog GPU id; empty when the catalog has no such GPU or the memory does not match.
    static QString catalogGpuId(const QString &vastName, double gpuRamMib, const Catalog &catalog);
};

} // namespace core
