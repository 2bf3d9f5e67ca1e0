#include "../core/fieldsamples.h"

#include <core/catalog/catalogimporter.h>
#include <core/session/viewlink.h>

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
    QByteArray out;
    QString err;
};

} // namespace

// gpuscout-cli link and recommend --link as a user runs them, on the bundled catalog.
class TestLinkCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void recommendOfALinkIsRecommendOfItsOptions_data();
    void recommendOfALinkIsRecommendOfItsOptions();
    void givenOptionsOverrideTheLink_data();
    void givenOptionsOverrideTheLink();
    void linkInEachFormat();
    void aBadLinkExitsOne_data();
    void aBadLinkExitsOne();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void everyWorkloadOptionOfTheTableIsRead_data();
    void everyWorkloadOptionOfTheTableIsRead();

private:
    Run cli(QStringList arguments) const;
    QString link(const QStringList &options) const;

    QTemporaryDir m_dir;
    QString m_database;
};

Run TestLinkCli::cli(QStringList arguments) const
{
    // In front, so that an option left without its value at the end is one.
    arguments = QStringList{QStringLiteral("--database"), m_database, QStringLiteral("--lang"),
                            QStringLiteral("en")}
        + arguments;
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_CLI), arguments);
    if (!process.waitForFinished(60000))
        qFatal("gpuscout-cli did not finish");
    return {process.exitCode(), process.readAllStandardOutput(),
            QString::fromUtf8(process.readAllStandardError())};
}

QString TestLinkCli::link(const QStringList &options) const
{
    const Run run = cli(QStringList{QStringLiteral("link")} + options);
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QString::fromUtf8(run.out).trimmed();
}

void TestLinkCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_database = m_dir.filePath(QStringLiteral("cli.sqlite"));
    QCOMPARE(cli({QStringLiteral("catalog")}).exitCode, 0); // seeds the bundled catalog
}

void TestLinkCli::recommendOfALinkIsRecommendOfItsOptions_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("format");
    const QStringList journeys{
        QStringLiteral("--task interactive --model sdxl --sessions-per-month 13 "
                       "--session-minutes 60 --max-wait 15"),
        QStringLiteral("--task batch --model sdxl --images 50000 --deadline-hours 72 --spot"),
        QStringLiteral("--task lora --model sdxl --training-hours 2 --gradient-checkpointing "
                       "--optimizer adamw8bit"),
        QStringLiteral("--task finetune --model flux1-dev --train-steps 500 --precision bf16 "
                       "--text-encoders resident --fp8-text-encoders --budget 40"),
        QStringLiteral("--task batch --model wan21-t2v-1.3b --frames 33 --width 832 --height 480 "
                       "--steps 20 --batch 2 --stack comfyui --images 100"),
    };
    for (const QString &format :
         {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")}) {
        for (const QString &journey : journeys) {
            const QString name = journey.section(QLatin1Char(' '), 1, 3) + QLatin1Char(' ')
                + format;
            QTest::newRow(qPrintable(name)) << journey << format;
        }
    }
}

void TestLinkCli::recommendOfALinkIsRecommendOfItsOptions()
{
    QFETCH(QString, options);
    QFETCH(QString, format);
    const QStringList given = options.split(QLatin1Char(' '));
    const QString text = link(given);
    QVERIFY2(text.startsWith(QLatin1String("gpuscout:view?v=1&")), qPrintable(text));
    const QStringList common{QStringLiteral("--format"), format, QStringLiteral("--top"),
                             QStringLiteral("25")};
    const Run byOptions = cli(QStringList{QStringLiteral("recommend")} + given + common);
    const Run byLink = cli(QStringList{QStringLiteral("recommend"), QStringLiteral("--link"), text}
                           + common);
    QCOMPARE(byOptions.exitCode, 0);
    QCOMPARE(byLink.exitCode, 0);
    QVERIFY(byOptions.out.count('\n') > 5);
    QCOMPARE(byLink.out, byOptions.out);
    // The link of the link is the same link.
    QCOMPARE(link({QStringLiteral("--link"), text}), text);
}

void TestLinkCli::givenOptionsOverrideTheLink_data()
{
    QTest::addColumn<QString>("linked");
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QString>("equivalent");
    QTest::newRow("images") << "--task batch --model sdxl --images 50000 --spot"
                            << "--images 800"
                            << "--task batch --model sdxl --images 800 --spot";
    QTest::newRow("task") << "--task batch --model sdxl --images 900"
                          << "--task interactive --sessions-per-month 4"
                          << "--task interactive --model sdxl --images 900 "
                             "--sessions-per-month 4";
    // Another model brings its own size and steps, as when it is given alone.
    QTest::newRow("model") << "--task batch --model sdxl --width 768 --steps 40"
                           << "--model sd15"
                           << "--task batch --model sd15";
    QTest::newRow("steps replace hours") << "--task lora --model sdxl --training-hours 2"
                                         << "--train-steps 300"
                                         << "--task lora --model sdxl --train-steps 300";
    QTest::newRow("switches add") << "--task batch --model sdxl --spot"
                                  << "--fp8-text-encoders"
                                  << "--task batch --model sdxl --spot --fp8-text-encoders";
}

void TestLinkCli::givenOptionsOverrideTheLink()
{
    QFETCH(QString, linked);
    QFETCH(QString, extra);
    QFETCH(QString, equivalent);
    const QString text = link(linked.split(QLatin1Char(' ')));
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
    const Run overridden = cli(
        QStringList{QStringLiteral("recommend"), QStringLiteral("--link"), text}
        + extra.split(QLatin1Char(' ')) + json);
    const Run direct = cli(QStringList{QStringLiteral("recommend")}
                           + equivalent.split(QLatin1Char(' ')) + json);
    QCOMPARE(overridden.exitCode, 0);
    QCOMPARE(overridden.out, direct.out);
    QCOMPARE(link(QStringList{QStringLiteral("--link"), text} + extra.split(QLatin1Char(' '))),
             link(equivalent.split(QLatin1Char(' '))));
}

void TestLinkCli::linkInEachFormat()
{
    const QStringList options{QStringLiteral("link"), QStringLiteral("--task"),
                              QStringLiteral("batch"), QStringLiteral("--model"),
                              QStringLiteral("sdxl")};
    const Run table = cli(options);
    QCOMPARE(table.exitCode, 0);
    QCOMPARE(table.out.count('\n'), 1); // the link alone, for $(gpuscout-cli link …)
    const QString text = QString::fromUtf8(table.out).trimmed();

    const Run csv = cli(options + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    QCOMPARE(QString::fromUtf8(csv.out).split(QLatin1Char('\n')).first().trimmed(),
             QStringLiteral("link"));
    QVERIFY(QString::fromUtf8(csv.out).contains(text));

    const Run json = cli(options + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(json.out).array();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().toObject().value(QStringLiteral("link")).toString(), text);
}

void TestLinkCli::aBadLinkExitsOne_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    for (const QString &command : {QStringLiteral("recommend"), QStringLiteral("link")}) {
        QTest::newRow(qPrintable(command + QStringLiteral(" negative")))
            << command << "gpuscout:view?v=1&task=batch&model=sdxl&images=-5"
            << "The link's images must be a whole number of at least 1, not “-5”.";
        QTest::newRow(qPrintable(command + QStringLiteral(" version")))
            << command << "gpuscout:view?v=9&task=batch&model=sdxl"
            << "The link is of version “9”; this GPU Scout reads version 1. A newer GPU Scout "
               "may open it.";
        QTest::newRow(qPrintable(command + QStringLiteral(" model")))
            << command << "gpuscout:view?v=1&task=batch&model=sdxxl"
            << "The link's model “sdxxl” is not in the catalog.";
        QTest::newRow(qPrintable(command + QStringLiteral(" garbage")))
            << command << "view?v=1"
            << "“view?v=1” is not a GPU Scout link: it must start with gpuscout:view?";
    }
}

void TestLinkCli::aBadLinkExitsOne()
{
    QFETCH(QString, command);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Run run = cli({command, QStringLiteral("--link"), text});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
}

void TestLinkCli::usageErrorsExitTwo_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no task") << "link --model sdxl"
                             << "--task is required: interactive, batch, lora or finetune.";
    QTest::newRow("no link value") << "recommend --link"
                                   << "Missing value after '--link'.";
    QTest::newRow("top") << "link --task batch --model sdxl --top 3"
                         << "The option --top does not apply to \"link\".";
    QTest::newRow("bad option over a link")
        << "recommend --link gpuscout:view?v=1&task=batch&model=sdxl --images lots"
        << "--images needs a whole number of at least 1, not \"lots\".";
    QTest::newRow("both training lengths")
        << "link --link gpuscout:view?v=1&task=lora&model=sdxl --train-steps 5 "
           "--training-hours 1"
        << "Give either --train-steps or --training-hours, not both.";
}

void TestLinkCli::usageErrorsExitTwo()
{
    QFETCH(QString, arguments);
    QFETCH(QString, message);
    const Run run = cli(arguments.split(QLatin1Char(' ')));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
}

void TestLinkCli::everyWorkloadOptionOfTheTableIsRead_data()
{
    QTest::addColumn<QString>("key");
    for (const core::WorkloadField &field : core::workloadFields()) {
        if (!field.identity && !field.option.isEmpty())
            QTest::newRow(qPrintable(field.option)) << field.key;
    }
}

void TestLinkCli::everyWorkloadOptionOfTheTableIsRead()
{
    // The option of each field of core::workloadFields(), given a value the model's workload
    // does not hold, reaches the workload: the link the CLI prints carries it.
    QFETCH(QString, key);
    const core::WorkloadField &field = *core::workloadFieldByKey(key);
    auto catalog = core::CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    core::Workload expected = core::Workload::forModel(*catalog->model(QStringLiteral("sdxl")));
    expected.task = testutil::taskFor(field);
    QJsonValue value = testutil::otherValue(field, expected);
    if (field.kind == core::FieldKind::Flag)
        value = true; // a switch only turns on
    field.set(expected, value);
    QStringList options{QStringLiteral("--task"), core::taskId(expected.task),
                        QStringLiteral("--model"), QStringLiteral("sdxl"),
                        QStringLiteral("--") + field.option};
    if (field.kind != core::FieldKind::Flag)
        options.append(field.toText(value));
    const QString text = link(options);
    const core::Expected<core::ViewLink> read = core::ViewLink::parse(text, *catalog);
    QVERIFY2(read, qPrintable(text));
    QCOMPARE(field.get(read->workload), field.get(expected));
    QCOMPARE(read->workload.toJson(), expected.toJson());
}

QTEST_GUILESS_MAIN(TestLinkCli)
#include "tst_linkcli.moc"
