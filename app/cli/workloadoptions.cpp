#include "workloadoptions.h"

#include <core/catalog/catalog.h>
#include <core/engine/workloadfields.h>
#include <core/session/viewlink.h>

namespace cli {

const core::ModelProfile *findModel(Context &context, const core::Catalog &catalog)
{
    if (!context.parser.isSet(QStringLiteral("model"))) {
        context.err << Cli::tr("--model is required.") << '\n';
        return nullptr;
    }
    const QString text = context.parser.value(QStringLiteral("model"));
    QStringList ids;
    for (const core::ModelProfile &model : catalog.models) {
        if (model.id == text || model.name.compare(text, Qt::CaseInsensitive) == 0)
            return &model;
        ids.append(model.id);
    }
    context.err << Cli::tr("Unknown model \"%1\". Known model ids: %2")
                       .arg(text, ids.join(QStringLiteral(", ")))
                << '\n';
    return nullptr;
}

namespace {

// One field of the table, if its option is given. A switch (a flag) only turns on: a link's
// spot, checkpointing or FP8 encoders stay as it says.
bool applyOption(Context &context, const core::WorkloadField &field, core::Workload &w)
{
    if (field.option.isEmpty() || !context.parser.isSet(field.option))
        return true;
    if (field.kind == core::FieldKind::Flag) {
        field.set(w, true);
        return true;
    }
    const QString text = context.parser.value(field.option);
    const QJsonValue value = field.fromText(text);
    if (field.check(value) == core::FieldProblem::None) {
        field.set(w, value);
        return true;
    }
    if (field.kind == core::FieldKind::Whole)
        context.err << Cli::tr("--%1 needs a whole number of at least %2, not \"%3\".")
                           .arg(field.option)
                           .arg(field.minimum)
                           .arg(text);
    else if (field.kind == core::FieldKind::Number)
        context.err << Cli::tr("--%1 needs a number of at least %2, not \"%3\".")
                           .arg(field.option)
                           .arg(field.minimum)
                           .arg(text);
    else
        context.err << Cli::tr("--%1 must be one of %2, not \"%3\".")
                           .arg(field.option, field.choices().join(QStringLiteral(", ")), text);
    context.err << '\n';
    return false;
}

// The workload options that are given (all but --task and --model), over what `w` holds.
bool applyOptions(Context &context, core::Workload &w)
{
    for (const core::WorkloadField &field : core::workloadFields()) {
        if (!field.identity && !applyOption(context, field, w))
            return false;
    }
    return true;
}

} // namespace

bool readConfig(Context &context, const core::ModelProfile &model, core::InferenceConfig &config)
{
    core::Workload workload = core::Workload::forModel(model);
    if (!applyOptions(context, workload))
        return false;
    config = workload.config;
    return true;
}

std::optional<core::BasisChoice> readBasis(Context &context)
{
    const QString basis = context.parser.value(QStringLiteral("basis"));
    if (basis.isEmpty() || basis == QLatin1String("auto"))
        return core::BasisChoice::Auto;
    if (basis == QLatin1String("measured"))
        return core::BasisChoice::Measured;
    if (basis == QLatin1String("estimated"))
        return core::BasisChoice::Estimated;
    context.err << Cli::tr("--basis must be auto, measured or estimated.") << '\n';
    return std::nullopt;
}

bool readWorkload(Context &context, core::Workload &w)
{
    if (context.parser.isSet(QStringLiteral("task"))) {
        const std::optional<core::Task> parsed = core::taskFromId(
            context.parser.value(QStringLiteral("task")));
        if (!parsed) {
            context.err << Cli::tr("--task must be interactive, batch, lora or finetune.") << '\n';
            return false;
        }
        w.task = *parsed;
    }
    if (context.parser.isSet(QStringLiteral("train-steps"))
        && context.parser.isSet(QStringLiteral("training-hours"))) {
        context.err << Cli::tr("Give either --train-steps or --training-hours, not both.") << '\n';
        return false;
    }
    if (!applyOptions(context, w))
        return false;
    if (context.parser.isSet(QStringLiteral("train-steps")))
        w.trainHours.reset(); // a number of steps replaces a link's run of hours
    return true;
}

int checkRankingUsage(Context &context, std::optional<int> &top)
{
    if (!intOption(context, QStringLiteral("top"), 1, top))
        return Usage;
    if (!context.parser.isSet(QStringLiteral("task"))
        && !context.parser.isSet(QStringLiteral("link"))) {
        context.err << Cli::tr("--task is required: interactive, batch, lora or finetune.") << '\n';
        return Usage;
    }
    return Ok;
}

int readLinkedWorkload(Context &context, const core::Catalog &catalog, core::Workload &workload)
{
    const bool modelGiven = context.parser.isSet(QStringLiteral("model"));
    const core::ModelProfile *model = nullptr;
    if (context.parser.isSet(QStringLiteral("link"))) {
        const core::Expected<core::ViewLink> link = core::ViewLink::parse(
            context.parser.value(QStringLiteral("link")), catalog);
        if (!link) {
            context.err << link.error() << '\n';
            return Failed;
        }
        workload = link->workload;
        model = modelGiven ? findModel(context, catalog) : catalog.model(workload.model);
        if (!model)
            return Failed;
        // Another model brings its own size, steps and frames, as its options would.
        if (model->id != workload.model)
            workload.useModel(*model);
    } else {
        model = findModel(context, catalog);
        if (!model)
            return Failed;
        workload = core::Workload::forModel(*model);
    }
    return readWorkload(context, workload) ? Ok : Usage;
}

int evaluateWorkload(Context &context, const core::Workspace &workspace,
                     std::optional<core::Evaluation> &evaluation)
{
    core::Workload workload;
    if (const int status = readLinkedWorkload(context, workspace.catalog(), workload); status != Ok)
        return status;
    core::Expected<core::Evaluation> result = workspace.evaluate(workload);
    if (!result) {
        context.err << result.error() << '\n';
        return Failed;
    }
    evaluation = std::move(result).value();
    return Ok;
}

} // namespace cli
