#include <core/catalog/catalogimporter.h>
#include <core/catalog/priceconfidence.h>
#include <core/catalog/resolvedoffer.h>
#include <core/engine/engine.h>

#include <QtTest>

using namespace core;
using namespace Qt::StringLiterals;

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
    void offersWithinTheBudgetRankFirst();
    void aDeadlineSplitsTheJobOrMisses();
    void aTrainingRunInHoursCostsItsHours();
    void moreGpusTrainTheSameStepsOnMoreSamples();
    void anUnverifiedPriceIsSaid();
    void anOldUnverifiedPriceRanksAfterVerifiedAndRecentOnes();
    void aHandCopiedPriceIsUnverified_data();
    void aHandCopiedPriceIsUnverified();
    void eachResolvedOfferHasItsOwnConfidence();
    void oldUnverifiedPricesRankLastOnTheBundledCatalog();
    void overTheCardIsTightAndSaysWhy();
    void spotUsesTheAdvisorsRateWhereItHasOne();

private:
    Evaluation evaluate(const Workload &workload, const Assumptions &assumptions = {}) const;
    static Workload sdxlInteractive();

    Catalog m_catalog;
};

void TestEngine::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

Evaluation TestEngine::evaluate(const Workload &workload, const Assumptions &assumptions) const
{
    const Engine engine(m_catalog, assumptions);
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
        // Old unverified prices rank after all the others (anOldUnverifiedPrice…).
        if (!row.withinBudget || row.priceOldUnverified)
            continue;
        if (inside) {
            QVERIFY2(!slowerSeen, "an offer within the wait ranks after a slower one");
            ++within;
        } else {
            slowerSeen = true;
            ++slower;
            QVERIFY2(
                Engine::reasonText(evaluation, row).contains(QStringLiteral("acceptable wait")),
                qPrintable(Engine::reasonText(evaluation, row)));
        }
        // Within each group the monthly bill decides.
        if (i > 0 && ranked[i - 1]->withinWait == row.withinWait
            && ranked[i - 1]->priceOldUnverified == row.priceOldUnverified)
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
        if (ranked[i - 1]->withinBudget == ranked[i]->withinBudget
            && ranked[i - 1]->priceOldUnverified == ranked[i]->priceOldUnverified)
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

void TestEngine::offersWithinTheBudgetRankFirst()
{
    Workload w = sdxlInteractive();
    w.task = Task::Batch;
    w.images = 5000;
    // The budget's rule alone: old unverified prices on equal terms.
    Assumptions equalTerms;
    equalTerms.includeUnverifiedPrices = true;
    const Evaluation unbudgeted = evaluate(w, equalTerms); // byRank points into it
    const QList<const OfferEvaluation *> free = byRank(unbudgeted);
    QVERIFY(free.size() > 3);
    // A budget between the cheapest job and the next: only the cheapest is within it.
    w.budgetUsd = (*free[0]->totalCostUsd + *free[1]->totalCostUsd) / 2;
    const Evaluation budgeted = evaluate(w, equalTerms);
    const QList<const OfferEvaluation *> ranked = byRank(budgeted);
    QCOMPARE(ranked.size(), free.size());
    bool overSeen = false;
    for (const OfferEvaluation *row : ranked) {
        QCOMPARE(row->withinBudget, *row->totalCostUsd <= *w.budgetUsd);
        if (!row->withinBudget) {
            overSeen = true;
            QVERIFY(Engine::reasonText(budgeted, *row).contains(QStringLiteral("over budget")));
        } else {
            QVERIFY2(!overSeen, "an offer within the budget ranks after one over it");
        }
    }
    QVERIFY(overSeen);
}

void TestEngine::aDeadlineSplitsTheJobOrMisses()
{
    Workload w = sdxlInteractive();
    w.task = Task::Batch;
    w.images = 50000;
    w.deadlineHours = 2;
    const Evaluation evaluation = evaluate(w);
    int split = 0;
    for (const OfferEvaluation &row : evaluation.rows) {
        if (!row.totalCostUsd)
            continue;
        if (row.meetsDeadline) {
            QVERIFY(*row.totalHours <= 2 + 1e-6);
            split += row.instances > 1;
        } else {
            QCOMPARE(row.rank, 0); // an offer that cannot finish in time is never ranked
            QVERIFY(Engine::reasonText(evaluation, row)
                        .contains(QStringLiteral("cannot meet the deadline")));
        }
    }
    // 50,000 SDXL images in two hours need several instances of any single GPU.
    QVERIFY(split > 0);
}

void TestEngine::aTrainingRunInHoursCostsItsHours()
{
    Workload w = sdxlInteractive();
    w.task = Task::Lora;
    w.gradientCheckpointing = true;
    w.optimizer = Optimizer::AdamW8bit;
    w.trainHours = 2;
    const Evaluation evaluation = evaluate(w);
    int checked = 0;
    for (const OfferEvaluation &row : evaluation.rows) {
        if (!row.totalCostUsd || !row.trainingStepS || row.offer.offer->key.gpuCount != 1)
            continue;
        // The run takes its two hours on every offer; the steps follow from the speed.
        QVERIFY(std::abs(row.cost->computeUsd - 2 * *row.usdPerHour) < 1e-6);
        QVERIFY(std::abs(*row.trainingSteps - 7200 / *row.trainingStepS) < 1e-6);
        // A training step is estimated, whatever image-generation benchmark the GPU has.
        QVERIFY(!row.speed || row.speed->basis == Basis::Estimated);
        ++checked;
    }
    QVERIFY(checked > 10);
    // Given as steps instead, the steps are the workload's.
    w.trainHours.reset();
    for (const OfferEvaluation &row : evaluate(w).rows) {
        if (row.trainingSteps)
            QCOMPARE(*row.trainingSteps, double(w.trainSteps));
    }
}

// Data-parallel training (docs/engine-speed.md, "Training step"): an N-GPU offer runs the
// workload's steps, each on N × the batch, in about the one-GPU step time (over the extra GPUs'
// efficiency). A 2,000-step LoRA is not shorter on more GPUs; it costs more GPU-hours.
void TestEngine::moreGpusTrainTheSameStepsOnMoreSamples()
{
    Workload w = sdxlInteractive();
    w.task = Task::Lora;
    w.trainSteps = 2000;
    const Evaluation evaluation = evaluate(w);
    QHash<QString, const OfferEvaluation *> single; // one 1-GPU row per GPU
    for (const OfferEvaluation &row : evaluation.rows) {
        if (row.offer.offer->key.gpuCount == 1 && row.trainingStepS)
            single.insert(row.offer.gpu->id, &row);
    }
    const double efficiency = Assumptions().dataParallelEfficiency;
    int checked = 0;
    for (const OfferEvaluation &row : evaluation.rows) {
        const int gpus = row.offer.offer->key.gpuCount;
        const OfferEvaluation *one = single.value(row.offer.gpu->id);
        if (gpus < 2 || !one || !row.trainingStepS || !row.totalHours)
            continue;
        QCOMPARE(*row.trainingSteps, 2000.0);
        const double step = *one->trainingStepS * gpus / (1 + (gpus - 1) * efficiency);
        QVERIFY(std::abs(*row.trainingStepS / step - 1) < 1e-9);
        QVERIFY(*row.trainingStepS >= *one->trainingStepS);
        // The run's compute is its steps at the offer's step time, not split over the GPUs.
        QVERIFY(std::abs(row.cost->computeUsd - 2000 * step * *row.usdPerHour / 3600) < 1e-6);
        ++checked;
    }
    QVERIFY(checked > 5);
}

void TestEngine::anUnverifiedPriceIsSaid()
{
    const Evaluation evaluation = evaluate(sdxlInteractive());
    int unverified = 0;
    for (const OfferEvaluation &row : evaluation.rows) {
        const bool transcribed = row.offer.offer->source.contains(
            QStringLiteral("as transcribed in"));
        if (transcribed && !row.offer.offer->source.contains(QStringLiteral(" ; ")))
            QVERIFY(row.priceUnverified);
        if (!row.priceUnverified)
            continue;
        ++unverified;
        QCOMPARE(Engine::reasonText(evaluation, row)
                     .contains(QStringLiteral("price from a single unverified source")),
                 row.rank > 0);
    }
    QVERIFY(unverified > 0);
}

// Four RTX 4090 offers of one provider that differ only in price and in how far their price can
// be trusted: a verified recent one, an unverified recent one, and two unverified ones that are
// old or undated, which are the cheapest.
// Sources and notes as the bundled catalog writes them: a price copied by hand by a third party is
// unverified however its note words it; a machine-read file or a second source is not.
void TestEngine::aHandCopiedPriceIsUnverified_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("notes");
    QTest::addColumn<bool>("unverified");
    QTest::newRow("api-evangelist copy")
        << u"github.com/api-evangelist/datacrunch plans/datacrunch-plans-pricing.yml"_s
        << u"per-GPU-hour on-demand, billed by the second (per transcription of "
           u"datacrunch.io/pricing)"_s
        << true;
    QTest::newRow("as transcribed in")
        << u"akash.network/pricing/gpus as transcribed in github.com/api-evangelist/akash"_s
        << QString() << true;
    QTest::newRow("SkyPilot file")
        << u"SkyPilot catalog https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/"
           u"000c1d0bf24621f4ac37cfa585f0897c1aa1d9cf/catalogs/v8/verda/vms.csv (read 2026-12-05)"_s
        << u"Region: FIN-01"_s << false;
    QTest::newRow("corroborated")
        << u"github.com/api-evangelist/datacrunch plans.yml ; datacrunch.io/pricing"_s
        << u"per transcription of datacrunch.io/pricing"_s << false;
}

void TestEngine::aHandCopiedPriceIsUnverified()
{
    QFETCH(QString, source);
    QFETCH(QString, notes);
    core::Offer offer;
    offer.source = source;
    offer.notes = notes;
    QFETCH(bool, unverified);
    QCOMPARE(core::priceRestsOnSingleUnverifiedSource(offer), unverified);
}

// resolveOffers asks a run of offers with one source text once, and their notes only when the
// source leaves it to them: every offer still gets the verdict it has alone, whatever the
// offer before it had.
void TestEngine::eachResolvedOfferHasItsOwnConfidence()
{
    const QString plain = u"example.com/pricing"_s;
    const QString transcribed = plain + u" as transcribed in github.com/example/prices"_s;
    const QString corroborated = plain + u" ; github.com/example/prices"_s;
    const QString handCopied = u"per transcription of example.com/pricing"_s;
    const QString region = u"Region: FIN-01"_s;
    const QList<std::pair<QString, QString>> texts = {
        {plain, handCopied},
        {plain, region},
        {plain, region},
        {plain, handCopied},
        {corroborated, handCopied},
        {plain, handCopied},
        {transcribed, region},
        {plain, region},
        {corroborated, region},
        {transcribed, handCopied},
        {plain, handCopied},
    };
    Catalog catalog = m_catalog;
    QVERIFY(!catalog.offers.isEmpty());
    const Offer model = catalog.offers.constFirst();
    catalog.offers.clear();
    for (qsizetype i = 0; i < texts.size(); ++i) {
        Offer offer = model;
        offer.key.region = QString::number(i);
        offer.source = texts.at(i).first;
        offer.notes = texts.at(i).second;
        catalog.offers.append(offer);
    }
    const QList<ResolvedOffer> resolved = resolveOffers(catalog);
    QCOMPARE(resolved.size(), texts.size());
    int unverified = 0;
    for (const ResolvedOffer &row : resolved) {
        QCOMPARE(row.priceUnverified, priceRestsOnSingleUnverifiedSource(*row.offer));
        unverified += row.priceUnverified ? 1 : 0;
    }
    QCOMPARE(unverified, 6);
}

void TestEngine::anOldUnverifiedPriceRanksAfterVerifiedAndRecentOnes()
{
    const auto template4090 = std::find_if(
        m_catalog.offers.cbegin(), m_catalog.offers.cend(), [](const Offer &offer) {
            return offer.key.gpu == QLatin1String("rtx-4090") && offer.key.gpuCount == 1
                && offer.currency == QLatin1String("USD");
        });
    QVERIFY(template4090 != m_catalog.offers.cend());
    const QDate today = QDate::currentDate();
    const auto offer = [&](const QString &region, double usd, const QString &source,
                           std::optional<QDate> observed) {
        Offer o = *template4090;
        o.key.region = region;
        o.onDemandPerHour = usd;
        o.spotPerHour.reset();
        o.source = source;
        o.notes.clear();
        o.observedAt = observed ? *PartialDate::parse(observed->toString(Qt::ISODate))
                                : PartialDate();
        return o;
    };
    const QString provider = QStringLiteral("example.com/pricing");
    const QString transcribed = provider
        + QStringLiteral(" as transcribed in github.com/example/prices data.json");
    Catalog catalog = m_catalog;
    catalog.offers = {
        offer(QStringLiteral("old-unverified"), 0.10, transcribed, today.addDays(-195)),
        offer(QStringLiteral("verified"), 0.50, provider, today.addDays(-195)),
        offer(QStringLiteral("recent-unverified"), 0.20, transcribed, today.addDays(-10)),
        offer(QStringLiteral("undated-unverified"), 0.05, transcribed, std::nullopt),
    };
    const QList<ResolvedOffer> resolved = resolveOffers(catalog);
    const auto ranks = [](const Evaluation &evaluation) {
        QHash<QString, const OfferEvaluation *> byRegion;
        for (const OfferEvaluation &row : evaluation.rows)
            byRegion.insert(row.offer.offer->key.region, &row);
        return byRegion;
    };
    Workload w = sdxlInteractive();
    w.maxWaitS = 1e6;

    // By default the old and the undated unverified prices come last, by price among them.
    const Evaluation byDefault = Engine(catalog).evaluate(w, resolved).value();
    const auto rows = ranks(byDefault);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[QStringLiteral("recent-unverified")]->rank, 1);
    QCOMPARE(rows[QStringLiteral("verified")]->rank, 2);
    QCOMPARE(rows[QStringLiteral("undated-unverified")]->rank, 3);
    QCOMPARE(rows[QStringLiteral("old-unverified")]->rank, 4);
    QVERIFY(rows[QStringLiteral("old-unverified")]->priceOldUnverified);
    QVERIFY(!rows[QStringLiteral("recent-unverified")]->priceOldUnverified);
    QVERIFY(!rows[QStringLiteral("verified")]->priceOldUnverified);
    const QString old = Engine::reasonText(byDefault, *rows[QStringLiteral("old-unverified")]);
    QVERIFY2(
        old.contains(QStringLiteral("price from a single unverified source older than 90 day")),
        qPrintable(old));
    QVERIFY2(old.contains(QStringLiteral("ranked after verified and recent prices")),
             qPrintable(old));
    const QString undated = Engine::reasonText(byDefault,
                                               *rows[QStringLiteral("undated-unverified")]);
    QVERIFY2(
        undated.contains(QStringLiteral("price from a single unverified source of unknown date")),
        qPrintable(undated));
    QVERIFY(undated.contains(QStringLiteral("ranked after verified and recent prices")));
    const QString recent = Engine::reasonText(byDefault,
                                              *rows[QStringLiteral("recent-unverified")]);
    QVERIFY2(recent.contains(QStringLiteral("price from a single unverified source")),
             qPrintable(recent));
    QVERIFY(!recent.contains(QStringLiteral("ranked after")));
    QVERIFY(!Engine::reasonText(byDefault, *rows[QStringLiteral("verified")])
                 .contains(QStringLiteral("unverified")));

    // Included on equal terms, price alone decides; the reason still says what the price is.
    Assumptions included;
    included.includeUnverifiedPrices = true;
    const Evaluation equal = Engine(catalog, included).evaluate(w, resolved).value();
    const auto equalRows = ranks(equal);
    QCOMPARE(equalRows[QStringLiteral("undated-unverified")]->rank, 1);
    QCOMPARE(equalRows[QStringLiteral("old-unverified")]->rank, 2);
    QCOMPARE(equalRows[QStringLiteral("recent-unverified")]->rank, 3);
    QCOMPARE(equalRows[QStringLiteral("verified")]->rank, 4);
    const QString equalOld = Engine::reasonText(equal,
                                                *equalRows[QStringLiteral("old-unverified")]);
    QVERIFY2(equalOld.contains(
                 QStringLiteral("price from a single unverified source older than 90 day")),
             qPrintable(equalOld));
    QVERIFY(!equalOld.contains(QStringLiteral("ranked after")));
}

// On the bundled catalog, in each of the four tasks, every offer with a verified or recent price
// ranks before every old unverified one; included, they mix by price.
void TestEngine::oldUnverifiedPricesRankLastOnTheBundledCatalog()
{
    const QList<Task> tasks{Task::Interactive, Task::Batch, Task::Lora, Task::Finetune};
    int demoted = 0;
    for (const Task task : tasks) {
        Workload w = sdxlInteractive();
        w.task = task;
        w.gradientCheckpointing = task != Task::Interactive;
        const Evaluation evaluation = evaluate(w);
        const QList<const OfferEvaluation *> ranked = byRank(evaluation);
        QVERIFY(!ranked.isEmpty());
        bool oldSeen = false;
        for (const OfferEvaluation *row : ranked) {
            if (row->priceOldUnverified) {
                oldSeen = true;
                ++demoted;
                QVERIFY2(Engine::reasonText(evaluation, *row)
                             .contains(QStringLiteral("ranked after verified and recent prices")),
                         qPrintable(Engine::reasonText(evaluation, *row)));
            } else {
                QVERIFY2(!oldSeen, "a verified or recent price ranks after an old unverified one");
            }
        }
        QVERIFY(!ranked.first()->priceOldUnverified);
    }
    QVERIFY(demoted > 0);
    // With them included, an old unverified price ranks somewhere before a verified one.
    Assumptions included;
    included.includeUnverifiedPrices = true;
    const Evaluation equal = evaluate(sdxlInteractive(), included);
    const QList<const OfferEvaluation *> ranked = byRank(equal);
    const auto firstOld = std::find_if(ranked.cbegin(), ranked.cend(),
                                       [](const auto *row) { return row->priceOldUnverified; });
    QVERIFY(firstOld != ranked.cend());
    QVERIFY(std::any_of(firstOld, ranked.cend(),
                        [](const auto *row) { return !row->priceOldUnverified; }));
}

void TestEngine::overTheCardIsTightAndSaysWhy()
{
    Workload w = sdxlInteractive();
    w.model = QStringLiteral("flux1-dev");
    w.config.steps = 28;
    w.config.precision = Precision::Bf16;
    const Evaluation evaluation = evaluate(w);
    QVERIFY(evaluation.vram.totalGb > 24 && evaluation.vram.totalGb < 25.2);
    int seen = 0;
    for (const OfferEvaluation &row : evaluation.rows) {
        if (row.offer.gpu->id != QLatin1String("rtx-4090"))
            continue;
        ++seen;
        QCOMPARE(row.fit, Fit::Tight);
        QVERIFY(row.overCapacity);
        QVERIFY(Engine::reasonText(evaluation, row)
                    .contains(QStringLiteral("offloaded to host memory")));
        // The overflow streams over PCIe every step: slower than the card's own estimate by
        // that, and labelled so.
        const auto own = SpeedModel(m_catalog).estimate(*row.offer.gpu, *m_catalog.model(w.model),
                                                        w.config);
        QVERIFY(own && row.secondsPerImage);
        const double streamed = (evaluation.vram.totalGb - 24) / 25 * w.config.steps;
        QVERIFY(std::abs(*row.secondsPerImage - own->secondsPerImage - streamed) < 1e-9);
        QVERIFY(row.speed->source.contains(QStringLiteral("streamed from host memory")));
        QCOMPARE(row.speed->basis, Basis::Estimated);
    }
    QVERIFY(seen > 0);
}

void TestEngine::spotUsesTheAdvisorsRateWhereItHasOne()
{
    Workload w = sdxlInteractive();
    w.task = Task::Batch;
    w.images = 20000;
    w.allowSpot = true;
    const Evaluation plain = evaluate(w);
    qsizetype index = -1;
    for (qsizetype i = 0; i < plain.rows.size(); ++i) {
        const OfferEvaluation &row = plain.rows.at(i);
        if (row.spot && row.cost && !row.offer.offer->key.tier.isEmpty()) {
            index = i;
            break;
        }
    }
    QVERIFY(index >= 0);
    const OfferEvaluation &before = plain.rows.at(index);
    QVERIFY(!before.spotRateFromAdvisor);
    QCOMPARE(before.spotInterruptionsPerHour, Assumptions().spotInterruptionsPerHour);
    Assumptions a;
    const OfferKey &key = before.offer.offer->key;
    a.spotInterruptionsPerHourByInstance.insert(key.tier + QLatin1Char('|') + key.region,
                                                cost::interruptionsPerHour(5));
    const Engine engine(m_catalog, a);
    const auto advised = engine.evaluate(w, resolveOffers(m_catalog));
    QVERIFY(advised);
    const OfferEvaluation &after = advised.value().rows.at(index);
    QVERIFY(after.spotRateFromAdvisor);
    QCOMPARE(after.spotInterruptionsPerHour, cost::interruptionsPerHour(5));
    // A rarer interruption costs less rework.
    QVERIFY(after.cost->spotRiskUsd < before.cost->spotRiskUsd);
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
