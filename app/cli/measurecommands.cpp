#include "measurecommands.h"

#include "workloadoptions.h"

#include <core/figures/columns.h>
#include <core/plan/measurement.h>
#include <core/store/measurementstore.h>

namespace cli {
namespace {

int addMeasurement(Context &context, OpenCatalog &open)
{
    if (!context.parser.isSet(QStringLiteral("gpu"))) {
        context.err << Cli::tr("measure add needs --gpu.") << '\n';
        return Usage;
    }
    std::optional<double> seconds, its;
    if (!numberOption(context, QStringLiteral("seconds-per-image"), 0.0001, seconds)
        || !numberOption(context, QStringLiteral("its"), 0.0001, its))
        return Usage;
    if (seconds.has_value() == its.has_value()) {
        context.err << Cli::tr("measure add needs exactly one of --seconds-per-image S or --its N.")
                    << '\n';
        return Usage;
    }
    const core::Gpu *gpu = findGpu(context, open.catalog,
                                   context.parser.value(QStringLiteral("gpu")));
    const core::ModelProfile *model = gpu ? findModel(context, open.catalog) : nullptr;
    if (!model)
        return Failed;
    core::Measurement m;
    m.gpu = gpu->id;
    m.model = model->id;
    if (!readConfig(context, *model, m.config))
        return Usage;
    if (context.parser.isSet(QStringLiteral("provider"))) {
        const core::Provider *provider = findProvider(
            context, open.catalog, context.parser.value(QStringLiteral("provider")));
        if (!provider)
            return Failed;
        m.provider = provider->id;
    }
    m.secondsPerImage = seconds;
    m.iterationsPerSecond = its;
    if (core::Status valid = core::Measurements::validate(m, open.catalog); !valid.ok()) {
        context.err << valid.error() << '\n';
        return Failed;
    }
    const core::Expected<qint64> id = core::MeasurementStore(*open.database).add(m);
    if (!id) {
        context.err << id.error() << '\n';
        return Failed;
    }
    context.err << Cli::tr("Recorded measurement %1: it is now the basis for %2 with %3.")
                       .arg(*id)
                       .arg(gpu->name, model->name)
                << '\n';
    context.out << *id << '\n';
    return Ok;
}

int listMeasurements(Context &context, OpenCatalog &open)
{
    const auto list = core::MeasurementStore(*open.database).list();
    if (!list) {
        context.err << list.error() << '\n';
        return Failed;
    }
    core::Table table{{QStringLiteral("id"), QStringLiteral("gpu"), QStringLiteral("model"),
                       QStringLiteral("width"), QStringLiteral("height"), QStringLiteral("steps"),
                       QStringLiteral("batch"), QStringLiteral("precision"),
                       QStringLiteral("software"), QStringLiteral("provider"),
                       QStringLiteral("seconds_per_image"), QStringLiteral("its"),
                       QStringLiteral("recorded_at"), QStringLiteral("basis")},
                      {}};
    // The basis the other commands write for a speed from these measurements.
    core::SpeedEstimate yours;
    yours.series = core::Measurements::seriesId();
    const QString basis = core::Columns::basisId(yours);
    for (const core::Measurement &m : *list) {
        table.rows.append({m.id, m.gpu, m.model, m.config.width, m.config.height, m.config.steps,
                           m.config.batch, core::precisionId(m.config.precision), m.config.stack,
                           core::cell(m.provider), core::cell(m.secondsPerImage),
                           core::cell(m.iterationsPerSecond), m.recordedAt.toString(Qt::ISODate),
                           basis});
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int removeMeasurement(Context &context, OpenCatalog &open)
{
    bool ok = false;
    const qint64 id = context.arguments.value(1).toLongLong(&ok);
    if (context.arguments.size() != 2 || !ok || id <= 0) {
        context.err << Cli::tr("measure remove needs the ID of one measurement (see measure list).")
                    << '\n';
        return Usage;
    }
    if (core::Status status = core::MeasurementStore(*open.database).remove(id); !status.ok()) {
        context.err << status.error() << '\n';
        return Failed;
    }
    context.err << Cli::tr("Removed measurement %1.").arg(id) << '\n';
    return Ok;
}

} // namespace

int measure(Context &context)
{
    const QString action = context.arguments.value(0);
    if (action != QLatin1String("add") && action != QLatin1String("list")
        && action != QLatin1String("remove")) {
        context.err << Cli::tr("measure needs add, list or remove.") << '\n';
        return Usage;
    }
    if (action != QLatin1String("remove") && context.arguments.size() > 1) {
        context.err << Cli::tr("measure %1 takes no further arguments.").arg(action) << '\n';
        return Usage;
    }
    std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    if (action == QLatin1String("add"))
        return addMeasurement(context, *open);
    if (action == QLatin1String("list"))
        return listMeasurements(context, *open);
    return removeMeasurement(context, *open);
}

} // namespace cli
