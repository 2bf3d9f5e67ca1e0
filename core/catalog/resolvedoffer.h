#pragma once

#include "catalog.h"

#include <QList>

#include <optional>

namespace core {

// An offer joined with its GPU and provider, its prices converted to USD and its billing
// terms resolved (the offer's own, else the provider's). Pointers refer into the Catalog
// the offer was resolved from, which must outlive it.
struct ResolvedOffer
{
    const Offer *offer = nullptr;
    const Gpu *gpu = nullptr;
    const Provider *provider = nullptr;
    std::optional<double> onDemandUsdPerHour;
    std::optional<double> spotUsdPerHour;
    std::optional<int> billingIncrementS;
    std::optional<int> minBilledS;
    // The price rests on one source nobody has checked against the provider
    // (priceRestsOnSingleUnverifiedSource): decided once per catalog, not per evaluation.
    bool priceUnverified = false;
};

QList<ResolvedOffer> resolveOffers(const Catalog &catalog);

} // namespace core
