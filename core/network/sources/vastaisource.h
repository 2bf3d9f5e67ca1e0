#pragma once

#include "pricesource.h"

#include <QCoreApplication>

namespace core {

// Vast.ai's live offers: POST https://console.vast.ai/api/v0/bundles/ with the JSON query
// Vast's public client sends by default (`vastai search offers` in
// github.com/vast-ai/vast-python: verified, not external, rentable, not rented, on-demand,
// ordered by score), no key. The listings are aggregated per GPU and count by
// VastAiAdapter (the median, with reliability, locations and disk in the notes).
class VastAiSource final : public PriceSource
{
    Q_DECLARE_TR_FUNCTIONS(core::VastAiSource)

public:
    SourceInfo info() const override;
    QByteArray requestBody() const override;
    Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                 const QDateTime &fetchedAt, const QUrl &url,
                                 const QByteArray &version) const override;
};

} // namespace core
