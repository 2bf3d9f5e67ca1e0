#include "sourceupdate.h"

#include "catalogfeed.h"
#include "ratesfeed.h"

#include <core/network/sources/sourceregistry.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/sourcestatestore.h>
#include <core/store/sqlutil.h>

#include <QNetworkAccessManager>

#include <algorithm>

namespace core {
namespace {

QString withoutFullStop(QString text)
{
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

SourceUpdate::SourceUpdate(Database &database, QNetworkAccessManager &manager, SourceInfo info,
                           QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_manager(manager)
    , m_info(std::move(info))
    , m_url(m_info.url)
    , m_source(makePriceSource(m_info.id))
{
    m_outcome.sourceId = m_info.id;
    m_outcome.name = m_info.name;
}

SourceUpdate::~SourceUpdate() = default;

void SourceUpdate::start()
{
    m_stage = Stage::Fetching;
    m_limits.maxBytes = m_info.maxBytes;
    if (m_info.kind == SourceKind::Catalog) {
        m_feed = new CatalogFeed(m_database, this);
        m_feed->setUrl(m_url);
        m_feed->setLimits(m_limits);
        m_feed->setConfirmed(m_confirmed);
        m_feed->setStoreLater(true);
        connect(m_feed, &CatalogFeed::progress, this, &SourceUpdate::progress);
        connect(m_feed, &CatalogFeed::finished, this, &SourceUpdate::onWholeFetchFinished);
        m_feed->start();
        return;
    }
    if (m_info.kind == SourceKind::Rates) {
        m_rates = new RatesFeed(m_database, this);
        m_rates->setUrl(m_url);
        m_rates->setLimits(m_limits);
        m_rates->setStoreLater(true);
        connect(m_rates, &RatesFeed::finished, this, &SourceUpdate::onWholeFetchFinished);
        m_rates->start();
        return;
    }
    const std::optional<SourceState> state = SourceStateStore(m_database).state(m_info.id);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (state && state->retryAfter.isValid() && state->retryAfter > now) {
        // Back-off: the source asked us to wait (429); no request before that time.
        const qint64 seconds = now.secsTo(state->retryAfter);
        fail(tr("%1 asked GPU Scout to wait after too many requests; try again in %n second(s)",
                nullptr, int(std::min<qint64>(seconds, 86400)))
                 .arg(m_info.name),
             DownloadFailure::TooManyRequests);
        return;
    }
    if (!m_source->versionUrl(m_url).isEmpty()) {
        // What dates the data: asked "if none match" the ETag it came with last time, so an
        // unchanged date costs a 304 (and GitHub does not count it against its limit).
        QList<Download::Header> headers;
        if (state && state->url == Download::safeUrl(m_url) && !state->versionEtag.isEmpty()
            && !state->versionBody.isEmpty())
            headers.append({QByteArrayLiteral("If-None-Match"), state->versionEtag});
        m_versionDownload = new Download(m_manager, this);
        connect(m_versionDownload, &Download::finished, this, &SourceUpdate::onVersion);
        DownloadLimits limits = m_limits;
        limits.maxBytes = 256 * 1024; // a commit of GitHub's API is a few KB
        m_versionDownload->start(m_source->versionUrl(m_url), limits, headers);
        return;
    }
    startMain();
}

void SourceUpdate::onVersion()
{
    // The version only dates the offers; without it their date is unknown.
    if (const Expected<DownloadResult> &version = m_versionDownload->result(); version) {
        if (version->httpStatus == 304) {
            const std::optional<SourceState> state = SourceStateStore(m_database).state(m_info.id);
            if (state) {
                m_version = state->versionBody;
                m_versionEtag = state->versionEtag;
            }
        } else {
            m_version = version->body.trimmed();
            m_versionEtag = version->etag;
        }
    }
    if (m_versionDownload->failure() == DownloadFailure::Cancelled) {
        fail(m_versionDownload->result().error(), DownloadFailure::Cancelled);
        return;
    }
    startMain();
}

void SourceUpdate::startMain()
{
    QList<Download::Header> headers;
    const std::optional<SourceState> state = SourceStateStore(m_database).state(m_info.id);
    if (state && state->url == Download::safeUrl(m_url)
        && state->status != SourceState::Status::Failed && m_info.kind == SourceKind::Offers) {
        // Validators only count while the catalog still holds offers this source brought.
        const Expected<QHash<OfferKey, OfferOrigin>> origins
            = SourceStateStore(m_database).origins();
        bool holds = false;
        if (origins) {
            holds = std::any_of(origins->cbegin(), origins->cend(),
                                [&](const OfferOrigin &o) { return o.sourceId == m_info.id; });
        }
        if (holds) {
            if (!state->etag.isEmpty())
                headers.append({QByteArrayLiteral("If-None-Match"), state->etag});
            if (!state->lastModified.isEmpty())
                headers.append({QByteArrayLiteral("If-Modified-Since"), state->lastModified});
        }
    }
    m_sentValidators = !headers.isEmpty();
    m_download = new Download(m_manager, this);
    connect(m_download, &Download::progress, this, &SourceUpdate::progress);
    connect(m_download, &Download::finished, this, &SourceUpdate::onDownloaded);
    m_download->start(m_source->answerUrl(m_url, m_version), m_limits, headers,
                      m_source->requestBody());
}

void SourceUpdate::cancel()
{
    if (m_download)
        m_download->cancel();
    if (m_versionDownload)
        m_versionDownload->cancel();
    if (m_feed)
        m_feed->cancel();
    if (m_rates)
        m_rates->cancel();
}

void SourceUpdate::markFetched()
{
    m_stage = Stage::Fetched;
    emit fetched();
}

void SourceUpdate::setFailed(Database &database, const QString &reason, DownloadFailure failure)
{
    m_outcome.result = failure == DownloadFailure::Cancelled ? SourceOutcome::Result::Cancelled
                                                             : SourceOutcome::Result::Failed;
    m_outcome.failure = failure;
    m_outcome.message = tr("%1; nothing was changed.").arg(withoutFullStop(reason));
    if (m_info.kind == SourceKind::Offers || m_info.kind == SourceKind::SpotRisk)
        recordState(database, SourceState::Status::Failed, m_outcome.message, nullptr);
}

void SourceUpdate::fail(const QString &reason, DownloadFailure failure)
{
    setFailed(m_database, reason, failure);
    m_stage = Stage::Done;
    emit fetched();
    emit finished();
}

// The feed or the rates, fetched: stored when applied, in registry order; a fetch that failed
// ends here.
void SourceUpdate::onWholeFetchFinished()
{
    if ((m_feed && m_feed->hasAnswer()) || (m_rates && m_rates->hasAnswer())) {
        markFetched();
        return;
    }
    takeWholeOutcome();
    m_stage = Stage::Done;
    emit fetched();
    emit finished();
}

void SourceUpdate::takeWholeOutcome()
{
    if (m_feed)
        takeFeedOutcome();
    if (m_rates)
        takeRatesOutcome();
}

void SourceUpdate::takeFeedOutcome()
{
    if (!m_feed->result()) {
        m_outcome.result = SourceOutcome::Result::Failed;
        m_outcome.message = m_feed->message();
    } else {
        const CatalogFeed::Outcome outcome = m_feed->result()->outcome;
        m_outcome.result = outcome == CatalogFeed::Outcome::Updated ? SourceOutcome::Result::Updated
            : outcome == CatalogFeed::Outcome::UpToDate ? SourceOutcome::Result::UpToDate
                                                        : SourceOutcome::Result::NeedsConfirmation;
        m_outcome.changes = m_feed->result()->changes;
        m_outcome.offers = m_feed->result()->offers;
        m_outcome.message = m_feed->message();
    }
}

void SourceUpdate::takeRatesOutcome()
{
    if (!m_rates->result()) {
        m_outcome.result = SourceOutcome::Result::Failed;
        m_outcome.message = m_rates->result().error();
    } else {
        m_outcome.result = SourceOutcome::Result::Updated;
        m_outcome.message = tr("Stored %n currency rate(s).", nullptr,
                               int(m_rates->result()->size()));
    }
}

void SourceUpdate::onDownloaded()
{
    const Expected<DownloadResult> &download = m_download->result();
    if (!download) {
        fail(download.error(), m_download->failure());
        if (m_download->failure() == DownloadFailure::TooManyRequests) {
            // Remember when the source may be asked again.
            SourceState state
                = SourceStateStore(m_database).state(m_info.id).value_or(SourceState());
            state.id = m_info.id;
            state.url = Download::safeUrl(m_url);
            state.retryAfter = QDateTime::currentDateTimeUtc().addSecs(
                m_download->retryAfterSeconds().value_or(60));
            (void)SourceStateStore(m_database).record(state);
        }
        return;
    }
    markFetched();
}

void SourceUpdate::apply()
{
    if (m_stage != Stage::Fetched)
        return;
    beginApply();
    applyWith(m_database);
    endApply();
}

void SourceUpdate::applyWith(Database &database)
{
    if (m_feed)
        m_feed->storeIn(database); // the feed's catalog and its state, in one transaction
    else if (m_rates)
        m_rates->storeIn(database);
    else if (m_answer)
        applyOffers(database, *m_answer);
}

void SourceUpdate::beginApply()
{
    m_stage = Stage::Applying;
    if (m_download && m_download->result())
        m_answer = m_download->result().value();
}

void SourceUpdate::applyInThisThread()
{
    if (!m_answer && !m_feed && !m_rates)
        return;
    // A connection of this thread's own, closed before the thread moves on. The file is the
    // one the update's database has open, so it is GPU Scout's and at the latest schema.
    Expected<std::unique_ptr<Database>> database = Database::open(m_database.path());
    if (!database) {
        m_outcome.result = SourceOutcome::Result::Failed;
        m_outcome.message = tr("%1; nothing was changed.").arg(withoutFullStop(database.error()));
        return;
    }
    applyWith(**database);
}

void SourceUpdate::endApply()
{
    // A feed's or the rates' answer still waiting was not stored (no connection): the failure
    // stays.
    if (!(m_feed && m_feed->hasAnswer()) && !(m_rates && m_rates->hasAnswer()))
        takeWholeOutcome();
    m_answer.reset();
    m_stage = Stage::Done;
    emit finished();
}

// Nothing is stored but the outcome; the validators stay as they were, so the next update
// fetches the same answer again and can apply it when confirmed.
void SourceUpdate::needConfirmation(Database &database, const QString &message,
                                    const QStringList &changes)
{
    m_outcome.result = SourceOutcome::Result::NeedsConfirmation;
    m_outcome.message = message;
    m_outcome.changes = changes;
    recordState(database, SourceState::Status::Failed,
                message + QLatin1Char(' ') + changes.join(u' '), nullptr);
}

void SourceUpdate::recordState(Database &database, SourceState::Status status,
                               const QString &message, const DownloadResult *download)
{
    SourceState state = SourceStateStore(database).state(m_info.id).value_or(SourceState());
    state.id = m_info.id;
    state.url = Download::safeUrl(m_url);
    state.status = status;
    state.message = message;
    state.checkedAt = QDateTime::currentDateTimeUtc();
    state.retryAfter = QDateTime();
    if (download) {
        state.etag = download->etag;
        state.lastModified = download->lastModified;
    }
    // Failing to note a failure changes nothing that matters.
    (void)SourceStateStore(database).record(state);
}

void SourceUpdate::applyOffers(Database &database, const DownloadResult &download)
{
    if (download.httpStatus == 304) {
        m_outcome.result = SourceOutcome::Result::UpToDate;
        m_outcome.message = tr("%1 has not changed since the last update.").arg(m_info.name);
        SourceState state = SourceStateStore(database).state(m_info.id).value_or(SourceState());
        state.id = m_info.id;
        state.url = Download::safeUrl(m_url);
        state.status = SourceState::Status::UpToDate;
        state.message = m_outcome.message;
        if (!m_version.isEmpty()) {
            state.versionEtag = m_versionEtag;
            state.versionBody = m_version;
        }
        state.checkedAt = QDateTime::currentDateTimeUtc();
        state.retryAfter = QDateTime();
        (void)SourceStateStore(database).record(state);
        return;
    }
    CatalogStore store(database);
    Expected<Catalog> current = store.loadOrSeed();
    if (!current) {
        setFailed(database, current.error(), DownloadFailure::None);
        return;
    }
    Expected<SourceOffers> parsed = m_source->parse(download.body, *current, download.fetchedAt,
                                                    m_url, m_version);
    if (!parsed) {
        setFailed(database, parsed.error(), DownloadFailure::None);
        return;
    }
    m_outcome.offers = parsed->offers.size() + parsed->spotRisks.size();
    m_outcome.unknownGpuNames = parsed->unknownGpuNames;
    SourceState state;
    state.id = m_info.id;
    state.url = Download::safeUrl(m_url);
    state.etag = download.etag;
    state.lastModified = download.lastModified;
    state.checkedAt = download.fetchedAt;
    state.updatedAt = download.fetchedAt;
    state.status = SourceState::Status::Updated;
    state.offers = m_outcome.offers;
    state.versionEtag = m_versionEtag;
    state.versionBody = m_version;
    const QStringList notices = parsed->notices;

    if (m_info.kind == SourceKind::SpotRisk) {
        QSqlDatabase db = database.connection();
        sql::Transaction transaction(db);
        Status status = transaction.started() ? Status() : Status(Error{transaction.error()});
        if (status.ok())
            status = SourceStateStore::replaceSpotRisks(db, parsed->spotRisks, m_info.id,
                                                        download.fetchedAt);
        state.message = tr("%1: interruption ranges for %n instance type(s) and region(s).",
                           nullptr, int(parsed->spotRisks.size()))
                            .arg(m_info.name);
        if (status.ok())
            status = SourceStateStore::save(db, state);
        if (status.ok())
            status = transaction.commit();
        if (!status.ok()) {
            setFailed(database, status.error(), DownloadFailure::None);
            return;
        }
        m_outcome.result = SourceOutcome::Result::Updated;
        m_outcome.message = state.message;
        return;
    }

    Expected<MergeResult> merged = mergeSourceOffers(*current, m_info, std::move(parsed).value(),
                                                     download.fetchedAt);
    if (!merged) {
        setFailed(database, merged.error(), DownloadFailure::None);
        return;
    }
    if (!m_confirmed && merged->changes.suspicious()) {
        needConfirmation(database,
                         tr("%1 was not applied: its answer changes the catalog more than an "
                            "update usually does.")
                             .arg(m_info.name),
                         merged->changes.descriptions());
        return;
    }
    const MergeSummary &summary = merged->summary;
    state.message = tr("%1: %2 updated, %3 unchanged, %4 new, %5 no longer listed.")
                        .arg(m_info.name)
                        .arg(summary.updated)
                        .arg(summary.unchanged)
                        .arg(summary.added)
                        .arg(summary.unlisted);
    for (const QString &notice : notices)
        state.message += QLatin1Char(' ') + notice;
    const std::optional<StoredCatalogInfo> stored = store.storedInfo();
    const Status status = store.replace(
        merged->catalog, stored ? stored->origin : CatalogStore::bundledOrigin(), [&] {
            QSqlDatabase db = database.connection();
            return SourceStateStore::save(db, state);
        });
    if (!status.ok()) {
        setFailed(database, status.error(), DownloadFailure::None);
        return;
    }
    m_outcome.result = SourceOutcome::Result::Updated;
    m_outcome.summary = summary;
    m_outcome.message = state.message;
}

} // namespace core
