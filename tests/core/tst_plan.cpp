#include <core/catalog/catalogimporter.h>
#include <core/catalog/resolvedoffer.h>
#include <core/plan/plan.h>
#include <core/plan/planoptimizer.h>
#include <core/plan/plantable.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace core;

// Plans on the bundled catalog: the total is the sum of its parts, storage is counted once
// per provider, the optimizer finds the cheapest assignment, a pinned provider costs at least
// the mix, and an invalid plan is refused naming the field.
class TestPlan final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void totalIsTheSumOfItsParts();
    void storageIsCountedOncePerProvider();
    void findsTheCheapestAssignment();
    void aPinnedProviderCostsAtLeastTheMix();
    void readsTheIssuesExample();
    void roundTripsThroughJson();
    void refusesInvalidPlans_data();
    void refusesInvalidPlans();
    void budgetSaysByHowMuch();
    void exportsThePlanAsCsv();

private:
    Catalog m_catalog;
};

namespace {

Workload interactive(int sessions, double minutes)
{
    Workload w;
    w.model = QStringLiteral("sdxl");
    w.task = Task::Interactive;
    w.sessionsPerMonth = sessions;
    w.sessionMinutes = minutes;
    return w;
}

double partsAndStorage(const PlanResult &result)
{
    double sum = 0;
    for (const PlanPart &part : result.parts)
        sum += part.costUsd;
    for (const PlanStorage &storage : result.storage)
        sum += storage.costUsd;
    return sum;
}

} // namespace

void TestPlan::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

void TestPlan::totalIsTheSumOfItsParts()
{
    const Engine engine(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, resolveOffers(m_catalog));
    const Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    const auto result = optimizer.cheapest(plan);
    QVERIFY2(result, qPrintable(result ? QString() : result.error()));
    QCOMPARE(result->parts.size(), plan.workloads.size());
    QVERIFY(result->totalCostUsd > 0);
    QCOMPARE(result->totalCostUsd, partsAndStorage(*result));
    double hours = 0;
    for (const PlanPart &part : result->parts) {
        QVERIFY(PlanOptimizer::eligible(part.row));
        hours += part.instanceHours;
    }
    QCOMPARE(result->instanceHours, hours);
    // The render runs on spot when the mix chose a spot rate.
    QCOMPARE(result->parts.at(0).row.spot, false);
}

void TestPlan::storageIsCountedOncePerProvider()
{
    // Two interactive habits at a provider with priced storage: the engine prices a month of
    // the volume into each, the plan once.
    const Engine engine(m_catalog);
    const QList<ResolvedOffer> offers = resolveOffers(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, offers);
    Plan plan;
    plan.name = QStringLiteral("two habits");
    plan.workloads = {interactive(12, 60), interactive(8, 30)};
    plan.pinnedProvider = QStringLiteral("runpod");
    const auto result = optimizer.cheapest(plan);
    QVERIFY2(result, qPrintable(result ? QString() : result.error()));
    QCOMPARE(result->providers(), QStringList{QStringLiteral("runpod")});
    QCOMPARE(result->storage.size(), 1);
    const ModelProfile *sdxl = m_catalog.model(QStringLiteral("sdxl"));
    QCOMPARE(result->storage.constFirst().gb, engine.storageGb(*sdxl));
    double engineTotals = 0;
    for (const PlanPart &part : result->parts) {
        QVERIFY(part.row.usesVolume);
        QCOMPARE(part.row.offer.provider->id, QStringLiteral("runpod"));
        engineTotals += *part.row.totalCostUsd;
    }
    const double oneMonth = engine.storageGb(*sdxl) * 0.07;
    QVERIFY(qAbs(result->totalCostUsd - (engineTotals - oneMonth)) < 1e-9);
}

void TestPlan::findsTheCheapestAssignment()
{
    // Against every assignment of two workloads to the offers they can use.
    const Engine engine(m_catalog);
    const QList<ResolvedOffer> offers = resolveOffers(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, offers);
    Plan plan;
    plan.name = QStringLiteral("exhaustive");
    Workload batch = interactive(0, 0);
    batch.task = Task::Batch;
    batch.images = 5000;
    plan.workloads = {interactive(12, 90), batch};
    const auto result = optimizer.cheapest(plan);
    QVERIFY(result);

    QList<QList<OfferEvaluation>> rows;
    for (const Workload &w : plan.workloads) {
        QList<OfferEvaluation> eligible;
        const auto evaluation = engine.evaluate(w, offers);
        QVERIFY(evaluation);
        for (const OfferEvaluation &row : evaluation->rows) {
            if (PlanOptimizer::eligible(row))
                eligible.append(row);
        }
        rows.append(eligible);
    }
    const ModelProfile *sdxl = m_catalog.model(QStringLiteral("sdxl"));
    double best = std::numeric_limits<double>::infinity();
    for (const OfferEvaluation &a : rows.at(0)) {
        for (const OfferEvaluation &b : rows.at(1)) {
            double cost = *a.totalCostUsd - a.cost->storageUsd + *b.totalCostUsd
                - b.cost->storageUsd;
            const Provider *pa = a.offer.provider, *pb = b.offer.provider;
            const double month = engine.storageGb(*sdxl);
            if (a.usesVolume)
                cost += month * *pa->storageUsdPerGbMonth;
            if (b.usesVolume && !(a.usesVolume && pa == pb))
                cost += month * *pb->storageUsdPerGbMonth;
            best = std::min(best, cost);
        }
    }
    QVERIFY(qAbs(result->totalCostUsd - best) < 1e-9);
}

void TestPlan::aPinnedProviderCostsAtLeastTheMix()
{
    const Engine engine(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, resolveOffers(m_catalog));
    const Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    const auto mix = optimizer.cheapest(plan);
    const auto single = optimizer.cheapestSingleProvider(plan);
    QVERIFY(mix && single);
    QVERIFY(!single->provider.isEmpty());
    QCOMPARE(single->providers(), QStringList{single->provider});
    QVERIFY(single->totalCostUsd >= mix->totalCostUsd);
    const auto pinned = optimizer.cheapest(plan, single->provider);
    QVERIFY(pinned);
    QCOMPARE(pinned->totalCostUsd, single->totalCostUsd);

    Plan atNowhere = plan;
    atNowhere.pinnedProvider = QStringLiteral("together"); // no offers in the catalog
    const auto refused = optimizer.cheapest(atNowhere);
    QVERIFY(!refused);
    QVERIFY2(refused.error().contains(QStringLiteral("together")), qPrintable(refused.error()));
}

void TestPlan::readsTheIssuesExample()
{
    const QByteArray json = R"({"name": "month", "workloads": [
        {"task": "interactive", "model": "sdxl", "sessions_per_month": 12, "session_minutes": 90},
        {"task": "batch", "model": "sdxl", "images": 20000, "deadline_hours": 72, "spot": true},
        {"task": "lora", "model": "sdxl", "train_steps": 1500, "gradient_checkpointing": true}]})";
    const auto plan = PlanFormat::fromJson(QJsonDocument::fromJson(json).object(), m_catalog);
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error()));
    QCOMPARE(plan->name, QStringLiteral("month"));
    QCOMPARE(plan->workloads.size(), 3);
    QCOMPARE(plan->workloads.at(0).sessionMinutes, 90.0);
    QCOMPARE(plan->workloads.at(1).images, 20000);
    QCOMPARE(plan->workloads.at(1).deadlineHours, std::optional<double>(72));
    QVERIFY(plan->workloads.at(1).allowSpot);
    QCOMPARE(plan->workloads.at(2).task, Task::Lora);
    QCOMPARE(plan->workloads.at(2).trainSteps, 1500);
    QVERIFY(plan->workloads.at(2).gradientCheckpointing);
}

void TestPlan::roundTripsThroughJson()
{
    Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    plan.monthlyBudgetUsd = 80;
    plan.pinnedProvider = QStringLiteral("runpod");
    const auto back = PlanFormat::fromJson(PlanFormat::toJson(plan), m_catalog);
    QVERIFY(back);
    QCOMPARE(PlanFormat::toJson(*back), PlanFormat::toJson(plan));

    // A batch by a date and time keeps its moment; one within hours keeps its span.
    plan.workloads[1].setDeadlineAt(QDateTime(QDate(2026, 12, 4), QTime(17, 0), Qt::UTC));
    const QJsonObject json = PlanFormat::toJson(plan);
    const QJsonObject batch = json.value(QStringLiteral("workloads")).toArray().at(1).toObject();
    QCOMPARE(batch.value(QStringLiteral("deadline_at")).toString(),
             QStringLiteral("2026-12-04T17:00:00Z"));
    QVERIFY(!batch.contains(QStringLiteral("deadline_hours")));
    const auto dated = PlanFormat::fromJson(json, m_catalog);
    QVERIFY(dated);
    QCOMPARE(dated->workloads.at(1).deadlineAt, plan.workloads.at(1).deadlineAt);
    QVERIFY(!dated->workloads.at(1).deadlineHours);
}

void TestPlan::refusesInvalidPlans_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("no name") << QByteArray(R"({"workloads": [{"task": "batch", "model": "sdxl"}]})")
                             << QStringLiteral("name");
    QTest::newRow("no workloads") << QByteArray(R"({"name": "x", "workloads": []})")
                                  << QStringLiteral("workloads");
    QTest::newRow("unknown field") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "batch", "model": "sdxl", "imgs": 5}]})")
                                   << QStringLiteral("workloads[0].imgs");
    QTest::newRow("bad task") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "render", "model": "sdxl"}]})")
                              << QStringLiteral("workloads[0].task");
    QTest::newRow("unknown model")
        << QByteArray(R"({"name": "x", "workloads": [{"task": "batch", "model": "sdxx"}]})")
        << QStringLiteral("workloads[0].model");
    QTest::newRow("negative images")
        << QByteArray(R"({"name": "x", "workloads": [{"task": "batch", "model": "sdxl"},
                        {"task": "batch", "model": "sdxl", "images": -3}]})")
        << QStringLiteral("workloads[1].images");
    QTest::newRow("text for a number") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "interactive", "model": "sdxl", "session_minutes": "90"}]})")
                                       << QStringLiteral("workloads[0].session_minutes");
    QTest::newRow("fractional sessions") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "interactive", "model": "sdxl", "sessions_per_month": 2.5}]})")
                                         << QStringLiteral("workloads[0].sessions_per_month");
    QTest::newRow("spot for a live session") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "interactive", "model": "sdxl", "spot": true}]})")
                                             << QStringLiteral("workloads[0].spot");
    QTest::newRow("deadline without its offset") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "batch", "model": "sdxl", "deadline_at": "2026-12-04 17:00"}]})")
                                                 << QStringLiteral("workloads[0].deadline_at");
    QTest::newRow("unknown provider") << QByteArray(
        R"({"name": "x", "provider": "nowhere", "workloads": [{"task": "batch", "model": "sdxl"}]})")
                                      << QStringLiteral("provider");
    QTest::newRow("negative budget") << QByteArray(
        R"({"name": "x", "monthly_budget_usd": -1, "workloads": [{"task": "batch", "model": "sdxl"}]})")
                                     << QStringLiteral("monthly_budget_usd");
}

void TestPlan::refusesInvalidPlans()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const QJsonDocument document = QJsonDocument::fromJson(json);
    QVERIFY(document.isObject());
    const auto plan = PlanFormat::fromJson(document.object(), m_catalog);
    QVERIFY(!plan);
    QVERIFY2(plan.error().startsWith(field), qPrintable(plan.error()));
}

void TestPlan::budgetSaysByHowMuch()
{
    const Engine engine(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, resolveOffers(m_catalog));
    Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    auto result = optimizer.cheapest(plan);
    QVERIFY(result);
    QVERIFY(!result->overBudgetUsd());
    plan.monthlyBudgetUsd = result->totalCostUsd - 5;
    result = optimizer.cheapest(plan);
    QVERIFY(result);
    QVERIFY(result->overBudgetUsd());
    QVERIFY(qAbs(*result->overBudgetUsd() - 5) < 1e-9);
    plan.monthlyBudgetUsd = result->totalCostUsd + 1;
    QVERIFY(!optimizer.cheapest(plan)->overBudgetUsd());
}

void TestPlan::exportsThePlanAsCsv()
{
    const Engine engine(m_catalog);
    const PlanOptimizer optimizer(engine, m_catalog, resolveOffers(m_catalog));
    Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    plan.monthlyBudgetUsd = 1;
    const auto result = optimizer.cheapest(plan);
    const auto single = optimizer.cheapestSingleProvider(plan);
    QVERIFY(result && single);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.csv"));
    QVERIFY(PlanExport::writeCsv(path, *result, *single).ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.first().trimmed(),
             QStringLiteral("part,task,model,provider,gpu,gpu_count,spot,"
                            "instances,hours,basis,total_cost_usd"));
    QCOMPARE(lines.size(), 1 + int(result->parts.size() + result->storage.size()) + 3);
    const QStringList total
        = lines.at(1 + result->parts.size() + result->storage.size()).split(QLatin1Char(','));
    QCOMPARE(total.first(), QStringLiteral("total"));
    QCOMPARE(total.last().trimmed().toDouble(), std::round(result->totalCostUsd * 100) / 100);
    QVERIFY(lines.at(lines.size() - 2).startsWith(QStringLiteral("over_budget,")));
    QVERIFY(lines.last().startsWith(QStringLiteral("single_provider_total,")));
}

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
