#include <core/export/exportfile.h>
#include <core/store/database.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace core;

// An export replaces only what it may: never the open database (through a link neither), any
// SQLite file, a folder or a special file; a file that is not an earlier export of the same
// kind only when the user said so. A new file or an earlier export needs no confirmation.
class TestExportFile final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void writesANewFile();
    void replacesAnEarlierExportOfTheSameKind_data();
    void replacesAnEarlierExportOfTheSameKind();
    void refusesTheOpenDatabase();
    void refusesTheDatabaseThroughALink();
    void refusesAnySqliteFileEvenWhenForced();
    void refusesAFolderAndSpecialFiles();
    void replacesAnotherFileOnlyWhenForced();
    void anotherFileIsNotTakenForAnEarlierExport_data();
    void anotherFileIsNotTakenForAnEarlierExport();
    void refusesTheSettingsFileEvenWhenForced();
    void saysALoopOfLinksIsALoop();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    static QByteArray read(const QString &path);
    static void writeFile(const QString &path, const QByteArray &data);

    std::unique_ptr<QTemporaryDir> m_dir;
};

QByteArray TestExportFile::read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestExportFile::writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(data);
}

void TestExportFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestExportFile::writesANewFile()
{
    QVERIFY(
        ExportFile::write(path(QStringLiteral("new.csv")), "a,b\r\n1,2\r\n", ExportKind::Csv).ok());
    QCOMPARE(read(path(QStringLiteral("new.csv"))), QByteArray("a,b\r\n1,2\r\n"));
}

void TestExportFile::replacesAnEarlierExportOfTheSameKind_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("earlier");
    QTest::newRow("csv") << int(ExportKind::Csv)
                         << QByteArray("provider,gpu,gpu_count\r\nx,y,1\r\n");
    QTest::newRow("csv with a BOM")
        << int(ExportKind::Csv) << QByteArray("\xEF\xBB\xBFrank,gpu,usd_per_hour\r\n");
    QTest::newRow("csv naming its workload")
        << int(ExportKind::Csv)
        << QByteArray("\xEF\xBB\xBF# workload: gpuscout:view?v=1&task=batch&model=sdxl\r\n"
                      "rank,gpu_name,gpu_count\r\n1,RTX 3090,2\r\n");
    QTest::newRow("plan csv") << int(ExportKind::Csv)
                              << QByteArray("part,task,model,provider,total_cost_usd\r\n");
    // QPdfWriter's document information: the creator in UTF-16 with a byte-order mark.
    QTest::newRow("pdf") << int(ExportKind::Pdf)
                         << QByteArrayLiteral(
                                "%PDF-1.4\n1 0 obj\n<<\n/Creator (\xFE\xFF\0G\0P\0U\0 "
                                "\0S\0c\0o\0u\0t\0 \0001\0.\0000)\n>>\n");
    QTest::newRow("catalog") << int(ExportKind::Catalog)
                             << QByteArray("{\n    \"benchmarks\": [\n    ],\n    "
                                           "\"schema_version\": 1\n}\n");
    QTest::newRow("empty file") << int(ExportKind::Pdf) << QByteArray();
}

void TestExportFile::replacesAnEarlierExportOfTheSameKind()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, earlier);
    const QString target = path(QStringLiteral("earlier"));
    writeFile(target, earlier);
    const Status status = ExportFile::write(target, "new", ExportKind(kind));
    QVERIFY2(status.ok(), qPrintable(status.error()));
    QCOMPARE(read(target), QByteArray("new"));
}

void TestExportFile::refusesTheOpenDatabase()
{
    const QString dbPath = path(QStringLiteral("gpuscout.sqlite"));
    auto database = Database::open(dbPath);
    QVERIFY(database);
    const QByteArray before = read(dbPath);
    const Status status = ExportFile::write(dbPath, "provider\r\n", ExportKind::Csv, true);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("the database GPU Scout has open")),
             qPrintable(status.error()));
    QCOMPARE(read(dbPath), before);
}

void TestExportFile::refusesTheDatabaseThroughALink()
{
    const QString dbPath = path(QStringLiteral("gpuscout.sqlite"));
    auto database = Database::open(dbPath);
    QVERIFY(database);
    const QString link = path(QStringLiteral("link.csv"));
    // A real symbolic link: on Windows QFile::link makes a .lnk shortcut, a file of its own.
    std::error_code error;
    std::filesystem::create_symlink(dbPath.toStdU16String(), link.toStdU16String(), error);
    QVERIFY2(!error, error.message().c_str());
    const QByteArray before = read(dbPath);
    const Status status = ExportFile::write(link, "provider\r\n", ExportKind::Csv, true);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("the database GPU Scout has open")),
             qPrintable(status.error()));
    QCOMPARE(read(dbPath), before);
    QVERIFY(QFileInfo(link).isSymLink());
}

void TestExportFile::refusesAnySqliteFileEvenWhenForced()
{
    const QString other = path(QStringLiteral("contacts.sqlite"));
    {
        auto database = Database::open(other); // closed again: no longer GPU Scout's open one
        QVERIFY(database);
    }
    const QByteArray before = read(other);
    const Status status = ExportFile::write(other, "%PDF-", ExportKind::Pdf, true);
    QVERIFY(!status.ok());
    QCOMPARE(status.error(),
             QStringLiteral("Cannot write \"%1\": it is an SQLite database; an export never "
                            "replaces a database.")
                 .arg(QDir::toNativeSeparators(other)));
    QCOMPARE(read(other), before);
}

void TestExportFile::refusesAFolderAndSpecialFiles()
{
    Status status = ExportFile::write(m_dir->path(), "x", ExportKind::Csv, true);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("it is a folder")), qPrintable(status.error()));

#ifdef Q_OS_UNIX // Windows has no named pipe or device file in the file system
    const QString fifo = path(QStringLiteral("pipe.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    status = ExportFile::write(fifo, "x", ExportKind::Csv, true);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("not a regular file")),
             qPrintable(status.error()));
    QVERIFY(!QFileInfo(fifo).isFile()); // still the pipe

    status = ExportFile::write(QStringLiteral("/dev/null"), "x", ExportKind::Csv, true);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("not a regular file")),
             qPrintable(status.error()));
#endif
}

void TestExportFile::replacesAnotherFileOnlyWhenForced()
{
    const QString notes = path(QStringLiteral("notes.csv"));
    writeFile(notes, "My notes, not a CSV export.\n");
    Status status = ExportFile::write(notes, "provider\r\n", ExportKind::Csv);
    QVERIFY(!status.ok());
    QCOMPARE(status.error(),
             QStringLiteral("Cannot write \"%1\": the file exists and is not a CSV export; "
                            "choose another name, or replace it with --force.")
                 .arg(QDir::toNativeSeparators(notes)));
    QCOMPARE(read(notes), QByteArray("My notes, not a CSV export.\n"));

    const QString csvAsPdf = path(QStringLiteral("report.pdf"));
    writeFile(csvAsPdf, "provider,gpu\r\n");
    QVERIFY(!ExportFile::write(csvAsPdf, "%PDF-", ExportKind::Pdf).ok()); // another kind

    status = ExportFile::write(notes, "provider\r\n", ExportKind::Csv, true);
    QVERIFY2(status.ok(), qPrintable(status.error()));
    QCOMPARE(read(notes), QByteArray("provider\r\n"));
}

// The probe's files: a first line of one word or of snake_case names is anybody's CSV, any
// PDF is not a report of GPU Scout's, any JSON not a catalog it wrote.
void TestExportFile::anotherFileIsNotTakenForAnEarlierExport_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("other");
    QTest::newRow("one word") << int(ExportKind::Csv) << QByteArray("keep\n");
    QTest::newRow("another program's csv")
        << int(ExportKind::Csv) << QByteArray("id,name,amount_usd\r\n1,rent,20\r\n");
    QTest::newRow("a comment over another program's csv")
        << int(ExportKind::Csv)
        << QByteArray("# workload: gpuscout:view?v=1\r\nid,name,amount_usd\r\n1,rent,20\r\n");
    QTest::newRow("another program's pdf")
        << int(ExportKind::Pdf) << QByteArray("%PDF-1.7\n/Creator (LibreOffice)\n");
    QTest::newRow("a json file") << int(ExportKind::Catalog) << QByteArray("{\"keep\": true}\n");
    QTest::newRow("a png") << int(ExportKind::Png) << QByteArray("\x89PNG\r\n\x1a\n");
}

void TestExportFile::anotherFileIsNotTakenForAnEarlierExport()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, other);
    const QString target = path(QStringLiteral("other"));
    writeFile(target, other);
    const Status status = ExportFile::write(target, "new", ExportKind(kind));
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QStringLiteral("replace it with --force")),
             qPrintable(status.error()));
    QCOMPARE(read(target), other);
}

void TestExportFile::refusesTheSettingsFileEvenWhenForced()
{
    const QString settings = path(QStringLiteral("GPU Scout.conf"));
    ExportFile::protectSettingsFile(settings); // before it exists, as on a first start
    writeFile(settings, "[ui]\nlanguage=ro\n");
    const QString link = path(QStringLiteral("link.csv"));
    QVERIFY(QFile::link(settings, link));
    for (const QString &target : {settings, link}) {
        const Status status = ExportFile::write(target, "provider\r\n", ExportKind::Csv, true);
        QVERIFY(!status.ok());
        QCOMPARE(status.error(),
                 QStringLiteral("Cannot write \"%1\": it is GPU Scout's settings file; an export "
                                "never replaces it.")
                     .arg(QDir::toNativeSeparators(target)));
    }
    QCOMPARE(read(settings), QByteArray("[ui]\nlanguage=ro\n"));
}

void TestExportFile::saysALoopOfLinksIsALoop()
{
    const QString a = path(QStringLiteral("a.csv"));
    const QString b = path(QStringLiteral("b.csv"));
    QVERIFY(QFile::link(b, a));
    QVERIFY(QFile::link(a, b));
    const Status status = ExportFile::write(a, "provider\r\n", ExportKind::Csv, true);
    QVERIFY(!status.ok());
    QCOMPARE(status.error(),
             QStringLiteral("Cannot write \"%1\": it is a link that leads round a loop of links "
                            "and never to a file.")
                 .arg(QDir::toNativeSeparators(a)));
}

QTEST_GUILESS_MAIN(TestExportFile)
#include "tst_exportfile.moc"
