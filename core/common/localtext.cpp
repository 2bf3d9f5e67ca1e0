#include "localtext.h"

#include <core/catalog/partialdate.h>

namespace core {

QString localDigits(const QString &text, const QLocale &locale)
{
    const QString zero = locale.zeroDigit();
    if (zero == QLatin1String("0"))
        return text;
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c >= u'0' && c <= u'9')
            out += locale.toString(c.unicode() - u'0');
        else
            out += c;
    }
    return out;
}

QString localDate(const PartialDate &date, const QLocale &locale)
{
    const QString text = localDigits(date.text(), locale);
    return locale.textDirection() == Qt::RightToLeft ? QChar(0x2068) + text + QChar(0x2069) : text;
}

} // namespace core
