#pragma once

#include "livepriceadapter.h"

#include <core/network/download.h>

#include <QObject>

#include <memory>

class QNetworkAccessManager;

namespace core {

class Database;

// Fetches one provider's live prices through its adapter and applies them to the stored
// catalog (applyLivePrices: importer validation, one transaction). A failure leaves the
// catalog and the history as they were; result() says why.
class LivePriceFeed final : public QObject
{
    Q_OBJECT

public:
    LivePriceFeed(Database &database, std::unique_ptr<LivePriceAdapter> adapter,
                  QObject *parent = nullptr);
    ~LivePriceFeed() override;

    void setUrl(const QUrl &url) { m_url = url; }
    const QUrl &url() const { return m_url; }
    void setLimits(const DownloadLimits &limits) { m_limits = limits; }
    void setToday(QDate today) { m_today = today; } // tests
    // Apply prices the plausibility guard would refuse (the user has seen the changes).
    void setConfirmed(bool confirmed) { m_confirmed = confirmed; }

    bool isRunning() const;
    const Expected<LivePrices> &result() const { return m_result; }

public slots:
    void start();
    void cancel();

signals:
    void progress(qint64 received, qint64 total);
    void finished();

private:
    void onDownloaded();

    Database &m_database;
    std::unique_ptr<LivePriceAdapter> m_adapter;
    QNetworkAccessManager *m_manager = nullptr;
    Download *m_download = nullptr;
    QUrl m_url;
    QDate m_today;
    DownloadLimits m_limits;
    bool m_confirmed = false;
    Expected<LivePrices> m_result = Error{QString()};
};

} // namespace core
