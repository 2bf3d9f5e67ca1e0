#include "vocabulary.h"

#include <core/catalog/catalog.h>

namespace core {

QString Vocabulary::basis(Basis basis)
{
    return basis == Basis::Measured ? tr("measured") : tr("estimated");
}

QString Vocabulary::basis(const SpeedEstimate &speed)
{
    return speed.series == userMeasurementSeries() ? yourMeasurement() : basis(speed.basis);
}

QString Vocabulary::yourMeasurement()
{
    return tr("your measurement");
}

QString Vocabulary::measuredBy(const QString &source)
{
    return tr("measured: %1").arg(source);
}

std::optional<QString> Vocabulary::billing(int incrementS)
{
    switch (incrementS) {
    case 1:
        return tr("per second");
    case 60:
        return tr("per minute");
    case 3600:
        return tr("per hour");
    default:
        return std::nullopt;
    }
}

QString Vocabulary::task(Task task)
{
    switch (task) {
    case Task::Interactive:
        return tr("Interactive sessions");
    case Task::Batch:
        return tr("Batch job");
    case Task::Lora:
        return tr("LoRA training");
    case Task::Finetune:
        return tr("Full fine-tune");
    }
    return taskId(task);
}

QString Vocabulary::seconds(const QString &number)
{
    return tr("%1 s").arg(number);
}

QString Vocabulary::minutes(const QString &number)
{
    return tr("%1 min").arg(number);
}

QString Vocabulary::hours(const QString &number)
{
    return tr("%1 h").arg(number);
}

QString Vocabulary::minutesCount(int minutes)
{
    return tr("%Ln minute(s)", nullptr, minutes);
}

QString Vocabulary::hoursCount(int hours)
{
    return tr("%Ln hour(s)", nullptr, hours);
}

} // namespace core
