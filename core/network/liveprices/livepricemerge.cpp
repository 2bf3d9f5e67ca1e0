#include "livepricemerge.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/catalog/plausibility.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>

namespace core {
namespace {

// The translation context of these messages.
struct LivePricesText
{
    Q_DECLARE_TR_FUNCTIONS(core::LivePrices)
};

} // namespace

Expected<Catalog> mergeLivePrices(const Catalog &current, const LivePrices &prices)
{
    if (!current.provider(prices.provider))
        return Error{LivePricesText::tr("The catalog has no provider \"%1\", so its live prices "
                                        "cannot be applied; the catalog is unchanged.")
                         .arg(prices.provider)};
    if (prices.offers.isEmpty())
        return Error{LivePricesText::tr("The answer for %1 held no offer for a GPU the catalog "
                                        "knows; the catalog is unchanged.")
                         .arg(prices.provider)};
    Catalog merged = current;
    merged.offers.removeIf(
        [&](const Offer &offer) { return offer.key.provider == prices.provider; });
    merged.offers.append(prices.offers);
    Expected<Catalog> checked = CatalogImporter::parse(CatalogWriter::toJson(merged));
    if (!checked) {
        QString reason = checked.error();
        while (reason.endsWith(QLatin1Char('.')))
            reason.chop(1);
        return Error{
            LivePricesText::tr("The live prices of %1 were refused: %2; the catalog is unchanged.")
                .arg(prices.provider, reason)};
    }
    return checked;
}

Status applyLivePrices(Database &database, const LivePrices &prices, bool confirmed)
{
    CatalogStore store(database);
    Expected<Catalog> current = store.loadOrSeed();
    if (!current)
        return Error{current.error()};
    Expected<Catalog> merged = mergeLivePrices(*current, prices);
    if (!merged)
        return Error{merged.error()};
    if (Status status = Plausibility::check(*current, *merged, confirmed); !status.ok())
        return status;
    const std::optional<StoredCatalogInfo> stored = store.storedInfo();
    return store.replace(*merged, stored ? stored->origin : CatalogStore::bundledOrigin());
}

} // namespace core
