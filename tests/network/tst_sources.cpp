// The source adapters: each reads its source's real shape (fixtures in tests/data/sources)
// into catalog offers, reports unknown GPUs and refuses a changed shape.
#include <core/catalog/catalogimporter.h>
#include <core/network/sources/csvreader.h>
#include <core/network/sources/gpuhuntsource.h>
#include <core/network/sources/gpumatcher.h>
#include <core/network/sources/offerbuilder.h>
#include <core/network/sources/sourceregistry.h>

#include <QFile>
#include <QTest>

using namespace core;

namespace {

const Catalog &bundled()
{
    static const Catalog catalog = CatalogImporter::bundled().value();
    return catalog;
}

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QDateTime fetched(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);

const Offer *find(const SourceOffers &offers, const OfferKey &key)
{
    for (const Offer &offer : offers.offers) {
        if (offer.key == key)
            return &offer;
    }
    return nullptr;
}

Expected<SourceOffers> parse(const QString &id, const QByteArray &answer,
                             const QByteArray &version = QByteArray())
{
    const std::unique_ptr<PriceSource> source = makePriceSource(id);
    return source->parse(answer, bundled(), fetched, source->info().url, version);
}

} // namespace

class TestSources final : public QObject
{
    Q_OBJECT

private slots:
    void registryListsEverySource();
    void readsCsvQuotes();
    void readsCsvFieldsAsViews();
    void matchesGpuNames_data();
    void matchesGpuNames();
    void readsSkyPilotRunPod();
    void readsSkyPilotColumnsByName();
    void refusesSkyPilotWithoutColumns();
    void readsGpuHuntZip();
    void findsGpuHuntVersionAndItsCatalog();
    void spotAtOrAboveOnDemandIsNoSpotPrice();
    void refusesANonZip();
    void readsRunPodGraphQl();
    void readsVastAi();
    void readsSpotAdvisor();
    void checksCountsBeforeConverting();
    void readsNumbersAsQtDoes();
};

void TestSources::registryListsEverySource()
{
    QStringList ids;
    for (const SourceInfo &info : allSources()) {
        QVERIFY2(!ids.contains(info.id), qPrintable(info.id));
        ids.append(info.id);
        QVERIFY(info.url.scheme() == QLatin1String("https"));
        QVERIFY(info.maxBytes > 0);
        if (info.kind == SourceKind::Offers || info.kind == SourceKind::SpotRisk)
            QVERIFY2(makePriceSource(info.id), qPrintable(info.id));
    }
    for (const char *id :
         {"feed", "skypilot:aws", "skypilot:azure", "skypilot:gcp", "skypilot:lambda",
          "skypilot:runpod", "skypilot:vast", "skypilot:paperspace", "skypilot:cudo",
          "skypilot:fluidstack", "skypilot:nebius", "skypilot:verda", "skypilot:hyperstack",
          "gpuhunt:aws", "gpuhunt:runpod", "vast-ai", "runpod", "aws-spot-advisor", "ecb"})
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    QCOMPARE(ids.constFirst(), QStringLiteral("feed")); // it replaces the catalog: first
    // Never published: no part of an update of every source (it runs when given an address).
    QVERIFY(!sourceInfo(QStringLiteral("feed"))->runByDefault);
    QVERIFY(sourceInfo(QStringLiteral("skypilot:aws"))->runByDefault);
}

void TestSources::readsCsvQuotes()
{
    CsvReader reader("a,b,c\r\n\"x, \"\"y\"\"\",,3\n");
    QList<QByteArray> fields;
    QVERIFY(reader.next(fields));
    QCOMPARE(fields, (QList<QByteArray>{"a", "b", "c"}));
    QVERIFY(reader.next(fields));
    QCOMPARE(fields, (QList<QByteArray>{"x, \"y\"", "", "3"}));
    QVERIFY(!reader.next(fields));
    QVERIFY(!reader.failed());
    CsvReader broken("a\n\"open");
    QVERIFY(broken.next(fields));
    QVERIFY(!broken.next(fields));
    QVERIFY(broken.failed());
}

void TestSources::readsCsvFieldsAsViews()
{
    // Quoted text, doubled quotes, text after a closing quote, empty fields: the views read
    // what the copies read, and each stays valid until the next record.
    const QByteArray csv = "a,\"b,c\",\"d\"\"e\"\"\",\"f\"g,\"\"h,,\"\"\r\n"
                           "\"x, \"\"y\"\"\",,3\n\n\"\"\"\"\"\"\n";
    const QList<QList<QByteArray>> expected = {
        {"a", "b,c", "d\"e\"", "fg", "h", "", ""}, {"x, \"y\"", "", "3"}, {"\"\""}};
    CsvReader copies(csv);
    CsvReader views(csv);
    QList<QByteArray> copied;
    QList<QByteArrayView> viewed;
    for (const QList<QByteArray> &record : expected) {
        QVERIFY(copies.next(copied));
        QVERIFY(views.next(viewed));
        QCOMPARE(copied, record);
        QCOMPARE(viewed.size(), record.size());
        for (qsizetype i = 0; i < record.size(); ++i)
            QCOMPARE(viewed.at(i).toByteArray(), record.at(i));
    }
    QVERIFY(!views.next(viewed));
    QVERIFY(!views.failed());
    QCOMPARE(views.record(), 3);
    CsvReader broken("a\n\"open \"\" quote");
    QVERIFY(broken.next(viewed));
    QVERIFY(!broken.next(viewed));
    QVERIFY(broken.failed());
    QCOMPARE(broken.record(), 2);
}

void TestSources::matchesGpuNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<QString>("expected");
    QTest::newRow("SkyPilot A100-80GB PCIe") << "A100-80GB" << 80.0 << "A100 PCIe"
                                             << "a100-80gb-pcie";
    QTest::newRow("A100 without form factor") << "A100" << 40.0 << ""
                                              << "a100-40gb-sxm4";
    QTest::newRow("H100 SXM") << "H100" << 80.0 << "H100 SXM"
                              << "h100-sxm";
    QTest::newRow("H100 PCIe") << "H100" << 80.0 << "H100 PCIe"
                               << "h100-pcie";
    QTest::newRow("RTX4090") << "RTX4090" << 24.0 << ""
                             << "rtx-4090";
    QTest::newRow("RTXA6000") << "RTXA6000" << 48.0 << ""
                              << "rtx-a6000";
    QTest::newRow("RTX6000-Ada") << "RTX6000-Ada" << 48.0 << ""
                                 << "rtx-6000-ada";
    QTest::newRow("A10G") << "A10G" << 24.0 << ""
                          << "a10g";
    QTest::newRow("V100 32 GB") << "V100-32GB" << 0.0 << ""
                                << "v100-32gb-sxm2";
    QTest::newRow("RTX 3060 12 GB") << "RTX3060" << 12.0 << ""
                                    << "rtx-3060-12gb";
    QTest::newRow("wrong memory") << "RTX4060Ti" << 8.0 << ""
                                  << "";
    QTest::newRow("unknown") << "MI999X" << 512.0 << ""
                             << "";
    QTest::newRow("FluidStack H100-NVLINK") << "H100-NVLINK" << 80.0 << ""
                                            << "h100-sxm";
    QTest::newRow("Lambda RTX6000") << "RTX6000" << 24.0 << ""
                                    << "quadro-rtx-6000";
    QTest::newRow("RTX6000 of 48 GB is not the Quadro") << "RTX6000" << 48.0 << ""
                                                        << "";
    QTest::newRow("Paperspace P4000") << "P4000" << 0.0 << ""
                                      << "quadro-p4000";
    QTest::newRow("H100 NVL") << "H100" << 94.0 << "1x-H100_NVL"
                              << "h100-nvl";
}

void TestSources::matchesGpuNames()
{
    QFETCH(QString, name);
    QFETCH(double, memoryGb);
    QFETCH(QString, hint);
    QFETCH(QString, expected);
    const GpuMatcher matcher(bundled());
    QCOMPARE(
        matcher.match(name, memoryGb > 0 ? std::optional<double>(memoryGb) : std::nullopt, hint),
        expected);
}

void TestSources::readsSkyPilotRunPod()
{
    const Expected<SourceOffers> offers = parse(QStringLiteral("skypilot:runpod"),
                                                fixture(QStringLiteral("skypilot-runpod-vms.csv")));
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    QCOMPARE(offers->providers, QStringList{QStringLiteral("runpod")});
    QCOMPARE(offers->rows, 9);
    // The zones and regions of a machine are one offer at the lowest price, the regions in its
    // notes; RunPod's SizeInMiB 80 is 80 GB.
    const Offer *a100 = find(*offers,
                             {QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 1,
                              QStringLiteral("secure"), QString()});
    QVERIFY(a100);
    QCOMPARE(a100->onDemandPerHour, std::optional<double>(1.57));
    QCOMPARE(a100->spotPerHour, std::optional<double>(1.19));
    QCOMPARE(a100->vcpus, std::optional<int>(8));
    QVERIFY2(a100->notes.contains(QLatin1String("2 regions: US, CA")), qPrintable(a100->notes));
    QVERIFY(!a100->observedAt.isValid()); // no commit date: unknown, not the fetch day
    QVERIFY(find(*offers,
                 {QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 2,
                  QStringLiteral("secure"), QString()}));
    QVERIFY(find(*offers,
                 {QStringLiteral("runpod"), QStringLiteral("h100-sxm"), 1, QStringLiteral("secure"),
                  QString()}));
    const Offer *community = find(*offers,
                                  {QStringLiteral("runpod"), QStringLiteral("rtx-4090"), 1,
                                   QStringLiteral("community"), QString()});
    QVERIFY(community);
    QCOMPARE(community->spotPerHour, std::optional<double>(0.29));
    const Offer *secure = find(*offers,
                               {QStringLiteral("runpod"), QStringLiteral("rtx-4090"), 1,
                                QStringLiteral("secure"), QString()});
    QVERIFY(secure);
    QVERIFY(!secure->spotPerHour);
    QCOMPARE(offers->offers.size(), 5);
    QCOMPARE(offers->unknownGpuNames, QStringList{QStringLiteral("MI999X")});
}

void TestSources::readsSkyPilotColumnsByName()
{
    const Expected<SourceOffers> offers = parse(QStringLiteral("skypilot:aws"),
                                                fixture(QStringLiteral("skypilot-aws-vms.csv")));
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    const Offer *t4 = find(
        *offers,
        {QStringLiteral("aws"), QStringLiteral("t4"), 1, QStringLiteral("g4dn.xlarge"), QString()});
    QVERIFY(t4);
    QCOMPARE(t4->onDemandPerHour, std::optional<double>(0.526));
    QCOMPARE(t4->spotPerHour, std::optional<double>(0.1983)); // the cheapest zone
    QVERIFY(find(*offers,
                 {QStringLiteral("aws"), QStringLiteral("a100-40gb-sxm4"), 8,
                  QStringLiteral("p4d.24xlarge"), QString()}));
    QVERIFY(find(*offers,
                 {QStringLiteral("aws"), QStringLiteral("v100-16gb-sxm2"), 1,
                  QStringLiteral("p3.2xlarge"), QString()}));
    QCOMPARE(offers->offers.size(), 4);
    QVERIFY(offers->unknownGpuNames.isEmpty());
}

void TestSources::refusesSkyPilotWithoutColumns()
{
    const Expected<SourceOffers> offers = parse(QStringLiteral("skypilot:aws"),
                                                "InstanceType,Accelerator,Price\na,b,1\n");
    QVERIFY(!offers);
    QVERIFY2(offers.error().contains(QLatin1String("AcceleratorName")), qPrintable(offers.error()));
    QVERIFY(!parse(QStringLiteral("skypilot:aws"), "InstanceType,AcceleratorName\n\"cut"));
}

void TestSources::readsGpuHuntZip()
{
    const Expected<SourceOffers> offers = parse(
        QStringLiteral("gpuhunt:runpod"), fixture(QStringLiteral("gpuhunt-runpod-catalog.zip")),
        fixture(QStringLiteral("gpuhunt-version")));
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    const Offer *a100 = find(*offers,
                             {QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 1,
                              QStringLiteral("NVIDIA A100 80GB PCIe"), QString()});
    QVERIFY(a100);
    QCOMPARE(a100->onDemandPerHour, std::optional<double>(1.64));
    QCOMPARE(a100->spotPerHour, std::optional<double>(0.82)); // the spot row of the same instance
    QCOMPARE(a100->observedAt.text(), QStringLiteral("2026-12-01")); // the version's date
    QCOMPARE(offers->offers.size(), 3);
    QCOMPARE(offers->unknownGpuNames, QStringList{QStringLiteral("X1")});
    // Without its version the catalog's date is unknown, not the day of the fetch.
    const Expected<SourceOffers> undated = parse(
        QStringLiteral("gpuhunt:runpod"), fixture(QStringLiteral("gpuhunt-runpod-catalog.zip")));
    QVERIFY(undated);
    QVERIFY(!undated->offers.constFirst().observedAt.isValid());
}

void TestSources::findsGpuHuntVersionAndItsCatalog()
{
    const std::unique_ptr<PriceSource> source = makePriceSource(QStringLiteral("gpuhunt:aws"));
    const QUrl url = source->info().url;
    // dstackai/gpuhunt publishes v3/<provider>/version and v3/<provider>/<version>/catalog.zip.
    QCOMPARE(
        source->versionUrl(url).toString(),
        QStringLiteral("https://dstack-gpu-pricing.s3.eu-west-1.amazonaws.com/v3/aws/version"));
    QCOMPARE(source->answerUrl(url, "20261201-4321").toString(),
             QStringLiteral("https://dstack-gpu-pricing.s3.eu-west-1.amazonaws.com/v3/aws/"
                            "20261201-4321/catalog.zip"));
    QCOMPARE(source->answerUrl(url, "../../x"), url); // not a version: the address as it is
    QCOMPARE(source->answerUrl(url, QByteArray()), url);
}

void TestSources::spotAtOrAboveOnDemandIsNoSpotPrice()
{
    // Written for the test in SkyPilot's Lambda shape: a spot price equal to the on-demand one
    // is no spot price; one above it is refused and said.
    const QByteArray csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,"
                           "Region,GpuInfo,SpotPrice\n"
                           "gpu_1x_a10,A10,1.0,30.0,200.0,1.29,us-east-1,,1.29\n"
                           "gpu_1x_a10,A10,1.0,30.0,200.0,1.29,us-west-1,,1.29\n"
                           "gpu_1x_h100_pcie,H100,1.0,26.0,200.0,3.29,us-east-1,,3.50\n"
                           "gpu_1x_h100_pcie,H100,1.0,26.0,200.0,3.29,us-west-1,,2.10\n";
    const Expected<SourceOffers> offers = parse(QStringLiteral("skypilot:lambda"), csv);
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    const Offer *a10 = find(*offers,
                            {QStringLiteral("lambda"), QStringLiteral("a10"), 1,
                             QStringLiteral("gpu_1x_a10"), QString()});
    QVERIFY(a10);
    QVERIFY(!a10->spotPerHour);
    const Offer *h100 = find(*offers,
                             {QStringLiteral("lambda"), QStringLiteral("h100-pcie"), 1,
                              QStringLiteral("gpu_1x_h100_pcie"), QString()});
    QVERIFY(h100);
    QCOMPARE(h100->spotPerHour, std::optional<double>(2.1)); // us-west-1's; us-east-1's refused
    QCOMPARE(offers->notices.size(), 1);
    QVERIFY2(offers->notices.constFirst().contains(QLatin1String("us-east-1"))
                 && offers->notices.constFirst().contains(QLatin1String("spot 3.5,")),
             qPrintable(offers->notices.constFirst()));
}

void TestSources::refusesANonZip()
{
    const Expected<SourceOffers> offers = parse(QStringLiteral("gpuhunt:aws"), "PK\x03\x04garbage");
    QVERIFY(!offers);
    QVERIFY(offers.error().contains(QLatin1String("zip")));
    QVERIFY(!GpuHuntSource::csvEntries(fixture(QStringLiteral("gpuhunt-runpod-catalog.zip")), 100));
}

void TestSources::readsRunPodGraphQl()
{
    const Expected<SourceOffers> offers = parse(QStringLiteral("runpod"),
                                                fixture(QStringLiteral("runpod-gputypes.json")));
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    const Offer *community = find(*offers,
                                  {QStringLiteral("runpod"), QStringLiteral("rtx-4090"), 1,
                                   QStringLiteral("community"), QString()});
    QVERIFY(community);
    QCOMPARE(community->onDemandPerHour, std::optional<double>(0.34));
    QCOMPARE(community->spotPerHour, std::optional<double>(0.29));
    QVERIFY(community->notes.contains(QLatin1String("High")));
    // No community cloud for the A100: only the secure offer.
    QVERIFY(find(*offers,
                 {QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 1,
                  QStringLiteral("secure"), QString()}));
    QVERIFY(!find(*offers,
                  {QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 1,
                   QStringLiteral("community"), QString()}));
    // Without a spot price, the lowest bid is the interruptible price.
    const Offer *h100 = find(*offers,
                             {QStringLiteral("runpod"), QStringLiteral("h100-sxm"), 1,
                              QStringLiteral("secure"), QString()});
    QVERIFY(h100);
    QCOMPARE(h100->spotPerHour, std::optional<double>(1.75));
    QCOMPARE(offers->unknownGpuNames, QStringList{QStringLiteral("Imaginary GPU")});
    QVERIFY(!parse(QStringLiteral("runpod"), R"({"errors": [{"message": "rate limited"}]})"));
    QVERIFY(!parse(QStringLiteral("runpod"), R"({"data": {"gpuTypes": 3}})"));
}

void TestSources::readsVastAi()
{
    QFile file(QStringLiteral(GPUSCOUT_TEST_DATA "/vastai-bundles.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Expected<SourceOffers> offers = parse(QStringLiteral("vast-ai"), file.readAll());
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    QVERIFY(!offers->offers.isEmpty());
    QCOMPARE(offers->providers, QStringList{QStringLiteral("vast-ai")});
    const QByteArray body = makePriceSource(QStringLiteral("vast-ai"))->requestBody();
    for (const char *key : {"\"verified\"", "\"rentable\"", "\"rented\"", "\"external\""})
        QVERIFY2(body.contains(key), key);
}

void TestSources::readsSpotAdvisor()
{
    const Expected<SourceOffers> offers = parse(QStringLiteral("aws-spot-advisor"),
                                                fixture(QStringLiteral("aws-spot-advisor.json")));
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));
    QCOMPARE(offers->spotRisks.size(), 3); // Linux only
    bool seen = false;
    for (const SpotRisk &risk : offers->spotRisks) {
        if (risk.instanceType == QLatin1String("p4d.24xlarge")
            && risk.region == QLatin1String("us-east-1")) {
            QCOMPARE(risk.label, QStringLiteral(">20%"));
            QCOMPARE(risk.maxPercent, 100);
            seen = true;
        }
    }
    QVERIFY(seen);
    QVERIFY(!parse(QStringLiteral("aws-spot-advisor"), R"({"ranges": {}})"));
}

void TestSources::readsNumbersAsQtDoes()
{
    // A field's number is what QByteArray::toDouble() reads from it trimmed, whatever way it
    // is written: plain decimals and everything else alike.
    const auto qtPrice = [](const QByteArray &text) {
        bool ok = false;
        const double value = text.trimmed().toDouble(&ok);
        return ok ? OfferBuilder::price(value) : std::nullopt;
    };
    const auto qtCount = [](const QByteArray &text) {
        bool ok = false;
        const double value = text.trimmed().toDouble(&ok);
        return ok ? OfferBuilder::count(value) : std::nullopt;
    };
    const auto qtAmount = [](const QByteArray &text) -> std::optional<double> {
        bool ok = false;
        const double value = text.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(value) || value <= 0 || value > 1e6)
            return std::nullopt;
        return value;
    };
    for (const char *text : {"8.0",
                             " 8.0 ",
                             "\t0.5231\r",
                             "0.1",
                             "0.30000000000000004",
                             "2.675",
                             "1.005",
                             "0.1000000000000000055511151231257827021181583404541015625",
                             "007.50",
                             "16",
                             "1e3",
                             "1E-2",
                             "+2",
                             "-1",
                             "-0.0",
                             ".5",
                             "5.",
                             "inf",
                             "nan",
                             "NaN",
                             "0x10",
                             "1,5",
                             "1.2.3",
                             "",
                             "  ",
                             "12345678901234567890123",
                             "9999.999995",
                             "0.000004",
                             "1 2",
                             "8.0x"}) {
        const QByteArray field(text);
        QCOMPARE(OfferBuilder::price(field), qtPrice(field));
        QCOMPARE(OfferBuilder::count(field), qtCount(field));
        QCOMPARE(OfferBuilder::amount(field), qtAmount(field));
    }
    QCOMPARE(OfferBuilder::price(QByteArray("0.5231")), std::optional<double>(0.5231));
    QCOMPARE(OfferBuilder::count(QByteArray(" 4.0")), std::optional<int>(4));
    QCOMPARE(OfferBuilder::amount(QByteArray("80")), std::optional<double>(80));
}

void TestSources::checksCountsBeforeConverting()
{
    QCOMPARE(OfferBuilder::count(1e12), std::nullopt);
    QCOMPARE(OfferBuilder::count(std::nan("")), std::nullopt);
    QCOMPARE(OfferBuilder::count(1e308), std::nullopt);
    QCOMPARE(OfferBuilder::count(2.5), std::nullopt);
    QCOMPARE(OfferBuilder::count(8.0), std::optional<int>(8));
    QCOMPARE(OfferBuilder::price(123456.0), std::nullopt);
    QCOMPARE(OfferBuilder::price(-1.0), std::nullopt);
    // Vast's num_gpus of 1e12 is skipped, not converted.
    const Expected<SourceOffers> offers = parse(
        QStringLiteral("vast-ai"),
        R"({"offers": [{"gpu_name": "RTX 4090", "num_gpus": 1e12, "gpu_ram": 24564,
            "dph_total": 0.4, "min_bid": null},
           {"gpu_name": "RTX 4090", "num_gpus": 1, "gpu_ram": 1e308, "dph_total": 0.4}]})");
    QVERIFY(offers);
    QCOMPARE(offers->skippedRows, 2);
}

QTEST_GUILESS_MAIN(TestSources)
#include "tst_sources.moc"
