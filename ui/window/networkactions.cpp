#include "networkactions.h"

#include "ui/settings/settings.h"
#include "ui/window/updatedialog.h"

#include <core/network/sources/sourceregistry.h>
#include <core/session/session.h>

#include <QActionGroup>
#include <QLocale>
#include <QMenu>

namespace ui {

NetworkActions::NetworkActions(core::Session &session, Settings &settings, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_settings(settings)
    , m_window(window)
{
}

void NetworkActions::run(const QStringList &sourceIds)
{
    UpdateDialog dialog(m_session, sourceIds, m_window);
    dialog.setWindowModality(Qt::WindowModal);
    if (const QString configured = m_settings.catalogFeedUrl(); !configured.isEmpty())
        dialog.setUrl(QStringLiteral("feed"), QUrl(configured));
    dialog.start();
    dialog.exec();
}

void NetworkActions::updateCatalog()
{
    run({});
    emit ratesChanged(); // the ECB rates are among the sources
}

void NetworkActions::fetchLivePrices(const QString &sourceId)
{
    run({sourceId});
}

void NetworkActions::updateRates()
{
    run({QStringLiteral("ecb")});
    emit ratesChanged();
}

void NetworkActions::refreshOnStartIfOld()
{
    const int days = m_settings.refreshOnStartDays();
    if (days <= 0)
        return;
    const core::PriceFreshness freshness = m_session.snapshot()->workspace.priceFreshness();
    if (!freshness.medianAgeDays || *freshness.medianAgeDays > days)
        updateCatalog();
}

QMenu *NetworkActions::refreshOnStartMenu()
{
    if (m_refreshMenu)
        return m_refreshMenu;
    m_refreshMenu = new QMenu(m_window);
    auto *group = new QActionGroup(m_refreshMenu);
    for (int days : {0, 1, 7, 30}) {
        QAction *action = m_refreshMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(days);
        action->setChecked(m_settings.refreshOnStartDays() == days);
        group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, days] { m_settings.setRefreshOnStartDays(days); });
    }
    retranslate();
    return m_refreshMenu;
}

void NetworkActions::retranslate()
{
    if (!m_refreshMenu)
        return;
    m_refreshMenu->setTitle(tr("&Refresh prices on start"));
    for (QAction *action : m_refreshMenu->actions()) {
        const int days = action->data().toInt();
        action->setText(days == 0 ? tr("Never")
                                  : tr("When prices are older than %n day(s)", nullptr, days));
    }
}

QString NetworkActions::freshnessText(const core::PriceFreshness &freshness)
{
    if (freshness.offers == 0)
        return {};
    const QLocale locale;
    const QString share = locale.toString(100.0 * freshness.shareOlderThan30Days(), 'f', 0);
    if (!freshness.medianAgeDays)
        return tr("Prices: none is dated, so none counts as fresh");
    return tr("Prices: median %Ln day(s) old, %1 % older than %2", nullptr,
              int(std::min<qint64>(*freshness.medianAgeDays, 1000000)))
        .arg(share, tr("%Ln day(s)", nullptr, 30));
}

} // namespace ui
