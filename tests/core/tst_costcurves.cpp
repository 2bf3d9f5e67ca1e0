#include <core/catalog/catalogimporter.h>
#include <core/engine/costcurves.h>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace core;

// The charts' what-ifs: monthly cost against hours of use, and spot against on-demand.
class TestCostCurves final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hourlyBillingClimbsInSteps();
    void perSecondBillingIsLinear();
    void everyStartedSessionPaysItsColdStart();
    void minimumChargeIsFlatAtFirst();
    void samplesReachTheEnd();
    void curveMeetsTheEngineAtTheWorkloadsHours();
    void aVolumeChangesTheCurveByItsMonthlyCost();
    void noOnDemandPriceGivesNoCurve();
    void spotAndOnDemandAreTheEnginesJobCosts();
    void trainingIsComparedAsARun();
    void interactiveRowsHaveNoJobToCompare();

private:
    std::optional<Catalog> m_catalog;
};

void TestCostCurves::initTestCase()
{
    Expected<Catalog> catalog = CatalogImporter::bundled();
    QVERIFY2(catalog, qPrintable(catalog ? QString() : catalog.error()));
    m_catalog = std::move(catalog).value();
}

void TestCostCurves::hourlyBillingClimbsInSteps()
{
    // $2.40/h billed by the hour, 60 min sessions, no cold start: a month of h hours costs
    // ceil(h) × $2.40, one step of $2.40 each hour.
    const double rate = 2.4;
    const QList<QPointF> curve = monthlyCostCurve({rate, 3600, std::nullopt}, {3600, 0, 0}, 10,
                                                  0.25);
    QCOMPARE(curve.size(), 41);
    int steps = 0;
    for (qsizetype i = 0; i < curve.size(); ++i) {
        const QPointF &point = curve.at(i);
        QCOMPARE(point.y() + 1, std::ceil(point.x() - 1e-9) * rate + 1);
        if (i == 0)
            continue;
        const double rise = point.y() - curve.at(i - 1).y();
        if (std::abs(rise) < 1e-9)
            continue;
        QCOMPARE(rise, rate);
        ++steps;
    }
    QCOMPARE(steps, 10);
}

void TestCostCurves::perSecondBillingIsLinear()
{
    // Per second, no cold start, $5 of storage: $5 + h × rate, a straight line.
    const double rate = 0.69;
    const QList<QPointF> curve = monthlyCostCurve({rate, 1, std::nullopt}, {3600, 0, 5}, 20, 0.25);
    QCOMPARE(curve.size(), 81);
    for (const QPointF &point : curve)
        QCOMPARE(point.y(), 5 + point.x() * rate);
    for (qsizetype i = 2; i < curve.size(); ++i) {
        const double secondDifference = curve.at(i).y() - 2 * curve.at(i - 1).y()
            + curve.at(i - 2).y();
        QVERIFY(std::abs(secondDifference) < 1e-9);
    }
}

void TestCostCurves::everyStartedSessionPaysItsColdStart()
{
    // 1.25 h in 60 min sessions with a 120 s cold start: one whole session (3,600 + 120 s) and a
    // 15 min one (900 + 120 s), billed per second at $3.60/h ($0.001/s).
    const cost::Billing billing{3.6, 1, std::nullopt};
    QCOMPARE(monthlyCostAt(billing, {3600, 120, 0}, 1.25), (3600 + 120 + 900 + 120) * 0.001);
    QCOMPARE(monthlyCostAt(billing, {3600, 120, 0}, 0), 0.0);
    QCOMPARE(monthlyCostAt(billing, {3600, 120, 7}, 0), 7.0); // the volume is paid anyway
}

void TestCostCurves::minimumChargeIsFlatAtFirst()
{
    // Per minute with a 10 min minimum at $6/h ($0.10/min): 3 min and 9 min cost 10 minutes;
    // 12 min costs 12.
    const cost::Billing billing{6, 60, 600};
    QCOMPARE(monthlyCostAt(billing, {3600, 0, 0}, 3.0 / 60), 1.0);
    QCOMPARE(monthlyCostAt(billing, {3600, 0, 0}, 9.0 / 60), 1.0);
    QCOMPARE(monthlyCostAt(billing, {3600, 0, 0}, 12.0 / 60), 1.2);
}

void TestCostCurves::samplesReachTheEnd()
{
    const QList<QPointF> curve = monthlyCostCurve({1, 1, std::nullopt}, {3600, 0, 0}, 1, 0.3);
    QCOMPARE(curve.size(), 5);
    QCOMPARE(curve.first().x(), 0.0);
    QCOMPARE(curve.last().x(), 1.0);
    QVERIFY(monthlyCostCurve({1, 1, std::nullopt}, {3600, 0, 0}, 1, 0).isEmpty());
}

void TestCostCurves::curveMeetsTheEngineAtTheWorkloadsHours()
{
    // The default workload is 12 sessions of 60 min: at 12 h the curve is the engine's bill,
    // cold starts, rounding and storage included, read from the row alone.
    const Workload workload;
    QCOMPARE(workload.sessionsPerMonth * workload.sessionMinutes / 60, 12.0);
    const Engine engine(*m_catalog);
    const Expected<Evaluation> evaluation = engine.evaluate(workload, resolveOffers(*m_catalog));
    QVERIFY(evaluation);
    int checked = 0;
    int withVolume = 0;
    for (const OfferEvaluation &row : evaluation->rows) {
        if (!row.totalCostUsd)
            continue;
        const QList<QPointF> curve = monthlyCost(row, workload, 200, 0.25);
        QCOMPARE(curve.size(), 801);
        QCOMPARE(curve.at(48).x(), 12.0);
        QCOMPARE(curve.at(48).y(), *row.totalCostUsd);
        QCOMPARE(row.storageMonthUsd, row.cost->storageUsd);
        ++checked;
        withVolume += row.usesVolume ? 1 : 0;
    }
    QVERIFY(checked > 50);
    QVERIFY(withVolume > 0);
}

void TestCostCurves::aVolumeChangesTheCurveByItsMonthlyCost()
{
    // The curve takes the volume from the row: with the assumptions' volume off, the same
    // offer's curve drops by exactly the row's storage cost.
    const QList<ResolvedOffer> offers = resolveOffers(*m_catalog);
    const Expected<Evaluation> with = Engine(*m_catalog).evaluate(Workload(), offers);
    Assumptions noVolume;
    noVolume.persistentVolume = false;
    const Expected<Evaluation> without = Engine(*m_catalog, noVolume).evaluate(Workload(), offers);
    QVERIFY(with && without);
    QCOMPARE(with->assumptions.persistentVolume, true);
    QCOMPARE(without->assumptions.persistentVolume, false);
    int checked = 0;
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const OfferEvaluation &a = with->rows.at(i);
        const OfferEvaluation &b = without->rows.at(i);
        if (!a.usesVolume || !a.offer.onDemandUsdPerHour || a.offer.minBilledS.value_or(0) > 0)
            continue;
        QVERIFY(!b.usesVolume);
        QCOMPARE(b.storageMonthUsd, 0.0);
        QVERIFY(a.storageMonthUsd > 0);
        // At zero hours only the volume is paid.
        QCOMPARE(monthlyCost(a, Workload(), 10, 1).first().y(), a.storageMonthUsd);
        QCOMPARE(monthlyCost(b, Workload(), 10, 1).first().y(), 0.0);
        ++checked;
    }
    QVERIFY(checked > 0);
}

void TestCostCurves::noOnDemandPriceGivesNoCurve()
{
    const Engine engine(*m_catalog);
    const Expected<Evaluation> evaluation = engine.evaluate(Workload(), resolveOffers(*m_catalog));
    QVERIFY(evaluation);
    OfferEvaluation row = evaluation->rows.first();
    QVERIFY(!monthlyCost(row, Workload(), 200, 0.25).isEmpty());
    row.offer.onDemandUsdPerHour.reset();
    QVERIFY(monthlyCost(row, Workload(), 200, 0.25).isEmpty());
}

void TestCostCurves::spotAndOnDemandAreTheEnginesJobCosts()
{
    Workload batch;
    batch.task = Task::Batch;
    batch.images = 20000;
    const QList<ResolvedOffer> offers = resolveOffers(*m_catalog);
    const Engine engine(*m_catalog);
    const Expected<Evaluation> onDemand = engine.evaluate(batch, offers);
    batch.allowSpot = true;
    const Expected<Evaluation> spot = engine.evaluate(batch, offers);
    QVERIFY(onDemand && spot);

    // Each side of the comparison is the table's figure for that offer, whichever way the
    // table prices it.
    QList<int> all(offers.size());
    std::iota(all.begin(), all.end(), 0);
    for (const Evaluation *evaluation : {&*onDemand, &*spot}) {
        const QList<SpotComparison> comparisons = spotVersusOnDemand(*evaluation, all);
        QVERIFY(comparisons.size() > 5);
        double previous = 0;
        int cheaperOnSpot = 0;
        for (const SpotComparison &comparison : comparisons) {
            const int index = comparison.row;
            QVERIFY(offers.at(index).spotUsdPerHour.has_value());
            QCOMPARE(comparison.onDemandUsd, onDemand->rows.at(index).totalCostUsd.value());
            QCOMPARE(comparison.spotUsd, spot->rows.at(index).totalCostUsd.value());
            QCOMPARE(comparison.onDemandMeetsDeadline, onDemand->rows.at(index).meetsDeadline);
            QCOMPARE(comparison.spotMeetsDeadline, spot->rows.at(index).meetsDeadline);
            QVERIFY(spot->rows.at(index).spot);
            QVERIFY(spot->rows.at(index).cost->spotRiskUsd > 0); // interruptions are priced in
            QVERIFY(comparison.spotUsd >= previous); // cheapest on spot first
            previous = comparison.spotUsd;
            cheaperOnSpot += comparison.spotUsd < comparison.onDemandUsd ? 1 : 0;
        }
        QVERIFY(cheaperOnSpot > 0);
    }
    // Only the rows asked for.
    QCOMPARE(spotVersusOnDemand(*spot, {}).size(), 0);
}

void TestCostCurves::trainingIsComparedAsARun()
{
    Workload lora;
    lora.task = Task::Lora;
    lora.trainSteps = 2000;
    const QList<ResolvedOffer> offers = resolveOffers(*m_catalog);
    const Expected<Evaluation> onDemand = Engine(*m_catalog).evaluate(lora, offers);
    lora.allowSpot = true;
    const Expected<Evaluation> spot = Engine(*m_catalog).evaluate(lora, offers);
    QVERIFY(onDemand && spot);
    QList<int> all(offers.size());
    std::iota(all.begin(), all.end(), 0);
    const QList<SpotComparison> comparisons = spotVersusOnDemand(*spot, all);
    QVERIFY(!comparisons.isEmpty());
    for (const SpotComparison &comparison : comparisons) {
        QCOMPARE(comparison.onDemandUsd, onDemand->rows.at(comparison.row).totalCostUsd.value());
        QCOMPARE(comparison.spotUsd, spot->rows.at(comparison.row).totalCostUsd.value());
    }
}

void TestCostCurves::interactiveRowsHaveNoJobToCompare()
{
    // A live session never runs on spot: no job prices, so nothing to compare.
    const QList<ResolvedOffer> offers = resolveOffers(*m_catalog);
    const Expected<Evaluation> evaluation = Engine(*m_catalog).evaluate(Workload(), offers);
    QVERIFY(evaluation);
    QList<int> all(offers.size());
    std::iota(all.begin(), all.end(), 0);
    QVERIFY(spotVersusOnDemand(*evaluation, all).isEmpty());
}

QTEST_GUILESS_MAIN(TestCostCurves)
#include "tst_costcurves.moc"
