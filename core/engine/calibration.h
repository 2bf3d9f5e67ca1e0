#pragma once

#include "speedmodel.h"

#include <core/catalog/catalog.h>

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Fitting the throughput model's global parameters to the catalog's benchmarks, and checking
// how well it predicts GPUs it has not seen (leave one GPU out). See docs/engine-speed.md.
namespace core {

struct SpeedFit
{
    SpeedParameters parameters; // normalised so the median series scale is 1
    QHash<QString, double> seriesScales; // time multiplier of each series vs the reference
    double loss = 0; // sum of squared log errors over the rows used
    int rows = 0;
};

// Fits computeEfficiency, consumerComputeEfficiency, activationBytes and stepOverheadS
// (memoryEfficiency and vaeTflopPerMegapixel stay as given in `start` during the search) with one
// free time scale per series, by a deterministic grid and coordinate descent in log space.
// Benchmarks of GPUs without specs, and of unknown models, are skipped. Leave `exclude` empty to
// use all.
SpeedFit fitSpeedParameters(const Catalog &catalog, const QString &excludeGpu = {},
                            const SpeedParameters &start = {});

struct CalibrationRow
{
    QString series;
    QString gpu;
    QString model;
    QString settings; // e.g. "512x512 30 steps batch 16 fp16"
    BenchmarkMetric metric = BenchmarkMetric::IterationsPerSecond;
    double measured = 0; // in the benchmark's metric
    double predicted = 0; // same metric, fitted without any benchmark of this GPU
    double error = 0; // predicted / measured − 1
};

struct SeriesCalibration
{
    QString series;
    int benchmarks = 0; // rows predicted
    int gpus = 0; // distinct GPUs among them
    double medianAbsError = 0; // median |error| of its rows
    int ratioPairs = 0; // GPU pairs compared at identical settings
    std::optional<double> medianRatioError; // median |predicted ratio / measured ratio − 1|
    bool inOverallRatio = true; // counted in CalibrationReport::medianRatioError
};

struct CalibrationReport
{
    QList<CalibrationRow> rows;
    QList<SeriesCalibration> perSeries;
    double overallMedianAbsError = 0;
    double medianRatioError = 0; // over the pairs of the series marked inOverallRatio
    int ratioPairs = 0;
    QStringList excludedFromRatio; // series reported but left out of the overall ratio figure
};

// Series whose rows come from different machines and people, so a ratio between two of its
// rows measures the hosts as much as the GPUs: reported, not counted in the overall ratio.
QStringList uncontrolledSeries();

// Leave one GPU out: for each GPU with usable benchmarks, fit without any of its benchmarks,
// predict them (its series' scale re-derived from the other GPUs, the reference scale when no
// other GPU is in the series), and compare every pair of GPUs measured in the same series at
// identical settings (the ratio, with basis estimated, so series scales cancel).
CalibrationReport leaveOneGpuOut(const Catalog &catalog, const SpeedParameters &start = {});

} // namespace core
