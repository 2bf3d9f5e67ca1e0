#include "workloadoptions.h"

#include <core/catalog/catalog.h>

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

// Reads the model and quality options into `config`, defaulting to the model's own defaults.
bool readConfig(Context &context, const core::ModelProfile &model, core::InferenceConfig &config)
{
    std::optional<int> width, height, steps, batch, frames;
    if (!intOption(context, QStringLiteral("width"), 64, width)
        || !intOption(context, QStringLiteral("height"), 64, height)
        || !intOption(context, QStringLiteral("steps"), 1, steps)
        || !intOption(context, QStringLiteral("batch"), 1, batch)
        || !intOption(context, QStringLiteral("frames"), 1, frames))
        return false;
    config.width = width.value_or(model.defaultWidth);
    config.height = height.value_or(model.defaultHeight);
    config.steps = steps.value_or(model.defaultSteps);
    config.batch = batch.value_or(1);
    config.frames = frames ? frames : model.defaultFrames;
    if (context.parser.isSet(QStringLiteral("precision"))) {
        const auto precision = core::precisionFromId(
            context.parser.value(QStringLiteral("precision")));
        if (!precision) {
            context.err << Cli::tr("--precision must be fp16, bf16 or fp8.") << '\n';
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

bool readWorkload(Context &context, const core::ModelProfile &model, core::Workload &w)
{
    const QString task = context.parser.value(QStringLiteral("task"));
    const std::optional<core::Task> parsed = core::taskFromId(task);
    if (!parsed) {
        context.err << Cli::tr("--task must be interactive, batch, lora or finetune.") << '\n';
        return false;
    }
    w.model = model.id;
    w.task = *parsed;
    if (!readConfig(context, model, w.config))
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
    w.deadlineHours = deadline;
    if (trainSteps && trainHours) {
        context.err << Cli::tr("Give either --train-steps or --training-hours, not both.") << '\n';
        return false;
    }
    w.trainSteps = trainSteps.value_or(w.trainSteps);
    w.trainHours = trainHours;
    w.budgetUsd = budget;
    w.allowSpot = context.parser.isSet(QStringLiteral("spot"));
    w.gradientCheckpointing = context.parser.isSet(QStringLiteral("gradient-checkpointing"));
    w.fp8TextEncoders = context.parser.isSet(QStringLiteral("fp8-text-encoders"));
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
    if (!context.parser.isSet(QStringLiteral("task"))) {
        context.err << Cli::tr("--task is required: interactive, batch, lora or finetune.") << '\n';
        return Usage;
    }
    return Ok;
}

int evaluateWorkload(Context &context, const core::Catalog &catalog,
                     std::optional<core::Evaluation> &evaluation)
{
    const core::ModelProfile *model = findModel(context, catalog);
    if (!model)
        return Failed;
    core::Workload workload;
    if (!readWorkload(context, *model, workload))
        return Usage;
    const core::Engine engine(catalog);
    core::Expected<core::Evaluation> result = engine.evaluate(workload,
                                                              core::resolveOffers(catalog));
    if (!result) {
        context.err << result.error() << '\n';
        return Failed;
    }
    evaluation = std::move(result).value();
    return Ok;
}

} // namespace cli
