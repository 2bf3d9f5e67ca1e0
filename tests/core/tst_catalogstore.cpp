#include "testutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/shortliststore.h>
#include <core/store/sqlutil.h>

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace core;

class TestCatalogStore final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void roundTripsEveryField();
    void replaceKeepsUserData();
    void replaceHoldsExactlyTheNewOffersInTheirOrder_data();
    void replaceHoldsExactlyTheNewOffersInTheirOrder();
    void replaceAfterAnotherWriteHoldsTheNewOffers_data();
    void replaceAfterAnotherWriteHoldsTheNewOffers();
    void failedReplaceChangesNothing();
    void seedsFromBundledCatalog();
    void keepsTheSpeedModelsGpuFacts();
    void keepsAnImportedCatalogAtStart();
    void newerBundledCatalogKeepsWhatSourcesListed();
    void readsEveryTextAndKeepsRepeatedOnesOnce();
    void storesWhatOffersShareOnce();
    void saysWhichOfferLostItsProvenance();

private:
    Catalog smallCatalog() const;

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
};

Catalog TestCatalogStore::smallCatalog() const
{
    auto catalog = CatalogImporter::parse(testutil::readData(QStringLiteral("catalog-small.json")));
    if (!catalog)
        qFatal("fixture does not parse: %s", qPrintable(catalog.error()));
    return catalog.value();
}

void TestCatalogStore::init()
{
    auto database = Database::open(m_dir.filePath(
        QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction()))));
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
}

void TestCatalogStore::cleanup()
{
    m_database.reset();
}

void TestCatalogStore::roundTripsEveryField()
{
    CatalogStore store(*m_database);
    const Catalog original = smallCatalog();
    QVERIFY(store.replace(original, QStringLiteral("test")).ok());
    const auto loaded = store.load();
    QVERIFY(loaded.hasValue());
    QCOMPARE(loaded->info.catalogVersion, original.info.catalogVersion);
    QCOMPARE(loaded->gpus.size(), original.gpus.size());
    QCOMPARE(loaded->offers.size(), original.offers.size());
    for (qsizetype i = 0; i < original.offers.size(); ++i) {
        const Offer &a = original.offers.at(i);
        const Offer &b = loaded->offers.at(i);
        QCOMPARE(b.key, a.key);
        QCOMPARE(b.onDemandPerHour, a.onDemandPerHour);
        QCOMPARE(b.spotPerHour, a.spotPerHour);
        QCOMPARE(b.billingIncrementS, a.billingIncrementS);
        QCOMPARE(b.minBilledS, a.minBilledS);
        QCOMPARE(b.currency, a.currency);
        QCOMPARE(b.observedAt.text(), a.observedAt.text());
        QCOMPARE(b.vcpus, a.vcpus);
    }
    const Provider *vultr = loaded->provider(QStringLiteral("vultr"));
    QVERIFY(!vultr->storageUsdPerGbMonth.has_value());
    QCOMPARE(vultr->coldStartS.value(), 450.0);
    QCOMPARE(loaded->provider(QStringLiteral("ovhcloud"))->minBilledS.value(), 0);
    QCOMPARE(loaded->model(QStringLiteral("sdxl-refined"))->refiner,
             QStringLiteral("sdxl-refiner"));
    QCOMPARE(loaded->benchmarks.at(1).metric, BenchmarkMetric::SecondsPerImage);
    QCOMPARE(loaded->exchangeRates.at(0).usdPerUnit, 1.16);
    QCOMPARE(loaded->gpu(QStringLiteral("rtx-4090"))->segment, QStringLiteral("consumer"));
    QCOMPARE(loaded->gpu(QStringLiteral("a100-80gb-sxm4"))->segment, QStringLiteral("datacenter"));
    QVERIFY(loaded->gpu(QStringLiteral("t4"))->segment.isEmpty());
    QCOMPARE(loaded->gpu(QStringLiteral("t4"))->architecture, QStringLiteral("Turing"));
    QCOMPARE(loaded->gpu(QStringLiteral("t4"))->source, QStringLiteral("NVIDIA T4 datasheet"));
    QCOMPARE(store.storedInfo()->origin, QStringLiteral("test"));
}

void TestCatalogStore::replaceKeepsUserData()
{
    CatalogStore store(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("first")).ok());
    ShortlistStore shortlists(*m_database);
    const auto id = shortlists.ensure(QStringLiteral("Evening sessions"));
    QVERIFY(id.hasValue());
    const OfferKey key = smallCatalog().offers.at(0).key;
    QVERIFY(shortlists.addItem(*id, key, QStringLiteral("per-second billing")).ok());

    Catalog next = smallCatalog();
    next.info.catalogVersion = QStringLiteral("test-2");
    next.offers.removeFirst(); // the shortlisted offer leaves the catalog…
    QVERIFY(store.replace(next, QStringLiteral("second")).ok());
    auto list = shortlists.byName(QStringLiteral("Evening sessions"));
    QVERIFY(list.hasValue());
    QCOMPARE(list->items.size(), 1); // …and the shortlist still names it
    QCOMPARE(list->items.at(0).key, key);
    QCOMPARE(list->items.at(0).note, QStringLiteral("per-second billing"));
    QCOMPARE(store.load()->offers.size(), 3);

    QVERIFY(store.replace(smallCatalog(), QStringLiteral("third")).ok()); // it comes back
    QCOMPARE(shortlists.byName(QStringLiteral("Evening sessions"))->items.at(0).key, key);
}

void TestCatalogStore::replaceHoldsExactlyTheNewOffersInTheirOrder_data()
{
    QTest::addColumn<bool>("reordered");
    QTest::newRow("kept in order, new ones last") << false; // written by its differences
    QTest::newRow("reordered") << true; // written whole
}

// Whichever way the offers table is written, what loads is the new catalog, row for row.
void TestCatalogStore::replaceHoldsExactlyTheNewOffersInTheirOrder()
{
    QFETCH(bool, reordered);
    CatalogStore store(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("first")).ok());

    Catalog next = smallCatalog();
    next.offers.removeAt(1); // gone
    next.offers[0].onDemandPerHour = 1.23; // changed
    next.offers[1].notes = QStringLiteral("a new note"); // changed, not its price
    Offer added = next.offers.at(0);
    added.key.region = QStringLiteral("EU"); // new
    next.offers.append(added);
    if (reordered)
        std::reverse(next.offers.begin(), next.offers.end());
    QVERIFY(store.replace(next, QStringLiteral("second")).ok());

    const Expected<Catalog> loaded = store.load();
    QVERIFY(loaded.hasValue());
    QCOMPARE(loaded->offers.size(), next.offers.size());
    for (qsizetype i = 0; i < next.offers.size(); ++i) {
        const Offer &want = next.offers.at(i);
        const Offer &got = loaded->offers.at(i);
        QCOMPARE(got.key, want.key);
        QCOMPARE(got.onDemandPerHour, want.onDemandPerHour);
        QCOMPARE(got.notes, want.notes);
        QCOMPARE(got.observedAt.text(), want.observedAt.text());
    }
    // A catalog with an offer twice is refused either way, and changes nothing.
    Catalog twice = next;
    twice.offers.append(next.offers.at(reordered ? 0 : 1));
    QVERIFY(!store.replace(twice, QStringLiteral("third")).ok());
    QCOMPARE(store.load()->offers.size(), next.offers.size());
    QCOMPARE(store.storedInfo()->origin, QStringLiteral("second"));
}

// A replace compares with the offers its store loaded (not reading them again) only while the
// table is what it read: a write in between, by another connection or by another store on the
// same connection, is seen, and the replace writes the whole difference.
void TestCatalogStore::replaceAfterAnotherWriteHoldsTheNewOffers_data()
{
    QTest::addColumn<bool>("sameConnection");
    QTest::newRow("another connection") << false;
    QTest::newRow("the same connection") << true;
}

void TestCatalogStore::replaceAfterAnotherWriteHoldsTheNewOffers()
{
    QFETCH(bool, sameConnection);
    QVERIFY(CatalogStore(*m_database).replace(smallCatalog(), QStringLiteral("first")).ok());
    CatalogStore store(*m_database);
    const Expected<Catalog> loaded = store.load();
    QVERIFY(loaded.hasValue());
    QVERIFY(loaded->offers.size() >= 2);

    std::unique_ptr<Database> other;
    if (!sameConnection) {
        auto opened = Database::open(m_database->path());
        QVERIFY(opened.hasValue());
        other = std::move(opened).value();
    }
    Catalog changed = *loaded;
    changed.offers[0].onDemandPerHour = 9.99;
    changed.offers[1].notes = QStringLiteral("written in between");
    QVERIFY(CatalogStore(sameConnection ? *m_database : *other)
                .replace(changed, QStringLiteral("in between"))
                .ok());

    QVERIFY(store.replace(*loaded, QStringLiteral("last")).ok());
    const Expected<Catalog> stored = CatalogStore(*m_database).load();
    QVERIFY(stored.hasValue());
    QCOMPARE(stored->offers.size(), loaded->offers.size());
    QCOMPARE(stored->offers.at(0).onDemandPerHour, loaded->offers.at(0).onDemandPerHour);
    QCOMPARE(stored->offers.at(1).notes, loaded->offers.at(1).notes);
}

void TestCatalogStore::failedReplaceChangesNothing()
{
    CatalogStore store(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("good")).ok());
    ShortlistStore shortlists(*m_database);
    const auto id = shortlists.ensure(QStringLiteral("Keep me"));
    QVERIFY(shortlists.addItem(*id, smallCatalog().offers.at(1).key).ok());

    // A catalog that bypassed the importer: its last offer names a GPU that does not exist,
    // so the foreign key fails half-way through the write.
    Catalog broken = smallCatalog();
    broken.info.catalogVersion = QStringLiteral("broken");
    Offer orphan = broken.offers.at(0);
    orphan.key.gpu = QStringLiteral("no-such-gpu");
    broken.offers.append(orphan);
    const Status status = store.replace(broken, QStringLiteral("bad"));
    QVERIFY(!status.ok());
    QVERIFY2(status.error().startsWith(QStringLiteral("The catalog was not changed: ")),
             qPrintable(status.error()));

    const auto loaded = store.load();
    QVERIFY(loaded.hasValue());
    QCOMPARE(loaded->info.catalogVersion, QStringLiteral("test-1"));
    QCOMPARE(loaded->offers.size(), 4);
    QCOMPARE(store.storedInfo()->origin, QStringLiteral("good"));
    QCOMPARE(shortlists.byName(QStringLiteral("Keep me"))->items.size(), 1);
}

void TestCatalogStore::seedsFromBundledCatalog()
{
    CatalogStore store(*m_database);
    QVERIFY(!store.storedInfo().has_value());
    const auto catalog = store.loadOrSeed();
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    QCOMPARE(store.storedInfo()->origin, CatalogStore::bundledOrigin());
    QCOMPARE(catalog->offers.size(), CatalogImporter::bundled()->offers.size());
}

// The facts the speed model reads come back from the database as the catalog gave them: a
// lost column would silently change every estimate.
void TestCatalogStore::keepsTheSpeedModelsGpuFacts()
{
    CatalogStore store(*m_database);
    const auto bundled = CatalogImporter::bundled();
    QVERIFY(bundled.hasValue());
    QVERIFY(store.replace(bundled.value(), QStringLiteral("test")).ok());
    const auto loaded = store.load();
    QVERIFY(loaded.hasValue());
    int withNode = 0;
    int withLanes = 0;
    for (const Gpu &original : bundled->gpus) {
        const Gpu *gpu = loaded->gpu(original.id);
        QVERIFY2(gpu, qPrintable(original.id));
        QCOMPARE(gpu->fp16Fp32AccTflops, original.fp16Fp32AccTflops);
        QCOMPARE(gpu->fp32Tflops, original.fp32Tflops);
        QCOMPARE(gpu->boostClockMhz, original.boostClockMhz);
        QCOMPARE(gpu->l2CacheMb, original.l2CacheMb);
        QCOMPARE(gpu->processNm, original.processNm);
        QCOMPARE(gpu->fp32LanesPerSm, original.fp32LanesPerSm);
        withNode += gpu->processNm.has_value();
        withLanes += gpu->fp32LanesPerSm.has_value();
    }
    QVERIFY(withNode > 0);
    QVERIFY(withLanes > 0);
    QCOMPARE(loaded->gpu(QStringLiteral("t4"))->processNm, std::optional<double>(12));
    QCOMPARE(loaded->gpu(QStringLiteral("rtx-4090"))->fp32LanesPerSm, std::optional<int>(128));
}

void TestCatalogStore::keepsAnImportedCatalogAtStart()
{
    CatalogStore store(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("/home/user/catalog.json")).ok());
    const auto catalog = store.loadOrSeed();
    QVERIFY(catalog.hasValue());
    QCOMPARE(catalog->info.catalogVersion, QStringLiteral("test-1"));
}

void TestCatalogStore::newerBundledCatalogKeepsWhatSourcesListed()
{
    // An older bundled catalog that a source has since updated: one curated offer repriced,
    // one offer only the source lists.
    const Expected<Catalog> bundledNow = CatalogImporter::bundled();
    QVERIFY(bundledNow.hasValue());
    Catalog older = bundledNow.value();
    QVERIFY(older.offers.size() >= 3);
    older.info.catalogVersion = QStringLiteral("2000.01.01");
    const QDateTime listedAt(QDate(2026, 12, 1), QTime(6, 0), Qt::UTC);
    Offer &repriced = older.offers[0];
    repriced.onDemandPerHour = 0.123;
    repriced.observedAt = PartialDate::parse(QStringLiteral("2026-12-01")).value();
    repriced.listedBy = QStringLiteral("skypilot:runpod");
    repriced.listedAt = listedAt;
    const OfferKey repricedKey = repriced.key;
    Offer sourceOnly = older.offers.at(1);
    sourceOnly.key.region = QStringLiteral("only-the-source-lists-this-region");
    sourceOnly.listedBy = QStringLiteral("skypilot:runpod");
    sourceOnly.listedAt = listedAt;
    older.offers.append(sourceOnly);
    const OfferKey curatedKey = older.offers.at(2).key;

    CatalogStore store(*m_database);
    QVERIFY(store.replace(older, CatalogStore::bundledOrigin()).ok());
    const Expected<Catalog> seeded = store.loadOrSeed();
    QVERIFY2(seeded.hasValue(), qPrintable(seeded.hasValue() ? QString() : seeded.error()));

    const Expected<Catalog> bundled = CatalogImporter::bundled();
    QCOMPARE(seeded->info.catalogVersion, bundled->info.catalogVersion);
    QCOMPARE(seeded->offers.size(), bundled->offers.size() + 1);
    const auto find = [&](const OfferKey &key) {
        return std::find_if(seeded->offers.cbegin(), seeded->offers.cend(),
                            [&](const Offer &offer) { return offer.key == key; });
    };
    const auto kept = find(repricedKey);
    QVERIFY(kept != seeded->offers.cend());
    QCOMPARE(kept->onDemandPerHour, std::optional<double>(0.123));
    QCOMPARE(kept->listedBy, QStringLiteral("skypilot:runpod"));
    QCOMPARE(kept->listedAt, listedAt);
    const auto added = find(sourceOnly.key);
    QVERIFY(added != seeded->offers.cend());
    QCOMPARE(added->listedBy, QStringLiteral("skypilot:runpod"));
    // A curated offer takes the new bundled catalog's row.
    const auto curated = find(curatedKey);
    QVERIFY(curated != seeded->offers.cend());
    QVERIFY(curated->listedBy.isEmpty());
    QCOMPARE(store.storedInfo()->origin, CatalogStore::bundledOrigin());
}

// The offers' texts come back whole, whatever they hold (a text with the separator the store
// reads them joined by is read column by column), and a text many offers repeat is one string.
void TestCatalogStore::readsEveryTextAndKeepsRepeatedOnesOnce()
{
    CatalogStore store(*m_database);
    Catalog original = smallCatalog();
    QVERIFY(original.offers.size() >= 3);
    for (Offer &offer : original.offers) {
        offer.source = QStringLiteral("https://example.com/prices as of today");
        offer.notes = QStringLiteral("Billed per second; storage extra");
    }
    original.offers[1].notes.clear(); // stored as NULL
    original.offers[2].notes = QStringLiteral("before") + QChar(0x1f) + QStringLiteral("after");
    QVERIFY(store.replace(original, QStringLiteral("test")).ok());
    QSqlDatabase db = m_database->connection();
    QVERIFY(testutil::setListedBy(
        db, QStringLiteral("offer_rows.rowid = 1"), QStringLiteral("skypilot:aws"),
        QStringLiteral("2026-11-02T08:30:00Z"), QStringLiteral("2026-11-20")));

    const Expected<Catalog> loaded = store.load();
    QVERIFY(loaded);
    QCOMPARE(loaded->offers.size(), original.offers.size());
    for (qsizetype i = 0; i < original.offers.size(); ++i) {
        const Offer &a = original.offers.at(i);
        const Offer &b = loaded->offers.at(i);
        QCOMPARE(b.key, a.key);
        QCOMPARE(b.key.tier, a.key.tier);
        QCOMPARE(b.key.region, a.key.region);
        QCOMPARE(b.currency, a.currency);
        QCOMPARE(b.source, a.source);
        QCOMPARE(b.notes, a.notes);
        QCOMPARE(b.ramGb, a.ramGb);
        QCOMPARE(b.observedAt.text(), a.observedAt.text());
        if (i > 0) {
            QVERIFY(b.listedBy.isEmpty());
            QVERIFY(!b.listedAt.isValid());
            QVERIFY(!b.unlistedSince.isValid());
        }
    }
    const Offer &listed = loaded->offers.constFirst();
    QCOMPARE(listed.listedBy, QStringLiteral("skypilot:aws"));
    QCOMPARE(listed.listedAt,
             QDateTime::fromString(QStringLiteral("2026-11-02T08:30:00Z"), Qt::ISODate));
    QCOMPARE(listed.unlistedSince, QDate(2026, 11, 20));
    // One copy of the source for every offer.
    QCOMPARE(loaded->offers.at(1).source.constData(), loaded->offers.at(0).source.constData());
    QCOMPARE(loaded->offers.constLast().source.constData(),
             loaded->offers.at(0).source.constData());
}

// What an offer shares with the other offers of its fetch (currency, source, date, origin) is
// one stored row however many offers share it, and a provenance no offer names any more is
// gone after the replace that left it.
void TestCatalogStore::storesWhatOffersShareOnce()
{
    const auto provenances = [this] {
        QSqlQuery query(m_database->connection());
        return query.exec(QStringLiteral("SELECT count(*) FROM offer_provenance")) && query.next()
            ? query.value(0).toInt()
            : -1;
    };
    CatalogStore store(*m_database);
    Catalog catalog = smallCatalog();
    QVERIFY(catalog.offers.size() >= 3);
    const PartialDate day = PartialDate::parse(QStringLiteral("2026-11-02")).value();
    for (Offer &offer : catalog.offers) {
        offer.currency = QStringLiteral("USD");
        offer.source = QStringLiteral("A price list");
        offer.observedAt = day;
    }
    catalog.offers[1].source = QStringLiteral("Another price list");
    catalog.offers[2].currency = QStringLiteral("EUR");
    QVERIFY(store.replace(catalog, QStringLiteral("test")).ok());
    QCOMPARE(provenances(), 3);

    catalog.offers[1].source = QStringLiteral("A price list");
    catalog.offers[2].currency = QStringLiteral("USD");
    QVERIFY(store.replace(catalog, QStringLiteral("test")).ok());
    QCOMPARE(provenances(), 1);
    const Expected<Catalog> loaded = store.load();
    QVERIFY(loaded);
    for (const Offer &offer : loaded->offers) {
        QCOMPARE(offer.source, QStringLiteral("A price list"));
        QCOMPARE(offer.currency, QStringLiteral("USD"));
        QCOMPARE(offer.observedAt.text(), QStringLiteral("2026-11-02"));
    }
}

// A database whose offer names a provenance it does not hold (a tampered or damaged file) is
// not loaded, the message names the row, and an import replaces it.
void TestCatalogStore::saysWhichOfferLostItsProvenance()
{
    CatalogStore store(*m_database);
    QVERIFY(store.replace(smallCatalog(), QStringLiteral("test")).ok());
    QSqlDatabase db = m_database->connection();
    QVERIFY(sql::exec(db, QStringLiteral("UPDATE offer_rows SET provenance = 999 WHERE rowid = 2"))
                .ok());
    const Expected<Catalog> loaded = store.load();
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().contains(
                 QStringLiteral("source details number 999, named by the offer in row 2,")),
             qPrintable(loaded.error()));
    // What the message asks for works: a replace (an import) drops the row it cannot read.
    Catalog next = smallCatalog();
    next.offers.removeAt(1);
    QVERIFY(CatalogStore(*m_database).replace(next, QStringLiteral("import")).ok());
    const Expected<Catalog> repaired = store.load();
    QVERIFY(repaired);
    QCOMPARE(repaired->offers.size(), next.offers.size());
}

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "tst_catalogstore.moc"
