#include <core/catalog/catalogimporter.h>
#include <core/engine/speedmodel.h>
#include <core/engine/speedphysics.h>

#include <QtTest>

#include <algorithm>

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
// FP16 figure on the half-rate parts, twice the listed rate on GeForce cards and the L40, the
// FP32-accumulate rate elsewhere (docs/engine-speed.md, "s").
void TestSpeedPhysics::powerFollowsTheDiesFullRate()
{
    auto full = [this](const char *id) {
        const std::optional<speedphysics::Hardware> hardware = speedphysics::hardwareOf(
            *m_bundled.gpu(QLatin1String(id)));
        return hardware ? hardware->fullTensorRate / 1e12 : 0.0;
    };
    QCOMPARE(full("t4"), 65.0);
    QCOMPARE(full("l4"), 121.0);
    QCOMPARE(full("rtx-4090"), 2 * 165.2);
    QCOMPARE(full("l40"), 2 * 181.05);
    QCOMPARE(full("a100-80gb-sxm4"), 312.0);
    QCOMPARE(full("a10"), 125.0);
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

QTEST_GUILESS_MAIN(TestSpeedPhysics)
#include "tst_speedphysics.moc"
