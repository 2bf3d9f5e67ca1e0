#include "calibrationcommand.h"

#include "catalogcommands.h"

#include <core/engine/calibration.h>
#include <core/engine/speedparameterfile.h>

#include <QSet>

namespace cli {
namespace {

QVariant percent(double fraction)
{
    return qRound(fraction * 1000) / 10.0;
}

QVariantList ratioRow(const QString &section, const core::RatioSummary &summary)
{
    if (summary.pairs == 0)
        return {section, summary.group, QVariant(), QVariant(), QVariant(),
                0,       QVariant(),    QVariant(), QVariant(), QVariant()};
    return {section,
            summary.group,
            QVariant(),
            QVariant(),
            QVariant(),
            summary.pairs,
            percent(summary.medianError),
            percent(summary.naiveMedianError),
            percent(summary.worstError),
            QVariant()};
}

// Refits the speed parameters from the bundled ones and writes them, stamped with the
// catalog's version, to the path given (the source tree's file by default).
int writeParameters(Context &context, const core::Catalog &catalog)
{
    if (context.arguments.size() > 1) {
        context.err << Cli::tr("calibration --write takes at most one PATH.") << Qt::endl;
        return Usage;
    }
    const QString path = context.arguments.value(
        0, QStringLiteral("resources/engine/speed-parameters.json"));
    const core::SpeedFit fit = core::fitSpeedParameters(catalog);
    if (const core::Status written = core::SpeedParameterFile::write(fit.parameters, path);
        !written) {
        context.err << written.error() << Qt::endl;
        return Failed;
    }
    context.out << Cli::tr("Wrote the speed parameters fitted on catalog %1 to %2.")
                       .arg(fit.parameters.fittedOn.catalogVersion, path)
                << Qt::endl;
    return Ok;
}

} // namespace

int runCalibration(Context &context)
{
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    if (context.parser.isSet(QStringLiteral("write")))
        return writeParameters(context, open->catalog);
    if (!context.arguments.isEmpty()) {
        context.err << Cli::tr("calibration takes a PATH only with --write.") << Qt::endl;
        return Usage;
    }
    const core::CalibrationReport report = core::leaveOneGpuOut(open->catalog);

    // One table, one row per figure: the per-series rows, then leave one GPU out and leave one
    // series out (overall and per GPU class) beside the naive TFLOPS rule on the same pairs,
    // then each GPU left out.
    core::Table table{{QStringLiteral("section"), QStringLiteral("group"),
                       QStringLiteral("benchmarks"), QStringLiteral("gpus"),
                       QStringLiteral("median_abs_error_pct"), QStringLiteral("ratio_pairs"),
                       QStringLiteral("median_ratio_error_pct"),
                       QStringLiteral("naive_tflops_rule_pct"),
                       QStringLiteral("worst_ratio_error_pct"), QStringLiteral("in_overall_ratio")},
                      {}};
    QSet<QString> gpus;
    for (const core::CalibrationRow &row : report.rows)
        gpus.insert(row.gpu);
    const QString series = QStringLiteral("series");
    for (const core::SeriesCalibration &s : report.perSeries) {
        table.rows.append(
            {series, s.series, s.benchmarks, s.gpus, percent(s.medianAbsError), s.ratioPairs,
             s.medianRatioError ? percent(*s.medianRatioError) : QVariant(), QVariant(), QVariant(),
             s.ratioPairs > 0 ? QVariant(s.inOverallRatio) : QVariant()});
    }
    QVariantList overall = ratioRow(QStringLiteral("leave-one-gpu-out"), report.leaveOneGpuOut);
    overall[2] = int(report.rows.size());
    overall[3] = int(gpus.size());
    overall[4] = percent(report.overallMedianAbsError);
    table.rows.append(overall);
    for (const core::RatioSummary &summary : report.leaveOneGpuOutByClass)
        table.rows.append(ratioRow(QStringLiteral("leave-one-gpu-out"), summary));
    table.rows.append(ratioRow(QStringLiteral("leave-one-series-out"), report.leaveOneSeriesOut));
    for (const core::RatioSummary &summary : report.leaveOneSeriesOutByClass)
        table.rows.append(ratioRow(QStringLiteral("leave-one-series-out"), summary));
    for (const core::RatioSummary &summary : report.leaveOneGpuOutByGpu)
        table.rows.append(ratioRow(QStringLiteral("gpu-left-out"), summary));
    core::writeTable(table, context.format, context.out);
    return Ok;
}

} // namespace cli
