#include "workload.h"

#include <core/catalog/catalog.h>

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
    QJsonObject json{
        {QStringLiteral("model"), model},
        {QStringLiteral("task"), taskId(task)},
        {QStringLiteral("width"), config.width},
        {QStringLiteral("height"), config.height},
        {QStringLiteral("steps"), config.steps},
        {QStringLiteral("batch"), config.batch},
        {QStringLiteral("precision"), precisionId(config.precision)},
        {QStringLiteral("sessions_per_month"), sessionsPerMonth},
        {QStringLiteral("session_minutes"), sessionMinutes},
        {QStringLiteral("max_wait_s"), maxWaitS},
        {QStringLiteral("stack"), config.stack},
        {QStringLiteral("images"), images},
        {QStringLiteral("train_steps"), trainSteps},
        {QStringLiteral("gradient_checkpointing"), gradientCheckpointing},
        {QStringLiteral("optimizer"), optimizerId(optimizer)},
        {QStringLiteral("offload_text_encoders"), offloadTextEncoders},
        {QStringLiteral("fp8_text_encoders"), fp8TextEncoders},
        {QStringLiteral("allow_spot"), allowSpot},
        {QStringLiteral("region"), region},
    };
    if (config.frames)
        json.insert(QStringLiteral("frames"), *config.frames);
    if (deadlineAt)
        json.insert(QStringLiteral("deadline_at"), deadlineAtText(*deadlineAt));
    else if (deadlineHours)
        json.insert(QStringLiteral("deadline_hours"), *deadlineHours);
    if (trainHours)
        json.insert(QStringLiteral("train_hours"), *trainHours);
    if (budgetUsd)
        json.insert(QStringLiteral("budget_usd"), *budgetUsd);
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
    Workload w;
    w.model = json.value(QStringLiteral("model")).toString(w.model);
    const std::optional<Task> task = taskFromId(json.value(QStringLiteral("task")).toString());
    const std::optional<Precision> precision = precisionFromId(
        json.value(QStringLiteral("precision")).toString());
    const std::optional<Optimizer> optimizer = optimizerFromId(
        json.value(QStringLiteral("optimizer")).toString(optimizerId(w.optimizer)));
    if (!task || !precision || !optimizer || w.model.isEmpty())
        return std::nullopt;
    w.task = *task;
    w.config.precision = *precision;
    w.optimizer = *optimizer;
    w.config.width = json.value(QStringLiteral("width")).toInt(w.config.width);
    w.config.height = json.value(QStringLiteral("height")).toInt(w.config.height);
    w.config.steps = json.value(QStringLiteral("steps")).toInt(w.config.steps);
    w.config.batch = json.value(QStringLiteral("batch")).toInt(w.config.batch);
    if (json.contains(QStringLiteral("frames")))
        w.config.frames = json.value(QStringLiteral("frames")).toInt();
    w.sessionsPerMonth = json.value(QStringLiteral("sessions_per_month")).toInt(w.sessionsPerMonth);
    w.sessionMinutes = json.value(QStringLiteral("session_minutes")).toDouble(w.sessionMinutes);
    w.maxWaitS = json.value(QStringLiteral("max_wait_s")).toDouble(w.maxWaitS);
    w.config.stack = json.value(QStringLiteral("stack")).toString(w.config.stack);
    w.images = json.value(QStringLiteral("images")).toInteger(w.images);
    if (json.contains(QStringLiteral("deadline_hours")))
        w.deadlineHours = json.value(QStringLiteral("deadline_hours")).toDouble();
    if (json.contains(QStringLiteral("deadline_at"))) {
        w.deadlineAt = deadlineAtFromText(json.value(QStringLiteral("deadline_at")).toString());
        if (!w.deadlineAt)
            return std::nullopt;
        w.deadlineHours.reset();
    }
    w.trainSteps = json.value(QStringLiteral("train_steps")).toInt(w.trainSteps);
    w.gradientCheckpointing = json.value(QStringLiteral("gradient_checkpointing")).toBool();
    if (json.contains(QStringLiteral("train_hours")))
        w.trainHours = json.value(QStringLiteral("train_hours")).toDouble();
    w.offloadTextEncoders = json.value(QStringLiteral("offload_text_encoders")).toBool(true);
    w.fp8TextEncoders = json.value(QStringLiteral("fp8_text_encoders")).toBool();
    w.allowSpot = json.value(QStringLiteral("allow_spot")).toBool();
    if (json.contains(QStringLiteral("budget_usd")))
        w.budgetUsd = json.value(QStringLiteral("budget_usd")).toDouble();
    w.region = json.value(QStringLiteral("region")).toString();
    if (w.config.width <= 0 || w.config.height <= 0 || w.config.steps <= 0 || w.config.batch <= 0
        || w.sessionsPerMonth < 0 || w.sessionMinutes < 0 || w.maxWaitS <= 0
        || !benchmarkStackIds().contains(w.config.stack) || w.images <= 0 || w.trainSteps <= 0
        || (w.trainHours && !(*w.trainHours > 0)))
        return std::nullopt;
    return w;
}

} // namespace core
