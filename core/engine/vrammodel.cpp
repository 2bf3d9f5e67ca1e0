#include "vrammodel.h"

#include "speedmodel.h"

#include <algorithm>
#include <cmath>

namespace core {

QString fitId(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return QStringLiteral("fits");
    case Fit::Tight:
        return QStringLiteral("tight");
    case Fit::No:
        return QStringLiteral("no");
    }
    return {};
}

double latentMegapixels(const InferenceConfig &config)
{
    const double latentFrames = config.frames ? (*config.frames - 1) / 4 + 1 : 1;
    return config.width / 8.0 * (config.height / 8.0) * latentFrames / 1e6;
}

namespace {

// GPU makers' "GB" of memory are binary (a 24 GB card has 24 GiB); parameter counts times bytes
// are decimal. Every figure here is in the makers' unit, so that it compares with the card's.
constexpr double BytesPerGiB = 1073741824.0;
constexpr double GiBPerBillionBytes = 1e9 / BytesPerGiB;

// Optimizer state and master weights per trainable parameter, in bytes, plus the gradient
// in the compute precision: AdamW keeps FP32 master weights and two FP32 moments (12 B);
// 8-bit AdamW keeps the FP32 master and two 8-bit moments (6 B); Adafactor with BF16 weights
// (kohya's --full_bf16) keeps factored second moments only (~1 B).
double trainingBytesPerParam(Optimizer optimizer)
{
    const double gradient = 2;
    switch (optimizer) {
    case Optimizer::AdamW:
        return gradient + 12;
    case Optimizer::AdamW8bit:
        return gradient + 6;
    case Optimizer::Adafactor:
        return gradient + 1;
    }
    return gradient + 12;
}

} // namespace

VramRequirement vramRequired(const ModelProfile &model, const ModelProfile *refiner,
                             const Workload &workload, const Assumptions &a)
{
    const InferenceConfig &config = workload.config;
    const bool training = workload.task == Task::Lora || workload.task == Task::Finetune;
    VramRequirement r;
    r.overheadGb = a.cudaContextGb;

    const double weightBytes = bytesPerWeight(config.precision);
    r.weightsGb = (model.paramsBillion * weightBytes + a.vaeWeightsGb) * GiBPerBillionBytes;
    // diffusers' ensemble-of-experts keeps base and refiner resident; training ignores it.
    if (refiner && !training)
        r.weightsGb += refiner->paramsBillion * weightBytes * GiBPerBillionBytes;
    // Text encoders in 16 bits or FP8; unknown sizes count as nothing (documented).
    r.textEncodersGb = model.textEncoderParamsBillion.value_or(0)
        * (workload.fp8TextEncoders ? 1.0 : 2.0) * GiBPerBillionBytes;

    // Activations follow the tokens the denoiser runs on: the latent pixels of a U-Net (its
    // outer level runs there), the 2×2 patches of a transformer.
    const bool transformer = model.family != QLatin1String("unet");
    const double tokensM = latentMegapixels(config) / (transformer ? 4 : 1);
    const double perForward = a.activationCoefficient * tokensM * std::sqrt(model.paramsBillion)
        * GiBPerBillionBytes;
    const double vaeDecode = a.vaeDecodeGbPerMegapixel * config.width * config.height / 1e6
        * GiBPerBillionBytes;
    if (training) {
        const int samples = std::max(1, config.batch);
        const double factor = workload.gradientCheckpointing ? a.checkpointedActivationFactor
                                                             : a.trainActivationFactor;
        const double trainable = workload.task == Task::Lora
            ? model.paramsBillion * a.loraParamFraction
            : model.paramsBillion;
        // LoRA adapters train in FP32 with their own AdamW state; a full fine-tune follows the
        // chosen optimizer for every parameter.
        const double stateBytes = workload.task == Task::Lora
            ? 4 + trainingBytesPerParam(workload.optimizer)
            : trainingBytesPerParam(workload.optimizer);
        // One forward per sample (no guidance in training); the factors were calibrated on the
        // two-forward inference peak, hence the 2.
        r.trainingStateGb = trainable * stateBytes * GiBPerBillionBytes
            + 2 * perForward * samples * factor;
        // Latents and text embeddings are cached before training: no VAE or text encoder on the
        // GPU.
        r.textEncodersGb = 0;
    } else {
        const int forwards = SpeedModel::forwardsPerStep(model);
        r.activationsGb = std::max(perForward * forwards * config.batch, vaeDecode);
    }
    const double denoising = r.weightsGb + r.activationsGb + r.trainingStateGb;
    const double peak = workload.offloadTextEncoders ? std::max(denoising, r.textEncodersGb)
                                                     : denoising + r.textEncodersGb;
    // Rounded up to 0.1 GB: the figure shown is the figure the verdict compares.
    r.totalGb = std::ceil((r.overheadGb + peak) * 10 - 1e-9) / 10;
    return r;
}

Fit fitFor(double requiredGb, const Gpu &gpu, const Workload &workload, const Assumptions &a)
{
    if (workload.config.precision == Precision::Bf16 && gpu.bf16 == false)
        return Fit::No;
    if (requiredGb > gpu.vramGb * (1 + a.tightOverflow))
        return Fit::No;
    const double spare = (gpu.vramGb - requiredGb) / gpu.vramGb;
    return spare < a.tightHeadroom ? Fit::Tight : Fit::Fits;
}

} // namespace core
