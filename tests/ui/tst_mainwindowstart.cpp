#include "uitestutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/session/session.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/sqlutil.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offersmodel.h>
#include <ui/settings/settings.h>
#include <ui/window/linkactions.h>
#include <ui/window/mainwindow.h>
#include <ui/workload/workloadbar.h>

#include <QAction>
#include <QLineEdit>
#include <QProgressBar>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

// The window's start over a large catalog: it appears and paints before the catalog is read,
// shows how far the reading is, and whatever needs the catalog (a link given at the start, the
// workload, the menus) waits for it.
class TestMainWindowStart final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paintsAndAnswersWhileTheCatalogLoads();

private:
    QTemporaryDir m_dir;
    QString m_path;
    qsizetype m_offers = 0;
};

namespace {

class PaintCounter final : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void TestMainWindowStart::initTestCase()
{
    m_path = m_dir.filePath(QStringLiteral("large.sqlite"));
    auto database = core::Database::open(m_path);
    QVERIFY(database);
    const core::Catalog catalog = core::syntheticCatalog(core::CatalogImporter::bundled().value(),
                                                         20000);
    m_offers = catalog.offers.size();
    QVERIFY(core::CatalogStore(**database).replace(catalog, QStringLiteral("test")).ok());
}

void TestMainWindowStart::paintsAndAnswersWhileTheCatalogLoads()
{
    auto database = core::Database::open(m_path);
    QVERIFY(database);
    ui::Settings settings(m_dir.filePath(QStringLiteral("settings.ini")));
    ui::LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    core::Session session(**database);
    ui::MainWindow window(session, settings, languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Another program holds the database a moment: the catalog cannot be read until it lets go,
    // so the load is surely under way while the window is looked at.
    auto holder = core::Database::open(m_path);
    QVERIFY(holder);
    QSqlDatabase held = (*holder)->connection();
    QVERIFY(core::sql::exec(held, QStringLiteral("BEGIN EXCLUSIVE")).ok());
    QSignalSpy progress(&session, &core::Session::loadProgress);
    session.startLoad();
    QVERIFY(session.isLoading());

    // The table's place says that the catalog loads; what needs the catalog is off.
    auto *page = window.findChild<QWidget *>(QStringLiteral("loadingPage"));
    QVERIFY(page);
    auto *stack = qobject_cast<QStackedWidget *>(page->parentWidget());
    QVERIFY(stack);
    QCOMPARE(stack->currentWidget(), page);
    QVERIFY(page->isVisible());
    QVERIFY(window.findChild<QProgressBar *>(QStringLiteral("loadingProgress"))->isVisible());
    QVERIFY(!window.workloadBar()->isEnabled());
    QVERIFY(!window.searchBox()->isEnabled());
    QVERIFY(!window.linkActions()->copyAction()->isEnabled());

    // A link given at the start waits for the catalog.
    const qint64 before = session.workload().images;
    window.linkActions()->openOrExplain(
        QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&images=4321"));
    QCOMPARE(session.workload().images, before);

    // The event loop turns and the window repaints meanwhile.
    int ticks = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start();
    PaintCounter painted;
    page->installEventFilter(&painted);
    page->update();
    QTRY_VERIFY_WITH_TIMEOUT(painted.paints >= 1 && ticks >= 3, 3000);
    QVERIFY(session.isLoading());
    QCOMPARE(session.workload().images, before);
    page->removeEventFilter(&painted);

    QVERIFY(core::sql::exec(held, QStringLiteral("ROLLBACK")).ok());
    QTRY_VERIFY_WITH_TIMEOUT(!session.isEvaluating(), 60000);

    // The table is filled, the progress went by, and the link applied after the load.
    QCOMPARE(window.offersModel()->rowCount(), int(m_offers));
    QVERIFY(stack->currentWidget() != page);
    QVERIFY(window.workloadBar()->isEnabled());
    QVERIFY(window.searchBox()->isEnabled());
    QVERIFY(window.linkActions()->copyAction()->isEnabled());
    QCOMPARE(session.workload().images, qint64(4321));
    QCOMPARE(session.workload().task, core::Task::Batch);
    QCOMPARE(session.snapshot()->evaluation.workload.images, qint64(4321));
    QVERIFY(progress.size() >= 2);
    QVERIFY(progress.constFirst().at(0).toLongLong() < m_offers);
    QCOMPARE(progress.constLast().at(0).toLongLong(), qint64(m_offers));
    QCOMPARE(progress.constLast().at(1).toLongLong(), qint64(m_offers));
}

QTEST_MAIN(TestMainWindowStart)
#include "tst_mainwindowstart.moc"
