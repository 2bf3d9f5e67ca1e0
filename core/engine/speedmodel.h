#pragma once

#include "workload.h"

#include <core/catalog/catalog.h>

#include <QList>
#include <QString>

#include <optional>

namespace core {

// The throughput model's global parameters, fitted to the catalog's benchmarks (see
// docs/engine-model.md). There is no per-GPU correction.
struct SpeedParameters
{
    double computeEfficiency = 0.45; // fraction of dense FP16 tensor TFLOPS reached
    double memoryEfficiency = 0.7;   // fraction of memory bandwidth reached
    double stepOverheadS = 0.004;    // fixed cost per denoising step (launches, scheduler)
};

struct SpeedEstimate
{
    double secondsPerStep = 0;  // one denoising step of the whole batch
    double secondsPerImage = 0; // all steps of a batch (and the VAE decode) / batch size
    Basis basis = Basis::Estimated;
    QString source;             // the benchmark's source, or the model's description
    QString series;             // the benchmark series a measured figure comes from
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

private:
    const Catalog &m_catalog;
    SpeedParameters m_parameters;
};

} // namespace core
