#include "../core/testutil.h"
#include "testhttpserver.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/network/sources/vastaiadapter.h>
#include <core/network/updaterun.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/pricehistory.h>
#include <core/store/shortliststore.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace core;
using testutil::TestHttpServer;

namespace {

const QDate today(2026, 11, 30);

const Catalog &bundled()
{
    static const Catalog catalog = [] {
        auto parsed = CatalogImporter::bundled();
        if (!parsed)
            qFatal("bundled catalog: %s", qPrintable(parsed.error()));
        return parsed.value();
    }();
    return catalog;
}

const Offer *find(const LivePrices &prices, const QString &gpu, int count)
{
    for (const Offer &offer : prices.offers) {
        if (offer.key.gpu == gpu && offer.key.gpuCount == count)
            return &offer;
    }
    return nullptr;
}

QList<Offer> offersOf(const Catalog &catalog, const QString &provider, bool of)
{
    QList<Offer> result;
    for (const Offer &offer : catalog.offers) {
        if ((offer.key.provider == provider) == of)
            result.append(offer);
    }
    return result;
}

} // namespace

class TestVastAi final : public QObject
{
    Q_OBJECT

private slots:
    void mapsGpuNames_data();
    void mapsGpuNames();
    void aggregatesListingsAtTheMedian();
    void reportsAChangedShape_data();
    void reportsAChangedShape();
    void appliesThroughTheSharedUpdate();
    void failedFetchChangesNothing();

private:
    std::unique_ptr<Database> freshDatabase();

    QTemporaryDir m_dir;
    int m_databases = 0;
};

std::unique_ptr<Database> TestVastAi::freshDatabase()
{
    auto database = Database::open(
        m_dir.filePath(QStringLiteral("vast-%1.sqlite").arg(++m_databases)));
    if (!database)
        qFatal("%s", qPrintable(database.error()));
    if (!CatalogStore(*database.value()).loadOrSeed())
        qFatal("cannot seed");
    return std::move(database).value();
}

void TestVastAi::mapsGpuNames_data()
{
    QTest::addColumn<QString>("vastName");
    QTest::addColumn<double>("gpuRamMib");
    QTest::addColumn<QString>("expected");
    QTest::newRow("RTX 4090") << QStringLiteral("RTX 4090") << 24564.0
                              << QStringLiteral("rtx-4090");
    QTest::newRow("A100 SXM4 80") << QStringLiteral("A100 SXM4") << 81920.0
                                  << QStringLiteral("a100-80gb-sxm4");
    QTest::newRow("A100 SXM4 40") << QStringLiteral("A100 SXM4") << 40960.0
                                  << QStringLiteral("a100-40gb-sxm4");
    QTest::newRow("A100 PCIE 80") << QStringLiteral("A100 PCIE") << 81920.0
                                  << QStringLiteral("a100-80gb-pcie");
    QTest::newRow("H100 SXM") << QStringLiteral("H100 SXM") << 81559.0
                              << QStringLiteral("h100-sxm");
    QTest::newRow("H100 NVL") << QStringLiteral("H100 NVL") << 95830.0
                              << QStringLiteral("h100-nvl");
    QTest::newRow("RTX 6000Ada") << QStringLiteral("RTX 6000Ada") << 49140.0
                                 << QStringLiteral("rtx-6000-ada");
    QTest::newRow("RTX 3060 12 GB")
        << QStringLiteral("RTX 3060") << 12288.0 << QStringLiteral("rtx-3060-12gb");
    QTest::newRow("RTX 3080 10 GB")
        << QStringLiteral("RTX 3080") << 10240.0 << QStringLiteral("rtx-3080-10gb");
    QTest::newRow("RTX 4060 Ti 16 GB")
        << QStringLiteral("RTX 4060 Ti") << 16380.0 << QStringLiteral("rtx-4060-ti-16gb");
    QTest::newRow("RTX 4060 Ti 8 GB") << QStringLiteral("RTX 4060 Ti") << 8188.0 << QString();
    QTest::newRow("RTX 4080S") << QStringLiteral("RTX 4080S") << 16376.0
                               << QStringLiteral("rtx-4080-super");
    QTest::newRow("Q RTX 6000") << QStringLiteral("Q RTX 6000") << 24576.0
                                << QStringLiteral("quadro-rtx-6000");
    QTest::newRow("Tesla T4") << QStringLiteral("Tesla T4") << 15360.0 << QStringLiteral("t4");
    QTest::newRow("Tesla V100 is ambiguous")
        << QStringLiteral("Tesla V100") << 16384.0 << QString();
    QTest::newRow("RTX 4090D") << QStringLiteral("RTX 4090D") << 24564.0 << QString();
    QTest::newRow("GTX 1080 Ti") << QStringLiteral("GTX 1080 Ti") << 11264.0 << QString();
    QTest::newRow("memory mismatch") << QStringLiteral("RTX 4090") << 12000.0 << QString();
}

void TestVastAi::mapsGpuNames()
{
    QFETCH(QString, vastName);
    QFETCH(double, gpuRamMib);
    QFETCH(QString, expected);
    QCOMPARE(VastAiAdapter::catalogGpuId(vastName, gpuRamMib, bundled()), expected);
}

void TestVastAi::aggregatesListingsAtTheMedian()
{
    const auto prices = VastAiAdapter().parse(
        testutil::readData(QStringLiteral("vastai-bundles.json")), bundled(), today,
        QStringLiteral("https://console.vast.ai/api/v0/bundles/"));
    QVERIFY2(prices.hasValue(), qPrintable(prices.hasValue() ? QString() : prices.error()));
    QCOMPARE(prices->provider, QStringLiteral("vast-ai"));
    QCOMPARE(prices->listings, 13);
    QCOMPARE(prices->usedListings, 10);
    QCOMPARE(prices->skippedListings, 3);
    QCOMPARE(prices->unknownGpuNames,
             QStringList({QStringLiteral("GTX 1080 Ti"), QStringLiteral("RTX 4060 Ti"),
                          QStringLiteral("RTX 4090D")}));
    QCOMPARE(prices->offers.size(), 6);

    const Offer *single = find(*prices, QStringLiteral("rtx-4090"), 1);
    QVERIFY(single);
    QCOMPARE(single->onDemandPerHour.value(), 0.3444); // median of 0.2944, 0.3444, 0.4014
    QCOMPARE(single->spotPerHour.value(), 0.21); // median of 0.16, 0.21, 0.25
    QCOMPARE(single->observedAt.text(), QStringLiteral("2026-11-30"));
    QCOMPARE(single->currency, QStringLiteral("USD"));
    QCOMPARE(single->key.tier, QString());
    QCOMPARE(single->key.region, QString());
    QVERIFY2(single->notes.contains(QStringLiteral("median dph_total of 3 listings")),
             qPrintable(single->notes));
    QVERIFY2(single->notes.contains(QStringLiteral("South Carolina, US")),
             qPrintable(single->notes));
    QVERIFY(single->source.contains(QStringLiteral("console.vast.ai")));

    const Offer *pair = find(*prices, QStringLiteral("rtx-4090"), 2);
    QVERIFY(pair);
    QCOMPARE(pair->onDemandPerHour.value(), 0.7006); // (0.6672 + 0.7339) / 2, rounded
    QCOMPARE(pair->spotPerHour.value(), 0.4); // the one listing with a min_bid
    QVERIFY(find(*prices, QStringLiteral("rtx-3090"), 1));
    QVERIFY(find(*prices, QStringLiteral("a100-80gb-sxm4"), 1));
    QVERIFY(find(*prices, QStringLiteral("h100-sxm"), 8));
    QVERIFY(find(*prices, QStringLiteral("rtx-6000-ada"), 1));
}

void TestVastAi::reportsAChangedShape_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QString>("expected");
    QTest::newRow("offers not an array")
        << QByteArrayLiteral("{\"offers\": {\"a\": 1}}")
        << QStringLiteral(
               "Vast.ai's answer has changed shape: \"offers\" is an object, not an array.");
    QTest::newRow("offers missing")
        << QByteArrayLiteral("{\"bundles\": []}")
        << QStringLiteral(
               "Vast.ai's answer has changed shape: \"offers\" is missing, not an array.");
    QTest::newRow("listing not an object")
        << QByteArrayLiteral("{\"offers\": [1]}")
        << QStringLiteral(
               "Vast.ai's answer has changed shape: offers[0] is a number, not an object.");
    QTest::newRow("missing field")
        << QByteArrayLiteral(
               "{\"offers\": [{\"gpu_name\": \"RTX 4090\", \"num_gpus\": 1, \"gpu_ram\": 24564}]}")
        << QStringLiteral("Vast.ai's answer has changed shape: offers[0] field \"dph_total\" is "
                          "missing, not a number.");
    QTest::newRow("wrong type") << QByteArrayLiteral(
        "{\"offers\": [{\"gpu_name\": \"RTX 4090\", \"num_gpus\": \"1\", \"gpu_ram\": 24564, "
        "\"dph_total\": 0.3}]}")
                                << QStringLiteral("Vast.ai's answer has changed shape: offers[0] "
                                                  "field \"num_gpus\" is a string, not a number.");
    QTest::newRow("min_bid wrong type")
        << QByteArrayLiteral("{\"offers\": [{\"gpu_name\": \"RTX 4090\", \"num_gpus\": 1, "
                             "\"gpu_ram\": 24564, \"dph_total\": 0.3, \"min_bid\": \"low\"}]}")
        << QStringLiteral("Vast.ai's answer has changed shape: offers[0] field \"min_bid\" is a "
                          "string, not a number.");
    QTest::newRow("not JSON") << QByteArrayLiteral("<html>maintenance</html>")
                              << QStringLiteral("Vast.ai's answer is not valid JSON: ");
}

void TestVastAi::reportsAChangedShape()
{
    QFETCH(QByteArray, answer);
    QFETCH(QString, expected);
    const auto prices = VastAiAdapter().parse(answer, bundled(), today, QStringLiteral("test"));
    QVERIFY(!prices.hasValue());
    QVERIFY2(prices.error().startsWith(expected), qPrintable(prices.error()));
}

namespace {

// Vast's live prices come through the same update as every other source (UpdateRun).
QList<SourceOutcome> update(Database &database, const QUrl &url)
{
    UpdateRun run(database, {QStringLiteral("vast-ai")});
    run.setUrl(QStringLiteral("vast-ai"), url);
    QSignalSpy finished(&run, &UpdateRun::finished);
    run.start();
    if (finished.isEmpty())
        finished.wait(20000);
    return run.outcomes();
}

} // namespace

// Only Vast's offers change; everyone else's, the shortlist and its keys stay; the history
// records each new price once.
void TestVastAi::appliesThroughTheSharedUpdate()
{
    auto database = freshDatabase();
    CatalogStore store(*database);
    const Catalog before = store.load().value();
    ShortlistStore shortlists(*database);
    const auto id = shortlists.ensure(QStringLiteral("Mine"));
    const OfferKey kept = offersOf(before, QStringLiteral("vast-ai"), false).constFirst().key;
    QVERIFY(shortlists.addItem(*id, kept).ok());
    const qint64 historyBefore = PriceHistory(*database).size();
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response response;
    response.body = testutil::readData(QStringLiteral("vastai-bundles.json"));
    server.setResponse(QStringLiteral("/api/v0/bundles/"), response);

    const QList<SourceOutcome> outcomes = update(*database,
                                                 server.url(QStringLiteral("/api/v0/bundles/")));
    QCOMPARE(outcomes.size(), 1);
    QVERIFY2(outcomes.constFirst().result == SourceOutcome::Result::Updated,
             qPrintable(outcomes.constFirst().message));
    QCOMPARE(outcomes.constFirst().offers, 6);
    QCOMPARE(server.requests().constFirst().method, QByteArray("POST"));
    QVERIFY(server.requests().constFirst().body.contains("\"rentable\""));

    const Catalog after = store.load().value();
    const QList<Offer> othersBefore = offersOf(before, QStringLiteral("vast-ai"), false);
    const QList<Offer> othersAfter = offersOf(after, QStringLiteral("vast-ai"), false);
    QCOMPARE(othersAfter.size(), othersBefore.size());
    for (qsizetype i = 0; i < othersBefore.size(); ++i) {
        QCOMPARE(othersAfter.at(i).key, othersBefore.at(i).key);
        QCOMPARE(othersAfter.at(i).onDemandPerHour, othersBefore.at(i).onDemandPerHour);
    }
    QCOMPARE(after.info.catalogVersion, before.info.catalogVersion);
    QCOMPARE(shortlists.byName(QStringLiteral("Mine"))->items.at(0).key, kept);
    const qint64 historyAfter = PriceHistory(*database).size();
    QVERIFY(historyAfter > historyBefore);

    // The same answer again records nothing new.
    (void)update(*database, server.url(QStringLiteral("/api/v0/bundles/")));
    QCOMPARE(PriceHistory(*database).size(), historyAfter);
}

void TestVastAi::failedFetchChangesNothing()
{
    auto database = freshDatabase();
    const QByteArray before = CatalogWriter::toJson(CatalogStore(*database).load().value());
    const qint64 historyBefore = PriceHistory(*database).size();
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response broken;
    broken.status = 500;
    broken.reason = QByteArrayLiteral("Internal Server Error");
    server.setResponse(QStringLiteral("/broken"), broken);
    TestHttpServer::Response changed;
    changed.body = QByteArrayLiteral("{\"offers\": {\"count\": 0}}");
    server.setResponse(QStringLiteral("/changed"), changed);

    for (const auto &[path, expected] :
         {std::pair{"/broken", "500 Internal Server Error"},
          std::pair{"/changed",
                    "Vast.ai's answer has changed shape: \"offers\" is an object, not an "
                    "array"}}) {
        const QList<SourceOutcome> outcomes = update(*database, server.url(QLatin1String(path)));
        QCOMPARE(outcomes.size(), 1);
        QCOMPARE(outcomes.constFirst().result, SourceOutcome::Result::Failed);
        QVERIFY2(outcomes.constFirst().message.contains(QLatin1String(expected)),
                 qPrintable(outcomes.constFirst().message));
    }
    QCOMPARE(CatalogWriter::toJson(CatalogStore(*database).load().value()), before);
    QCOMPARE(PriceHistory(*database).size(), historyBefore);
}

QTEST_GUILESS_MAIN(TestVastAi)
#include "tst_vastai.moc"
