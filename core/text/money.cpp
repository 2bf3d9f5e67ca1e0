#include "money.h"

#include <core/common/localtext.h>

namespace core {

QString money(double amount, const QString &currencyCode, int decimals, const QLocale &locale)
{
    const QLocale written = locale.language() == QLocale::C
        ? QLocale(QLocale::English, QLocale::UnitedStates)
        : locale;
    const QString symbol = currencyCode == QLatin1String("USD") ? QStringLiteral("$")
                                                                : currencyCode + QChar(0x00A0);
    return isolatedIn(written.toCurrencyString(amount, symbol, decimals), locale);
}

} // namespace core
