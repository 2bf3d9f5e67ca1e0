#pragma once

#include "catalog.h"

namespace core {

// Whether an offer's price rests on one source that nobody has checked against the provider:
// a third party's transcription of the provider's price page ("… as transcribed in …", a
// "third-party transcription" note) or a page seen only through a search index, with no second
// source beside it (sources are joined by " ; "). Such a price carries a confidence mark
// (docs/engine-model.md, "Ranking").
bool priceRestsOnSingleUnverifiedSource(const Offer &offer);

} // namespace core
