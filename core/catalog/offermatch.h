#pragma once

#include "catalog.h"

#include <QList>

namespace core {

// For each offer of `after`, the index in `before` of the offer with its key, or -1 when
// `before` has none. Keys are unique in each list (OfferCheck).
//
// An update keeps the catalog's order: it changes offers in place, drops a few and appends
// the new ones. Offers in that order are matched by walking both lists and comparing keys;
// only an offer out of step is looked up, in a hash of `before` built the first time one is,
// so a second update of 100,000 offers hashes no key at all.
QList<qsizetype> matchOffers(const QList<Offer> &before, const QList<Offer> &after);

} // namespace core
