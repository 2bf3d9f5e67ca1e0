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

QString isolated(const QString &text)
{
    return QChar(0x2068) + text + QChar(0x2069);
}

QString isolatedIn(const QString &text, const QLocale &locale)
{
    return locale.textDirection() == Qt::RightToLeft ? isolated(text) : text;
}

QString localDate(const PartialDate &date, const QLocale &locale)
{
    return isolatedIn(localDigits(date.text(), locale), locale);
}

} // namespace core
