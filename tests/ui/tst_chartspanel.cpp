#include "uitestutil.h"

#include <core/engine/costcurves.h>
#include <ui/charts/chartspanel.h>

#include <QComboBox>
#include <QListView>
#include <QtTest>

#include <algorithm>

using namespace ui;

namespace {

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

} // namespace

// The charts' figures: each chart shows the rows the table shows, the numbers core computed for
// them, and the charts a task has. How they are drawn and saved is tst_chartsdrawing's.
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
    void chartSetFollowsTheTask();

private:
    std::shared_ptr<const core::Snapshot> m_interactive;
    std::shared_ptr<const core::Snapshot> m_batch;
};

void TestChartsPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_interactive = uitest::snapshot();
    m_batch = uitest::snapshot(uitest::batchJob());
}

void TestChartsPanel::barsAreTheRowsCosts()
{
    ChartsPanel panel;
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    const QList<int> top = uitest::topRanked(*m_interactive, uitest::allRows(*m_interactive), 15);
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
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    const QList<double> monthly = panel.barValues();

    // A batch is compared per 1,000 images, among its own best offers.
    panel.setContents(m_batch, uitest::allRows(*m_batch), {});
    QList<double> expected;
    for (const int row : uitest::topRanked(*m_batch, uitest::allRows(*m_batch), 15))
        expected.append(*m_batch->evaluation.rows.at(row).usdPer1000Images);
    QCOMPARE(panel.barValues(), expected);
    QVERIFY(panel.barValues() != monthly);
}

void TestChartsPanel::shortlistOnlyShowsTheShortlist()
{
    const QList<int> top = uitest::topRanked(*m_interactive, uitest::allRows(*m_interactive), 40);
    // Three offers from further down the ranking, starred out of order.
    const QList<int> starred{top.at(30), top.at(20), top.at(35)};
    QSet<core::OfferKey> shortlist;
    for (const int row : starred)
        shortlist.insert(m_interactive->evaluation.rows.at(row).offer.offer->key);

    ChartsPanel panel;
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), shortlist);
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
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    const QList<QPointF> sdxl = sorted(panel.scatterPoints());
    QCOMPARE(sdxl, expectedScatter(*m_interactive, uitest::allRows(*m_interactive)));
    QVERIFY(sdxl.size() > 50);

    // Another workload: other rows, other points.
    core::Workload sd15;
    sd15.model = QStringLiteral("sd15");
    sd15.config.width = sd15.config.height = 512;
    const auto other = uitest::snapshot(sd15);
    panel.setContents(other, uitest::allRows(*other), {});
    const QList<QPointF> points = sorted(panel.scatterPoints());
    QCOMPARE(points, expectedScatter(*other, uitest::allRows(*other)));
    QVERIFY(points != sdxl);
}

void TestChartsPanel::paretoFrontierIsExactlyTheNonDominated()
{
    for (const auto &snapshot : {m_interactive, m_batch}) {
        ChartsPanel panel;
        panel.setContents(snapshot, uitest::allRows(*snapshot), {});
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
    const QList<int> top = uitest::topRanked(*m_interactive, uitest::allRows(*m_interactive), 15);
    // The filter hides every other row, the best offer among them.
    QList<int> visible;
    for (const int row : uitest::allRows(*m_interactive)) {
        if (row % 2 != top.first() % 2)
            visible.append(row);
    }
    ChartsPanel panel;
    panel.setContents(m_interactive, visible, {});
    QList<double> expected;
    for (const int row : uitest::topRanked(*m_interactive, visible, 15))
        expected.append(*m_interactive->evaluation.rows.at(row).totalCostUsd);
    QCOMPARE(panel.barValues(), expected);
    const QString hidden = panel.barLabels().join(u'|');
    QVERIFY(!hidden.startsWith(QLatin1String("1. ")));

    const QList<QPointF> points = sorted(panel.scatterPoints());
    QCOMPARE(points, expectedScatter(*m_interactive, visible));
    QVERIFY(points.size()
            < expectedScatter(*m_interactive, uitest::allRows(*m_interactive)).size());
    QCOMPARE(sorted(panel.paretoPoints()), nonDominated(points));

    panel.setContents(m_interactive, {}, {});
    QVERIFY(panel.barValues().isEmpty());
    QVERIFY(panel.scatterPoints().isEmpty());
    QVERIFY(panel.paretoPoints().isEmpty());
}

void TestChartsPanel::monthlyCurvesComeFromCore()
{
    const QList<int> top = uitest::topRanked(*m_interactive, uitest::allRows(*m_interactive), 15);
    QSet<core::OfferKey> shortlist;
    for (const int row : {top.at(0), top.at(4), top.at(9)})
        shortlist.insert(m_interactive->evaluation.rows.at(row).offer.offer->key);
    ChartsPanel panel;
    panel.setCurrentChart(ChartsPanel::Chart::MonthlyCost);
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    QVERIFY(panel.monthlyCurves().isEmpty()); // nothing starred

    panel.setContents(m_interactive, uitest::allRows(*m_interactive), shortlist);
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
    panel.setContents(m_batch, uitest::allRows(*m_batch), {});
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
    panel.setContents(spot, uitest::allRows(*spot), {});
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

void TestChartsPanel::chartSetFollowsTheTask()
{
    using Chart = ChartsPanel::Chart;
    ChartsPanel panel;
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
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
    panel.setContents(m_batch, uitest::allRows(*m_batch), {});
    QVERIFY(!panel.isChartAvailable(Chart::MonthlyCost));
    QVERIFY(list->isRowHidden(int(Chart::MonthlyCost)));
    QCOMPARE(panel.currentChart(), Chart::TaskCost);
    for (const Chart chart : {Chart::TaskCost, Chart::SpeedCost, Chart::SpotCost})
        QVERIFY(panel.isChartAvailable(chart));
    QVERIFY(!list->isRowHidden(int(Chart::SpotCost)));
    panel.setContents(m_interactive, uitest::allRows(*m_interactive), {});
    QVERIFY(!list->isRowHidden(int(Chart::MonthlyCost)));
}

QTEST_MAIN(TestChartsPanel)
#include "tst_chartspanel.moc"
