#include <core/catalog/catalogimporter.h>
#include <core/engine/calibration.h>

#include <QtTest>

#include <cmath>

using namespace core;

// The throughput model against the catalog's benchmarks: the fit that produced the defaults
// is reproducible, and leave-one-GPU-out predictions meet the acceptance criterion.
class TestCalibration final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fitReproducesDefaults();
    void leaveOneGpuOutMeetsAcceptance();
    void reportRowsAreConsistent();

private:
    Catalog m_catalog;
    CalibrationReport m_report;
};

void TestCalibration::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    m_catalog = catalog.value();
    m_report = leaveOneGpuOut(m_catalog);
}

void TestCalibration::fitReproducesDefaults()
{
    const SpeedFit fit = fitSpeedParameters(m_catalog);
    const SpeedParameters defaults;
    qInfo(
        "fit: eta %.4f eta(consumer) %.4f mu %.4f overhead %.5f activation %.2f loss %.4f rows %d",
        fit.parameters.computeEfficiency, fit.parameters.consumerComputeEfficiency,
        fit.parameters.memoryEfficiency, fit.parameters.stepOverheadS,
        fit.parameters.activationBytes, fit.loss, fit.rows);
    for (auto it = fit.seriesScales.cbegin(); it != fit.seriesScales.cend(); ++it)
        qInfo("  scale %s %.3f", qPrintable(it.key()), it.value());
    auto close = [](double a, double b) { return std::abs(a / b - 1) < 0.02; };
    QVERIFY(close(fit.parameters.computeEfficiency, defaults.computeEfficiency));
    QVERIFY(close(fit.parameters.consumerComputeEfficiency, defaults.consumerComputeEfficiency));
    QVERIFY(close(fit.parameters.memoryEfficiency, defaults.memoryEfficiency));
    QVERIFY(close(fit.parameters.stepOverheadS, defaults.stepOverheadS));
    QVERIFY(close(fit.parameters.activationBytes, defaults.activationBytes));
    QCOMPARE(fit.parameters.vaeTflopPerMegapixel, defaults.vaeTflopPerMegapixel);
}

void TestCalibration::leaveOneGpuOutMeetsAcceptance()
{
    for (const SeriesCalibration &s : std::as_const(m_report.perSeries))
        qInfo("%-28s rows %2d gpus %d abs %.3f pairs %2d ratio %s%s", qPrintable(s.series),
              s.benchmarks, s.gpus, s.medianAbsError, s.ratioPairs,
              s.medianRatioError ? qPrintable(QString::number(*s.medianRatioError, 'f', 3)) : "-",
              s.inOverallRatio ? "" : " (not in overall)");
    qInfo("overall abs %.3f ratio %.3f over %d pairs", m_report.overallMedianAbsError,
          m_report.medianRatioError, m_report.ratioPairs);
    QVERIFY(m_report.ratioPairs >= 40);
    QCOMPARE(m_report.excludedFromRatio, uncontrolledSeries());
    // The acceptance criterion of issue 3 (0.146 with catalog 2026.11.29.1, since consumer
    // cards have their own compute efficiency; docs/engine-speed.md).
    QVERIFY2(m_report.medianRatioError <= 0.15,
             qPrintable(QString::number(m_report.medianRatioError)));
}

void TestCalibration::reportRowsAreConsistent()
{
    QVERIFY(!m_report.rows.isEmpty());
    int total = 0;
    for (const CalibrationRow &row : std::as_const(m_report.rows)) {
        QVERIFY(row.measured > 0);
        QVERIFY(row.predicted > 0);
        QVERIFY(qFuzzyCompare(1 + row.error, row.predicted / row.measured));
        QVERIFY(m_catalog.gpu(row.gpu));
        QVERIFY(m_catalog.gpu(row.gpu)->fp16TensorTflops.has_value());
    }
    for (const SeriesCalibration &s : std::as_const(m_report.perSeries)) {
        total += s.benchmarks;
        QVERIFY(s.gpus >= 1 && s.gpus <= s.benchmarks);
        QCOMPARE(s.medianRatioError.has_value(), s.ratioPairs > 0);
        QCOMPARE(s.inOverallRatio, !uncontrolledSeries().contains(s.series));
    }
    QCOMPARE(total, m_report.rows.size());
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
