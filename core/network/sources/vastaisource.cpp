#include "vastaisource.h"

#include <core/network/download.h>
#include <core/network/sources/vastaiadapter.h>

namespace core {

SourceInfo VastAiSource::info() const
{
    SourceInfo info;
    info.id = QStringLiteral("vast-ai");
    info.name = QStringLiteral("Vast.ai live offers");
    info.kind = SourceKind::Offers;
    info.providers = {QStringLiteral("vast-ai")};
    info.url = VastAiAdapter().defaultUrl();
    info.maxBytes = 32 * 1024 * 1024; // 1,000 listings of about 2 KB each, with room
    info.live = true;
    return info;
}

QByteArray VastAiSource::requestBody() const
{
    return VastAiAdapter::searchQuery();
}

Expected<SourceOffers> VastAiSource::parse(const QByteArray &answer, const Catalog &catalog,
                                           const QDateTime &fetchedAt, const QUrl &url,
                                           const QByteArray &) const
{
    const Expected<LivePrices> prices = VastAiAdapter().parse(
        answer, catalog, fetchedAt.toUTC().date(), Download::safeUrl(url));
    if (!prices)
        return Error{prices.error()};
    SourceOffers offers;
    offers.sourceId = info().id;
    offers.providers = {prices->provider};
    offers.offers = prices->offers;
    offers.rows = prices->listings;
    offers.skippedRows = prices->skippedListings;
    offers.unknownGpuNames = prices->unknownGpuNames;
    offers.observedAt = fetchedAt.toUTC();
    return offers;
}

} // namespace core
