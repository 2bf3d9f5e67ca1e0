// File → Update prices against sources served from loopback: progress per source, a summary
// that counts what changed and names each failure, the session's new snapshot, and the status
// bar's freshness text; screenshots of the summary and status bar in English and Urdu (set
// GPUSCOUT_SCREENSHOT_DIR to keep them).
#include "../network/scaledprices.h"
#include "../network/testhttpserver.h"
#include "uitestworkspace.h"

#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/i18n/languagemanager.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>
#include <ui/window/updatedialog.h>

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace ui;
using testutil::TestHttpServer;

class TestUpdateDialog final : public QObject
{
    Q_OBJECT

private slots:
    void updatesAndSummarises_data();
    void updatesAndSummarises();
    void holdsBackAnImplausibleAnswerUntilApplied_data();
    void holdsBackAnImplausibleAnswerUntilApplied();

private:
    static void save(QWidget *widget, const QString &name);
};

void TestUpdateDialog::save(QWidget *widget, const QString &name)
{
    QCoreApplication::processEvents();
    const QImage image = widget->grab().toImage();
    QVERIFY(!image.isNull());
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(folder);
    QVERIFY(image.save(QDir(folder).filePath(name)));
}

void TestUpdateDialog::updatesAndSummarises_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Urdu") << QStringLiteral("ur");
}

void TestUpdateDialog::updatesAndSummarises()
{
    QFETCH(QString, code);
    QTemporaryDir dir;
    uitest::Workspace workspace(dir.path());
    QVERIFY(workspace.languages().setLanguage(code));
    workspace.open();
    core::Session &session = workspace.session();
    MainWindow &window = *workspace.window();
    window.resize(1400, 800);
    const QString before = window.statusBar()->findChild<QLabel *>()
        ? window.statusBar()->findChildren<QLabel *>().constFirst()->text()
        : QString();

    TestHttpServer server;
    QVERIFY(server.listen());
    QFile csv(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/skypilot-runpod-vms.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    TestHttpServer::Response ok;
    ok.body = csv.readAll();
    // At SkyPilot's raw path, with GitHub's commits API beside it dating the file today.
    const QString runPodPath = QStringLiteral(
        "/skypilot-org/skypilot-catalog/master/catalogs/v8/runpod/vms.csv");
    server.setResponse(runPodPath, ok);
    TestHttpServer::Response commit;
    commit.body = QStringLiteral(R"([{"commit": {"committer": {"date": "%1T06:00:00Z"}}}])")
                      .arg(QDate::currentDate().toString(Qt::ISODate))
                      .toUtf8();
    server.setResponse(QStringLiteral("/repos/skypilot-org/skypilot-catalog/commits"), commit);
    TestHttpServer::Response busy;
    busy.status = 429;
    busy.reason = QByteArrayLiteral("Too Many Requests");
    server.setResponse(QStringLiteral("/api/v0/bundles/"), busy);

    UpdateDialog dialog(
        session,
        {QStringLiteral("skypilot:runpod"), QStringLiteral("vast-ai"), QStringLiteral("runpod")},
        &window);
    dialog.setUrl(QStringLiteral("skypilot:runpod"), server.url(runPodPath));
    dialog.setUrl(QStringLiteral("vast-ai"), server.url(QStringLiteral("/api/v0/bundles/")));
    dialog.setUrl(QStringLiteral("runpod"), server.url(QStringLiteral("/graphql"))); // 404
    dialog.show();
    dialog.start();
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QTRY_VERIFY_WITH_TIMEOUT(buttons->button(QDialogButtonBox::Close), 30000);
    QVERIFY(dialog.changedAnything());
    auto *list = dialog.findChild<QTreeWidget *>();
    QCOMPARE(list->topLevelItemCount(), 3);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("updateSummary"))->text();
    // 2 new offers (the machines only the file sells); its other three machines are curated
    // offers, updated in place.
    QVERIFY2(summary.contains(QLocale().toString(2)) && summary.contains(QLocale().toString(3)),
             qPrintable(summary));
    if (code == QLatin1String("en")) {
        QVERIFY2(list->topLevelItem(1)->text(2).contains(QLatin1String("too many requests")),
                 qPrintable(list->topLevelItem(1)->text(2)));
        QVERIFY(summary.contains(QLatin1String("2 sources failed")));
    }
    // The session swapped in a snapshot with the fresh RunPod offers.
    bool fresh = false;
    for (const core::Offer &offer : session.catalog().offers)
        fresh = fresh
            || (offer.key.provider == QLatin1String("runpod")
                && offer.key.gpu == QLatin1String("a100-80gb-pcie") && offer.key.gpuCount == 2);
    QVERIFY(fresh);
    save(&dialog, QStringLiteral("update-summary-%1.png").arg(code));
    dialog.close();
    QCoreApplication::processEvents();
    const QString after = window.statusBar()->findChildren<QLabel *>().constFirst()->text();
    QVERIFY(after != before);
    QVERIFY(after.contains(QLocale().toString(30)));
    window.statusBar()->setFixedWidth(1400);
    save(window.statusBar(), QStringLiteral("status-bar-%1.png").arg(code));
}

void TestUpdateDialog::holdsBackAnImplausibleAnswerUntilApplied_data()
{
    updatesAndSummarises_data();
}

// An answer with every price ten times as high: the dialog holds it back, lists what it would
// change, and applies it only after "Apply anyway".
void TestUpdateDialog::holdsBackAnImplausibleAnswerUntilApplied()
{
    QFETCH(QString, code);
    QTemporaryDir dir;
    auto database = core::Database::open(dir.filePath(QStringLiteral("h.sqlite")));
    QVERIFY(database);
    core::Session session(**database);
    QVERIFY(session.load().ok());
    LanguageManager languages;
    QVERIFY(languages.setLanguage(code));
    TestHttpServer server;
    QVERIFY(server.listen());
    QFile csv(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/skypilot-runpod-vms.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    TestHttpServer::Response tenfold;
    tenfold.body = testutil::scaledSkyPilotPrices(csv.readAll(), 10);
    server.setResponse(QStringLiteral("/vms.csv"), tenfold);
    const qsizetype offers = session.catalog().offers.size();

    UpdateDialog dialog(session, {QStringLiteral("skypilot:runpod")});
    dialog.setUrl(QStringLiteral("skypilot:runpod"), server.url(QStringLiteral("/vms.csv")));
    dialog.show();
    dialog.start();
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QTRY_VERIFY_WITH_TIMEOUT(buttons->button(QDialogButtonBox::Close), 30000);
    QVERIFY(!dialog.changedAnything());
    QCOMPARE(session.catalog().offers.size(), offers);
    auto *list = dialog.findChild<QTreeWidget *>();
    QCOMPARE(list->topLevelItemCount(), 1);
    QTreeWidgetItem *row = list->topLevelItem(0);
    if (code == QLatin1String("en"))
        QVERIFY2(row->text(2).contains(QLatin1String("not applied")), qPrintable(row->text(2)));
    // Each change on a line of its own under the source: here RunPod's median price.
    QVERIFY(row->childCount() >= 1);
    QVERIFY2(row->child(0)->text(0).contains(QLatin1String("runpod")),
             qPrintable(row->child(0)->text(0)));
    auto *apply = dialog.findChild<QPushButton *>(QStringLiteral("applyAnyway"));
    QVERIFY(apply);
    save(&dialog, QStringLiteral("update-held-back-%1.png").arg(code));

    apply->click();
    QTRY_VERIFY_WITH_TIMEOUT(buttons->button(QDialogButtonBox::Close), 30000);
    QVERIFY(dialog.changedAnything());
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("applyAnyway")));
    QCOMPARE(session.catalog().offers.size(), offers + 2);
}

QTEST_MAIN(TestUpdateDialog)
#include "tst_updatedialog.moc"
