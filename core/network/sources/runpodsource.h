#pragma once

#include "pricesource.h"

#include <QCoreApplication>

namespace core {

// RunPod's public GraphQL (POST https://api.runpod.io/graphql, no key for the price fields):
// `gpuTypes { id displayName memoryInGb secureCloud communityCloud securePrice communityPrice
// secureSpotPrice communitySpotPrice lowestPrice(input: {gpuCount: 1}) { minimumBidPrice
// uninterruptablePrice stockStatus } }`, the fields of runpod/runpod-python's GPU query. Each
// GPU type becomes a "secure" and a "community" offer (one GPU) where RunPod offers it, with
// the spot price as the interruptible price (else the lowest bid) and the stock status noted.
class RunPodSource final : public PriceSource
{
    Q_DECLARE_TR_FUNCTIONS(core::RunPodSource)

public:
    SourceInfo info() const override;
    QByteArray requestBody() const override;
    Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                 const QDateTime &fetchedAt, const QUrl &url,
                                 const QByteArray &version) const override;
};

} // namespace core
