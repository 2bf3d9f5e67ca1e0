#pragma once

#include <QDateTime>

#include <optional>

// The workload in the units people think in, converted to the engine's: sessions a week or a
// month, a deadline as a date and time.
namespace ui::units {

// 52 weeks in 12 months.
constexpr double weeksPerMonth = 52.0 / 12.0;

int sessionsPerMonthFromWeek(int perWeek);
int sessionsPerWeekFromMonth(int perMonth);

// Hours from `now` until `deadline`, to the minute; at least one minute ahead.
double hoursUntil(const QDateTime &deadline, const QDateTime &now);
// The moment `hours` after `now`, to the minute.
QDateTime deadlineAfter(double hours, const QDateTime &now);

} // namespace ui::units
