#pragma once

#include "chartitem.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

namespace core {

// The report's two charts as vector graphics: bars of the task's cost (measured solid,
// estimated hatched, with a legend) and speed against cost with the Pareto frontier. Bars
// mirror on a right-to-left page; the scatter keeps its axes (cost grows to the right).
class ReportCharts final
{
    Q_DECLARE_TR_FUNCTIONS(core::PdfReport)

public:
    // A value with a number of decimals.
    using Format = std::function<QString(double value, int decimals)>;

    ReportCharts(const QFont &font, Qt::LayoutDirection direction, Format money, Format number);

    static double costBarsHeight(qsizetype items);
    void paintCostBars(QPainter &painter, const QRectF &rect, const QList<ChartItem> &items,
                       const QString &axisTitle) const;
    // Returns where the points' marks went: none overlaps another (ChartItem placeLabels).
    QList<QRectF> paintScatter(QPainter &painter, const QRectF &rect, const QList<ChartItem> &items,
                               const QString &xTitle, const QString &yTitle) const;

private:
    QFont font(double pointSize, bool bold = false) const;
    QRectF mirrored(const QRectF &rect, const QRectF &area) const;
    // Returns the height it took: entries wrap to a second line when the page is narrow.
    double paintLegend(QPainter &painter, const QRectF &area, bool bars, bool frontier) const;

    QFont m_font;
    Qt::LayoutDirection m_direction;
    Format m_money;
    Format m_number;
};

} // namespace core
