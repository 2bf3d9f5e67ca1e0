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

Run cli(QStringList arguments, const QString &database = {})
{
    arguments << QStringLiteral("--lang") << QStringLiteral("en");
    if (!database.isEmpty())
        arguments << QStringLiteral("--database") << database;
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_CLI), arguments);
    // A hang guard, not a timing check: a calibration refit takes tens of seconds under ASan.
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

const QStringList commands{QStringLiteral("gpus"),        QStringLiteral("providers"),
                           QStringLiteral("offers"),      QStringLiteral("import"),
                           QStringLiteral("catalog"),     QStringLiteral("generate-catalog"),
                           QStringLiteral("calibration"), QStringLiteral("estimate"),
                           QStringLiteral("recommend"),   QStringLiteral("link"),
                           QStringLiteral("export"),      QStringLiteral("update"),
                           QStringLiteral("sources"),     QStringLiteral("publish-catalog"),
                           QStringLiteral("live"),        QStringLiteral("rates"),
                           QStringLiteral("history"),     QStringLiteral("plan"),
                           QStringLiteral("rent-or-buy"), QStringLiteral("measure")};

int longestLine(const QString &text)
{
    int longest = 0;
    for (const QString &line : text.split(u'\n'))
        longest = std::max(longest, int(line.size()));
    return longest;
}

} // namespace

// `gpuscout-cli help [COMMAND]`, `COMMAND --help` and `--help-all`: each command's own usage,
// options and an example that runs, within a terminal's width.
class TestCliHelp final : public QObject
{
    Q_OBJECT

private slots:
    void overviewListsTheCommands();
    void commandHelpIsTheCommandsOwn_data();
    void commandHelpIsTheCommandsOwn();
    void unknownCommandIsAUsageError();
    void helpAllCoversEveryCommand();
    void examplesRun_data();
    void examplesRun();
    void manPageIsRoff();
};

void TestCliHelp::overviewListsTheCommands()
{
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("help")}, QStringList{QStringLiteral("--help")}}) {
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("Usage: gpuscout-cli COMMAND")));
        for (const QString &command : commands)
            QVERIFY2(run.out.contains(QStringLiteral("\n  ") + command + u' '),
                     qPrintable(command));
        // Only the options every command takes: a command's own ones are in its help.
        QVERIFY(run.out.contains(QStringLiteral("--database PATH")));
        QVERIFY(!run.out.contains(QStringLiteral("--purchase-usd USD")));
        QVERIFY(longestLine(run.out) <= 80);
    }
}

void TestCliHelp::commandHelpIsTheCommandsOwn_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("help recommend")
        << QStringList{QStringLiteral("help"), QStringLiteral("recommend")};
    QTest::newRow("recommend --help")
        << QStringList{QStringLiteral("recommend"), QStringLiteral("--help")};
    QTest::newRow("recommend -h") << QStringList{QStringLiteral("recommend"), QStringLiteral("-h")};
    // The help wins over an option the command does not take, which would be a usage error.
    QTest::newRow("with a stray option")
        << QStringList{QStringLiteral("recommend"), QStringLiteral("--help"),
                       QStringLiteral("--purchase-usd"), QStringLiteral("9")};
}

void TestCliHelp::commandHelpIsTheCommandsOwn()
{
    QFETCH(QStringList, arguments);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QVERIFY(run.out.startsWith(QStringLiteral("Usage: gpuscout-cli recommend [options]\n")));
    QVERIFY(run.out.contains(QStringLiteral("\n  --model MODEL ")));
    QVERIFY(run.out.contains(QStringLiteral("\n  --top N ")));
    QVERIFY(run.out.contains(QStringLiteral("\n  --include-unverified-prices\n")));
    QVERIFY(!run.out.contains(QStringLiteral("--purchase-usd"))); // rent-or-buy's
    QVERIFY(!run.out.contains(QStringLiteral("\n  generate-catalog ")));
    QVERIFY(run.out.contains(QStringLiteral(
        "Example:\n  gpuscout-cli recommend --model sdxl --task interactive --top 5\n")));
    QVERIFY(run.out.count(u'\n') < 60);
    QVERIFY(longestLine(run.out) <= 80);
}

void TestCliHelp::unknownCommandIsAUsageError()
{
    const Run run = cli({QStringLiteral("help"), QStringLiteral("nonsense")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.startsWith(QStringLiteral("Unknown command \"nonsense\".")));
}

void TestCliHelp::helpAllCoversEveryCommand()
{
    const Run run = cli({QStringLiteral("--help-all")});
    QCOMPARE(run.exitCode, 0);
    for (const QString &command : commands) {
        QVERIFY2(run.out.contains(QStringLiteral("Usage: gpuscout-cli ") + command + u' '),
                 qPrintable(command));
    }
    QCOMPARE(run.out.count(QStringLiteral("Example:\n")), commands.size());
    // A command added later needs an example too (app/cli/clihelp.cpp, synopses).
    QCOMPARE(run.out.count(QStringLiteral("Example:\n")),
             run.out.count(QStringLiteral("\nUsage: gpuscout-cli ")));
}

void TestCliHelp::examplesRun_data()
{
    QTest::addColumn<QString>("command");
    // Those that need no network and no file of the user's.
    for (const char *command : {"gpus", "providers", "offers", "catalog", "calibration", "estimate",
                                "recommend", "link", "sources", "history", "generate-catalog"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCliHelp::examplesRun()
{
    QFETCH(QString, command);
    const Run help = cli({QStringLiteral("help"), command});
    const qsizetype at = help.out.indexOf(QStringLiteral("Example:\n  gpuscout-cli "));
    QVERIFY(at >= 0);
    QStringList example = help.out.mid(at).section(u'\n', 1, 1).split(u' ', Qt::SkipEmptyParts);
    example.removeFirst(); // gpuscout-cli
    QTemporaryDir dir;
    if (command == QLatin1String("generate-catalog"))
        example.replace(example.indexOf(QStringLiteral("large-catalog.json")),
                        dir.filePath(QStringLiteral("large-catalog.json")));
    const Run run = cli(example, dir.filePath(QStringLiteral("gpuscout.sqlite")));
    QVERIFY2(run.exitCode == 0, qPrintable(example.join(u' ') + u'\n' + run.err));
    QVERIFY(!run.out.isEmpty() || command == QLatin1String("generate-catalog"));
    // The default table fits a terminal of 100 columns (a link is one word and stays whole).
    if (command != QLatin1String("link") && !example.contains(QStringLiteral("--format")))
        QVERIFY2(longestLine(run.out) <= 100, qPrintable(run.out));
}

void TestCliHelp::manPageIsRoff()
{
    const Run run = cli({QStringLiteral("--man-page")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QStringLiteral(".TH GPUSCOUT\\-CLI 1 ")));
    for (const QString &section :
         {QStringLiteral(".SH NAME\n"), QStringLiteral(".SH SYNOPSIS\n"),
          QStringLiteral(".SH OPTIONS\n"), QStringLiteral(".SH COMMANDS\n"),
          QStringLiteral(".SH \"EXIT STATUS\"\n")})
        QVERIFY2(run.out.contains(section), qPrintable(section));
    for (const QString &command : commands)
        QVERIFY2(run.out.contains(QStringLiteral(".SS \"gpuscout\\-cli ")
                                  + QString(command).replace(u'-', QStringLiteral("\\-"))),
                 qPrintable(command));
    // No line may start with a dot that roff would read as an unknown request.
    for (const QString &line : run.out.split(u'\n')) {
        if (line.startsWith(u'.'))
            QVERIFY2(
                QRegularExpression(QStringLiteral("^\\.(TH|SH|SS|TP|PP|RS|RE|nf|fi|B|BR|I|RI) ?"))
                    .match(line)
                    .hasMatch(),
                qPrintable(line));
    }
}

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
