#pragma once

#include "speedmodel.h"

#include <core/catalog/catalog.h>

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Fitting the throughput model's global parameters to the catalog's benchmarks, and checking
// how well it predicts GPUs and series it has not seen. See docs/engine-speed.md.
namespace core {

struct SpeedFit
{
    SpeedParameters parameters; // normalised so the PyTorch series' median scale is 1
    QHash<QString, double> seriesScales; // time multiplier of each series vs the reference
    double loss = 0; // sum of squared log errors over the rows used
    int rows = 0; // rows of the shared fit (NVIDIA GPUs)
    int rocmRows = 0; // AMD rows that set SpeedParameters::rocmFactor
};

// Fits every parameter but memoryEfficiency and vaeTflopPerMegapixel (held as given in `start`)
// with one free time scale per series, by deterministic coordinate descent in log space from
// `start`; then the stack factors (median series scale per stack), the model levels (median
// scale of a model's eager-PyTorch series, for models three or more measured) and the ROCm factor
// (median of the AMD rows against the model and their series' scale; they stay out of the
// shared fit). Benchmarks of
// GPUs without specs, and of unknown models, are skipped; so are those of `excludeGpu` and
// `excludeSeries`.
SpeedFit fitSpeedParameters(const Catalog &catalog, const QString &excludeGpu = {},
                            const SpeedParameters &start = {}, const QString &excludeSeries = {});

// The class a GPU is reported under: "low-power" (board power of 75 W or less), else its
// segment ("consumer", "workstation", "datacenter"), else "unknown".
QString gpuClassOf(const Gpu &gpu);
QStringList gpuClasses();

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

// Ratio errors of one group of pairs, beside the naive rule "time ∝ 1 / listed FP16 TFLOPS" on
// the very same pairs.
struct RatioSummary
{
    QString group; // a GPU class, a GPU id, or "overall"
    int pairs = 0;
    double medianError = 0;
    double naiveMedianError = 0;
    double worstError = 0;
};

struct CalibrationReport
{
    QList<CalibrationRow> rows;
    QList<SeriesCalibration> perSeries;
    double overallMedianAbsError = 0;
    // Leave one GPU out, over the pairs of the series marked inOverallRatio.
    double medianRatioError = 0;
    int ratioPairs = 0;
    RatioSummary leaveOneGpuOut; // the same pairs with the naive rule beside
    QList<RatioSummary> leaveOneGpuOutByClass; // by the class of the GPU left out
    QList<RatioSummary> leaveOneGpuOutByGpu;
    // Leave one series out: refit without the series, compare the ratios of its GPUs.
    RatioSummary leaveOneSeriesOut;
    QList<RatioSummary> leaveOneSeriesOutByClass;
    QStringList excludedFromRatio; // series reported but left out of the overall figures
};

// Series whose rows come from different machines and people, so a ratio between two of its
// rows measures the hosts as much as the GPUs: reported, not counted in the overall ratio.
QStringList uncontrolledSeries();

// Leave one GPU out (for each GPU with usable benchmarks, fit without any of its benchmarks and
// predict them; compare every pair of GPUs measured in the same series at identical settings)
// and leave one series out (fit without a series, compare the ratios between its GPUs).
CalibrationReport leaveOneGpuOut(const Catalog &catalog, const SpeedParameters &start = {});

} // namespace core
