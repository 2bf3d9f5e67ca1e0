#include "currencymenu.h"

#include "ui/common/format.h"
#include "ui/settings/settings.h"

#include <core/currency/currencyconverter.h>
#include <core/session/session.h>

#include <QActionGroup>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>

namespace ui {

CurrencyMenu::CurrencyMenu(core::Session &session, Settings &settings, QWidget *parent)
    : QMenu(parent)
    , m_session(session)
    , m_settings(settings)
    , m_group(new QActionGroup(this))
    , m_status(new QLabel(parent))
{
    for (const QString &code : core::CurrencyConverter::displayCurrencies()) {
        QAction *action = addAction(code, this, [this, code] { apply(code); });
        action->setCheckable(true);
        action->setData(code);
        m_group->addAction(action);
    }
    setTitle(tr("&Currency"));
}

void CurrencyMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setTitle(tr("&Currency"));
    QMenu::changeEvent(event);
}

void CurrencyMenu::apply(const QString &code)
{
    const core::Expected<QList<core::CurrencyRate>> rates = m_session.currencyRates();
    const core::CurrencyConverter converter = core::CurrencyConverter::fromRates(
        rates ? *rates : QList<core::CurrencyRate>(), m_session.catalog());
    const core::Expected<core::ConvertedAmount> one = converter.convert(1.0, code);
    QString chosen = code;
    if (!one) {
        if (code != QLatin1String("USD"))
            QMessageBox::warning(parentWidget(), tr("Currency"), one.error());
        chosen = QStringLiteral("USD");
        setDisplayCurrency({});
        m_status->clear();
    } else {
        setDisplayCurrency({chosen, one->amount});
        m_status->setText(chosen == QLatin1String("USD")
                              ? QString()
                              : tr("1 USD = %1 %2 (%3, %4)")
                                    .arg(QLocale().toString(one->amount, 'f', 4), chosen,
                                         one->source,
                                         QLocale().toString(one->date, QLocale::ShortFormat)));
    }
    m_settings.setCurrency(chosen);
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == chosen);
    emit currencyChanged();
}

} // namespace ui
