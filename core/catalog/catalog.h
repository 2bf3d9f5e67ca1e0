#pragma once

#include "partialdate.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Plain value types of the catalog: what the importer produces, the store persists and the
// engine reads. Unknown values are std::nullopt (numbers, flags) or an empty QString (text);
// nobody substitutes a guess for them.
namespace core {

struct Gpu
{
    QString id;
    QString name;
    QString vendor;
    QString architecture;
    double vramGb = 0;
    std::optional<double> memoryBandwidthGbs;
    std::optional<double> fp16TensorTflops;
    std::optional<bool> bf16;
    std::optional<bool> fp8;
    std::optional<double> tdpW;
    std::optional<int> launchYear;
    // Product line: "consumer" (GeForce, Radeon RX), "workstation" (RTX A/Ada/PRO, Quadro) or
    // "datacenter" (Tesla, A/H/B/L-series, Instinct); empty when unknown.
    QString segment;
    QString source;
    QString notes;
    // The speed model's facts (docs/engine-speed.md), each sourced in `notes`/`source`:
    // dense FP16 tensor rate with FP32 accumulation (what PyTorch's fp16/bf16 GEMMs run at;
    // half the FP16-accumulate rate on GeForce and on the parts that share GeForce silicon),
    // the non-tensor FP32 rate, the boost clock, the L2 cache, the die's process node in
    // nominal nm (TSMC 4N counts as 5, a 5 nm-class process), and the FP32 lanes per SM (64 or
    // 128: how much of the FP32 rate one warp instruction per scheduler and clock can use).
    std::optional<double> fp16Fp32AccTflops;
    std::optional<double> fp32Tflops;
    std::optional<double> boostClockMhz;
    std::optional<double> l2CacheMb;
    std::optional<double> processNm;
    std::optional<int> fp32LanesPerSm;
};

struct Provider
{
    QString id;
    QString name;
    QString url;
    std::optional<int> billingIncrementS;
    std::optional<int> minBilledS;
    std::optional<bool> spot;
    std::optional<bool> persistentStorage;
    std::optional<double> storageUsdPerGbMonth;
    QString prebuiltImages;
    std::optional<bool> diffusionImage;
    std::optional<bool> jupyter;
    std::optional<bool> ssh;
    std::optional<bool> api;
    std::optional<double> coldStartS;
    QString source;
    PartialDate observedAt;
    QString notes;
};

// What shortlists and notes refer to: stable across catalog replacements.
struct OfferKey
{
    QString provider;
    QString gpu;
    int gpuCount = 1;
    QString tier;
    QString region;

    QString toString() const;
    friend bool operator==(const OfferKey &, const OfferKey &) = default;
};

size_t qHash(const OfferKey &key, size_t seed = 0) noexcept;

struct Offer
{
    OfferKey key;
    std::optional<int> vcpus;
    std::optional<double> ramGb;
    QString currency = QStringLiteral("USD");
    std::optional<double> onDemandPerHour; // in `currency`, whole instance
    std::optional<double> spotPerHour; // in `currency`, whole instance
    std::optional<int> billingIncrementS; // overrides the provider's when set
    std::optional<int> minBilledS; // overrides the provider's when set
    QString source;
    PartialDate observedAt;
    QString notes;
    // Not part of the catalog format: the source that brought the offer (its id, empty for a
    // curated offer) and the first of its fetches in a row that list it; a source that stopped
    // listing the offer leaves it with the day it was first missing. The store keeps them
    // across a replace by a catalog that does not say (CatalogStore::replace).
    QString listedBy;
    QDateTime listedAt;
    QDate unlistedSince;
};

enum class BenchmarkMetric {
    IterationsPerSecond,
    SecondsPerImage,
    SecondsPerBatch,
    ImagesPerSecond
};

// The catalog format's name of a metric ("iterations_per_second", …), and back.
QString benchmarkMetricId(BenchmarkMetric metric);
std::optional<BenchmarkMetric> benchmarkMetricFromId(const QString &id);
QStringList benchmarkMetricIds();

// The series of the benchmarks that are the user's own measurements (core/plan/measurement.h
// makes them; the engine names them so in its reasons).
inline QString userMeasurementSeries()
{
    return QStringLiteral("your-measurement");
}

struct Benchmark
{
    QString series;
    QString gpu;
    QString model;
    int width = 0;
    int height = 0;
    int steps = 0;
    int batch = 1;
    std::optional<int> frames;
    QString precision;
    QString software;
    BenchmarkMetric metric = BenchmarkMetric::IterationsPerSecond;
    double value = 0;
    QString source;
    QString notes;
    // The regime of the measurement: software stack (benchmarkStackIds()), "latency" (one
    // request at a time) or "throughput" (a server kept full), FP8 as "weight-only" storage or
    // "compute", and how many submissions a median stands for. Empty/nullopt when unknown.
    QString stack;
    QString regime;
    QString fp8Mode;
    std::optional<int> samples;
};

// The software stacks a benchmark or a workload can name: "pytorch" (eager PyTorch:
// diffusers, Forge, plain scripts), "torch-compile", "tensorrt", "a1111", "comfyui".
QStringList benchmarkStackIds();

struct ModelProfile
{
    QString id;
    QString name;
    QString family; // unet, mmdit, dit
    QString kind; // image, video
    double paramsBillion = 0;
    std::optional<double> textEncoderParamsBillion;
    std::optional<double> checkpointGb;
    int defaultWidth = 0;
    int defaultHeight = 0;
    int defaultSteps = 0;
    std::optional<int> defaultFrames;
    std::optional<double> inferenceVramGbMin;
    std::optional<double> inferenceVramGbComfortable;
    std::optional<double> loraTrainingVramGb;
    std::optional<double> fullFinetuneVramGb;
    QString refiner;
    std::optional<double> refinerFraction;
    QString source;
    QString notes;
};

struct ExchangeRate
{
    QString currency;
    double usdPerUnit = 0;
    QString source;
    PartialDate observedAt;
};

struct CatalogInfo
{
    int schemaVersion = 0;
    QString catalogVersion;
    PartialDate generatedAt;
    QString publisher;
    QString notes;
};

// The whole catalog as plain values, in the document's order. The id lookups are linear:
// the catalog holds tens of GPUs and providers; hot loops build their own hash.
struct Catalog
{
    CatalogInfo info;
    QList<Gpu> gpus;
    QList<Provider> providers;
    QList<Offer> offers;
    QList<Benchmark> benchmarks;
    QList<ModelProfile> models;
    QList<ExchangeRate> exchangeRates;

    const Gpu *gpu(const QString &id) const;
    const Provider *provider(const QString &id) const;
    const ModelProfile *model(const QString &id) const;
    // USD per unit of `currency`; 1 for USD, nullopt when the catalog has no rate.
    std::optional<double> usdPerUnit(const QString &currency) const;
};

} // namespace core
