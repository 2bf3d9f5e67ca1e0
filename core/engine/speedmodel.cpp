#include "speedmodel.h"

#include "speedphysics.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

// The throughput model. Every constant below is explained, with its source, in
// docs/engine-speed.md; the fitted ones and the per-model facts live in SpeedParameters.
namespace core {
namespace {

using speedphysics::Hardware;

// The precision's class: 16-bit (fp16, bf16), 8-bit compute (fp8, int8), FP8 weights with
// 16-bit compute, 4-bit weights, or FP32. A measurement of one class says nothing of another.
int precisionClass(const QString &precision)
{
    if (precision == QLatin1String("fp8") || precision == QLatin1String("int8"))
        return 1;
    if (precision == QLatin1String("fp8-weights"))
        return 2;
    if (precision == QLatin1String("nf4"))
        return 3;
    if (precision == QLatin1String("fp32"))
        return 4;
    return 0;
}

QString stackName(const QString &stack)
{
    if (stack == QLatin1String("pytorch"))
        return QStringLiteral("PyTorch");
    if (stack == QLatin1String("torch-compile"))
        return QStringLiteral("torch.compile");
    if (stack == QLatin1String("tensorrt"))
        return QStringLiteral("TensorRT");
    if (stack == QLatin1String("a1111"))
        return QStringLiteral("A1111");
    if (stack == QLatin1String("comfyui"))
        return QStringLiteral("ComfyUI");
    return stack.isEmpty() ? QStringLiteral("an unstated stack") : stack;
}

// The benchmark's figure as seconds of the model's quantity: iterations/s are steps of the whole
// batch; seconds per image or batch and images/s (per GPU) cover all steps and the VAE decode.
double benchmarkSeconds(const Benchmark &benchmark)
{
    switch (benchmark.metric) {
    case BenchmarkMetric::IterationsPerSecond:
        return 1 / benchmark.value;
    case BenchmarkMetric::SecondsPerBatch:
        return benchmark.value;
    case BenchmarkMetric::SecondsPerImage:
        return benchmark.value * benchmark.batch;
    case BenchmarkMetric::ImagesPerSecond:
        return benchmark.batch / benchmark.value;
    }
    return benchmark.value;
}

} // namespace

SpeedSettings SpeedSettings::fromConfig(const InferenceConfig &config)
{
    return {config.width, config.height, config.steps,
            config.batch, config.frames, precisionId(config.precision)};
}

SpeedSettings SpeedSettings::fromBenchmark(const Benchmark &benchmark)
{
    // FP8 as weight storage (ComfyUI, Forge) computes in 16 bits: the fp8-weights precision.
    const QString precision = benchmark.fp8Mode == QLatin1String("weight-only")
        ? QStringLiteral("fp8-weights")
        : benchmark.precision;
    return {benchmark.width, benchmark.height, benchmark.steps,
            benchmark.batch, benchmark.frames, precision};
}

SpeedModel::SpeedModel(const Catalog &catalog, SpeedParameters parameters)
    : m_catalog(catalog)
    , m_parameters(parameters)
{
    QHash<QString, QSet<QString>> gpus;
    for (const Benchmark &benchmark : catalog.benchmarks)
        gpus[benchmark.series].insert(benchmark.gpu);
    for (auto it = gpus.cbegin(); it != gpus.cend(); ++it)
        m_seriesGpuCount.insert(it.key(), int(it.value().size()));
    // Each catalog model's level once: its own, else that of a model with the same network.
    const QHash<QString, double> &levels = m_parameters.modelLevels;
    for (const ModelProfile &model : catalog.models) {
        const auto sameNetwork = std::find_if(
            catalog.models.cbegin(), catalog.models.cend(), [&](const ModelProfile &other) {
                return other.family == model.family && other.paramsBillion == model.paramsBillion
                    && levels.contains(other.id);
            });
        const bool own = levels.contains(model.id) || sameNetwork == catalog.models.cend();
        m_levels.insert(model.id, levels.value(own ? model.id : sameNetwork->id, 1.0));
    }
}

int SpeedModel::forwardsPerStep(const ModelProfile &model)
{
    return SpeedParameters().factsOf(model.id).forwardsPerStep;
}

ModelTime SpeedModel::onStack(const SpeedParameters &parameters, const ModelTime &gpuWork,
                              const QString &stack, int steps, double level)
{
    // The stack's factor and the model's level scale the GPU's work; the fixed costs are the
    // stack's own and do not shrink with the GPU (docs/engine-speed.md, "Fixed costs").
    const double factor = parameters.stackFactor(stack) * level;
    const double perStep = parameters.stepFixedS(stack);
    return {gpuWork.secondsPerStep * factor + perStep,
            gpuWork.secondsPerBatch * factor + steps * perStep + parameters.callFixedS(stack)};
}

double SpeedModel::levelOf(const ModelProfile &model) const
{
    return m_levels.value(model.id, m_parameters.modelLevels.value(model.id, 1.0));
}

std::optional<ModelTime> SpeedModel::modelTime(const SpeedParameters &parameters, const Gpu &gpu,
                                               const ModelProfile &model,
                                               const ModelProfile *refiner,
                                               const SpeedSettings &settings)
{
    const std::optional<Hardware> hardware = speedphysics::hardwareOf(gpu);
    if (!hardware)
        return std::nullopt;
    return speedphysics::timeOn(parameters, *hardware, model, refiner, settings);
}

std::optional<ModelTime> SpeedModel::modelTime(const Gpu &gpu, const ModelProfile &model,
                                               const SpeedSettings &settings) const
{
    const ModelProfile *refiner = model.refiner.isEmpty() ? nullptr
                                                          : m_catalog.model(model.refiner);
    return modelTime(m_parameters, gpu, model, refiner, settings);
}

bool SpeedModel::matchesRegime(const Benchmark &benchmark, const InferenceConfig &config) const
{
    // Measured only for the user's stack, one request at a time, and FP8 only as computed
    // the same way (a weight-only FP8 run says nothing about FP8 compute and back).
    if (benchmark.stack.isEmpty() || benchmark.stack != config.stack
        || benchmark.regime == QLatin1String("throughput"))
        return false;
    return true;
}

std::optional<ModelTime> SpeedModel::ratioTime(const Gpu &gpu, const ModelProfile &model,
                                               const SpeedSettings &settings) const
{
    // For a measurement the model supplies only ratios on its GPU; on a GPU without specs
    // they are taken on a nominal GPU.
    std::optional<Hardware> hardware = speedphysics::hardwareOf(gpu);
    if (!hardware)
        hardware = speedphysics::nominalHardware(gpu.fp8.value_or(false));
    const ModelProfile *refiner = model.refiner.isEmpty() ? nullptr
                                                          : m_catalog.model(model.refiner);
    return speedphysics::timeOn(m_parameters, *hardware, model, refiner, settings);
}

std::optional<double> SpeedModel::measuredOverModel(const Benchmark &benchmark, const Gpu &gpu,
                                                    const ModelProfile &model) const
{
    const std::optional<ModelTime> time = ratioTime(gpu, model,
                                                    SpeedSettings::fromBenchmark(benchmark));
    if (!time || benchmark.value <= 0)
        return std::nullopt;
    const double seconds = benchmarkSeconds(benchmark);
    // Its GPU work: less the fixed costs of its stack (at least a fifth of it stays: a
    // host-bound run says little of the GPU), over the model's GPU work on that stack.
    const bool perStep = benchmark.metric == BenchmarkMetric::IterationsPerSecond;
    const double fixed = perStep ? m_parameters.stepFixedS(benchmark.stack)
                                 : benchmark.steps * m_parameters.stepFixedS(benchmark.stack)
            + m_parameters.callFixedS(benchmark.stack);
    const double gpuWork = (perStep ? time->secondsPerStep : time->secondsPerBatch)
        * m_parameters.stackFactor(benchmark.stack);
    return std::max(seconds - fixed, seconds / 5) / gpuWork;
}

const Benchmark *SpeedModel::measurementFor(const Gpu &gpu, const ModelProfile &model,
                                            const InferenceConfig &config,
                                            bool allowConverted) const
{
    const QString precision = precisionId(config.precision);
    using Key = std::tuple<int, int, int, int, int, int>;
    QList<const Benchmark *> best;
    Key bestKey;
    for (const Benchmark &benchmark : m_catalog.benchmarks) {
        if (benchmark.gpu != gpu.id || benchmark.model != model.id || benchmark.value <= 0)
            continue;
        const bool matching = matchesRegime(benchmark, config);
        if (!matching && !allowConverted)
            continue;
        // Lower is better, in this order: the user's regime, a series comparing several GPUs,
        // the same precision class, resolution, batch and frame count.
        const Key key = std::make_tuple(
            matching ? 0 : 1, m_seriesGpuCount.value(benchmark.series) >= 2 ? 0 : 1,
            precisionClass(SpeedSettings::fromBenchmark(benchmark).precision)
                    == precisionClass(precision)
                ? 0
                : 1,
            benchmark.width == config.width && benchmark.height == config.height ? 0 : 1,
            benchmark.batch == config.batch ? 0 : 1, benchmark.frames == config.frames ? 0 : 1);
        if (best.isEmpty() || key < bestKey) {
            best = {&benchmark};
            bestKey = key;
        } else if (key == bestKey) {
            best.append(&benchmark);
        }
    }
    if (best.size() <= 1)
        return best.isEmpty() ? nullptr : best.constFirst();
    // Equally good benchmarks (one GPU measured by several sources): the median of what they
    // say against the model, so that no single source's host or software sets the figure by
    // its place in the catalog. For an even count, the slower of the two middle ones: a tie
    // never promises the faster. A benchmark the model cannot relate goes last.
    QList<std::pair<double, const Benchmark *>> ranked;
    for (const Benchmark *benchmark : std::as_const(best)) {
        const std::optional<double> factor = measuredOverModel(*benchmark, gpu, model);
        ranked.append({factor.value_or(std::numeric_limits<double>::infinity()), benchmark});
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    return ranked.at(ranked.size() / 2).second;
}

std::optional<SpeedEstimate> SpeedModel::measured(const Gpu &gpu, const ModelProfile &model,
                                                  const InferenceConfig &config,
                                                  bool allowConverted) const
{
    const Benchmark *benchmark = measurementFor(gpu, model, config, allowConverted);
    if (!benchmark)
        return std::nullopt;
    const std::optional<ModelTime> atUser = ratioTime(gpu, model,
                                                      SpeedSettings::fromConfig(config));
    const std::optional<double> measuredFactor = measuredOverModel(*benchmark, gpu, model);
    if (!atUser || !measuredFactor)
        return std::nullopt;
    SpeedEstimate estimate;
    estimate.series = benchmark->series;
    if (matchesRegime(*benchmark, config)) {
        estimate.basis = Basis::Measured;
        estimate.source = benchmark->source;
    } else {
        // Another stack or a throughput run: its GPU work converted by the fitted stack
        // factors and the user's stack's fixed costs added, labelled so, and no longer
        // "measured".
        estimate.basis = Basis::Estimated;
        estimate.convertedFrom = benchmark->stack;
        QString how = stackName(benchmark->stack);
        if (!benchmark->fp8Mode.isEmpty())
            how += QStringLiteral(" (%1 %2)").arg(benchmark->precision, benchmark->fp8Mode);
        if (benchmark->regime == QLatin1String("throughput"))
            how += QStringLiteral(", a throughput run");
        estimate.source = QStringLiteral("measured with %1, converted to %2 by the fitted stack "
                                         "factor (docs/engine-speed.md): %3")
                              .arg(how, stackName(config.stack), benchmark->source);
    }
    // The measurement's level of GPU work, on the user's stack with its fixed costs.
    const ModelTime time = onStack(m_parameters, *atUser, config.stack, config.steps,
                                   *measuredFactor);
    // Where the fixed costs exceed most of the measurement (a fast host-bound run, a user's
    // own figure below them), the level keeps a fifth of it: scale the whole figure so that
    // at the benchmark's own settings and stack it is still the measurement.
    const std::optional<ModelTime> atBenchmark = ratioTime(
        gpu, model, SpeedSettings::fromBenchmark(*benchmark));
    double correction = 1;
    if (atBenchmark) {
        const ModelTime asMeasured = onStack(m_parameters, *atBenchmark, benchmark->stack,
                                             benchmark->steps, *measuredFactor);
        correction = benchmarkSeconds(*benchmark)
            / (benchmark->metric == BenchmarkMetric::IterationsPerSecond
                   ? asMeasured.secondsPerStep
                   : asMeasured.secondsPerBatch);
    }
    estimate.secondsPerStep = time.secondsPerStep * correction;
    estimate.secondsPerImage = time.secondsPerBatch * correction / config.batch;
    return estimate;
}

std::optional<SpeedEstimate> SpeedModel::estimate(const Gpu &gpu, const ModelProfile &model,
                                                  const InferenceConfig &config,
                                                  BasisChoice choice) const
{
    if (config.batch <= 0 || config.steps <= 0)
        return std::nullopt;
    if (choice != BasisChoice::Estimated) {
        // Measured asks for a matching regime only; Auto falls back to a converted benchmark
        // of the same GPU, then to the model.
        if (std::optional<SpeedEstimate> fromBenchmark = measured(gpu, model, config,
                                                                  choice == BasisChoice::Auto))
            return fromBenchmark;
        if (choice == BasisChoice::Measured)
            return std::nullopt;
    }
    const std::optional<ModelTime> time = modelTime(gpu, model, SpeedSettings::fromConfig(config));
    if (!time)
        return std::nullopt;
    // The stack's factor and fixed costs, and the level of the eager-PyTorch measurements of
    // this model.
    const ModelTime onUserStack = onStack(m_parameters, *time, config.stack, config.steps,
                                          levelOf(model));
    SpeedEstimate estimate;
    estimate.secondsPerStep = onUserStack.secondsPerStep;
    estimate.secondsPerImage = onUserStack.secondsPerBatch / config.batch;
    estimate.basis = Basis::Estimated;
    const double tensor = gpu.fp16Fp32AccTflops.value_or(gpu.fp16TensorTflops.value_or(0));
    estimate.source = QStringLiteral("GPU Scout throughput model (docs/engine-speed.md): %1 "
                                     "TFLOPS FP16 tensor with FP32 accumulation, %2 GB/s, %3")
                          .arg(tensor)
                          .arg(*gpu.memoryBandwidthGbs)
                          .arg(stackName(config.stack));
    const Hardware hardware = *speedphysics::hardwareOf(gpu);
    if (hardware.rocm)
        estimate.source += QStringLiteral(" on ROCm (AMD Radeon): times %1, the ROCm rule fitted "
                                          "on the catalog's Radeon measurements")
                               .arg(m_parameters.rocmFactor, 0, 'f', 2);
    else if (hardware.cdna)
        estimate.source += QStringLiteral(" on ROCm (AMD Instinct): tensor work at %1 % of an "
                                          "NVIDIA data-centre GPU's rate (measured matmul "
                                          "ceilings, ml-engineering), other kernels times %2 "
                                          "(MLPerf v5.0 SDXL, MI325X against H200)")
                               .arg(std::lround(m_parameters.cdnaMatmulShare * 100))
                               .arg(m_parameters.cdnaKernelFactor, 0, 'f', 2);
    return estimate;
}

std::optional<double> SpeedModel::trainingStepSeconds(const Gpu &gpu, const ModelProfile &model,
                                                      const InferenceConfig &config, Task task,
                                                      bool gradientCheckpointing) const
{
    const std::optional<Hardware> hardware = speedphysics::hardwareOf(gpu);
    if (!hardware || config.batch <= 0 || model.paramsBillion <= 0)
        return std::nullopt;
    // One training step sees each sample at one timestep without guidance: a forward, a
    // backward of about twice its work, and what eager training adds around them (autocast
    // casts, the adapters' own kernels, the optimizer step), together trainingForwards forwards
    // as measured (kohya sd-scripts). Gradient checkpointing recomputes the forward once more.
    const SpeedSettings settings = SpeedSettings::fromConfig(config);
    const double passes = m_parameters.trainingForwards + (gradientCheckpointing ? 1 : 0);
    const double forward = speedphysics::forwardSeconds(m_parameters, *hardware, model,
                                                        model.paramsBillion, settings, 1);
    // Each pass pays the stack's fixed cost of a step (launches, host).
    double seconds = passes * (forward + m_parameters.stepFixedS(config.stack));
    if (task == Task::Finetune) {
        // AdamW's update streams FP32 master weights, two moments and the gradient: about
        // 32 bytes read or written per parameter.
        seconds += model.paramsBillion * 1e9 * 32
            / (m_parameters.memoryEfficiency * hardware->bandwidth);
    }
    return seconds * m_parameters.stackFactor(config.stack)
        * (hardware->rocm ? m_parameters.rocmFactor : 1.0);
}

} // namespace core
