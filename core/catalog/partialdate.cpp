#include "partialdate.h"

#include <QRegularExpression>

namespace core {

std::optional<PartialDate> PartialDate::parse(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const int year = match.captured(1).toInt();
    const int month = match.hasCaptured(2) ? match.captured(2).toInt() : 1;
    const int day = match.hasCaptured(3) ? match.captured(3).toInt() : 1;
    const QDate first(year, month, day);
    if (!first.isValid())
        return std::nullopt;
    PartialDate date;
    date.m_text = text;
    date.m_first = first;
    return date;
}

} // namespace core
