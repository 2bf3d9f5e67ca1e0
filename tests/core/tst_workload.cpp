#include <core/engine/workload.h>

#include <QJsonObject>
#include <QtTest>

using core::Workload;

class TestWorkload final : public QObject
{
    Q_OBJECT

private slots:
    void aDeadlineMomentSurvivesSavingAndTime();
    void aDeadlineSpanStaysASpan();
    void aMomentIsTakenToTheMinuteInUtc();
    void refusesAMomentWithoutItsOffset();
};

void TestWorkload::aDeadlineMomentSurvivesSavingAndTime()
{
    // Friday 17:00 in Bucharest (UTC+2): saved, then read back three minutes or a day later,
    // it is still Friday 17:00, never "72 hours from whenever it is read".
    Workload w;
    w.task = core::Task::Batch;
    w.setDeadlineAt(
        QDateTime::fromString(QStringLiteral("2026-12-04T17:00:00+02:00"), Qt::ISODate));
    const QJsonObject json = w.toJson();
    QCOMPARE(json.value(QStringLiteral("deadline_at")).toString(),
             QStringLiteral("2026-12-04T15:00:00Z"));
    QVERIFY(!json.contains(QStringLiteral("deadline_hours")));
    const std::optional<Workload> back = Workload::fromJson(json);
    QVERIFY(back);
    QCOMPARE(back->deadlineAt, w.deadlineAt);
    QCOMPARE(back->toJson(), json);

    const QDateTime tuesday(QDate(2026, 12, 1), QTime(15, 0), Qt::UTC);
    QCOMPARE(back->hoursToDeadline(tuesday), std::optional<double>(72));
    QCOMPARE(back->hoursToDeadline(tuesday.addSecs(180)), std::optional<double>(72 - 0.05));
    QCOMPARE(back->hoursToDeadline(tuesday.addDays(5)), std::optional<double>(0)); // passed
}

void TestWorkload::aDeadlineSpanStaysASpan()
{
    Workload w;
    w.setDeadlineHours(72);
    const QJsonObject json = w.toJson();
    QCOMPARE(json.value(QStringLiteral("deadline_hours")).toDouble(), 72.0);
    QVERIFY(!json.contains(QStringLiteral("deadline_at")));
    const std::optional<Workload> back = Workload::fromJson(json);
    QVERIFY(back);
    QVERIFY(!back->deadlineAt);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QCOMPARE(back->hoursToDeadline(now), std::optional<double>(72));
    QCOMPARE(back->hoursToDeadline(now.addDays(30)), std::optional<double>(72));
    QVERIFY(!Workload().hoursToDeadline(now));
}

void TestWorkload::aMomentIsTakenToTheMinuteInUtc()
{
    Workload w;
    w.setDeadlineHours(5);
    const QDateTime local(QDate(2026, 12, 4), QTime(17, 0, 42, 500));
    w.setDeadlineAt(local);
    QVERIFY(!w.deadlineHours); // one kind of deadline at a time
    QCOMPARE(w.deadlineAt->timeSpec(), Qt::UTC);
    QCOMPARE(w.deadlineAt->time().second(), 0);
    QCOMPARE(w.deadlineAt->time().msec(), 0);
    QCOMPARE(w.deadlineAt->toLocalTime(), QDateTime(QDate(2026, 12, 4), QTime(17, 0)));
    w.setDeadlineHours(std::nullopt);
    QVERIFY(!w.deadlineAt);
}

void TestWorkload::refusesAMomentWithoutItsOffset()
{
    QJsonObject json = Workload().toJson();
    json.insert(QStringLiteral("deadline_at"), QStringLiteral("2026-12-04T17:00:00"));
    QVERIFY(!Workload::fromJson(json)); // whose 17:00?
    json.insert(QStringLiteral("deadline_at"), QStringLiteral("Friday"));
    QVERIFY(!Workload::fromJson(json));
    QVERIFY(!core::deadlineAtFromText(QString()));
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
