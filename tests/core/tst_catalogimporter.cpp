#include "testutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/output/textsanitizer.h>

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using core::CatalogImporter;

namespace {

// Sets (or with "<remove>", removes) the value at a path like "offers/0/gpu".
QJsonValue setAt(const QJsonValue &node, QStringList path, const QString &valueJson)
{
    const QString head = path.takeFirst();
    const bool last = path.isEmpty();
    const QJsonValue replacement = valueJson == QLatin1String("<remove>")
        ? QJsonValue(QJsonValue::Undefined)
        : QJsonDocument::fromJson("[" + valueJson.toUtf8() + "]").array().at(0);
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int index = head.toInt();
        if (last)
            array.replace(index, replacement);
        else
            array.replace(index, setAt(array.at(index), path, valueJson));
        return array;
    }
    QJsonObject object = node.toObject();
    if (last && replacement.isUndefined())
        object.remove(head);
    else
        object.insert(head, last ? replacement : setAt(object.value(head), path, valueJson));
    return object;
}

} // namespace

class TestCatalogImporter final : public QObject
{
    Q_OBJECT

private slots:
    void refusesAMillionNestedObjects();
    void refusesLongTextNamingTheField();
    void parsesValidCatalog();
    void keepsUnknownValuesUnknown();
    void rejectsInvalid_data();
    void rejectsInvalid();
    void rejectsMalformedJson();
    void rejectsNonFiniteNumber();
    void rejectsDuplicateOfferKey();
    void rejectsNonObject();
    void reportsUnreadableFile();
    void readsRegularFilesOnly();
    void refusesAFileAboveTheSizeCap();
    void stripsBidiControlsAndMarkRunsFromNames();
};

void TestCatalogImporter::parsesValidCatalog()
{
    const auto catalog = CatalogImporter::parseFile(
        testutil::dataPath(QStringLiteral("catalog-small.json")));
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    QCOMPARE(catalog->info.catalogVersion, QStringLiteral("test-1"));
    QCOMPARE(catalog->gpus.size(), 3);
    QCOMPARE(catalog->providers.size(), 3);
    QCOMPARE(catalog->offers.size(), 4);
    QCOMPARE(catalog->benchmarks.size(), 2);
    QCOMPARE(catalog->models.size(), 3);
    const core::Offer &eight = catalog->offers.at(1);
    QCOMPARE(eight.key.gpuCount, 8);
    QCOMPARE(eight.observedAt.text(), QStringLiteral("2024"));
    QCOMPARE(eight.observedAt.first(), QDate(2024, 1, 1));
    QCOMPARE(catalog->usdPerUnit(QStringLiteral("EUR")).value(), 1.16);
    QCOMPARE(catalog->model(QStringLiteral("sdxl-refined"))->refinerFraction.value(), 0.2);
    QCOMPARE(catalog->benchmarks.at(1).metric, core::BenchmarkMetric::SecondsPerImage);
}

void TestCatalogImporter::keepsUnknownValuesUnknown()
{
    const auto catalog = CatalogImporter::parse(
        testutil::readData(QStringLiteral("catalog-small.json")));
    QVERIFY(catalog.hasValue());
    const core::Provider *vultr = catalog->provider(QStringLiteral("vultr"));
    QVERIFY(!vultr->storageUsdPerGbMonth.has_value());
    QVERIFY(!vultr->jupyter.has_value());
    QCOMPARE(vultr->minBilledS.value(), 3600);
    const core::Provider *ovh = catalog->provider(QStringLiteral("ovhcloud"));
    QCOMPARE(ovh->minBilledS.value(), 0); // "no minimum" is a fact, not an unknown
    QVERIFY(!catalog->offers.at(0).minBilledS.has_value());
    QCOMPARE(catalog->gpu(QStringLiteral("rtx-4090"))->segment, QStringLiteral("consumer"));
    QVERIFY(catalog->gpu(QStringLiteral("t4"))->segment.isEmpty()); // absent: unknown
}

void TestCatalogImporter::rejectsInvalid_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown schema version")
        << "schema_version"
        << "2"
        << "catalog: unknown schema version 2; this version of GPU Scout reads version 1";
    QTest::newRow("missing schema version")
        << "schema_version"
        << "<remove>"
        << "catalog: the required field \"schema_version\" is missing";
    QTest::newRow("missing section") << "offers"
                                     << "<remove>"
                                     << "catalog: the required field \"offers\" is missing";
    QTest::newRow("section not an array") << "gpus"
                                          << "{}"
                                          << "catalog: \"gpus\" must be an array";
    QTest::newRow("missing required field")
        << "gpus/0/vram_gb"
        << "<remove>"
        << "gpus[0] (rtx-4090): the required field \"vram_gb\" is missing";
    QTest::newRow("null required field")
        << "offers/2/source"
        << "null"
        << "offers[2] (vultr/a100-80gb-sxm4/1//): the required field \"source\" is null; it needs "
           "a value";
    QTest::newRow("negative price")
        << "offers/0/on_demand_per_hour"
        << "-0.69"
        << "offers[0] (runpod/rtx-4090/1/secure/): \"on_demand_per_hour\" must be greater than "
           "zero (it is -0.69)";
    QTest::newRow("zero spot price") << "offers/0/spot_per_hour"
                                     << "0"
                                     << "offers[0] (runpod/rtx-4090/1/secure/): \"spot_per_hour\" "
                                        "must be greater than zero (it is 0)";
    QTest::newRow("negative storage price")
        << "providers/0/storage_usd_per_gb_month"
        << "-1"
        << "providers[0] (runpod): \"storage_usd_per_gb_month\" must not be negative (it is -1)";
    QTest::newRow("price as text")
        << "offers/0/on_demand_per_hour"
        << "\"0.69\""
        << "offers[0] (runpod/rtx-4090/1/secure/): \"on_demand_per_hour\" must be a number or "
           "null, not the text \"0.69\"";
    QTest::newRow("no price at all") << "offers/2/on_demand_per_hour"
                                     << "null"
                                     << "offers[2] (vultr/a100-80gb-sxm4/1//): neither "
                                        "\"on_demand_per_hour\" nor \"spot_per_hour\" is given";
    QTest::newRow("fractional gpu count")
        << "offers/0/gpu_count"
        << "1.5"
        << "offers[0]: \"gpu_count\" must be a whole number (it is 1.5)";
    QTest::newRow("unknown GPU")
        << "offers/0/gpu"
        << "\"rtx-9999\""
        << "offers[0] (runpod/rtx-9999/1/secure/): refers to the unknown GPU \"rtx-9999\"";
    QTest::newRow("unknown provider")
        << "offers/2/provider"
        << "\"nowhere\""
        << "offers[2] (nowhere/a100-80gb-sxm4/1//): refers to the unknown provider \"nowhere\"";
    QTest::newRow("benchmark of unknown model")
        << "benchmarks/0/model"
        << "\"sd9\""
        << "benchmarks[0] (test-series, rtx-4090, sd9): refers to the unknown model \"sd9\"";
    QTest::newRow("unknown metric")
        << "benchmarks/1/metric"
        << "\"fps\""
        << "benchmarks[1] (test-series, a100-80gb-sxm4, sdxl): \"metric\" is \"fps\" but must be "
           "one of: "
           "iterations_per_second, seconds_per_image, seconds_per_batch, images_per_second";
    // The speed model's power rule divides by the process node: an impossible one is refused.
    QTest::newRow("zero process node")
        << "gpus/0/process_nm"
        << "0"
        << "gpus[0] (rtx-4090): \"process_nm\" must be greater than zero (it is 0)";
    // The non-tensor rate divides by the lanes per SM: a fraction of a lane is refused.
    QTest::newRow("fractional FP32 lanes")
        << "gpus/0/fp32_lanes_per_sm"
        << "64.5"
        << "gpus[0] (rtx-4090): \"fp32_lanes_per_sm\" must be a whole number (it is 64.5)";
    QTest::newRow("duplicate GPU id")
        << "gpus/2/id"
        << "\"rtx-4090\""
        << "gpus[2] (rtx-4090): the GPU id \"rtx-4090\" appears twice";
    QTest::newRow("invalid id") << "gpus/0/id"
                                << "\"RTX 4090\""
                                << "gpus[0]: \"id\" is not a valid id: \"RTX 4090\" (use lowercase "
                                   "letters, digits, '.', '_', '+' and '-')";
    QTest::newRow("misspelt field") << "gpus/1/vram"
                                    << "80"
                                    << "gpus[1] (a100-80gb-sxm4): unknown field \"vram\" (check "
                                       "its spelling against the catalog format)";
    QTest::newRow("unknown segment") << "gpus/0/segment"
                                     << "\"gaming\""
                                     << "gpus[0] (rtx-4090): \"segment\" is \"gaming\" but must be "
                                        "one of: consumer, workstation, datacenter";
    QTest::newRow("bad date") << "offers/1/observed_at"
                              << "\"last spring\""
                              << "offers[1] (runpod/a100-80gb-sxm4/8/secure/US): \"observed_at\" "
                                 "is not a date (YYYY-MM-DD, YYYY-MM or YYYY): \"last spring\"";
    QTest::newRow("impossible date") << "providers/0/observed_at"
                                     << "\"2026-02-30\""
                                     << "providers[0] (runpod): \"observed_at\" is not a date "
                                        "(YYYY-MM-DD, YYYY-MM or YYYY): \"2026-02-30\"";
    QTest::newRow("currency without rate") << "offers/3/currency"
                                           << "\"GBP\""
                                           << "offers[3] (ovhcloud/t4/1/t2-45/GRA): its prices are "
                                              "in GBP but the catalog has no exchange rate for it";
    QTest::newRow("unknown refiner")
        << "models/2/refiner"
        << "\"sdxl-refiner-2\""
        << "models[2] (sdxl-refined): refers to the unknown refiner model \"sdxl-refiner-2\"";
    QTest::newRow("refiner fraction out of range")
        << "models/2/refiner_fraction"
        << "1.2"
        << "models[2] (sdxl-refined): \"refiner_fraction\" must lie between 0 and 1 (it is 1.2)";
    QTest::newRow("entry not an object") << "providers/1"
                                         << "\"vultr\""
                                         << "providers[1]: each entry must be a JSON object";
    QTest::newRow("empty offers") << "offers"
                                  << "[]"
                                  << "catalog: it lists no offers";
}

void TestCatalogImporter::rejectsInvalid()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, message);
    const QJsonValue changed = setAt(testutil::smallCatalogJson(), path.split(u'/'), value);
    const auto result = CatalogImporter::parse(QJsonDocument(changed.toObject()).toJson());
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error(), message);
}

void TestCatalogImporter::rejectsMalformedJson()
{
    const auto result = CatalogImporter::parseFile(
        testutil::dataPath(QStringLiteral("catalog-truncated.json")));
    QVERIFY(!result.hasValue());
    QVERIFY2(result.error().startsWith(QStringLiteral("The catalog is not valid JSON: ")),
             qPrintable(result.error()));
    QVERIFY(result.error().contains(QStringLiteral("(at byte ")));
}

void TestCatalogImporter::rejectsNonFiniteNumber()
{
    QByteArray json = testutil::readData(QStringLiteral("catalog-small.json"));
    json.replace("\"on_demand_per_hour\": 0.69", "\"on_demand_per_hour\": 1e999");
    const auto result = CatalogImporter::parse(json);
    QVERIFY(!result.hasValue());
    // Qt's JSON parser refuses an overflowing literal outright; the message says where.
    QVERIFY2(
        result.error().startsWith(QStringLiteral("The catalog is not valid JSON: illegal number")),
        qPrintable(result.error()));
}

void TestCatalogImporter::rejectsDuplicateOfferKey()
{
    QJsonObject root = testutil::smallCatalogJson();
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject copy = offers.at(0).toObject();
    copy.insert(QStringLiteral("on_demand_per_hour"), 0.79); // same key, another price
    offers.append(copy);
    root.insert(QStringLiteral("offers"), offers);
    const auto result = CatalogImporter::parse(QJsonDocument(root).toJson());
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error(),
             QStringLiteral("offers[4] (runpod/rtx-4090/1/secure/): an offer with the same "
                            "provider, GPU, count, tier and region appears twice"));
}

void TestCatalogImporter::rejectsNonObject()
{
    const auto result = CatalogImporter::parse("[1, 2, 3]");
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error(), QStringLiteral("The catalog is not a JSON object."));
}

void TestCatalogImporter::reportsUnreadableFile()
{
    const auto result = CatalogImporter::parseFile(QStringLiteral("/nonexistent/catalog.json"));
    QVERIFY(!result.hasValue());
    // The message names the path as the system writes it (backslashes on Windows).
    QVERIFY(result.error().startsWith(
        QStringLiteral("Cannot read the catalog file %1: ")
            .arg(QDir::toNativeSeparators(QStringLiteral("/nonexistent/catalog.json")))));
}

void TestCatalogImporter::readsRegularFilesOnly()
{
    QTemporaryDir dir;
    QStringList paths{dir.path()};
#ifdef Q_OS_UNIX // Windows has no named pipe or device file in the file system
    const QString fifo = dir.filePath(QStringLiteral("catalog.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    paths << fifo << QStringLiteral("/dev/zero");
#endif
    // Each of these used to block forever or read without end; all are refused before reading.
    for (const QString &path : std::as_const(paths)) {
        const auto catalog = CatalogImporter::parseFile(path);
        QVERIFY(!catalog.hasValue());
        QVERIFY2(catalog.error().contains(path == dir.path()
                                              ? QStringLiteral("it is a folder")
                                              : QStringLiteral("it is not a regular file")),
                 qPrintable(catalog.error()));
    }
}

void TestCatalogImporter::refusesAFileAboveTheSizeCap()
{
    QTemporaryDir dir;
    QFile big(dir.filePath(QStringLiteral("big.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(CatalogImporter::MaxFileBytes + 1)); // sparse: no disk used
    big.close();
    const auto catalog = CatalogImporter::parseFile(big.fileName());
    QVERIFY(!catalog.hasValue());
    QCOMPARE(catalog.error(),
             QStringLiteral("Cannot read the catalog file %1: it is 64.0 MiB; a catalog file may "
                            "be at most 64 MiB.")
                 .arg(QDir::toNativeSeparators(big.fileName())));
}

void TestCatalogImporter::stripsBidiControlsAndMarkRunsFromNames()
{
    QJsonObject root = testutil::smallCatalogJson();
    QString tower = QStringLiteral("Cloud");
    for (int i = 0; i < 1800; ++i)
        tower += QChar(0x0336);
    root = setAt(root, {QStringLiteral("providers"), QStringLiteral("0"), QStringLiteral("name")},
                 QStringLiteral("\"\\u202Eduolc\\u202C X\""))
               .toObject();
    root = setAt(root, {QStringLiteral("gpus"), QStringLiteral("0"), QStringLiteral("name")},
                 QStringLiteral("\"") + tower + QStringLiteral("\""))
               .toObject();
    const auto catalog = CatalogImporter::parse(QJsonDocument(root).toJson());
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    QCOMPARE(catalog->providers.constFirst().name, QStringLiteral("duolc X"));
    QCOMPARE(catalog->gpus.constFirst().name.size(), 5 + core::safetext::maxCombiningRun);
}

// The probe: 1e6 nested objects took 13 s to refuse (a bench would time it; here the refusal
// and its reason are what is checked).
void TestCatalogImporter::refusesAMillionNestedObjects()
{
    const qsizetype depth = 1000000;
    const QByteArray json = QByteArray("{\"a\":").repeated(depth) + '1' + QByteArray(depth, '}');
    const core::Expected<core::Catalog> catalog = core::CatalogImporter::parse(json);
    QVERIFY(!catalog);
    QCOMPARE(catalog.error(),
             QStringLiteral("The catalog is not a catalog document: at byte 160 its objects and "
                            "arrays nest deeper than 32, the most GPU Scout reads."));
}

// The probe: a provider name of 50 MB imported, and then the GUI never painted.
void TestCatalogImporter::refusesLongTextNamingTheField()
{
    QJsonObject root = testutil::smallCatalogJson();
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject offer = offers.at(1).toObject();
    offer.insert(QStringLiteral("notes"), QString(50000, u'n'));
    offers.replace(1, offer);
    root.insert(QStringLiteral("offers"), offers);
    const core::Expected<core::Catalog> catalog = core::CatalogImporter::parse(
        QJsonDocument(root).toJson());
    QVERIFY(!catalog);
    QVERIFY2(catalog.error().endsWith(
                 QStringLiteral(": \"notes\" is too long (length 50000; the limit is 20000)")),
             qPrintable(catalog.error()));
    QVERIFY(catalog.error().startsWith(QStringLiteral("offers[1] (")));
}

QTEST_GUILESS_MAIN(TestCatalogImporter)
#include "tst_catalogimporter.moc"
