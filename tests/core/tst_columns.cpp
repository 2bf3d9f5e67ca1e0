#include <core/catalog/catalogimporter.h>
#include <core/catalog/resolvedoffer.h>
#include <core/engine/engine.h>
#include <core/export/reporttable.h>
#include <core/figures/columns.h>

#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace core;

// The column registry: one declaration per per-row figure, read by every output.
class TestColumns final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyEntryIsComplete();
    void everyFigureOfTheEngineHasAnEntry();
    void anUndatedPriceHasNoAge();
    void reportsReadTheRegistry();
    void oneRoundingRule();
    void notListedSinceIsTheDayTheSourceDroppedTheOffer();
    void fitsIsText();
    void textFollowsTheLocale();
    void timeToFinishIsForWorkThatFinishes();

private:
    Evaluation evaluate(Task task) const;

    Catalog m_catalog;
};

void TestColumns::initTestCase()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

Evaluation TestColumns::evaluate(Task task) const
{
    Workload w;
    w.model = QStringLiteral("sdxl");
    w.task = task;
    w.config.steps = 30;
    if (task == Task::Batch) {
        w.images = 50000;
        w.deadlineHours = 72;
    }
    auto result = Engine(m_catalog).evaluate(w, resolveOffers(m_catalog));
    if (!result)
        qFatal("%s", qPrintable(result.error()));
    return std::move(result).value();
}

void TestColumns::everyEntryIsComplete()
{
    const QRegularExpression snake(QStringLiteral("^[a-z][a-z0-9]*(_[a-z0-9]+)*$"));
    QSet<QString> keys;
    for (const ColumnSpec &spec : Columns::all()) {
        const QString key = QLatin1String(spec.key);
        QVERIFY2(snake.match(key).hasMatch(), spec.key);
        QVERIFY2(!keys.contains(key), spec.key);
        keys.insert(key);
        QVERIFY2(!Columns::header(spec).isEmpty(), spec.key);
        QVERIFY2(!Columns::toolTip(spec).isEmpty(), spec.key);
        QVERIFY2(spec.value, spec.key);
        QCOMPARE(Columns::find(key), &spec);
        // Money says its currency in its key, as the exports have always done.
        if (spec.kind == ColumnKind::Money)
            QVERIFY2(key.contains(QStringLiteral("usd")), spec.key);
    }
    QVERIFY(!Columns::find(u"no_such_figure"));
}

void TestColumns::everyFigureOfTheEngineHasAnEntry()
{
    // The per-row figures of core::OfferEvaluation (engine.h), each under its key.
    for (const char *key : {"rank",
                            "fits",
                            "seconds_per_image",
                            "images_per_hour",
                            "training_step_s",
                            "usd_per_1000_images",
                            "usd_per_hour",
                            "spot",
                            "cold_start_minutes",
                            "cold_start_assumed",
                            "compute_usd",
                            "rounding_usd",
                            "cold_start_usd",
                            "storage_usd",
                            "spot_risk_usd",
                            "total_cost_usd",
                            "total_hours",
                            "time_to_finish_hours",
                            "instances",
                            "meets_deadline",
                            "within_wait",
                            "within_budget",
                            "basis",
                            "speed_source",
                            "speed_series",
                            "reason",
                            "data_age_days"})
        QVERIFY2(Columns::find(QString::fromLatin1(key)), key);
}

void TestColumns::anUndatedPriceHasNoAge()
{
    // A price source whose data carries no date: its age is unknown, not zero days.
    const Evaluation evaluation = evaluate(Task::Interactive);
    OfferEvaluation row = evaluation.rows.constFirst();
    Offer undated = *row.offer.offer;
    undated.observedAt = PartialDate();
    row.offer.offer = &undated;
    const ColumnContext context{evaluation, row, QDate(2026, 12, 1)};
    QVERIFY(Columns::value(Columns::get(u"data_age_days"), context).isNull());
    QCOMPARE(Columns::value(Columns::get(u"observed_at"), context).toString(), QString());
}

void TestColumns::reportsReadTheRegistry()
{
    for (const QStringList &list : {recommendationColumns(), exportColumns()}) {
        for (const QString &key : list)
            QVERIFY2(Columns::find(key), qPrintable(key));
    }
    const Evaluation evaluation = evaluate(Task::Interactive);
    const QList<int> rows = reportOrder(evaluation, 3);
    const QDate today(2026, 12, 1);
    const Table table = reportTable(evaluation, rows, exportColumns(), today);
    QCOMPARE(table.rows.size(), 3);
    for (int r = 0; r < int(rows.size()); ++r) {
        const ColumnContext context{evaluation, evaluation.rows.at(rows.at(r)), today};
        for (int c = 0; c < int(table.columns.size()); ++c)
            QCOMPARE(table.rows.at(r).at(c),
                     Columns::value(Columns::get(table.columns.at(c)), context));
    }
}

void TestColumns::oneRoundingRule()
{
    const Evaluation evaluation = evaluate(Task::Interactive);
    OfferEvaluation row = evaluation.rows.constFirst();
    row.secondsPerImage = 2.34567;
    row.totalCostUsd = 12.3456;
    const ColumnContext context{evaluation, row};
    const ColumnSpec &speed = Columns::get(u"seconds_per_image");
    const ColumnSpec &total = Columns::get(u"total_cost_usd");
    QCOMPARE(Columns::value(speed, context).toDouble(), 2.35);
    QCOMPARE(Columns::value(total, context).toDouble(), 12.35);
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    // The text a person reads has the very digits the export holds.
    QVERIFY(Columns::text(speed, Columns::value(speed, context), english)
                .contains(QStringLiteral("2.35")));
    QVERIFY(Columns::text(total, Columns::value(total, context), english)
                .contains(QStringLiteral("12.35")));
    row.secondsPerImage.reset();
    QVERIFY(Columns::value(speed, context).isNull());
    QCOMPARE(Columns::text(speed, {}, english), Columns::unknownText());
}

void TestColumns::notListedSinceIsTheDayTheSourceDroppedTheOffer()
{
    const Evaluation evaluation = evaluate(Task::Interactive);
    OfferEvaluation row = evaluation.rows.constFirst();
    const ColumnSpec &spec = Columns::get(u"not_listed_since");
    Offer offer = *row.offer.offer;
    row.offer.offer = &offer;
    const ColumnContext context{evaluation, row};
    QVERIFY(Columns::value(spec, context).isNull()); // listed: nothing to say
    offer.listedBy = QStringLiteral("skypilot:runpod");
    offer.unlistedSince = QDate(2026, 11, 30);
    QCOMPARE(Columns::value(spec, context).toString(), QStringLiteral("2026-11-30"));
    QVERIFY(exportColumns().contains(QStringLiteral("not_listed_since")));
}

void TestColumns::fitsIsText()
{
    const Evaluation evaluation = evaluate(Task::Finetune);
    const ColumnSpec &fits = Columns::get(u"fits");
    bool sawNo = false;
    for (const OfferEvaluation &row : evaluation.rows) {
        const QVariant value = Columns::value(fits, {evaluation, row});
        QCOMPARE(value.typeId(), int(QMetaType::QString));
        QCOMPARE(value.toString(), fitId(row.fit));
        if (row.fit == Fit::No) {
            sawNo = true;
            QCOMPARE(value.toString(), QStringLiteral("no"));
            QCOMPARE(Columns::text(fits, value, QLocale::c()), QStringLiteral("does not fit"));
        }
    }
    QVERIFY(sawNo); // a full fine-tune of SDXL fits far from every GPU
}

void TestColumns::textFollowsTheLocale()
{
    const ColumnSpec &vram = Columns::get(u"vram_gb");
    const QString bengali = Columns::text(vram, 24.0,
                                          QLocale(QLocale::Bengali, QLocale::Bangladesh));
    // One digit system: Bengali digits, no ASCII ones.
    QVERIFY2(bengali.contains(QChar(0x09E8)), qPrintable(bengali)); // ২
    QVERIFY2(!bengali.contains(QRegularExpression(QStringLiteral("[0-9]"))), qPrintable(bengali));
    // A number with its unit is isolated, so a right-to-left line never reverses it.
    const QString urdu = Columns::text(vram, 24.0, QLocale(QLocale::Urdu, QLocale::Pakistan));
    QVERIFY(urdu.startsWith(QChar(0x2068)));
    QVERIFY(urdu.endsWith(QChar(0x2069)));
    QVERIFY(urdu.indexOf(QStringLiteral("24")) < urdu.indexOf(QStringLiteral("GB")));
}

void TestColumns::timeToFinishIsForWorkThatFinishes()
{
    const ColumnSpec &finish = Columns::get(u"time_to_finish_hours");
    const Evaluation interactive = evaluate(Task::Interactive);
    for (const OfferEvaluation &row : interactive.rows)
        QVERIFY(Columns::value(finish, {interactive, row}).isNull());
    const Evaluation batch = evaluate(Task::Batch);
    int known = 0;
    for (const OfferEvaluation &row : batch.rows) {
        const QVariant value = Columns::value(finish, {batch, row});
        if (row.totalHours) {
            QCOMPARE(value.toDouble(), std::round(*row.totalHours * 100) / 100);
            ++known;
        }
    }
    QVERIFY(known > 0);
}

QTEST_GUILESS_MAIN(TestColumns)
#include "tst_columns.moc"
