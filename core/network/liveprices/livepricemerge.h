#pragma once

#include "livepriceadapter.h"

#include <core/common/expected.h>

#include <QCoreApplication>

namespace core {

class Database;

// The current catalog with every offer of `prices.provider` replaced by the live ones and
// everything else kept, passed through CatalogImporter::parse so that it meets the same rules
// as any other catalog.
Expected<Catalog> mergeLivePrices(const Catalog &current, const LivePrices &prices);

// Merges and stores in one transaction (CatalogStore::replace, which also records the price
// history). The stored catalog keeps its origin: only one provider's prices changed. A merge
// the plausibility guard finds suspicious (most offers gone, a median moved more than ×3) is
// refused, naming each change, unless `confirmed`.
Status applyLivePrices(Database &database, const LivePrices &prices, bool confirmed = false);

} // namespace core
