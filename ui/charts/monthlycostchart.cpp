#include "monthlycostchart.h"

#include <core/engine/costcurves.h>
#include <ui/common/format.h>

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ui {

MonthlyCostChart::MonthlyCostChart(QWidget *parent)
    : ChartPage(parent)
{
    // 200 hours hide hour-long steps: drag over a range of hours to see them (right click zooms
    // out). The rubber band takes the clicks, so a curve does not select its offer.
    view()->setRubberBand(QChartView::HorizontalRubberBand);
}

QList<QList<QPointF>> MonthlyCostChart::curves()
{
    ensureBuilt();
    QList<QList<QPointF>> curves;
    for (const QLineSeries *series : std::as_const(m_series))
        curves.append(series->points());
    return curves;
}

QStringList MonthlyCostChart::names()
{
    ensureBuilt();
    QStringList names;
    for (const QLineSeries *series : std::as_const(m_series))
        names.append(series->name());
    return names;
}

QString MonthlyCostChart::build(const ChartContents &contents)
{
    m_series.clear();
    m_keys.clear();
    m_usd.clear();
    if (!contents.snapshot)
        return tr("No offers to chart yet.");
    const QList<int> rows = contents.shortlistedRows();
    if (rows.isEmpty()) {
        return tr(
            "Star offers in the table to see what each costs a month as your hours of use grow. "
            "Shortlisted offers hidden by the filters are not drawn.");
    }

    const core::Workload &workload = contents.workload();
    QStringList names;
    double maxY = 0;
    for (const int index : rows) {
        const core::OfferEvaluation &row = contents.row(index);
        QList<QPointF> usd = core::monthlyCost(row, workload, maxHours, stepHours);
        if (usd.isEmpty())
            continue;
        QList<QPointF> shown = usd;
        for (QPointF &point : shown) {
            point.setY(displayMoney(point.y()));
            maxY = std::max(maxY, point.y());
        }
        auto *series = new QLineSeries;
        series->replace(shown);
        m_series.append(series);
        m_keys.append(row.offer.offer->key);
        m_usd.append(usd);
        names.append(core::OfferName::full(row.offer));
    }
    if (m_series.isEmpty())
        return tr("None of the shortlisted offers shown in the table has an on-demand price for "
                  "this model.");
    names = uniqueLabels(names, m_keys);

    QValueAxis *hoursAxis = valueAxis(
        tr("Hours used a month, in sessions of %1").arg(formatMinutes(workload.sessionMinutes)),
        maxHours);
    hoursAxis->setRange(0, maxHours);
    hoursAxis->setTickCount(9);
    hoursAxis->setLabelFormat(QStringLiteral("%.0f"));
    QValueAxis *costAxis = valueAxis(tr("Cost a month (%1)").arg(currencyCode()), maxY);
    chart()->addAxis(hoursAxis, Qt::AlignBottom);
    chart()->addAxis(costAxis, Qt::AlignLeft); // hours grow to the right in every language

    for (qsizetype i = 0; i < m_series.size(); ++i) {
        QLineSeries *series = m_series.at(i);
        series->setName(names.at(i));
        chart()->addSeries(series); // the theme gives each its colour
        QPen pen = series->pen();
        pen.setWidthF(2);
        series->setPen(pen);
        series->attachAxis(hoursAxis);
        series->attachAxis(costAxis);
        connect(series, &QLineSeries::hovered, this,
                [this, i](const QPointF &point, bool state) { onHovered(int(i), point, state); });
    }

    // Where the workload itself sits on the curves.
    const double hours = workload.sessionsPerMonth * workload.sessionMinutes / 60;
    if (hours > 0 && hours <= maxHours) {
        auto *marker = new QLineSeries;
        marker->setName(tr("Your workload: %1").arg(formatHours(hours)));
        marker->append(hours, 0);
        marker->append(hours, costAxis->max());
        chart()->addSeries(marker);
        marker->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        marker->attachAxis(hoursAxis);
        marker->attachAxis(costAxis);
    }

    chart()->setTitle(tr("Monthly cost of the shortlisted offers against hours of use"));
    attachLegend(Qt::AlignRight);
    return {};
}

void MonthlyCostChart::onHovered(int curve, const QPointF &point, bool state)
{
    if (!state || curve < 0 || curve >= m_usd.size()) {
        hideToolTip();
        return;
    }
    const QList<QPointF> &usd = m_usd.at(curve);
    const qsizetype sample = std::clamp<qsizetype>(qsizetype(std::lround(point.x() / stepHours)), 0,
                                                   usd.size() - 1);
    showToolTip(tr("%1\n%2 a month: %3")
                    .arg(m_series.at(curve)->name(), formatHours(usd.at(sample).x()),
                         formatMoney(usd.at(sample).y())));
}

} // namespace ui
