#include "speedphysics.h"

#include <algorithm>
#include <cmath>

namespace core::speedphysics {
namespace {

// U-Net FLOPs of a model without a counted configuration: the effective share of latent pixels
// that meets every parameter, from SD 1.x's 339 GMACs per forward at a 64×64 latent (BK-SDM,
// arXiv:2305.15798).
constexpr double UnetTokenFraction = 0.096;
// Attention width × depth ≈ 1.3·√parameters, read off published transformer configurations.
constexpr double AttentionWidthDepthPerSqrtParam = 1.3;
constexpr double NominalTflops = 100;
constexpr double NominalBandwidthGbs = 1000;
// Without an FP32 figure: the data-centre ratio of FP32 to tensor rate (A100 19.5 / 312).
constexpr double FallbackVectorShare = 1.0 / 16;
// The process node κ (powerWattsPerTflops) refers to: TSMC N7, the A100's.
constexpr double ReferenceNodeNm = 7;
// FP32 results per SM and clock that four schedulers, each issuing one 32-wide warp instruction
// per clock, sustain when at most half the instructions are FP32: the FP32 width of Volta,
// Turing and GA100 SMs (CUDA C++ Programming Guide, arithmetic instruction throughput).
constexpr int IssueLanesPerSm = 64;
// Between the half (4) and full (8) dense FP16 tensor FLOPs per FP32 FLOP at the issue width.
constexpr double HalfRateTensorPerIssueFlop = 6;

// Half: 16-bit weights and math. Eight: FP8 (or INT8) GEMMs on FP8 tensor cores. Fp8Weights and
// FourBit: weights stored in FP8 or 4 bits, cast to 16 bits for every layer, 16-bit math.
enum class Math { Half, Eight, Fp8Weights, FourBit, Single };

Math mathOf(const QString &precision)
{
    if (precision == QLatin1String("fp8") || precision == QLatin1String("int8"))
        return Math::Eight;
    if (precision == QLatin1String("fp8-weights"))
        return Math::Fp8Weights;
    if (precision == QLatin1String("nf4"))
        return Math::FourBit;
    if (precision == QLatin1String("fp32"))
        return Math::Single;
    return Math::Half;
}

// Weight bytes a forward moves when stored weights are cast to 16 bits layer by layer (ComfyUI's
// and Forge's FP8 weights, bitsandbytes NF4, GGUF): the cast reads the stored bytes and writes a
// 16-bit copy, which the GEMM reads again.
double castWeightBytes(double storedBytes)
{
    return storedBytes + 2 + 2;
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

// Whether an NVIDIA GPU's FP32-accumulate tensor figure is half its die's rate. Volta, Turing,
// GA10x and Ada SMs run dense FP16 tensor math at 1,024 FLOPs per clock at full rate, 512 at
// half, against 128 FP32 FLOPs at the issue width: 8 or 4 tensor FLOPs per FP32 FLOP (GA100's
// 2,048 per clock give 16, Hopper's about 30).
// Without an FP32 figure and lane count, the GeForce cards are the ones at half rate.
bool listsHalfRate(const Gpu &gpu, double tensorTflops)
{
    if (gpu.vendor != QLatin1String("NVIDIA"))
        return false;
    // A figure no higher than the FP32 rate is no tensor rate at all (Pascal's GP104 computes
    // half-precision GEMMs in FP32): nothing to halve.
    if (gpu.fp32Tflops && tensorTflops <= *gpu.fp32Tflops)
        return false;
    if (!gpu.fp32Tflops || !gpu.fp32LanesPerSm || *gpu.fp32Tflops <= 0)
        return gpu.segment == QLatin1String("consumer");
    const double issueTflops = *gpu.fp32Tflops * IssueLanesPerSm
        / std::max(IssueLanesPerSm, *gpu.fp32LanesPerSm);
    return tensorTflops / issueTflops < HalfRateTensorPerIssueFlop;
}

} // namespace

std::optional<Hardware> hardwareOf(const Gpu &gpu)
{
    const std::optional<double> tensor = gpu.fp16Fp32AccTflops ? gpu.fp16Fp32AccTflops
                                                               : gpu.fp16TensorTflops;
    if (!tensor || !gpu.memoryBandwidthGbs || *tensor <= 0 || *gpu.memoryBandwidthGbs <= 0)
        return std::nullopt;
    Hardware hardware;
    hardware.tensorRate = *tensor * 1e12;
    // The die's full (FP16-accumulate) rate, which its power draw follows: the listed FP16
    // figure where the catalog halved the FP32-accumulate one (T4, Quadro RTX 6000); twice the
    // listed figure where that is the halved rate (listsHalfRate: the GeForce cards, the L40).
    // Elsewhere the FP32-accumulate rate is full.
    hardware.fullTensorRate = hardware.tensorRate;
    if (gpu.fp16TensorTflops && *gpu.fp16TensorTflops > *tensor)
        hardware.fullTensorRate = *gpu.fp16TensorTflops * 1e12;
    else if (listsHalfRate(gpu, *tensor))
        hardware.fullTensorRate = 2 * hardware.tensorRate;
    hardware.vectorRate = gpu.fp32Tflops && *gpu.fp32Tflops > 0
        ? *gpu.fp32Tflops * 1e12
        : hardware.tensorRate * FallbackVectorShare;
    // Non-tensor kernels (normalisation, activations, softmax, residual adds) are bound by
    // instruction issue, one warp instruction per scheduler and clock, not by FP32 lanes: where
    // an SM has 128 lanes (the doubled datapath of compute capability 8.6 and later, half of it
    // shared with INT32) they gain nothing over 64, so the rate is read at 64 lanes per SM.
    if (gpu.fp32Tflops && gpu.fp32LanesPerSm && *gpu.fp32LanesPerSm > IssueLanesPerSm)
        hardware.vectorRate *= double(IssueLanesPerSm) / *gpu.fp32LanesPerSm;
    hardware.bandwidth = *gpu.memoryBandwidthGbs * 1e9;
    hardware.l2Mb = gpu.l2CacheMb.value_or(0);
    hardware.tdpW = gpu.tdpW.value_or(0);
    hardware.processNm = gpu.processNm.value_or(0);
    hardware.fp8 = gpu.fp8.value_or(false);
    // AMD's data-centre Instinct parts (CDNA) and its Radeon cards (RDNA) follow different
    // rules: the consumer ROCm rule is fitted on Radeon measurements only.
    const bool amd = gpu.vendor == QLatin1String("AMD");
    hardware.cdna = amd
        && (gpu.architecture.startsWith(QLatin1String("CDNA"))
            || gpu.segment == QLatin1String("datacenter"));
    hardware.rocm = amd && !hardware.cdna;
    return hardware;
}

Hardware nominalHardware(bool fp8)
{
    Hardware hardware;
    hardware.tensorRate = NominalTflops * 1e12;
    hardware.fullTensorRate = hardware.tensorRate;
    hardware.vectorRate = hardware.tensorRate / 4;
    hardware.bandwidth = NominalBandwidthGbs * 1e9;
    hardware.fp8 = fp8;
    return hardware;
}

double sustainedClockFraction(const SpeedParameters &parameters, const Hardware &hardware)
{
    if (hardware.tdpW <= 0 || parameters.powerWattsPerTflops <= 0)
        return 1;
    const double node = hardware.processNm > 0
        ? std::pow(hardware.processNm / ReferenceNodeNm, parameters.powerNodeExponent)
        : 1.0;
    const double needed = parameters.powerWattsPerTflops * hardware.fullTensorRate / 1e12 * node;
    return std::min(1.0, std::cbrt(hardware.tdpW / needed));
}

double forwardSeconds(const SpeedParameters &parameters, const Hardware &hardware,
                      const ModelProfile &model, double paramsBillion,
                      const SpeedSettings &settings, int forwards)
{
    const double params = paramsBillion * 1e9;
    const double sqrtParams = std::sqrt(params);
    const double latentPixels = (settings.width / 8.0) * (settings.height / 8.0);
    const double items = double(forwards) * settings.batch;

    const bool transformer = model.family != QLatin1String("unet");
    double computeTokens = 0; // tokens that see every parameter
    double activationTokens = 0; // tokens whose activations stream through memory
    double attentionFlops = 0; // per forward of one item
    if (transformer) {
        computeTokens = latentPixels / 4 * latentFrames(model, settings); // 2×2 patches
        activationTokens = computeTokens;
        attentionFlops = 4 * computeTokens * computeTokens * AttentionWidthDepthPerSqrtParam
            * sqrtParams;
    } else {
        computeTokens = latentPixels * UnetTokenFraction;
        // The U-Net's counted work where the parameter file has it (docs/engine-speed.md,
        // "U-Net work"): dense work scales with the latent pixels, attention with their square.
        const ModelSpeedFacts facts = parameters.factsOf(model.id);
        if (facts.unetDenseMacs > 0 && facts.unetNativeLatentPixels > 0) {
            const double share = latentPixels / facts.unetNativeLatentPixels;
            computeTokens = facts.unetDenseMacs * share / params;
            attentionFlops = 2 * facts.unetAttentionMacs * share * share;
        }
        activationTokens = latentPixels; // the outer levels run at full latent resolution
    }
    const double denseFlops = items * 2 * params * computeTokens;
    attentionFlops *= items;

    double rate = hardware.tensorRate;
    double denseRate = rate; // the weights' GEMMs and convolutions
    double weightBytes = 2;
    switch (mathOf(settings.precision)) {
    case Math::Eight:
        // FP8 GEMMs where the GPU has FP8 tensor cores, at twice the 16-bit rate with the same
        // accumulation; attention (SDPA) stays in 16 bits, as in torchao's float8 and most FP8
        // diffusion engines. Elsewhere the FP8 weights are cast to 16 bits for every GEMM.
        if (hardware.fp8) {
            weightBytes = 1;
            denseRate *= 2;
        } else {
            weightBytes = castWeightBytes(1);
        }
        break;
    case Math::Fp8Weights:
        weightBytes = castWeightBytes(1);
        break;
    case Math::FourBit:
        weightBytes = castWeightBytes(0.5625);
        break;
    case Math::Single:
        weightBytes = 4;
        rate /= 2; // TF32 tensor math
        denseRate = rate;
        break;
    case Math::Half:
        break;
    }
    // On an Instinct (CDNA) GPU the GEMMs reach a smaller share of the listed rate than on
    // NVIDIA's data-centre parts (measured matmul ceilings, cdnaMatmulShare).
    const double cdna = hardware.cdna ? parameters.cdnaMatmulShare : 1.0;
    rate *= cdna;
    denseRate *= cdna;
    const double clock = sustainedClockFraction(parameters, hardware);
    // Utilisation: small GEMMs leave part of a big GPU idle. Rows = latent positions of the
    // whole batch; a GPU needs rows in proportion to its size (its tensor rate) to fill.
    const double rows = items * latentPixels * latentFrames(model, settings);
    const double utilisation = rows
        / (rows + parameters.rowsPerTflops * hardware.tensorRate / 1e12);
    const double tensorSeconds = (denseFlops / denseRate + attentionFlops / rate)
        / (parameters.computeEfficiency * utilisation * clock);
    // Non-tensor work (normalisation, activations, softmax) on the FP32 units.
    const double vectorSeconds = parameters.vectorFlops * items * activationTokens * sqrtParams
        / (clock * hardware.vectorRate);
    // Memory: the weights once, and the activation traffic less what the L2 keeps.
    const double l2Hit = hardware.l2Mb / (hardware.l2Mb + parameters.l2HalfMb);
    const double bytes = params * weightBytes
        + (1 - l2Hit) * items * activationTokens * parameters.activationBytes * sqrtParams;
    const double memorySeconds = bytes / (parameters.memoryEfficiency * hardware.bandwidth);
    // On an Instinct GPU the non-tensor kernels take cdnaKernelFactor longer than its listed
    // FP32 rate, bandwidth and cache say (MLPerf's SDXL results, docs/engine-speed.md).
    const double kernels = hardware.cdna ? parameters.cdnaKernelFactor : 1.0;
    return tensorSeconds + kernels * (vectorSeconds + memorySeconds);
}

std::optional<ModelTime> timeOn(const SpeedParameters &parameters, const Hardware &hardware,
                                const ModelProfile &model, const ModelProfile *refiner,
                                const SpeedSettings &settings)
{
    if (settings.steps <= 0 || settings.batch <= 0 || settings.width <= 0 || settings.height <= 0
        || model.paramsBillion <= 0)
        return std::nullopt;
    const int forwards = parameters.factsOf(model.id).forwardsPerStep;
    double baseStep = forwardSeconds(parameters, hardware, model, model.paramsBillion, settings,
                                     forwards);
    int refinerSteps = 0;
    double refinerStep = 0;
    if (refiner && model.refinerFraction && refiner->paramsBillion > 0) {
        refinerSteps = int(std::lround(settings.steps * *model.refinerFraction));
        refinerStep = forwardSeconds(parameters, hardware, *refiner, refiner->paramsBillion,
                                     settings, forwards);
    }
    // Radeon GPUs run the ROCm build of the same software: its kernels (MIOpen's convolutions,
    // attention without the CUDA FlashAttention kernels, hipBLASLt's GEMMs) take longer for the
    // same specs, by the factor the catalog's Radeon measurements give (rocmFactor). Instinct
    // GPUs take their measured matmul share and kernel factor in forwardSeconds instead.
    const double rocm = hardware.rocm ? parameters.rocmFactor : 1.0;
    baseStep *= rocm;
    refinerStep *= rocm;
    const double steps = (settings.steps - refinerSteps) * baseStep + refinerSteps * refinerStep;
    const double megapixels = settings.width * double(settings.height) / 1e6;
    const double vae = rocm * parameters.vaeTflopPerMegapixel * 1e12 * megapixels
        * pixelFrames(model, settings) * settings.batch
        / (parameters.computeEfficiency * sustainedClockFraction(parameters, hardware)
           * hardware.tensorRate * (hardware.cdna ? parameters.cdnaMatmulShare : 1.0));
    return ModelTime{steps / settings.steps, steps + vae};
}

} // namespace core::speedphysics
