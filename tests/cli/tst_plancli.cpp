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

} // namespace

// gpuscout-cli plan, rent-or-buy and measure as a user runs them, on the bundled catalog.
class TestPlanCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void planJsonAddsUpItsParts();
    void planTableAndCsv();
    void planRefusesInvalidFiles_data();
    void planRefusesInvalidFiles();
    void pinningAProviderCostsAtLeastTheMix();
    void comparesTwoPlans();
    void rentOrBuyBreakEvenFollowsFromTheMonthlyFigures();
    void rentOrBuyNeverBreaksEven();
    void rentOrBuyStartsFromTheSourcedTable();
    void rentOrBuyUsageErrorsExitTwo();
    void aMeasurementChangesTheRankingAndIsRemoved();

private:
    Run cli(QStringList arguments) const;
    QString write(const QString &name, const QByteArray &contents) const;
    QJsonObject json(const QStringList &arguments) const;

    QTemporaryDir m_dir;
    QString m_database;
    QString m_plan;
};

Run TestPlanCli::cli(QStringList arguments) const
{
    arguments << QStringLiteral("--database") << m_database << QStringLiteral("--lang")
              << QStringLiteral("en");
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_CLI), arguments);
    if (!process.waitForFinished(60000))
        qFatal("gpuscout-cli did not finish");
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QString TestPlanCli::write(const QString &name, const QByteArray &contents) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QJsonObject TestPlanCli::json(const QStringList &arguments) const
{
    const Run run = cli(arguments
                        + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

void TestPlanCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_database = m_dir.filePath(QStringLiteral("plan.sqlite"));
    m_plan = write(QStringLiteral("plan.json"), R"({"name": "month", "workloads": [
        {"task": "interactive", "model": "sdxl", "sessions_per_month": 12, "session_minutes": 90},
        {"task": "batch", "model": "sdxl", "images": 20000, "deadline_hours": 72, "spot": true},
        {"task": "lora", "model": "sdxl", "train_steps": 2000}]})");
}

void TestPlanCli::planJsonAddsUpItsParts()
{
    const QJsonObject plan = json({QStringLiteral("plan"), m_plan});
    QCOMPARE(plan.value(QStringLiteral("name")).toString(), QStringLiteral("month"));
    const QJsonArray workloads = plan.value(QStringLiteral("workloads")).toArray();
    QCOMPARE(workloads.size(), 3);
    double sum = 0;
    for (const QJsonValue &w : workloads) {
        QVERIFY(!w[QStringLiteral("provider")].toString().isEmpty());
        QVERIFY(!w[QStringLiteral("gpu")].toString().isEmpty());
        QVERIFY(w[QStringLiteral("total_cost_usd")].isDouble());
        sum += w[QStringLiteral("total_cost_usd")].toDouble();
    }
    for (const QJsonValue &s : plan.value(QStringLiteral("storage")).toArray())
        sum += s[QStringLiteral("total_cost_usd")].toDouble();
    const double total = plan.value(QStringLiteral("total_cost_usd")).toDouble();
    QVERIFY(total > 0);
    QVERIFY2(qAbs(total - sum) < 0.02, qPrintable(QString::number(total - sum)));
    QCOMPARE(workloads.at(1)[QStringLiteral("task")].toString(), QStringLiteral("batch"));
    QVERIFY(plan.value(QStringLiteral("single_provider")).isObject());
}

void TestPlanCli::planTableAndCsv()
{
    const Run table = cli({QStringLiteral("plan"), m_plan});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains(QStringLiteral("total")));
    const Run csv = cli(
        {QStringLiteral("plan"), m_plan, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    QVERIFY(lines.first().startsWith(QStringLiteral("part,task,model,provider,gpu")));
    QVERIFY(lines.size() >= 5); // header, three parts, total
}

void TestPlanCli::planRefusesInvalidFiles_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << QByteArray("{name") << "is not valid JSON";
    QTest::newRow("bad images") << QByteArray(
        R"({"name": "x", "workloads": [{"task": "batch", "model": "sdxl", "images": 0}]})")
                                << "workloads[0].images must be a number of at least 1";
    QTest::newRow("no task") << QByteArray(R"({"name": "x", "workloads": [{"model": "sdxl"}]})")
                             << "workloads[0].task is required.";
    QTest::newRow("unknown field") << QByteArray(
        R"({"name": "x", "budget": 3, "workloads": [{"task": "batch", "model": "sdxl"}]})")
                                   << "budget: the plan format has no such field";
}

void TestPlanCli::planRefusesInvalidFiles()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    const Run run = cli({QStringLiteral("plan"), write(QStringLiteral("bad.json"), contents)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestPlanCli::pinningAProviderCostsAtLeastTheMix()
{
    const QJsonObject mix = json({QStringLiteral("plan"), m_plan});
    const QJsonObject single = mix.value(QStringLiteral("single_provider")).toObject();
    const QString provider = single.value(QStringLiteral("provider")).toString();
    QVERIFY(!provider.isEmpty());
    const QJsonObject pinned = json(
        {QStringLiteral("plan"), m_plan, QStringLiteral("--provider"), provider});
    QCOMPARE(pinned.value(QStringLiteral("pinned_provider")).toString(), provider);
    QCOMPARE(pinned.value(QStringLiteral("providers")).toArray(), QJsonArray{provider});
    QCOMPARE(pinned.value(QStringLiteral("total_cost_usd")).toDouble(),
             single.value(QStringLiteral("total_cost_usd")).toDouble());
    QVERIFY(pinned.value(QStringLiteral("total_cost_usd")).toDouble()
            >= mix.value(QStringLiteral("total_cost_usd")).toDouble());
}

void TestPlanCli::comparesTwoPlans()
{
    const QString smaller = write(QStringLiteral("smaller.json"), R"({"name": "evenings only",
        "workloads": [{"task": "interactive", "model": "sdxl", "sessions_per_month": 12,
                       "session_minutes": 90}]})");
    const QJsonObject plan = json({QStringLiteral("plan"), m_plan, smaller});
    const QJsonObject other = plan.value(QStringLiteral("compared_plan")).toObject();
    QCOMPARE(other.value(QStringLiteral("name")).toString(), QStringLiteral("evenings only"));
    const double total = plan.value(QStringLiteral("total_cost_usd")).toDouble();
    const double otherTotal = other.value(QStringLiteral("total_cost_usd")).toDouble();
    QVERIFY(otherTotal < total);
    QVERIFY(qAbs(other.value(QStringLiteral("difference_usd")).toDouble() - (otherTotal - total))
            < 0.011);
    const Run csv = cli({QStringLiteral("plan"), m_plan, smaller, QStringLiteral("--format"),
                         QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.contains(QStringLiteral("compared_plan_total,,evenings only,")));
    QCOMPARE(cli({QStringLiteral("plan"), m_plan, smaller, smaller}).exitCode, 2);
}

void TestPlanCli::rentOrBuyBreakEvenFollowsFromTheMonthlyFigures()
{
    const QJsonObject r = json({QStringLiteral("rent-or-buy"), QStringLiteral("--gpu"),
                                QStringLiteral("rtx-4090"), QStringLiteral("--purchase-usd"),
                                QStringLiteral("1599"), QStringLiteral("--resale-usd"),
                                QStringLiteral("800"), QStringLiteral("--watts"),
                                QStringLiteral("450"), QStringLiteral("--usd-per-kwh"),
                                QStringLiteral("0.30"), QStringLiteral("--plan"), m_plan});
    const double rental = r.value(QStringLiteral("monthly_rental_usd")).toDouble();
    const double own = r.value(QStringLiteral("monthly_own_usd")).toDouble();
    const double power = r.value(QStringLiteral("monthly_electricity_usd")).toDouble();
    QVERIFY(rental > 0);
    QVERIFY(qAbs(own - (power + 799.0 / 24)) < 0.02);
    QVERIFY(r.value(QStringLiteral("break_even_months")).isDouble());
    const double months = r.value(QStringLiteral("break_even_months")).toDouble();
    // The monthly figures are printed to the cent: with a small saving, their rounding (±0.01
    // on the difference) moves the quotient by up to 0.01 / saving.
    const double rounding = 0.01 / (rental - power);
    QVERIFY2(qAbs(months - 799.0 / (rental - power)) / months < 0.01 + rounding,
             qPrintable(QString::number(months)));
    QCOMPARE(r.value(QStringLiteral("cumulative")).toArray().size(), 25);
}

void TestPlanCli::rentOrBuyNeverBreaksEven()
{
    const QJsonObject r = json({QStringLiteral("rent-or-buy"), QStringLiteral("--gpu"),
                                QStringLiteral("rtx-4090"), QStringLiteral("--purchase-usd"),
                                QStringLiteral("1599"), QStringLiteral("--watts"),
                                QStringLiteral("450"), QStringLiteral("--usd-per-kwh"),
                                QStringLiteral("100"), QStringLiteral("--plan"), m_plan});
    QVERIFY(r.contains(QStringLiteral("break_even_months")));
    QVERIFY(r.value(QStringLiteral("break_even_months")).isNull());
}

void TestPlanCli::rentOrBuyStartsFromTheSourcedTable()
{
    const Run run = cli({QStringLiteral("rent-or-buy"), QStringLiteral("--gpu"),
                         QStringLiteral("rtx-4090"), QStringLiteral("--usd-per-kwh"),
                         QStringLiteral("0.30"), QStringLiteral("--plan"), m_plan,
                         QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject r = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(r.value(QStringLiteral("purchase_usd")).toDouble(), 1599.0);
    QCOMPARE(r.value(QStringLiteral("watts")).toDouble(), 450.0);
    QVERIFY2(run.err.contains(QStringLiteral("launch price (MSRP)")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("https://www.tomsguide.com/")));
    // A card the table lacks needs the figures.
    const Run missing = cli({QStringLiteral("rent-or-buy"), QStringLiteral("--gpu"),
                             QStringLiteral("t4"), QStringLiteral("--usd-per-kwh"),
                             QStringLiteral("0.30"), QStringLiteral("--plan"), m_plan});
    QCOMPARE(missing.exitCode, 2);
}

void TestPlanCli::rentOrBuyUsageErrorsExitTwo()
{
    Run run = cli({QStringLiteral("rent-or-buy"), QStringLiteral("--gpu"),
                   QStringLiteral("rtx-4090"), QStringLiteral("--plan"), m_plan});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--usd-per-kwh")), qPrintable(run.err));
    run = cli({QStringLiteral("rent-or-buy"), QStringLiteral("--gpu"), QStringLiteral("rtx-4090"),
               QStringLiteral("--purchase-usd"), QStringLiteral("lots"), QStringLiteral("--watts"),
               QStringLiteral("450"), QStringLiteral("--usd-per-kwh"), QStringLiteral("0.3"),
               QStringLiteral("--plan"), m_plan});
    QCOMPARE(run.exitCode, 2);
    run = cli({QStringLiteral("plan")});
    QCOMPARE(run.exitCode, 2);
    run = cli({QStringLiteral("measure"), QStringLiteral("add"), QStringLiteral("--gpu"),
               QStringLiteral("t4"), QStringLiteral("--model"), QStringLiteral("sdxl")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--seconds-per-image")), qPrintable(run.err));
}

void TestPlanCli::aMeasurementChangesTheRankingAndIsRemoved()
{
    const QStringList recommend{
        QStringLiteral("recommend"), QStringLiteral("--model"), QStringLiteral("sdxl"),
        QStringLiteral("--task"),    QStringLiteral("batch"),   QStringLiteral("--images"),
        QStringLiteral("5000"),      QStringLiteral("--top"),   QStringLiteral("1"),
        QStringLiteral("--format"),  QStringLiteral("json")};
    auto best = [&] {
        const Run run = cli(recommend);
        return QJsonDocument::fromJson(run.out.toUtf8()).array().first().toObject();
    };
    const QString before = best().value(QStringLiteral("gpu")).toString();
    QVERIFY(!before.isEmpty() && before != QLatin1String("t4"));

    Run run = cli({QStringLiteral("measure"), QStringLiteral("add"), QStringLiteral("--gpu"),
                   QStringLiteral("t4"), QStringLiteral("--model"), QStringLiteral("sdxl"),
                   QStringLiteral("--seconds-per-image"), QStringLiteral("0.05"),
                   QStringLiteral("--provider"), QStringLiteral("aws")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString id = run.out.trimmed();
    QVERIFY(!id.isEmpty());

    const QJsonObject after = best();
    QCOMPARE(after.value(QStringLiteral("gpu")).toString(), QStringLiteral("t4"));
    QCOMPARE(after.value(QStringLiteral("basis")).toString(), QStringLiteral("user_measurement"));
    QVERIFY(after.value(QStringLiteral("reason"))
                .toString()
                .contains(QStringLiteral("your measurement")));
    QVERIFY(qAbs(after.value(QStringLiteral("seconds_per_image")).toDouble() - 0.05) < 1e-6);

    const QJsonArray list = QJsonDocument::fromJson(
                                cli({QStringLiteral("measure"), QStringLiteral("list"),
                                     QStringLiteral("--format"), QStringLiteral("json")})
                                    .out.toUtf8())
                                .array();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.first()[QStringLiteral("gpu")].toString(), QStringLiteral("t4"));
    QCOMPARE(list.first()[QStringLiteral("basis")].toString(), QStringLiteral("user_measurement"));
    // The CSV names the basis as the JSON does.
    QStringList csv = recommend;
    csv.replace(csv.indexOf(QStringLiteral("json")), QStringLiteral("csv"));
    QVERIFY(cli(csv).out.contains(QStringLiteral(",user_measurement,")));

    run = cli({QStringLiteral("measure"), QStringLiteral("remove"), id});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(best().value(QStringLiteral("gpu")).toString(), before);
    QVERIFY(best().value(QStringLiteral("basis")).toString() != QLatin1String("user_measurement"));
    QVERIFY(!cli(csv).out.contains(QStringLiteral("user_measurement")));
    run = cli({QStringLiteral("measure"), QStringLiteral("remove"), id});
    QCOMPARE(run.exitCode, 1);
}

QTEST_GUILESS_MAIN(TestPlanCli)
#include "tst_plancli.moc"
