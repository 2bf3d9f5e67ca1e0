#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace core {

// What an adapter made of one provider answer.
struct LivePrices
{
    QString provider; // catalog provider id
    QList<Offer> offers; // ready for the catalog, observed_at = the day of the fetch
    qsizetype listings = 0; // entries in the answer
    qsizetype usedListings = 0; // entries that went into an offer
    qsizetype skippedListings = 0;
    QStringList unknownGpuNames; // provider GPU names with no catalog GPU, sorted, unique
};

// Turns one provider's public price answer into catalog offers. An adapter only parses and
// maps; fetching (network rules, limits) and applying (importer validation, one transaction)
// are shared (LivePriceFeed, mergeLivePrices).
class LivePriceAdapter
{
public:
    virtual ~LivePriceAdapter() = default;

    virtual QString providerId() const = 0;
    virtual QUrl defaultUrl() const = 0;
    // A JSON body to POST; null for a GET.
    virtual QByteArray requestBody() const { return {}; }
    // `catalog` supplies the GPU ids to map to; `today` becomes observed_at; `source`
    // names the URL fetched.
    virtual Expected<LivePrices> parse(const QByteArray &answer, const Catalog &catalog,
                                       QDate today, const QString &source) const = 0;
};

// The adapters GPU Scout has, by provider id.
QStringList livePriceProviders();
std::unique_ptr<LivePriceAdapter> makeLivePriceAdapter(const QString &providerId);

} // namespace core
