#pragma once

#include <core/catalog/catalog.h>
#include <core/catalog/spotrisk.h>
#include <core/common/expected.h>

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QStringList>
#include <QUrl>

namespace core {

// What kind of data a source brings, and so how it is applied.
enum class SourceKind {
    Offers, // prices of offers, merged per provider (SourceMerge)
    SpotRisk, // interruption frequency per instance type and region (AWS Spot Advisor)
    Rates, // currency reference rates (ECB, RatesFeed)
    Catalog, // a whole catalog document (the project's feed, CatalogFeed)
};

// One public source GPU Scout reads, as the registry lists it.
struct SourceInfo
{
    QString id; // "skypilot:aws", "gpuhunt:runpod", "vast-ai", "runpod", …
    QString name; // for people: "SkyPilot catalog (AWS)"
    SourceKind kind = SourceKind::Offers;
    QStringList providers; // catalog provider ids this source is authoritative for
    QStringList providerNames; // their names, for a provider the catalog does not have yet
    QUrl url; // the default address
    qint64 maxBytes = 16 * 1024 * 1024; // what fits this source (a SkyPilot AWS file is MBs)
    // The provider's own answer, current to the minute (not a third party's catalog): offered
    // on its own under File → Live provider prices and `gpuscout-cli live ID`.
    bool live = false;
    // Part of an update of "every source"; false for a source with nothing at its default
    // address (the project's feed until its workflow publishes it): it runs when named.
    bool runByDefault = true;
};

// What one source's answer holds, ready to merge.
struct SourceOffers
{
    QString sourceId;
    QStringList providers; // the providers this answer speaks for
    QList<Offer> offers;
    QList<SpotRisk> spotRisks;
    qsizetype rows = 0; // entries in the answer (CSV rows, listings, GPU types)
    qsizetype skippedRows = 0; // entries that could not become an offer
    QStringList unknownGpuNames; // names with no catalog GPU: reported, never dropped silently
    QStringList notices; // what else was refused, one sentence each (spot above on-demand, …)
    // When the source's data is from: a file's last commit, a catalog's version, a live
    // answer's fetch; invalid when unknown (the offers are then undated).
    QDateTime observedAt;
};

// Turns one source's answer into offers. Adapters only parse and map; fetching (network
// rules, limits, validators, back-off) and applying (one transaction per source) are shared.
class PriceSource
{
public:
    virtual ~PriceSource() = default;

    virtual SourceInfo info() const = 0;
    // A POST body (JSON) for sources that are queried rather than downloaded; null = GET.
    virtual QByteArray requestBody() const { return {}; }
    // A small answer to read before the main one, whose text dates it (gpuhunt's `version`,
    // the last commit of a SkyPilot file from GitHub's commits API); empty when there is none.
    virtual QUrl versionUrl(const QUrl &url) const
    {
        Q_UNUSED(url);
        return {};
    }
    // Where the main answer is once the version is known (gpuhunt publishes each version in a
    // folder of its own); `url` itself by default.
    virtual QUrl answerUrl(const QUrl &url, const QByteArray &version) const
    {
        Q_UNUSED(version);
        return url;
    }
    // `catalog` supplies the GPU and provider ids to map to; `fetchedAt` dates the answer when
    // the source gives no time of its own; `version` is the version file's text, if any.
    virtual Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                         const QDateTime &fetchedAt, const QUrl &url,
                                         const QByteArray &version = QByteArray()) const = 0;
};

} // namespace core
