#pragma once

#include "download.h"

#include <core/currency/currencyrate.h>

#include <QObject>

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

    Database &m_database;
    QNetworkAccessManager *m_manager = nullptr;
    Download *m_download = nullptr;
    QUrl m_url;
    DownloadLimits m_limits;
    Expected<QList<CurrencyRate>> m_result = Error{QString()};
};

} // namespace core
