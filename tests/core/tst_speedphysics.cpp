#include <core/catalog/catalogimporter.h>
#include <core/engine/speedmodel.h>
#include <core/engine/speedphysics.h>

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace core;

// The hardware half of the speed model (docs/engine-speed.md, "The throughput model"): which
// rates a GPU's specs give it, and the clock it holds under its power limit.
class TestSpeedPhysics final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void powerFollowsTheDiesFullRate();
    void powerFollowsTheProcessNode();
    void nonTensorWorkFollowsTheIssueRate();
    void attentionRunsAtTheKernelsHeadSize();
    void adaWorkstationBoardsRunAtHalfRate();
    void noTensorCoresIsNoHalfRate();
    void instinctShareFromMeasuredMatmulCeilings();
    void instinctAgainstHopperAsMlperfMeasured();

private:
    // SDXL 1024², 30 steps, batch 1, fp16, with the default parameters; 0 when the model gives
    // no time.
    double sdxlSeconds(const Gpu &gpu) const;

    Catalog m_bundled;
};

void TestSpeedPhysics::initTestCase()
{
    auto bundled = CatalogImporter::bundled();
    QVERIFY2(bundled.hasValue(), qPrintable(bundled.hasValue() ? QString() : bundled.error()));
    m_bundled = bundled.value();
}

double TestSpeedPhysics::sdxlSeconds(const Gpu &gpu) const
{
    const auto time = SpeedModel::modelTime(
        SpeedParameters(), gpu, *m_bundled.model(QStringLiteral("sdxl")), nullptr, SpeedSettings());
    return time ? time->secondsPerBatch : 0;
}

// The sustained clock's power rule uses the die's full (FP16-accumulate) tensor rate: the listed
// FP16 figure where the catalog halved it (T4), twice the listed rate where that is the half
// rate (GeForce cards and the L40: 4 tensor FLOPs per FP32 FLOP at the issue width, not 8), the
// FP32-accumulate rate elsewhere (docs/engine-speed.md, "R" and "s").
void TestSpeedPhysics::powerFollowsTheDiesFullRate()
{
    auto full = [](const Gpu &gpu) {
        const std::optional<speedphysics::Hardware> hardware = speedphysics::hardwareOf(gpu);
        return hardware ? hardware->fullTensorRate / 1e12 : 0.0;
    };
    auto fullOf = [&](const char *id) { return full(*m_bundled.gpu(QLatin1String(id))); };
    QCOMPARE(fullOf("t4"), 65.0);
    QCOMPARE(fullOf("rtx-4090"), 2 * 165.2);
    QCOMPARE(fullOf("l40"), 2 * 181.05);
    QCOMPARE(fullOf("a100-80gb-sxm4"), 312.0);
    QCOMPARE(fullOf("a10"), 125.0);
    // The L4, L40S and RTX PRO 6000 list TF32 and BF16 (FP32 accumulation only) at the full rate,
    // and measured matmuls exceed the half rate: their listed figure is both the FP32-accumulate
    // and the full rate.
    for (const char *id : {"l4", "l40s", "rtx-pro-6000-blackwell"}) {
        const Gpu &gpu = *m_bundled.gpu(QLatin1String(id));
        QCOMPARE(gpu.fp16Fp32AccTflops, gpu.fp16TensorTflops);
        QCOMPARE(fullOf(id), *gpu.fp16TensorTflops);
    }
    // The rule reads the specs, not the product line: a workstation card at 4 tensor FLOPs per
    // issue-width FP32 FLOP is doubled, a GeForce card at 8 is not; without an FP32 figure or a
    // lane count, the GeForce cards are the half-rate ones.
    Gpu card = *m_bundled.gpu(QStringLiteral("rtx-4090"));
    card.segment = QStringLiteral("workstation");
    QCOMPARE(full(card), 2 * 165.2);
    card.segment = QStringLiteral("consumer");
    card.fp32Tflops = 165.2 / 4; // 8 per FP32 FLOP at 64 of its 128 lanes
    QCOMPARE(full(card), 165.2);
    card.fp32LanesPerSm.reset();
    QCOMPARE(full(card), 2 * 165.2);
    card.segment = QStringLiteral("workstation");
    QCOMPARE(full(card), 165.2);
    const SpeedParameters parameters;
    auto clock = [&](const char *id) {
        return speedphysics::sustainedClockFraction(
            parameters, *speedphysics::hardwareOf(*m_bundled.gpu(QLatin1String(id))));
    };
    // The 70 W T4 and the 72 W L4 are power-limited; an RTX 3090 (350 W for 142 TFLOPS) holds
    // more of its boost clock than either, an RTX 4090 (450 W, 5 nm-class) all of it.
    QVERIFY(clock("t4") < 0.9);
    QVERIFY(clock("l4") < 0.9);
    QVERIFY(clock("rtx-3090") > std::max(clock("t4"), clock("l4")));
    QCOMPARE(clock("rtx-4090"), 1.0);
}

// Energy per operation follows the process node: the 12 nm T4 is held lower under its 70 W than
// the 5 nm-class L4 under its 72 W, for all the L4's larger die (docs/engine-speed.md, "s"); a
// GPU whose node is unknown counts as the reference node.
void TestSpeedPhysics::powerFollowsTheProcessNode()
{
    const SpeedParameters parameters;
    auto clockOf = [&](const Gpu &gpu) {
        return speedphysics::sustainedClockFraction(parameters, *speedphysics::hardwareOf(gpu));
    };
    const double t4 = clockOf(*m_bundled.gpu(QStringLiteral("t4")));
    const double l4 = clockOf(*m_bundled.gpu(QStringLiteral("l4")));
    QVERIFY2(t4 < l4, qPrintable(QStringLiteral("T4 %1, L4 %2").arg(t4).arg(l4)));
    // The same board on an older node holds a lower clock; on the reference node or an unknown
    // one, the same.
    Gpu board = *m_bundled.gpu(QStringLiteral("l4"));
    board.processNm = 12;
    const double older = clockOf(board);
    board.processNm = 7;
    const double reference = clockOf(board);
    board.processNm.reset();
    QVERIFY(older < l4);
    QCOMPARE(clockOf(board), reference);
}

// Non-tensor kernels are bound by instruction issue: the same FP32 rate on twice the lanes per
// SM (half the SMs or half the clock) runs them at half the speed, and twice the rate on twice
// the lanes, as GA102 against GA100, gains nothing. Unknown lanes keep the listed rate.
void TestSpeedPhysics::nonTensorWorkFollowsTheIssueRate()
{
    Gpu gpu = *m_bundled.gpu(QStringLiteral("a100-80gb-sxm4"));
    QCOMPARE(gpu.fp32LanesPerSm, std::optional<int>(64));
    QCOMPARE(m_bundled.gpu(QStringLiteral("rtx-3090"))->fp32LanesPerSm, std::optional<int>(128));
    const double narrow = speedphysics::hardwareOf(gpu)->vectorRate;
    gpu.fp32LanesPerSm = 128;
    QCOMPARE(speedphysics::hardwareOf(gpu)->vectorRate, narrow / 2);
    const double wideSeconds = sdxlSeconds(gpu);
    QVERIFY(wideSeconds > 0);
    gpu.fp32Tflops = 2 * *gpu.fp32Tflops;
    QCOMPARE(speedphysics::hardwareOf(gpu)->vectorRate, narrow);
    gpu.fp32LanesPerSm.reset();
    QCOMPARE(speedphysics::hardwareOf(gpu)->vectorRate, 2 * narrow);
    gpu.fp32LanesPerSm = 64;
    gpu.fp32Tflops = *gpu.fp32Tflops / 2;
    const double narrowSeconds = sdxlSeconds(gpu);
    QVERIFY(narrowSeconds > 0 && narrowSeconds < wideSeconds);
}

// With only the tensor term left (no non-tensor work, activation traffic, overhead, power limit
// or idle SMs), a step's time is its work. SD 1.5's dense work grows with the latent pixels and
// its attention with their square, and the attention counts its eight heads of 40, 80 and 160 at
// the head sizes FlashAttention-2 runs them at (64, 96, 160): 97 GMACs at 512², not the 63 of the
// unpadded products. From 512² to 1024² the step then costs (4 × 339 + 16 × 97) / (339 + 97) =
// 6.67 times as much (5.88 unpadded). SDXL's heads are 64 wide: (4 × 2988 + 16 × 392) /
// (2988 + 392) = 5.39 from 1024² to 2048².
void TestSpeedPhysics::attentionRunsAtTheKernelsHeadSize()
{
    SpeedParameters tensorOnly;
    tensorOnly.vectorFlops = 1e-12;
    tensorOnly.activationBytes = 1e-12;
    tensorOnly.memoryEfficiency = 1e12;
    tensorOnly.rowsPerTflops = 1e-12;
    tensorOnly.powerWattsPerTflops = 0;
    const Gpu &gpu = *m_bundled.gpu(QStringLiteral("a100-80gb-sxm4"));
    auto stepRatio = [&](const char *model, int side) {
        SpeedSettings small;
        small.width = small.height = side;
        SpeedSettings large = small;
        large.width = large.height = 2 * side;
        const ModelProfile &profile = *m_bundled.model(QString::fromLatin1(model));
        const auto a = SpeedModel::modelTime(tensorOnly, gpu, profile, nullptr, small);
        const auto b = SpeedModel::modelTime(tensorOnly, gpu, profile, nullptr, large);
        return a && b ? b->secondsPerStep / a->secondsPerStep : 0.0;
    };
    QCOMPARE(qRound(stepRatio("sd15", 512) * 1000), qRound((4 * 339 + 16 * 97) / 436.0 * 1000));
    QCOMPARE(qRound(stepRatio("sdxl", 1024) * 1000), qRound((4 * 2988 + 16 * 392) / 3380.0 * 1000));
}

// The RTX 6000 Ada is the L40's board: FP16 tensor math with FP32 accumulation at half its
// FP16-accumulate rate, measured (Lambda's training throughput, docs/engine-speed.md). It comes
// out behind the L40S (the same die at full rate and 350 W) and near the RTX 4090, not level
// with the L40S.
void TestSpeedPhysics::adaWorkstationBoardsRunAtHalfRate()
{
    const Gpu &ada = *m_bundled.gpu(QStringLiteral("rtx-6000-ada"));
    const std::optional<speedphysics::Hardware> hardware = speedphysics::hardwareOf(ada);
    QVERIFY(hardware);
    QCOMPARE(hardware->tensorRate / 1e12, 364.2 / 2);
    QCOMPARE(hardware->fullTensorRate / 1e12, 364.2);
    for (const char *id : {"rtx-2000-ada", "rtx-4000-ada", "rtx-5000-ada"}) {
        const Gpu &gpu = *m_bundled.gpu(QLatin1String(id));
        QCOMPARE(*gpu.fp16Fp32AccTflops, *gpu.fp16TensorTflops / 2);
    }
    const double ada6000 = sdxlSeconds(ada);
    const double l40s = sdxlSeconds(*m_bundled.gpu(QStringLiteral("l40s")));
    const double rtx4090 = sdxlSeconds(*m_bundled.gpu(QStringLiteral("rtx-4090")));
    qInfo("SDXL 1024² 30 steps: RTX 6000 Ada %.2f s, L40S %.2f s, RTX 4090 %.2f s", ada6000, l40s,
          rtx4090);
    QVERIFY(ada6000 > 1.05 * l40s);
    QVERIFY(ada6000 > 0.9 * rtx4090);
}

// A "tensor" figure no higher than the FP32 rate (the Quadro P4000's: Pascal GP104 has no tensor
// cores) is not a half rate to double for the power rule.
void TestSpeedPhysics::noTensorCoresIsNoHalfRate()
{
    const Gpu &p4000 = *m_bundled.gpu(QStringLiteral("quadro-p4000"));
    const std::optional<speedphysics::Hardware> hardware = speedphysics::hardwareOf(p4000);
    QVERIFY(hardware);
    QCOMPARE(hardware->fullTensorRate, hardware->tensorRate);
    QVERIFY(sdxlSeconds(p4000) > sdxlSeconds(*m_bundled.gpu(QStringLiteral("t4"))));
}

namespace {

// Maximum Achievable Matmul FLOPS (BF16, no sparsity) against the datasheet dense BF16 rate:
// stas00/ml-engineering compute/accelerator/README.md, "Maximum Achievable Matmul FLOPS
// comparison table", commit 744d01e18b79512572f64a6bbd8b5f4a725203a7. The board power a row
// was measured at where its note gives one (else the catalog's TDP). Left out: the rows whose
// board power neither gives (B200, B300: the sustained clock needs it), those not in the
// catalog (Gaudi, MI355X). "A100 PCIe" is taken as the 80 GB board.
struct MatmulCeiling
{
    const char *gpuId;
    double mamfTflops;
    double theoryTflops;
    double boardWatts; // 0: the catalog's TDP
};

constexpr MatmulCeiling MeasuredCeilings[] = {
    {"a100-80gb-sxm4", 271.2, 312, 0}, {"gh200-144gb", 828.6, 989, 900},
    {"a100-80gb-pcie", 252.9, 312, 0}, {"h100-sxm", 794.5, 989, 0},
    {"gb200", 1822.0, 2500, 0},        {"mi325x", 784.9, 1300, 1000},
    {"mi300x", 668.4, 1300, 0},
};

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

// The CDNA rule (docs/engine-speed.md): an Instinct GPU's tensor work runs at cdnaMatmulShare of
// the rate the model gives an NVIDIA data-centre part of the same specs. The share is the
// measured matmul efficiency (MAMF / datasheet) of the catalog's CDNA parts over that of NVIDIA's
// data-centre parts, each divided by the model's own sustained clock so that power is not counted
// twice; the medians of the two classes. The default must be what the table gives.
void TestSpeedPhysics::instinctShareFromMeasuredMatmulCeilings()
{
    const SpeedParameters parameters;
    QList<double> cdna;
    QList<double> nvidia;
    for (const MatmulCeiling &row : MeasuredCeilings) {
        const Gpu *gpu = m_bundled.gpu(QLatin1String(row.gpuId));
        QVERIFY2(gpu, row.gpuId);
        std::optional<speedphysics::Hardware> hardware = speedphysics::hardwareOf(*gpu);
        QVERIFY2(hardware, row.gpuId);
        QCOMPARE(hardware->tensorRate / 1e12, row.theoryTflops);
        if (row.boardWatts > 0)
            hardware->tdpW = row.boardWatts;
        QVERIFY2(hardware->tdpW > 0, row.gpuId);
        const double clock = speedphysics::sustainedClockFraction(parameters, *hardware);
        const double share = row.mamfTflops / row.theoryTflops / clock;
        qInfo("%s: MAMF %.1f of %.0f TFLOPS (%.1f %%), model clock %.3f, share at that clock %.3f",
              row.gpuId, row.mamfTflops, row.theoryTflops, 100 * row.mamfTflops / row.theoryTflops,
              clock, share);
        (hardware->cdna ? cdna : nvidia).append(share);
    }
    QCOMPARE(cdna.size(), 2);
    const double measured = median(cdna) / median(nvidia);
    qInfo("CDNA share %.4f (default %.4f)", measured, parameters.cdnaMatmulShare);
    QVERIFY(std::abs(parameters.cdnaMatmulShare / measured - 1) < 0.02);
}

// MLPerf Inference v5.0, closed division, SDXL Offline (1024², 20 steps, FP8 UNet, a tuned stack
// on each side: IREE/shortfin on ROCm, TensorRT on CUDA), eight GPUs each:
// AMD 8xMI325x_2xEPYC-9655 17.0963 samples/s, NVIDIA H200-SXM-141GBx8_TRT 18.989 samples/s
// (mlcommons/inference_results_v5.0 closed/{AMD,NVIDIA}/results/.../stable-diffusion-xl/Offline/
// performance/run_1/mlperf_log_summary.txt, read from the ntuhpc/mlperf_inference_results_v5.0
// copy, commit cf354115915ea369f05db424b051da8c5bf957dc). The MI325X takes 1.111× the H200's
// time per image. The model's ratio at those settings must lie within 20 % of it, and the Radeon
// ROCm rule must not touch an Instinct GPU.
void TestSpeedPhysics::instinctAgainstHopperAsMlperfMeasured()
{
    constexpr double Mi325xSamplesPerSecond = 17.0963;
    constexpr double H200SamplesPerSecond = 18.989;
    const double measured = H200SamplesPerSecond / Mi325xSamplesPerSecond;

    SpeedSettings mlperf;
    mlperf.steps = 20;
    mlperf.batch = 16;
    mlperf.precision = QStringLiteral("fp8");
    const ModelProfile &sdxl = *m_bundled.model(QStringLiteral("sdxl"));
    auto ratio = [&](const SpeedParameters &parameters) {
        const auto instinct = SpeedModel::modelTime(
            parameters, *m_bundled.gpu(QStringLiteral("mi325x")), sdxl, nullptr, mlperf);
        const auto hopper = SpeedModel::modelTime(
            parameters, *m_bundled.gpu(QStringLiteral("h200")), sdxl, nullptr, mlperf);
        return instinct && hopper ? instinct->secondsPerBatch / hopper->secondsPerBatch : 0.0;
    };
    // The kernel factor is what the measurement leaves after the matmul share: the factor on
    // the non-tensor work that brings the model's ratio to the measured one (bisection; the
    // ratio grows with it).
    SpeedParameters parameters;
    double low = 0.5;
    double high = 10;
    for (int i = 0; i < 60; ++i) {
        parameters.cdnaKernelFactor = (low + high) / 2;
        (ratio(parameters) < measured ? low : high) = parameters.cdnaKernelFactor;
    }
    parameters.cdnaKernelFactor = 1;
    const double modelled = ratio(SpeedParameters());
    qInfo("SDXL at MLPerf's settings, MI325X / H200 time: model %.3f (matmul share alone %.3f), "
          "MLPerf v5.0 %.3f; kernel factor %.3f (default %.3f)",
          modelled, ratio(parameters), measured, low, SpeedParameters().cdnaKernelFactor);
    QVERIFY(std::abs(SpeedParameters().cdnaKernelFactor / low - 1) < 0.02);
    QVERIFY(modelled > measured / 1.2 && modelled < measured * 1.2);

    for (const char *id : {"mi300x", "mi325x", "mi250"}) {
        const auto hardware = speedphysics::hardwareOf(*m_bundled.gpu(QLatin1String(id)));
        QVERIFY2(hardware && hardware->cdna && !hardware->rocm, id);
    }
    const auto radeon = speedphysics::hardwareOf(*m_bundled.gpu(QStringLiteral("rx-7900-xtx")));
    QVERIFY(radeon && radeon->rocm && !radeon->cdna);
}

QTEST_GUILESS_MAIN(TestSpeedPhysics)
#include "tst_speedphysics.moc"
