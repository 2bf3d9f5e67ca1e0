#include "speedcostchart.h"

#include <core/figures/chartitem.h>
#include <ui/common/format.h>

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Whole decades around the values, so that every label is a round number.
QLogValueAxis *logAxis(const QString &title, double min, double max)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setTitleText(title);
    // A point on a decade (an offer at exactly 1 s) would sit half outside the plot: the range
    // reaches a little beyond the values first.
    const double low = std::pow(10.0, std::floor(std::log10(std::max(min * 0.95, 1e-6))));
    double high = std::pow(10.0, std::ceil(std::log10(std::max(max * 1.05, 1e-6))));
    if (high <= low)
        high = low * 10;
    axis->setRange(low, high);
    axis->setMinorTickCount(8);
    // "%g" leaves the labels out in Qt 6.4 with localized numbers: decimals down to the lowest.
    axis->setLabelFormat(
        QStringLiteral("%.%1f").arg(low < 1 ? int(std::lround(-std::log10(low))) : 0));
    return axis;
}

} // namespace

SpeedCostChart::SpeedCostChart(QWidget *parent)
    : ChartPage(parent)
{
    // No rubber-band zoom here: QChartView would take the clicks that select an offer.
    connect(chart(), &QChart::plotAreaChanged, this, &SpeedCostChart::placeLabels);
}

void SpeedCostChart::placeLabels()
{
    // Core's placement (the PDF's too): beside the point on the side the text runs to, else
    // around it, else further out with a leader line; never over another label or a point. A
    // label that fits nowhere is left out (hovering still names the offer).
    if (!m_frontier)
        return;
    QList<QPointF> anchors;
    QList<QSizeF> sizes;
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        anchors.append(chart()->mapToPosition(m_labelPoints.at(i), m_frontier));
        sizes.append(m_labels.at(i)->boundingRect().size());
    }
    constexpr double pointRadius = 5;
    QList<QRectF> points;
    for (const Point &point : std::as_const(m_points)) {
        const QPointF at = chart()->mapToPosition(point.point, m_frontier);
        points.append(
            QRectF(at.x() - pointRadius, at.y() - pointRadius, 2 * pointRadius, 2 * pointRadius));
    }
    const QList<core::PlacedLabel> placed = core::placeLabels(
        anchors, sizes, chart()->plotArea(), layoutDirection(), pointRadius, points);
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        const core::PlacedLabel &label = placed.at(i);
        QGraphicsSimpleTextItem *text = m_labels.at(i);
        QGraphicsLineItem *leader = m_leaders.at(i);
        text->setVisible(!label.rect.isEmpty());
        leader->setVisible(!label.rect.isEmpty() && label.leader);
        if (label.rect.isEmpty())
            continue;
        text->setPos(label.rect.topLeft());
        const QPointF from = anchors.at(i);
        const QPointF to(std::clamp(from.x(), label.rect.left(), label.rect.right()),
                         std::clamp(from.y(), label.rect.top(), label.rect.bottom()));
        leader->setLine(QLineF(from, to));
    }
}

QList<QRectF> SpeedCostChart::labelRects()
{
    ensureBuilt();
    QList<QRectF> rects;
    for (const QGraphicsSimpleTextItem *label : std::as_const(m_labels)) {
        if (label->isVisible())
            rects.append(label->sceneBoundingRect());
    }
    return rects;
}

QStringList SpeedCostChart::labelTexts()
{
    ensureBuilt();
    QStringList texts;
    for (const QGraphicsSimpleTextItem *label : std::as_const(m_labels))
        texts.append(label->text());
    return texts;
}

QList<QPointF> SpeedCostChart::points()
{
    ensureBuilt();
    QList<QPointF> points;
    if (m_measured)
        points << m_measured->points() << m_estimated->points();
    return points;
}

QList<QPointF> SpeedCostChart::frontier()
{
    ensureBuilt();
    return m_frontier ? m_frontier->points() : QList<QPointF>();
}

QString SpeedCostChart::build(const ChartContents &contents)
{
    m_measured = nullptr;
    m_estimated = nullptr;
    m_frontier = nullptr;
    m_points.clear();
    qDeleteAll(m_labels);
    m_labels.clear();
    qDeleteAll(m_leaders);
    m_leaders.clear();
    m_labelPoints.clear();
    if (!contents.snapshot)
        return tr("No offers to chart yet.");

    const bool training = contents.training();
    const QString xTitle = training
        ? tr("Cost of the training run (%1)").arg(currencyCode())
        : tr("Cost per %Ln image(s), compute only (%1)", nullptr, 1000).arg(currencyCode());
    const QString yTitle = training ? tr("Seconds per training step") : tr("Seconds per image");

    // The frontier is core's (the same the PDF report draws), over the plotted points.
    QList<core::ChartItem> items;
    QList<bool> measured;
    for (const int index : contents.visibleRows) {
        const core::OfferEvaluation &row = contents.row(index);
        const std::optional<double> cost = training ? row.totalCostUsd : row.usdPer1000Images;
        const std::optional<double> seconds = training ? row.trainingStepS : row.secondsPerImage;
        if (!cost || !seconds)
            continue;
        core::ChartItem item;
        item.label = core::OfferName::full(row.offer);
        item.x = displayMoney(*cost);
        item.y = *seconds;
        item.measured = row.speed && row.speed->basis == core::Basis::Measured;
        item.fits = row.fit != core::Fit::No;
        items.append(item);
        m_points.append({QPointF(*item.x, *item.y), row.offer.offer->key,
                         tr("%1\n%2: %3\n%4: %5 (%6)")
                             .arg(item.label, xTitle, formatMoney(cost), yTitle,
                                  formatNumber(seconds, 2), speedBasisText(row))});
    }
    if (items.isEmpty()) {
        return training
            ? tr("None of the offers shown in the table has both a training speed and a cost.")
            : tr("None of the offers shown in the table has both a speed and a cost per image.");
    }

    const QColor accent = accentColor();
    m_measured = new QScatterSeries;
    m_measured->setName(basisText(core::Basis::Measured));
    m_measured->setMarkerSize(9);
    m_measured->setColor(accent);
    m_measured->setBorderColor(accent);
    m_estimated = new QScatterSeries;
    m_estimated->setName(basisText(core::Basis::Estimated));
    m_estimated->setMarkerSize(9);
    m_estimated->setBrush(QBrush(accent, Qt::BDiagPattern));
    m_estimated->setPen(QPen(accent, 1.2));
    double minX = INFINITY;
    double maxX = 0;
    double minY = INFINITY;
    double maxY = 0;
    for (const core::ChartItem &item : std::as_const(items)) {
        (item.measured ? m_measured : m_estimated)->append(*item.x, *item.y);
        minX = std::min(minX, *item.x);
        maxX = std::max(maxX, *item.x);
        minY = std::min(minY, *item.y);
        maxY = std::max(maxY, *item.y);
    }

    m_frontier = new QLineSeries;
    m_frontier->setName(tr("Pareto frontier (nothing is both cheaper and faster)"));
    m_frontier->setPen(QPen(palette().color(QPalette::Text), 1.5, Qt::DashLine));
    const QList<int> frontier = core::paretoFrontier(items);
    for (const int i : frontier)
        m_frontier->append(*items.at(i).x, *items.at(i).y);

    chart()->addSeries(m_measured);
    chart()->addSeries(m_estimated);
    chart()->addSeries(m_frontier);

    // Costs and speeds span orders of magnitude (a T4 against a B200): log scales keep the
    // frontier, down in the corner, readable.
    QLogValueAxis *costAxis = logAxis(xTitle, minX, maxX);
    QLogValueAxis *speedAxis = logAxis(yTitle, minY, maxY);
    chart()->addAxis(costAxis, Qt::AlignBottom);
    // Cost grows to the right in every language (as in the PDF report), so seconds stay on the
    // left.
    chart()->addAxis(speedAxis, Qt::AlignLeft);

    for (QAbstractSeries *series : chart()->series()) {
        series->attachAxis(costAxis);
        series->attachAxis(speedAxis);
    }
    for (QXYSeries *series :
         std::initializer_list<QXYSeries *>{m_measured, m_estimated, m_frontier}) {
        connect(series, &QXYSeries::hovered, this, &SpeedCostChart::onHovered);
        connect(series, &QXYSeries::clicked, this, &SpeedCostChart::onClicked);
    }

    // The frontier's offers by name, beside their points (placed when the plot area is known).
    const QFont font = labelFont();
    for (const int i : frontier) {
        auto *label = new QGraphicsSimpleTextItem(items.at(i).label, chart());
        label->setFont(font);
        label->setBrush(palette().brush(QPalette::Text));
        label->setZValue(10);
        m_labels.append(label);
        QColor line = palette().color(QPalette::Text);
        line.setAlphaF(0.45);
        auto *leader = new QGraphicsLineItem(chart());
        leader->setPen(QPen(line, 0.8));
        leader->setZValue(9);
        leader->setVisible(false);
        m_leaders.append(leader);
        m_labelPoints.append(QPointF(*items.at(i).x, *items.at(i).y));
    }
    placeLabels();

    chart()->setTitle(training
                          ? tr("Training speed against cost, on log scales: lower left is better")
                          : tr("Speed against cost, on log scales: lower left is better"));
    // Beside the plot, not above it: a chart in a dock has width to spare, not height.
    attachLegend(Qt::AlignRight);
    return {};
}

int SpeedCostChart::pointAt(const QPointF &point) const
{
    // Scatter signals carry the point itself; the frontier's line the spot under the mouse.
    // Either way: the offer drawn nearest to it on screen, if within a few pixels.
    const QPointF at = chart()->mapToPosition(point, m_measured);
    constexpr double reach = 8;
    int best = -1;
    double bestDistance = reach * reach;
    for (qsizetype i = 0; i < m_points.size(); ++i) {
        const QPointF d = chart()->mapToPosition(m_points.at(i).point, m_measured) - at;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {
            best = int(i);
            bestDistance = distance;
        }
    }
    return best;
}

void SpeedCostChart::onHovered(const QPointF &point, bool state)
{
    const int index = state ? pointAt(point) : -1;
    if (index >= 0)
        showToolTip(m_points.at(index).tip);
    else
        hideToolTip();
}

void SpeedCostChart::onClicked(const QPointF &point)
{
    const int index = pointAt(point);
    if (index >= 0)
        emit offerClicked(m_points.at(index).key);
}

} // namespace ui
