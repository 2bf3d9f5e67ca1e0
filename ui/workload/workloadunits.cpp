#include "workloadunits.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ui::units {
namespace {

struct WorkloadUnits
{
    Q_DECLARE_TR_FUNCTIONS(ui::WorkloadUnits)
};

} // namespace

int sessionsPerMonthFromWeek(int perWeek)
{
    return int(std::lround(perWeek * weeksPerMonth));
}

int sessionsPerWeekFromMonth(int perMonth)
{
    return int(std::lround(perMonth / weeksPerMonth));
}

bool isWholeWeeks(int perMonth)
{
    return perMonth > 0 && sessionsPerMonthFromWeek(sessionsPerWeekFromMonth(perMonth)) == perMonth;
}

QString sessionsNote(int perMonth, bool perWeek)
{
    if (perWeek)
        return WorkloadUnits::tr("= %Ln session(s) a month", nullptr, perMonth);
    return WorkloadUnits::tr("≈ %1 a week", "sessions a week")
        .arg(QLocale().toString(perMonth / weeksPerMonth, 'f', 1));
}

QDateTime deadlineAfter(double hours, const QDateTime &now)
{
    const QDateTime at = now.addSecs(qint64(std::llround(hours * 3600.0)));
    return at.addSecs(-at.time().second()); // to the minute
}

QDateTime deadlineShown(const core::Workload &w, const QDateTime &now)
{
    if (w.deadlineAt)
        return w.deadlineAt->toLocalTime();
    return deadlineAfter(w.deadlineHours.value_or(72), now);
}

QDoubleSpinBox *trainHoursBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(QStringLiteral("trainHours"));
    box->setRange(0.1, 24 * 365);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    return box;
}

bool textEncoderOptionsApply(const core::ModelProfile *model, core::Task task)
{
    const bool inference = task == core::Task::Interactive || task == core::Task::Batch;
    return inference && model && model->family != QLatin1String("unet")
        && model->textEncoderParamsBillion.value_or(0) > 0;
}

} // namespace ui::units
