#include <core/engine/costmodel.h>

#include <QtTest>

using namespace core::cost;

// Each formula against a case computed by hand (the comment above each check shows how).
class TestCostModel final : public QObject
{
    Q_OBJECT

private slots:
    void spotAdvisorBucketsBecomeHourlyRates();
    void roundsUpToTheIncrement_data();
    void roundsUpToTheIncrement();
    void hourlyBillingPaysTheFullHourEachSession();
    void perSecondBeatsHourlyForShortSessions();
    void coldStartIsBilledEverySession();
    void storageIsAMonthlyCharge();
    void deadlineSplitsAJobOverInstances();
    void eachInstanceIsRoundedOnItsOwn();
    void multiGpuInstanceRunsIndependentWorkers();
    void spotAddsExpectedRework();
    void impossibleDeadlineIsReported();
};

void TestCostModel::roundsUpToTheIncrement_data()
{
    QTest::addColumn<double>("used");
    QTest::addColumn<int>("increment");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<double>("billed");
    QTest::newRow("per second, whole seconds") << 610.4 << 1 << 0 << 611.0;
    QTest::newRow("per second, exact") << 610.0 << 1 << 0 << 610.0;
    QTest::newRow("per minute") << 610.0 << 60 << 0 << 660.0;
    QTest::newRow("per minute, exact") << 660.0 << 60 << 0 << 660.0;
    QTest::newRow("per hour") << 600.0 << 3600 << 0 << 3600.0;
    QTest::newRow("per hour, just over") << 3601.0 << 3600 << 0 << 7200.0;
    QTest::newRow("AWS: per second, 60 s minimum") << 30.0 << 1 << 60 << 60.0;
    QTest::newRow("AWS: over the minimum") << 90.5 << 1 << 60 << 91.0;
    QTest::newRow("Vultr: hourly, one-hour minimum") << 30.0 << 3600 << 3600 << 3600.0;
    QTest::newRow("per minute, 10-minute minimum") << 61.0 << 60 << 600 << 600.0;
}

void TestCostModel::roundsUpToTheIncrement()
{
    QFETCH(double, used);
    QFETCH(int, increment);
    QFETCH(int, minimum);
    QFETCH(double, billed);
    QCOMPARE(billedSeconds(used, {1.0, increment, minimum}), billed);
}

void TestCostModel::hourlyBillingPaysTheFullHourEachSession()
{
    // 12 sessions × 10 min at $1/h billed hourly: 12 × 1 h = $12, of which 12 × 10 min = $2 is
    // work.
    const InteractiveResult month = interactiveMonth({1.0, 3600, std::nullopt}, {12, 600, 0, 0});
    QCOMPARE(month.cost.total(), 12.0);
    QCOMPARE(month.cost.computeUsd, 2.0);
    QCOMPARE(month.cost.roundingUsd, 10.0);
    QCOMPARE(month.billedHours, 12.0);
    QCOMPARE(month.usedHours, 2.0);
}

void TestCostModel::perSecondBeatsHourlyForShortSessions()
{
    // The same month at $1.50/h billed per second: 12 × 600 s = 2 h → $3, less than $12 hourly.
    const InteractiveResult perSecond = interactiveMonth({1.5, 1, std::nullopt}, {12, 600, 0, 0});
    QCOMPARE(perSecond.cost.total(), 3.0);
    QCOMPARE(perSecond.cost.roundingUsd, 0.0);
    QVERIFY(perSecond.cost.total()
            < interactiveMonth({1.0, 3600, std::nullopt}, {12, 600, 0, 0}).cost.total());
}

void TestCostModel::coldStartIsBilledEverySession()
{
    // 10 sessions of 10 min with 2 min cold start at $0.60/h per minute: 10 × 12 min = 2 h → $1.20;
    // cold start 10 × 2 min = 20 min → $0.20; nothing rounded (12 min is whole minutes).
    const InteractiveResult month = interactiveMonth({0.6, 60, std::nullopt}, {10, 600, 120, 0});
    QCOMPARE(month.cost.coldStartUsd, 0.2);
    QCOMPARE(month.cost.computeUsd, 1.0);
    QCOMPARE(month.cost.roundingUsd, 0.0);
    QCOMPARE(month.cost.total(), 1.2);
    // With a 90 s cold start, 11.5 min rounds to 12 min: 10 × 0.5 min = 5 min of waste = $0.05.
    const InteractiveResult rounded = interactiveMonth({0.6, 60, std::nullopt}, {10, 600, 90, 0});
    QVERIFY(qFuzzyCompare(rounded.cost.roundingUsd, 0.05));
}

void TestCostModel::storageIsAMonthlyCharge()
{
    // 27 GB at $0.07/GB-month = $1.89 a month, however few the sessions.
    const InteractiveResult month = interactiveMonth({1.0, 1, std::nullopt},
                                                     {0, 600, 0, 27 * 0.07});
    QCOMPARE(month.cost.total(), 27 * 0.07);
}

void TestCostModel::deadlineSplitsAJobOverInstances()
{
    // 10 h of work, 4 h deadline, no cold start, per second at $2/h: ceil(10/4) = 3 instances of
    // 3 h 20 min each; the work costs the same $20 as on one instance.
    Job batch;
    batch.workS = 36000;
    batch.deadlineS = 4 * 3600;
    batch.maxInstances = 100;
    const JobResult result = job({2.0, 1, std::nullopt}, batch);
    QCOMPARE(result.instances, 3);
    QCOMPARE(result.wallS, 12000.0);
    QVERIFY(result.meetsDeadline);
    QCOMPARE(result.cost.total(), 20.0);
}

void TestCostModel::eachInstanceIsRoundedOnItsOwn()
{
    // The same split billed hourly: each of 3 instances pays 4 h → $24, $4 of it unused time.
    Job batch;
    batch.workS = 36000;
    batch.deadlineS = 4 * 3600;
    batch.maxInstances = 100;
    const JobResult result = job({2.0, 3600, std::nullopt}, batch);
    QCOMPARE(result.cost.total(), 24.0);
    QCOMPARE(result.cost.roundingUsd, 4.0);
    // Cold start is paid by each instance: 3 × 6 min at $2/h = $0.60 more, and pushes each to 4 h.
    batch.coldStartS = 360;
    batch.deadlineS = 5 * 3600;
    const JobResult withBoot = job({2.0, 3600, std::nullopt}, batch);
    QCOMPARE(withBoot.instances, 3); // 10 h / (5 h − 6 min) → 3
    QCOMPARE(withBoot.cost.coldStartUsd, 0.6);
    QCOMPARE(withBoot.cost.total(), 24.0);
}

void TestCostModel::multiGpuInstanceRunsIndependentWorkers()
{
    // 40 GPU-hours on a 4-GPU instance: 10 h wall, billed 10 h at the instance's $8/h = $80.
    Job batch;
    batch.workS = 40 * 3600;
    batch.workersPerInstance = 4;
    const JobResult result = job({8.0, 1, std::nullopt}, batch);
    QCOMPARE(result.wallS, 36000.0);
    QCOMPARE(result.cost.total(), 80.0);
    // Data-parallel training at 90 % per extra GPU: throughput 1 + 3 × 0.9 = 3.7.
    batch.workerEfficiency = 0.9;
    QVERIFY(qFuzzyCompare(job({8.0, 1, std::nullopt}, batch).wallS, 40 * 3600 / 3.7));
}

void TestCostModel::spotAddsExpectedRework()
{
    // 10 h at $1/h spot, 0.1 interruptions per hour, 30 min lost each: 1 expected interruption,
    // 0.5 h of re-work → $10.50 expected, $0.50 of it spot risk.
    Job batch;
    batch.workS = 36000;
    batch.spot = {0.1, 1800};
    const JobResult result = job({1.0, 1, std::nullopt}, batch);
    QCOMPARE(result.cost.computeUsd, 10.0);
    QCOMPARE(result.cost.spotRiskUsd, 0.5);
    QCOMPARE(result.cost.total(), 10.5);
    QCOMPARE(result.wallS, 37800.0);
}

void TestCostModel::impossibleDeadlineIsReported()
{
    // A deadline shorter than the cold start cannot be met by any number of instances.
    Job batch;
    batch.workS = 3600;
    batch.coldStartS = 600;
    batch.deadlineS = 300;
    batch.maxInstances = 10;
    const JobResult result = job({1.0, 1, std::nullopt}, batch);
    QVERIFY(!result.meetsDeadline);
    QCOMPARE(result.instances, 10);
}

void TestCostModel::spotAdvisorBucketsBecomeHourlyRates()
{
    // "<5 %" of capacity reclaimed in a month of 730 hours: -ln(0.95) / 730 per hour.
    QVERIFY(std::abs(interruptionsPerHour(5) - 7.0265e-5) < 1e-8);
    QVERIFY(interruptionsPerHour(10) > interruptionsPerHour(5));
    // The open top bucket (">20 %", bound 100 in the data) counts as 40 %, not as certainty.
    QVERIFY(std::abs(interruptionsPerHour(100) - 6.9977e-4) < 1e-8);
    QVERIFY(std::isfinite(interruptionsPerHour(100)));
}

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
