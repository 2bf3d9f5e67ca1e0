#pragma once

#include "catalog.h"

#include <QDate>

namespace core {

// Whether an offer's price rests on one source that nobody has checked against the provider:
// a third party's transcription of the provider's price page ("… as transcribed in …", a note
// that speaks of a transcription, as the api-evangelist copies' "per transcription of
// datacrunch.io/pricing" do) or a page seen only through a search index, with no second
// source beside it (sources are joined by " ; "). Such a price carries a confidence mark
// (docs/engine-model.md, "Ranking").
bool priceRestsOnSingleUnverifiedSource(const Offer &offer);

// The same in two steps, for many offers that share a source text: what the source text says
// (resolveOffers asks it once per run of one source), and then, unless that decides, whether
// the notes speak of a transcription.
enum class SourceConfidence {
    Corroborated, // a second source beside the first
    Unverified, // transcribed, or seen only through a search index
    AsTheNotesSay,
};
SourceConfidence sourceConfidence(const QString &source);
bool notesSpeakOfTranscription(const QString &notes);

// Past this age an unverified price no longer ranks on equal terms by default: a quarter of a
// year (issue #37; docs/engine-model.md, "Old unverified prices rank last").
constexpr int UnverifiedPriceMaxAgeDays = 90;

// An unverified price (the offer's `unverified`, priceRestsOnSingleUnverifiedSource()) whose
// data is older than UnverifiedPriceMaxAgeDays on `today`, or of unknown date: nobody can say it
// is recent, so it ranks after verified and recent prices by default (Assumptions).
bool priceIsOldAndUnverified(const Offer &offer, bool unverified, QDate today);

} // namespace core
