#include <ui/settings/settings.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TestSettings final : public QObject
{
    Q_OBJECT

private slots:
    void keepsWhatIsSet();
    void unchangedValuesLeaveTheFileAlone();
};

void TestSettings::keepsWhatIsSet()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    {
        ui::Settings settings(path);
        QCOMPARE(settings.currency(), QStringLiteral("USD"));
        settings.setCurrency(QStringLiteral("EUR"));
        settings.setWindowGeometry(QByteArray("\x01\x02\x00", 3));
        core::Workload workload;
        workload.config.steps = 42;
        settings.setActiveWorkload(workload);
    }
    const ui::Settings again(path);
    QCOMPARE(again.currency(), QStringLiteral("EUR"));
    QCOMPARE(again.windowGeometry(), QByteArray("\x01\x02\x00", 3));
    QVERIFY(again.activeWorkload().has_value());
    QCOMPARE(again.activeWorkload()->config.steps, 42);
}

void TestSettings::unchangedValuesLeaveTheFileAlone()
{
    // Every start re-applies the saved currency, and every close re-saves the window's state:
    // when nothing changed, nothing may be written (no file write on the way in or out).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    ui::Settings settings(path);
    settings.setCurrency(QStringLiteral("EUR"));
    settings.setWindowState(QByteArray("state"));
    settings.sync();
    QVERIFY(QFile::exists(path));

    QVERIFY(QFile::remove(path));
    settings.setCurrency(QStringLiteral("EUR"));
    settings.setWindowState(QByteArray("state"));
    settings.sync();
    QVERIFY2(!QFile::exists(path), "an unchanged value rewrote the settings file");

    settings.setCurrency(QStringLiteral("GBP"));
    settings.sync();
    QVERIFY(QFile::exists(path));
    QCOMPARE(ui::Settings(path).currency(), QStringLiteral("GBP"));
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
