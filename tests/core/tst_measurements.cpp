#include <core/catalog/catalogimporter.h>
#include <core/plan/measurement.h>
#include <core/session/session.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/measurementstore.h>
#include <core/store/migrations.h>
#include <core/store/planstore.h>

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace core;

// The user's own measurements and plans: a measurement becomes the basis for its GPU and model
// ahead of published figures, changes the ranking, and is removed again; both survive a
// catalog replacement; the schema step adds their tables to a database of the version before.
class TestMeasurements final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void aMeasurementOverridesAndIsRemoved();
    void measurementsAndPlansSurviveACatalogUpdate();
    void refusesAnInvalidMeasurement();
    void theMigrationAddsTheUserTables();

private:
    static Workload batchJob();
    static const OfferEvaluation *best(const Evaluation &evaluation);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_database;
};

void TestMeasurements::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto database = Database::open(m_dir->filePath(QStringLiteral("db.sqlite")));
    QVERIFY(database);
    m_database = std::move(database).value();
}

Workload TestMeasurements::batchJob()
{
    Workload w;
    w.model = QStringLiteral("sdxl");
    w.task = Task::Batch;
    w.images = 5000;
    return w;
}

const OfferEvaluation *TestMeasurements::best(const Evaluation &evaluation)
{
    for (const OfferEvaluation &row : evaluation.rows) {
        if (row.rank == 1)
            return &row;
    }
    return nullptr;
}

void TestMeasurements::aMeasurementOverridesAndIsRemoved()
{
    Session session(*m_database);
    QVERIFY(session.load().ok());
    session.setWorkload(batchJob());
    session.waitForEvaluation();
    const OfferEvaluation *before = best(session.snapshot()->evaluation);
    QVERIFY(before);
    const QString winner = before->offer.gpu->id;
    QVERIFY(winner != QLatin1String("t4"));

    // A (fanciful) T4 at 0.05 s per image at the workload's own settings makes it the best.
    Measurement m;
    m.gpu = QStringLiteral("t4");
    m.model = QStringLiteral("sdxl");
    m.config = batchJob().config;
    m.secondsPerImage = 0.05;
    m.provider = QStringLiteral("aws");
    const Expected<qint64> id = session.addMeasurement(m);
    QVERIFY2(id, qPrintable(id ? QString() : id.error()));
    QCOMPARE(session.measurements()->size(), 1);

    const auto snapshot = session.snapshot();
    const OfferEvaluation *after = best(snapshot->evaluation);
    QVERIFY(after);
    QCOMPARE(after->offer.gpu->id, QStringLiteral("t4"));
    QVERIFY(after->speed);
    QCOMPARE(after->speed->basis, Basis::Measured);
    QCOMPARE(after->speed->series, Measurements::seriesId());
    QVERIFY(after->speed->source.startsWith(Measurements::sourceLabel()));
    QVERIFY(qAbs(*after->secondsPerImage - 0.05) < 1e-9);
    for (const OfferEvaluation &row : snapshot->evaluation.rows) {
        if (row.offer.gpu->id != QLatin1String("t4") && row.speed)
            QVERIFY(row.speed->series != Measurements::seriesId());
    }

    QVERIFY(session.removeMeasurement(*id).ok());
    QVERIFY(session.measurements()->isEmpty());
    const OfferEvaluation *again = best(session.snapshot()->evaluation);
    QVERIFY(again);
    QCOMPARE(again->offer.gpu->id, winner);
    QVERIFY(!session.removeMeasurement(*id).ok());
}

void TestMeasurements::measurementsAndPlansSurviveACatalogUpdate()
{
    const auto bundled = CatalogImporter::bundled();
    QVERIFY(bundled);
    CatalogStore catalogs(*m_database);
    QVERIFY(catalogs.replace(*bundled, QStringLiteral("first")).ok());
    Measurement m;
    m.gpu = QStringLiteral("rtx-4090");
    m.model = QStringLiteral("sdxl");
    m.iterationsPerSecond = 7;
    QVERIFY(MeasurementStore(*m_database).add(m));
    Plan plan = PlanFormat::exploreOnDemandRenderOnSpot();
    plan.monthlyBudgetUsd = 60;
    QVERIFY(PlanStore(*m_database).save(plan).ok());

    QVERIFY(catalogs.replace(*bundled, QStringLiteral("second")).ok());
    const auto list = MeasurementStore(*m_database).list();
    QVERIFY(list);
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->constFirst().iterationsPerSecond, std::optional<double>(7));
    QVERIFY(!list->constFirst().secondsPerImage);
    QCOMPARE(PlanStore(*m_database).names().value(), QStringList{plan.name});
    const auto loaded = PlanStore(*m_database).load(plan.name, *bundled);
    QVERIFY(loaded);
    QCOMPARE(PlanFormat::toJson(*loaded), PlanFormat::toJson(plan));
}

void TestMeasurements::refusesAnInvalidMeasurement()
{
    const auto bundled = CatalogImporter::bundled();
    QVERIFY(bundled);
    Measurement m;
    m.gpu = QStringLiteral("rtx-9999");
    m.model = QStringLiteral("sdxl");
    m.secondsPerImage = 2;
    QVERIFY(Measurements::validate(m, *bundled).error().startsWith(QStringLiteral("gpu")));
    m.gpu = QStringLiteral("rtx-4090");
    QVERIFY(Measurements::validate(m, *bundled).ok());
    m.iterationsPerSecond = 7;
    QVERIFY(!Measurements::validate(m, *bundled).ok());
    m.secondsPerImage.reset();
    m.iterationsPerSecond = -1;
    QVERIFY(!Measurements::validate(m, *bundled).ok());
}

void TestMeasurements::theMigrationAddsTheUserTables()
{
    const QString name = QStringLiteral("previous-version");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_dir->filePath(QStringLiteral("old.sqlite")));
        QVERIFY(db.open());
        // Step 8 added the user tables: a database of version 7 has none.
        QVERIFY(migrations::migrate(db, 7).ok());
        QSqlQuery query(db);
        QVERIFY(!query.exec(QStringLiteral("SELECT count(*) FROM user_measurements")));
        QVERIFY(migrations::migrate(db, migrations::latestVersion()).ok());
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM user_measurements")));
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM user_plans")));
        // One figure, never both.
        QVERIFY(!query.exec(QStringLiteral(
            "INSERT INTO user_measurements (gpu, model, width, height, steps, batch, precision,"
            " stack, seconds_per_image, iterations_per_second, recorded_at)"
            " VALUES ('t4', 'sdxl', 1024, 1024, 30, 1, 'fp16', 'pytorch', 1, 2, 'now')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QTEST_GUILESS_MAIN(TestMeasurements)
#include "tst_measurements.moc"
