#include "testutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/plausibility.h>
#include <core/catalog/valuebounds.h>
#include <core/i18n/translations.h>
#include <core/session/session.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace core;

// The guard on every catalog replace: a new catalog that drops most offers or moves a
// provider's median price by a large factor is refused unless confirmed; a value outside the
// plausible bounds is refused at import and when a stored row is loaded.
class TestPlausibility final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anOrdinaryUpdatePasses();
    void refusesAFeedThatDropsMostOffers();
    void refusesAPriceScaledByAHundred();
    void refusesAnAnswerThatMakesKnownPricesUnknown();
    void confirmationLetsItThrough();
    void boundsHoldEvenWhenConfirmed();
    void theBundledCatalogIsPlausible();
    void storedRowsAreCheckedOnLoad_data();
    void storedRowsAreCheckedOnLoad();
    void sessionRefusesUnlessConfirmed();
    void theStoreRefusesWhatNoImporterChecked();

private:
    Catalog m_small;
    QTranslator m_english;
};

void TestPlausibility::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    // The messages as users read them: the English plurals ("4 stored offers") come from its .qm.
    QVERIFY(loadTranslation(m_english, QStringLiteral("en")));
    QCoreApplication::installTranslator(&m_english);
    auto catalog = CatalogImporter::parse(testutil::readData(QStringLiteral("catalog-small.json")));
    QVERIFY2(catalog, qPrintable(catalog ? QString() : catalog.error()));
    m_small = catalog.value();
}

void TestPlausibility::anOrdinaryUpdatePasses()
{
    Catalog next = m_small;
    for (Offer &offer : next.offers) {
        if (offer.onDemandPerHour)
            *offer.onDemandPerHour *= 1.2;
    }
    next.offers.removeLast(); // one of four: 25%
    const ReplaceChanges changes = Plausibility::compare(m_small, next);
    QCOMPARE(changes.offersRemoved, 1);
    QVERIFY(!changes.suspicious());
    QVERIFY(Plausibility::check(m_small, next, false).ok());
}

void TestPlausibility::refusesAFeedThatDropsMostOffers()
{
    Catalog next = m_small;
    next.offers = {next.offers.constFirst()};
    const Status status = Plausibility::check(m_small, next, false);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral(
                 "It removes 3 of the 4 stored offers (75.0%; more than 50% needs confirming); "
                 "1 would remain.")),
             qPrintable(status.error()));
}

void TestPlausibility::refusesAPriceScaledByAHundred()
{
    Catalog next = m_small;
    for (Offer &offer : next.offers) {
        if (offer.key.provider == QLatin1String("runpod")) {
            if (offer.onDemandPerHour)
                *offer.onDemandPerHour /= 100;
            if (offer.spotPerHour)
                *offer.spotPerHour /= 100;
        }
    }
    const ReplaceChanges changes = Plausibility::compare(m_small, next);
    QCOMPARE(changes.shifts.size(), 1);
    QCOMPARE(changes.shifts.constFirst().provider, QStringLiteral("runpod"));
    const Status status = Plausibility::check(m_small, next, false);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("It moves the median price of runpod from")),
             qPrintable(status.error()));
    QVERIFY2(status.error().contains(QStringLiteral("(×0.01; more than ×3 needs confirming)")),
             qPrintable(status.error()));
}

// The probe: RunPod's on-demand prices of $1e9 were read as "no price", and the stored ones
// became unknown without a question.
void TestPlausibility::refusesAnAnswerThatMakesKnownPricesUnknown()
{
    Catalog next = m_small;
    for (Offer &offer : next.offers) {
        if (offer.key.provider == QLatin1String("runpod"))
            offer.onDemandPerHour.reset();
    }
    const ReplaceChanges changes = Plausibility::compare(m_small, next);
    QCOMPARE(changes.priceLosses.size(), 1);
    QCOMPARE(changes.priceLosses.constFirst().provider, QStringLiteral("runpod"));
    QCOMPARE(changes.priceLosses.constFirst().known, 3);
    QCOMPARE(changes.priceLosses.constFirst().lost, 2);
    const Status status = Plausibility::check(m_small, next, false);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral(
                 "It makes 2 of the 3 known prices of runpod unknown (66.7%; more than 50% "
                 "needs confirming).")),
             qPrintable(status.error()));
    QVERIFY(Plausibility::check(m_small, next, true).ok());

    next = m_small;
    next.offers[0].spotPerHour.reset(); // one of three: asks nothing
    QVERIFY(Plausibility::compare(m_small, next).priceLosses.isEmpty());
}

void TestPlausibility::confirmationLetsItThrough()
{
    Catalog next = m_small;
    next.offers = {next.offers.constFirst()};
    QVERIFY(Plausibility::check(m_small, next, true).ok());
    QVERIFY(Plausibility::check(Catalog(), next, false).ok()); // the first catalog
}

void TestPlausibility::boundsHoldEvenWhenConfirmed()
{
    Catalog next = m_small;
    next.offers[0].onDemandPerHour = 123456;
    const Status status = Plausibility::check(m_small, next, true);
    QVERIFY(!status.ok());
    QVERIFY2(
        status.error().contains(QStringLiteral("\"on_demand_per_hour\" is 123456 USD an hour")),
        qPrintable(status.error()));
}

void TestPlausibility::theBundledCatalogIsPlausible()
{
    const Expected<Catalog> bundled = CatalogImporter::bundled();
    QVERIFY2(bundled, qPrintable(bundled ? QString() : bundled.error()));
    QCOMPARE(ValueBounds::check(*bundled), std::nullopt);
}

void TestPlausibility::storedRowsAreCheckedOnLoad_data()
{
    QTest::addColumn<QString>("tamper");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative price")
        << QStringLiteral("UPDATE offer_rows SET on_demand_per_hour = -3 WHERE rowid = 1")
        << QStringLiteral("\"on_demand_per_hour\" is -3 USD an hour");
    QTest::newRow("2e9 GPUs") << QStringLiteral("UPDATE offer_rows SET gpu_count = 2000000000")
                              << QStringLiteral("\"gpu_count\" is 2000000000, outside the "
                                                "plausible range (1 to 64)");
    QTest::newRow("1e308 TFLOPS") << QStringLiteral("UPDATE gpus SET fp16_tensor_tflops = 1e308")
                                  << QStringLiteral("\"fp16_tensor_tflops\" is 1e+308");
    QTest::newRow("benchmark") << QStringLiteral("UPDATE benchmarks SET value = -1")
                               << QStringLiteral("\"value\" is -1");
}

void TestPlausibility::storedRowsAreCheckedOnLoad()
{
    QFETCH(QString, tamper);
    QFETCH(QString, message);
    QTemporaryDir dir;
    auto database = Database::open(dir.filePath(QStringLiteral("db.sqlite")));
    QVERIFY(database);
    CatalogStore store(**database);
    QVERIFY(store.replace(m_small, QStringLiteral("test")).ok());
    QSqlQuery query((*database)->connection());
    // The schema's CHECKs stop some of these; a tampered file need not have them.
    QVERIFY(query.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON")));
    QVERIFY2(query.exec(tamper), qPrintable(query.lastError().text()));
    const Expected<Catalog> loaded = store.load();
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().startsWith(QStringLiteral("The stored catalog in ")),
             qPrintable(loaded.error()));
    QVERIFY2(loaded.error().contains(message), qPrintable(loaded.error()));
}

void TestPlausibility::sessionRefusesUnlessConfirmed()
{
    QTemporaryDir dir;
    auto database = Database::open(dir.filePath(QStringLiteral("db.sqlite")));
    QVERIFY(database);
    Session session(**database);
    QVERIFY(session.replaceCatalog(m_small, QStringLiteral("test")).ok());
    Catalog next = m_small;
    next.offers = {next.offers.constFirst()};
    QVERIFY(session.changesTo(next).suspicious());
    QVERIFY(!session.replaceCatalog(next, QStringLiteral("feed")).ok());
    QCOMPARE(session.catalog().offers.size(), m_small.offers.size());
    QVERIFY(session.replaceCatalog(next, QStringLiteral("feed"), true).ok());
    QCOMPARE(session.catalog().offers.size(), 1);
}

// A live price source builds its catalog in code, not through the importer: the store checks.
void TestPlausibility::theStoreRefusesWhatNoImporterChecked()
{
    QTemporaryDir dir;
    auto database = Database::open(dir.filePath(QStringLiteral("db.sqlite")));
    QVERIFY(database);
    CatalogStore store(**database);
    QVERIFY(store.replace(m_small, QStringLiteral("test")).ok());
    Catalog live = m_small;
    live.offers[0].key.gpuCount = 2000000000;
    const Status status = store.replace(live, QStringLiteral("vast-ai"));
    QVERIFY(!status.ok());
    QVERIFY2(status.error().startsWith(QStringLiteral("The catalog was not changed: offers[0]")),
             qPrintable(status.error()));
    QCOMPARE(store.load()->offers.constFirst().key.gpuCount,
             m_small.offers.constFirst().key.gpuCount);
}

QTEST_GUILESS_MAIN(TestPlausibility)
#include "tst_plausibility.moc"
