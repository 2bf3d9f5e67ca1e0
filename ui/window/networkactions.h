#pragma once

#include <core/session/pricefreshness.h>

#include <QObject>

class QMenu;
class QWidget;

namespace core {
class Session;
}

namespace ui {

class Settings;

// "Update prices" from every public source, live prices of one provider and currency rates:
// each runs through the session (which swaps in a new snapshot) behind the update dialog,
// with progress per source, Cancel and a summary. Everything keeps working offline; a
// failing source changes nothing and says why. Also the freshness text of the status bar and
// the "refresh on start" choice.
class NetworkActions final : public QObject
{
    Q_OBJECT

public:
    NetworkActions(core::Session &session, Settings &settings, QWidget *window);

    void updateCatalog();
    // One source of live prices (SourceInfo::live), through the same update as File → Update.
    void fetchLivePrices(const QString &sourceId);
    void updateRates();
    // At start: update when the prices shown are older than the age the user chose.
    void refreshOnStartIfOld();
    // File → Refresh on start: Never, or when prices are older than 1, 7 or 30 days.
    QMenu *refreshOnStartMenu();
    void retranslate();

    // "Prices: median 12 days old, 40 % older than 30 days" for the status bar.
    static QString freshnessText(const core::PriceFreshness &freshness);

signals:
    // New currency rates are stored: the display currency should be re-read.
    void ratesChanged();

private:
    void run(const QStringList &sourceIds);

    core::Session &m_session;
    Settings &m_settings;
    QWidget *m_window = nullptr;
    QMenu *m_refreshMenu = nullptr;
};

} // namespace ui
