#include "uitestworkspace.h"

#include <ui/offers/offercolumns.h>
#include <ui/offers/offersview.h>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace ui;

// The workspace's columns and docks: what each task shows, what the user's changes leave across a
// restart, the frozen columns, and a window that fits a small screen.
class TestMainWindowLayout final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void columnChooserPersists();
    void unchangedColumnsSaveTheSameBytes();
    void answerColumnsVisibleAtDefaultSize();
    void eachTaskKeepsItsColumns();
    void frozenColumnsStayWhileTheRestScrolls();
    void firstStartFavoursTheDetailsAndDocksPersist();
    void fitsA1024By700Screen();

private:
    QTemporaryDir m_dir;
    uitest::Workspace m_workspace{m_dir.path()};
};

void TestMainWindowLayout::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace.open();
}

void TestMainWindowLayout::cleanup()
{
    m_workspace.removeFiles();
}

void TestMainWindowLayout::columnChooserPersists()
{
    QHeaderView *header = m_workspace.window()->offersView()->horizontalHeader();
    const int region = int(OfferColumn::Region);
    const int basis = int(OfferColumn::Basis);
    QVERIFY(header->isSectionHidden(region));
    header->setSectionHidden(region, false); // what the chooser's checkable action does
    header->setSectionHidden(basis, true);
    header->moveSection(header->visualIndex(int(OfferColumn::Fits)), 3);
    header->resizeSection(int(OfferColumn::Provider), 333);
    m_workspace.close();
    m_workspace.open();
    header = m_workspace.window()->offersView()->horizontalHeader();
    QVERIFY(!header->isSectionHidden(region));
    QVERIFY(header->isSectionHidden(basis));
    QCOMPARE(header->logicalIndex(3), int(OfferColumn::Fits));
    // The frozen columns stay at the leading edge whatever the user moves.
    QCOMPARE(header->logicalIndex(1), int(OfferColumn::Provider));
    QCOMPARE(header->logicalIndex(2), int(OfferColumn::Gpu));
    QCOMPARE(header->sectionSize(int(OfferColumn::Provider)), 333);
}

void TestMainWindowLayout::unchangedColumnsSaveTheSameBytes()
{
    // A restart that changes no column must not rewrite the settings for it.
    const QString path = m_workspace.settingsPath();
    m_workspace.close();
    const QByteArray first = Settings(path).offersHeaderState(core::Task::Interactive);
    QVERIFY(!first.isEmpty());
    // Each process has its own hash seed (QtTest fixes one): QHeaderView's hidden sections come
    // out in a different order under each.
    for (int restart = 0; restart < 4; ++restart) {
        QHashSeed::resetRandomGlobalSeed();
        m_workspace.open();
        m_workspace.close();
        QCOMPARE(Settings(path).offersHeaderState(core::Task::Interactive), first);
    }
    QHashSeed::setDeterministicGlobalSeed();
    m_workspace.open();
    m_workspace.window()->offersView()->horizontalHeader()->setSectionHidden(
        int(OfferColumn::Provider), true);
    m_workspace.close();
    QVERIFY(Settings(path).offersHeaderState(core::Task::Interactive) != first);
    m_workspace.open();
}

void TestMainWindowLayout::answerColumnsVisibleAtDefaultSize()
{
    // A first start: the window at its default size, the docks as they first open.
    m_workspace.close();
    QFile::remove(m_workspace.settingsPath());
    m_workspace.open();
    QCOMPARE(m_workspace.window()->size(), QSize(1400, 820));
    OffersView *view = m_workspace.window()->offersView();
    for (const core::Task task : {core::Task::Interactive, core::Task::Batch, core::Task::Lora}) {
        m_workspace.setTask(task);
        QCoreApplication::processEvents();
        const int viewport = view->viewport()->width();
        QVERIFY(view->frozenWidth() > 0);
        for (const OfferColumn column : answerColumns(task)) {
            const int logical = int(column);
            const QString what = columnKey(column) + QStringLiteral(" of task ")
                + core::taskId(task);
            QVERIFY2(!view->isColumnHidden(logical), qPrintable(what));
            const int left = view->columnViewportPosition(logical);
            const int right = left + view->columnWidth(logical);
            QVERIFY2(
                left >= view->frozenWidth() && right <= viewport,
                qPrintable(what
                           + QStringLiteral(": %1..%2 of %3").arg(left).arg(right).arg(viewport)));
            // Its header is not elided either.
            QVERIFY2(view->fontMetrics().horizontalAdvance(columnHeader(column))
                         <= view->columnWidth(logical),
                     qPrintable(what));
        }
    }
}

void TestMainWindowLayout::eachTaskKeepsItsColumns()
{
    OffersView *view = m_workspace.window()->offersView();
    QVERIFY(!view->isColumnHidden(int(OfferColumn::SecondsPerImage)));
    QVERIFY(view->isColumnHidden(int(OfferColumn::TimeToFinish)));
    view->setColumnHidden(int(OfferColumn::Billing), true);
    m_workspace.setTask(core::Task::Batch);
    QVERIFY(!view->isColumnHidden(int(OfferColumn::TimeToFinish)));
    QVERIFY(!view->isColumnHidden(int(OfferColumn::Instances)));
    view->horizontalHeader()->resizeSection(int(OfferColumn::Instances), 97);
    m_workspace.setTask(core::Task::Lora);
    QVERIFY(!view->isColumnHidden(int(OfferColumn::TrainingStep)));
    QVERIFY(view->isColumnHidden(int(OfferColumn::SecondsPerImage)));
    m_workspace.setTask(core::Task::Interactive);
    QVERIFY(view->isColumnHidden(int(OfferColumn::Billing))); // the user's choice came back
    QVERIFY(view->isColumnHidden(int(OfferColumn::TimeToFinish)));
    m_workspace.setTask(core::Task::Batch);
    QCOMPARE(view->columnWidth(int(OfferColumn::Instances)), 97);
    // And across a restart.
    m_workspace.close();
    m_workspace.open();
    QCOMPARE(m_workspace.session().workload().task, core::Task::Batch);
    QCOMPARE(m_workspace.window()->offersView()->columnWidth(int(OfferColumn::Instances)), 97);
    m_workspace.setTask(core::Task::Interactive);
    QVERIFY(m_workspace.window()->offersView()->isColumnHidden(int(OfferColumn::Billing)));
}

void TestMainWindowLayout::frozenColumnsStayWhileTheRestScrolls()
{
    OffersView *view = m_workspace.window()->offersView();
    auto *frozen = view->findChild<QTableView *>(QStringLiteral("frozenColumns"));
    QVERIFY(frozen);
    QVERIFY(frozen->isVisible());
    QCOMPARE(frozen->model(), view->model());
    QCOMPARE(frozen->selectionModel(), view->selectionModel());
    QVERIFY(!frozen->isColumnHidden(int(OfferColumn::Provider)));
    QVERIFY(!frozen->isColumnHidden(int(OfferColumn::Gpu)));
    QVERIFY(frozen->isColumnHidden(int(OfferColumn::TotalCost)));
    QCOMPARE(frozen->focusPolicy(), Qt::NoFocus);
    // Scrolled to the far end, the provider and GPU are still drawn at the leading edge.
    view->resize(500, view->height());
    QCoreApplication::processEvents();
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    QVERIFY(view->horizontalScrollBar()->value() > 0);
    QCOMPARE(frozen->geometry().left(), view->viewport()->geometry().left());
    QCOMPARE(frozen->columnViewportPosition(int(OfferColumn::Provider)),
             view->columnWidth(int(OfferColumn::Shortlisted)));
    // Rows scroll together.
    view->verticalScrollBar()->setValue(5);
    QCOMPARE(frozen->verticalScrollBar()->value(), 5);
}

void TestMainWindowLayout::firstStartFavoursTheDetailsAndDocksPersist()
{
    const auto dock = [this](const char *name) {
        return m_workspace.window()->findChild<QDockWidget *>(QLatin1String(name));
    };
    // A first start: the cost breakdown gets the room, the empty shortlist a strip below it.
    QVERIFY(dock("detailsDock")->height() > 2 * dock("shortlistDock")->height());
    QVERIFY(dock("shortlistDock")->height() >= dock("shortlistDock")->minimumSizeHint().height());

    // The user's own split comes back after a restart.
    m_workspace.window()->resizeDocks({dock("detailsDock"), dock("shortlistDock")}, {300, 400},
                                      Qt::Vertical);
    QTRY_VERIFY(dock("shortlistDock")->height() > dock("detailsDock")->height());
    const int shortlistHeight = dock("shortlistDock")->height();
    m_workspace.close();
    m_workspace.open();
    QCOMPARE(dock("shortlistDock")->height(), shortlistHeight);
}

void TestMainWindowLayout::fitsA1024By700Screen()
{
    QVERIFY2(m_workspace.window()->minimumSizeHint().width() <= 1024,
             qPrintable(QString::number(m_workspace.window()->minimumSizeHint().width())));
    m_workspace.window()->resize(1024, 700);
    QCoreApplication::processEvents();
    QCOMPARE(m_workspace.window()->width(), 1024);
    // No control narrower than it needs to show its text.
    for (QWidget *widget : m_workspace.window()->findChildren<QWidget *>()) {
        // Qt's own dock title buttons draw an icon, not a text.
        if (!widget->isVisible() || widget->isWindow()
            || widget->objectName().startsWith(QLatin1String("qt_")))
            continue;
        const bool control = qobject_cast<QAbstractButton *>(widget)
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget);
        if (!control)
            continue;
        QVERIFY2(widget->width() >= widget->minimumSizeHint().width(),
                 qPrintable(widget->objectName() + QStringLiteral(" ")
                            + QString::fromLatin1(widget->metaObject()->className())
                            + QStringLiteral(": %1 < %2")
                                  .arg(widget->width())
                                  .arg(widget->minimumSizeHint().width())));
    }
}

QTEST_MAIN(TestMainWindowLayout)
#include "tst_mainwindowlayout.moc"
