#include "calibration.h"

#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace core {
namespace {

// One benchmark the fit can use, with its GPU and models resolved once.
struct Sample
{
    const Benchmark *benchmark = nullptr;
    const Gpu *gpu = nullptr;
    const ModelProfile *model = nullptr;
    const ModelProfile *refiner = nullptr;
    SpeedSettings settings;
    double measuredSeconds = 0; // the metric as a time: step or whole batch
};

// The benchmark's quantity as seconds: a step (iterations/s) or a whole batch.
double asSeconds(const Benchmark &benchmark, double value)
{
    switch (benchmark.metric) {
    case BenchmarkMetric::IterationsPerSecond:
        return 1 / value;
    case BenchmarkMetric::SecondsPerBatch:
        return value;
    case BenchmarkMetric::SecondsPerImage:
        return value * benchmark.batch;
    case BenchmarkMetric::ImagesPerSecond:
        return benchmark.batch / value;
    }
    return value;
}

double fromSeconds(const Benchmark &benchmark, double seconds)
{
    switch (benchmark.metric) {
    case BenchmarkMetric::IterationsPerSecond:
        return 1 / seconds;
    case BenchmarkMetric::SecondsPerBatch:
        return seconds;
    case BenchmarkMetric::SecondsPerImage:
        return seconds / benchmark.batch;
    case BenchmarkMetric::ImagesPerSecond:
        return benchmark.batch / seconds;
    }
    return seconds;
}

QList<Sample> samples(const Catalog &catalog)
{
    QList<Sample> result;
    for (const Benchmark &benchmark : catalog.benchmarks) {
        const Gpu *gpu = catalog.gpu(benchmark.gpu);
        const ModelProfile *model = catalog.model(benchmark.model);
        if (!gpu || !model || !gpu->fp16TensorTflops || !gpu->memoryBandwidthGbs
            || benchmark.value <= 0)
            continue;
        Sample sample;
        sample.benchmark = &benchmark;
        sample.gpu = gpu;
        sample.model = model;
        sample.refiner = model->refiner.isEmpty() ? nullptr : catalog.model(model->refiner);
        sample.settings = SpeedSettings::fromBenchmark(benchmark);
        sample.measuredSeconds = asSeconds(benchmark, benchmark.value);
        result.append(sample);
    }
    return result;
}

// The model's time for the sample's quantity (no series scale).
std::optional<double> modelSeconds(const SpeedParameters &parameters, const Sample &sample)
{
    const std::optional<ModelTime> time = SpeedModel::modelTime(
        parameters, *sample.gpu, *sample.model, sample.refiner, sample.settings);
    if (!time)
        return std::nullopt;
    return sample.benchmark->metric == BenchmarkMetric::IterationsPerSecond ? time->secondsPerStep
                                                                            : time->secondsPerBatch;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// The fitted coordinates, in log space.
constexpr int Dimensions = 4;
using Point = std::array<double, Dimensions>;

SpeedParameters withPoint(SpeedParameters parameters, const Point &point)
{
    parameters.computeEfficiency = std::exp(point[0]);
    parameters.activationBytes = std::exp(point[1]);
    parameters.stepOverheadS = std::exp(point[2]);
    parameters.consumerComputeEfficiency = std::exp(point[3]);
    return parameters;
}

struct Evaluation
{
    double loss = 0;
    QHash<QString, double> logScales;
};

// Squared log error with each series' scale at its optimum: the mean log residual of the
// series (a time scale multiplies every predicted time of the series).
Evaluation evaluate(const SpeedParameters &parameters, const QList<Sample> &rows)
{
    QHash<QString, QList<double>> residuals;
    for (const Sample &sample : rows) {
        const std::optional<double> seconds = modelSeconds(parameters, sample);
        residuals[sample.benchmark->series].append(
            seconds ? std::log(*seconds / sample.measuredSeconds) : 1e3);
    }
    Evaluation evaluation;
    for (auto it = residuals.cbegin(); it != residuals.cend(); ++it) {
        double mean = 0;
        for (double r : it.value())
            mean += r;
        mean /= it.value().size();
        evaluation.logScales.insert(it.key(), -mean);
        for (double r : it.value())
            evaluation.loss += (r - mean) * (r - mean);
    }
    return evaluation;
}

constexpr std::array<std::pair<double, double>, Dimensions> Bounds{{
    {0.02, 5}, // computeEfficiency (before normalisation)
    {0.1, 1e4}, // activationBytes
    {1e-4, 0.3}, // stepOverheadS
    {0.02, 5}, // consumerComputeEfficiency (before normalisation)
}};

bool inBounds(const Point &point)
{
    for (int i = 0; i < Dimensions; ++i) {
        if (point[i] < std::log(Bounds[i].first) || point[i] > std::log(Bounds[i].second))
            return false;
    }
    return true;
}

} // namespace

QStringList uncontrolledSeries()
{
    return {QStringLiteral("sdnext-user")};
}

SpeedFit fitSpeedParameters(const Catalog &catalog, const QString &excludeGpu,
                            const SpeedParameters &start)
{
    // memoryEfficiency and activationBytes are degenerate for activation traffic (only the
    // weights term separates them), so the search holds memoryEfficiency at 0.7, a typical
    // achieved fraction of peak bandwidth, before the normalisation below.
    SpeedParameters base = start;
    base.memoryEfficiency = 0.7;
    QList<Sample> rows = samples(catalog);
    rows.removeIf([&](const Sample &s) { return s.gpu->id == excludeGpu; });

    // A coarse grid first, so the descent starts in the right basin; then coordinate descent
    // with shrinking multiplicative steps. Everything is deterministic.
    static const std::array<std::array<double, 4>, Dimensions> grid{{{0.15, 0.3, 0.6, 1.2},
                                                                     {5, 20, 80, 300},
                                                                     {0.003, 0.01, 0.02, 0.04},
                                                                     {0.15, 0.3, 0.6, 1.2}}};
    Point best{};
    double bestLoss = std::numeric_limits<double>::infinity();
    for (double a : grid[0])
        for (double b : grid[1])
            for (double c : grid[2])
                for (double d : grid[3]) {
                    const Point point{std::log(a), std::log(b), std::log(c), std::log(d)};
                    const double loss = evaluate(withPoint(base, point), rows).loss;
                    if (loss < bestLoss) {
                        bestLoss = loss;
                        best = point;
                    }
                }
    for (double step : {std::log(2.0), std::log(1.3), std::log(1.1), std::log(1.03), std::log(1.01),
                        std::log(1.003)}) {
        bool improved = true;
        for (int round = 0; improved && round < 200; ++round) {
            improved = false;
            for (int i = 0; i < Dimensions; ++i) {
                for (double direction : {1.0, -1.0}) {
                    Point candidate = best;
                    candidate[i] += direction * step;
                    if (!inBounds(candidate))
                        continue;
                    const double loss = evaluate(withPoint(base, candidate), rows).loss;
                    if (loss < bestLoss - 1e-12) {
                        bestLoss = loss;
                        best = candidate;
                        improved = true;
                        break;
                    }
                }
            }
        }
    }

    // Normalise: the reference software is the median series, whose scale becomes 1. A scale
    // multiplies every time, so it moves into the efficiencies and the overhead exactly.
    SpeedParameters fitted = withPoint(base, best);
    const Evaluation evaluation = evaluate(fitted, rows);
    QList<double> logScales = evaluation.logScales.values();
    const double reference = std::exp(median(logScales));
    fitted.computeEfficiency /= reference;
    fitted.consumerComputeEfficiency /= reference;
    fitted.memoryEfficiency /= reference;
    fitted.stepOverheadS *= reference;

    SpeedFit fit;
    fit.parameters = fitted;
    for (auto it = evaluation.logScales.cbegin(); it != evaluation.logScales.cend(); ++it)
        fit.seriesScales.insert(it.key(), std::exp(it.value()) / reference);
    fit.loss = evaluation.loss;
    fit.rows = int(rows.size());
    return fit;
}

CalibrationReport leaveOneGpuOut(const Catalog &catalog, const SpeedParameters &start)
{
    const QList<Sample> rows = samples(catalog);
    QStringList gpus;
    for (const Sample &sample : rows) {
        if (!gpus.contains(sample.gpu->id))
            gpus.append(sample.gpu->id);
    }

    struct Prediction
    {
        const Sample *sample;
        double predictedSeconds; // with the series scale
        double estimatedSeconds; // basis estimated, reference software
    };
    QList<Prediction> predictions;
    QHash<QString, QList<double>> ratioErrors;
    CalibrationReport report;

    auto sameSettings = [](const Benchmark &a, const Benchmark &b) {
        return a.series == b.series && a.model == b.model && a.width == b.width
            && a.height == b.height && a.steps == b.steps && a.batch == b.batch
            && a.frames == b.frames && a.precision == b.precision && a.metric == b.metric;
    };

    for (const QString &gpu : std::as_const(gpus)) {
        const SpeedFit fit = fitSpeedParameters(catalog, gpu, start);
        for (const Sample &sample : rows) {
            if (sample.gpu->id != gpu)
                continue;
            const std::optional<double> seconds = modelSeconds(fit.parameters, sample);
            if (!seconds)
                continue;
            const double scale = fit.seriesScales.value(sample.benchmark->series, 1.0);
            predictions.append({&sample, *seconds * scale, *seconds});

            for (const Sample &other : rows) {
                if (other.gpu->id == gpu || !sameSettings(*sample.benchmark, *other.benchmark))
                    continue;
                const std::optional<double> otherSeconds = modelSeconds(fit.parameters, other);
                if (!otherSeconds)
                    continue;
                const double predictedRatio = *seconds / *otherSeconds;
                const double measuredRatio = sample.measuredSeconds / other.measuredSeconds;
                ratioErrors[sample.benchmark->series].append(
                    std::abs(predictedRatio / measuredRatio - 1));
            }
        }
    }

    QHash<QString, QList<double>> absErrors;
    QHash<QString, QSet<QString>> seriesGpus;
    QStringList seriesOrder;
    QList<double> allAbs;
    for (const Prediction &prediction : std::as_const(predictions)) {
        const Benchmark &benchmark = *prediction.sample->benchmark;
        CalibrationRow row;
        row.series = benchmark.series;
        row.gpu = benchmark.gpu;
        row.model = benchmark.model;
        row.settings = QStringLiteral("%1x%2 %3 steps batch %4 %5")
                           .arg(benchmark.width)
                           .arg(benchmark.height)
                           .arg(benchmark.steps)
                           .arg(benchmark.batch)
                           .arg(benchmark.precision);
        row.metric = benchmark.metric;
        row.measured = benchmark.value;
        row.predicted = fromSeconds(benchmark, prediction.predictedSeconds);
        row.error = row.predicted / row.measured - 1;
        report.rows.append(row);
        absErrors[row.series].append(std::abs(row.error));
        seriesGpus[row.series].insert(row.gpu);
        allAbs.append(std::abs(row.error));
        if (!seriesOrder.contains(row.series))
            seriesOrder.append(row.series);
    }

    const QStringList uncontrolled = uncontrolledSeries();
    QList<double> countedRatios;
    for (const QString &series : std::as_const(seriesOrder)) {
        SeriesCalibration entry;
        entry.series = series;
        entry.benchmarks = int(absErrors.value(series).size());
        entry.gpus = int(seriesGpus.value(series).size());
        entry.medianAbsError = median(absErrors.value(series));
        const QList<double> ratios = ratioErrors.value(series);
        entry.ratioPairs = int(ratios.size());
        if (!ratios.isEmpty())
            entry.medianRatioError = median(ratios);
        entry.inOverallRatio = !uncontrolled.contains(series);
        if (entry.inOverallRatio)
            countedRatios.append(ratios);
        else if (!ratios.isEmpty())
            report.excludedFromRatio.append(series);
        report.perSeries.append(entry);
    }
    report.overallMedianAbsError = median(allAbs);
    report.medianRatioError = median(countedRatios);
    report.ratioPairs = int(countedRatios.size());
    return report;
}

} // namespace core
