#pragma once

#include <QDate>
#include <QString>

#include <optional>

namespace core {

// A date as precise as its source: "2026-11-09", "2024-05" or "2024". Ages are counted from
// the first day of the period, so an imprecise date never looks fresher than it is.
class PartialDate final
{
public:
    static std::optional<PartialDate> parse(const QString &text);

    const QString &text() const { return m_text; }
    QDate first() const { return m_first; }
    bool isValid() const { return m_first.isValid(); }
    qint64 ageInDays(QDate today) const { return m_first.daysTo(today); }

private:
    QString m_text;
    QDate m_first;
};

} // namespace core
