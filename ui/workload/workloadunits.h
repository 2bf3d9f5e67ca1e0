#pragma once

#include <core/catalog/catalog.h>
#include <core/engine/workload.h>

#include <QDateTime>
#include <QString>

#include <optional>

class QDoubleSpinBox;
class QWidget;

// The workload in the units people think in, converted to the engine's: sessions a week or a
// month, a deadline as a date and time, a training run as steps or hours.
namespace ui::units {

// 52 weeks in 12 months.
constexpr double weeksPerMonth = 52.0 / 12.0;

int sessionsPerMonthFromWeek(int perWeek);
int sessionsPerWeekFromMonth(int perMonth);
// The engine counts sessions a month. A count is shown a week only when it is a whole number
// of sessions a week (13 a month = 3 a week): "3 a week" never stands for 12 a month, whose
// week count, about 2.8, is said beside it instead (sessionsNote()).
bool isWholeWeeks(int perMonth);
// Beside the count: "= 13 sessions a month" when counted a week, "≈ 2.8 a week" when a month.
QString sessionsNote(int perMonth, bool perWeek);

// The moment `hours` after `now`, to the minute.
QDateTime deadlineAfter(double hours, const QDateTime &now);
// The deadline a date-time edit shows for `w`, in local time: its moment, or `now` plus its
// hours (three days without a deadline, what ticking the box proposes).
QDateTime deadlineShown(const core::Workload &w, const QDateTime &now);

// The box of a training run given in hours, as the wizard and the workload bar show it: a tenth
// of an hour to a year, in half hours. Its texts stay with each owner's retranslation.
QDoubleSpinBox *trainHoursBox(QWidget *parent);

// The text-encoder options (offloaded, FP8) change the memory verdict only where the engine
// counts text encoders that weigh on the card: a transformer model (FLUX-class) whose encoders'
// size is known, generating images (training caches the prompts' embeddings first).
bool textEncoderOptionsApply(const core::ModelProfile *model, core::Task task);

} // namespace ui::units
