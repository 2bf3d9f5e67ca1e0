#include "rentorbuychart.h"

#include <ui/common/format.h>

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace ui {

RentOrBuyChart::RentOrBuyChart(QWidget *parent)
    : QWidget(parent)
    // Given its chart at construction: QChartView(QWidget *) makes a default chart of its own,
    // and setChart() would release that one without deleting it.
    , m_view(new QChartView(new QChart, this))
    , m_rental(new QLineSeries(this))
    , m_own(new QLineSeries(this))
{
    QChart *chart = m_view->chart();
    chart->addSeries(m_rental);
    chart->addSeries(m_own);
    auto *x = new QValueAxis(chart);
    auto *y = new QValueAxis(chart);
    x->setLabelFormat(QStringLiteral("%d"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTruncateLabels(false); // a few hundred dollars must read in full
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *series : {m_rental, m_own}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    retranslateUi();
}

void RentOrBuyChart::setResult(const std::optional<core::RentOrBuy> &result, int months)
{
    m_result = result;
    m_months = std::max(1, months);
    QList<QPointF> rental, own;
    double top = 1;
    if (result) {
        for (int month = 0; month <= m_months; ++month) {
            rental.append({double(month), result->cumulativeRentalUsd(month)});
            own.append({double(month), result->cumulativeOwnUsd(month)});
            top = std::max({top, rental.last().y(), own.last().y()});
        }
    }
    m_rental->replace(rental);
    m_own->replace(own);
    const auto axes = m_view->chart()->axes();
    for (QAbstractAxis *axis : axes) {
        if (auto *value = qobject_cast<QValueAxis *>(axis)) {
            if (axis->orientation() == Qt::Horizontal)
                value->setRange(0, m_months);
            else
                value->setRange(0, top * 1.05);
        }
    }
}

QList<QPointF> RentOrBuyChart::rentalPoints() const
{
    return m_rental->points();
}

QList<QPointF> RentOrBuyChart::ownPoints() const
{
    return m_own->points();
}

void RentOrBuyChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RentOrBuyChart::retranslateUi()
{
    QChart *chart = m_view->chart();
    chart->setTitle(tr("Cumulative cost, US dollars"));
    m_rental->setName(tr("Renting the plan"));
    m_own->setName(tr("Owning the card"));
    // The money axis keeps its width for the labels; its unit is in the title.
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->orientation() == Qt::Horizontal)
            axis->setTitleText(tr("Months"));
    }
    setAccessibleName(tr("Cumulative cost of renting against owning"));
}

} // namespace ui
