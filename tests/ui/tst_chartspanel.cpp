#include "uitestutil.h"

#include <core/engine/costcurves.h>
#include <core/store/database.h>
#include <ui/charts/chartpage.h>
#include <ui/charts/chartspanel.h>
#include <ui/charts/costbarschart.h>
#include <ui/charts/speedcostchart.h>
#include <ui/i18n/languagemanager.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QListView>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QValueAxis>
#include <QtSvg/QSvgRenderer>
#include <QtTest>

#include <algorithm>

using namespace ui;

namespace {

QList<int> allRows(const core::Snapshot &snapshot)
{
    QList<int> rows;
    for (int i = 0; i < int(snapshot.evaluation.rows.size()); ++i)
        rows.append(i);
    return rows;
}

// The best `count` ranked rows among `visible`, by rank: what the cost chart should show.
QList<int> topRanked(const core::Snapshot &snapshot, const QList<int> &visible, int count)
{
    QList<int> rows;
    for (const int row : visible) {
        if (snapshot.evaluation.rows.at(row).rank > 0)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [&](int a, int b) {
        return snapshot.evaluation.rows.at(a).rank < snapshot.evaluation.rows.at(b).rank;
    });
    return rows.mid(0, count);
}

QList<QPointF> sorted(QList<QPointF> points)
{
    std::sort(points.begin(), points.end(), [](const QPointF &a, const QPointF &b) {
        return a.x() != b.x() ? a.x() < b.x() : a.y() < b.y();
    });
    return points;
}

// Every (cost per 1,000 images, seconds per image) of the visible rows that have both.
QList<QPointF> expectedScatter(const core::Snapshot &snapshot, const QList<int> &visible)
{
    QList<QPointF> points;
    for (const int row : visible) {
        const core::OfferEvaluation &r = snapshot.evaluation.rows.at(row);
        if (r.usdPer1000Images && r.secondsPerImage)
            points.append({*r.usdPer1000Images, *r.secondsPerImage});
    }
    return sorted(points);
}

// Brute force: the points no other point beats on both axes (at most as costly and as slow,
// and better on one), each once.
QList<QPointF> nonDominated(const QList<QPointF> &points)
{
    QList<QPointF> frontier;
    for (const QPointF &p : points) {
        const bool dominated = std::any_of(points.cbegin(), points.cend(), [&](const QPointF &q) {
            return q.x() <= p.x() && q.y() <= p.y() && (q.x() < p.x() || q.y() < p.y());
        });
        if (!dominated && !frontier.contains(p))
            frontier.append(p);
    }
    return sorted(frontier);
}

template<typename T>
T *pageOf(ChartsPanel &panel)
{
    return panel.findChild<T *>();
}

} // namespace

class TestChartsPanel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void barsAreTheRowsCosts();
    void barsFollowTheWorkload();
    void shortlistOnlyShowsTheShortlist();
    void scatterIsTheRowsSpeedAndCost();
    void paretoFrontierIsExactlyTheNonDominated();
    void hiddenRowsAreNotPlotted();
    void monthlyCurvesComeFromCore();
    void spotComparesTheEnginesJobCosts();
    void staleRowIndexesAreIgnored();
    void clickingAPointNamesItsOffer();
    void followsPaletteAndDirection();
    void savesPngAndSvg_data();
    void savesPngAndSvg();
    void unwritablePathFailsCleanly();
    void emptyChartIsNotSaved();
    void chartSetFollowsTheTask();
    void frontierLabelsNeverOverlap();
    void namesAreWholeAtTheDefaultWindowSize_data();
    void namesAreWholeAtTheDefaultWindowSize();

private:
    std::shared_ptr<const core::Snapshot> m_interactive;
    std::shared_ptr<const core::Snapshot> m_batch;
};

void TestChartsPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_interactive = uitest::snapshot();
    core::Workload batch;
    batch.task = core::Task::Batch;
    batch.images = 50000;
    batch.config.steps = 40;
    m_batch = uitest::snapshot(batch);
}

void TestChartsPanel::barsAreTheRowsCosts()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    const QList<int> top = topRanked(*m_interactive, allRows(*m_interactive), 15);
    QCOMPARE(top.size(), 15);
    QList<double> expected;
    for (const int row : top)
        expected.append(*m_interactive->evaluation.rows.at(row).totalCostUsd);
    QCOMPARE(panel.barValues(), expected);
    QCOMPARE(panel.barLabels().size(), 15);
    QVERIFY(panel.barLabels().first().startsWith(QLatin1String("1. ")));
}

void TestChartsPanel::barsFollowTheWorkload()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    const QList<double> monthly = panel.barValues();

    // A batch is compared per 1,000 images, among its own best offers.
    panel.setContents(m_batch, allRows(*m_batch), {});
    QList<double> expected;
    for (const int row : topRanked(*m_batch, allRows(*m_batch), 15))
        expected.append(*m_batch->evaluation.rows.at(row).usdPer1000Images);
    QCOMPARE(panel.barValues(), expected);
    QVERIFY(panel.barValues() != monthly);
}

void TestChartsPanel::shortlistOnlyShowsTheShortlist()
{
    const QList<int> top = topRanked(*m_interactive, allRows(*m_interactive), 40);
    // Three offers from further down the ranking, starred out of order.
    const QList<int> starred{top.at(30), top.at(20), top.at(35)};
    QSet<core::OfferKey> shortlist;
    for (const int row : starred)
        shortlist.insert(m_interactive->evaluation.rows.at(row).offer.offer->key);

    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), shortlist);
    QCOMPARE(panel.barValues().size(), 15);
    panel.setShortlistOnly(true);
    QVERIFY(panel.shortlistOnly());
    const QList<double> expected{*m_interactive->evaluation.rows.at(top.at(20)).totalCostUsd,
                                 *m_interactive->evaluation.rows.at(top.at(30)).totalCostUsd,
                                 *m_interactive->evaluation.rows.at(top.at(35)).totalCostUsd};
    QCOMPARE(panel.barValues(), expected);
}

void TestChartsPanel::scatterIsTheRowsSpeedAndCost()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    const QList<QPointF> sdxl = sorted(panel.scatterPoints());
    QCOMPARE(sdxl, expectedScatter(*m_interactive, allRows(*m_interactive)));
    QVERIFY(sdxl.size() > 50);

    // Another workload: other rows, other points.
    core::Workload sd15;
    sd15.model = QStringLiteral("sd15");
    sd15.config.width = sd15.config.height = 512;
    const auto other = uitest::snapshot(sd15);
    panel.setContents(other, allRows(*other), {});
    const QList<QPointF> points = sorted(panel.scatterPoints());
    QCOMPARE(points, expectedScatter(*other, allRows(*other)));
    QVERIFY(points != sdxl);
}

void TestChartsPanel::paretoFrontierIsExactlyTheNonDominated()
{
    for (const auto &snapshot : {m_interactive, m_batch}) {
        ChartsPanel panel;
        panel.setContents(snapshot, allRows(*snapshot), {});
        const QList<QPointF> frontier = panel.paretoPoints();
        QVERIFY(frontier.size() >= 2);
        QCOMPARE(sorted(frontier), nonDominated(panel.scatterPoints()));
        // Drawn as a line from the cheapest to the fastest: cost up, seconds down.
        for (qsizetype i = 1; i < frontier.size(); ++i) {
            QVERIFY(frontier.at(i).x() > frontier.at(i - 1).x());
            QVERIFY(frontier.at(i).y() < frontier.at(i - 1).y());
        }
    }
}

void TestChartsPanel::hiddenRowsAreNotPlotted()
{
    const QList<int> top = topRanked(*m_interactive, allRows(*m_interactive), 15);
    // The filter hides every other row, the best offer among them.
    QList<int> visible;
    for (const int row : allRows(*m_interactive)) {
        if (row % 2 != top.first() % 2)
            visible.append(row);
    }
    ChartsPanel panel;
    panel.setContents(m_interactive, visible, {});
    QList<double> expected;
    for (const int row : topRanked(*m_interactive, visible, 15))
        expected.append(*m_interactive->evaluation.rows.at(row).totalCostUsd);
    QCOMPARE(panel.barValues(), expected);
    const QString hidden = panel.barLabels().join(u'|');
    QVERIFY(!hidden.startsWith(QLatin1String("1. ")));

    const QList<QPointF> points = sorted(panel.scatterPoints());
    QCOMPARE(points, expectedScatter(*m_interactive, visible));
    QVERIFY(points.size() < expectedScatter(*m_interactive, allRows(*m_interactive)).size());
    QCOMPARE(sorted(panel.paretoPoints()), nonDominated(points));

    panel.setContents(m_interactive, {}, {});
    QVERIFY(panel.barValues().isEmpty());
    QVERIFY(panel.scatterPoints().isEmpty());
    QVERIFY(panel.paretoPoints().isEmpty());
}

void TestChartsPanel::monthlyCurvesComeFromCore()
{
    const QList<int> top = topRanked(*m_interactive, allRows(*m_interactive), 15);
    QSet<core::OfferKey> shortlist;
    for (const int row : {top.at(0), top.at(4), top.at(9)})
        shortlist.insert(m_interactive->evaluation.rows.at(row).offer.offer->key);
    ChartsPanel panel;
    panel.setCurrentChart(ChartsPanel::Chart::MonthlyCost);
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    QVERIFY(panel.monthlyCurves().isEmpty()); // nothing starred

    panel.setContents(m_interactive, allRows(*m_interactive), shortlist);
    const QList<QList<QPointF>> curves = panel.monthlyCurves();
    QCOMPARE(curves.size(), 3);
    const QList<int> rows{top.at(0), top.at(4), top.at(9)};
    for (qsizetype i = 0; i < curves.size(); ++i) {
        const core::OfferEvaluation &row = m_interactive->evaluation.rows.at(rows.at(i));
        QCOMPARE(curves.at(i),
                 core::monthlyCost(row, m_interactive->evaluation.workload, 200, 0.25));
        // 12 sessions of an hour: the curve meets the table's monthly cost at 12 h.
        QCOMPARE(curves.at(i).at(48), QPointF(12, *row.totalCostUsd));
    }

    // A starred offer the filters hide is not drawn.
    panel.setContents(m_interactive, QList<int>{rows.at(0)}, shortlist);
    QCOMPARE(panel.monthlyCurves().size(), 1);
}

void TestChartsPanel::spotComparesTheEnginesJobCosts()
{
    ChartsPanel panel;
    panel.setCurrentChart(ChartsPanel::Chart::SpotCost);
    panel.setContents(m_batch, allRows(*m_batch), {});
    const QList<std::pair<double, double>> values = panel.spotValues();
    QVERIFY(!values.isEmpty());
    QVERIFY(values.size() <= 15);

    // Each pair is the table's figure for the same offer: the rows of the snapshot shown
    // (on demand, as this workload runs), and the rows of the same workload allowed on spot.
    core::Workload onSpot = m_batch->evaluation.workload;
    onSpot.allowSpot = true;
    const auto spot = uitest::snapshot(onSpot);
    QCOMPARE(spot->evaluation.rows.size(), m_batch->evaluation.rows.size());
    QList<std::pair<double, double>> expected;
    for (qsizetype i = 0; i < m_batch->evaluation.rows.size(); ++i) {
        const core::OfferEvaluation &table = m_batch->evaluation.rows.at(i);
        const core::OfferEvaluation &spotTable = spot->evaluation.rows.at(i);
        if (table.offer.spotUsdPerHour && table.fit != core::Fit::No && table.totalCostUsd
            && spotTable.totalCostUsd && spotTable.spot)
            expected.append({*table.totalCostUsd, *spotTable.totalCostUsd});
    }
    std::stable_sort(expected.begin(), expected.end(),
                     [](const auto &a, const auto &b) { return a.second < b.second; });
    QCOMPARE(values, expected.mid(0, 15));

    // The workload on spot draws the very same bars.
    panel.setContents(spot, allRows(*spot), {});
    QCOMPARE(panel.spotValues(), values);
}

void TestChartsPanel::staleRowIndexesAreIgnored()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, {-1, 100000, 0}, {});
    QVERIFY(panel.scatterPoints().size() <= 1);
    panel.setContents(nullptr, {0, 1}, {});
    QVERIFY(panel.barValues().isEmpty());
    QVERIFY(panel.scatterPoints().isEmpty());
}

void TestChartsPanel::clickingAPointNamesItsOffer()
{
    ChartsPanel panel;
    panel.resize(1000, 700);
    panel.setCurrentChart(ChartsPanel::Chart::SpeedCost);
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *page = pageOf<SpeedCostChart>(panel);
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

void TestChartsPanel::followsPaletteAndDirection()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    auto *bars = pageOf<CostBarsChart>(panel);
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

void TestChartsPanel::savesPngAndSvg_data()
{
    QTest::addColumn<ChartsPanel::Chart>("chart");
    QTest::newRow("task cost") << ChartsPanel::Chart::TaskCost;
    QTest::newRow("speed against cost") << ChartsPanel::Chart::SpeedCost;
    QTest::newRow("monthly cost") << ChartsPanel::Chart::MonthlyCost;
    QTest::newRow("spot") << ChartsPanel::Chart::SpotCost;
}

void TestChartsPanel::savesPngAndSvg()
{
    QFETCH(ChartsPanel::Chart, chart);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QList<int> top = topRanked(*m_batch, allRows(*m_batch), 3);
    QSet<core::OfferKey> shortlist;
    for (const int row : top)
        shortlist.insert(m_batch->evaluation.rows.at(row).offer.offer->key);
    ChartsPanel panel;
    panel.setCurrentChart(chart);
    panel.setContents(m_batch, allRows(*m_batch), shortlist);

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

void TestChartsPanel::unwritablePathFailsCleanly()
{
    QTemporaryDir dir;
    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), {});
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

void TestChartsPanel::emptyChartIsNotSaved()
{
    QTemporaryDir dir;
    ChartsPanel panel;
    panel.setCurrentChart(ChartsPanel::Chart::MonthlyCost);
    panel.setContents(m_interactive, allRows(*m_interactive), {}); // nothing starred
    QString error;
    QVERIFY(!panel.saveChart(dir.filePath(QStringLiteral("empty.png")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("empty.png"))));
}

void TestChartsPanel::chartSetFollowsTheTask()
{
    using Chart = ChartsPanel::Chart;
    ChartsPanel panel;
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    QVERIFY(panel.isChartAvailable(Chart::MonthlyCost));
    panel.setCurrentChart(Chart::MonthlyCost);
    auto *chooser = panel.findChild<QComboBox *>();
    QVERIFY(chooser);
    auto *list = qobject_cast<QListView *>(chooser->view());
    QVERIFY(list);
    QVERIFY(!list->isRowHidden(int(Chart::MonthlyCost)));
    // A live session never runs on spot: no spot chart for it.
    QVERIFY(!panel.isChartAvailable(Chart::SpotCost));
    QVERIFY(list->isRowHidden(int(Chart::SpotCost)));
    // A batch job has one length: no chart of cost against hours of use.
    panel.setContents(m_batch, allRows(*m_batch), {});
    QVERIFY(!panel.isChartAvailable(Chart::MonthlyCost));
    QVERIFY(list->isRowHidden(int(Chart::MonthlyCost)));
    QCOMPARE(panel.currentChart(), Chart::TaskCost);
    for (const Chart chart : {Chart::TaskCost, Chart::SpeedCost, Chart::SpotCost})
        QVERIFY(panel.isChartAvailable(chart));
    QVERIFY(!list->isRowHidden(int(Chart::SpotCost)));
    panel.setContents(m_interactive, allRows(*m_interactive), {});
    QVERIFY(!list->isRowHidden(int(Chart::MonthlyCost)));
}

void TestChartsPanel::frontierLabelsNeverOverlap()
{
    for (const Qt::LayoutDirection direction : {Qt::LeftToRight, Qt::RightToLeft}) {
        for (const auto &snapshot : {m_interactive, m_batch}) {
            ChartsPanel panel;
            panel.setLayoutDirection(direction);
            panel.resize(1400, 330); // the dock at the default window size: many points
            panel.setCurrentChart(ChartsPanel::Chart::SpeedCost);
            panel.setContents(snapshot, allRows(*snapshot), {});
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            auto *page = pageOf<SpeedCostChart>(panel);
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

void TestChartsPanel::namesAreWholeAtTheDefaultWindowSize_data()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"en", "ur", "bn", "ro"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestChartsPanel::namesAreWholeAtTheDefaultWindowSize()
{
    // The window at its first-run size, the charts opened from the View menu: every bar's name
    // is drawn whole (Qt Charts cuts a name taller or wider than its room to "...").
    QFETCH(QString, language);
    QTemporaryDir dir;
    auto database = core::Database::open(dir.filePath(QStringLiteral("charts.sqlite")));
    QVERIFY(database.hasValue());
    core::Session session(*database.value());
    QVERIFY(session.load().ok());
    // Three starred offers with different billing, for the monthly chart.
    for (const int row : topRanked(*session.snapshot(), allRows(*session.snapshot()), 3))
        QVERIFY(
            session
                .setShortlisted(session.snapshot()->evaluation.rows.at(row).offer.offer->key, true)
                .ok());
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    MainWindow window(session, settings, languages);
    window.resize(1400, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
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
                dock->grab().save(QDir(folder).filePath(QStringLiteral("charts-%1-%2-%3.png")
                                                            .arg(language, core::taskId(task))
                                                            .arg(int(chart))));
            }
            // No text of any chart is cut: titles, axis labels, names.
            QStringList drawn;
            for (QGraphicsItem *item : page->chart()->scene()->items()) {
                if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
                    text && text->isVisible())
                    drawn.append(text->toPlainText());
            }
            QVERIFY(drawn.size() >= 5);
            if (chart == Chart::TaskCost || chart == Chart::SpotCost) {
                QStringList categories;
                for (QAbstractAxis *axis : page->chart()->axes(Qt::Vertical)) {
                    if (auto *names = qobject_cast<QBarCategoryAxis *>(axis))
                        categories = names->categories();
                }
                QVERIFY2(categories.size() >= 3, qPrintable(QString::number(categories.size())));
                for (const QString &name : std::as_const(categories))
                    QVERIFY2(drawn.contains(name),
                             qPrintable(name + QLatin1String(" | ") + drawn.join(u'|')));
            }
            for (const QString &text : std::as_const(drawn))
                QVERIFY2(!text.endsWith(QLatin1String("...")), qPrintable(text));
        }
    }
}

QTEST_MAIN(TestChartsPanel)
#include "tst_chartspanel.moc"
