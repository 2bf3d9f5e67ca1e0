#include "catalogfeed.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/plausibility.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/feedstatestore.h>
#include <core/store/pricehistory.h>

#include <QNetworkAccessManager>

namespace core {
namespace {

QString shown(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

QString withoutFullStop(QString text)
{
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

CatalogFeed::CatalogFeed(Database &database, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_manager(new QNetworkAccessManager(this))
    , m_download(new Download(*m_manager, this))
    , m_url(defaultUrl())
{
    connect(m_download, &Download::progress, this, &CatalogFeed::progress);
    connect(m_download, &Download::finished, this, &CatalogFeed::onDownloaded);
}

CatalogFeed::~CatalogFeed() = default;

QUrl CatalogFeed::defaultUrl()
{
    // Published by .github/workflows/catalog.yml to the project's GitHub Pages.
    return QUrl(QStringLiteral("https://gpuscout.github.io/gpuscout/gpuscout-catalog.json"));
}

bool CatalogFeed::isRunning() const
{
    return m_download->isRunning();
}

void CatalogFeed::start()
{
    QList<Download::Header> headers;
    if (const std::optional<FeedState> state
        = FeedStateStore(m_database).state(Download::safeUrl(m_url))) {
        // Validators only count while the database still holds the catalog they describe.
        const std::optional<StoredCatalogInfo> stored = CatalogStore(m_database).storedInfo();
        if (stored && stored->origin == Download::safeUrl(m_url)) {
            if (!state->etag.isEmpty())
                headers.append({QByteArrayLiteral("If-None-Match"), state->etag});
            if (!state->lastModified.isEmpty())
                headers.append({QByteArrayLiteral("If-Modified-Since"), state->lastModified});
        }
    }
    m_download->start(m_url, m_limits, headers);
}

void CatalogFeed::cancel()
{
    m_download->cancel();
}

void CatalogFeed::onDownloaded()
{
    const Expected<DownloadResult> &download = m_download->result();
    if (!download) {
        finish(Error{tr("%1; the catalog is unchanged.").arg(download.error())});
        return;
    }
    if (m_storeLater) {
        m_answer = download.value();
        emit finished();
        return;
    }
    finish(apply(m_database, download.value()));
}

void CatalogFeed::storeIn(Database &database)
{
    if (!m_answer)
        return;
    m_result = apply(database, *m_answer);
    m_answer.reset();
}

Expected<CatalogFeed::Result> CatalogFeed::apply(Database &database, const DownloadResult &download)
{
    const QString url = Download::safeUrl(m_url);
    Result result;
    result.url = m_url;
    if (download.httpStatus == 304) {
        result.outcome = Outcome::UpToDate;
        // Only the time of the check changes; failing to note it changes nothing that matters.
        (void)FeedStateStore(database).markChecked(url, QDateTime::currentDateTimeUtc());
        return result;
    }
    Expected<Catalog> catalog = CatalogImporter::parse(download.body);
    if (!catalog) {
        return Error{tr("The catalog from %1 was refused: %2; the catalog is unchanged.")
                         .arg(shown(m_url), withoutFullStop(catalog.error()))};
    }
    CatalogStore store(database);
    if (!m_confirmed) {
        const Expected<Catalog> current = store.loadOrSeed();
        if (!current)
            return Error{current.error()};
        const ReplaceChanges changes = Plausibility::compare(*current, *catalog);
        if (changes.suspicious() && !changes.outOfRange) {
            // Validators are not saved: the next update fetches it again, to be confirmed.
            result.outcome = Outcome::NeedsConfirmation;
            result.info = catalog->info;
            result.offers = catalog->offers.size();
            result.changes = changes.descriptions();
            return result;
        }
    }
    FeedStateStore feedState(database);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const FeedState state{url, download.etag, download.lastModified, now, now};
    if (Status status = store.replace(*catalog, url, [&] { return feedState.save(state); });
        !status.ok())
        return Error{status.error()};
    result.outcome = Outcome::Updated;
    result.info = catalog->info;
    result.offers = catalog->offers.size();
    if (Expected<QList<PriceChange>> changes = PriceHistory(database).changesInLastUpdate())
        result.changedPrices = changes->size();
    return result;
}

void CatalogFeed::finish(Expected<Result> result)
{
    m_result = std::move(result);
    emit finished();
}

QString CatalogFeed::message() const
{
    if (!m_result)
        return m_result.error();
    const Result &result = m_result.value();
    if (result.outcome == Outcome::UpToDate)
        return tr("The catalog is already up to date with %1.").arg(shown(result.url));
    if (result.outcome == Outcome::NeedsConfirmation)
        return tr("The catalog from %1 was not applied: it differs from the stored one more "
                  "than an update usually does.")
            .arg(shown(result.url));
    return tr("Updated the catalog to version %1 from %2: %Ln offer(s), %3 with a changed price.",
              nullptr, int(result.offers))
        .arg(result.info.catalogVersion, shown(result.url))
        .arg(result.changedPrices);
}

} // namespace core
