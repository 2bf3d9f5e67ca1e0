#include "workloadfields.h"

#include <core/catalog/catalog.h>

#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <limits>

namespace core {
namespace {

constexpr double Unbounded = std::numeric_limits<double>::infinity();
constexpr double MaxWhole = 1e9; // within an int
constexpr double MaxImages = 1e12;

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Undefined);
}

int whole(const QJsonValue &value)
{
    return int(std::llround(value.toDouble()));
}

QStringList taskIds()
{
    return {taskId(Task::Interactive), taskId(Task::Batch), taskId(Task::Lora),
            taskId(Task::Finetune)};
}

QStringList precisionIds()
{
    QStringList ids;
    for (Precision precision : allPrecisions())
        ids.append(precisionId(precision));
    return ids;
}

QStringList optimizerIds()
{
    return {optimizerId(Optimizer::AdamW), optimizerId(Optimizer::AdamW8bit),
            optimizerId(Optimizer::Adafactor)};
}

QStringList textEncoderPlaces()
{
    return {QStringLiteral("offloaded"), QStringLiteral("resident")};
}

WorkloadField field(const char *option, FieldKind kind, FieldScope scope,
                    QJsonValue (*get)(const Workload &),
                    void (*set)(Workload &, const QJsonValue &))
{
    WorkloadField f;
    f.option = QLatin1String(option);
    f.linkKey = f.option;
    f.key = QString(f.option).replace(QLatin1Char('-'), QLatin1Char('_'));
    f.kind = kind;
    f.scope = scope;
    f.get = get;
    f.set = set;
    return f;
}

WorkloadField bounded(WorkloadField f, double minimum, double maximum)
{
    f.minimum = minimum;
    f.maximum = maximum;
    return f;
}

WorkloadField choice(WorkloadField f, QStringList (*choices)())
{
    f.choices = choices;
    return f;
}

WorkloadField renamed(WorkloadField f, QStringList oldKeys)
{
    f.oldKeys = std::move(oldKeys);
    return f;
}

// A field the CLI does not offer: only links and JSON carry it.
WorkloadField withoutOption(WorkloadField f, const char *linkKey, const char *key)
{
    f.option.clear();
    f.linkKey = QLatin1String(linkKey);
    f.key = QLatin1String(key);
    return f;
}

QList<WorkloadField> buildFields()
{
    using K = FieldKind;
    using S = FieldScope;
    using W = Workload;
    using V = QJsonValue;
    QList<WorkloadField> fields;
    WorkloadField task = choice(
        field(
            "task", K::Choice, S::Always, [](const W &w) { return V(taskId(w.task)); },
            [](W &w, const V &v) { w.task = taskFromId(v.toString()).value_or(w.task); }),
        &taskIds);
    task.identity = true;
    WorkloadField model = field(
        "model", K::Text, S::Always, [](const W &w) { return V(w.model); },
        [](W &w, const V &v) { w.model = v.toString(); });
    model.identity = true;
    fields << task << model;
    fields << bounded(field(
                          "width", K::Whole, S::Always,
                          [](const W &w) { return V(w.config.width); },
                          [](W &w, const V &v) { w.config.width = whole(v); }),
                      64, MaxWhole);
    fields << bounded(field(
                          "height", K::Whole, S::Always,
                          [](const W &w) { return V(w.config.height); },
                          [](W &w, const V &v) { w.config.height = whole(v); }),
                      64, MaxWhole);
    fields << bounded(field(
                          "steps", K::Whole, S::Always,
                          [](const W &w) { return V(w.config.steps); },
                          [](W &w, const V &v) { w.config.steps = whole(v); }),
                      1, MaxWhole);
    fields << bounded(field(
                          "batch", K::Whole, S::Always,
                          [](const W &w) { return V(w.config.batch); },
                          [](W &w, const V &v) { w.config.batch = whole(v); }),
                      1, MaxWhole);
    fields << bounded(
        field(
            "frames", K::Whole, S::Always,
            [](const W &w) { return w.config.frames ? V(*w.config.frames) : V(V::Undefined); },
            [](W &w, const V &v) { w.config.frames = whole(v); }),
        1, MaxWhole);
    fields << choice(
        field(
            "precision", K::Choice, S::Always,
            [](const W &w) { return V(precisionId(w.config.precision)); },
            [](W &w, const V &v) {
                w.config.precision = precisionFromId(v.toString()).value_or(w.config.precision);
            }),
        &precisionIds);
    fields << choice(field(
                         "stack", K::Choice, S::Always,
                         [](const W &w) { return V(w.config.stack); },
                         [](W &w, const V &v) { w.config.stack = v.toString(); }),
                     &benchmarkStackIds);
    fields << bounded(field(
                          "sessions-per-month", K::Whole, S::Interactive,
                          [](const W &w) { return V(w.sessionsPerMonth); },
                          [](W &w, const V &v) { w.sessionsPerMonth = whole(v); }),
                      0, MaxWhole);
    fields << bounded(field(
                          "session-minutes", K::Number, S::Interactive,
                          [](const W &w) { return V(w.sessionMinutes); },
                          [](W &w, const V &v) { w.sessionMinutes = v.toDouble(); }),
                      0, Unbounded);
    fields << renamed(
        bounded(field(
                    "max-wait", K::Number, S::Interactive, [](const W &w) { return V(w.maxWaitS); },
                    [](W &w, const V &v) { w.maxWaitS = v.toDouble(); }),
                0.1, Unbounded),
        {QStringLiteral("max_wait_s")});
    fields << bounded(field(
                          "images", K::Whole, S::Batch, [](const W &w) { return V(w.images); },
                          [](W &w, const V &v) { w.images = qint64(std::llround(v.toDouble())); }),
                      1, MaxImages);
    // The span before the moment: when a workload gives both, the moment wins.
    fields << bounded(
        field(
            "deadline-hours", K::Number, S::Batch,
            [](const W &w) { return w.deadlineAt ? V(V::Undefined) : optional(w.deadlineHours); },
            [](W &w, const V &v) { w.setDeadlineHours(v.toDouble()); }),
        0.01, Unbounded);
    fields << withoutOption(
        field(
            "deadline-at", K::Moment, S::Batch,
            [](const W &w) {
                return w.deadlineAt ? V(deadlineAtText(*w.deadlineAt)) : V(V::Undefined);
            },
            [](W &w, const V &v) {
                if (const std::optional<QDateTime> at = deadlineAtFromText(v.toString()))
                    w.setDeadlineAt(*at);
            }),
        "deadline", "deadline_at");
    fields << bounded(field(
                          "train-steps", K::Whole, S::Training,
                          [](const W &w) { return V(w.trainSteps); },
                          [](W &w, const V &v) { w.trainSteps = whole(v); }),
                      1, MaxWhole);
    fields << renamed(bounded(field(
                                  "training-hours", K::Number, S::Training,
                                  [](const W &w) { return optional(w.trainHours); },
                                  [](W &w, const V &v) { w.trainHours = v.toDouble(); }),
                              0.01, Unbounded),
                      {QStringLiteral("train_hours")});
    fields << field(
        "gradient-checkpointing", K::Flag, S::Training,
        [](const W &w) { return V(w.gradientCheckpointing); },
        [](W &w, const V &v) { w.gradientCheckpointing = v.toBool(); });
    fields << choice(field(
                         "optimizer", K::Choice, S::Training,
                         [](const W &w) { return V(optimizerId(w.optimizer)); },
                         [](W &w, const V &v) {
                             w.optimizer = optimizerFromId(v.toString()).value_or(w.optimizer);
                         }),
                     &optimizerIds);
    WorkloadField encoders = renamed(
        choice(
            field(
                "text-encoders", K::Choice, S::WhenChanged,
                [](const W &w) { return V(textEncoderPlaces().at(w.offloadTextEncoders ? 0 : 1)); },
                [](W &w, const V &v) {
                    w.offloadTextEncoders = v.toString() == textEncoderPlaces().at(0);
                }),
            &textEncoderPlaces),
        {QStringLiteral("offload_text_encoders")});
    encoders.fromOld = [](const V &offload) {
        return offload.isBool() ? V(textEncoderPlaces().at(offload.toBool() ? 0 : 1)) : offload;
    };
    fields << encoders;
    fields << field(
        "fp8-text-encoders", K::Flag, S::WhenChanged,
        [](const W &w) { return V(w.fp8TextEncoders); },
        [](W &w, const V &v) { w.fp8TextEncoders = v.toBool(); });
    fields << renamed(field(
                          "spot", K::Flag, S::NotInteractive,
                          [](const W &w) { return V(w.allowSpot); },
                          [](W &w, const V &v) { w.allowSpot = v.toBool(); }),
                      {QStringLiteral("allow_spot")});
    fields << renamed(bounded(field(
                                  "budget", K::Number, S::Always,
                                  [](const W &w) { return optional(w.budgetUsd); },
                                  [](W &w, const V &v) { w.budgetUsd = v.toDouble(); }),
                              0, Unbounded),
                      {QStringLiteral("budget_usd")});
    fields << withoutOption(
        field(
            "region", K::Text, S::Always,
            [](const W &w) { return w.region.isEmpty() ? V(V::Undefined) : V(w.region); },
            [](W &w, const V &v) { w.region = v.toString(); }),
        "region", "region");
    return fields;
}

} // namespace

FieldProblem WorkloadField::check(const QJsonValue &value) const
{
    switch (kind) {
    case FieldKind::Whole:
    case FieldKind::Number: {
        const double number = value.toDouble();
        if (!value.isDouble() || !std::isfinite(number))
            return FieldProblem::WrongType;
        if (number < minimum || number > maximum)
            return FieldProblem::OutOfRange;
        if (kind == FieldKind::Whole && number != std::floor(number))
            return FieldProblem::NotWhole;
        return FieldProblem::None;
    }
    case FieldKind::Flag:
        return value.isBool() ? FieldProblem::None : FieldProblem::WrongType;
    case FieldKind::Choice:
        if (!value.isString())
            return FieldProblem::WrongType;
        return choices().contains(value.toString()) ? FieldProblem::None : FieldProblem::NotAChoice;
    case FieldKind::Text:
        return value.isString() ? FieldProblem::None : FieldProblem::WrongType;
    case FieldKind::Moment:
        if (!value.isString())
            return FieldProblem::WrongType;
        return deadlineAtFromText(value.toString()) ? FieldProblem::None : FieldProblem::NotAMoment;
    }
    return FieldProblem::WrongType;
}

QJsonValue WorkloadField::fromText(const QString &text) const
{
    if (kind == FieldKind::Whole || kind == FieldKind::Number) {
        bool ok = false;
        const double number = text.toDouble(&ok);
        return ok ? QJsonValue(number) : QJsonValue(text);
    }
    if (kind == FieldKind::Flag && (text == QLatin1String("0") || text == QLatin1String("1")))
        return text == QLatin1String("1");
    return text;
}

QString WorkloadField::toText(const QJsonValue &value) const
{
    switch (kind) {
    case FieldKind::Whole:
        return QString::number(qint64(std::llround(value.toDouble())));
    case FieldKind::Number:
        return QString::number(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    case FieldKind::Flag:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case FieldKind::Choice:
    case FieldKind::Text:
    case FieldKind::Moment:
        break;
    }
    return value.toString();
}

QString WorkloadField::keyIn(const QJsonObject &json) const
{
    if (json.contains(key))
        return key;
    for (const QString &old : oldKeys) {
        if (json.contains(old))
            return old;
    }
    return {};
}

QJsonValue WorkloadField::read(const QJsonObject &json) const
{
    const QString found = keyIn(json);
    if (found.isEmpty())
        return QJsonValue(QJsonValue::Undefined);
    const QJsonValue value = json.value(found);
    return found != key && fromOld ? fromOld(value) : value;
}

const QList<WorkloadField> &workloadFields()
{
    static const QList<WorkloadField> fields = buildFields();
    return fields;
}

const WorkloadField *workloadFieldByKey(const QString &key)
{
    for (const WorkloadField &field : workloadFields()) {
        if (field.key == key)
            return &field;
    }
    return nullptr;
}

bool planWrites(const WorkloadField &field, const Workload &workload)
{
    if (field.get(workload).isUndefined())
        return false;
    const bool training = workload.task == Task::Lora || workload.task == Task::Finetune;
    switch (field.scope) {
    case FieldScope::Always:
        return true;
    case FieldScope::WhenChanged:
        return field.get(workload) != field.get(Workload());
    case FieldScope::Interactive:
        return workload.task == Task::Interactive;
    case FieldScope::Batch:
        return workload.task == Task::Batch;
    case FieldScope::Training:
        return training;
    case FieldScope::NotInteractive:
        return workload.task != Task::Interactive;
    }
    return false;
}

} // namespace core
