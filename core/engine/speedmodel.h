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
    // Fitted (fitSpeedParameters on catalog 2026.11.29.1; the median benchmark series is the
    // reference software). Phenomenological: see docs/engine-speed.md for what they absorb.
    // Multiplier of dense FP16 tensor TFLOPS for data-centre and workstation cards (and GPUs
    // of unknown segment), whose listed rate is the full FP32-accumulate rate.
    double computeEfficiency = 0.3941;
    // The same for consumer cards (segment "consumer": GeForce, Radeon RX), whose listed rate
    // is the halved FP32-accumulate rate and which reach far more of it.
    double consumerComputeEfficiency = 1.5069;
    double memoryEfficiency = 3.1357; // multiplier of memory bandwidth
    double stepOverheadS = 0.01650; // fixed cost per denoising step (launches, host, scheduler)
    // Activation traffic per forward: bytes per latent token per sqrt(denoiser parameter).
    double activationBytes = 138.04;
    // VAE decode work, TFLOP per output megapixel (per frame for video). Not fitted.
    double vaeTflopPerMegapixel = 7.5;
};

// The settings one evaluation of the throughput model needs: the user's configuration or a
// benchmark's. Precision is an id: fp16, bf16, fp8, int8 (as fp8) or fp32.
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

    // The benchmark a measured figure for this GPU and model would come from, if any.
    const Benchmark *measurementFor(const Gpu &gpu, const ModelProfile &model,
                                    const InferenceConfig &config) const;

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

private:
    std::optional<ModelTime> modelTime(const Gpu &gpu, const ModelProfile &model,
                                       const SpeedSettings &settings) const;
    std::optional<SpeedEstimate> measured(const Gpu &gpu, const ModelProfile &model,
                                          const InferenceConfig &config) const;

    const Catalog &m_catalog;
    SpeedParameters m_parameters;
    QHash<QString, int> m_seriesGpuCount; // GPUs measured per benchmark series
};

} // namespace core
