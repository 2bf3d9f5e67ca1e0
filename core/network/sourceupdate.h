#pragma once

#include "download.h"

#include <core/network/sources/pricesource.h>
#include <core/network/sources/sourcemerge.h>
#include <core/store/sourcestatestore.h>

#include <QObject>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace core {

class CatalogFeed;
class Database;
class RatesFeed;

// How one source's update ended, for the summary people read.
struct SourceOutcome
{
    // NeedsConfirmation: the answer would change the catalog more than an update usually does
    // (Plausibility); nothing was stored, and `changes` says what it would have changed.
    enum class Result { Updated, UpToDate, Failed, Cancelled, NeedsConfirmation };

    QString sourceId;
    QString name;
    Result result = Result::Failed;
    QString message; // one sentence: what changed, or why nothing did
    MergeSummary summary;
    qsizetype offers = 0; // offers the source listed for known GPUs
    QStringList unknownGpuNames;
    DownloadFailure failure = DownloadFailure::None;
    QStringList changes; // NeedsConfirmation: one sentence per change to confirm
};

// One source, fetched then applied. Fetching runs on the event loop; applying is separate so
// that an update of several sources fetches them all at once but applies them one after the
// other in registry order (UpdateRun). Applying is one transaction: the offers, their origins
// and the source's state; any failure leaves every table as it was. It can run on a worker
// thread: beginApply() here, applyInThisThread() there (over a connection of its own), then
// endApply() here again.
class SourceUpdate final : public QObject
{
    Q_OBJECT

public:
    enum class Stage { Idle, Fetching, Fetched, Applying, Done };

    SourceUpdate(Database &database, QNetworkAccessManager &manager, SourceInfo info,
                 QObject *parent = nullptr);
    ~SourceUpdate() override;

    const SourceInfo &info() const { return m_info; }
    void setUrl(const QUrl &url) { m_url = url; }
    const QUrl &url() const { return m_url; }
    void setLimits(const DownloadLimits &limits) { m_limits = limits; }
    // The user has seen what the answer changes and wants it applied anyway (update --force,
    // the dialog's "Apply anyway"); value bounds are checked all the same.
    void setConfirmed(bool confirmed) { m_confirmed = confirmed; }
    Stage stage() const { return m_stage; }
    const SourceOutcome &outcome() const { return m_outcome; }

    void start();
    void cancel();
    // After fetched(): merge and store, on this thread and this connection. Emits finished().
    void apply();
    // The same in three steps for a worker thread. beginApply() takes the answer (stage
    // Applying); applyInThisThread() parses, merges and stores it over a database connection
    // it opens on the calling thread (Qt SQL connections belong to one thread), touches
    // nothing else of this object's thread and emits nothing; endApply(), back on this
    // object's thread, emits finished().
    void beginApply();
    void applyInThisThread();
    void endApply();

signals:
    void progress(qint64 received, qint64 total);
    void fetched();
    void finished();

private:
    void startMain();
    void onVersion();
    void onDownloaded();
    void onWholeFetchFinished();
    // The outcome of the feed or the rates, from its result.
    void takeWholeOutcome();
    void takeFeedOutcome();
    void takeRatesOutcome();
    // The store of the fetched answer — a feed's catalog, the rates or a source's offers —
    // over `database`.
    void applyWith(Database &database);
    void fail(const QString &reason, DownloadFailure failure);
    // fail() without its signals or its change of stage, over `database`.
    void setFailed(Database &database, const QString &reason, DownloadFailure failure);
    void applyOffers(Database &database, const DownloadResult &download);
    void recordState(Database &database, SourceState::Status status, const QString &message,
                     const DownloadResult *download);
    void markFetched();
    void needConfirmation(Database &database, const QString &message, const QStringList &changes);

    Database &m_database;
    QNetworkAccessManager &m_manager;
    SourceInfo m_info;
    QUrl m_url;
    DownloadLimits m_limits;
    std::unique_ptr<PriceSource> m_source;
    Download *m_download = nullptr;
    std::optional<DownloadResult> m_answer; // what the apply reads, taken by beginApply()
    Download *m_versionDownload = nullptr;
    CatalogFeed *m_feed = nullptr;
    RatesFeed *m_rates = nullptr;
    QByteArray m_version;
    QByteArray m_versionEtag;
    bool m_sentValidators = false;
    bool m_confirmed = false;
    Stage m_stage = Stage::Idle;
    SourceOutcome m_outcome;
};

} // namespace core
