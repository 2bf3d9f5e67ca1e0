#pragma once

#include <QObject>

class QWidget;

namespace core {
class Session;
}

namespace ui {

class Settings;

// "Update prices", live provider prices and currency rates: runs core's feeds with a progress
// dialog the user can cancel, says what happened, and reloads the session after a change.
// Everything keeps working offline; a failure changes nothing and says why.
class NetworkActions final : public QObject
{
    Q_OBJECT

public:
    NetworkActions(core::Session &session, Settings &settings, QWidget *window);

    void updateCatalog();
    void fetchLivePrices(const QString &provider);
    void updateRates();

signals:
    // New currency rates are stored: the display currency should be re-read.
    void ratesChanged();

private:
    core::Session &m_session;
    Settings &m_settings;
    QWidget *m_window = nullptr;
};

} // namespace ui
