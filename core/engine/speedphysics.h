#pragma once

#include "speedmodel.h"

#include <core/catalog/catalog.h>

#include <optional>

// The throughput model's physics (docs/engine-speed.md): one denoising step as tensor work at
// the sustained FP32-accumulate rate with batch-dependent utilisation, non-tensor work at the
// FP32 rate, and memory traffic through the L2. The stack's fixed costs are SpeedModel::onStack's.
namespace core::speedphysics {

struct Hardware
{
    double tensorRate = 0; // FLOP/s, dense FP16 tensor with FP32 accumulation, at boost
    double fullTensorRate = 0; // FLOP/s, the die's dense FP16 tensor rate with FP16 accumulation
    double vectorRate = 0; // FLOP/s, non-tensor FP32 at boost, read at 64 lanes per SM
    double bandwidth = 0; // B/s
    double l2Mb = 0; // 0 when unknown: no cache credit
    double tdpW = 0; // 0 when unknown: no power limit
    double processNm = 0; // 0 when unknown: the reference node
    bool fp8 = false;
    // An AMD Radeon (RDNA) GPU: the software is ROCm's consumer build (rocmFactor).
    bool rocm = false;
    // An AMD Instinct (CDNA) GPU: tensor work at SpeedParameters::cdnaMatmulShare of the rate
    // an NVIDIA data-centre part of the same specs reaches (measured matmul ceilings).
    bool cdna = false;
};

// Nothing when the GPU lacks a tensor rate or memory bandwidth. A GPU without an FP32 figure
// takes 1/16 of its tensor rate (the data-centre ratio, the slow end); one with 128 FP32 lanes
// per SM counts half its FP32 rate for non-tensor work, which is bound by instruction issue.
std::optional<Hardware> hardwareOf(const Gpu &gpu);

// A nominal GPU for ratios between two configurations on a GPU without specs.
Hardware nominalHardware(bool fp8);

// The fraction of the boost clock held under the power limit: (TDP / needed)^(1/3), at most 1,
// where needed = powerWattsPerTflops × the die's full (FP16-accumulate) tensor TFLOPS, twice the
// FP32-accumulate rate on GeForce-class dies (dynamic power ∝ f·V², V ∝ f), × (process nm /
// 7)^powerNodeExponent (energy per operation falls with the node).
double sustainedClockFraction(const SpeedParameters &parameters, const Hardware &hardware);

// The model's time at `settings`: per step of the whole batch, and the whole batch with the
// VAE decode. Nothing for impossible settings.
std::optional<ModelTime> timeOn(const SpeedParameters &parameters, const Hardware &hardware,
                                const ModelProfile &model, const ModelProfile *refiner,
                                const SpeedSettings &settings);

// One forward pass of the denoiser over `forwards × batch` items, without the overhead.
double forwardSeconds(const SpeedParameters &parameters, const Hardware &hardware,
                      const ModelProfile &model, double paramsBillion,
                      const SpeedSettings &settings, int forwards);

} // namespace core::speedphysics
