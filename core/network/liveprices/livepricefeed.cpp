#include "livepricefeed.h"

#include "livepricemerge.h"

#include <core/store/catalogstore.h>
#include <core/store/database.h>

#include <QNetworkAccessManager>

namespace core {

LivePriceFeed::LivePriceFeed(Database &database, std::unique_ptr<LivePriceAdapter> adapter,
                             QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_adapter(std::move(adapter))
    , m_manager(new QNetworkAccessManager(this))
    , m_download(new Download(*m_manager, this))
    , m_url(m_adapter->defaultUrl())
{
    connect(m_download, &Download::progress, this, &LivePriceFeed::progress);
    connect(m_download, &Download::finished, this, &LivePriceFeed::onDownloaded);
}

LivePriceFeed::~LivePriceFeed() = default;

bool LivePriceFeed::isRunning() const
{
    return m_download->isRunning();
}

void LivePriceFeed::start()
{
    m_download->start(m_url, m_limits,
                      {{QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")}},
                      m_adapter->requestBody());
}

void LivePriceFeed::cancel()
{
    m_download->cancel();
}

void LivePriceFeed::onDownloaded()
{
    const auto finish = [this](Expected<LivePrices> result) {
        m_result = std::move(result);
        emit finished();
    };
    const Expected<DownloadResult> &download = m_download->result();
    if (!download) {
        finish(Error{tr("%1; the catalog is unchanged.").arg(download.error())});
        return;
    }
    Expected<Catalog> current = CatalogStore(m_database).loadOrSeed();
    if (!current) {
        finish(Error{current.error()});
        return;
    }
    const QDate today = m_today.isValid() ? m_today : QDate::currentDate();
    const QString source = m_url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery
                                                 | QUrl::RemoveFragment);
    Expected<LivePrices> prices = m_adapter->parse(download->body, *current, today, source);
    if (!prices) {
        finish(Error{tr("%1 The catalog is unchanged.").arg(prices.error())});
        return;
    }
    if (Status status = applyLivePrices(m_database, *prices, m_confirmed); !status.ok()) {
        finish(Error{status.error()});
        return;
    }
    finish(std::move(prices));
}

} // namespace core
