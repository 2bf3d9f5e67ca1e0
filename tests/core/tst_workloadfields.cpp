#include "fieldsamples.h"

#include <core/catalog/catalogimporter.h>
#include <core/engine/workloadfields.h>
#include <core/plan/plan.h>
#include <core/session/viewlink.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using core::Workload;
using core::WorkloadField;

// The one table of workload fields: every field in it is carried by saved workloads, plans and
// links alike (the CLI's options: tests/cli/tst_linkcli), and what older versions saved still
// loads.
class TestWorkloadFields final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void oneSpellingPerField();
    void everyFieldRoundTrips_data();
    void everyFieldRoundTrips();
    void plansCarryTheTextEncoders();
    void aWorkloadSavedWithTheOlderKeysLoads();
    void aSavedValueOutOfBoundsIsRefused_data();
    void aSavedValueOutOfBoundsIsRefused();

private:
    core::Catalog m_catalog;
};

void TestWorkloadFields::initTestCase()
{
    auto catalog = core::CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = std::move(catalog).value();
}

void TestWorkloadFields::oneSpellingPerField()
{
    QSet<QString> keys, options, linkKeys;
    for (const WorkloadField &field : core::workloadFields()) {
        QVERIFY2(field.get && field.set, qPrintable(field.key));
        QVERIFY2(!keys.contains(field.key) && !linkKeys.contains(field.linkKey),
                 qPrintable(field.key));
        keys.insert(field.key);
        linkKeys.insert(field.linkKey);
        if (field.option.isEmpty()) {
            // The fields the CLI does not offer keep the link keys links already carried.
            QVERIFY2(field.key == QLatin1String("deadline_at")
                         || field.key == QLatin1String("region"),
                     qPrintable(field.key));
            continue;
        }
        QVERIFY(!options.contains(field.option));
        options.insert(field.option);
        QCOMPARE(field.linkKey, field.option);
        QCOMPARE(field.key, QString(field.option).replace(QLatin1Char('-'), QLatin1Char('_')));
    }
    for (const WorkloadField &field : core::workloadFields()) {
        for (const QString &old : field.oldKeys)
            QVERIFY2(!keys.contains(old), qPrintable(old)); // an old key names no other field
    }
}

void TestWorkloadFields::everyFieldRoundTrips_data()
{
    QTest::addColumn<QString>("key");
    for (const WorkloadField &field : core::workloadFields()) {
        if (!field.identity)
            QTest::newRow(qPrintable(field.key)) << field.key;
    }
}

void TestWorkloadFields::everyFieldRoundTrips()
{
    QFETCH(QString, key);
    const WorkloadField &field = *core::workloadFieldByKey(key);
    Workload w = Workload::forModel(*m_catalog.model(QStringLiteral("sdxl")));
    w.task = testutil::taskFor(field);
    const QJsonValue value = testutil::otherValue(field, w);
    QCOMPARE(field.check(value), core::FieldProblem::None);
    field.set(w, value);
    const QJsonValue expected = field.get(w);
    QVERIFY(!expected.isUndefined());
    QVERIFY(field.get(Workload::forModel(*m_catalog.model(QStringLiteral("sdxl")))) != expected);

    // A saved workload.
    const QJsonObject saved = w.toJson();
    QCOMPARE(saved.value(field.key), expected);
    const std::optional<Workload> fromSaved = Workload::fromJson(
        QJsonDocument::fromJson(QJsonDocument(saved).toJson()).object());
    QVERIFY(fromSaved);
    QCOMPARE(field.get(*fromSaved), expected);

    // A plan file.
    core::Plan plan;
    plan.name = QStringLiteral("round trip");
    plan.workloads = {w};
    const QJsonObject planJson = core::PlanFormat::toJson(plan);
    QVERIFY(planJson.value(QStringLiteral("workloads")).toArray().at(0).toObject().contains(key));
    const core::Expected<core::Plan> fromPlan = core::PlanFormat::fromJson(
        QJsonDocument::fromJson(QJsonDocument(planJson).toJson()).object(), m_catalog);
    QVERIFY2(fromPlan, qPrintable(fromPlan ? QString() : fromPlan.error()));
    QCOMPARE(field.get(fromPlan->workloads.constFirst()), expected);

    // A link.
    core::ViewLink link;
    link.workload = w;
    const QString text = link.toString();
    QVERIFY2(text.contains(QLatin1Char('&') + field.linkKey + QLatin1Char('=')), qPrintable(text));
    const core::Expected<core::ViewLink> fromLink = core::ViewLink::parse(text, m_catalog);
    QVERIFY2(fromLink, qPrintable(fromLink ? QString() : fromLink.error()));
    QCOMPARE(field.get(fromLink->workload), expected);
}

void TestWorkloadFields::plansCarryTheTextEncoders()
{
    // FLUX with its T5-XXL resident and in FP8: the plan keeps both, as the workload had them.
    Workload w = Workload::forModel(*m_catalog.model(QStringLiteral("flux1-dev")));
    w.task = core::Task::Batch;
    w.offloadTextEncoders = false;
    w.fp8TextEncoders = true;
    core::Plan plan;
    plan.name = QStringLiteral("flux");
    plan.workloads = {w};
    const QJsonObject json = core::PlanFormat::toJson(plan)
                                 .value(QStringLiteral("workloads"))
                                 .toArray()
                                 .at(0)
                                 .toObject();
    QCOMPARE(json.value(QStringLiteral("text_encoders")).toString(), QStringLiteral("resident"));
    QCOMPARE(json.value(QStringLiteral("fp8_text_encoders")).toBool(), true);
    const core::Expected<core::Plan> back = core::PlanFormat::fromJson(
        core::PlanFormat::toJson(plan), m_catalog);
    QVERIFY(back);
    QCOMPARE(back->workloads.constFirst().offloadTextEncoders, false);
    QCOMPARE(back->workloads.constFirst().fp8TextEncoders, true);

    // A plan that leaves them at their defaults writes neither, as plans did before.
    plan.workloads = {Workload::forModel(*m_catalog.model(QStringLiteral("sdxl")))};
    const QJsonObject plain = core::PlanFormat::toJson(plan)
                                  .value(QStringLiteral("workloads"))
                                  .toArray()
                                  .at(0)
                                  .toObject();
    QVERIFY(!plain.contains(QStringLiteral("text_encoders")));
    QVERIFY(!plain.contains(QStringLiteral("fp8_text_encoders")));
}

void TestWorkloadFields::aWorkloadSavedWithTheOlderKeysLoads()
{
    // A batch workload as GPU Scout saved it before the table (Workload::toJson at 9fd7c0a, in
    // the database's saved workloads and the settings' last workload).
    const QByteArray old = R"({"allow_spot":true,"batch":2,"budget_usd":25.5,)"
                           R"("deadline_hours":48,"fp8_text_encoders":true,)"
                           R"("gradient_checkpointing":false,"height":1344,"images":50000,)"
                           R"("max_wait_s":4.5,"model":"flux1-dev","offload_text_encoders":false,)"
                           R"("optimizer":"adamw","precision":"fp8","region":"",)"
                           R"("session_minutes":60,"sessions_per_month":12,"stack":"comfyui",)"
                           R"("steps":28,"task":"batch","train_hours":3,"train_steps":2000,)"
                           R"("width":768})";
    const std::optional<Workload> w = Workload::fromJson(QJsonDocument::fromJson(old).object());
    QVERIFY(w);
    QCOMPARE(w->model, QStringLiteral("flux1-dev"));
    QCOMPARE(w->task, core::Task::Batch);
    QCOMPARE(w->config.width, 768);
    QCOMPARE(w->config.height, 1344);
    QCOMPARE(w->config.steps, 28);
    QCOMPARE(w->config.batch, 2);
    QCOMPARE(w->config.precision, core::Precision::Fp8);
    QCOMPARE(w->config.stack, QStringLiteral("comfyui"));
    QCOMPARE(w->images, qint64(50000));
    QCOMPARE(w->deadlineHours, std::optional<double>(48));
    QCOMPARE(w->maxWaitS, 4.5);
    QCOMPARE(w->allowSpot, true);
    QCOMPARE(w->budgetUsd, std::optional<double>(25.5));
    QCOMPARE(w->trainHours, std::optional<double>(3));
    QCOMPARE(w->offloadTextEncoders, false);
    QCOMPARE(w->fp8TextEncoders, true);
    QVERIFY(w->region.isEmpty());

    // Written again in the one spelling only.
    const QJsonObject json = w->toJson();
    for (const char *old : {"allow_spot", "budget_usd", "max_wait_s", "train_hours",
                            "offload_text_encoders", "region"})
        QVERIFY2(!json.contains(QLatin1String(old)), old);
    QCOMPARE(json.value(QStringLiteral("spot")).toBool(), true);
    QCOMPARE(json.value(QStringLiteral("budget")).toDouble(), 25.5);
    QCOMPARE(json.value(QStringLiteral("max_wait")).toDouble(), 4.5);
    QCOMPARE(json.value(QStringLiteral("training_hours")).toDouble(), 3.0);
    QCOMPARE(json.value(QStringLiteral("text_encoders")).toString(), QStringLiteral("resident"));
    QCOMPARE(Workload::fromJson(json)->toJson(), json);
}

void TestWorkloadFields::aSavedValueOutOfBoundsIsRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("no task") << QByteArray(R"({"model": "sdxl"})");
    QTest::newRow("unknown task") << QByteArray(R"({"task": "render", "model": "sdxl"})");
    QTest::newRow("zero width") << QByteArray(R"({"task": "batch", "width": 0})");
    QTest::newRow("fractional steps") << QByteArray(R"({"task": "batch", "steps": 2.5})");
    QTest::newRow("text for images") << QByteArray(R"({"task": "batch", "images": "many"})");
    QTest::newRow("no wait") << QByteArray(R"({"task": "interactive", "max_wait_s": 0})");
    QTest::newRow("unknown stack") << QByteArray(R"({"task": "batch", "stack": "onnx"})");
    QTest::newRow("spot as text") << QByteArray(R"({"task": "batch", "spot": "yes"})");
    QTest::newRow("deadline without offset")
        << QByteArray(R"({"task": "batch", "deadline_at": "2026-12-05T17:00:00"})");
}

void TestWorkloadFields::aSavedValueOutOfBoundsIsRefused()
{
    QFETCH(QByteArray, json);
    QVERIFY(!Workload::fromJson(QJsonDocument::fromJson(json).object()));
}

QTEST_GUILESS_MAIN(TestWorkloadFields)
#include "tst_workloadfields.moc"
