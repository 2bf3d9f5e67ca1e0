#include <core/store/database.h>
#include <core/store/shortliststore.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

QString dataPath(const QString &name)
{
    return QStringLiteral(GPUSCOUT_TEST_DATA "/") + name;
}

} // namespace

// gpuscout-cli as a user runs it: a real process, its output and its exit status.
class TestCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void printsVersion();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void offersCsvHasTheDocumentedColumns();
    void offersJsonFilters_data();
    void offersJsonFilters();
    void convertsOtherCurrencies();
    void unknownGpuExitsOne();
    void failedImportChangesNothing_data();
    void failedImportChangesNothing();
    void listsGpusAndProvidersInEachFormat_data();
    void listsGpusAndProvidersInEachFormat();
    void seedsTheBundledCatalogOnFirstRun();
    void generatesASyntheticCatalog();
    void exportWritesTheRecommendationAsCsv();
    void exportWritesAPdfReport();
    void exportsAShortlistWithUnavailableOffers();
    void exportOfAnUnknownShortlistExitsOne();
    void exportToAnUnwritablePathExitsOne();
    void exportUsageErrorsExitTwo_data();
    void exportUsageErrorsExitTwo();
    void speaksTheUsersLanguage();
    void oldUnverifiedPricesRankLastUnlessIncluded();
    void calibrationWritesTheSpeedParameters();

private:
    Run cli(QStringList arguments, const QString &database = {}) const;
    QJsonArray offersJson(const QStringList &filters) const;

    QTemporaryDir m_dir;
    QString m_database;
};

Run TestCli::cli(QStringList arguments, const QString &database) const
{
    arguments << QStringLiteral("--database") << (database.isEmpty() ? m_database : database);
    if (!arguments.contains(QStringLiteral("--lang"))) // the messages compared here are English
        arguments << QStringLiteral("--lang") << QStringLiteral("en");
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_CLI), arguments);
    if (!process.waitForFinished(300000)) // a hang guard: calibration refits are slow under ASan
        qFatal("gpuscout-cli did not finish");
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QJsonArray TestCli::offersJson(const QStringList &filters) const
{
    const Run run = cli(
        QStringList{QStringLiteral("offers"), QStringLiteral("--format"), QStringLiteral("json")}
        + filters);
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_database = m_dir.filePath(QStringLiteral("cli.sqlite"));
    const Run run = cli({QStringLiteral("import"), dataPath(QStringLiteral("catalog-small.json"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(
        run.err.contains(QStringLiteral("Imported catalog test-1: 3 GPUs, 3 providers, 4 offers")));
}

void TestCli::printsVersion()
{
    const Run run = cli({QStringLiteral("--version")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed(), QStringLiteral("GPUScout " GPUSCOUT_VERSION));
}

void TestCli::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << "No command given.";
    QTest::newRow("unknown command")
        << QStringList{QStringLiteral("fly")} << "Unknown command \"fly\"";
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("offers"), QStringLiteral("--cheap")}
        << "Unknown option 'cheap'";
    QTest::newRow("bad format") << QStringList{QStringLiteral("gpus"), QStringLiteral("--format"),
                                               QStringLiteral("xml")}
                                << "Unknown format \"xml\": use table, csv or json.";
    QTest::newRow("bad number") << QStringList{QStringLiteral("offers"),
                                               QStringLiteral("--min-vram"), QStringLiteral("lots")}
                                << "--min-vram needs a number of at least 0, not \"lots\".";
    QTest::newRow("negative price")
        << QStringList{QStringLiteral("offers"), QStringLiteral("--max-price"),
                       QStringLiteral("-1")}
        << "--max-price needs a number of at least 0, not \"-1\".";
    QTest::newRow("option of another command")
        << QStringList{QStringLiteral("gpus"), QStringLiteral("--spot")}
        << "The option --spot does not apply to \"gpus\".";
    QTest::newRow("calibration with a path but no --write")
        << QStringList{QStringLiteral("calibration"), QStringLiteral("x.json")}
        << "calibration takes a PATH only with --write.";
    QTest::newRow("calibration --write with two paths")
        << QStringList{QStringLiteral("calibration"), QStringLiteral("--write"),
                       QStringLiteral("a.json"), QStringLiteral("b.json")}
        << "calibration --write takes at most one PATH.";
    QTest::newRow("import without file")
        << QStringList{QStringLiteral("import")} << "import needs exactly one FILE";
    // live is the shared update for the sources of live prices (SourceInfo::live) only.
    QTest::newRow("live without source")
        << QStringList{QStringLiteral("live")}
        << "live needs one or more sources of live prices: vast-ai, runpod";
    QTest::newRow("live of a catalog source")
        << QStringList{QStringLiteral("live"), QStringLiteral("skypilot:aws")}
        << "live needs one or more sources of live prices: vast-ai, runpod";
    QTest::newRow("live url for two sources")
        << QStringList{QStringLiteral("live"), QStringLiteral("vast-ai"), QStringLiteral("runpod"),
                       QStringLiteral("--url"), QStringLiteral("https://127.0.0.1/")}
        << "--url needs a single source.";
}

void TestCli::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty() || arguments.isEmpty());
}

void TestCli::offersCsvHasTheDocumentedColumns()
{
    const Run run = cli(
        {QStringLiteral("offers"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    const QStringList header = lines.at(0).split(u',');
    for (const char *column :
         {"provider", "gpu", "gpu_count", "vram_gb", "on_demand_usd_per_hour", "spot_usd_per_hour",
          "billing_increment_s", "min_billed_s", "source", "observed_at", "fetched_at"})
        QVERIFY2(header.contains(QLatin1String(column)), column);
    QVERIFY(lines.at(1).startsWith(QStringLiteral("runpod,rtx-4090,1,24,0.69,0.34,1,,secure,")));
}

void TestCli::offersJsonFilters_data()
{
    QTest::addColumn<QStringList>("filters");
    QTest::addColumn<int>("count");
    QTest::newRow("all") << QStringList{} << 4;
    QTest::newRow("by gpu id") << QStringList{QStringLiteral("--gpu"),
                                              QStringLiteral("a100-80gb-sxm4")}
                               << 2;
    QTest::newRow("by gpu name") << QStringList{QStringLiteral("--gpu"),
                                                QStringLiteral("geforce rtx 4090")}
                                 << 1;
    QTest::newRow("by provider") << QStringList{QStringLiteral("--provider"),
                                                QStringLiteral("runpod")}
                                 << 2;
    QTest::newRow("min vram") << QStringList{QStringLiteral("--min-vram"), QStringLiteral("40")}
                              << 2;
    QTest::newRow("max price") << QStringList{QStringLiteral("--max-price"), QStringLiteral("1")}
                               << 2;
    QTest::newRow("spot") << QStringList{QStringLiteral("--spot")} << 1;
    QTest::newRow("spot under price")
        << QStringList{QStringLiteral("--spot"), QStringLiteral("--max-price"),
                       QStringLiteral("0.3")}
        << 0;
    QTest::newRow("combined") << QStringList{QStringLiteral("--provider"), QStringLiteral("vultr"),
                                             QStringLiteral("--min-vram"), QStringLiteral("80")}
                              << 1;
}

void TestCli::offersJsonFilters()
{
    QFETCH(QStringList, filters);
    QFETCH(int, count);
    QCOMPARE(offersJson(filters).size(), count);
}

void TestCli::convertsOtherCurrencies()
{
    const QJsonArray rows = offersJson({QStringLiteral("--provider"), QStringLiteral("ovhcloud")});
    QCOMPARE(rows.size(), 1);
    const QJsonObject ovh = rows.at(0).toObject();
    QCOMPARE(ovh.value(QStringLiteral("on_demand_usd_per_hour")).toDouble(), 0.5 * 1.16);
    QVERIFY(ovh.value(QStringLiteral("spot_usd_per_hour")).isNull());
    QCOMPARE(ovh.value(QStringLiteral("billing_increment_s")).toInt(), 3600); // the offer's own
    QCOMPARE(ovh.value(QStringLiteral("min_billed_s")).toInt(), 0); // the provider's
}

void TestCli::unknownGpuExitsOne()
{
    const Run run = cli(
        {QStringLiteral("offers"), QStringLiteral("--gpu"), QStringLiteral("voodoo-5")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.startsWith(
        QStringLiteral("Unknown GPU \"voodoo-5\". Known GPU ids: rtx-4090, a100-80gb-sxm4, t4")));
}

void TestCli::failedImportChangesNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << dataPath(QStringLiteral("catalog-truncated.json"))
                               << "Nothing was imported. The catalog is not valid JSON";
    QTest::newRow("not a catalog")
        << dataPath(QStringLiteral("not-a-database.sqlite"))
        << "Nothing was imported. The file is not JSON text: it looks like an SQLite database.";
    QTest::newRow("missing") << m_dir.filePath(QStringLiteral("absent.json"))
                             << "Nothing was imported. Cannot read the catalog file";
    QTest::newRow("inconsistent") << QStringLiteral("inconsistent")
                                  << "Nothing was imported. offers[0] (runpod/rtx-9999/1/secure/): "
                                     "refers to the unknown GPU \"rtx-9999\"";
}

void TestCli::failedImportChangesNothing()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    if (file == QLatin1String("inconsistent")) {
        QFile source(dataPath(QStringLiteral("catalog-small.json")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray json = source.readAll();
        json.replace("\"gpu\": \"rtx-4090\", \"gpu_count\": 1",
                     "\"gpu\": \"rtx-9999\", \"gpu_count\": 1");
        file = m_dir.filePath(QStringLiteral("inconsistent.json"));
        QFile target(file);
        QVERIFY(target.open(QIODevice::WriteOnly));
        target.write(json);
    }
    const Run before = cli(
        {QStringLiteral("offers"), QStringLiteral("--format"), QStringLiteral("csv")});
    const Run run = cli({QStringLiteral("import"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
    const Run after = cli(
        {QStringLiteral("offers"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(after.out, before.out);
}

void TestCli::listsGpusAndProvidersInEachFormat_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("format");
    for (const char *command : {"gpus", "providers", "offers", "catalog"}) {
        for (const char *format : {"table", "csv", "json"})
            QTest::addRow("%s %s", command, format)
                << QString::fromLatin1(command) << QString::fromLatin1(format);
    }
}

void TestCli::listsGpusAndProvidersInEachFormat()
{
    QFETCH(QString, command);
    QFETCH(QString, format);
    const Run run = cli({command, QStringLiteral("--format"), format});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    if (format == QLatin1String("json")) {
        QJsonParseError error;
        QJsonDocument::fromJson(run.out.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
    } else {
        QVERIFY(run.out.startsWith(command == QLatin1String("offers") ? QStringLiteral("provider")
                                       : command == QLatin1String("catalog")
                                       ? QStringLiteral("catalog_version")
                                       : QStringLiteral("id")));
    }
}

void TestCli::seedsTheBundledCatalogOnFirstRun()
{
    const QString fresh = m_dir.filePath(QStringLiteral("fresh.sqlite"));
    const Run run = cli(
        {QStringLiteral("catalog"), QStringLiteral("--format"), QStringLiteral("json")}, fresh);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject info = QJsonDocument::fromJson(run.out.toUtf8()).array().at(0).toObject();
    QCOMPARE(info.value(QStringLiteral("origin")).toString(), QStringLiteral("bundled"));
    QVERIFY(info.value(QStringLiteral("offers")).toInt() > 0);
}

namespace {

// The records after the comment line that names the workload (core::workloadComment).
QList<QStringList> csvRecords(const QByteArray &csv)
{
    QList<QStringList> records;
    for (const QString &line :
         QString::fromUtf8(csv).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts)) {
        if (records.isEmpty() && line.startsWith(QLatin1String("# workload: gpuscout:view?v=1&")))
            continue;
        records.append(line.split(u','));
    }
    return records;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QStringList exportWorkload{QStringLiteral("export"), QStringLiteral("--model"),
                                 QStringLiteral("sdxl"),   QStringLiteral("--task"),
                                 QStringLiteral("batch"),  QStringLiteral("--images"),
                                 QStringLiteral("2000")};

} // namespace

void TestCli::exportWritesTheRecommendationAsCsv()
{
    const QString path = m_dir.filePath(QStringLiteral("top.csv"));
    const Run run = cli(
        exportWorkload
        + QStringList{QStringLiteral("--top"), QStringLiteral("2"), QStringLiteral("--csv"), path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("Wrote ")), qPrintable(run.err));
    const QByteArray written = readAll(path);
    QVERIFY2(written.startsWith("# workload: gpuscout:view?v=1&task=batch&model=sdxl&"),
             written.left(120).constData());
    const QList<QStringList> records = csvRecords(written);
    QVERIFY(records.size() >= 2 && records.size() <= 3);
    const QStringList header = records.at(0);
    for (const char *column :
         {"rank", "provider", "gpu", "gpu_count", "usd_per_hour", "on_demand_usd_per_hour",
          "billing_increment_s", "fits", "basis", "seconds_per_image", "usd_per_1000_images",
          "compute_usd", "rounding_usd", "total_cost_usd", "total_hours", "source", "observed_at"})
        QVERIFY2(header.contains(QLatin1String(column)), column);

    // The same numbers as recommend: one source of numbers.
    const Run recommend = cli(QStringList{QStringLiteral("recommend")} + exportWorkload.mid(1)
                              + QStringList{QStringLiteral("--top"), QStringLiteral("2"),
                                            QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(recommend.exitCode, 0);
    const QList<QStringList> recommended = csvRecords(recommend.out.toUtf8());
    QCOMPARE(records.size(), recommended.size());
    for (qsizetype i = 1; i < records.size(); ++i) {
        for (const char *column : {"rank", "provider", "gpu", "total_cost_usd"}) {
            const QString name = QLatin1String(column);
            QCOMPARE(records.at(i).at(header.indexOf(name)),
                     recommended.at(i).at(recommended.at(0).indexOf(name)));
        }
    }
}

void TestCli::exportWritesAPdfReport()
{
    const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
    const Run run = cli(exportWorkload + QStringList{QStringLiteral("--pdf"), path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("page")), qPrintable(run.err));
    QVERIFY(readAll(path).startsWith("%PDF-"));
}

void TestCli::exportsAShortlistWithUnavailableOffers()
{
    {
        auto database = core::Database::open(m_database);
        QVERIFY2(database.hasValue(),
                 qPrintable(database.hasValue() ? QString() : database.error()));
        core::ShortlistStore store(*database.value());
        const core::Expected<qint64> id = store.ensure(QStringLiteral("Render farm"));
        QVERIFY(id.hasValue());
        QVERIFY(store
                    .addItem(*id,
                             {QStringLiteral("runpod"),
                              QStringLiteral("rtx-4090"),
                              1,
                              QStringLiteral("secure"),
                              {}})
                    .ok());
        QVERIFY(
            store
                .addItem(*id, {QStringLiteral("gone-cloud"), QStringLiteral("rtx-4090"), 2, {}, {}})
                .ok());
    }
    const QString csv = m_dir.filePath(QStringLiteral("shortlist.csv"));
    const QString pdf = m_dir.filePath(QStringLiteral("shortlist.pdf"));
    const Run run = cli(exportWorkload
                        + QStringList{QStringLiteral("--shortlist"), QStringLiteral("Render farm"),
                                      QStringLiteral("--csv"), csv, QStringLiteral("--pdf"), pdf,
                                      QStringLiteral("--locale-numbers")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QList<QStringList> records = csvRecords(readAll(csv));
    QCOMPARE(records.size(), 3);
    const qsizetype provider = records.at(0).indexOf(QStringLiteral("provider"));
    QCOMPARE(records.at(1).at(provider), QStringLiteral("runpod"));
    QCOMPARE(records.at(2).at(provider), QStringLiteral("gone-cloud"));
    QVERIFY(records.at(2).last().contains(QStringLiteral("no longer in the catalog")));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
}

void TestCli::exportOfAnUnknownShortlistExitsOne()
{
    const QString path = m_dir.filePath(QStringLiteral("none.csv"));
    const Run run = cli(exportWorkload
                        + QStringList{QStringLiteral("--shortlist"), QStringLiteral("Nope"),
                                      QStringLiteral("--csv"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("There is no shortlist called \"Nope\".")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path));
}

void TestCli::exportToAnUnwritablePathExitsOne()
{
    const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString path = blocker + QStringLiteral("/offers.csv");
    const Run run = cli(exportWorkload + QStringList{QStringLiteral("--csv"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(
                 QStringLiteral("Cannot write \"%1\": %2 is a file, not a folder.")
                     .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(blocker))),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(path));
}

void TestCli::exportUsageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << exportWorkload << "export needs --csv FILE or --pdf FILE";
    QTest::newRow("top and shortlist")
        << exportWorkload + QStringList{QStringLiteral("--top"),       QStringLiteral("3"),
                                        QStringLiteral("--shortlist"), QStringLiteral("x"),
                                        QStringLiteral("--csv"),       QStringLiteral("x.csv")}
        << "Use either --top or --shortlist, not both.";
    QTest::newRow("no task") << QStringList{QStringLiteral("export"), QStringLiteral("--model"),
                                            QStringLiteral("sdxl"), QStringLiteral("--pdf"),
                                            QStringLiteral("x.pdf")}
                             << "--task is required";
    QTest::newRow("file as argument") << exportWorkload
            + QStringList{QStringLiteral("--csv"), QStringLiteral("x.csv"),
                          QStringLiteral("offers.csv")}
                                      << "export takes no FILE argument";
}

void TestCli::exportUsageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestCli::generatesASyntheticCatalog()
{
    const QString file = m_dir.filePath(QStringLiteral("synthetic.json"));
    const QString database = m_dir.filePath(QStringLiteral("synthetic.sqlite"));
    QCOMPARE(cli({QStringLiteral("generate-catalog"), QStringLiteral("--count"),
                  QStringLiteral("1000"), QStringLiteral("--out"), file})
                 .exitCode,
             0);
    {
        // Compact JSON: at 100,000 offers an indented file passes the import's size cap.
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(!written.readAll().contains('\n'));
    }
    QCOMPARE(cli({QStringLiteral("import"), file}, database).exitCode, 0);
    const Run offers = cli(
        {QStringLiteral("offers"), QStringLiteral("--format"), QStringLiteral("csv")}, database);
    QCOMPARE(offers.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts).size(), 1001);
    // Its own earlier (compact) catalog is recognised as such: replaced without --force.
    QCOMPARE(cli({QStringLiteral("generate-catalog"), QStringLiteral("--count"),
                  QStringLiteral("10"), QStringLiteral("--out"), file})
                 .exitCode,
             0);
    QCOMPARE(cli({QStringLiteral("generate-catalog"), QStringLiteral("--count"),
                  QStringLiteral("0"), QStringLiteral("--out"), file})
                 .exitCode,
             2);
}

void TestCli::speaksTheUsersLanguage()
{
    const Run romanian = cli({QStringLiteral("--lang"), QStringLiteral("ro"),
                              QStringLiteral("offers"), QStringLiteral("--gpu"),
                              QStringLiteral("no-such-gpu")});
    QCOMPARE(romanian.exitCode, 1);
    QVERIFY2(romanian.err.startsWith(QStringLiteral("GPU necunoscut „no-such-gpu”")),
             qPrintable(romanian.err));

    const Run unknown = cli(
        {QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("gpus")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("\"xx\"")), qPrintable(unknown.err));

    // What scripts read does not change with the language.
    const QStringList csv{QStringLiteral("offers"), QStringLiteral("--gpu"),
                          QStringLiteral("rtx-4090"), QStringLiteral("--format"),
                          QStringLiteral("csv")};
    const Run english = cli(csv);
    const Run urdu = cli(QStringList{QStringLiteral("--lang"), QStringLiteral("ur")} + csv);
    QCOMPARE(urdu.exitCode, 0);
    QCOMPARE(urdu.out, english.out);
}

// A cheap RTX 4090 whose price is a third party's transcription from 200 days ago: by default it
// ranks after the offers with a verified or recent price and says why; with
// --include-unverified-prices it ranks by its price, first.
void TestCli::oldUnverifiedPricesRankLastUnlessIncluded()
{
    QJsonObject catalog = QJsonDocument::fromJson([] {
                              QFile file(dataPath(QStringLiteral("catalog-small.json")));
                              return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
                          }())
                              .object();
    QJsonArray offers = catalog.value(QStringLiteral("offers")).toArray();
    QJsonObject old = offers.at(0).toObject(); // RunPod's RTX 4090 at 0.69 $/h
    old.insert(QStringLiteral("region"), QStringLiteral("EU"));
    old.insert(QStringLiteral("on_demand_per_hour"), 0.10);
    old.remove(QStringLiteral("spot_per_hour"));
    old.insert(QStringLiteral("source"),
               QStringLiteral("runpod.io/pricing as transcribed in github.com/example/prices"));
    old.insert(QStringLiteral("observed_at"),
               QDate::currentDate().addDays(-200).toString(Qt::ISODate));
    offers.append(old);
    catalog.insert(QStringLiteral("offers"), offers);
    catalog.insert(QStringLiteral("catalog_version"), QStringLiteral("test-unverified"));
    const QString catalogPath = m_dir.filePath(QStringLiteral("unverified.json"));
    QFile file(catalogPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(catalog).toJson());
    file.close();
    const QString database = m_dir.filePath(QStringLiteral("unverified.sqlite"));
    const Run imported = cli({QStringLiteral("import"), catalogPath, QStringLiteral("--force")},
                             database);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));

    const QStringList recommend{
        QStringLiteral("recommend"), QStringLiteral("--model"),     QStringLiteral("sdxl"),
        QStringLiteral("--task"),    QStringLiteral("interactive"), QStringLiteral("--max-wait"),
        QStringLiteral("1000"),      QStringLiteral("--format"),    QStringLiteral("json")};
    const auto ranked = [&](const QStringList &extra) {
        const Run run = cli(recommend + extra, database);
        if (run.exitCode != 0)
            qWarning("%s", qPrintable(run.err));
        QList<QJsonObject> rows;
        for (const QJsonValue &row : QJsonDocument::fromJson(run.out.toUtf8()).array()) {
            if (row[QStringLiteral("rank")].toInt() > 0)
                rows.append(row.toObject());
        }
        std::sort(rows.begin(), rows.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a[QStringLiteral("rank")].toInt() < b[QStringLiteral("rank")].toInt();
        });
        return rows;
    };
    const auto isOld = [](const QJsonObject &row) {
        return row[QStringLiteral("gpu")].toString() == QLatin1String("rtx-4090")
            && row[QStringLiteral("region")].toString() == QLatin1String("EU");
    };

    const QList<QJsonObject> byDefault = ranked({});
    QVERIFY(byDefault.size() >= 2);
    QVERIFY(!isOld(byDefault.first()));
    QVERIFY(isOld(byDefault.last()));
    const QString reason = byDefault.last()[QStringLiteral("reason")].toString();
    QVERIFY2(reason.contains(QStringLiteral("ranked after verified and recent prices")),
             qPrintable(reason));

    const QList<QJsonObject> included = ranked({QStringLiteral("--include-unverified-prices")});
    QCOMPARE(included.size(), byDefault.size());
    QVERIFY(isOld(included.first()));
    QVERIFY(!included.first()[QStringLiteral("reason")].toString().contains(
        QStringLiteral("ranked after")));

    // Only the commands that rank take it.
    const Run offersRun = cli(
        {QStringLiteral("offers"), QStringLiteral("--include-unverified-prices")}, database);
    QCOMPARE(offersRun.exitCode, 2);
}

// calibration --write refits on the bundled catalog and writes a parameter document stamped with
// its version; a folder that does not exist fails with a sentence and no file.
void TestCli::calibrationWritesTheSpeedParameters()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString database = dir.filePath(QStringLiteral("bundled.sqlite"));
    const QString path = dir.filePath(QStringLiteral("speed-parameters.json"));
    Run run = cli({QStringLiteral("calibration"), QStringLiteral("--write"), path}, database);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("Wrote the speed parameters fitted on catalog ")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(document.value(QStringLiteral("format")).toString(),
             QStringLiteral("gpuscout-speed-parameters"));
    QVERIFY(!document.value(QStringLiteral("fitted_on"))
                 .toObject()
                 .value(QStringLiteral("catalog_version"))
                 .toString()
                 .isEmpty());
    QVERIFY(document.value(QStringLiteral("models")).toObject().contains(QStringLiteral("sdxl")));

    const QString missing = dir.filePath(QStringLiteral("missing/speed-parameters.json"));
    run = cli({QStringLiteral("calibration"), QStringLiteral("--write"), missing}, database);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("Cannot write the speed parameters")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(missing));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
