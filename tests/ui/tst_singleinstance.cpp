#include <ui/window/singleinstance.h>

#include <QFileInfo>
#include <QLocalServer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using ui::SingleInstance;

// A later launch hands its gpuscout: link to the running window instead of opening a second
// one; with nobody listening, or after a crash left the socket behind, it starts on its own.
class TestSingleInstance final : public QObject
{
    Q_OBJECT

private slots:
    void laterLaunchHandsOverItsLink();
    void nobodyRunningMeansStartAlone();
    void otherDatabaseIsAnotherInstance();
    void staleSocketIsReplaced();
    void gpuscoutHandsItsLinkToTheRunningOne();

private:
    static QString key() { return QUuid::createUuid().toString(); }
};

void TestSingleInstance::laterLaunchHandsOverItsLink()
{
    const QString database = key();
    SingleInstance running(database);
    QVERIFY(running.listen());
    QSignalSpy received(&running, &SingleInstance::received);

    const QString link = QStringLiteral("gpuscout:view?v=1&model=sdxl&task=batch");
    bool handedOver = false;
    // The later launch blocks while it waits for the running one to read: run it in between
    // the event loop's turns, as a separate process would.
    QTimer::singleShot(0, this, [&] { handedOver = SingleInstance(database).sendToRunning(link); });
    QTRY_COMPARE(received.size(), 1);
    QVERIFY(handedOver);
    QCOMPARE(received.at(0).at(0).toString(), link);

    // A plain second start (no link) only raises the running window.
    QTimer::singleShot(0, this, [&] { SingleInstance(database).sendToRunning(QString()); });
    QTRY_COMPARE(received.size(), 2);
    QCOMPARE(received.at(1).at(0).toString(), QString());
}

void TestSingleInstance::nobodyRunningMeansStartAlone()
{
    QVERIFY(!SingleInstance(key()).sendToRunning(QStringLiteral("gpuscout:view?v=1"), 200));
}

void TestSingleInstance::otherDatabaseIsAnotherInstance()
{
    SingleInstance running(key());
    QVERIFY(running.listen());
    const SingleInstance other(key());
    QVERIFY(other.serverName() != running.serverName());
    QVERIFY(!other.sendToRunning(QString(), 200));
}

void TestSingleInstance::staleSocketIsReplaced()
{
    const QString database = key();
    SingleInstance crashed(database);
#ifdef Q_OS_UNIX
    // What a crash leaves: the socket file, with nobody listening on it.
    QLocalServer leftover;
    QVERIFY(leftover.listen(crashed.serverName()));
    const QString path = leftover.fullServerName();
    leftover.close(); // removes the file: put one back as a crash would leave it
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
#endif
    SingleInstance next(database);
    QVERIFY(!next.sendToRunning(QString(), 200));
    QVERIFY(next.listen());
    QSignalSpy received(&next, &SingleInstance::received);
    QTimer::singleShot(0, this, [&] { SingleInstance(database).sendToRunning(QString()); });
    QTRY_COMPARE(received.size(), 1);
}

void TestSingleInstance::gpuscoutHandsItsLinkToTheRunningOne()
{
    // This test stands in for the running window; the real executable is the later launch, as
    // the desktop starts it for a clicked link. It must hand the link over and exit at once,
    // without opening (or creating) the database.
    QTemporaryDir dir;
    const QString database
        = QFileInfo(dir.filePath(QStringLiteral("gui.sqlite"))).absoluteFilePath();
    SingleInstance running(database);
    QVERIFY(running.listen());
    QSignalSpy received(&running, &SingleInstance::received);

    const QString link = QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&images=4321");
    QProcess later;
    later.start(QStringLiteral(GPUSCOUT_GUI),
                {QStringLiteral("--database"), database, QStringLiteral("--settings"),
                 dir.filePath(QStringLiteral("settings.ini")), link});
    QTRY_COMPARE_WITH_TIMEOUT(received.size(), 1, 20000);
    QCOMPARE(received.at(0).at(0).toString(), link);
    // It may have finished while the event loop waited for the link above.
    if (later.state() != QProcess::NotRunning)
        QVERIFY(later.waitForFinished(20000));
    QCOMPARE(later.exitStatus(), QProcess::NormalExit);
    QCOMPARE(later.exitCode(), 0);
    QVERIFY(!QFileInfo::exists(database));
}

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
