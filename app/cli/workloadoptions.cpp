#include "workloadoptions.h"

#include <core/catalog/catalog.h>
#include <core/session/viewlink.h>

#include <cmath>

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

// The model and quality options that are given, over what `config` holds.
bool applyConfigOptions(Context &context, core::InferenceConfig &config)
{
    std::optional<int> width, height, steps, batch, frames;
    if (!intOption(context, QStringLiteral("width"), 64, width)
        || !intOption(context, QStringLiteral("height"), 64, height)
        || !intOption(context, QStringLiteral("steps"), 1, steps)
        || !intOption(context, QStringLiteral("batch"), 1, batch)
        || !intOption(context, QStringLiteral("frames"), 1, frames))
        return false;
    config.width = width.value_or(config.width);
    config.height = height.value_or(config.height);
    config.steps = steps.value_or(config.steps);
    config.batch = batch.value_or(config.batch);
    if (frames)
        config.frames = frames;
    if (context.parser.isSet(QStringLiteral("precision"))) {
        const auto precision = core::precisionFromId(
            context.parser.value(QStringLiteral("precision")));
        if (!precision) {
            context.err << Cli::tr("--precision must be fp16, bf16, fp8, fp8-weights or nf4.")
                        << '\n';
            return false;
        }
        config.precision = *precision;
    }
    if (context.parser.isSet(QStringLiteral("stack"))) {
        const QString stack = context.parser.value(QStringLiteral("stack"));
        if (!core::benchmarkStackIds().contains(stack)) {
            context.err << Cli::tr("--stack must be pytorch, torch-compile, tensorrt, a1111 or "
                                   "comfyui.")
                        << '\n';
            return false;
        }
        config.stack = stack;
    }
    return true;
}

} // namespace

bool readConfig(Context &context, const core::ModelProfile &model, core::InferenceConfig &config)
{
    config = core::Workload::forModel(model).config;
    return applyConfigOptions(context, config);
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
    if (!applyConfigOptions(context, w.config))
        return false;
    std::optional<int> sessions, trainSteps;
    std::optional<double> minutes, images, deadline, budget, maxWait, trainHours;
    if (!intOption(context, QStringLiteral("sessions-per-month"), 0, sessions)
        || !numberOption(context, QStringLiteral("session-minutes"), 0, minutes)
        || !numberOption(context, QStringLiteral("max-wait"), 0.1, maxWait)
        || !numberOption(context, QStringLiteral("images"), 1, images)
        || !numberOption(context, QStringLiteral("deadline-hours"), 0.01, deadline)
        || !intOption(context, QStringLiteral("train-steps"), 1, trainSteps)
        || !numberOption(context, QStringLiteral("training-hours"), 0.01, trainHours)
        || !numberOption(context, QStringLiteral("budget"), 0, budget))
        return false;
    w.sessionsPerMonth = sessions.value_or(w.sessionsPerMonth);
    w.sessionMinutes = minutes.value_or(w.sessionMinutes);
    w.maxWaitS = maxWait.value_or(w.maxWaitS);
    w.images = images ? qint64(std::llround(*images)) : w.images;
    if (deadline)
        w.deadlineHours = deadline;
    if (trainSteps && trainHours) {
        context.err << Cli::tr("Give either --train-steps or --training-hours, not both.") << '\n';
        return false;
    }
    if (trainSteps) {
        w.trainSteps = *trainSteps;
        w.trainHours.reset(); // a number of steps replaces a link's run of hours
    }
    if (trainHours)
        w.trainHours = trainHours;
    if (budget)
        w.budgetUsd = budget;
    // Switches only turn on: a link's spot, checkpointing or FP8 encoders stay as it says.
    const auto on = [&context](const char *name, bool &value) {
        value = value || context.parser.isSet(QLatin1String(name));
    };
    on("spot", w.allowSpot);
    on("gradient-checkpointing", w.gradientCheckpointing);
    on("fp8-text-encoders", w.fp8TextEncoders);
    if (context.parser.isSet(QStringLiteral("text-encoders"))) {
        const QString where = context.parser.value(QStringLiteral("text-encoders"));
        if (where != QLatin1String("offloaded") && where != QLatin1String("resident")) {
            context.err << Cli::tr("--text-encoders must be offloaded or resident.") << '\n';
            return false;
        }
        w.offloadTextEncoders = where == QLatin1String("offloaded");
    }
    if (context.parser.isSet(QStringLiteral("optimizer"))) {
        const auto optimizer = core::optimizerFromId(
            context.parser.value(QStringLiteral("optimizer")));
        if (!optimizer) {
            context.err << Cli::tr("--optimizer must be adamw, adamw8bit or adafactor.") << '\n';
            return false;
        }
        w.optimizer = *optimizer;
    }
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
