#include <core/catalog/catalogimporter.h>
#include <core/catalog/resolvedoffer.h>
#include <core/engine/engine.h>

#include <QtTest>

using namespace core;

// The engine's ranking rules, tested directly on the bundled catalog: the acceptable wait for
// interactive work, fit, and the order within a group.
class TestEngine final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void interactiveRanksWithinTheWaitFirst();
    void aLongerWaitRanksByPriceAlone();
    void batchWorkIgnoresTheWait();
    void offersThatDoNotFitAreNeverRanked();

private:
    Evaluation evaluate(const Workload &workload) const;
    static Workload sdxlInteractive();

    Catalog m_catalog;
};

void TestEngine::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

Evaluation TestEngine::evaluate(const Workload &workload) const
{
    const Engine engine(m_catalog);
    auto result = engine.evaluate(workload, resolveOffers(m_catalog));
    if (!result)
        qFatal("%s", qPrintable(result.error()));
    return std::move(result).value();
}

Workload TestEngine::sdxlInteractive()
{
    Workload w;
    w.model = QStringLiteral("sdxl");
    w.task = Task::Interactive;
    w.config.steps = 30;
    return w;
}

QList<const OfferEvaluation *> byRank(const Evaluation &evaluation)
{
    QList<const OfferEvaluation *> ranked;
    for (const OfferEvaluation &row : evaluation.rows) {
        if (row.rank > 0)
            ranked.append(&row);
    }
    std::sort(ranked.begin(), ranked.end(),
              [](const OfferEvaluation *a, const OfferEvaluation *b) { return a->rank < b->rank; });
    return ranked;
}

void TestEngine::interactiveRanksWithinTheWaitFirst()
{
    const Workload w = sdxlInteractive();
    QCOMPARE(w.maxWaitS, Workload::DefaultMaxWaitS);
    const Evaluation evaluation = evaluate(w);
    const QList<const OfferEvaluation *> ranked = byRank(evaluation);
    QVERIFY(ranked.size() > 10);
    bool slowerSeen = false;
    int within = 0;
    int slower = 0;
    for (qsizetype i = 0; i < ranked.size(); ++i) {
        const OfferEvaluation &row = *ranked[i];
        QVERIFY(row.secondsPerImage);
        const bool inside = *row.secondsPerImage <= w.maxWaitS;
        QCOMPARE(row.withinWait, inside);
        if (!row.withinBudget)
            continue;
        if (inside) {
            QVERIFY2(!slowerSeen, "an offer within the wait ranks after a slower one");
            ++within;
        } else {
            slowerSeen = true;
            ++slower;
            QVERIFY2(row.reason.contains(QStringLiteral("acceptable wait")),
                     qPrintable(row.reason));
        }
        // Within each group the monthly bill decides.
        if (i > 0 && ranked[i - 1]->withinWait == row.withinWait)
            QVERIFY(*ranked[i - 1]->totalCostUsd <= *row.totalCostUsd);
    }
    QVERIFY(within > 0);
    QVERIFY(slower > 0);
    QVERIFY(ranked.first()->withinWait);
}

void TestEngine::aLongerWaitRanksByPriceAlone()
{
    Workload w = sdxlInteractive();
    w.maxWaitS = 1e6;
    const Evaluation evaluation = evaluate(w);
    const QList<const OfferEvaluation *> ranked = byRank(evaluation);
    for (qsizetype i = 1; i < ranked.size(); ++i) {
        QVERIFY(ranked[i]->withinWait);
        if (ranked[i - 1]->withinBudget == ranked[i]->withinBudget)
            QVERIFY(*ranked[i - 1]->totalCostUsd <= *ranked[i]->totalCostUsd);
    }
}

void TestEngine::batchWorkIgnoresTheWait()
{
    Workload w = sdxlInteractive();
    w.task = Task::Batch;
    w.maxWaitS = 0.001;
    for (const OfferEvaluation &row : evaluate(w).rows)
        QVERIFY(row.withinWait);
}

void TestEngine::offersThatDoNotFitAreNeverRanked()
{
    Workload w = sdxlInteractive();
    w.model = QStringLiteral("flux1-dev");
    w.config.steps = 28;
    w.maxWaitS = 1e6;
    int noFit = 0;
    for (const OfferEvaluation &row : evaluate(w).rows) {
        if (row.fit == Fit::No) {
            ++noFit;
            QCOMPARE(row.rank, 0);
        }
    }
    QVERIFY(noFit > 0);
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
