// The bar above the table that says when the prices are old: shown over old or undated prices
// of a writable database only, one button that asks for the update, one that hides it; on a
// first start it matches the catalog's age, and the window keeps painting while an update
// applies its sources on the worker. Set GPUSCOUT_SCREENSHOT_DIR to keep the first start and
// the window during an update.
#include "../network/testhttpserver.h"
#include "uitestworkspace.h"

#include <core/network/updaterun.h>
#include <core/session/pricefreshness.h>
#include <core/session/session.h>
#include <ui/window/stalepricesbar.h>
#include <ui/window/updatedialog.h>

#include <QDialogButtonBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using testutil::TestHttpServer;
using ui::StalePricesBar;

class TestStalePricesBar final : public QObject
{
    Q_OBJECT

private slots:
    void showsOnlyOverOldPricesOfAWritableDatabase();
    void firstStartTellsTheAgeAndTheWindowPaintsDuringAnUpdate_data();
    void firstStartTellsTheAgeAndTheWindowPaintsDuringAnUpdate();

private:
    static void keep(const QImage &image, const QString &name);
};

void TestStalePricesBar::keep(const QImage &image, const QString &name)
{
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QVERIFY(image.save(QDir(folder).filePath(name)));
}

void TestStalePricesBar::showsOnlyOverOldPricesOfAWritableDatabase()
{
    QWidget window;
    auto *bar = new StalePricesBar(&window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy update(bar, &StalePricesBar::updateRequested);

    core::PriceFreshness fresh;
    fresh.offers = 10;
    fresh.medianAgeDays = 12;
    fresh.olderThan30Days = 2;
    bar->setFreshness(fresh, false);
    QVERIFY(!bar->isVisibleTo(&window));

    core::PriceFreshness old = fresh;
    old.medianAgeDays = 194;
    old.olderThan30Days = 9;
    bar->setFreshness(old, false);
    QVERIFY(bar->isVisibleTo(&window));
    const QString text = bar->findChild<QLabel *>(QStringLiteral("stalePricesText"))->text();
    QVERIFY2(text.contains(QLocale().toString(194)) && text.contains(QLocale().toString(90)),
             qPrintable(text));
    // Nothing can be updated in a read-only database: no button that cannot work.
    bar->setFreshness(old, true);
    QVERIFY(!bar->isVisibleTo(&window));

    core::PriceFreshness undated;
    undated.offers = 3;
    undated.olderThan30Days = 3;
    bar->setFreshness(undated, false);
    QVERIFY(bar->isVisibleTo(&window));

    bar->updateButton()->click();
    QCOMPARE(update.size(), 1);
    // Hidden by the user: it stays hidden until the next start, whatever the prices.
    bar->findChild<QToolButton *>(QStringLiteral("hideStalePrices"))->click();
    QVERIFY(!bar->isVisibleTo(&window));
    bar->setFreshness(old, false);
    QVERIFY(!bar->isVisibleTo(&window));
}

void TestStalePricesBar::firstStartTellsTheAgeAndTheWindowPaintsDuringAnUpdate_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Urdu") << QStringLiteral("ur");
}

void TestStalePricesBar::firstStartTellsTheAgeAndTheWindowPaintsDuringAnUpdate()
{
    QFETCH(QString, code);
    QTemporaryDir dir;
    uitest::Workspace workspace(dir.path());
    QVERIFY(workspace.languages().setLanguage(code));
    workspace.open(); // a first start: the bundled catalog
    core::Session &session = workspace.session();
    ui::MainWindow &window = *workspace.window();
    window.resize(1366, 768);
    QCoreApplication::processEvents();

    auto *bar = window.findChild<StalePricesBar *>(QStringLiteral("stalePricesBar"));
    QVERIFY(bar);
    QList<const core::Offer *> offers;
    for (const core::Offer &offer : session.catalog().offers)
        offers.append(&offer);
    const core::PriceFreshness freshness = core::priceFreshness(offers, QDate::currentDate());
    QCOMPARE(bar->isVisible(), StalePricesBar::isStale(freshness));
    keep(window.grab().toImage(), QStringLiteral("first-start-%1.png").arg(code));

    // Four SkyPilot clouds from loopback, dated by the commits API.
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response commit;
    commit.body = QStringLiteral(R"([{"commit": {"committer": {"date": "%1T06:00:00Z"}}}])")
                      .arg(QDate::currentDate().toString(Qt::ISODate))
                      .toUtf8();
    server.setResponse(QStringLiteral("/repos/skypilot-org/skypilot-catalog/commits"), commit);
    QStringList ids;
    QHash<QString, QString> paths;
    for (const char *file : {"v9-lambda", "v8-runpod", "v9-nebius", "v9-cudo"}) {
        const QString name = QString::fromLatin1(file);
        const QString cloud = name.section(QLatin1Char('-'), 1);
        QFile csv(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/real/skypilot-%1-vms.csv").arg(name));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        TestHttpServer::Response answer;
        answer.body = csv.readAll();
        const QString path = QStringLiteral(
                                 "/skypilot-org/skypilot-catalog/master/catalogs/%1/%2/vms.csv")
                                 .arg(name.section(QLatin1Char('-'), 0, 0), cloud);
        server.setResponse(path, answer);
        ids.append(QStringLiteral("skypilot:") + cloud);
        paths.insert(ids.constLast(), path);
    }

    QSignalSpy catalogChanged(&session, &core::Session::catalogChanged);
    ui::UpdateDialog dialog(session, ids, &window);
    for (const QString &id : std::as_const(ids))
        dialog.setUrl(id, server.url(paths.value(id)));
    dialog.show();
    dialog.start();
    auto *run = session.findChild<core::UpdateRun *>(); // the session's, for this dialog
    QVERIFY(run);
    // While a source applies on the worker, this thread paints the window and the dialog.
    bool painted = false;
    connect(run, &core::UpdateRun::sourceApplying, this, [&](int index) {
        if (painted || index < 1)
            return;
        QImage shot = window.grab().toImage();
        QPainter painter(&shot);
        painter.drawImage(dialog.geometry().topLeft() - window.geometry().topLeft(),
                          dialog.grab().toImage());
        painter.end();
        keep(shot, QStringLiteral("during-update-%1.png").arg(code));
        painted = true;
    });
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QTRY_VERIFY_WITH_TIMEOUT(buttons->button(QDialogButtonBox::Close), 60000);
    QVERIFY(painted);
    QVERIFY(dialog.changedAnything());
    QCOMPARE(catalogChanged.size(), 1); // one new snapshot for the four sources
    keep(dialog.grab().toImage(), QStringLiteral("update-summary-%1.png").arg(code));
    dialog.close();
    offers.clear();
    for (const core::Offer &offer : session.catalog().offers)
        offers.append(&offer);
    QCOMPARE(bar->isVisible(),
             StalePricesBar::isStale(core::priceFreshness(offers, QDate::currentDate())));
    keep(window.grab().toImage(), QStringLiteral("after-update-%1.png").arg(code));
}

QTEST_MAIN(TestStalePricesBar)
#include "tst_stalepricesbar.moc"
