#include <core/catalog/catalogimporter.h>
#include <core/engine/speedmodel.h>
#include <core/engine/speedphysics.h>

#include <QtTest>

#include <cmath>

using namespace core;

// The speed half of the workload engine: how seconds per step and per image respond to the
// workload and the GPU, where a figure comes from (measured or estimated), and that the
// estimates are realistic where the catalog has evidence.
class TestSpeedModel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void moreStepsTakeProportionallyLonger();
    void largerImagesTakeLonger();
    void batchingIsCheaperPerImage();
    void fasterSpecsAreFaster();
    void fp8NeedsFp8Hardware();
    void fp8WeightsAndFourBitComputeIn16Bits();
    void everyCatalogGpuHasAnEstimate();
    void videoFramesAndRefinerCount();
    void basisChoice();
    void otherStacksAreConvertedNotMeasured();
    void unknownSpecsWithoutMeasurementGiveNothing();
    void unknownSpecsWithMeasurementAreMeasured();
    void measuredMetricsConvert_data();
    void measuredMetricsConvert();
    void measuredScalesWithTheModelRatio();
    void measuredPrefersComparableBenchmarks();
    void equallyGoodBenchmarksGiveTheirMedian();
    void modelLevelsSetTheLevelOfEstimates();
    void sanityRanges_data();
    void sanityRanges();
    void training();

private:
    static Gpu syntheticGpu(const QString &id, double tflops, double bandwidth, bool fp8);
    static InferenceConfig config(int size, int steps, int batch,
                                  Precision precision = Precision::Fp16);
    double imageSeconds(const Catalog &catalog, const Gpu &gpu, const QString &model,
                        const InferenceConfig &config,
                        BasisChoice choice = BasisChoice::Estimated) const;

    Catalog m_bundled;
};

Gpu TestSpeedModel::syntheticGpu(const QString &id, double tflops, double bandwidth, bool fp8)
{
    Gpu gpu;
    gpu.id = id;
    gpu.name = id;
    gpu.vramGb = 24;
    gpu.fp16TensorTflops = tflops;
    gpu.memoryBandwidthGbs = bandwidth;
    gpu.fp8 = fp8;
    return gpu;
}

InferenceConfig TestSpeedModel::config(int size, int steps, int batch, Precision precision)
{
    InferenceConfig config;
    config.width = size;
    config.height = size;
    config.steps = steps;
    config.batch = batch;
    config.precision = precision;
    return config;
}

double TestSpeedModel::imageSeconds(const Catalog &catalog, const Gpu &gpu, const QString &model,
                                    const InferenceConfig &config, BasisChoice choice) const
{
    const SpeedModel speed(catalog);
    const ModelProfile *profile = catalog.model(model);
    if (!profile)
        qFatal("no model %s", qPrintable(model));
    const std::optional<SpeedEstimate> estimate = speed.estimate(gpu, *profile, config, choice);
    return estimate ? estimate->secondsPerImage : -1;
}

void TestSpeedModel::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    m_bundled = catalog.value();
}

void TestSpeedModel::moreStepsTakeProportionallyLonger()
{
    const SpeedModel speed(m_bundled);
    const Gpu &gpu = *m_bundled.gpu(QStringLiteral("rtx-4090"));
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    const auto at30 = speed.estimate(gpu, sdxl, config(1024, 30, 1), BasisChoice::Estimated);
    const auto at60 = speed.estimate(gpu, sdxl, config(1024, 60, 1), BasisChoice::Estimated);
    QVERIFY(at30 && at60);
    QCOMPARE(at60->secondsPerStep, at30->secondsPerStep);
    // The 30 extra steps cost exactly 30 steps; the VAE decode does not repeat.
    QVERIFY(std::abs(at60->secondsPerImage - at30->secondsPerImage - 30 * at30->secondsPerStep)
            < 1e-9);
    QVERIFY(at60->secondsPerImage < 2 * at30->secondsPerImage);
}

void TestSpeedModel::largerImagesTakeLonger()
{
    const Gpu &gpu = *m_bundled.gpu(QStringLiteral("a100-80gb-sxm4"));
    for (const char *model : {"sd15", "sdxl", "flux1-dev", "sd35-large"}) {
        const double small = imageSeconds(m_bundled, gpu, QLatin1String(model), config(512, 30, 1));
        const double medium = imageSeconds(m_bundled, gpu, QLatin1String(model),
                                           config(768, 30, 1));
        const double large = imageSeconds(m_bundled, gpu, QLatin1String(model),
                                          config(1024, 30, 1));
        QVERIFY2(small > 0 && small < medium && medium < large, model);
    }
}

void TestSpeedModel::batchingIsCheaperPerImage()
{
    const SpeedModel speed(m_bundled);
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    for (const char *id : {"rtx-4090", "a100-80gb-sxm4", "l4"}) {
        const Gpu &gpu = *m_bundled.gpu(QLatin1String(id));
        const auto one = speed.estimate(gpu, sdxl, config(1024, 30, 1), BasisChoice::Estimated);
        const auto four = speed.estimate(gpu, sdxl, config(1024, 30, 4), BasisChoice::Estimated);
        QVERIFY(one && four);
        QVERIFY2(four->secondsPerImage < one->secondsPerImage, id);
        QVERIFY2(four->secondsPerStep > one->secondsPerStep, id);
        QVERIFY2(four->secondsPerStep < 4 * one->secondsPerStep, id);
    }
}

void TestSpeedModel::fasterSpecsAreFaster()
{
    const Gpu slow = syntheticGpu(QStringLiteral("slow"), 100, 800, false);
    const Gpu moreCompute = syntheticGpu(QStringLiteral("compute"), 200, 800, false);
    const Gpu moreBandwidth = syntheticGpu(QStringLiteral("bandwidth"), 100, 1600, false);
    for (const char *model : {"sd15", "sdxl", "flux1-dev"}) {
        for (int batch : {1, 8}) {
            const InferenceConfig c = config(1024, 30, batch);
            const double base = imageSeconds(m_bundled, slow, QLatin1String(model), c);
            QVERIFY(imageSeconds(m_bundled, moreCompute, QLatin1String(model), c) < base);
            QVERIFY(imageSeconds(m_bundled, moreBandwidth, QLatin1String(model), c) < base);
        }
    }
}

void TestSpeedModel::fp8NeedsFp8Hardware()
{
    const Gpu ada = syntheticGpu(QStringLiteral("with-fp8"), 165, 1008, true);
    const Gpu ampere = syntheticGpu(QStringLiteral("without-fp8"), 165, 1008, false);
    for (const char *model : {"flux1-dev", "sdxl"}) {
        const QString id = QLatin1String(model);
        const double adaHalf = imageSeconds(m_bundled, ada, id,
                                            config(1024, 28, 1, Precision::Bf16));
        const double adaEight = imageSeconds(m_bundled, ada, id,
                                             config(1024, 28, 1, Precision::Fp8));
        const double ampereHalf = imageSeconds(m_bundled, ampere, id,
                                               config(1024, 28, 1, Precision::Fp16));
        const double ampereEight = imageSeconds(m_bundled, ampere, id,
                                                config(1024, 28, 1, Precision::Fp8));
        QVERIFY2(adaEight < adaHalf, model);
        QVERIFY2(adaEight > adaHalf / 2.5, model); // overhead and VAE stay
        QVERIFY2(ampereEight >= ampereHalf, model);
        QCOMPARE(adaHalf, ampereHalf); // fp16 and bf16 share the rate; fp8 support is irrelevant
    }
}

// FP8 or 4-bit weights cast back to 16 bits for every layer (ComfyUI's and Forge's FP8, NF4,
// GGUF) compute as BF16 does and move more weight bytes: slightly slower than BF16, never
// faster; FP8 compute is faster (docs/engine-speed.md, "Precision").
void TestSpeedModel::fp8WeightsAndFourBitComputeIn16Bits()
{
    const Gpu &h100 = *m_bundled.gpu(QStringLiteral("h100-sxm"));
    for (const char *model : {"flux1-dev", "sdxl"}) {
        const QString id = QLatin1String(model);
        const double bf16 = imageSeconds(m_bundled, h100, id, config(1024, 28, 1, Precision::Bf16));
        const double weights = imageSeconds(m_bundled, h100, id,
                                            config(1024, 28, 1, Precision::Fp8Weights));
        const double fourBit = imageSeconds(m_bundled, h100, id,
                                            config(1024, 28, 1, Precision::Nf4));
        const double compute = imageSeconds(m_bundled, h100, id,
                                            config(1024, 28, 1, Precision::Fp8));
        qInfo("%s H100: bf16 %.2f s, fp8 weights %.2f s, nf4 %.2f s, fp8 compute %.2f s", model,
              bf16, weights, fourBit, compute);
        QVERIFY2(weights > bf16 && weights < 1.25 * bf16, model);
        QVERIFY2(fourBit > bf16 && fourBit < weights, model);
        QVERIFY2(compute < bf16, model);
    }
    // Each is its own choice, with its own id and its own weight bytes.
    QCOMPARE(allPrecisions().size(), 5);
    for (Precision precision : allPrecisions())
        QCOMPARE(precisionFromId(precisionId(precision)), precision);
    QCOMPARE(bytesPerWeight(Precision::Bf16), 2.0);
    QCOMPARE(bytesPerWeight(Precision::Fp8Weights), 1.0);
    QCOMPARE(bytesPerWeight(Precision::Fp8), 1.0);
    QVERIFY(bytesPerWeight(Precision::Nf4) < 0.6);
}

// Every GPU the catalog lists has an estimate from its sourced specs (issue #38); an AMD GPU's
// says that it follows the ROCm rule.
void TestSpeedModel::everyCatalogGpuHasAnEstimate()
{
    const SpeedModel speed(m_bundled);
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    for (const Gpu &gpu : std::as_const(m_bundled.gpus)) {
        const auto estimate = speed.estimate(gpu, sdxl, config(1024, 30, 1, Precision::Bf16),
                                             BasisChoice::Estimated);
        QVERIFY2(estimate && estimate->secondsPerImage > 0, qPrintable(gpu.id));
        QCOMPARE(estimate->source.contains(QStringLiteral("ROCm")),
                 gpu.vendor == QLatin1String("AMD"));
    }
}

void TestSpeedModel::videoFramesAndRefinerCount()
{
    const Gpu &gpu = *m_bundled.gpu(QStringLiteral("h100-sxm"));
    InferenceConfig video = config(832, 50, 1, Precision::Bf16);
    video.height = 480;
    video.frames = 33;
    const double short_ = imageSeconds(m_bundled, gpu, QStringLiteral("wan21-t2v-1.3b"), video);
    video.frames = 81;
    const double long_ = imageSeconds(m_bundled, gpu, QStringLiteral("wan21-t2v-1.3b"), video);
    QVERIFY(short_ > 0);
    QVERIFY(long_ > 2 * short_); // 21 vs 9 latent frames, and attention grows faster still

    // The refiner (2.26 B) takes the last 20 % of the steps from the base (2.6 B): the pair
    // is a little faster per step than the base alone, and the refiner matters.
    Catalog catalog = m_bundled;
    const double refined = imageSeconds(catalog, gpu, QStringLiteral("sdxl-refined"),
                                        config(1024, 40, 1));
    const double base = imageSeconds(catalog, gpu, QStringLiteral("sdxl"), config(1024, 40, 1));
    QVERIFY(refined > 0.85 * base && refined < base);
    for (ModelProfile &model : catalog.models) {
        if (model.id == QLatin1String("sdxl-refiner"))
            model.paramsBillion = 5.2;
    }
    QVERIFY(imageSeconds(catalog, gpu, QStringLiteral("sdxl-refined"), config(1024, 40, 1)) > base);
}

void TestSpeedModel::basisChoice()
{
    const SpeedModel speed(m_bundled);
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    // RTX 4090 + SDXL is measured in an A1111-class UI (SD.Next submissions); the L4 has no
    // SDXL benchmark.
    const Gpu &measuredGpu = *m_bundled.gpu(QStringLiteral("rtx-4090"));
    const Gpu &estimatedGpu = *m_bundled.gpu(QStringLiteral("l4"));
    InferenceConfig c = config(1024, 30, 1);
    c.stack = QStringLiteral("a1111");

    const auto autoMeasured = speed.estimate(measuredGpu, sdxl, c, BasisChoice::Auto);
    QVERIFY(autoMeasured);
    QCOMPARE(autoMeasured->basis, Basis::Measured);
    QVERIFY(autoMeasured->convertedFrom.isEmpty());
    QVERIFY(!autoMeasured->source.isEmpty());
    QVERIFY(!autoMeasured->series.isEmpty());
    const auto forcedMeasured = speed.estimate(measuredGpu, sdxl, c, BasisChoice::Measured);
    QVERIFY(forcedMeasured);
    QCOMPARE(forcedMeasured->secondsPerImage, autoMeasured->secondsPerImage);
    const auto forcedEstimate = speed.estimate(measuredGpu, sdxl, c, BasisChoice::Estimated);
    QVERIFY(forcedEstimate);
    QCOMPARE(forcedEstimate->basis, Basis::Estimated);
    QVERIFY(forcedEstimate->series.isEmpty());

    const auto autoEstimated = speed.estimate(estimatedGpu, sdxl, c, BasisChoice::Auto);
    QVERIFY(autoEstimated);
    QCOMPARE(autoEstimated->basis, Basis::Estimated);
    QVERIFY(!speed.estimate(estimatedGpu, sdxl, c, BasisChoice::Measured));
}

void TestSpeedModel::otherStacksAreConvertedNotMeasured()
{
    // The H200's only SDXL figure is an MLPerf Offline run (TensorRT, FP8, a throughput
    // server): for a PyTorch user it is converted by the stack factors and labelled so.
    const SpeedModel speed(m_bundled);
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    const Gpu &h200 = *m_bundled.gpu(QStringLiteral("h200"));
    const InferenceConfig c = config(1024, 30, 1);
    QCOMPARE(c.stack, QStringLiteral("pytorch"));
    QVERIFY(!speed.estimate(h200, sdxl, c, BasisChoice::Measured));
    const auto converted = speed.estimate(h200, sdxl, c, BasisChoice::Auto);
    QVERIFY(converted);
    QCOMPARE(converted->basis, Basis::Estimated);
    QCOMPARE(converted->convertedFrom, QStringLiteral("tensorrt"));
    QVERIFY(converted->source.contains(QStringLiteral("TensorRT")));
    QVERIFY(converted->source.contains(QStringLiteral("converted to PyTorch")));
    // TensorRT is faster than eager PyTorch: the converted figure is slower than the run.
    InferenceConfig tensorrt = c;
    tensorrt.stack = QStringLiteral("tensorrt");
    const auto asRun = speed.estimate(h200, sdxl, tensorrt, BasisChoice::Auto);
    QVERIFY(asRun);
    const SpeedParameters &p = speed.parameters();
    QVERIFY(p.stackFactor(QStringLiteral("tensorrt")) < 1);
    // The run's GPU work (less TensorRT's fixed costs) is divided by TensorRT's factor, and
    // PyTorch's fixed costs are added.
    const auto fixed = [&](const QString &stack) {
        return c.steps * p.stepFixedS(stack) + p.callFixedS(stack);
    };
    const QString trt = QStringLiteral("tensorrt");
    const double expected = (asRun->secondsPerImage - fixed(trt)) / p.stackFactor(trt)
        + fixed(c.stack);
    QVERIFY2(std::abs(converted->secondsPerImage / expected - 1) < 1e-9,
             qPrintable(QString::number(converted->secondsPerImage)));
    // The model's own estimate follows the user's stack too.
    const auto eager = speed.estimate(h200, sdxl, c, BasisChoice::Estimated);
    const auto compiled = [&] {
        InferenceConfig k = c;
        k.stack = QStringLiteral("torch-compile");
        return speed.estimate(h200, sdxl, k, BasisChoice::Estimated);
    }();
    QVERIFY(eager && compiled && compiled->secondsPerImage < eager->secondsPerImage);
}

void TestSpeedModel::unknownSpecsWithoutMeasurementGiveNothing()
{
    const SpeedModel speed(m_bundled);
    Gpu gpu = *m_bundled.gpu(QStringLiteral("rtx-4000-ada")); // no benchmark
    gpu.fp16TensorTflops.reset(); // and, here, no TFLOPS
    gpu.fp16Fp32AccTflops.reset();
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    for (BasisChoice choice : {BasisChoice::Auto, BasisChoice::Measured, BasisChoice::Estimated})
        QVERIFY(!speed.estimate(gpu, sdxl, config(1024, 30, 1), choice));
    QVERIFY(!speed.trainingStepSeconds(gpu, sdxl, config(1024, 1, 1), Task::Lora, false));
    Gpu noBandwidth = syntheticGpu(QStringLiteral("x"), 100, 100, false);
    noBandwidth.memoryBandwidthGbs.reset();
    QVERIFY(!speed.estimate(noBandwidth, sdxl, config(1024, 30, 1), BasisChoice::Auto));
}

void TestSpeedModel::unknownSpecsWithMeasurementAreMeasured()
{
    // The RX 7900 XTX, here without its TFLOPS, has SD.Next SDXL rows: 3.28 it/s on ROCm in
    // sdnext-user, a series of ten GPUs, which wins over 2.27 it/s through ZLUDA in
    // sdnext-user-zluda, a series of one (catalog 2026.12.05.2).
    const SpeedModel speed(m_bundled);
    Gpu gpu = *m_bundled.gpu(QStringLiteral("rx-7900-xtx"));
    gpu.fp16TensorTflops.reset();
    gpu.fp16Fp32AccTflops.reset();
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    InferenceConfig c = config(1024, 20, 1);
    c.stack = QStringLiteral("a1111"); // SD.Next: an A1111-class UI
    const auto same = speed.estimate(gpu, sdxl, c);
    QVERIFY(same);
    QCOMPARE(same->basis, Basis::Measured);
    QVERIFY(std::abs(same->secondsPerStep - 1 / 3.28) < 1e-9);
    QVERIFY(!speed.estimate(gpu, sdxl, config(1024, 20, 1), BasisChoice::Estimated));
    c.width = c.height = 1536;
    const auto larger = speed.estimate(gpu, sdxl, c);
    QVERIFY(larger && larger->secondsPerStep > same->secondsPerStep);
}

void TestSpeedModel::measuredMetricsConvert_data()
{
    QTest::addColumn<int>("metric");
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("perStep");
    QTest::addColumn<double>("expected");
    // At the benchmark's own settings the measurement comes back exactly, by hand:
    QTest::newRow("20 it/s -> 0.05 s per step")
        << int(BenchmarkMetric::IterationsPerSecond) << 1 << 20.0 << true << 0.05;
    QTest::newRow("9 s per batch of 16 -> 0.5625 s per image")
        << int(BenchmarkMetric::SecondsPerBatch) << 16 << 9.0 << false << 9.0 / 16;
    QTest::newRow("2.5 s per image")
        << int(BenchmarkMetric::SecondsPerImage) << 1 << 2.5 << false << 2.5;
    QTest::newRow("0.5 images/s per GPU at batch 32 -> 2 s per image")
        << int(BenchmarkMetric::ImagesPerSecond) << 32 << 0.5 << false << 2.0;
}

namespace {

Catalog smallCatalog(BenchmarkMetric metric, int batch, double value)
{
    Catalog catalog;
    Gpu gpu;
    gpu.id = QStringLiteral("card");
    gpu.fp16TensorTflops = 100;
    gpu.memoryBandwidthGbs = 1000;
    gpu.fp8 = false;
    catalog.gpus.append(gpu);
    Gpu other = gpu;
    other.id = QStringLiteral("other");
    catalog.gpus.append(other);
    ModelProfile model;
    model.id = QStringLiteral("sd15");
    model.family = QStringLiteral("unet");
    model.kind = QStringLiteral("image");
    model.paramsBillion = 0.86;
    catalog.models.append(model);
    Benchmark benchmark;
    benchmark.series = QStringLiteral("test-series");
    benchmark.gpu = QStringLiteral("card");
    benchmark.model = QStringLiteral("sd15");
    benchmark.width = 512;
    benchmark.height = 512;
    benchmark.steps = 30;
    benchmark.batch = batch;
    benchmark.precision = QStringLiteral("fp16");
    benchmark.metric = metric;
    benchmark.value = value;
    benchmark.source = QStringLiteral("test source");
    benchmark.stack = QStringLiteral("pytorch");
    catalog.benchmarks.append(benchmark);
    benchmark.gpu = QStringLiteral("other");
    catalog.benchmarks.append(benchmark);
    return catalog;
}

} // namespace

void TestSpeedModel::measuredMetricsConvert()
{
    QFETCH(int, metric);
    QFETCH(int, batch);
    QFETCH(double, value);
    QFETCH(bool, perStep);
    QFETCH(double, expected);
    const Catalog catalog = smallCatalog(BenchmarkMetric(metric), batch, value);
    const SpeedModel speed(catalog);
    const auto estimate = speed.estimate(catalog.gpus[0], catalog.models[0],
                                         config(512, 30, batch));
    QVERIFY(estimate);
    QCOMPARE(estimate->basis, Basis::Measured);
    QCOMPARE(estimate->source, QStringLiteral("test source"));
    QCOMPARE(estimate->series, QStringLiteral("test-series"));
    const double actual = perStep ? estimate->secondsPerStep : estimate->secondsPerImage;
    QVERIFY2(std::abs(actual / expected - 1) < 1e-9, qPrintable(QString::number(actual)));
}

void TestSpeedModel::measuredScalesWithTheModelRatio()
{
    // 2.5 s per image at 512², 30 steps; the user asks for 768², 50 steps, batch 2. The
    // measured GPU work (the figure less the stack's fixed costs) over the model's at the
    // benchmark's settings scales the model's GPU work at the user's; the fixed costs are added
    // as they are.
    const Catalog catalog = smallCatalog(BenchmarkMetric::SecondsPerImage, 1, 2.5);
    const SpeedModel speed(catalog);
    const Gpu &gpu = catalog.gpus[0];
    const ModelProfile &model = catalog.models[0];
    const auto modelAtBenchmark = speed.estimate(gpu, model, config(512, 30, 1),
                                                 BasisChoice::Estimated);
    const auto modelAtUser = speed.estimate(gpu, model, config(768, 50, 2), BasisChoice::Estimated);
    const auto measured = speed.estimate(gpu, model, config(768, 50, 2), BasisChoice::Measured);
    QVERIFY(modelAtBenchmark && modelAtUser && measured);
    const SpeedParameters &p = speed.parameters();
    const QString stack = config(512, 30, 1).stack;
    const double perStep = p.stepFixedS(stack);
    const auto perCall = [&](int steps) { return steps * perStep + p.callFixedS(stack); };
    const double factor = (2.5 - perCall(30)) / (modelAtBenchmark->secondsPerImage - perCall(30));
    const double userCall = modelAtUser->secondsPerImage * 2 - perCall(50);
    QVERIFY(std::abs(measured->secondsPerImage * 2 / (userCall * factor + perCall(50)) - 1) < 1e-9);
    QVERIFY(std::abs(measured->secondsPerStep
                         / ((modelAtUser->secondsPerStep - perStep) * factor + perStep)
                     - 1)
            < 1e-9);
}

void TestSpeedModel::measuredPrefersComparableBenchmarks()
{
    Catalog catalog = smallCatalog(BenchmarkMetric::IterationsPerSecond, 1, 20);
    // A batch-16 row of the same series and a single-GPU series at batch 1.
    Benchmark batch16 = catalog.benchmarks[0];
    batch16.batch = 16;
    batch16.value = 2;
    catalog.benchmarks.prepend(batch16);
    Benchmark lonely = catalog.benchmarks.last();
    lonely.gpu = QStringLiteral("card");
    lonely.series = QStringLiteral("lonely");
    lonely.value = 99;
    catalog.benchmarks.prepend(lonely);
    const SpeedModel speed(catalog);
    const auto one = speed.estimate(catalog.gpus[0], catalog.models[0], config(512, 30, 1));
    QVERIFY(one);
    QCOMPARE(one->series, QStringLiteral("test-series"));
    QVERIFY(std::abs(one->secondsPerStep - 0.05) < 1e-9);
    const auto sixteen = speed.estimate(catalog.gpus[0], catalog.models[0], config(512, 30, 16));
    QVERIFY(sixteen);
    QVERIFY(std::abs(sixteen->secondsPerStep - 0.5) < 1e-9);
}

// Several sources measure one GPU at the same settings (the A100 80GB's SDXL rows): the figure
// is the median source's, whatever the catalog's order, and for an even count the slower of
// the two middle ones.
void TestSpeedModel::equallyGoodBenchmarksGiveTheirMedian()
{
    const auto withSources = [](const QList<double> &itsPerSecond) {
        Catalog catalog = smallCatalog(BenchmarkMetric::IterationsPerSecond, 1, 20);
        catalog.benchmarks.removeFirst(); // only the series below measure "card"
        for (int i = 0; i < itsPerSecond.size(); ++i) {
            Benchmark benchmark = catalog.benchmarks.constLast();
            benchmark.series = QStringLiteral("series-%1").arg(i);
            benchmark.source = QStringLiteral("source %1").arg(itsPerSecond[i]);
            benchmark.gpu = QStringLiteral("card");
            benchmark.value = itsPerSecond[i];
            catalog.benchmarks.append(benchmark);
            benchmark.gpu = QStringLiteral("other");
            catalog.benchmarks.append(benchmark);
        }
        return catalog;
    };
    for (const QList<double> &order :
         {QList<double>{10, 20, 40}, QList<double>{40, 10, 20}, QList<double>{20, 40, 10}}) {
        const Catalog catalog = withSources(order);
        const SpeedModel speed(catalog);
        const auto estimate = speed.estimate(catalog.gpus[0], catalog.models[0], config(512, 30, 1),
                                             BasisChoice::Measured);
        QVERIFY(estimate);
        QCOMPARE(estimate->source, QStringLiteral("source 20"));
        QVERIFY(std::abs(estimate->secondsPerStep - 0.05) < 1e-9);
    }
    const Catalog even = withSources({40, 10, 30, 20});
    const SpeedModel speed(even);
    const auto estimate = speed.estimate(even.gpus[0], even.models[0], config(512, 30, 1),
                                         BasisChoice::Measured);
    QVERIFY(estimate);
    QCOMPARE(estimate->source, QStringLiteral("source 20"));
}

void TestSpeedModel::modelLevelsSetTheLevelOfEstimates()
{
    // An estimate carries its model's level, and a model with the same network takes it
    // (FLUX.1 schnell, dev's); other models keep theirs. A measured figure (the benchmark over
    // the model on the same GPU) and a training step do not move.
    const Gpu &gpu = *m_bundled.gpu(QStringLiteral("a100-80gb-sxm4"));
    SpeedParameters flat;
    flat.modelLevels.clear();
    SpeedParameters levelled = flat;
    levelled.modelLevels.insert(QStringLiteral("flux1-dev"), 1.25);
    const SpeedModel plain(m_bundled, flat);
    const SpeedModel raised(m_bundled, levelled);
    const InferenceConfig c = config(1024, 28, 1, Precision::Bf16);
    for (const char *id : {"flux1-dev", "flux1-schnell", "sdxl"}) {
        const ModelProfile &model = *m_bundled.model(QString::fromLatin1(id));
        QCOMPARE(raised.levelOf(model), QByteArray(id).startsWith("flux1-") ? 1.25 : 1.0);
        const auto before = plain.estimate(gpu, model, c, BasisChoice::Estimated);
        const auto after = raised.estimate(gpu, model, c, BasisChoice::Estimated);
        QVERIFY(before && after);
        // The level scales the GPU's work, not the stack's fixed costs.
        const double perStep = flat.stepFixedS(c.stack);
        const double perCall = c.steps * perStep + flat.callFixedS(c.stack);
        QCOMPARE(after->secondsPerImage - perCall,
                 (before->secondsPerImage - perCall) * raised.levelOf(model));
        QCOMPARE(after->secondsPerStep - perStep,
                 (before->secondsPerStep - perStep) * raised.levelOf(model));
    }
    const ModelProfile &dev = *m_bundled.model(QStringLiteral("flux1-dev"));
    const auto measuredBefore = plain.estimate(gpu, dev, c, BasisChoice::Measured);
    const auto measuredAfter = raised.estimate(gpu, dev, c, BasisChoice::Measured);
    QVERIFY(measuredBefore && measuredAfter);
    QCOMPARE(measuredAfter->basis, Basis::Measured);
    QCOMPARE(measuredAfter->secondsPerImage, measuredBefore->secondsPerImage);
    QCOMPARE(raised.trainingStepSeconds(gpu, dev, c, Task::Lora, true),
             plain.trainingStepSeconds(gpu, dev, c, Task::Lora, true));

    // The bundled defaults: SDXL and SD 1.5 have levels of their own, FLUX.1 (one
    // eager-PyTorch series) has none.
    const SpeedModel defaults(m_bundled);
    QVERIFY(defaults.levelOf(*m_bundled.model(QStringLiteral("sdxl"))) < 1);
    QVERIFY(defaults.levelOf(*m_bundled.model(QStringLiteral("sd15"))) > 1);
    QCOMPARE(defaults.levelOf(dev), 1.0);
}

void TestSpeedModel::sanityRanges_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // Estimated basis (reference software), batch 1. Ranges: the brief's figure ± 30 % or the
    // catalog's evidence ± 30 %:
    // SD.Next RTX 4090 SDXL 1024² 5.35–5.63 it/s → 5.3–5.6 s for 30 steps before the VAE;
    // the brief says 4–6 s; OneDiff's SDXL README measures 3.94 s end to end with eager
    // diffusers (catalog series onediff-sdxl-readme-pytorch), so the floor is that less 10 %.
    QTest::newRow("RTX 4090 SDXL 1024² 30 steps") << "rtx-4090"
                                                  << "sdxl" << 1024 << 30 << 3.5 << 6.0;
    // diffusers SDPA RTX 4090 SD 1.5 40.5 it/s, SD.Next 34.4 it/s: 0.75–0.9 s for 30 steps;
    // the brief says about 1 s.
    QTest::newRow("RTX 4090 SD 1.5 512² 30 steps") << "rtx-4090"
                                                   << "sd15" << 512 << 30 << 0.7 << 1.3;
    // diffusers "Accelerate inference" tutorial (docs/source/en/tutorials/fast_diffusion.md,
    // commit 06d6b30): A100 80GB 400 W, SDXL 1024², 30 steps, bf16 + SDPA: 3.31 s; ± 20 %.
    // Met since estimates take the level of their model's eager-PyTorch series (3.88 s; 4.10 s
    // at the level of all of them).
    QTest::newRow("A100 SDXL 1024² 30 steps") << "a100-80gb-sxm4"
                                              << "sdxl" << 1024 << 30 << 2.65 << 3.97;
    // BenchmarkFlux diffusers baseline, bf16: A100 15.65 s, H100 SXM 7.11 s; ± 30 %. Both are
    // met since non-tensor work follows the issue rate (the A100 at 11.8 s, near the low end:
    // docs/engine-speed.md, "Known limits", the absolute level of transformer denoisers).
    QTest::newRow("A100 FLUX.1-dev 1024² 28 steps") << "a100-80gb-sxm4"
                                                    << "flux1-dev" << 1024 << 28 << 10.96 << 20.3;
    QTest::newRow("H100 FLUX.1-dev 1024² 28 steps") << "h100-sxm"
                                                    << "flux1-dev" << 1024 << 28 << 5.0 << 9.3;
}

void TestSpeedModel::sanityRanges()
{
    QFETCH(QString, gpu);
    QFETCH(QString, model);
    QFETCH(int, size);
    QFETCH(int, steps);
    QFETCH(double, low);
    QFETCH(double, high);
    const double seconds = imageSeconds(m_bundled, *m_bundled.gpu(gpu), model,
                                        config(size, steps, 1, Precision::Bf16));
    qInfo("%s: %.2f s", QTest::currentDataTag(), seconds);
    QVERIFY2(seconds >= low && seconds <= high, qPrintable(QString::number(seconds)));
}

void TestSpeedModel::training()
{
    const SpeedModel speed(m_bundled);
    const Gpu &gpu = *m_bundled.gpu(QStringLiteral("a100-80gb-sxm4"));
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    const InferenceConfig c = config(1024, 1, 4, Precision::Bf16);
    const auto lora = speed.trainingStepSeconds(gpu, sdxl, c, Task::Lora, false);
    const auto checkpointed = speed.trainingStepSeconds(gpu, sdxl, c, Task::Lora, true);
    const auto finetune = speed.trainingStepSeconds(gpu, sdxl, c, Task::Finetune, false);
    QVERIFY(lora && checkpointed && finetune);
    QVERIFY(*checkpointed > *lora && *checkpointed < 1.5 * *lora);
    QVERIFY(*finetune > *lora);
    // One training step (8.35 forward equivalents, no guidance) of 4 images costs more than one
    // sampling step of 4 images (2 guided passes), and about 8.35 / 2 times as much: more by
    // SDXL's level (0.948), which sampling estimates carry and the training calibration
    // (kohya, below) does not.
    const auto sampling = speed.estimate(gpu, sdxl, config(1024, 30, 4), BasisChoice::Estimated);
    qInfo("SDXL LoRA step over a sampling step, 4 images, A100: %.2f",
          *lora / sampling->secondsPerStep);
    QVERIFY(*lora > sampling->secondsPerStep);
    QVERIFY(*lora < speed.parameters().trainingForwards / 2 / speed.levelOf(sdxl) * 1.1
                * sampling->secondsPerStep);

    // Training measurements (docs/engine-speed.md, "Training step"), SDXL LoRA 1024², batch 1:
    // kohya-ss/sd-scripts#827, RTX 3090 Ti, no checkpointing: 1.12 s/it (the calibration);
    // bmaltais/kohya_ss#1730, RTX 3090: 1.2 s/it. Within 20 %.
    const InferenceConfig one = config(1024, 1, 1, Precision::Bf16);
    const auto ti = speed.trainingStepSeconds(*m_bundled.gpu(QStringLiteral("rtx-3090-ti")), sdxl,
                                              one, Task::Lora, false);
    const auto r3090 = speed.trainingStepSeconds(*m_bundled.gpu(QStringLiteral("rtx-3090")), sdxl,
                                                 one, Task::Lora, false);
    QVERIFY(ti && r3090);
    qInfo("SDXL LoRA 1024² batch 1: RTX 3090 Ti %.2f s/it, RTX 3090 %.2f s/it", *ti, *r3090);
    QVERIFY2(std::abs(*ti / 1.12 - 1) < 0.2, qPrintable(QString::number(*ti)));
    QVERIFY2(std::abs(*r3090 / 1.2 - 1) < 0.2, qPrintable(QString::number(*r3090)));
}

QTEST_GUILESS_MAIN(TestSpeedModel)
#include "tst_speedmodel.moc"
