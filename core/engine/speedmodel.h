#pragma once

#include "workload.h"

#include <core/catalog/catalog.h>

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace core {

// What the throughput model knows of one diffusion model beyond its catalog profile
// (resources/engine/speed-parameters.json, "models"). A model the file does not list runs
// classifier-free guidance and has its U-Net work estimated from its parameter count.
struct ModelSpeedFacts
{
    // Denoiser forwards per step: 2 with classifier-free guidance, 1 for guidance-distilled
    // models (FLUX.1, SD 3.5 Large Turbo, HunyuanVideo).
    int forwardsPerStep = 2;
    // One U-Net forward of one item at its native latent, counted layer by layer from its
    // diffusers configuration (docs/engine-speed.md, "U-Net work"); zero when not counted.
    double unetDenseMacs = 0;
    double unetAttentionMacs = 0; // at the head size the fused attention kernel runs
    double unetNativeLatentPixels = 0;
};

// The catalog a parameter file was fitted on and how many of its benchmarks set it.
struct SpeedFitStamp
{
    QString catalogVersion;
    int rows = 0; // benchmarks in the shared fit (NVIDIA GPUs)
    int rocmRows = 0; // AMD Radeon benchmarks that set rocmFactor
};

// The throughput model's parameters, read from resources/engine/speed-parameters.json
// (SpeedParameterFile; `gpuscout-cli calibration --write` regenerates it from a fresh fit of
// core/engine/calibration.cpp). docs/engine-speed.md lists each one with the data that fixes it.
// They describe the reference software (eager PyTorch with SDPA) on every GPU alike: there is
// no per-GPU correction and no product-line constant.
struct SpeedParameters
{
    // The bundled parameters, read once from the resource.
    SpeedParameters();
    // Every number zero and every table empty: what a parameter document is read into.
    static SpeedParameters blank();

    SpeedFitStamp fittedOn;

    // Fitted (fitSpeedParameters), normalised so the eager-PyTorch series are the reference.
    double computeEfficiency = 0; // multiplier of the FP32-accumulate tensor rate
    double memoryEfficiency = 0; // multiplier of memory bandwidth
    // Activation traffic per forward: bytes per latent token per sqrt(denoiser parameter).
    double activationBytes = 0;
    // Non-tensor work per forward: FP32 FLOPs per latent token per sqrt(denoiser parameter).
    double vectorFlops = 0;
    // Utilisation: latent rows per tensor TFLOPS at which a GPU is half busy.
    double rowsPerTflops = 0;
    // The L2 size (MB) that keeps half of the activation traffic on chip.
    double l2HalfMb = 0;
    // Board power (W) per TFLOPS of the die's full (FP16-accumulate) tensor rate needed to
    // hold the boost clock.
    double powerWattsPerTflops = 0;
    // The power needed scales with (process nm / 7)^this, 7 nm (the A100's N7) the reference.
    double powerNodeExponent = 0;
    // Time multiplier of every step and decode on an AMD Radeon GPU (ROCm's build of the same
    // software), the median of the catalog's Radeon rows against the model and their series.
    double rocmFactor = 0;

    // Set from single measurements, not by the fit (docs/engine-speed.md gives each source).
    // Forward-pass equivalents of one training step (kohya sd-scripts, SDXL LoRA on a 3090 Ti).
    double trainingForwards = 0;
    // The share of an NVIDIA data-centre part's matmul rate an AMD Instinct (CDNA) GPU of the
    // same listed rate and clock reaches (ml-engineering MAMF). rocmFactor does not apply.
    double cdnaMatmulShare = 0;
    // Time multiplier of the non-tensor work on an Instinct GPU (MLPerf v5.0 SDXL, MI325X/H200).
    double cdnaKernelFactor = 0;
    // VAE decode work, TFLOP per output megapixel (per frame for video).
    double vaeTflopPerMegapixel = 0;

    // Time multiplier of each software stack's GPU work against eager PyTorch
    // (benchmarkStackIds()), the median of its series' fitted scales. A stack not listed
    // counts as 1.
    QHash<QString, double> stackFactors;
    // Each stack's fixed costs in seconds, which do not shrink with the GPU: per denoising step
    // (kernel launches, the scheduler, Python) and per generation call (text encoders, pipeline
    // set-up, image conversion). Fitted with the physics; a stack not listed takes PyTorch's.
    QHash<QString, double> stackStepS;
    QHash<QString, double> stackCallS;
    // Time multiplier of an estimate for each model at least three eager-PyTorch series
    // measured: the median of their scales. A model not listed takes the level of a listed
    // one with the same network (SpeedModel::levelOf), else 1.
    QHash<QString, double> modelLevels;
    // Per-model facts by model id; not fitted.
    QHash<QString, ModelSpeedFacts> models;

    double stackFactor(const QString &stack) const { return stackFactors.value(stack, 1.0); }
    double stepFixedS(const QString &stack) const
    {
        return stackStepS.value(stack, stackStepS.value(QStringLiteral("pytorch")));
    }
    double callFixedS(const QString &stack) const
    {
        return stackCallS.value(stack, stackCallS.value(QStringLiteral("pytorch")));
    }
    ModelSpeedFacts factsOf(const QString &modelId) const { return models.value(modelId); }

private:
    struct BlankTag
    {
    };
    explicit SpeedParameters(BlankTag) { }
};

// The settings one evaluation of the throughput model needs: the user's configuration or a
// benchmark's. Precision is an id: fp16, bf16, fp8 (FP8 compute), int8 (as fp8), fp8-weights
// (FP8 storage, 16-bit math), nf4 (4-bit storage, 16-bit math) or fp32.
struct SpeedSettings
{
    int width = 1024;
    int height = 1024;
    int steps = 30;
    int batch = 1;
    std::optional<int> frames;
    QString precision = QStringLiteral("fp16");

    static SpeedSettings fromConfig(const InferenceConfig &config);
    static SpeedSettings fromBenchmark(const Benchmark &benchmark);
};

// The GPU's work alone, on the reference software (eager PyTorch), without the stack's fixed
// costs (SpeedModel::onStack adds them).
struct ModelTime
{
    double secondsPerStep = 0; // one denoising step of the whole batch
    double secondsPerBatch = 0; // all steps and the VAE decode of the whole batch
};

struct SpeedEstimate
{
    double secondsPerStep = 0; // one denoising step of the whole batch
    double secondsPerImage = 0; // all steps of a batch (and the VAE decode) / batch size
    Basis basis = Basis::Estimated;
    QString source; // the benchmark's source, or the model's description
    QString series; // the benchmark series a measured figure comes from
    // Set when a benchmark of another stack or regime was converted to the user's stack by the
    // fitted stack factors: the benchmark's stack. The basis is then estimated.
    QString convertedFrom;
};

// Seconds per denoising step and per image for a GPU, a model and a configuration. Measured
// when a comparable benchmark exists (scaled for steps, resolution and batch), otherwise
// estimated from the GPU's specs by a roofline over FP16 tensor throughput and memory
// bandwidth. Returns nothing when neither is possible (an unknown stays unknown).
class SpeedModel final
{
public:
    explicit SpeedModel(const Catalog &catalog, SpeedParameters parameters = {});

    std::optional<SpeedEstimate> estimate(const Gpu &gpu, const ModelProfile &model,
                                          const InferenceConfig &config,
                                          BasisChoice choice = BasisChoice::Auto) const;

    // Seconds per optimizer step when training `model` (LoRA or full fine-tune) at `config`.
    std::optional<double> trainingStepSeconds(const Gpu &gpu, const ModelProfile &model,
                                              const InferenceConfig &config, Task task,
                                              bool gradientCheckpointing) const;

    const SpeedParameters &parameters() const { return m_parameters; }

    // The benchmark a measured figure for this GPU and model would come from, if any: the
    // best-matching one, and among equally good ones the median of what they say against the
    // model (for an even count the slower middle one). A benchmark of another stack or a
    // throughput run is returned only with allowConverted.
    const Benchmark *measurementFor(const Gpu &gpu, const ModelProfile &model,
                                    const InferenceConfig &config,
                                    bool allowConverted = true) const;

    // The throughput model alone (basis estimated, reference software), without looking at
    // benchmarks. `refiner` runs the model's last refiner_fraction of the steps when given.
    // Nothing when the GPU lacks FP16 tensor TFLOPS or memory bandwidth.
    static std::optional<ModelTime> modelTime(const SpeedParameters &parameters, const Gpu &gpu,
                                              const ModelProfile &model,
                                              const ModelProfile *refiner,
                                              const SpeedSettings &settings);

    // The time on `stack`: the GPU's work times the stack's factor and `level`, plus the
    // stack's fixed costs per step and per generation call.
    static ModelTime onStack(const SpeedParameters &parameters, const ModelTime &gpuWork,
                             const QString &stack, int steps, double level);

    // Denoiser forward passes per step under the bundled parameters' model facts.
    static int forwardsPerStep(const ModelProfile &model);

    // The level of the model's estimates (SpeedParameters::modelLevels): its own, else that of
    // a model with the same network (family and parameter count: FLUX.1 schnell takes dev's,
    // SDXL with its refiner SDXL's), else 1.
    double levelOf(const ModelProfile &model) const;

private:
    std::optional<ModelTime> modelTime(const Gpu &gpu, const ModelProfile &model,
                                       const SpeedSettings &settings) const;
    // The model's time at `settings` on this GPU, or on a nominal GPU when it lacks specs: the
    // ratio a measurement is scaled by.
    std::optional<ModelTime> ratioTime(const Gpu &gpu, const ModelProfile &model,
                                       const SpeedSettings &settings) const;
    // A benchmark's figure over the model's for the same quantity at its settings on its GPU.
    std::optional<double> measuredOverModel(const Benchmark &benchmark, const Gpu &gpu,
                                            const ModelProfile &model) const;
    std::optional<SpeedEstimate> measured(const Gpu &gpu, const ModelProfile &model,
                                          const InferenceConfig &config, bool allowConverted) const;
    bool matchesRegime(const Benchmark &benchmark, const InferenceConfig &config) const;

    const Catalog &m_catalog;
    SpeedParameters m_parameters;
    QHash<QString, int> m_seriesGpuCount; // GPUs measured per benchmark series
    QHash<QString, double> m_levels; // levelOf() of each catalog model
};

} // namespace core
