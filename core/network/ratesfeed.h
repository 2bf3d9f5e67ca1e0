#pragma once

#include "download.h"

#include <core/currency/currencyrate.h>

#include <QObject>

#include <optional>

class QNetworkAccessManager;

namespace core {

class Database;

// Fetches the ECB's daily reference rates and stores them (RateStore, one transaction) so
// they work offline. A failure keeps the stored rates; result() says why.
class RatesFeed final : public QObject
{
    Q_OBJECT

public:
    explicit RatesFeed(Database &database, QObject *parent = nullptr);
    ~RatesFeed() override;

    void setUrl(const QUrl &url) { m_url = url; }
    const QUrl &url() const { return m_url; }
    void setLimits(const DownloadLimits &limits) { m_limits = limits; }

    // Fetch only: finished() comes when the answer is in, and storeIn() checks and stores it
    // later, on whichever thread calls it (an update applies its sources on a worker thread).
    void setStoreLater(bool later) { m_storeLater = later; }
    // After finished() in store-later mode: whether an answer waits for storeIn().
    bool hasAnswer() const { return m_answer.has_value(); }
    // Parses and stores the waiting answer over `database`, a connection of the calling
    // thread; sets result() and emits nothing.
    void storeIn(Database &database);

    bool isRunning() const;
    const Expected<QList<CurrencyRate>> &result() const { return m_result; }

    // The rates to convert with: the stored (fetched) ones, else the bundled snapshot.
    static Expected<QList<CurrencyRate>> currentRates(Database &database);

public slots:
    void start();
    void cancel();

signals:
    void finished();

private:
    void onDownloaded();
    Expected<QList<CurrencyRate>> store(Database &database, const QByteArray &body) const;

    Database &m_database;
    QNetworkAccessManager *m_manager = nullptr;
    Download *m_download = nullptr;
    QUrl m_url;
    DownloadLimits m_limits;
    bool m_storeLater = false;
    std::optional<QByteArray> m_answer; // store-later mode: the body storeIn() stores
    Expected<QList<CurrencyRate>> m_result = Error{QString()};
};

} // namespace core
