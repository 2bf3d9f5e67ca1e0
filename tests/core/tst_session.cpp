#include "testutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/resolvedoffer.h>
#include <core/engine/engine.h>
#include <core/i18n/translations.h>
#include <core/session/session.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/shortliststore.h>
#include <core/store/sourcestatestore.h>
#include <core/store/sqlutil.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace core;

// A start reads: it writes nothing to a database that already holds a catalog (it used to
// create the default shortlist every time), so a read-only database opens, shows its catalog
// and refuses edits with a reason.
class TestSession final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void beforeLoadTheCatalogIsEmpty();
    void aStartWritesNothing();
    void theFirstStarCreatesTheShortlist();
    void aReadOnlyDatabaseBrowsesAndRefusesEdits();
    void theSnapshotHoldsTheEnginesRows();
    void everyEvaluationAppliesTheSpotAdvisor();
    void aReplacedCatalogKeepsYourMeasurements();
    void aWorkloadIsEvaluatedOffTheCallersThread();
    void theLatestChangeWins();
    void aLoadOnTheWorkerShowsWhatALoadShows();
    void aChangeMadeWhileLoadingIsEvaluatedAfter();
    void aFailedLoadSaysWhy();
    void aLanguageSwitchWordsTheSameRows();

private:
    static QByteArray contents(const QString &path);
    QString prepared();

    std::unique_ptr<QTemporaryDir> m_dir;
    Catalog m_small;
};

// The session's rows are the engine's for its workload and assumptions: one source of numbers.
void TestSession::theSnapshotHoldsTheEnginesRows()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.load().ok());
    QSignalSpy changed(&session, &Session::evaluationChanged);
    Workload w;
    w.model = session.catalog().models.constFirst().id;
    w.task = Task::Batch;
    w.images = 500;
    session.setWorkload(w);
    session.waitForEvaluation();
    QVERIFY(changed.count() >= 1);
    Assumptions a;
    a.unknownColdStartS = 123;
    session.setAssumptions(a);
    session.waitForEvaluation();
    const auto snapshot = session.snapshot();
    QCOMPARE(snapshot->evaluation.workload.images, qint64(500));
    const Engine engine(*snapshot->catalog, a);
    const auto expected = engine.evaluate(w, resolveOffers(*snapshot->catalog));
    QVERIFY(expected);
    QCOMPARE(snapshot->evaluation.rows.size(), expected.value().rows.size());
    for (qsizetype i = 0; i < expected.value().rows.size(); ++i) {
        const OfferEvaluation &mine = snapshot->evaluation.rows.at(i);
        const OfferEvaluation &theirs = expected.value().rows.at(i);
        QCOMPARE(mine.rank, theirs.rank);
        QCOMPARE(mine.totalCostUsd, theirs.totalCostUsd);
        QCOMPARE(mine.coldStartS, theirs.coldStartS);
        QCOMPARE(mine.priceUnverified, theirs.priceUnverified);
        QCOMPARE(Engine::reasonText(snapshot->evaluation, mine),
                 Engine::reasonText(expected.value(), theirs));
    }
}

// The AWS Spot Advisor's bucket prices spot work in the table, in any other workload evaluated
// through the session (a plan's, the CLI's) and after the user changes an assumption.
void TestSession::everyEvaluationAppliesTheSpotAdvisor()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    // The small catalog's spot offer: RunPod's RTX 4090, tier "secure", no region.
    const SpotRisk risk{QStringLiteral("secure"), QStringLiteral(""), QStringLiteral(">20%"), 20};
    QSqlDatabase db = (*database)->connection();
    QVERIFY(SourceStateStore::replaceSpotRisks(db, {risk}, QStringLiteral("aws-spot-advisor"),
                                               QDateTime::currentDateTimeUtc())
                .ok());
    Session session(**database);
    QVERIFY(session.load().ok());
    Workload w;
    w.model = QStringLiteral("sdxl");
    w.task = Task::Batch;
    w.images = 5000;
    w.allowSpot = true;
    session.setWorkload(w);
    session.waitForEvaluation();
    const auto spotRow = [](const Evaluation &evaluation) -> const OfferEvaluation * {
        for (const OfferEvaluation &row : evaluation.rows) {
            if (row.spot)
                return &row;
        }
        return nullptr;
    };
    const double advised = cost::interruptionsPerHour(20);
    const OfferEvaluation *shown = spotRow(session.snapshot()->evaluation);
    QVERIFY(shown);
    QVERIFY(shown->spotRateFromAdvisor);
    QCOMPARE(shown->spotInterruptionsPerHour, advised);

    const Expected<Evaluation> other = session.evaluate(w);
    QVERIFY(other);
    const OfferEvaluation *evaluated = spotRow(*other);
    QVERIFY(evaluated);
    QVERIFY(evaluated->spotRateFromAdvisor);
    QCOMPARE(evaluated->totalCostUsd, shown->totalCostUsd);

    // The CLI's door: the same database read without a session.
    const Expected<Workspace> workspace = Workspace::load(**database);
    QVERIFY(workspace);
    const Expected<Evaluation> cli = workspace->evaluate(w);
    QVERIFY(cli);
    QVERIFY(spotRow(*cli));
    QCOMPARE(spotRow(*cli)->totalCostUsd, shown->totalCostUsd);

    Assumptions a;
    a.spotResumeMinutes = 30;
    session.setAssumptions(a);
    session.waitForEvaluation();
    const OfferEvaluation *after = spotRow(session.snapshot()->evaluation);
    QVERIFY(after);
    QVERIFY(after->spotRateFromAdvisor);
    QCOMPARE(after->spotInterruptionsPerHour, advised);
    QCOMPARE(session.snapshot()->evaluation.assumptions.spotResumeMinutes, 30.0);
}

// The user's measurements shape the numbers after an import as after a start.
void TestSession::aReplacedCatalogKeepsYourMeasurements()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.load().ok());
    Measurement m;
    m.gpu = QStringLiteral("rtx-4090");
    m.model = QStringLiteral("sdxl");
    m.config.width = 1024;
    m.config.height = 1024;
    m.config.steps = 30;
    m.secondsPerImage = 1.5;
    QVERIFY(session.addMeasurement(m));
    const auto measured = [&session] {
        for (const Benchmark &b : session.catalog().benchmarks) {
            if (b.series == Measurements::seriesId())
                return true;
        }
        return false;
    };
    QVERIFY(measured());
    QVERIFY(session.replaceCatalog(m_small, QStringLiteral("again"), true).ok());
    QVERIFY(measured());
}

// A change returns at once: the snapshot on screen stays whole (the previous workload's rows)
// until the new evaluation is swapped in, through the event loop, on the caller's thread.
void TestSession::aWorkloadIsEvaluatedOffTheCallersThread()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.load().ok());
    const auto before = session.snapshot();
    QSignalSpy changed(&session, &Session::evaluationChanged);
    Workload w = session.workload();
    w.task = Task::Batch;
    w.images = 777;
    session.setWorkload(w);
    QCOMPARE(session.workload().images, qint64(777)); // the session's workload at once
    QVERIFY(session.isEvaluating());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(session.snapshot(), before);
    QTRY_COMPARE(changed.count(), 1);
    QVERIFY(!session.isEvaluating());
    QCOMPARE(session.snapshot()->evaluation.workload.images, qint64(777));
    QCOMPARE(session.snapshot()->evaluation.rows.size(), before->evaluation.rows.size());
    QCOMPARE(session.snapshot()->catalog, before->catalog);
}

// Changes made while one is evaluated supersede it: only the latest reaches the snapshot,
// once, with every change made (the workload and the assumptions).
void TestSession::theLatestChangeWins()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.load().ok());
    QSignalSpy changed(&session, &Session::evaluationChanged);
    Workload w = session.workload();
    w.task = Task::Batch;
    for (qint64 images : {100, 200, 300}) {
        w.images = images;
        session.setWorkload(w);
    }
    Assumptions a;
    a.unknownColdStartS = 321;
    session.setAssumptions(a);
    session.retranslate();
    QTRY_VERIFY(!session.isEvaluating());
    QTest::qWait(20); // nothing more arrives
    QCOMPARE(changed.count(), 1);
    const Evaluation &shown = session.snapshot()->evaluation;
    QCOMPARE(shown.workload.images, qint64(300));
    QCOMPARE(shown.assumptions.unknownColdStartS, 321.0);
    QCOMPARE(session.workspace().userAssumptions().unknownColdStartS, 321.0);

    // A new catalog drops an evaluation still running: its rows would be of the old one.
    w.images = 400;
    session.setWorkload(w);
    QVERIFY(session.load().ok());
    QCOMPARE(session.snapshot()->evaluation.workload.images, qint64(400));
    const auto loaded = session.snapshot();
    QTRY_VERIFY(!session.isEvaluating());
    QTest::qWait(20);
    QCOMPARE(session.snapshot(), loaded);
}

// The rows carry reason codes and numbers: a language switch words the same rows in the new
// language and evaluates nothing; only a failed evaluation's message, which is text, is made
// again (at once: without its model there is nothing to compute).
void TestSession::aLanguageSwitchWordsTheSameRows()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.load().ok());
    session.waitForEvaluation();
    const std::shared_ptr<const Snapshot> english = session.snapshot();
    QVERIFY(!english->evaluation.rows.isEmpty());
    const OfferEvaluation &first = english->evaluation.rows.constFirst();
    const QString englishReason = Engine::reasonText(english->evaluation, first);
    QVERIFY(!englishReason.isEmpty());
    const int evaluations = session.evaluationCount();

    QTranslator romanian;
    QVERIFY(loadTranslation(romanian, QStringLiteral("ro")));
    QVERIFY(QCoreApplication::installTranslator(&romanian));
    session.retranslate();
    QVERIFY(!session.isEvaluating());
    QCOMPARE(session.evaluationCount(), evaluations);
    QCOMPARE(session.snapshot(), english); // the same rows…
    const QString romanianReason = Engine::reasonText(english->evaluation, first);
    QVERIFY2(romanianReason != englishReason, qPrintable(romanianReason)); // …in other words

    // A workload the catalog has no model for: its message is text, made again in the language.
    Workload unknown = session.workload();
    unknown.model = QStringLiteral("no-such-model");
    session.setWorkload(unknown);
    session.waitForEvaluation();
    const QString romanianError = session.snapshot()->evaluation.error;
    QVERIFY(!romanianError.isEmpty());
    QCOMPARE(Engine::reasonText(session.snapshot()->evaluation,
                                session.snapshot()->evaluation.rows.constFirst()),
             romanianError);
    QCoreApplication::removeTranslator(&romanian);
    const int failed = session.evaluationCount();
    session.retranslate();
    session.waitForEvaluation();
    QCOMPARE(session.evaluationCount(), failed + 1);
    QVERIFY(session.snapshot()->evaluation.error != romanianError);
    QVERIFY(session.snapshot()->evaluation.error.contains(QStringLiteral("no-such-model")));
}

QByteArray TestSession::contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto catalog = CatalogImporter::parse(testutil::readData(QStringLiteral("catalog-small.json")));
    QVERIFY(catalog);
    m_small = catalog.value();
}

// A database with the small catalog imported, closed again.
QString TestSession::prepared()
{
    const QString path = m_dir->filePath(QStringLiteral("db.sqlite"));
    auto database = Database::open(path);
    if (!database || !CatalogStore(**database).replace(m_small, QStringLiteral("test")).ok())
        qFatal("cannot prepare the database");
    return path;
}

void TestSession::beforeLoadTheCatalogIsEmpty()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    const Session session(**database);
    QVERIFY(session.catalog().offers.isEmpty());
    QVERIFY(session.snapshot()->evaluation.rows.isEmpty());
    QVERIFY(!session.evaluate(Workload()));
}

void TestSession::aStartWritesNothing()
{
    const QString path = prepared();
    const QByteArray before = contents(path);
    {
        auto database = Database::open(path);
        QVERIFY(database);
        Session session(**database);
        QVERIFY(session.load().ok());
        QCOMPARE(session.catalog().offers.size(), m_small.offers.size());
        QVERIFY(session.shortlist().isEmpty());
    }
    QCOMPARE(contents(path), before);
}

void TestSession::theFirstStarCreatesTheShortlist()
{
    const QString path = prepared();
    auto database = Database::open(path);
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.load().ok());
    const OfferKey key = m_small.offers.constFirst().key;
    QVERIFY(session.setShortlisted(key, true).ok());
    QVERIFY(session.isShortlisted(key));
    const Expected<Shortlist> stored
        = ShortlistStore(**database).byName(ShortlistStore::defaultName());
    QVERIFY(stored);
    QCOMPARE(stored->items.size(), 1);
}

void TestSession::aReadOnlyDatabaseBrowsesAndRefusesEdits()
{
    const QString path = prepared();
    const QByteArray before = contents(path);
    {
        auto database = Database::open(path, Database::Access::ReadOnly);
        QVERIFY2(database, qPrintable(database ? QString() : database.error()));
        Session session(**database);
        QVERIFY(session.isReadOnly());
        QVERIFY(session.load().ok());
        QCOMPARE(session.catalog().offers.size(), m_small.offers.size());
        const Status star = session.setShortlisted(m_small.offers.constFirst().key, true);
        QVERIFY(!star.ok());
        QCOMPARE(star.error(), session.readOnlyReason());
        QVERIFY(star.error().contains(QStringLiteral("is read-only")));
        const Status import = session.replaceCatalog(m_small, QStringLiteral("again"), true);
        QVERIFY(!import.ok());
        QVERIFY2(import.error().contains(QStringLiteral("is read-only")),
                 qPrintable(import.error()));
    }
    QCOMPARE(contents(path), before);
}

// startLoad() reads on a worker what load() reads on the caller's thread: the same catalog, rows,
// origins and shortlist, with the offers read reported on the way.
void TestSession::aLoadOnTheWorkerShowsWhatALoadShows()
{
    const QString path = prepared();
    const OfferKey listed = m_small.offers.constLast().key;
    {
        auto database = Database::open(path);
        QVERIFY(database);
        ShortlistStore shortlists(**database);
        const Expected<qint64> id = shortlists.ensureDefault();
        QVERIFY(id);
        QVERIFY(shortlists.addItem(*id, m_small.offers.constFirst().key).ok());
        QSqlDatabase db = (*database)->connection();
        QVERIFY(testutil::setListedBy(
            db, QStringLiteral("offer_rows.rowid = (SELECT max(rowid) FROM offer_rows)"),
            QStringLiteral("skypilot:aws"), QStringLiteral("2026-11-01T10:00:00Z")));
    }
    auto database = Database::open(path);
    QVERIFY(database);
    Session synchronous(**database);
    QVERIFY(synchronous.load().ok());

    Session session(**database);
    QSignalSpy progress(&session, &Session::loadProgress);
    QSignalSpy loaded(&session, &Session::loaded);
    session.startLoad();
    QVERIFY(session.isLoading());
    QVERIFY(session.isEvaluating());
    QVERIFY(session.catalog().offers.isEmpty()); // nothing of it before it is all there
    QVERIFY(loaded.wait(30000));
    QCOMPARE(loaded.count(), 1);
    QVERIFY(!session.isLoading());
    QVERIFY(!session.isEvaluating());

    QCOMPARE(session.catalog().offers.size(), m_small.offers.size());
    const Evaluation &mine = session.snapshot()->evaluation;
    const Evaluation &theirs = synchronous.snapshot()->evaluation;
    QCOMPARE(mine.rows.size(), theirs.rows.size());
    for (qsizetype i = 0; i < theirs.rows.size(); ++i) {
        QCOMPARE(mine.rows.at(i).offer.offer->key, theirs.rows.at(i).offer.offer->key);
        QCOMPARE(mine.rows.at(i).rank, theirs.rows.at(i).rank);
        QCOMPARE(mine.rows.at(i).totalCostUsd, theirs.rows.at(i).totalCostUsd);
    }
    QCOMPARE(session.snapshot()->origins.size(), 1);
    QCOMPARE(session.snapshot()->origins.value(listed).sourceId, QStringLiteral("skypilot:aws"));
    QCOMPARE(session.snapshot()->origins.value(listed).listedSince,
             synchronous.snapshot()->origins.value(listed).listedSince);
    QCOMPARE(session.shortlistedKeys(), synchronous.shortlistedKeys());
    QCOMPARE(session.shortlistedKeys().size(), 1);

    QVERIFY(!progress.isEmpty());
    const qint64 offers = m_small.offers.size();
    QCOMPARE(progress.constLast().at(0).toLongLong(), offers);
    QCOMPARE(progress.constLast().at(1).toLongLong(), offers);

    // Whatever waits for the catalog runs at once when it is there.
    bool ran = false;
    session.whenLoaded(this, [&ran] { ran = true; });
    QVERIFY(ran);
}

// A workload and assumptions set while the catalog loads (a link, the saved ones) are what the
// snapshot shows once it is there; work that needs the catalog waits for it.
void TestSession::aChangeMadeWhileLoadingIsEvaluatedAfter()
{
    auto database = Database::open(prepared());
    QVERIFY(database);
    Session session(**database);
    session.startLoad();
    bool ran = false;
    session.whenLoaded(this, [&] {
        ran = true;
        QCOMPARE(session.catalog().offers.size(), m_small.offers.size());
    });
    QVERIFY(!ran);
    Workload w = session.workload();
    w.task = Task::Batch;
    w.images = 4242;
    session.setWorkload(w);
    Assumptions a;
    a.unknownColdStartS = 99;
    session.setAssumptions(a);
    QVERIFY(session.isLoading());
    QTRY_VERIFY_WITH_TIMEOUT(!session.isEvaluating(), 30000);
    QVERIFY(ran);
    QCOMPARE(session.catalog().offers.size(), m_small.offers.size());
    QCOMPARE(session.snapshot()->evaluation.workload.images, qint64(4242));
    QCOMPARE(session.snapshot()->workspace.userAssumptions().unknownColdStartS, 99.0);
    QCOMPARE(session.snapshot()->evaluation.rows.size(), m_small.offers.size());
}

// A stored catalog that cannot be shown is reported, and nothing waiting for it runs.
void TestSession::aFailedLoadSaysWhy()
{
    const QString path = prepared();
    {
        auto database = Database::open(path);
        QVERIFY(database);
        QSqlDatabase db = (*database)->connection();
        QVERIFY(
            sql::exec(db, QStringLiteral("UPDATE offer_rows SET on_demand_per_hour = 1e9")).ok());
    }
    auto database = Database::open(path);
    QVERIFY(database);
    Session session(**database);
    QSignalSpy failed(&session, &Session::loadFailed);
    QSignalSpy loaded(&session, &Session::loaded);
    bool ran = false;
    session.startLoad();
    session.whenLoaded(this, [&ran] { ran = true; });
    QVERIFY(failed.wait(30000));
    QVERIFY2(failed.constFirst().constFirst().toString().contains(QStringLiteral("implausible")),
             qPrintable(failed.constFirst().constFirst().toString()));
    QCOMPARE(loaded.count(), 0);
    QVERIFY(!ran);
    QVERIFY(!session.isLoading());
    QVERIFY(session.catalog().offers.isEmpty());
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
