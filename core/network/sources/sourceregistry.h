#pragma once

#include "pricesource.h"

#include <memory>

namespace core {

// Every source GPU Scout reads, in the order an update applies them: the project's feed
// first (it replaces the catalog as a whole), then the per-provider sources, the spot
// advisor and the currency rates. docs/network.md gives each one's address and terms.
QList<SourceInfo> allSources();
std::optional<SourceInfo> sourceInfo(const QString &id);
// The adapter of an Offers or SpotRisk source; nullptr for the others and unknown ids.
std::unique_ptr<PriceSource> makePriceSource(const QString &id);

} // namespace core
