#pragma once

#include <core/session/session.h>

#include <QList>
#include <QPointF>
#include <QSet>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <utility>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace ui {

class ChartPage;
class CostBarsChart;
class MonthlyCostChart;
class SpeedCostChart;
class SpotChart;
struct ChartContents;

// The charts beside the offers table, drawn from the same rows the table shows: the cost of
// the task for the best offers (or the shortlist), speed against cost with its Pareto
// frontier, the monthly cost of the shortlist against hours of use, and spot against on demand
// for a batch. Qt Charts stays behind this header (ui/charts/ is the only place that uses it).
class ChartsPanel final : public QWidget
{
    Q_OBJECT

public:
    enum class Chart { TaskCost, SpeedCost, MonthlyCost, SpotCost };

    explicit ChartsPanel(QWidget *parent = nullptr);
    ~ChartsPanel() override;

    // The table's snapshot, the source rows its proxy shows (in the proxy's order) and the
    // shortlist. Cheap: only the chart on screen is rebuilt, the others when shown.
    void setContents(std::shared_ptr<const core::Snapshot> snapshot, const QList<int> &visibleRows,
                     const QSet<core::OfferKey> &shortlist);

    Chart currentChart() const;
    void setCurrentChart(Chart chart);
    // Whether the chart answers the task's question (hours of use for interactive work, spot
    // for batch and training work); the chooser lists only those.
    bool isChartAvailable(Chart chart) const;
    // The cost chart shows the shortlist instead of the best offers.
    bool shortlistOnly() const;
    void setShortlistOnly(bool shortlistOnly);

    // Saves the chart on screen as PNG (twice the device pixel ratio) or SVG, by the suffix.
    // On failure returns false and, when given, sets a sentence that names the file and why.
    bool saveChart(const QString &path, QString *errorMessage = nullptr);

    // What is plotted, in the display currency (for tests and checks).
    QList<double> barValues() const; // cost chart, top to bottom
    QStringList barLabels() const;
    QList<QPointF> scatterPoints() const; // (cost, seconds) per offer
    QList<QPointF> paretoPoints() const; // the frontier, by increasing cost
    QList<QList<QPointF>> monthlyCurves() const; // (hours, cost a month) per offer
    QList<std::pair<double, double>> spotValues() const; // (on demand, spot) per offer

signals:
    // The user clicked an offer in a chart: select it in the table.
    void offerClicked(const core::OfferKey &key);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void publish();
    void showChartsOfTheTask();
    void chooseFileAndSave();
    ChartPage *currentPage() const;

    QLabel *m_chartLabel = nullptr;
    QComboBox *m_chart = nullptr;
    QCheckBox *m_shortlistOnly = nullptr;
    QPushButton *m_save = nullptr;
    QStackedWidget *m_stack = nullptr;
    CostBarsChart *m_costBars = nullptr;
    SpeedCostChart *m_speedCost = nullptr;
    MonthlyCostChart *m_monthlyCost = nullptr;
    SpotChart *m_spot = nullptr;
    std::shared_ptr<ChartContents> m_contents;
};

} // namespace ui
