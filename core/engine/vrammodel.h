#pragma once

#include "workload.h"

#include <core/catalog/catalog.h>

namespace core {

enum class Fit { Fits, Tight, No };
QString fitId(Fit fit);

// The GPU memory a workload needs on one GPU, by component. A multi-GPU offer does not pool
// memory for one image (or, in data-parallel training, for one replica).
struct VramRequirement
{
    double weightsGb = 0; // denoiser (+ refiner) resident weights, VAE
    double textEncodersGb = 0; // peak while encoding the prompt (alone when offloaded)
    double activationsGb = 0; // denoising activations for the batch, or the VAE decode peak
    double trainingStateGb = 0; // gradients, optimizer state, stored activations for backward
    double overheadGb = 0; // CUDA context and allocator slack
    double totalGb = 0;
};

VramRequirement vramRequired(const ModelProfile &model, const ModelProfile *refiner,
                             const Workload &workload, const Assumptions &assumptions);

// fits, tight (under the headroom fraction spare) or no; a GPU that lacks the precision the
// workload asks for (BF16, say) does not fit either.
Fit fitFor(double requiredGb, const Gpu &gpu, const Workload &workload,
           const Assumptions &assumptions);

// Latent pixels (in millions) of one sample: 8× VAE downsampling, and for video the
// 4× temporal compression of current video VAEs.
double latentMegapixels(const InferenceConfig &config);

} // namespace core
