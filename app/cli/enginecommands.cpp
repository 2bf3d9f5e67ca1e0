#include "enginecommands.h"

#include "catalogcommands.h"
#include "workloadoptions.h"

#include <core/engine/engine.h>
#include <core/export/reporttable.h>
#include <core/figures/columns.h>

#include <QCoreApplication>

namespace cli {

int estimateSpeed(Context &context)
{
    const std::optional<core::BasisChoice> basis = readBasis(context);
    if (!basis)
        return Usage;
    if (!context.parser.isSet(QStringLiteral("gpu"))) {
        context.err << Cli::tr("--gpu is required.") << '\n';
        return Usage;
    }
    const std::optional<OpenWorkspace> open = openWorkspace(context);
    if (!open)
        return Failed;
    const core::Catalog &catalog = open->workspace.catalog();
    const core::Gpu *gpu = findGpu(context, catalog, context.parser.value(QStringLiteral("gpu")));
    const core::ModelProfile *model = gpu ? findModel(context, catalog) : nullptr;
    if (!model)
        return Failed;
    core::Workload workload;
    workload.model = model->id;
    if (!readConfig(context, *model, workload.config))
        return Usage;

    const core::Engine &engine = open->workspace.engine();
    const std::optional<core::SpeedEstimate> speed = engine.speedModel().estimate(
        *gpu, *model, workload.config, *basis);
    if (!speed) {
        context.err
            << (*basis == core::BasisChoice::Measured
                    ? Cli::tr("The catalog holds no benchmark of %1 with %2.")
                          .arg(gpu->name, model->name)
                    : Cli::tr("No estimate for %1: the catalog lacks its FP16 throughput or memory "
                              "bandwidth, and holds no benchmark of it with %2.")
                          .arg(gpu->name, model->name))
            << '\n';
        return Failed;
    }
    const core::ModelProfile *refiner = model->refiner.isEmpty() ? nullptr
                                                                 : catalog.model(model->refiner);
    const double vram = core::vramRequired(*model, refiner, workload, engine.assumptions()).totalGb;
    const core::InferenceConfig &c = workload.config;
    core::Table table{{QStringLiteral("gpu"), QStringLiteral("model"), QStringLiteral("width"),
                       QStringLiteral("height"), QStringLiteral("steps"), QStringLiteral("batch"),
                       QStringLiteral("precision"), QStringLiteral("seconds_per_step"),
                       QStringLiteral("seconds_per_image"), QStringLiteral("images_per_hour"),
                       QStringLiteral("vram_required_gb"), QStringLiteral("vram_gb"),
                       QStringLiteral("fits"), QStringLiteral("basis"), QStringLiteral("series"),
                       QStringLiteral("source")},
                      {}};
    table.rows.append(
        {gpu->id, model->id, c.width, c.height, c.steps, c.batch, core::precisionId(c.precision),
         core::roundedCell(speed->secondsPerStep, 4), core::roundedCell(speed->secondsPerImage, 3),
         core::roundedCell(3600.0 / speed->secondsPerImage, 1), core::roundedCell(vram, 1),
         gpu->vramGb, core::fitId(core::fitFor(vram, *gpu, workload, engine.assumptions())),
         core::Columns::basisId(*speed),
         speed->series.isEmpty() ? QVariant() : QVariant(speed->series), speed->source});
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int recommendOffers(Context &context)
{
    std::optional<int> top;
    if (const int usage = checkRankingUsage(context, top); usage != Ok)
        return usage;
    const std::optional<OpenWorkspace> open = openWorkspace(context);
    if (!open)
        return Failed;
    std::optional<core::Evaluation> evaluation;
    if (const int status = evaluateWorkload(context, open->workspace, evaluation); status != Ok)
        return status;
    // The CSV names its workload on a first line, as the GUI's CSV of the view does.
    core::writeTable(core::reportTable(*evaluation, core::reportOrder(*evaluation, top),
                                       core::recommendationColumns()),
                     context.format, context.out, core::workloadComment(evaluation->workload));
    return Ok;
}

} // namespace cli
