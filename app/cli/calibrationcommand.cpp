#include "calibrationcommand.h"

#include "catalogcommands.h"

#include <core/engine/calibration.h>

#include <QSet>

namespace cli {
namespace {

QVariant percent(double fraction)
{
    return qRound(fraction * 1000) / 10.0;
}

} // namespace

int runCalibration(Context &context)
{
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    const core::CalibrationReport report = core::leaveOneGpuOut(open->catalog);

    core::Table table{{QStringLiteral("series"), QStringLiteral("benchmarks"),
                       QStringLiteral("gpus"), QStringLiteral("median_abs_error_pct"),
                       QStringLiteral("ratio_pairs"), QStringLiteral("median_ratio_error_pct"),
                       QStringLiteral("in_overall_ratio")},
                      {}};
    QSet<QString> gpus;
    for (const core::CalibrationRow &row : report.rows)
        gpus.insert(row.gpu);
    for (const core::SeriesCalibration &series : report.perSeries) {
        table.rows.append({series.series, series.benchmarks, series.gpus,
                           percent(series.medianAbsError), series.ratioPairs,
                           series.medianRatioError ? percent(*series.medianRatioError) : QVariant(),
                           series.ratioPairs > 0 ? QVariant(series.inOverallRatio) : QVariant()});
    }
    table.rows.append({QStringLiteral("overall"), int(report.rows.size()), int(gpus.size()),
                       percent(report.overallMedianAbsError), report.ratioPairs,
                       percent(report.medianRatioError), QVariant()});
    core::writeTable(table, context.format, context.out);
    return Ok;
}

} // namespace cli
