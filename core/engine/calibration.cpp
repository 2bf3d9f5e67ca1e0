#include "calibration.h"

#include "speedphysics.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

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
    bool perStep = false; // the metric is a step (iterations/s), not a whole batch
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
        sample.perStep = benchmark.metric == BenchmarkMetric::IterationsPerSecond;
        result.append(sample);
    }
    return result;
}

// The model's time for the sample's quantity: the GPU's work (which a series scale multiplies)
// and the stack's fixed costs (which it does not).
struct Predicted
{
    double gpu = 0;
    double fixed = 0;
    double at(double scale) const { return scale * gpu + fixed; }
};

std::optional<ModelTime> gpuWorkOf(const SpeedParameters &parameters, const Sample &sample)
{
    return SpeedModel::modelTime(parameters, *sample.gpu, *sample.model, sample.refiner,
                                 sample.settings);
}

std::optional<Predicted> modelSeconds(const SpeedParameters &parameters, const Sample &sample,
                                      const std::optional<ModelTime> &time)
{
    if (!time)
        return std::nullopt;
    const QString &stack = sample.benchmark->stack;
    if (sample.perStep)
        return Predicted{time->secondsPerStep, parameters.stepFixedS(stack)};
    return Predicted{time->secondsPerBatch,
                     sample.settings.steps * parameters.stepFixedS(stack)
                         + parameters.callFixedS(stack)};
}

std::optional<Predicted> modelSeconds(const SpeedParameters &parameters, const Sample &sample)
{
    return modelSeconds(parameters, sample, gpuWorkOf(parameters, sample));
}

// The GPU's work of every row: the fixed costs' coordinates of the fit leave it unchanged.
using GpuWork = std::vector<std::optional<ModelTime>>;

GpuWork gpuWorkOf(const SpeedParameters &parameters, const QList<Sample> &rows)
{
    GpuWork work;
    work.reserve(std::size_t(rows.size()));
    for (const Sample &sample : rows)
        work.push_back(gpuWorkOf(parameters, sample));
    return work;
}

// The scale the app itself would give a sample's series: its stack's factor and its model's
// level (for a series the fit has not seen).
double appScale(const SpeedParameters &parameters, const Sample &sample)
{
    return parameters.stackFactor(sample.benchmark->stack)
        * parameters.modelLevels.value(sample.benchmark->model, 1.0);
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// The eager-PyTorch series a model needs for a level of its own (SpeedParameters::modelLevels).
constexpr int MinSeriesForLevel = 3;

// The fitted coordinates, in log space: the shared physics, then each stack's fixed cost per
// step, then its fixed cost per call for the stacks whose series time whole images.
constexpr int SharedDimensions = 7;
using Point = std::vector<double>;

struct Layout
{
    QStringList stepStacks;
    QStringList callStacks;
};

Layout layoutOf(const QList<Sample> &rows)
{
    Layout layout;
    for (const Sample &sample : rows) {
        const QString &stack = sample.benchmark->stack;
        if (stack.isEmpty())
            continue;
        if (!layout.stepStacks.contains(stack))
            layout.stepStacks.append(stack);
        if (!sample.perStep && !layout.callStacks.contains(stack))
            layout.callStacks.append(stack);
    }
    std::sort(layout.stepStacks.begin(), layout.stepStacks.end());
    std::sort(layout.callStacks.begin(), layout.callStacks.end());
    return layout;
}

// Where a fit starts without a previous value: a launch-bound step and a light pipeline.
constexpr double StartStepS = 0.01;
constexpr double StartCallS = 0.2;

Point pointOf(const SpeedParameters &p, const Layout &layout)
{
    Point point{std::log(p.computeEfficiency), std::log(p.activationBytes),
                std::log(p.vectorFlops),       std::log(p.rowsPerTflops),
                std::log(p.l2HalfMb),          std::log(p.powerWattsPerTflops),
                std::log(p.powerNodeExponent)};
    for (const QString &stack : layout.stepStacks)
        point.push_back(std::log(p.stackStepS.value(stack, StartStepS)));
    for (const QString &stack : layout.callStacks)
        point.push_back(std::log(p.stackCallS.value(stack, StartCallS)));
    return point;
}

SpeedParameters withPoint(SpeedParameters parameters, const Point &point, const Layout &layout)
{
    parameters.computeEfficiency = std::exp(point[0]);
    parameters.activationBytes = std::exp(point[1]);
    parameters.vectorFlops = std::exp(point[2]);
    parameters.rowsPerTflops = std::exp(point[3]);
    parameters.l2HalfMb = std::exp(point[4]);
    parameters.powerWattsPerTflops = std::exp(point[5]);
    parameters.powerNodeExponent = std::exp(point[6]);
    std::size_t i = SharedDimensions;
    for (const QString &stack : layout.stepStacks)
        parameters.stackStepS.insert(stack, std::exp(point[i++]));
    for (const QString &stack : layout.callStacks)
        parameters.stackCallS.insert(stack, std::exp(point[i++]));
    return parameters;
}

struct Evaluation
{
    double loss = 0;
    QHash<QString, double> logScales;
};

// Squared log error with each series' scale at its optimum. The scale multiplies the GPU's
// work only, so the optimum is found by Gauss-Newton steps from the mean log residual.
Evaluation evaluate(const SpeedParameters &parameters, const QList<Sample> &rows,
                    const GpuWork &work)
{
    QHash<QString, QList<std::pair<double, Predicted>>> series; // measured, predicted
    QHash<QString, int> failures;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Sample &sample = rows.at(i);
        const std::optional<Predicted> predicted = modelSeconds(parameters, sample,
                                                                work[std::size_t(i)]);
        if (predicted && predicted->gpu > 0)
            series[sample.benchmark->series].append({sample.measuredSeconds, *predicted});
        else
            ++failures[sample.benchmark->series];
    }
    Evaluation evaluation;
    for (auto it = failures.cbegin(); it != failures.cend(); ++it)
        evaluation.loss += it.value() * 1e6;
    for (auto it = series.cbegin(); it != series.cend(); ++it) {
        const QList<std::pair<double, Predicted>> &entries = it.value();
        double logScale = 0;
        for (const auto &[measured, predicted] : entries)
            logScale += std::log(std::max(measured - predicted.fixed, 0.05 * measured)
                                 / predicted.gpu);
        logScale /= double(entries.size());
        for (int iteration = 0; iteration < 8; ++iteration) {
            double gradient = 0;
            double curvature = 0;
            for (const auto &[measured, predicted] : entries) {
                const double time = predicted.at(std::exp(logScale));
                const double weight = std::exp(logScale) * predicted.gpu / time;
                gradient += std::log(measured / time) * weight;
                curvature += weight * weight;
            }
            if (curvature <= 0)
                break;
            const double change = std::clamp(gradient / curvature, -1.0, 1.0);
            logScale += change;
            if (std::abs(change) < 1e-10)
                break;
        }
        evaluation.logScales.insert(it.key(), logScale);
        for (const auto &[measured, predicted] : entries) {
            const double r = std::log(measured / predicted.at(std::exp(logScale)));
            evaluation.loss += r * r;
        }
    }
    return evaluation;
}

struct Bound
{
    double low;
    double high;
};

Bound boundOf(std::size_t dimension, const Layout &layout)
{
    constexpr Bound Shared[SharedDimensions] = {
        {0.02, 5}, // computeEfficiency (before normalisation)
        {0.1, 1e4}, // activationBytes
        {1, 1e6}, // vectorFlops
        {0.1, 1e4}, // rowsPerTflops
        {1, 1e4}, // l2HalfMb
        {0.05, 20}, // powerWattsPerTflops
        {0.05, 10}, // powerNodeExponent
    };
    if (dimension < SharedDimensions)
        return Shared[dimension];
    // The fixed costs: per step from 0.1 ms to 0.3 s, per call from 1 ms to 20 s.
    if (dimension < SharedDimensions + std::size_t(layout.stepStacks.size()))
        return {1e-4, 0.3};
    return {1e-3, 20};
}

bool inBounds(const Point &point, const Layout &layout)
{
    for (std::size_t i = 0; i < point.size(); ++i) {
        const Bound bound = boundOf(i, layout);
        if (point[i] < std::log(bound.low) || point[i] > std::log(bound.high))
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
                            const SpeedParameters &start, const QString &excludeSeries)
{
    // memoryEfficiency and activationBytes are degenerate for activation traffic (only the
    // weights term separates them), so the search holds memoryEfficiency at 0.7, a typical
    // achieved fraction of peak bandwidth, before the normalisation below.
    SpeedParameters base = start;
    base.memoryEfficiency = 0.7;
    QList<Sample> rows = samples(catalog);
    rows.removeIf([&](const Sample &s) {
        return s.gpu->id == excludeGpu || s.benchmark->series == excludeSeries;
    });
    // The AMD rows measure ROCm's software as much as the GPUs: they set rocmFactor after the
    // shared fit, against the NVIDIA rows of their own series, and never the shared parameters.
    const auto rocm = [](const Sample &s) {
        const std::optional<speedphysics::Hardware> hardware = speedphysics::hardwareOf(*s.gpu);
        return hardware && hardware->rocm;
    };
    QList<Sample> rocmRows;
    for (const Sample &sample : std::as_const(rows)) {
        if (rocm(sample))
            rocmRows.append(sample);
    }
    rows.removeIf(rocm);

    // Coordinate descent with shrinking multiplicative steps from `start` (the defaults are a
    // previous optimum, so it starts in the right basin). Deterministic.
    SpeedParameters seed = start;
    seed.memoryEfficiency = base.memoryEfficiency;
    const Layout layout = layoutOf(rows);
    Point best = pointOf(seed, layout);
    GpuWork bestWork = gpuWorkOf(withPoint(base, best, layout), rows);
    double bestLoss = evaluate(withPoint(base, best, layout), rows, bestWork).loss;
    // A refit without one GPU or series starts at the full fit's optimum: it skips the coarse
    // steps, which only find the basin.
    const bool refit = !excludeGpu.isEmpty() || !excludeSeries.isEmpty();
    const QList<double> steps = refit
        ? QList<double>{std::log(1.1), std::log(1.03), std::log(1.01), std::log(1.003)}
        : QList<double>{std::log(2.0),  std::log(1.3),  std::log(1.1),
                        std::log(1.03), std::log(1.01), std::log(1.003)};
    for (double step : steps) {
        bool improved = true;
        for (int round = 0; improved && round < 300; ++round) {
            improved = false;
            for (std::size_t i = 0; i < best.size(); ++i) {
                for (double direction : {1.0, -1.0}) {
                    Point candidate = best;
                    candidate[i] += direction * step;
                    if (!inBounds(candidate, layout))
                        continue;
                    const SpeedParameters parameters = withPoint(base, candidate, layout);
                    GpuWork work = i < SharedDimensions ? gpuWorkOf(parameters, rows) : bestWork;
                    const double loss = evaluate(parameters, rows, work).loss;
                    if (loss < bestLoss - 1e-12) {
                        bestLoss = loss;
                        best = candidate;
                        bestWork = std::move(work);
                        improved = true;
                        break;
                    }
                }
            }
        }
    }

    // Normalise: the reference software is eager PyTorch (the median scale of the "pytorch"
    // series; of all series if there is none). A scale multiplies the GPU's work, so it moves
    // into the efficiencies and the non-tensor work exactly; the fixed costs stay as fitted.
    SpeedParameters fitted = withPoint(base, best, layout);
    const Evaluation evaluation = evaluate(fitted, rows, gpuWorkOf(fitted, rows));
    QHash<QString, QString> stackOf;
    QHash<QString, QSet<QString>> gpusOf;
    for (const Sample &sample : std::as_const(rows)) {
        stackOf.insert(sample.benchmark->series, sample.benchmark->stack);
        gpusOf[sample.benchmark->series].insert(sample.gpu->id);
    }
    // A series of one GPU has a scale that is that GPU's miss as much as its software's level
    // (fal's ComfyUI row on an A100, the model's known slow GPU, sits at 0.77 of PyTorch where
    // ComfyUI's two-GPU series sits at 0.97): a stack's level and the reference come from its
    // series of two GPUs or more, where there is one.
    QHash<QString, QList<double>> stackScales;
    QHash<QString, QList<double>> singleGpuScales;
    for (auto it = evaluation.logScales.cbegin(); it != evaluation.logScales.cend(); ++it) {
        const QString &stack = stackOf.value(it.key());
        (gpusOf.value(it.key()).size() >= 2 ? stackScales : singleGpuScales)[stack].append(
            it.value());
    }
    for (auto it = singleGpuScales.cbegin(); it != singleGpuScales.cend(); ++it) {
        if (!stackScales.contains(it.key()))
            stackScales.insert(it.key(), it.value());
    }
    const QList<double> referenceScales = stackScales.contains(QStringLiteral("pytorch"))
        ? stackScales.value(QStringLiteral("pytorch"))
        : evaluation.logScales.values();
    const double reference = std::exp(median(referenceScales));
    fitted.computeEfficiency /= reference;
    fitted.memoryEfficiency /= reference;
    fitted.vectorFlops *= reference;
    fitted.stackFactors.clear();
    for (auto it = stackScales.cbegin(); it != stackScales.cend(); ++it) {
        if (!it.key().isEmpty())
            fitted.stackFactors.insert(it.key(), std::exp(median(it.value())) / reference);
    }

    // Each model's level: the median scale of the eager-PyTorch series that measured it, when
    // at least MinSeriesForLevel did. Fewer are one source's software and host, not a level:
    // FLUX.1's one series sets its two GPUs 38 % apart when either is left out.
    QHash<QString, QSet<QString>> pytorchSeriesOf;
    for (const Sample &sample : std::as_const(rows)) {
        if (sample.benchmark->stack == QLatin1String("pytorch"))
            pytorchSeriesOf[sample.benchmark->model].insert(sample.benchmark->series);
    }
    fitted.modelLevels.clear();
    for (auto it = pytorchSeriesOf.cbegin(); it != pytorchSeriesOf.cend(); ++it) {
        if (it.value().size() < MinSeriesForLevel)
            continue;
        QList<double> scales;
        for (const QString &series : it.value())
            scales.append(evaluation.logScales.value(series));
        fitted.modelLevels.insert(it.key(), std::exp(median(scales)) / reference);
    }

    SpeedFit fit;
    for (auto it = evaluation.logScales.cbegin(); it != evaluation.logScales.cend(); ++it)
        fit.seriesScales.insert(it.key(), std::exp(it.value()) / reference);

    // ROCm: the median of what each AMD row's GPU work (its time less the stack's fixed
    // costs) says against the model (without the factor) and its series' scale, which the
    // NVIDIA rows of the series set. Without such rows the factor stays as given.
    QList<double> rocmResiduals;
    SpeedParameters withoutRocm = fitted;
    withoutRocm.rocmFactor = 1;
    for (const Sample &sample : std::as_const(rocmRows)) {
        const std::optional<Predicted> seconds = modelSeconds(withoutRocm, sample);
        if (!seconds || !fit.seriesScales.contains(sample.benchmark->series))
            continue;
        const double gpuWork = std::max(sample.measuredSeconds - seconds->fixed,
                                        0.05 * sample.measuredSeconds);
        rocmResiduals.append(
            std::log(gpuWork / seconds->gpu / fit.seriesScales.value(sample.benchmark->series)));
    }
    if (!rocmResiduals.isEmpty())
        fitted.rocmFactor = std::exp(median(rocmResiduals));
    fit.rocmRows = int(rocmResiduals.size());

    fit.loss = evaluation.loss;
    fit.rows = int(rows.size());
    fitted.fittedOn = {catalog.info.catalogVersion, fit.rows, fit.rocmRows};
    fit.parameters = fitted;
    return fit;
}

QString gpuClassOf(const Gpu &gpu)
{
    if (gpu.tdpW && *gpu.tdpW <= 75)
        return QStringLiteral("low-power");
    return gpu.segment.isEmpty() ? QStringLiteral("unknown") : gpu.segment;
}

QStringList gpuClasses()
{
    return {QStringLiteral("consumer"), QStringLiteral("workstation"), QStringLiteral("datacenter"),
            QStringLiteral("low-power")};
}

namespace {

bool sameSettings(const Benchmark &a, const Benchmark &b)
{
    return a.series == b.series && a.model == b.model && a.width == b.width && a.height == b.height
        && a.steps == b.steps && a.batch == b.batch && a.frames == b.frames
        && a.precision == b.precision && a.metric == b.metric;
}

// One compared pair: the model's ratio error and the naive rule's on the same pair.
struct PairError
{
    QString group;
    double error = 0;
    double naive = 0;
};

// `scale` is the series' scale: the fixed costs do not scale with it, so it no longer cancels.
PairError pairError(const SpeedParameters &parameters, const Sample &a, const Sample &b,
                    double scale, const QString &group, bool *ok)
{
    const std::optional<Predicted> sa = modelSeconds(parameters, a);
    const std::optional<Predicted> sb = modelSeconds(parameters, b);
    *ok = sa && sb;
    if (!*ok)
        return {};
    const double measuredRatio = a.measuredSeconds / b.measuredSeconds;
    // The naive rule: time ∝ 1 / the listed dense FP16 tensor TFLOPS.
    const double naiveRatio = *b.gpu->fp16TensorTflops / *a.gpu->fp16TensorTflops;
    return {group, std::abs(sa->at(scale) / sb->at(scale) / measuredRatio - 1),
            std::abs(naiveRatio / measuredRatio - 1)};
}

RatioSummary summarise(const QString &group, const QList<PairError> &pairs)
{
    RatioSummary summary;
    summary.group = group;
    QList<double> errors;
    QList<double> naive;
    for (const PairError &pair : pairs) {
        if (group != QLatin1String("overall") && pair.group != group)
            continue;
        errors.append(pair.error);
        naive.append(pair.naive);
        summary.worstError = std::max(summary.worstError, pair.error);
    }
    summary.pairs = int(errors.size());
    summary.medianError = median(errors);
    summary.naiveMedianError = median(naive);
    return summary;
}

} // namespace

CalibrationReport leaveOneGpuOut(const Catalog &catalog, const SpeedParameters &start)
{
    const QList<Sample> rows = samples(catalog);
    const QStringList uncontrolled = uncontrolledSeries();
    QStringList gpus;
    QStringList seriesList;
    for (const Sample &sample : rows) {
        if (!gpus.contains(sample.gpu->id))
            gpus.append(sample.gpu->id);
        if (!seriesList.contains(sample.benchmark->series))
            seriesList.append(sample.benchmark->series);
    }
    // Start every refit from the full fit, so each is a small step from one optimum.
    const SpeedParameters full = fitSpeedParameters(catalog, {}, start).parameters;

    CalibrationReport report;
    QHash<QString, QList<double>> ratioErrors;
    QList<PairError> logoPairs;
    QHash<QString, QList<PairError>> gpuPairs;
    QHash<QString, QList<double>> absErrors;
    QHash<QString, QSet<QString>> seriesGpus;
    QList<double> allAbs;

    for (const QString &gpu : std::as_const(gpus)) {
        const SpeedFit fit = fitSpeedParameters(catalog, gpu, full);
        for (const Sample &sample : rows) {
            if (sample.gpu->id != gpu)
                continue;
            const std::optional<Predicted> seconds = modelSeconds(fit.parameters, sample);
            if (!seconds)
                continue;
            const Benchmark &benchmark = *sample.benchmark;
            const double scale = fit.seriesScales.value(benchmark.series,
                                                        appScale(fit.parameters, sample));
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
            row.predicted = fromSeconds(benchmark, seconds->at(scale));
            row.error = row.predicted / row.measured - 1;
            report.rows.append(row);
            absErrors[row.series].append(std::abs(row.error));
            seriesGpus[row.series].insert(row.gpu);
            allAbs.append(std::abs(row.error));

            for (const Sample &other : rows) {
                if (other.gpu->id == gpu || !sameSettings(benchmark, *other.benchmark))
                    continue;
                bool ok = false;
                const PairError pair = pairError(fit.parameters, sample, other, scale,
                                                 gpuClassOf(*sample.gpu), &ok);
                if (!ok)
                    continue;
                ratioErrors[benchmark.series].append(pair.error);
                if (!uncontrolled.contains(benchmark.series)) {
                    logoPairs.append(pair);
                    gpuPairs[gpu].append({gpu, pair.error, pair.naive});
                }
            }
        }
    }

    for (const QString &series : std::as_const(seriesList)) {
        if (!absErrors.contains(series))
            continue;
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
        if (!entry.inOverallRatio && !ratios.isEmpty())
            report.excludedFromRatio.append(series);
        report.perSeries.append(entry);
    }
    report.overallMedianAbsError = median(allAbs);
    report.leaveOneGpuOut = summarise(QStringLiteral("overall"), logoPairs);
    report.medianRatioError = report.leaveOneGpuOut.medianError;
    report.ratioPairs = report.leaveOneGpuOut.pairs;
    for (const QString &gpuClass : gpuClasses())
        report.leaveOneGpuOutByClass.append(summarise(gpuClass, logoPairs));
    for (const QString &gpu : std::as_const(gpus)) {
        if (gpuPairs.contains(gpu))
            report.leaveOneGpuOutByGpu.append(summarise(gpu, gpuPairs.value(gpu)));
    }

    // Leave one series out: the series' own scale is unknown to the refit, so its ratios are
    // taken at the scale the app would give it (its stack's factor and its model's level);
    // without fixed costs a ratio would not depend on it.
    QList<PairError> losoPairs;
    for (const QString &series : std::as_const(seriesList)) {
        if (uncontrolled.contains(series))
            continue;
        const SpeedFit fit = fitSpeedParameters(catalog, {}, full, series);
        for (const Sample &a : rows) {
            if (a.benchmark->series != series)
                continue;
            for (const Sample &b : rows) {
                if (b.gpu->id == a.gpu->id || !sameSettings(*a.benchmark, *b.benchmark))
                    continue;
                bool ok = false;
                const PairError pair = pairError(fit.parameters, a, b, appScale(fit.parameters, a),
                                                 gpuClassOf(*a.gpu), &ok);
                if (ok)
                    losoPairs.append(pair);
            }
        }
    }
    report.leaveOneSeriesOut = summarise(QStringLiteral("overall"), losoPairs);
    for (const QString &gpuClass : gpuClasses())
        report.leaveOneSeriesOutByClass.append(summarise(gpuClass, losoPairs));
    return report;
}

} // namespace core
