#include "priceconfidence.h"

#include "freshness.h"

#include <QStringMatcher>

namespace core {

SourceConfidence sourceConfidence(const QString &source)
{
    // Every offer is asked at every catalog load (resolveOffers): the patterns are prepared once
    // (QStringMatcher), not for each call as QString::contains does.
    static const QStringMatcher secondSource(u" ; ");
    static const QStringMatcher transcribed(u"as transcribed in", Qt::CaseInsensitive);
    static const QStringMatcher searchIndex(u"seen via search index", Qt::CaseInsensitive);
    if (secondSource.indexIn(source) >= 0)
        return SourceConfidence::Corroborated;
    if (transcribed.indexIn(source) >= 0 || searchIndex.indexIn(source) >= 0)
        return SourceConfidence::Unverified;
    return SourceConfidence::AsTheNotesSay;
}

bool notesSpeakOfTranscription(const QString &notes)
{
    // A price someone else copied by hand from the provider's page ("third-party transcription",
    // "per transcription of datacrunch.io/pricing", "transcription says …"): not the provider's
    // word.
    static const QStringMatcher thirdParty(u"transcription", Qt::CaseInsensitive);
    return thirdParty.indexIn(notes) >= 0;
}

bool priceRestsOnSingleUnverifiedSource(const Offer &offer)
{
    switch (sourceConfidence(offer.source)) {
    case SourceConfidence::Corroborated:
        return false;
    case SourceConfidence::Unverified:
        return true;
    case SourceConfidence::AsTheNotesSay:
        break;
    }
    return notesSpeakOfTranscription(offer.notes);
}

bool priceIsOldAndUnverified(const Offer &offer, bool unverified, QDate today)
{
    return unverified && isStale(offer, today, UnverifiedPriceMaxAgeDays);
}

} // namespace core
