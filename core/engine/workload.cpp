#include "workload.h"

#include <core/catalog/catalog.h>
#include <core/engine/workloadfields.h>

#include <QJsonValue>

#include <algorithm>
#include <array>
#include <utility>

namespace core {

Workload Workload::forModel(const ModelProfile &model)
{
    Workload workload;
    workload.useModel(model);
    return workload;
}

void Workload::useModel(const ModelProfile &model)
{
    this->model = model.id;
    config.width = model.defaultWidth;
    config.height = model.defaultHeight;
    config.steps = model.defaultSteps;
    config.frames = model.defaultFrames;
}
namespace {

template<typename Enum, size_t N>
QString idOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[candidate, id] : table) {
        if (candidate == value)
            return QLatin1String(id);
    }
    return {};
}

template<typename Enum, size_t N>
std::optional<Enum> fromId(const std::array<std::pair<Enum, const char *>, N> &table,
                           const QString &id)
{
    for (const auto &[candidate, text] : table) {
        if (id == QLatin1String(text))
            return candidate;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<Task, const char *>, 4> tasks{{{Task::Interactive, "interactive"},
                                                              {Task::Batch, "batch"},
                                                              {Task::Lora, "lora"},
                                                              {Task::Finetune, "finetune"}}};
constexpr std::array<std::pair<Precision, const char *>, 5> precisions{
    {{Precision::Fp16, "fp16"},
     {Precision::Bf16, "bf16"},
     {Precision::Fp8, "fp8"},
     {Precision::Fp8Weights, "fp8-weights"},
     {Precision::Nf4, "nf4"}}};
constexpr std::array<std::pair<Optimizer, const char *>, 3> optimizers{
    {{Optimizer::AdamW, "adamw"},
     {Optimizer::AdamW8bit, "adamw8bit"},
     {Optimizer::Adafactor, "adafactor"}}};

} // namespace

QString taskId(Task task)
{
    return idOf(tasks, task);
}
std::optional<Task> taskFromId(const QString &id)
{
    return fromId(tasks, id);
}
QString precisionId(Precision precision)
{
    return idOf(precisions, precision);
}
std::optional<Precision> precisionFromId(const QString &id)
{
    return fromId(precisions, id);
}
QList<Precision> allPrecisions()
{
    QList<Precision> all;
    for (const auto &entry : precisions)
        all.append(entry.first);
    return all;
}
double bytesPerWeight(Precision precision)
{
    switch (precision) {
    case Precision::Fp16:
    case Precision::Bf16:
        return 2;
    case Precision::Fp8:
    case Precision::Fp8Weights:
        return 1;
    case Precision::Nf4:
        return 0.5625;
    }
    return 2;
}
QString optimizerId(Optimizer optimizer)
{
    return idOf(optimizers, optimizer);
}
std::optional<Optimizer> optimizerFromId(const QString &id)
{
    return fromId(optimizers, id);
}

QString basisId(Basis basis)
{
    return basis == Basis::Measured ? QStringLiteral("measured") : QStringLiteral("estimated");
}

QJsonObject Workload::toJson() const
{
    QJsonObject json;
    for (const WorkloadField &field : workloadFields()) {
        if (const QJsonValue value = field.get(*this); !value.isUndefined())
            json.insert(field.key, value);
    }
    return json;
}

std::optional<double> Workload::hoursToDeadline(const QDateTime &now) const
{
    if (deadlineAt)
        return std::max(0.0, double(now.secsTo(*deadlineAt)) / 3600.0);
    return deadlineHours;
}

void Workload::setDeadlineAt(const QDateTime &at)
{
    QDateTime utc = at.toUTC();
    utc.setTime(QTime(utc.time().hour(), utc.time().minute()));
    deadlineAt = utc;
    deadlineHours.reset();
}

void Workload::setDeadlineHours(std::optional<double> hours)
{
    deadlineHours = hours;
    deadlineAt.reset();
}

QString deadlineAtText(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODate);
}

std::optional<QDateTime> deadlineAtFromText(const QString &text)
{
    const QDateTime at = QDateTime::fromString(text, Qt::ISODate);
    if (!at.isValid() || at.timeSpec() == Qt::LocalTime)
        return std::nullopt; // a moment names its offset: "Z" or "+05:00"
    return at.toUTC();
}

std::optional<Workload> Workload::fromJson(const QJsonObject &json)
{
    // What a saved workload leaves out keeps its default; a value out of the field's bounds
    // (workloadfields.cpp) refuses the whole workload.
    Workload w;
    for (const WorkloadField &field : workloadFields()) {
        const QJsonValue value = field.read(json);
        if (value.isUndefined())
            continue;
        if (field.check(value) != FieldProblem::None)
            return std::nullopt;
        field.set(w, value);
    }
    if (!json.contains(QStringLiteral("task")) || w.model.isEmpty())
        return std::nullopt;
    return w;
}

} // namespace core
