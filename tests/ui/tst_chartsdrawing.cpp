#include "uitestworkspace.h"

#include <ui/charts/chartpage.h>
#include <ui/charts/chartspanel.h>
#include <ui/charts/costbarschart.h>
#include <ui/charts/speedcostchart.h>

#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QValueAxis>
#include <QtSvg/QSvgRenderer>
#include <QtTest>

using namespace ui;

// The charts as drawn: a click on a point names its offer, the palette and direction are
// followed, labels and names are never cut or overlapped, and a chart is saved as PNG or SVG
// (or, when it cannot be, the file is left alone). The figures are tst_chartspanel's.
class TestChartsDrawing final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clickingAPointNamesItsOffer();
    void followsPaletteAndDirection();
    void savesPngAndSvg_data();
    void savesPngAndSvg();
    void unwritablePathFailsCleanly();
    void emptyChartIsNotSaved();
    void frontierLabelsNeverOverlap();
    void namesAreWhole_data();
    void namesAreWhole();

private:
    std::shared_ptr<const core::Snapshot> m_interactive;
    std::shared_ptr<const core::Snapshot> m_batch;
};

void TestChartsDrawing::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_interactive = uitest::snapshot();
    m_batch = uitest::snapshot(uitest::batchJob());
}

void TestChartsDrawing::clickingAPointNamesItsOffer()
{
    ChartsPanel panel;
    panel.resize(1000, 700);
    panel.setCurrentChart(ChartsPanel::Chart::SpeedCost);
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *page = panel.findChild<SpeedCostChart *>();
    QVERIFY(page);
    page->ensureBuilt();
    QCoreApplication::processEvents();

    // The fastest offer on the frontier: alone at the top left of the fast end.
    const QPointF target = panel.paretoPoints().last();
    int expected = -1;
    for (int row = 0; row < int(m_interactive->evaluation.rows.size()); ++row) {
        const core::OfferEvaluation &r = m_interactive->evaluation.rows.at(row);
        if (r.usdPer1000Images && r.secondsPerImage
            && QPointF(*r.usdPer1000Images, *r.secondsPerImage) == target)
            expected = row;
    }
    QVERIFY(expected >= 0);
    QSignalSpy clicked(&panel, &ChartsPanel::offerClicked);
    QChartView *view = page->view();
    const QPoint at = view->mapFromScene(page->chart()->mapToPosition(target));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.first().first().value<core::OfferKey>(),
             m_interactive->evaluation.rows.at(expected).offer.offer->key);
}

void TestChartsDrawing::followsPaletteAndDirection()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    auto *bars = panel.findChild<CostBarsChart *>();
    bars->ensureBuilt();
    QCOMPARE(bars->chart()->theme(), QChart::ChartThemeLight);

    QPalette dark = panel.palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    panel.setPalette(dark);
    bars->ensureBuilt();
    QCOMPARE(bars->chart()->theme(), QChart::ChartThemeDark);
    QCOMPARE(bars->chart()->backgroundBrush().color(), dark.color(QPalette::Base));

    const auto costAxis = [&] {
        const QList<QAbstractAxis *> axes = bars->chart()->axes(Qt::Horizontal);
        return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.first());
    };
    QVERIFY(costAxis() && !costAxis()->isReverse());
    panel.setLayoutDirection(Qt::RightToLeft);
    bars->ensureBuilt();
    QVERIFY(costAxis() && costAxis()->isReverse()); // bars grow from the right
    QCOMPARE(panel.barValues().size(), 15);
}

void TestChartsDrawing::savesPngAndSvg_data()
{
    QTest::addColumn<ChartsPanel::Chart>("chart");
    QTest::newRow("task cost") << ChartsPanel::Chart::TaskCost;
    QTest::newRow("speed against cost") << ChartsPanel::Chart::SpeedCost;
    QTest::newRow("monthly cost") << ChartsPanel::Chart::MonthlyCost;
    QTest::newRow("spot") << ChartsPanel::Chart::SpotCost;
}

void TestChartsDrawing::savesPngAndSvg()
{
    QFETCH(ChartsPanel::Chart, chart);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QList<int> top = uitest::topRanked(*m_batch, uitest::allRows(*m_batch), 3);
    QSet<core::OfferKey> shortlist;
    for (const int row : top)
        shortlist.insert(m_batch->evaluation.rows.at(row).offer.offer->key);
    ChartsPanel panel;
    panel.setCurrentChart(chart);
    panel.setContents(m_batch, uitest::allRows(*m_batch), shortlist);

    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QString error;
    QVERIFY2(panel.saveChart(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 1600 && image.height() >= 1000); // twice the size on screen

    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    QVERIFY2(panel.saveChart(svg, &error), qPrintable(error));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QVERIFY(!renderer.defaultSize().isEmpty());
}

void TestChartsDrawing::unwritablePathFailsCleanly()
{
    QTemporaryDir dir;
    ChartsPanel panel;
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    QString error;
    const QString missing = dir.filePath(QStringLiteral("no-such-folder/chart.png"));
    QVERIFY(!panel.saveChart(missing, &error));
    QVERIFY(error.contains(QLatin1String("chart.png")));
    QVERIFY(!QFile::exists(missing));

    error.clear();
    QVERIFY(!panel.saveChart(dir.filePath(QStringLiteral("no-such-folder/chart.svg")), &error));
    QVERIFY(!error.isEmpty());

    // An existing file is left as it was when the format is not one we write.
    const QString gif = dir.filePath(QStringLiteral("chart.gif"));
    error.clear();
    QVERIFY(!panel.saveChart(gif, &error));
    QVERIFY(error.contains(QLatin1String(".png")));
    QVERIFY(!QFile::exists(gif));

    // A folder where the file should be.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.png")));
    error.clear();
    QVERIFY(!panel.saveChart(dir.filePath(QStringLiteral("taken.png")), &error));
    QVERIFY(!error.isEmpty());
}

void TestChartsDrawing::emptyChartIsNotSaved()
{
    QTemporaryDir dir;
    ChartsPanel panel;
    panel.setCurrentChart(ChartsPanel::Chart::MonthlyCost);
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {}); // nothing starred
    QString error;
    QVERIFY(!panel.saveChart(dir.filePath(QStringLiteral("empty.png")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("empty.png"))));
}

void TestChartsDrawing::frontierLabelsNeverOverlap()
{
    for (const Qt::LayoutDirection direction : {Qt::LeftToRight, Qt::RightToLeft}) {
        for (const auto &snapshot : {m_interactive, m_batch}) {
            ChartsPanel panel;
            panel.setLayoutDirection(direction);
            panel.resize(1400, 330); // the dock at the default window size: many points
            panel.setCurrentChart(ChartsPanel::Chart::SpeedCost);
            panel.setContents(snapshot, uitest::allRows(*snapshot), {});
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            auto *page = panel.findChild<SpeedCostChart *>();
            page->ensureBuilt();
            QCoreApplication::processEvents();
            QVERIFY(panel.scatterPoints().size() > 50);
            const QList<QRectF> rects = page->labelRects();
            QCOMPARE(page->labelTexts().size(), panel.paretoPoints().size());
            QVERIFY2(rects.size() >= 2, qPrintable(QString::number(rects.size())));
            const QRectF plot = page->chart()->mapToScene(page->chart()->plotArea()).boundingRect();
            for (qsizetype i = 0; i < rects.size(); ++i) {
                QVERIFY(plot.adjusted(-1, -1, 1, 1).contains(rects.at(i)));
                for (qsizetype j = i + 1; j < rects.size(); ++j)
                    QVERIFY2(!rects.at(i).intersects(rects.at(j)),
                             qPrintable(page->labelTexts().join(u'|')));
            }
        }
    }
}

void TestChartsDrawing::namesAreWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    // The window's first-run size on this test's screen (1920×1080), a laptop's and a small one.
    for (const QSize screen : {QSize(), QSize(1366, 768), QSize(1024, 700)}) {
        for (const char *code : {"en", "ur", "bn", "ro"}) {
            const QString size = screen.isValid()
                ? QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height())
                : QStringLiteral("default");
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(code), size)))
                << QString::fromLatin1(code) << screen;
        }
    }
}

void TestChartsDrawing::namesAreWhole()
{
    // The window at its first-run size, the charts opened from the View menu: every bar's name
    // is drawn whole (Qt Charts cuts a name taller or wider than its room to "..."), at least three
    // of them, also on a laptop's screen and a small one.
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    QTemporaryDir dir;
    uitest::Workspace workspace(dir.path());
    QVERIFY(workspace.languages().setLanguage(language));
    workspace.open(); // a first start: the window at its first-run size
    MainWindow &window = *workspace.window();
    QCOMPARE(window.size(), QSize(1400, 820));
    if (screen.isValid()) {
        // As the window sizes itself on that screen: its available area less the frame.
        window.resize(QSize(1400, 820).boundedTo(screen - QSize(8, 36)));
        QTRY_COMPARE(window.size(), QSize(1400, 820).boundedTo(screen - QSize(8, 36)));
    }
    core::Session &session = workspace.session();
    // Three starred offers with different billing, for the monthly chart.
    for (const int row :
         uitest::topRanked(*session.snapshot(), uitest::allRows(*session.snapshot()), 3))
        QVERIFY(
            session
                .setShortlisted(session.snapshot()->evaluation.rows.at(row).offer.offer->key, true)
                .ok());
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("chartsDock"));
    QVERIFY(dock);
    dock->show();
    QTRY_VERIFY(window.findChild<ChartsPanel *>());
    auto *panel = window.findChild<ChartsPanel *>();

    // Every chart of both tasks is shown; those with bars are checked, each is kept for a person
    // to look at when GPUSCOUT_SCREENSHOT_DIR is set.
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR");
    using Chart = ChartsPanel::Chart;
    for (const core::Task task : {core::Task::Interactive, core::Task::Batch}) {
        core::Workload workload = session.workload();
        workload.task = task;
        session.setWorkload(workload);
        QVERIFY(uitest::evaluated(session));
        for (const Chart chart :
             {Chart::TaskCost, Chart::SpeedCost, Chart::MonthlyCost, Chart::SpotCost}) {
            if (!panel->isChartAvailable(chart))
                continue;
            panel->setCurrentChart(chart);
            QCoreApplication::processEvents();
            auto *page = qobject_cast<ChartPage *>(
                panel->findChild<QStackedWidget *>()->currentWidget());
            QVERIFY(page);
            // Laid out, then fitted to the room (a rebuild may follow the first layout).
            QTest::qWait(50);
            page->ensureBuilt();
            QCoreApplication::processEvents();
            page->ensureBuilt();
            if (!folder.isEmpty()) {
                QDir().mkpath(folder);
                dock->grab().save(QDir(folder).filePath(
                    QStringLiteral("charts-%1-%2-%3-%4.png")
                        .arg(language, core::taskId(task))
                        .arg(int(chart))
                        .arg(screen.isValid() ? screen.width() : window.width())));
            }
            // No text of any chart is cut: titles, axis labels, names. Checked once the page has
            // settled: a resize of the plot area refits the bars in a queued rebuild, and under
            // load that may come after the waits above.
            const bool checkNames = chart == Chart::TaskCost || chart == Chart::SpotCost;
            auto problem = [&]() -> QString {
                QStringList drawn;
                for (QGraphicsItem *item : page->chart()->scene()->items()) {
                    if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
                        text && text->isVisible())
                        drawn.append(text->toPlainText());
                }
                if (drawn.size() < 5)
                    return QStringLiteral("only %1 texts drawn").arg(drawn.size());
                if (checkNames) {
                    QStringList categories;
                    for (QAbstractAxis *axis : page->chart()->axes(Qt::Vertical)) {
                        if (auto *names = qobject_cast<QBarCategoryAxis *>(axis))
                            categories = names->categories();
                    }
                    if (categories.size() < 3)
                        return QStringLiteral("%1 names").arg(categories.size());
                    for (const QString &name : std::as_const(categories)) {
                        if (!drawn.contains(name))
                            return name + QLatin1String(" | ") + drawn.join(u'|');
                    }
                }
                // At the first-run size every text is whole; on a laptop's or a small screen the
                // bar names (above) are.
                if (!screen.isValid()) {
                    for (const QString &text : std::as_const(drawn)) {
                        if (text.endsWith(QLatin1String("...")))
                            return text;
                    }
                }
                return QString();
            };
            QTRY_VERIFY2(problem().isEmpty(), qPrintable(problem()));
        }
    }
}

QTEST_MAIN(TestChartsDrawing)
#include "tst_chartsdrawing.moc"
