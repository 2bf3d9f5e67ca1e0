#include "plan.h"

#include <core/engine/workloadfields.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace core {
namespace {

constexpr int MaxWorkloads = 12;
constexpr qint64 MaxPlanFileBytes = 1 << 20;

// Reads the fields of one JSON object, naming each failure by its path in the document.
class FieldReader
{
public:
    FieldReader(const QJsonObject &json, QString prefix)
        : m_json(json)
        , m_prefix(std::move(prefix))
    {
    }

    QString path(const QString &key) const { return m_prefix + key; }
    bool has(const QString &key) const { return m_json.contains(key); }
    const QString &error() const { return m_error; }
    bool failed() const { return !m_error.isEmpty(); }

    void refuseUnknown(const QStringList &known)
    {
        for (auto it = m_json.constBegin(); it != m_json.constEnd() && !failed(); ++it) {
            if (!known.contains(it.key()))
                fail(PlanFormat::tr("%1: the plan format has no such field (known: %2).")
                         .arg(path(it.key()), known.join(QStringLiteral(", "))));
        }
    }

    std::optional<double> number(const QString &key, double minimum)
    {
        if (failed() || !has(key))
            return std::nullopt;
        const QJsonValue value = m_json.value(key);
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || !std::isfinite(number) || number < minimum) {
            fail(PlanFormat::tr("%1 must be a number of at least %2, not %3.")
                     .arg(path(key))
                     .arg(minimum)
                     .arg(shown(value)));
            return std::nullopt;
        }
        return number;
    }

    std::optional<QString> text(const QString &key, bool required)
    {
        if (failed())
            return std::nullopt;
        if (!has(key)) {
            if (required)
                fail(PlanFormat::tr("%1 is required.").arg(path(key)));
            return std::nullopt;
        }
        const QJsonValue value = m_json.value(key);
        if (!value.isString() || value.toString().trimmed().isEmpty()) {
            fail(PlanFormat::tr("%1 must be a non-empty text, not %2.")
                     .arg(path(key), shown(value)));
            return std::nullopt;
        }
        return value.toString().trimmed();
    }

    void fail(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = message;
    }

    static QString shown(const QJsonValue &value)
    {
        if (value.isString())
            return QLatin1Char('"') + value.toString() + QLatin1Char('"');
        const QJsonArray wrapped{value};
        const QByteArray json = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(json.mid(1, json.size() - 2));
    }

private:
    const QJsonObject &m_json;
    QString m_prefix;
    QString m_error;
};

// The keys a plan's workload may give: every field's, and its older spellings.
const QStringList &knownKeys()
{
    static const QStringList keys = [] {
        QStringList all;
        for (const WorkloadField &field : workloadFields())
            all << field.key << field.oldKeys;
        return all;
    }();
    return keys;
}

// One field of the table, if the workload gives it; a value it cannot take fails `r` with a
// message that names the field by its path.
void readField(FieldReader &r, const QJsonObject &json, const WorkloadField &field, Workload &w)
{
    const QString key = field.keyIn(json);
    if (key.isEmpty() || r.failed())
        return;
    const QJsonValue value = field.read(json);
    const FieldProblem problem = field.check(value);
    const QString path = r.path(key);
    const QString shown = FieldReader::shown(json.value(key));
    switch (problem) {
    case FieldProblem::None:
        field.set(w, value);
        return;
    case FieldProblem::NotWhole:
        r.fail(PlanFormat::tr("%1 must be a whole number, not %2.").arg(path, shown));
        return;
    case FieldProblem::NotAChoice:
        r.fail(PlanFormat::tr("%1 must be one of %2, not \"%3\".")
                   .arg(path, field.choices().join(QStringLiteral(", ")), value.toString()));
        return;
    case FieldProblem::NotAMoment:
        r.fail(PlanFormat::tr("%1 must be a date and time with its offset, such as "
                              "2026-12-05T17:00:00Z, not \"%2\".")
                   .arg(path, value.toString()));
        return;
    case FieldProblem::WrongType:
    case FieldProblem::OutOfRange:
        break;
    }
    switch (field.kind) {
    case FieldKind::Whole:
        if (problem == FieldProblem::OutOfRange && value.toDouble() > field.maximum) {
            r.fail(PlanFormat::tr("%1 must be a whole number, not %2.").arg(path, shown));
            return;
        }
        [[fallthrough]];
    case FieldKind::Number:
        r.fail(PlanFormat::tr("%1 must be a number of at least %2, not %3.")
                   .arg(path)
                   .arg(field.minimum)
                   .arg(shown));
        return;
    case FieldKind::Flag:
        r.fail(PlanFormat::tr("%1 must be true or false, not %2.").arg(path, shown));
        return;
    case FieldKind::Choice:
    case FieldKind::Text:
    case FieldKind::Moment:
        r.fail(PlanFormat::tr("%1 must be a non-empty text, not %2.").arg(path, shown));
        return;
    }
}

const ModelProfile *findModel(const Catalog &catalog, const QString &text)
{
    for (const ModelProfile &model : catalog.models) {
        if (model.id == text || model.name.compare(text, Qt::CaseInsensitive) == 0)
            return &model;
    }
    return nullptr;
}

std::optional<Workload> readWorkload(FieldReader &r, const QJsonObject &json,
                                     const Catalog &catalog)
{
    r.refuseUnknown(knownKeys());
    Workload w;
    const std::optional<QString> task = r.text(QStringLiteral("task"), true);
    if (task) {
        if (const std::optional<Task> parsed = taskFromId(*task))
            w.task = *parsed;
        else
            r.fail(PlanFormat::tr("%1 must be interactive, batch, lora or finetune, not \"%2\".")
                       .arg(r.path(QStringLiteral("task")), *task));
    }
    const std::optional<QString> modelText = r.text(QStringLiteral("model"), true);
    const ModelProfile *model = modelText ? findModel(catalog, *modelText) : nullptr;
    if (modelText && !model) {
        QStringList ids;
        for (const ModelProfile &m : catalog.models)
            ids.append(m.id);
        r.fail(
            PlanFormat::tr("%1: the catalog has no model \"%2\" (known: %3).")
                .arg(r.path(QStringLiteral("model")), *modelText, ids.join(QStringLiteral(", "))));
    }
    if (r.failed())
        return std::nullopt;
    // Resolution, steps and frames default to the model's own, as on the command line.
    const Task chosen = w.task;
    w = Workload::forModel(*model);
    w.task = chosen;
    for (const WorkloadField &field : workloadFields()) {
        if (!field.identity)
            readField(r, json, field, w);
    }
    if (w.allowSpot && w.task == Task::Interactive) {
        const QString spot = workloadFieldByKey(QStringLiteral("spot"))->keyIn(json);
        r.fail(PlanFormat::tr("%1: a live session is never put on spot; remove it or use a batch "
                              "or training task.")
                   .arg(r.path(spot)));
    }
    if (r.failed())
        return std::nullopt;
    return w;
}

} // namespace

Expected<Plan> PlanFormat::fromJson(const QJsonObject &json, const Catalog &catalog)
{
    FieldReader r(json, {});
    r.refuseUnknown({QStringLiteral("name"), QStringLiteral("workloads"),
                     QStringLiteral("monthly_budget_usd"), QStringLiteral("provider")});
    Plan plan;
    plan.name = r.text(QStringLiteral("name"), true).value_or(QString());
    plan.monthlyBudgetUsd = r.number(QStringLiteral("monthly_budget_usd"), 0);
    if (const auto provider = r.text(QStringLiteral("provider"), false)) {
        const Provider *found = nullptr;
        for (const Provider &p : catalog.providers) {
            if (p.id == *provider || p.name.compare(*provider, Qt::CaseInsensitive) == 0)
                found = &p;
        }
        if (found)
            plan.pinnedProvider = found->id;
        else
            r.fail(tr("provider: the catalog has no provider \"%1\".").arg(*provider));
    }
    if (r.failed())
        return Error{r.error()};
    const QJsonValue workloads = json.value(QStringLiteral("workloads"));
    if (!workloads.isArray() || workloads.toArray().isEmpty()
        || workloads.toArray().size() > MaxWorkloads)
        return Error{tr("workloads must be a non-empty list of workload objects (at most %1).")
                         .arg(MaxWorkloads)};
    const QJsonArray list = workloads.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString prefix = QStringLiteral("workloads[%1].").arg(i);
        if (!list.at(i).isObject())
            return Error{
                tr("%1 must be an object of workload fields.").arg(prefix.left(prefix.size() - 1))};
        const QJsonObject object = list.at(i).toObject();
        FieldReader reader(object, prefix);
        const std::optional<Workload> workload = readWorkload(reader, object, catalog);
        if (!workload)
            return Error{reader.error()};
        plan.workloads.append(*workload);
    }
    return plan;
}

Expected<Plan> PlanFormat::fromFile(const QString &path, const Catalog &catalog)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return Error{
            tr("%1 is not a plan file: it does not exist or is not a regular file.").arg(path)};
    if (info.size() > MaxPlanFileBytes)
        return Error{tr("%1 is too large for a plan (at most 1 MiB).").arg(path)};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{tr("Cannot read %1: %2").arg(path, file.errorString())};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{tr("%1 is not valid JSON: %2 at byte %3.")
                         .arg(path, parseError.errorString())
                         .arg(parseError.offset)};
    if (!document.isObject())
        return Error{tr("%1 must hold one JSON object with name and workloads.").arg(path)};
    return fromJson(document.object(), catalog);
}

QJsonObject PlanFormat::toJson(const Plan &plan)
{
    QJsonArray workloads;
    for (const Workload &w : plan.workloads) {
        QJsonObject json;
        for (const WorkloadField &field : workloadFields()) {
            if (planWrites(field, w))
                json.insert(field.key, field.get(w));
        }
        workloads.append(json);
    }
    QJsonObject json{{QStringLiteral("name"), plan.name}, {QStringLiteral("workloads"), workloads}};
    if (plan.monthlyBudgetUsd)
        json.insert(QStringLiteral("monthly_budget_usd"), *plan.monthlyBudgetUsd);
    if (!plan.pinnedProvider.isEmpty())
        json.insert(QStringLiteral("provider"), plan.pinnedProvider);
    return json;
}

Plan PlanFormat::exploreOnDemandRenderOnSpot()
{
    // Three evenings a week of 90 minutes (13 a month), 20,000 images within three days on
    // spot, and one SDXL LoRA a month: the example of the article's advice.
    Plan plan;
    plan.name = tr("Explore on demand, render on spot");
    Workload explore;
    explore.model = QStringLiteral("sdxl");
    explore.task = Task::Interactive;
    explore.sessionsPerMonth = 13;
    explore.sessionMinutes = 90;
    Workload render = explore;
    render.task = Task::Batch;
    render.images = 20000;
    render.deadlineHours = 72;
    render.allowSpot = true;
    Workload lora = explore;
    lora.task = Task::Lora;
    lora.trainSteps = 2000;
    lora.allowSpot = true;
    plan.workloads = {explore, render, lora};
    return plan;
}

} // namespace core
