#include "priceconfidence.h"

#include "freshness.h"

#include <QStringMatcher>

namespace core {

bool priceRestsOnSingleUnverifiedSource(const Offer &offer)
{
    // Every offer is asked at every catalog load (resolveOffers): the patterns are prepared once
    // (QStringMatcher), not for each call as QString::contains does.
    static const QStringMatcher secondSource(u" ; ");
    static const QStringMatcher transcribed(u"as transcribed in", Qt::CaseInsensitive);
    static const QStringMatcher searchIndex(u"seen via search index", Qt::CaseInsensitive);
    // A price someone else copied by hand from the provider's page ("third-party transcription",
    // "per transcription of datacrunch.io/pricing", "transcription says …"): not the provider's
    // word.
    static const QStringMatcher thirdParty(u"transcription", Qt::CaseInsensitive);
    if (secondSource.indexIn(offer.source) >= 0)
        return false; // corroborated by a second source
    return transcribed.indexIn(offer.source) >= 0 || searchIndex.indexIn(offer.source) >= 0
        || thirdParty.indexIn(offer.notes) >= 0;
}

bool priceIsOldAndUnverified(const Offer &offer, bool unverified, QDate today)
{
    return unverified && isStale(offer, today, UnverifiedPriceMaxAgeDays);
}

} // namespace core
