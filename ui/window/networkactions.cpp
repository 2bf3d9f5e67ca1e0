#include "networkactions.h"

#include "ui/settings/settings.h"

#include <core/network/catalogfeed.h>
#include <core/network/liveprices/livepricefeed.h>
#include <core/network/ratesfeed.h>
#include <core/session/session.h>

#include <QEventLoop>
#include <QMessageBox>
#include <QProgressDialog>

namespace ui {
namespace {

// Runs `feed` to its end behind a modal progress dialog whose Cancel cancels the feed.
template<typename Feed>
void runWithProgress(Feed &feed, QWidget *parent, const QString &label)
{
    QProgressDialog progress(label, NetworkActions::tr("Cancel"), 0, 0, parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    QEventLoop loop;
    QObject::connect(&feed, &Feed::finished, &loop, &QEventLoop::quit);
    QObject::connect(&progress, &QProgressDialog::canceled, &feed, &Feed::cancel);
    if constexpr (requires { &Feed::progress; }) {
        QObject::connect(&feed, &Feed::progress, &progress,
                         [&progress](qint64 received, qint64 total) {
                             progress.setMaximum(total > 0 ? int(total / 1024) : 0);
                             progress.setValue(int(received / 1024));
                         });
    }
    feed.start();
    if (feed.isRunning())
        loop.exec();
}

} // namespace

NetworkActions::NetworkActions(core::Session &session, Settings &settings, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_settings(settings)
    , m_window(window)
{
}

void NetworkActions::updateCatalog()
{
    core::CatalogFeed feed(m_session.database());
    const QString configured = m_settings.catalogFeedUrl();
    if (!configured.isEmpty())
        feed.setUrl(QUrl(configured));
    runWithProgress(feed, m_window,
                    tr("Fetching the catalog from %1…").arg(feed.url().toDisplayString()));
    if (!feed.result()) {
        QMessageBox::warning(m_window, tr("Update prices"), feed.message());
        return;
    }
    if (feed.result()->outcome == core::CatalogFeed::Outcome::Updated) {
        if (core::Status status = m_session.load(); !status.ok()) {
            QMessageBox::warning(m_window, tr("Update prices"), status.error());
            return;
        }
    }
    QMessageBox::information(m_window, tr("Update prices"), feed.message());
}

void NetworkActions::fetchLivePrices(const QString &provider)
{
    std::unique_ptr<core::LivePriceAdapter> adapter = core::makeLivePriceAdapter(provider);
    if (!adapter)
        return;
    const QUrl url = adapter->defaultUrl();
    core::LivePriceFeed feed(m_session.database(), std::move(adapter));
    feed.setUrl(url);
    runWithProgress(feed, m_window, tr("Fetching live prices from %1…").arg(url.host()));
    if (!feed.result()) {
        QMessageBox::warning(m_window, tr("Live prices"), feed.result().error());
        return;
    }
    if (core::Status status = m_session.load(); !status.ok()) {
        QMessageBox::warning(m_window, tr("Live prices"), status.error());
        return;
    }
    QMessageBox::information(
        m_window, tr("Live prices"),
        tr("Applied %n live offer(s).", nullptr, int(feed.result()->offers.size())));
}

void NetworkActions::updateRates()
{
    core::RatesFeed feed(m_session.database());
    runWithProgress(feed, m_window, tr("Fetching the ECB's reference rates…"));
    if (!feed.result()) {
        QMessageBox::warning(m_window, tr("Currency rates"), feed.result().error());
        return;
    }
    const QList<core::CurrencyRate> &rates = feed.result().value();
    QMessageBox::information(
        m_window, tr("Currency rates"),
        tr("Stored %n rate(s) of %1.", nullptr, int(rates.size()))
            .arg(rates.isEmpty() ? QString() : QLocale().toString(rates.constFirst().date)));
    emit ratesChanged();
}

} // namespace ui
