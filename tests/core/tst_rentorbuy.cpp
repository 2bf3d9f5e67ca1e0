#include <core/catalog/catalogimporter.h>
#include <core/catalog/resolvedoffer.h>
#include <core/plan/planoptimizer.h>
#include <core/plan/rentorbuy.h>

#include <QtTest>

using namespace core;

// Owning a card against renting the same plan: the monthly figures, and a break-even that
// follows from them (or "never").
class TestRentOrBuy final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void breakEvenFollowsFromTheMonthlyFigures();
    void neverWhenElectricityCostsMoreThanRenting();
    void theOwnCardRunsThePlansHours();
    void refusesAResaleAboveThePurchase();
    void aCardTooSmallDoesNotRunEverything();

private:
    Expected<RentOrBuy> compare(const OwnGpu &own, const Plan &plan) const;

    Catalog m_catalog;
};

void TestRentOrBuy::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

Expected<RentOrBuy> TestRentOrBuy::compare(const OwnGpu &own, const Plan &plan) const
{
    const Engine engine(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, resolveOffers(m_catalog));
    const auto rental = optimizer.cheapest(plan);
    if (!rental)
        return Error{rental.error()};
    return RentOrBuyModel::compare(m_catalog, engine.assumptions(), plan, *rental, own);
}

void TestRentOrBuy::breakEvenFollowsFromTheMonthlyFigures()
{
    OwnGpu own{m_catalog.gpu(QStringLiteral("rtx-4090")), 1800, 900, 450, 0.30, 24};
    const auto result = compare(own, PlanFormat::exploreOnDemandRenderOnSpot());
    QVERIFY2(result, qPrintable(result ? QString() : result.error()));
    QVERIFY(result->monthlyRentalUsd > 0);
    QVERIFY(result->ownHoursPerMonth > 0);
    QCOMPARE(result->monthlyElectricityUsd, result->ownHoursPerMonth * 0.450 * 0.30);
    QCOMPARE(result->monthlyOwnUsd, result->monthlyElectricityUsd + 900.0 / 24);
    QVERIFY(result->breakEvenMonths);
    const double m = *result->breakEvenMonths;
    // At break-even, both ways have cost the same; before it renting is cheaper, after it owning.
    QVERIFY(qAbs(result->cumulativeRentalUsd(m) - result->cumulativeOwnUsd(m)) < 1e-6);
    QVERIFY(result->cumulativeRentalUsd(m * 0.9) < result->cumulativeOwnUsd(m * 0.9));
    QVERIFY(result->cumulativeRentalUsd(m * 1.1) > result->cumulativeOwnUsd(m * 1.1));
    QVERIFY(qAbs(m - 900 / (result->monthlyRentalUsd - result->monthlyElectricityUsd)) < 1e-9);
}

void TestRentOrBuy::neverWhenElectricityCostsMoreThanRenting()
{
    OwnGpu own{m_catalog.gpu(QStringLiteral("rtx-4090")), 1800, 900, 450, 50.0, 24};
    const auto result = compare(own, PlanFormat::exploreOnDemandRenderOnSpot());
    QVERIFY(result);
    QVERIFY(result->monthlyElectricityUsd > result->monthlyRentalUsd);
    QVERIFY(!result->breakEvenMonths);
}

void TestRentOrBuy::theOwnCardRunsThePlansHours()
{
    // An interactive habit alone: the card runs the sessions plus loading the checkpoint from
    // the local disk; nothing is billed by the hour.
    Plan plan;
    plan.name = QStringLiteral("evenings");
    Workload w;
    w.model = QStringLiteral("sdxl");
    w.sessionsPerMonth = 12;
    w.sessionMinutes = 90;
    plan.workloads = {w};
    OwnGpu own{m_catalog.gpu(QStringLiteral("rtx-4090")), 1800, 0, 450, 0.30, 24};
    const auto result = compare(own, plan);
    QVERIFY(result);
    QVERIFY(result->runsEverything);
    QVERIFY(result->ownHoursPerMonth >= 18);
    QVERIFY(result->ownHoursPerMonth < 18.5);
}

void TestRentOrBuy::refusesAResaleAboveThePurchase()
{
    OwnGpu own{m_catalog.gpu(QStringLiteral("rtx-4090")), 500, 900, 450, 0.30, 24};
    const auto result = compare(own, PlanFormat::exploreOnDemandRenderOnSpot());
    QVERIFY(!result);
    QVERIFY(result.error().contains(QStringLiteral("resale")));
}

void TestRentOrBuy::aCardTooSmallDoesNotRunEverything()
{
    Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    plan.workloads.last().task = Task::Finetune; // an SDXL fine-tune does not fit 8 GB
    OwnGpu own{m_catalog.gpu(QStringLiteral("rtx-3070")), 500, 200, 220, 0.30, 24};
    const auto result = compare(own, plan);
    QVERIFY2(result, qPrintable(result ? QString() : result.error()));
    QVERIFY(!result->runsEverything);
    QCOMPARE(result->parts.last().fit, Fit::No);
    QVERIFY(!result->parts.last().hours);
}

QTEST_GUILESS_MAIN(TestRentOrBuy)
#include "tst_rentorbuy.moc"
