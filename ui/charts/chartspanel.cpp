#include "chartspanel.h"

#include "costbarschart.h"
#include "monthlycostchart.h"
#include "speedcostchart.h"
#include "spotchart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace ui {

ChartsPanel::ChartsPanel(QWidget *parent)
    : QWidget(parent)
    , m_chartLabel(new QLabel(this))
    , m_chart(new QComboBox(this))
    , m_shortlistOnly(new QCheckBox(this))
    , m_save(new QPushButton(this))
    , m_stack(new QStackedWidget(this))
    , m_costBars(new CostBarsChart(this))
    , m_speedCost(new SpeedCostChart(this))
    , m_monthlyCost(new MonthlyCostChart(this))
    , m_spot(new SpotChart(this))
    , m_contents(std::make_shared<ChartContents>())
{
    m_chart->setObjectName(QStringLiteral("chartChoice"));
    m_shortlistOnly->setObjectName(QStringLiteral("chartShortlistOnly"));
    m_save->setObjectName(QStringLiteral("saveChart"));
    m_chartLabel->setBuddy(m_chart);
    // In the order of Chart.
    for (ChartPage *page :
         {static_cast<ChartPage *>(m_costBars), static_cast<ChartPage *>(m_speedCost),
          static_cast<ChartPage *>(m_monthlyCost), static_cast<ChartPage *>(m_spot)}) {
        m_stack->addWidget(page);
        m_chart->addItem(QString());
        connect(page, &ChartPage::offerClicked, this, &ChartsPanel::offerClicked);
    }

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_chartLabel);
    bar->addWidget(m_chart, 1);
    bar->addWidget(m_shortlistOnly);
    bar->addStretch(0);
    bar->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    connect(m_chart, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_stack->setCurrentIndex(index);
        m_shortlistOnly->setVisible(index == int(Chart::TaskCost));
    });
    connect(m_shortlistOnly, &QCheckBox::toggled, this, [this](bool checked) {
        m_contents->shortlistOnly = checked;
        publish();
    });
    connect(m_save, &QPushButton::clicked, this, &ChartsPanel::chooseFileAndSave);
    retranslateUi();
    publish();
}

ChartsPanel::~ChartsPanel() = default;

void ChartsPanel::setContents(std::shared_ptr<const core::Snapshot> snapshot,
                              const QList<int> &visibleRows, const QSet<core::OfferKey> &shortlist)
{
    auto contents = std::make_shared<ChartContents>(*m_contents);
    const qsizetype rowCount = snapshot ? snapshot->evaluation.rows.size() : 0;
    contents->snapshot = std::move(snapshot);
    contents->visibleRows.clear();
    contents->visibleRows.reserve(visibleRows.size());
    for (const int row : visibleRows) {
        if (row >= 0 && row < rowCount) // a proxy a step behind the snapshot must not crash a chart
            contents->visibleRows.append(row);
    }
    contents->shortlist = shortlist;
    m_contents = std::move(contents);
    showChartsOfTheTask();
    publish();
}

bool ChartsPanel::isChartAvailable(Chart chart) const
{
    // Cost against hours of use answers the interactive question only: a batch job or a
    // training run has one length, which the other charts already price. Spot is for resumable
    // work: a live session never runs on it.
    const bool interactive = !m_contents->snapshot
        || m_contents->snapshot->evaluation.workload.task == core::Task::Interactive;
    switch (chart) {
    case Chart::MonthlyCost:
        return interactive;
    case Chart::SpotCost:
        return !interactive;
    case Chart::TaskCost:
    case Chart::SpeedCost:
        break;
    }
    return true;
}

void ChartsPanel::showChartsOfTheTask()
{
    auto *list = qobject_cast<QListView *>(m_chart->view());
    for (const Chart chart :
         {Chart::TaskCost, Chart::SpeedCost, Chart::MonthlyCost, Chart::SpotCost}) {
        if (list)
            list->setRowHidden(int(chart), !isChartAvailable(chart));
    }
    if (!isChartAvailable(currentChart()))
        setCurrentChart(Chart::TaskCost);
}

void ChartsPanel::publish()
{
    // Pages share one immutable copy; each change makes a new one.
    const std::shared_ptr<const ChartContents> contents = std::make_shared<const ChartContents>(
        *m_contents);
    for (ChartPage *page :
         {static_cast<ChartPage *>(m_costBars), static_cast<ChartPage *>(m_speedCost),
          static_cast<ChartPage *>(m_monthlyCost), static_cast<ChartPage *>(m_spot)})
        page->setContents(contents);
}

ChartsPanel::Chart ChartsPanel::currentChart() const
{
    return Chart(m_chart->currentIndex());
}

void ChartsPanel::setCurrentChart(Chart chart)
{
    m_chart->setCurrentIndex(int(chart));
}

bool ChartsPanel::shortlistOnly() const
{
    return m_shortlistOnly->isChecked();
}

void ChartsPanel::setShortlistOnly(bool shortlistOnly)
{
    m_shortlistOnly->setChecked(shortlistOnly);
}

ChartPage *ChartsPanel::currentPage() const
{
    return static_cast<ChartPage *>(m_stack->currentWidget());
}

bool ChartsPanel::saveChart(const QString &path, QString *errorMessage)
{
    return currentPage()->save(path, errorMessage);
}

void ChartsPanel::chooseFileAndSave()
{
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    QString filter = png;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save chart"),
        QDir(folder).filePath(tr("gpu-scout-chart") + QStringLiteral(".png")),
        png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (!saveChart(path, &error))
        QMessageBox::warning(this, tr("Save chart"), error);
}

QList<double> ChartsPanel::barValues() const
{
    return m_costBars->values();
}

QStringList ChartsPanel::barLabels() const
{
    return m_costBars->labels();
}

QList<QPointF> ChartsPanel::scatterPoints() const
{
    return m_speedCost->points();
}

QList<QPointF> ChartsPanel::paretoPoints() const
{
    return m_speedCost->frontier();
}

QList<QList<QPointF>> ChartsPanel::monthlyCurves() const
{
    return m_monthlyCost->curves();
}

QList<std::pair<double, double>> ChartsPanel::spotValues() const
{
    return m_spot->values();
}

void ChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChartsPanel::retranslateUi()
{
    m_chartLabel->setText(tr("Ch&art:"));
    m_chart->setItemText(int(Chart::TaskCost), tr("Cost of the task"));
    m_chart->setItemText(int(Chart::SpeedCost), tr("Speed against cost"));
    m_chart->setItemText(int(Chart::MonthlyCost), tr("Monthly cost against hours of use"));
    m_chart->setItemText(int(Chart::SpotCost), tr("Spot against on demand"));
    m_shortlistOnly->setText(tr("Shortlist only"));
    m_shortlistOnly->setToolTip(
        tr("Chart the shortlisted offers instead of the best %n offer(s) shown in the table",
           nullptr, CostBarsChart::topCount));
    m_save->setText(tr("Save chart…"));
    m_save->setToolTip(tr("Save the chart on screen as a PNG image or an SVG drawing"));
}

} // namespace ui
