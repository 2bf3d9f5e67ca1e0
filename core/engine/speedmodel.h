#pragma once

#include "workload.h"

#include <core/catalog/catalog.h>

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace core {

// The throughput model's global parameters, fitted to the catalog's benchmarks (see
// docs/engine-speed.md; core/engine/calibration.cpp reproduces the defaults). They describe
// the reference software (a common UI: diffusers/ComfyUI with PyTorch SDPA). There is no
// per-GPU correction.
struct SpeedParameters
{
    // Fitted by fitSpeedParameters on catalog 2026.12.05 (158 benchmarks: 155 NVIDIA rows in the
    // shared fit, 3 AMD rows for rocmFactor)
    // (docs/engine-speed.md), normalised so the eager-PyTorch series are the reference software.
    // Every GPU shares them: there is no product-line constant; the specs (tensor and FP32 rates,
    // bandwidth, L2, TDP, process node) explain the differences between GPUs.
    double computeEfficiency = 2.0392; // multiplier of the FP32-accumulate tensor rate
    double memoryEfficiency = 1.5976; // multiplier of memory bandwidth
    double stepOverheadS = 0.00945; // fixed cost per denoising step (launches, host, scheduler)
    // Activation traffic per forward: bytes per latent token per sqrt(denoiser parameter).
    double activationBytes = 80.63;
    // Non-tensor work per forward: FP32 FLOPs per latent token per sqrt(denoiser parameter).
    double vectorFlops = 422.5;
    // Utilisation: latent rows per tensor TFLOPS at which a GPU is half busy.
    double rowsPerTflops = 33.81;
    // The L2 size (MB) that keeps half of the activation traffic on chip.
    double l2HalfMb = 326.86;
    // Board power (W) per TFLOPS of the die's full (FP16-accumulate) tensor rate needed to
    // hold the boost clock.
    double powerWattsPerTflops = 3.3611;
    // Energy per operation follows the die's process node: the power needed scales with
    // (process nm / 7)^this, 7 nm (the A100's TSMC N7) being the reference of κ above.
    double powerNodeExponent = 2.6872;
    // Forward-pass equivalents of one training step (forward, backward, optimizer, the
    // adapters' and autocast's extra kernels), set from a kohya sd-scripts measurement
    // (docs/engine-speed.md, "Training step"): an SDXL LoRA at 1024², batch 1, on an RTX
    // 3090 Ti takes 1.12 s/it = 8.35 × this model's forward. Gradient checkpointing adds one.
    double trainingForwards = 8.35;
    // Time multiplier of every step and decode on an AMD Radeon GPU (ROCm's build of the same
    // software: MIOpen convolutions, attention without CUDA's FlashAttention kernels), the
    // median of the catalog's Radeon measurements against the model and their series' NVIDIA
    // rows (fitSpeedParameters). The estimate says so.
    double rocmFactor = 2.191;
    // The share of an NVIDIA data-centre part's matmul rate that an AMD Instinct (CDNA) GPU of
    // the same listed rate and sustained clock reaches: the measured matmul ceilings (MAMF ÷
    // datasheet dense BF16) of the CDNA parts over those of NVIDIA's data-centre parts, each
    // divided by this model's sustained clock (stas00/ml-engineering, docs/engine-speed.md,
    // "The CDNA rule"). It scales their tensor work; rocmFactor does not apply. Not fitted.
    double cdnaMatmulShare = 0.686;
    // Time multiplier of the non-tensor work (FP32 kernels and memory traffic) on an Instinct
    // (CDNA) GPU, whose listed packed-FP32 rate and Infinity Cache overstate what ROCm's
    // normalisation and elementwise kernels get: what the MLPerf Inference v5.0 SDXL ratio
    // MI325X / H200 (the one like-for-like CDNA diffusion measurement) leaves after the matmul
    // share (docs/engine-speed.md, "The CDNA rule"). Not fitted on the catalog.
    double cdnaKernelFactor = 2.85;
    // VAE decode work, TFLOP per output megapixel (per frame for video). Not fitted.
    double vaeTflopPerMegapixel = 7.5;
    // Time multiplier of each software stack against eager PyTorch (benchmarkStackIds()),
    // the median of its series' fitted scales. A stack not listed counts as 1.
    QHash<QString, double> stackFactors = defaultStackFactors();
    // Time multiplier of an estimate for each model at least three eager-PyTorch series
    // measured: the median of their scales, over the reference (all eager-PyTorch series). It
    // sets an estimate's level from the software that measured the model, not from series of
    // other models and years. A model not listed takes the level of a listed one with the same
    // network (SpeedModel::levelOf), else 1.
    QHash<QString, double> modelLevels = defaultModelLevels();

    static QHash<QString, double> defaultStackFactors();
    static QHash<QString, double> defaultModelLevels();
    double stackFactor(const QString &stack) const { return stackFactors.value(stack, 1.0); }
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

// What the throughput model alone predicts for a whole batch.
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

    // Denoiser forward passes per step: 2 with classifier-free guidance, 1 for
    // guidance-distilled models (FLUX.1, SD 3.5 Large Turbo, HunyuanVideo).
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
