#include "priceconfidence.h"

namespace core {

bool priceRestsOnSingleUnverifiedSource(const Offer &offer)
{
    if (offer.source.contains(QLatin1String(" ; ")))
        return false; // corroborated by a second source
    return offer.source.contains(QLatin1String("as transcribed in"), Qt::CaseInsensitive)
        || offer.source.contains(QLatin1String("seen via search index"), Qt::CaseInsensitive)
        || offer.notes.contains(QLatin1String("third-party transcription"), Qt::CaseInsensitive);
}

} // namespace core
