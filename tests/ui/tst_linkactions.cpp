#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/filters/filterpanel.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offercolumns.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>
#include <ui/offers/offersview.h>
#include <ui/settings/settings.h>
#include <ui/window/linkactions.h>
#include <ui/window/mainwindow.h>

#include <QAction>
#include <QClipboard>
#include <QFileOpenEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace ui;

namespace {

// One main window on its own database and settings, as a fresh start makes it.
struct Workspace
{
    explicit Workspace(const QString &folder)
    {
        auto opened = core::Database::open(folder + QStringLiteral("/gui.sqlite"));
        if (!opened)
            qFatal("%s", qPrintable(opened.error()));
        database = std::move(opened).value();
        settings = std::make_unique<Settings>(folder + QStringLiteral("/settings.ini"));
        session = std::make_unique<core::Session>(*database);
        if (!session->load().ok())
            qFatal("the session does not load");
        window = std::make_unique<MainWindow>(*session, *settings, languages);
        window->show();
    }

    // The offers in the table's order, by key.
    QStringList rows() const
    {
        QStringList keys;
        OffersProxyModel *proxy = window->offersProxy();
        for (int row = 0; row < proxy->rowCount(); ++row) {
            const core::OfferKey &key = window->offersModel()
                                            ->row(proxy->mapToSource(proxy->index(row, 0)).row())
                                            .offer.offer->key;
            keys.append(key.provider + QLatin1Char('|') + key.gpu + QLatin1Char('|') + key.tier
                        + QLatin1Char('|') + key.region + QLatin1Char('|')
                        + QString::number(key.gpuCount));
        }
        return keys;
    }

    LanguageManager languages;
    std::unique_ptr<core::Database> database;
    std::unique_ptr<Settings> settings;
    std::unique_ptr<core::Session> session;
    std::unique_ptr<MainWindow> window;
};

QAction *viewMenuAction(const MainWindow &window, const QString &name)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->objectName() == name)
                return action;
        }
    }
    return nullptr;
}

} // namespace

// View → Copy link to this view, and opening a link, on the offscreen platform.
class TestLinkActions final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void copiedLinkOpensTheSameViewInAFreshWindow();
    void aBadLinkIsExplainedAndTheViewStays();
    void aLinkWithoutViewPartsKeepsTheTasksColumns();
    void theOpenUrlEventOpensALink();

private:
    std::unique_ptr<QTemporaryDir> m_first;
    std::unique_ptr<QTemporaryDir> m_second;
};

void TestLinkActions::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_first = std::make_unique<QTemporaryDir>();
    m_second = std::make_unique<QTemporaryDir>();
}

void TestLinkActions::cleanup()
{
    m_first.reset();
    m_second.reset();
}

void TestLinkActions::copiedLinkOpensTheSameViewInAFreshWindow()
{
    Workspace source(m_first->path());
    core::Workload batch;
    batch.model = QStringLiteral("sdxl");
    batch.task = core::Task::Batch;
    batch.images = 50000;
    batch.deadlineHours = 96;
    batch.allowSpot = true;
    source.session->setWorkload(batch);
    QTRY_VERIFY(!source.session->isEvaluating()); // evaluated on a worker, shown after
    OfferFilter filter;
    filter.setRange(OfferFilter::Range::VramGb, {16, std::nullopt});
    filter.setRange(OfferFilter::Range::UsdPerHour, {std::nullopt, 2.5});
    filter.setRange(OfferFilter::Range::Seconds, {std::nullopt, 40});
    filter.fitsOnly = true;
    filter.billing = {OfferFilter::Billing::PerSecond, OfferFilter::Billing::PerMinute};
    filter.providers = {QStringLiteral("runpod"), QStringLiteral("vast-ai"),
                        QStringLiteral("lambda")};
    source.window->filterPanel()->setFilter(filter);
    source.window->searchBox()->setText(QStringLiteral("rtx"));
    OffersView *view = source.window->offersView();
    view->horizontalHeader()->setSectionHidden(int(OfferColumn::Basis), true);
    view->horizontalHeader()->setSectionHidden(int(OfferColumn::Vram), false);
    view->horizontalHeader()->moveSection(
        view->horizontalHeader()->visualIndex(int(OfferColumn::Vram)), 3);
    view->sortByColumn(int(OfferColumn::SecondsPerImage), Qt::DescendingOrder);
    QVERIFY(source.rows().size() > 2);

    QAction *copy = viewMenuAction(*source.window, QStringLiteral("copyViewLink"));
    QVERIFY(copy);
    QCOMPARE(copy->text(), QStringLiteral("Copy &link to this view"));
    QGuiApplication::clipboard()->clear();
    copy->trigger();
    const QString link = QGuiApplication::clipboard()->text();
    QVERIFY2(link.startsWith(QLatin1String("gpuscout:view?v=1&task=batch&model=sdxl&")),
             qPrintable(link));

    Workspace target(m_second->path());
    QVERIFY(target.rows() != source.rows());
    const core::Status opened = target.window->linkActions()->open(link);
    QVERIFY2(opened.ok(), qPrintable(opened.error()));
    QCOMPARE(target.session->workload().toJson(), source.session->workload().toJson());
    QCOMPARE(target.window->filterPanel()->filter(), source.window->filterPanel()->filter());
    QCOMPARE(target.window->searchBox()->text(), QStringLiteral("rtx"));
    QCOMPARE(target.window->offersProxy()->filter(), source.window->offersProxy()->filter());
    QCOMPARE(target.window->offersProxy()->sortColumn(), int(OfferColumn::SecondsPerImage));
    QCOMPARE(target.window->offersProxy()->sortOrder(), Qt::DescendingOrder);
    QCOMPARE(target.window->offersView()->visibleColumns(), view->visibleColumns());
    QCOMPARE(target.rows(), source.rows());
    // And the fresh window's link is the same link.
    QCOMPARE(target.window->linkActions()->currentView().toString(), link);
}

void TestLinkActions::aBadLinkIsExplainedAndTheViewStays()
{
    Workspace workspace(m_first->path());
    const QString before = workspace.window->linkActions()->currentView().toString();
    const QStringList rows = workspace.rows();
    workspace.window->linkActions()->openOrExplain(
        QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&images=-5&f.fits=1"));
    auto *box = workspace.window->findChild<QMessageBox *>(QStringLiteral("linkError"));
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->text(),
             QStringLiteral("GPU Scout cannot open this link; the view stays as it "
                            "was."));
    QCOMPARE(box->informativeText(),
             QStringLiteral("The link's images must be a whole number of at least 1, not “-5”."));
    QCOMPARE(workspace.window->linkActions()->currentView().toString(), before);
    QCOMPARE(workspace.rows(), rows);
    QCOMPARE(workspace.session->workload().task, core::Task::Interactive);
    box->close();

    const core::Status status = workspace.window->linkActions()->open(
        QStringLiteral("https://example.org"));
    QVERIFY(!status.ok());
    QCOMPARE(workspace.window->linkActions()->currentView().toString(), before);
}

void TestLinkActions::aLinkWithoutViewPartsKeepsTheTasksColumns()
{
    // gpuscout-cli link gives the workload alone: the task's columns and sort stay the user's,
    // and no filter hides an offer the CLI would list.
    Workspace workspace(m_first->path());
    workspace.window->filterPanel()->setFilter([] {
        OfferFilter filter;
        filter.spotOnly = true;
        return filter;
    }());
    QVERIFY(workspace.window->offersProxy()->rowCount()
            < workspace.window->offersModel()->rowCount());
    QVERIFY(workspace.window->linkActions()
                ->open(QStringLiteral("gpuscout:view?v=1&task=batch&model=sdxl&images=2000"))
                .ok());
    QCOMPARE(workspace.session->workload().images, 2000);
    QCOMPARE(workspace.window->offersView()->visibleColumns().size(),
             int(taskColumns(core::Task::Batch).size()));
    QCOMPARE(workspace.window->offersProxy()->sortColumn(), int(OfferColumn::Rank));
    QCOMPARE(workspace.window->offersProxy()->rowCount(),
             workspace.window->offersModel()->rowCount());
}

void TestLinkActions::theOpenUrlEventOpensALink()
{
    // How macOS hands a clicked link to the running app.
    Workspace workspace(m_first->path());
    QFileOpenEvent event(
        QUrl(QStringLiteral("gpuscout:view?v=1&task=lora&model=sdxl&training-hours=2")));
    QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    QCOMPARE(workspace.session->workload().task, core::Task::Lora);
    QCOMPARE(workspace.session->workload().trainHours, std::optional<double>(2));
}

QTEST_MAIN(TestLinkActions)
#include "tst_linkactions.moc"
