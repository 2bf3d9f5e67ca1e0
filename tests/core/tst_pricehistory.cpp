#include "testutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/freshness.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/pricehistory.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace core;

class TestPriceHistory final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void recordsEachNewObservationOnce();
    void listsChangesWithTheOldPrice();
    void samePriceLaterIsANewObservation();
    void aPriceConfirmedDailyKeepsItsFirstAndLatestObservation();
    void failedReplaceRecordsNothing();
    void readsHistoryByProviderAndGpu();
    void freshness();

private:
    Catalog smallCatalog() const;

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    int m_count = 0;
};

Catalog TestPriceHistory::smallCatalog() const
{
    return CatalogImporter::parse(testutil::readData(QStringLiteral("catalog-small.json"))).value();
}

void TestPriceHistory::init()
{
    auto database = Database::open(
        m_dir.filePath(QStringLiteral("history-%1.sqlite").arg(++m_count)));
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
}

void TestPriceHistory::cleanup()
{
    m_database.reset();
}

void TestPriceHistory::recordsEachNewObservationOnce()
{
    CatalogStore store(*m_database);
    PriceHistory history(*m_database);
    QCOMPARE(history.size(), 0);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("a")).ok());
    QCOMPARE(history.size(), 4);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("b")).ok()); // nothing new
    QCOMPARE(history.size(), 4);

    const Offer offer = smallCatalog().offers.at(3); // ovhcloud t4, in EUR
    const auto rows = history.history(offer.key);
    QVERIFY(rows.hasValue());
    QCOMPARE(rows->size(), 1);
    QCOMPARE(rows->at(0).currency, QStringLiteral("EUR"));
    QCOMPARE(rows->at(0).onDemandPerHour.value(), 0.5);
    QVERIFY(!rows->at(0).spotPerHour.has_value());
    QCOMPARE(rows->at(0).observedAt.text(), QStringLiteral("2026-09-15"));
    QVERIFY(rows->at(0).recordedAt.isValid());
}

void TestPriceHistory::listsChangesWithTheOldPrice()
{
    CatalogStore store(*m_database);
    PriceHistory history(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("a")).ok());
    QVERIFY(history.changesInLastUpdate()->isEmpty()); // a first observation is not a change

    Catalog next = smallCatalog();
    next.offers[0].spotPerHour = 0.29;
    next.offers[2].onDemandPerHour = 2.4;
    next.offers[2].observedAt = PartialDate::parse(QStringLiteral("2026-11-20")).value();
    QVERIFY(store.replace(next, QStringLiteral("b")).ok());
    QCOMPARE(history.size(), 6);
    const auto changes = history.changesInLastUpdate();
    QVERIFY(changes.hasValue());
    QCOMPARE(changes->size(), 2);
    QCOMPARE(changes->at(0).current.key, next.offers.at(0).key); // runpod sorts before vultr
    QCOMPARE(changes->at(0).previous.spotPerHour.value(), 0.34);
    QCOMPARE(changes->at(0).current.spotPerHour.value(), 0.29);
    QCOMPARE(changes->at(1).current.key, next.offers.at(2).key);
    QCOMPARE(changes->at(1).previous.onDemandPerHour.value(), 2.6);
    QCOMPARE(changes->at(1).previous.observedAt.text(), QStringLiteral("2026-10-01"));
    QCOMPARE(changes->at(1).current.onDemandPerHour.value(), 2.4);
    QCOMPARE(history.history(next.offers.at(2).key)->size(), 2);
}

void TestPriceHistory::samePriceLaterIsANewObservation()
{
    CatalogStore store(*m_database);
    PriceHistory history(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("a")).ok());
    Catalog next = smallCatalog();
    next.offers[1].observedAt = PartialDate::parse(QStringLiteral("2026-11-25")).value();
    const Status st = store.replace(next, QStringLiteral("b"));
    QVERIFY2(st.ok(), qPrintable(st.ok() ? QString() : st.error()));
    QCOMPARE(history.history(next.offers.at(1).key)->size(), 2); // kept: it dates the price
    QVERIFY(history.changesInLastUpdate()->isEmpty()); // but the price did not change
}

void TestPriceHistory::aPriceConfirmedDailyKeepsItsFirstAndLatestObservation()
{
    CatalogStore store(*m_database);
    PriceHistory history(*m_database);
    Catalog next = smallCatalog();
    const OfferKey key = next.offers.at(1).key;
    const QString first = next.offers.at(1).observedAt.text();
    QVERIFY(store.replace(next, QStringLiteral("a")).ok());
    // A source lists the same price every day for five days.
    for (int day = 21; day <= 25; ++day) {
        next.offers[1].observedAt
            = PartialDate::parse(QStringLiteral("2026-11-%1").arg(day)).value();
        QVERIFY(store.replace(next, QStringLiteral("b")).ok());
    }
    auto rows = history.history(key);
    QVERIFY(rows.hasValue());
    QCOMPARE(rows->size(), 2); // the first and the latest, not one a day
    QCOMPARE(rows->at(0).observedAt.text(), first);
    QCOMPARE(rows->at(1).observedAt.text(), QStringLiteral("2026-11-25"));
    QCOMPARE(history.size(), 5);

    // Then the price changes: the last day of the old price is kept, and the change is listed.
    const double before = next.offers.at(1).onDemandPerHour.value();
    next.offers[1].onDemandPerHour = before * 0.9;
    next.offers[1].observedAt = PartialDate::parse(QStringLiteral("2026-11-26")).value();
    QVERIFY(store.replace(next, QStringLiteral("c")).ok());
    rows = history.history(key);
    QCOMPARE(rows->size(), 3);
    QCOMPARE(rows->at(1).observedAt.text(), QStringLiteral("2026-11-25"));
    QCOMPARE(rows->at(1).onDemandPerHour.value(), before);
    QCOMPARE(rows->at(2).onDemandPerHour.value(), before * 0.9);
    const auto changes = history.changesInLastUpdate();
    QCOMPARE(changes->size(), 1);
    QCOMPARE(changes->at(0).previous.observedAt.text(), QStringLiteral("2026-11-25"));

    // The new price confirmed the next day starts its own run.
    next.offers[1].observedAt = PartialDate::parse(QStringLiteral("2026-11-27")).value();
    QVERIFY(store.replace(next, QStringLiteral("d")).ok());
    QCOMPARE(history.history(key)->size(), 4);
    next.offers[1].observedAt = PartialDate::parse(QStringLiteral("2026-11-28")).value();
    QVERIFY(store.replace(next, QStringLiteral("e")).ok());
    QCOMPARE(history.history(key)->size(), 4);
}

void TestPriceHistory::failedReplaceRecordsNothing()
{
    CatalogStore store(*m_database);
    PriceHistory history(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("a")).ok());
    Catalog broken = smallCatalog();
    broken.offers[0].onDemandPerHour = 9.99;
    Offer orphan = broken.offers.at(0);
    orphan.key.gpu = QStringLiteral("no-such-gpu"); // the foreign key fails mid-write
    broken.offers.append(orphan);
    QVERIFY(!store.replace(broken, QStringLiteral("b")).ok());
    QCOMPARE(history.size(), 4);
}

void TestPriceHistory::readsHistoryByProviderAndGpu()
{
    CatalogStore store(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("a")).ok());
    const auto rows = PriceHistory(*m_database)
                          .history(QStringLiteral("runpod"), QStringLiteral("a100-80gb-sxm4"));
    QVERIFY(rows.hasValue());
    QCOMPARE(rows->size(), 1);
    QCOMPARE(rows->at(0).key.gpuCount, 8);
    QCOMPARE(rows->at(0).key.region, QStringLiteral("US"));
}

void TestPriceHistory::freshness()
{
    Offer offer;
    offer.observedAt = PartialDate::parse(QStringLiteral("2026-11-01")).value();
    QCOMPARE(dataAgeInDays(offer, QDate(2026, 11, 30)).value(), 29);
    QVERIFY(!isStale(offer, QDate(2026, 11, 30)));
    QVERIFY(!isStale(offer, QDate(2026, 12, 1))); // 30 days: not older than 30
    QVERIFY(isStale(offer, QDate(2026, 12, 2))); // 31 days
    QVERIFY(isStale(offer, QDate(2026, 11, 30), 7)); // a stricter threshold
    offer.observedAt = PartialDate::parse(QStringLiteral("2025")).value(); // counts from 1 January
    QCOMPARE(dataAgeInDays(offer, QDate(2025, 1, 31)).value(), 30);
    offer.observedAt = PartialDate();
    QVERIFY(!dataAgeInDays(offer, QDate(2026, 11, 30)).has_value());
    QVERIFY(isStale(offer, QDate(2026, 11, 30))); // undated is never fresh
}

QTEST_GUILESS_MAIN(TestPriceHistory)
#include "tst_pricehistory.moc"
