#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace core {

enum class Task { Interactive, Batch, Lora, Finetune };
// How the denoiser's weights are stored and its matrix products computed (docs/engine-speed.md,
// "Precision"): 16-bit; FP8 compute (TensorRT, torchao: FP8 GEMMs on FP8 tensor cores); FP8
// weights with 16-bit compute (ComfyUI's and Forge's fp8_e4m3fn: cast back for every layer);
// 4-bit weights with 16-bit compute (bitsandbytes NF4, GGUF Q4-class).
enum class Precision { Fp16, Bf16, Fp8, Fp8Weights, Nf4 };
enum class Optimizer { AdamW, AdamW8bit, Adafactor };

// Where a speed figure comes from. Never mixed silently: every figure says which it is.
enum class Basis { Measured, Estimated };
enum class BasisChoice { Auto, Measured, Estimated };

QString taskId(Task task);
std::optional<Task> taskFromId(const QString &id);
QString precisionId(Precision precision);
std::optional<Precision> precisionFromId(const QString &id);
QList<Precision> allPrecisions();
// Bytes the stored denoiser takes per parameter: 2, 1 for either FP8, 0.5625 for 4-bit (4.5
// bits with the block scales of NF4 and GGUF Q4_K).
double bytesPerWeight(Precision precision);
QString optimizerId(Optimizer optimizer);
std::optional<Optimizer> optimizerFromId(const QString &id);
QString basisId(Basis basis);
// A deadline's moment in links, plans and saved workloads: ISO 8601 in UTC
// ("2026-12-05T17:00:00Z"); read back only with its offset.
QString deadlineAtText(const QDateTime &at);
std::optional<QDateTime> deadlineAtFromText(const QString &text);

// What one generation (or one training step) looks like.
struct InferenceConfig
{
    int width = 1024;
    int height = 1024;
    int steps = 30;
    int batch = 1;
    std::optional<int> frames; // video models
    Precision precision = Precision::Fp16;
    // The software stack the user runs (benchmarkStackIds()); eager PyTorch (diffusers, Forge,
    // plain scripts) is what most users run.
    QString stack = QStringLiteral("pytorch");
};

struct ModelProfile;

// The user's workload: the model and quality, the task and its volume, and the training
// options that trade speed for memory.
struct Workload
{
    // A workload of `model` at the model's own size, steps and frames, the rest at its defaults:
    // what a model chosen without those settings runs (a new workload, --model alone, a link
    // or plan that leaves them out).
    static Workload forModel(const ModelProfile &model);
    // Another model, with its own size, steps and frames; the task and the rest stay.
    void useModel(const ModelProfile &model);

    QString model = QStringLiteral("sdxl");
    Task task = Task::Interactive;
    InferenceConfig config;

    // interactive: sessions per month × minutes per session
    int sessionsPerMonth = 12;
    double sessionMinutes = 60;
    // interactive: the acceptable wait per image, in seconds (docs/engine-model.md, "Ranking":
    // 10 s, the limit for keeping the user's attention on the task). Slower offers rank after
    // every offer within it.
    double maxWaitS = DefaultMaxWaitS;
    static constexpr double DefaultMaxWaitS = 10;
    // batch: images, optionally by a deadline: a date and time the user chose (UTC, to the
    // minute), which links and saved workloads keep as that moment; or a span of hours from
    // whenever the job starts (a plan's recurring "within N hours", the CLI's option). The
    // date and time wins when both are set.
    qint64 images = 1000;
    std::optional<QDateTime> deadlineAt;
    std::optional<double> deadlineHours;
    // The hours left at `now` to the deadline (0 once it has passed), or none without one.
    std::optional<double> hoursToDeadline(const QDateTime &now) const;
    void setDeadlineAt(const QDateTime &at); // to the minute, in UTC; clears deadlineHours
    void setDeadlineHours(std::optional<double> hours); // clears deadlineAt
    // training (lora, finetune): optimizer steps, or a run of this many hours on each offer
    // (then the steps follow from the offer's speed)
    int trainSteps = 2000;
    std::optional<double> trainHours;
    bool gradientCheckpointing = false;
    Optimizer optimizer = Optimizer::AdamW;
    // Text encoders (FLUX's T5-XXL is 4.8 B parameters): moved off the GPU once the prompt is
    // encoded (ComfyUI, diffusers' model offload), or kept resident; stored in FP8 (ComfyUI's
    // t5xxl_fp8) or 16-bit.
    bool offloadTextEncoders = true;
    bool fp8TextEncoders = false;

    // preferences
    bool allowSpot = false;
    std::optional<double> budgetUsd;
    QString region;

    QJsonObject toJson() const;
    static std::optional<Workload> fromJson(const QJsonObject &json);
};

// Every assumption of the cost and VRAM model, with its documented default (see
// docs/engine-model.md). They are inputs, not constants buried in formulas.
struct Assumptions
{
    // VRAM
    double cudaContextGb = 0.8; // CUDA context, cuDNN/cuBLAS workspaces, allocator slack
    // GB per million activation tokens per forward per sqrt(billion params): latent pixels for a
    // U-Net, 2×2 patches for a transformer; a step with guidance runs two forwards
    double activationCoefficient = 20.0;
    double vaeWeightsGb = 0.2; // SD-family VAE in FP16 (~84 M parameters)
    double vaeDecodeGbPerMegapixel = 1.2; // decoder workspace per output megapixel (sliced decode)
    double loraParamFraction = 0.01; // LoRA adapters relative to the denoiser (rank ~32)
    double trainActivationFactor = 12.0; // stored activations for backward, vs inference
    double checkpointedActivationFactor = 3.0; // with gradient checkpointing
    double tightHeadroom = 0.10; // below 10 % spare VRAM a fit is "tight"
    // Up to 5 % over the card is still "tight", not "no": ComfyUI and diffusers' offloading
    // keep a part of the weights in host memory (or decode in tiles), slower but it runs
    double tightOverflow = 0.05;

    // Time around the compute
    std::optional<double> coldStartOverrideS; // ignore providers' figures when set
    double unknownColdStartS = 300; // used when a provider publishes none (flagged)
    double downloadMBps = 100; // checkpoint download speed without a volume
    double weightLoadGBps = 2.0; // disk → VRAM load of the checkpoint
    bool persistentVolume = true; // keep models on a volume when the provider has one
    double extraStorageGb = 20; // LoRAs, VAEs, embeddings, outputs beside the checkpoint

    // Spot
    double spotInterruptionsPerHour = 0.05; // one interruption per 20 running hours
    double spotResumeMinutes = 5; // restart, reload, redo the lost partial batch
    // Where AWS Spot Advisor gives a bucket for an offer ("instance type|region", the offer's
    // tier and region), its interruption rate per running hour replaces the default
    // (cost::interruptionsPerHour; filled by the session from Snapshot::spotRisks).
    QHash<QString, double> spotInterruptionsPerHourByInstance;

    // Scale-out
    int maxInstances = 100; // independent instances a batch job may spread over
    double dataParallelEfficiency = 0.9; // throughput of each extra GPU in data-parallel training

    // Price confidence: an offer whose price rests on a single unverified source older than
    // core::UnverifiedPriceMaxAgeDays (or undated) ranks after every offer with a verified or
    // recent price, unless this is set (the GUI's filter, the CLI's
    // --include-unverified-prices): then all rank by their measure alone.
    bool includeUnverifiedPrices = false;
};

} // namespace core
