#pragma once

#include "chartpage.h"

#include <QPointF>

QT_BEGIN_NAMESPACE
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
QT_END_NAMESPACE

namespace ui {

// Seconds per image against the cost of 1,000 images (for training: seconds per step against
// the cost of the run), one point per offer shown in the table, with the Pareto frontier —
// the offers nothing else beats on both — drawn as a line and labelled. Hovering names an
// offer; clicking one asks for it to be selected in the table.
class SpeedCostChart final : public ChartPage
{
    Q_OBJECT

public:
    explicit SpeedCostChart(QWidget *parent = nullptr);

    // (cost in the display currency, seconds) of every plotted offer, and of the frontier by
    // increasing cost.
    QList<QPointF> points();
    QList<QPointF> frontier();
    // The frontier's labels: where those shown are (scene coordinates; none overlaps another),
    // and the text of each, shown or left out for want of room.
    QList<QRectF> labelRects();
    QStringList labelTexts();

protected:
    QString build(const ChartContents &contents) override;

private:
    struct Point
    {
        QPointF point;
        core::OfferKey key;
        QString tip;
    };
    int pointAt(const QPointF &point) const;
    void placeLabels();
    void onHovered(const QPointF &point, bool state);
    void onClicked(const QPointF &point);

    QScatterSeries *m_measured = nullptr;
    QScatterSeries *m_estimated = nullptr;
    QLineSeries *m_frontier = nullptr;
    QList<Point> m_points;
    QList<QGraphicsSimpleTextItem *> m_labels; // children of the chart
    QList<QGraphicsLineItem *> m_leaders; // one per label, shown when it sits away from its point
    QList<QPointF> m_labelPoints;
};

} // namespace ui
