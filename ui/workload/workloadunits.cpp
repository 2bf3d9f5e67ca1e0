#include "workloadunits.h"

#include <algorithm>
#include <cmath>

namespace ui::units {

int sessionsPerMonthFromWeek(int perWeek)
{
    return int(std::lround(perWeek * weeksPerMonth));
}

int sessionsPerWeekFromMonth(int perMonth)
{
    return int(std::lround(perMonth / weeksPerMonth));
}

double hoursUntil(const QDateTime &deadline, const QDateTime &now)
{
    const double minutes = std::round(double(now.secsTo(deadline)) / 60.0);
    return std::max(1.0, minutes) / 60.0;
}

QDateTime deadlineAfter(double hours, const QDateTime &now)
{
    const QDateTime at = now.addSecs(qint64(std::llround(hours * 3600.0)));
    return at.addSecs(-at.time().second()); // to the minute
}

} // namespace ui::units
