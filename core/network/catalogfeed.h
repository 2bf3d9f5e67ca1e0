#pragma once

#include "download.h"

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QObject>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace core {

class Database;

// Fetches a catalog document (docs/catalog-format.md) and, when it is new and valid, replaces
// the stored catalog with it in one transaction. It asks "only if changed" with the ETag and
// Last-Modified it remembers per URL (table feed_state). Any failure leaves the catalog, the
// price history and every user table as they were; status() then says why in one sentence.
// See docs/network.md.
class CatalogFeed final : public QObject
{
    Q_OBJECT

public:
    // NeedsConfirmation: the new catalog differs from the stored one more than an update
    // usually does (Plausibility); nothing was stored, `changes` lists what it would change.
    enum class Outcome { Updated, UpToDate, NeedsConfirmation };

    struct Result
    {
        Outcome outcome = Outcome::UpToDate;
        QUrl url;
        CatalogInfo info; // the catalog the database holds afterwards (Updated only)
        qsizetype offers = 0;
        qsizetype changedPrices = 0;
        QStringList changes; // NeedsConfirmation only
    };

    explicit CatalogFeed(Database &database, QObject *parent = nullptr);
    ~CatalogFeed() override;

    // The catalog this repository publishes.
    static QUrl defaultUrl();

    void setUrl(const QUrl &url) { m_url = url; }
    const QUrl &url() const { return m_url; }
    void setLimits(const DownloadLimits &limits) { m_limits = limits; }
    const DownloadLimits &limits() const { return m_limits; }
    // Apply a suspicious catalog all the same (the user has seen what it changes).
    void setConfirmed(bool confirmed) { m_confirmed = confirmed; }

    // Fetch only: finished() comes when the answer is in, and storeIn() stores it later, on
    // whichever thread calls it (an update applies its sources on a worker thread).
    void setStoreLater(bool later) { m_storeLater = later; }
    // After finished() in store-later mode: whether an answer waits for storeIn().
    bool hasAnswer() const { return m_answer.has_value(); }
    // Checks and stores the waiting answer over `database`, a connection of the calling thread;
    // sets result() and emits nothing.
    void storeIn(Database &database);

    bool isRunning() const;
    // After finished(): the outcome, or the reason nothing changed.
    const Expected<Result> &result() const { return m_result; }
    // A sentence for the user either way.
    QString message() const;

public slots:
    void start();
    void cancel();

signals:
    void progress(qint64 received, qint64 total);
    void finished();

private:
    void onDownloaded();
    Expected<Result> apply(Database &database, const DownloadResult &download);
    void finish(Expected<Result> result);

    Database &m_database;
    QNetworkAccessManager *m_manager = nullptr;
    Download *m_download = nullptr;
    QUrl m_url;
    DownloadLimits m_limits;
    bool m_confirmed = false;
    bool m_storeLater = false;
    std::optional<DownloadResult> m_answer; // store-later mode: the answer storeIn() stores
    Expected<Result> m_result = Error{QString()};
};

} // namespace core
