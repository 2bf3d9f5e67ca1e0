#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

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

// A symbolic link on every system: on Windows QFile::link makes a .lnk shortcut, which is a
// file of its own and no link to the file system (creating a symbolic link there needs
// administrator rights or developer mode; the CI runners have them).
bool symlink(const QString &target, const QString &link)
{
    std::error_code error;
    std::filesystem::create_symlink(target.toStdU16String(), link.toStdU16String(), error);
    return !error;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// What the reliability probe did to gpuscout-cli, as a user would: each case destroyed data,
// hung, or let hostile text through before.
class TestCliSafety final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void exportRefusesTheDatabase_data();
    void exportRefusesTheDatabase();
    void exportReplacesItsOwnEarlierFile();
#ifdef Q_OS_UNIX // Windows has no named pipe in the file system
    void importRefusesAPipeAtOnce();
#endif
    void refusesAnotherProgramsDatabase();
    void outputCarriesNoControlBytesAndNoFormulas();
    void importOfAShrunkCatalogNeedsForce();
    void catalogCommandsRefuseTheDatabase_data();
    void catalogCommandsRefuseTheDatabase();
    void catalogCommandsRefuseSpecialAndOtherFiles_data();
    void catalogCommandsRefuseSpecialAndOtherFiles();
    void catalogCommandsReplaceTheirOwnEarlierFile();
    void aFailedWriteLeavesTheEarlierFile_data();
    void aFailedWriteLeavesTheEarlierFile();
    void errorsCarryNoControlBytes();

private:
    Run cli(QStringList arguments) const;
    // `arguments` with the files it writes limited to `kib` KiB (ulimit -f): a disk that fills
    // up half way through.
    Run cliWithFileLimit(const QStringList &arguments, int kib) const;
    QStringList catalogCommand(const QString &command, const QString &out) const;
    QString writeCatalog(const QString &name, int offers) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_database;
};

Run TestCliSafety::cli(QStringList arguments) const
{
    arguments << QStringLiteral("--lang") << QStringLiteral("en");
    if (!arguments.contains(QStringLiteral("--database")))
        arguments << QStringLiteral("--database") << m_database;
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_CLI), arguments);
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    // Qt's own start-up notes (XDG_RUNTIME_DIR unset) are not the command's messages.
    QStringList err = QString::fromUtf8(process.readAllStandardError()).split(u'\n');
    err.removeIf(
        [](const QString &line) { return line.startsWith(QLatin1String("QStandardPaths:")); });
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            err.join(u'\n')};
}

Run TestCliSafety::cliWithFileLimit(const QStringList &arguments, int kib) const
{
    // SIGXFSZ ignored: the write fails with EFBIG instead of killing the process.
    QStringList shell{QStringLiteral("-c"),
                      QStringLiteral("trap '' XFSZ; ulimit -f %1; exec \"$0\" \"$@\"").arg(kib),
                      QStringLiteral(GPUSCOUT_CLI)};
    shell << arguments << QStringLiteral("--lang") << QStringLiteral("en")
          << QStringLiteral("--database") << m_database;
    QProcess process;
    process.start(QStringLiteral("/bin/sh"), shell);
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QStringList TestCliSafety::catalogCommand(const QString &command, const QString &out) const
{
    if (command == QLatin1String("generate-catalog"))
        return {command, QStringLiteral("--count"), QStringLiteral("2000"), QStringLiteral("--out"),
                out};
    return {command, QStringLiteral("--out"), out};
}

// The small test catalog with only its first `offers` offers.
QString TestCliSafety::writeCatalog(const QString &name, int offers) const
{
    QJsonObject root = QJsonDocument::fromJson(
                           contents(dataPath(QStringLiteral("catalog-small.json"))))
                           .object();
    QJsonArray list = root.value(QStringLiteral("offers")).toArray();
    while (list.size() > offers)
        list.removeLast();
    root.insert(QStringLiteral("offers"), list);
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(QJsonDocument(root).toJson());
    return path;
}

void TestCliSafety::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_database = m_dir->filePath(QStringLiteral("gpuscout.sqlite"));
    const Run run = cli({QStringLiteral("import"), dataPath(QStringLiteral("catalog-small.json"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestCliSafety::exportRefusesTheDatabase_data()
{
    QTest::addColumn<bool>("throughLink");
    QTest::addColumn<bool>("force");
    QTest::newRow("the database") << false << false;
    QTest::newRow("a link to it") << true << false;
    QTest::newRow("forced") << false << true;
}

void TestCliSafety::exportRefusesTheDatabase()
{
    QFETCH(bool, throughLink);
    QFETCH(bool, force);
    QString target = m_database;
    if (throughLink) {
        target = m_dir->filePath(QStringLiteral("offers.csv"));
        QVERIFY(symlink(m_database, target));
    }
    const QByteArray before = contents(m_database);
    QStringList arguments{QStringLiteral("export"),
                          QStringLiteral("--model"),
                          QStringLiteral("sdxl"),
                          QStringLiteral("--task"),
                          QStringLiteral("interactive"),
                          QStringLiteral("--csv"),
                          target};
    if (force)
        arguments << QStringLiteral("--force");
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.trimmed(),
             QStringLiteral("Cannot write \"%1\": it is the database GPU Scout has open; an export "
                            "would destroy the catalog and your shortlists.")
                 .arg(QDir::toNativeSeparators(target)));
    QCOMPARE(contents(m_database), before);
}

void TestCliSafety::exportReplacesItsOwnEarlierFile()
{
    const QString target = m_dir->filePath(QStringLiteral("offers.csv"));
    const QStringList arguments{QStringLiteral("export"),
                                QStringLiteral("--model"),
                                QStringLiteral("sdxl"),
                                QStringLiteral("--task"),
                                QStringLiteral("interactive"),
                                QStringLiteral("--csv"),
                                target};
    QCOMPARE(cli(arguments).exitCode, 0);
    QCOMPARE(cli(arguments).exitCode, 0); // no --force for the earlier export
    QFile notes(m_dir->filePath(QStringLiteral("notes.csv")));
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("my notes\n");
    notes.close();
    const QStringList other{
        QStringLiteral("export"), QStringLiteral("--model"),     QStringLiteral("sdxl"),
        QStringLiteral("--task"), QStringLiteral("interactive"), QStringLiteral("--csv"),
        notes.fileName()};
    const Run refused = cli(other);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(QStringLiteral("replace it with --force")),
             qPrintable(refused.err));
    QCOMPARE(contents(notes.fileName()), QByteArray("my notes\n"));
    QCOMPARE(cli(other + QStringList{QStringLiteral("--force")}).exitCode, 0);
}

#ifdef Q_OS_UNIX
void TestCliSafety::importRefusesAPipeAtOnce()
{
    const QString fifo = m_dir->filePath(QStringLiteral("catalog.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const Run run = cli({QStringLiteral("import"), fifo});
    QCOMPARE(run.exitCode, 1); // -1 when it hung
    QCOMPARE(run.err.trimmed(),
             QStringLiteral("Nothing was imported. Cannot read the catalog file %1: it is not a "
                            "regular file (a device, a pipe or a socket); import reads regular "
                            "files only.")
                 .arg(QDir::toNativeSeparators(fifo)));
}
#endif

void TestCliSafety::refusesAnotherProgramsDatabase()
{
    const QString path = m_dir->filePath(QStringLiteral("contacts.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("c"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE people (name TEXT)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("c"));
    const QByteArray before = contents(path);
    const Run run = cli({QStringLiteral("catalog"), QStringLiteral("--database"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("is another program's SQLite database")),
             qPrintable(run.err));
    QCOMPARE(contents(path), before);
}

void TestCliSafety::outputCarriesNoControlBytesAndNoFormulas()
{
    {
        // A name as a tampered database or a provider's API could hold it.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("t"));
        db.setDatabaseName(m_database);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(
            QStringLiteral("UPDATE providers SET name = '=HYPERLINK(\"http://x\")' || char(27) || "
                           "'[2J' || char(7) WHERE id = 'runpod'")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("t"));
    for (const QString &command : {QStringLiteral("providers"), QStringLiteral("offers")}) {
        for (const QString &format : {QStringLiteral("table"), QStringLiteral("csv")}) {
            const Run run = cli({command, QStringLiteral("--format"), format});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(!run.out.contains(QChar(0x1b)) && !run.out.contains(QChar(0x07)),
                     qPrintable(command + u' ' + format));
            // The table cuts long names to fit the terminal; CSV keeps the whole escaped text.
            if (format == QLatin1String("csv")) {
                QVERIFY(run.out.contains(QStringLiteral("\\x1B[2J\\x07")));
                QVERIFY2(run.out.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")")),
                         qPrintable(run.out));
            }
        }
    }
}

void TestCliSafety::importOfAShrunkCatalogNeedsForce()
{
    const QString one = writeCatalog(QStringLiteral("one.json"), 1);
    const QByteArray before = contents(m_database);
    const Run refused = cli({QStringLiteral("import"), one});
    QCOMPARE(refused.exitCode, 1);
    QCOMPARE(refused.err,
             QStringLiteral("Nothing was imported. The new catalog differs from the stored one "
                            "more than an update usually does, so it was not applied:\n"
                            "  It removes 3 of the 4 stored offers (75.0%; more than 50% needs "
                            "confirming); 1 would remain.\n"
                            "If the file is right, import it again with --force.\n"));
    QCOMPARE(contents(m_database), before);
    const Run forced = cli({QStringLiteral("import"), one, QStringLiteral("--force")});
    QVERIFY2(forced.exitCode == 0, qPrintable(forced.err));
}

void TestCliSafety::catalogCommandsRefuseTheDatabase_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("throughLink");
    QTest::addColumn<bool>("force");
    for (const QString &command :
         {QStringLiteral("publish-catalog"), QStringLiteral("generate-catalog")}) {
        QTest::addRow("%s: the database", qPrintable(command)) << command << false << false;
        QTest::addRow("%s: a link to it", qPrintable(command)) << command << true << false;
        QTest::addRow("%s: forced", qPrintable(command)) << command << false << true;
    }
}

// The probe: `publish-catalog --out DB --database DB` exited 0 and the shortlists were gone.
void TestCliSafety::catalogCommandsRefuseTheDatabase()
{
    QFETCH(QString, command);
    QFETCH(bool, throughLink);
    QFETCH(bool, force);
    QString target = m_database;
    if (throughLink) {
        target = m_dir->filePath(QStringLiteral("catalog.json"));
        QVERIFY(QFile::link(m_database, target));
    }
    const QByteArray before = contents(m_database);
    QStringList arguments = catalogCommand(command, target);
    if (force)
        arguments << QStringLiteral("--force");
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.trimmed(),
             QStringLiteral("Cannot write \"%1\": it is the database GPU Scout has open; an export "
                            "would destroy the catalog and your shortlists.")
                 .arg(QDir::toNativeSeparators(target)));
    QCOMPARE(contents(m_database), before);
}

void TestCliSafety::catalogCommandsRefuseSpecialAndOtherFiles_data()
{
    QTest::addColumn<QString>("command");
    QTest::addRow("publish-catalog") << QStringLiteral("publish-catalog");
    QTest::addRow("generate-catalog") << QStringLiteral("generate-catalog");
}

void TestCliSafety::catalogCommandsRefuseSpecialAndOtherFiles()
{
    QFETCH(QString, command);
    const QString fifo = m_dir->filePath(QStringLiteral("pipe.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    Run run = cli(catalogCommand(command, fifo) << QStringLiteral("--force"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("it is not a regular file")), qPrintable(run.err));
    struct stat status;
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &status), 0);
    QVERIFY(S_ISFIFO(status.st_mode)); // still the pipe

    const QString other = m_dir->filePath(QStringLiteral("contacts.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("o"));
        db.setDatabaseName(other);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE people (name TEXT)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("o"));
    const QByteArray database = contents(other);
    run = cli(catalogCommand(command, other) << QStringLiteral("--force"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("it is an SQLite database")), qPrintable(run.err));
    QCOMPARE(contents(other), database);

    const QString notes = m_dir->filePath(QStringLiteral("notes.json"));
    QFile file(notes);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"my\": \"notes\"}\n");
    file.close();
    run = cli(catalogCommand(command, notes));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.trimmed(),
             QStringLiteral("Cannot write \"%1\": the file exists and is not a catalog written by "
                            "GPU Scout; choose another name, or replace it with --force.")
                 .arg(QDir::toNativeSeparators(notes)));
    QCOMPARE(contents(notes), QByteArray("{\"my\": \"notes\"}\n"));
    run = cli(catalogCommand(command, notes) << QStringLiteral("--force"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestCliSafety::catalogCommandsReplaceTheirOwnEarlierFile()
{
    const QString out = m_dir->filePath(QStringLiteral("published.json"));
    for (const QString &command :
         {QStringLiteral("publish-catalog"), QStringLiteral("generate-catalog"),
          QStringLiteral("publish-catalog")}) {
        const Run run = cli(catalogCommand(command, out));
        QVERIFY2(run.exitCode == 0, qPrintable(command + u' ' + run.err));
    }
    const Run import = cli({QStringLiteral("import"), out});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
}

void TestCliSafety::aFailedWriteLeavesTheEarlierFile_data()
{
    catalogCommandsRefuseSpecialAndOtherFiles_data();
}

// The probe: on a nearly full disk both commands exited 0 with the first 8,192 bytes written
// in place of the earlier file.
void TestCliSafety::aFailedWriteLeavesTheEarlierFile()
{
    QFETCH(QString, command);
    const QString big = m_dir->filePath(QStringLiteral("big.json"));
    QCOMPARE(cli(catalogCommand(QStringLiteral("generate-catalog"), big)).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("import"), big, QStringLiteral("--force")}).exitCode, 0);
    const QString out = m_dir->filePath(QStringLiteral("published.json"));
    QCOMPARE(cli(catalogCommand(QStringLiteral("publish-catalog"), out)).exitCode, 0);
    const QByteArray before = contents(out);
    QVERIFY(before.size() > 16 * 1024);
    const Run run = cliWithFileLimit(catalogCommand(command, out), 8);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(
                 QStringLiteral("Cannot write \"%1\": ").arg(QDir::toNativeSeparators(out))),
             qPrintable(run.err));
    QVERIFY2(!run.err.contains(QLatin1String("Unknown error")), qPrintable(run.err));
    QCOMPARE(contents(out), before);
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("published.json*")}, QDir::Files),
             QStringList{QStringLiteral("published.json")}); // no temporary file left
}

// The probe: a link's parameter, quoted in the error message, could set the terminal's title.
void TestCliSafety::errorsCarryNoControlBytes()
{
    const Run run = cli({QStringLiteral("link"), QStringLiteral("--link"),
                         QStringLiteral("gpuscout://workload?model=x\x1b]0;pwned\x07\u202e")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(!run.err.contains(QChar(0x1b)) && !run.err.contains(QChar(0x07))
                 && !run.err.contains(QChar(0x202e)),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("x\\x1B]0;pwned\\x07\\u202E")), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCliSafety)
#include "tst_clisafety.moc"
