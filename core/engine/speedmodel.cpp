#include "speedmodel.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <tuple>

// The throughput model. Every constant below is explained, with its source, in
// docs/engine-speed.md; the fitted ones live in SpeedParameters.
namespace core {
namespace {

// Share of a U-Net's work done per latent pixel, as a fraction of 2 × parameters: SD 1.x's
// U-Net costs 339 GMACs at a 64×64 latent (BK-SDM, arXiv:2305.15798), i.e. 2 × 0.86 B ×
// 394 "effective tokens" = 0.096 × 4096 latent pixels. Most of a U-Net's parameters sit at the
// 4× and 8× downsampled levels, so only about a tenth of the latent pixels see them all.
constexpr double UnetTokenFraction = 678e9 / (2 * 0.86e9 * 4096);
// Attention width × depth of published diffusion transformers is about 1.3 × sqrt(parameters)
// (FLUX.1 3072 × 57, SD 3.5 Large 2432 × 38, SD 3.5 Medium 1536 × 24, Wan 2.1 1.3B 1536 × 30,
// Wan 2.1 14B 5120 × 40, HunyuanVideo 3072 × 60).
constexpr double AttentionWidthDepthPerSqrtParam = 1.3;
// Where a GPU has no specs but a measurement, the model's ratio between two configurations is
// taken on this nominal GPU: only the ratio is used, and it depends little on the GPU.
constexpr double NominalTflops = 100;
constexpr double NominalBandwidthGbs = 1000;

enum class Math { Half, Eight, Single };

Math mathOf(const QString &precision)
{
    if (precision == QLatin1String("fp8") || precision == QLatin1String("int8"))
        return Math::Eight;
    if (precision == QLatin1String("fp32"))
        return Math::Single;
    return Math::Half;
}

bool isTransformer(const ModelProfile &model)
{
    return model.family != QLatin1String("unet");
}

int latentFrames(const ModelProfile &model, const SpeedSettings &settings)
{
    if (model.kind != QLatin1String("video"))
        return 1;
    const int frames = settings.frames.value_or(model.defaultFrames.value_or(1));
    return std::max(1, (frames - 1) / 4 + 1); // causal video VAE: 4× temporal compression
}

int pixelFrames(const ModelProfile &model, const SpeedSettings &settings)
{
    if (model.kind != QLatin1String("video"))
        return 1;
    return std::max(1, settings.frames.value_or(model.defaultFrames.value_or(1)));
}

struct Hardware
{
    double halfRate = 0; // FLOP/s, dense FP16 tensor datasheet rate
    double bandwidth = 0; // B/s
    bool fp8 = false;
    bool consumer = false; // segment "consumer": its own compute efficiency
};

double efficiencyOf(const SpeedParameters &parameters, const Hardware &hardware)
{
    return hardware.consumer ? parameters.consumerComputeEfficiency : parameters.computeEfficiency;
}

// Seconds per step of the whole batch for one denoiser, without the fixed overhead.
double denoiserStepSeconds(const SpeedParameters &parameters, const Hardware &hardware,
                           const ModelProfile &model, double paramsBillion,
                           const SpeedSettings &settings, int forwards)
{
    const double params = paramsBillion * 1e9;
    const double latentPixels = (settings.width / 8.0) * (settings.height / 8.0);
    const double batch = double(forwards) * settings.batch;

    double computeTokens = 0; // tokens that see every parameter
    double activationTokens = 0; // tokens whose activations stream through memory
    double attentionFlops = 0; // per forward of one item
    if (isTransformer(model)) {
        computeTokens = latentPixels / 4 * latentFrames(model, settings); // 2×2 patches
        activationTokens = computeTokens;
        attentionFlops = 4 * computeTokens * computeTokens * AttentionWidthDepthPerSqrtParam
            * std::sqrt(params);
    } else {
        computeTokens = latentPixels * UnetTokenFraction;
        activationTokens = latentPixels; // the outer levels run at full latent resolution
    }
    const double flops = batch * (2 * params * computeTokens + attentionFlops);

    double rate = hardware.halfRate;
    double weightBytes = 2;
    switch (mathOf(settings.precision)) {
    case Math::Eight:
        // Without FP8 tensor cores the weights are dequantised to FP16 for every GEMM: the
        // math and the traffic of the GEMMs are those of FP16 (it saves memory, not time).
        if (hardware.fp8) {
            weightBytes = 1;
            rate *= 2;
        }
        break;
    case Math::Single:
        weightBytes = 4;
        rate /= 2; // TF32 tensor math
        break;
    case Math::Half:
        break;
    }
    const double bytes = params * weightBytes
        + batch * activationTokens * parameters.activationBytes * std::sqrt(params);

    // Compute and memory time add: the kernels of a diffusion step alternate between
    // tensor-bound GEMMs and bandwidth-bound normalisation/elementwise passes, which overlap
    // little in eager PyTorch (the sum fits the benchmarks better than the max).
    return flops / (efficiencyOf(parameters, hardware) * rate)
        + bytes / (parameters.memoryEfficiency * hardware.bandwidth);
}

// Consumer cards (GeForce, Radeon RX) get their own compute efficiency; workstation,
// data-centre and unknown-segment cards share the other (docs/engine-speed.md).
bool isConsumer(const Gpu &gpu)
{
    return gpu.segment == QLatin1String("consumer");
}

std::optional<Hardware> hardwareOf(const Gpu &gpu)
{
    if (!gpu.fp16TensorTflops || !gpu.memoryBandwidthGbs || *gpu.fp16TensorTflops <= 0
        || *gpu.memoryBandwidthGbs <= 0)
        return std::nullopt;
    return Hardware{*gpu.fp16TensorTflops * 1e12, *gpu.memoryBandwidthGbs * 1e9,
                    gpu.fp8.value_or(false), isConsumer(gpu)};
}

std::optional<ModelTime> timeOn(const SpeedParameters &parameters, const Hardware &hardware,
                                const ModelProfile &model, const ModelProfile *refiner,
                                const SpeedSettings &settings)
{
    if (settings.steps <= 0 || settings.batch <= 0 || settings.width <= 0 || settings.height <= 0
        || model.paramsBillion <= 0)
        return std::nullopt;
    const int forwards = SpeedModel::forwardsPerStep(model);
    const double baseStep = denoiserStepSeconds(parameters, hardware, model, model.paramsBillion,
                                                settings, forwards)
        + parameters.stepOverheadS;
    int refinerSteps = 0;
    double refinerStep = 0;
    if (refiner && model.refinerFraction && refiner->paramsBillion > 0) {
        refinerSteps = int(std::lround(settings.steps * *model.refinerFraction));
        refinerStep = denoiserStepSeconds(parameters, hardware, *refiner, refiner->paramsBillion,
                                          settings, forwards)
            + parameters.stepOverheadS;
    }
    const double steps = (settings.steps - refinerSteps) * baseStep + refinerSteps * refinerStep;
    const double megapixels = settings.width * double(settings.height) / 1e6;
    const double vae = parameters.vaeTflopPerMegapixel * 1e12 * megapixels
        * pixelFrames(model, settings) * settings.batch
        / (efficiencyOf(parameters, hardware) * hardware.halfRate);
    return ModelTime{steps / settings.steps, steps + vae};
}

bool samePrecisionClass(const QString &a, const QString &b)
{
    return mathOf(a) == mathOf(b);
}

} // namespace

SpeedSettings SpeedSettings::fromConfig(const InferenceConfig &config)
{
    return {config.width, config.height, config.steps,
            config.batch, config.frames, precisionId(config.precision)};
}

SpeedSettings SpeedSettings::fromBenchmark(const Benchmark &benchmark)
{
    return {benchmark.width, benchmark.height, benchmark.steps,
            benchmark.batch, benchmark.frames, benchmark.precision};
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
}

int SpeedModel::forwardsPerStep(const ModelProfile &model)
{
    // Guidance-distilled or guidance-free models run one forward per step; everything else
    // runs classifier-free guidance (a conditional and an unconditional forward).
    if (model.id.startsWith(QLatin1String("flux1-")) || model.id.contains(QLatin1String("turbo"))
        || model.id.startsWith(QLatin1String("hunyuanvideo")))
        return 1;
    return 2;
}

std::optional<ModelTime> SpeedModel::modelTime(const SpeedParameters &parameters, const Gpu &gpu,
                                               const ModelProfile &model,
                                               const ModelProfile *refiner,
                                               const SpeedSettings &settings)
{
    const std::optional<Hardware> hardware = hardwareOf(gpu);
    if (!hardware)
        return std::nullopt;
    return timeOn(parameters, *hardware, model, refiner, settings);
}

std::optional<ModelTime> SpeedModel::modelTime(const Gpu &gpu, const ModelProfile &model,
                                               const SpeedSettings &settings) const
{
    const ModelProfile *refiner = model.refiner.isEmpty() ? nullptr
                                                          : m_catalog.model(model.refiner);
    return modelTime(m_parameters, gpu, model, refiner, settings);
}

const Benchmark *SpeedModel::measurementFor(const Gpu &gpu, const ModelProfile &model,
                                            const InferenceConfig &config) const
{
    const QString precision = precisionId(config.precision);
    const Benchmark *best = nullptr;
    std::tuple<int, int, int, int, int> bestKey;
    for (const Benchmark &benchmark : m_catalog.benchmarks) {
        if (benchmark.gpu != gpu.id || benchmark.model != model.id || benchmark.value <= 0)
            continue;
        // Lower is better, in this order: a series comparing several GPUs, the same precision
        // class, resolution, batch and frame count. Ties keep the catalog's order.
        const auto key = std::make_tuple(
            m_seriesGpuCount.value(benchmark.series) >= 2 ? 0 : 1,
            samePrecisionClass(benchmark.precision, precision) ? 0 : 1,
            benchmark.width == config.width && benchmark.height == config.height ? 0 : 1,
            benchmark.batch == config.batch ? 0 : 1, benchmark.frames == config.frames ? 0 : 1);
        if (!best || key < bestKey) {
            best = &benchmark;
            bestKey = key;
        }
    }
    return best;
}

std::optional<SpeedEstimate> SpeedModel::measured(const Gpu &gpu, const ModelProfile &model,
                                                  const InferenceConfig &config) const
{
    const Benchmark *benchmark = measurementFor(gpu, model, config);
    if (!benchmark)
        return std::nullopt;
    const SpeedSettings benchSettings = SpeedSettings::fromBenchmark(*benchmark);
    const SpeedSettings userSettings = SpeedSettings::fromConfig(config);

    // The model supplies only the ratio between the user's and the benchmark's settings on
    // this GPU; on a GPU without specs it is taken on a nominal GPU.
    std::optional<Hardware> hardware = hardwareOf(gpu);
    if (!hardware)
        hardware = Hardware{NominalTflops * 1e12, NominalBandwidthGbs * 1e9,
                            gpu.fp8.value_or(false), isConsumer(gpu)};
    const ModelProfile *refiner = model.refiner.isEmpty() ? nullptr
                                                          : m_catalog.model(model.refiner);
    const std::optional<ModelTime> atBenchmark = timeOn(m_parameters, *hardware, model, refiner,
                                                        benchSettings);
    const std::optional<ModelTime> atUser = timeOn(m_parameters, *hardware, model, refiner,
                                                   userSettings);
    if (!atBenchmark || !atUser)
        return std::nullopt;

    // The measurement against the model's figure for the same quantity at the benchmark's
    // settings: iterations/s are steps of the whole batch; seconds per image or batch and
    // images/s (per GPU) cover all steps and the VAE decode.
    double factor = 1;
    switch (benchmark->metric) {
    case BenchmarkMetric::IterationsPerSecond:
        factor = (1 / benchmark->value) / atBenchmark->secondsPerStep;
        break;
    case BenchmarkMetric::SecondsPerBatch:
        factor = benchmark->value / atBenchmark->secondsPerBatch;
        break;
    case BenchmarkMetric::SecondsPerImage:
        factor = benchmark->value * benchmark->batch / atBenchmark->secondsPerBatch;
        break;
    case BenchmarkMetric::ImagesPerSecond:
        factor = (benchmark->batch / benchmark->value) / atBenchmark->secondsPerBatch;
        break;
    }
    SpeedEstimate estimate;
    estimate.secondsPerStep = atUser->secondsPerStep * factor;
    estimate.secondsPerImage = atUser->secondsPerBatch * factor / config.batch;
    estimate.basis = Basis::Measured;
    estimate.source = benchmark->source;
    estimate.series = benchmark->series;
    return estimate;
}

std::optional<SpeedEstimate> SpeedModel::estimate(const Gpu &gpu, const ModelProfile &model,
                                                  const InferenceConfig &config,
                                                  BasisChoice choice) const
{
    if (config.batch <= 0 || config.steps <= 0)
        return std::nullopt;
    if (choice != BasisChoice::Estimated) {
        if (std::optional<SpeedEstimate> fromBenchmark = measured(gpu, model, config))
            return fromBenchmark;
        if (choice == BasisChoice::Measured)
            return std::nullopt;
    }
    const std::optional<ModelTime> time = modelTime(gpu, model, SpeedSettings::fromConfig(config));
    if (!time)
        return std::nullopt;
    SpeedEstimate estimate;
    estimate.secondsPerStep = time->secondsPerStep;
    estimate.secondsPerImage = time->secondsPerBatch / config.batch;
    estimate.basis = Basis::Estimated;
    estimate.source = QStringLiteral(
                          "GPU Scout throughput model (docs/engine-speed.md): %1 TFLOPS, %2 GB/s")
                          .arg(*gpu.fp16TensorTflops)
                          .arg(*gpu.memoryBandwidthGbs);
    return estimate;
}

std::optional<double> SpeedModel::trainingStepSeconds(const Gpu &gpu, const ModelProfile &model,
                                                      const InferenceConfig &config, Task task,
                                                      bool gradientCheckpointing) const
{
    const std::optional<Hardware> hardware = hardwareOf(gpu);
    if (!hardware || config.batch <= 0 || model.paramsBillion <= 0)
        return std::nullopt;
    // One training step sees each sample at one timestep without guidance: a forward, and a
    // backward of about twice its work (gradients for activations and, for a full fine-tune,
    // weights; LoRA still backpropagates through the frozen weights). Gradient checkpointing
    // recomputes the forward once more.
    const SpeedSettings settings = SpeedSettings::fromConfig(config);
    const double passes = gradientCheckpointing ? 4 : 3;
    const double forward = denoiserStepSeconds(m_parameters, *hardware, model, model.paramsBillion,
                                               settings, 1);
    double seconds = passes * (forward + m_parameters.stepOverheadS);
    if (task == Task::Finetune) {
        // AdamW's update streams FP32 master weights, two moments and the gradient: about
        // 32 bytes read or written per parameter.
        seconds += model.paramsBillion * 1e9 * 32
            / (m_parameters.memoryEfficiency * hardware->bandwidth);
    }
    return seconds;
}

} // namespace core
