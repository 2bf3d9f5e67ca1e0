#pragma once

#include <QMenu>

class QActionGroup;
class QLabel;

namespace core {
class Session;
}

namespace ui {

class Settings;

// View → Currency: the currency money is shown in, converted with the stored (or bundled) ECB
// rates or the catalog's own, the rate's source and date shown in the status bar, and the
// choice kept in the settings. A currency without a rate falls back to USD and says why.
class CurrencyMenu final : public QMenu
{
    Q_OBJECT

public:
    CurrencyMenu(core::Session &session, Settings &settings, QWidget *parent);

    QLabel *statusLabel() const { return m_status; }
    void apply(const QString &code);

signals:
    // Money is now shown in another currency (or at another rate): re-render it.
    void currencyChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    core::Session &m_session;
    Settings &m_settings;
    QActionGroup *m_group = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace ui
