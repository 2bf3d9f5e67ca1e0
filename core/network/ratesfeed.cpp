#include "ratesfeed.h"

#include <core/currency/ecbrates.h>
#include <core/store/database.h>
#include <core/store/ratestore.h>

#include <QDateTime>
#include <QNetworkAccessManager>

namespace core {

RatesFeed::RatesFeed(Database &database, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_manager(new QNetworkAccessManager(this))
    , m_download(new Download(*m_manager, this))
    , m_url(EcbRates::defaultUrl())
{
    // Rates are small: a tighter size limit than the catalog's.
    m_limits.maxBytes = 1024 * 1024;
    connect(m_download, &Download::finished, this, &RatesFeed::onDownloaded);
}

RatesFeed::~RatesFeed() = default;

bool RatesFeed::isRunning() const
{
    return m_download->isRunning();
}

void RatesFeed::start()
{
    m_download->start(m_url, m_limits);
}

void RatesFeed::cancel()
{
    m_download->cancel();
}

Expected<QList<CurrencyRate>> RatesFeed::currentRates(Database &database)
{
    Expected<QList<CurrencyRate>> stored = RateStore(database).all();
    if (stored && !stored->isEmpty())
        return stored;
    return EcbRates::bundled();
}

void RatesFeed::onDownloaded()
{
    const auto finish = [this](Expected<QList<CurrencyRate>> result) {
        m_result = std::move(result);
        emit finished();
    };
    const Expected<DownloadResult> &download = m_download->result();
    if (!download) {
        finish(Error{tr("%1; the stored currency rates are unchanged.").arg(download.error())});
        return;
    }
    if (m_storeLater) {
        m_answer = download->body;
        emit finished();
        return;
    }
    finish(store(m_database, download->body));
}

void RatesFeed::storeIn(Database &database)
{
    if (!m_answer)
        return;
    m_result = store(database, *m_answer);
    m_answer.reset();
}

Expected<QList<CurrencyRate>> RatesFeed::store(Database &database, const QByteArray &body) const
{
    const QString source = tr("European Central Bank euro reference rates, %1")
                               .arg(
                                   m_url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery));
    Expected<QList<CurrencyRate>> rates = EcbRates::parse(body, source);
    if (!rates)
        return Error{tr("%1 The stored currency rates are unchanged.").arg(rates.error())};
    if (Status status = RateStore(database).replace(*rates, QDateTime::currentDateTimeUtc());
        !status.ok())
        return Error{status.error()};
    return rates;
}

} // namespace core
