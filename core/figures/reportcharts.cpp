#include "reportcharts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace core {
namespace {

const QColor barColor(0x2F, 0x6D, 0xB5);
const QColor frontierColor(0xD9, 0x6C, 0x1E);
const QColor gridColor(0xDD, 0xE1, 0xE7);
const QColor axisColor(0x55, 0x5B, 0x66);

constexpr double legendHeight = 31; // room for two lines
constexpr double barRowHeight = 16;
constexpr double barAxisHeight = 34;

struct Axis
{
    double max = 1;
    double step = 1;
};

// 0 to a round number above `max` in 1-2-2.5-5 steps: at most about six ticks.
Axis niceAxis(double max)
{
    if (!(max > 0))
        max = 1;
    const double raw = max / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * magnitude;
    for (const double multiple : {1.0, 2.0, 2.5, 5.0}) {
        if (multiple * magnitude >= raw) {
            step = multiple * magnitude;
            break;
        }
    }
    return {std::ceil(max / step - 1e-9) * step, step};
}

// Enough decimals to tell the ticks of `step` apart: 0.025 needs three, 5 none.
int decimalsFor(double step)
{
    int decimals = 0;
    while (
        decimals < 6
        && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals)))
            > 1e-6)
        ++decimals;
    return decimals;
}

// Money in whole units, or in cents at least ("$0.10", never "$0.1" or "$0.0").
int moneyDecimalsFor(double step)
{
    const int decimals = decimalsFor(step);
    return decimals > 0 ? std::max(2, decimals) : 0;
}

void hatch(QPainter &painter, const QRectF &rect, const QColor &color)
{
    painter.save();
    painter.setClipRect(rect, Qt::IntersectClip);
    painter.setPen(QPen(color, 0.8));
    constexpr double spacing = 3.5;
    for (double x = rect.left() - rect.height(); x < rect.right(); x += spacing)
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
    painter.restore();
}

// A bar: measured solid, estimated hatched; both outlined so a short hatched bar still shows.
void paintBar(QPainter &painter, const QRectF &rect, bool measured)
{
    if (measured) {
        painter.fillRect(rect, barColor);
    } else {
        painter.fillRect(rect, Qt::white);
        hatch(painter, rect, barColor);
    }
    painter.setPen(QPen(barColor, 0.8));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect);
}

void paintPoint(QPainter &painter, const QPointF &center, bool measured)
{
    painter.setPen(QPen(barColor, 1.2));
    painter.setBrush(measured ? QBrush(barColor) : QBrush(Qt::white));
    painter.drawEllipse(center, 3.5, 3.5);
}

} // namespace

ReportCharts::ReportCharts(const QFont &font, Qt::LayoutDirection direction, Format money,
                           Format number)
    : m_font(font)
    , m_direction(direction)
    , m_money(std::move(money))
    , m_number(std::move(number))
{
}

QFont ReportCharts::font(double pointSize, bool bold) const
{
    QFont font = m_font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

QRectF ReportCharts::mirrored(const QRectF &rect, const QRectF &area) const
{
    if (m_direction != Qt::RightToLeft)
        return rect;
    return {area.left() + area.right() - rect.right(), rect.top(), rect.width(), rect.height()};
}

double ReportCharts::costBarsHeight(qsizetype items)
{
    return legendHeight + double(std::max<qsizetype>(items, 1)) * barRowHeight + barAxisHeight;
}

double ReportCharts::paintLegend(QPainter &painter, const QRectF &area, bool bars,
                                 bool frontier) const
{
    const QFont legendFont = font(8);
    const QFontMetricsF metrics(legendFont, painter.device());
    painter.setFont(legendFont);
    struct Entry
    {
        int kind; // 0 measured, 1 estimated, 2 frontier
        QString text;
    };
    QList<Entry> entries{{0, tr("Measured speed (a benchmark)")},
                         {1, tr("Estimated speed (from the GPU's specs)")}};
    if (frontier)
        entries.append({2, tr("Pareto frontier")});
    constexpr double lineHeight = 13;
    double x = 0;
    double y = area.top();
    for (const Entry &entry : std::as_const(entries)) {
        const double textWidth = metrics.horizontalAdvance(entry.text);
        if (x > 0 && x + 20 + textWidth > area.width()) {
            x = 0;
            y += lineHeight;
        }
        const QRectF swatch = mirrored(QRectF(area.left() + x, y + 2, 16, 9), area);
        const QRectF label = mirrored(
            QRectF(area.left() + x + 20, y - 1, textWidth + 4, lineHeight + 1), area);
        if (entry.kind == 2) {
            painter.setPen(QPen(frontierColor, 1.4, Qt::DashLine));
            painter.drawLine(QPointF(swatch.left(), swatch.center().y()),
                             QPointF(swatch.right(), swatch.center().y()));
        } else if (bars) {
            paintBar(painter, swatch, entry.kind == 0);
        } else {
            paintPoint(painter, swatch.center(), entry.kind == 0);
        }
        painter.setPen(Qt::black);
        painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, entry.text);
        x += 20 + textWidth + 16;
    }
    return y - area.top() + lineHeight + 5;
}

void ReportCharts::paintCostBars(QPainter &painter, const QRectF &rect,
                                 const QList<ChartItem> &items, const QString &axisTitle) const
{
    const double legend = paintLegend(painter, rect, true, false);
    const double labelWidth = std::min(170.0, rect.width() * 0.32);
    constexpr double valueWidth = 64;
    const QRectF plot(rect.left() + labelWidth + 6, rect.top() + legend,
                      rect.width() - labelWidth - 6 - valueWidth,
                      double(items.size()) * barRowHeight);
    double maxCost = 0;
    for (const ChartItem &item : items)
        maxCost = std::max(maxCost, item.cost.value_or(0));
    const Axis axis = niceAxis(maxCost);
    const auto xAt = [&](double value) { return plot.left() + plot.width() * value / axis.max; };

    const QFont small = font(7.5);
    painter.setFont(small);
    for (double value = 0; value <= axis.max + axis.step / 2; value += axis.step) {
        const QRectF line = mirrored(QRectF(xAt(value), plot.top(), 0, plot.height() + 3), rect);
        painter.setPen(QPen(value == 0 ? axisColor : gridColor, value == 0 ? 0.8 : 0.5));
        painter.drawLine(line.topLeft(), line.bottomLeft());
        painter.setPen(axisColor);
        painter.drawText(mirrored(QRectF(xAt(value) - 30, plot.bottom() + 4, 60, 11), rect),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip,
                         m_money(value, moneyDecimalsFor(axis.step)));
    }
    painter.drawText(mirrored(QRectF(plot.left(), plot.bottom() + 17, plot.width(), 12), rect),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, axisTitle);

    const QFont labelFont = font(8);
    const QFontMetricsF metrics(labelFont, painter.device());
    for (qsizetype i = 0; i < items.size(); ++i) {
        const ChartItem &item = items.at(i);
        const double y = plot.top() + double(i) * barRowHeight;
        // A long name gets a smaller type before it loses its end.
        QFont fitted = labelFont;
        const double width = metrics.horizontalAdvance(item.label);
        if (width > labelWidth)
            fitted.setPointSizeF(std::max(6.0, labelFont.pointSizeF() * labelWidth / width));
        painter.setFont(fitted);
        painter.setPen(Qt::black);
        painter.drawText(mirrored(QRectF(rect.left(), y, labelWidth, barRowHeight), rect),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip,
                         QFontMetricsF(fitted, painter.device())
                             .elidedText(item.label, Qt::ElideRight, labelWidth));
        if (!item.cost) {
            painter.setPen(axisColor);
            painter.drawText(mirrored(QRectF(plot.left() + 4, y, plot.width(), barRowHeight), rect),
                             Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip,
                             tr("unknown: no price or no speed"));
            continue;
        }
        const QRectF bar(plot.left(), y + 3, std::max(xAt(*item.cost) - plot.left(), 0.8),
                         barRowHeight - 6);
        paintBar(painter, mirrored(bar, rect), item.measured);
        painter.setFont(small);
        painter.setPen(Qt::black);
        painter.drawText(mirrored(QRectF(bar.right() + 4, y, valueWidth + 40, barRowHeight), rect),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip,
                         m_money(*item.cost, 2));
    }
}

QList<QRectF> ReportCharts::paintScatter(QPainter &painter, const QRectF &rect,
                                         const QList<ChartItem> &items, const QString &xTitle,
                                         const QString &yTitle) const
{
    const double legend = paintLegend(painter, rect, false, true);
    const QRectF plot(rect.left() + 54, rect.top() + legend + 8, rect.width() - 54 - 12,
                      rect.height() - legend - 8 - 36);
    double maxX = 0;
    double maxY = 0;
    bool any = false;
    for (const ChartItem &item : items) {
        if (item.x && item.y) {
            maxX = std::max(maxX, *item.x);
            maxY = std::max(maxY, *item.y);
            any = true;
        }
    }
    const QFont small = font(7.5);
    painter.setFont(small);
    if (!any) {
        painter.setPen(axisColor);
        painter.drawRect(plot);
        painter.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap | Qt::TextDontClip,
                         tr("No offer in this report has both a price and a speed."));
        return {};
    }
    const Axis xAxis = niceAxis(maxX * 1.04);
    const Axis yAxis = niceAxis(maxY * 1.06);
    const auto at = [&](double x, double y) {
        return QPointF(plot.left() + plot.width() * x / xAxis.max,
                       plot.bottom() - plot.height() * y / yAxis.max);
    };
    // The scatter keeps its axes on any page: absolute alignment, not mirrored.
    constexpr int absolute = Qt::AlignAbsolute;
    for (double x = 0; x <= xAxis.max + xAxis.step / 2; x += xAxis.step) {
        const QPointF p = at(x, 0);
        painter.setPen(QPen(x == 0 ? axisColor : gridColor, x == 0 ? 0.8 : 0.5));
        painter.drawLine(QPointF(p.x(), plot.top()), QPointF(p.x(), plot.bottom() + 3));
        painter.setPen(axisColor);
        painter.drawText(QRectF(p.x() - 30, plot.bottom() + 4, 60, 11),
                         absolute | Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip,
                         m_money(x, moneyDecimalsFor(xAxis.step)));
    }
    for (double y = 0; y <= yAxis.max + yAxis.step / 2; y += yAxis.step) {
        const QPointF p = at(0, y);
        painter.setPen(QPen(y == 0 ? axisColor : gridColor, y == 0 ? 0.8 : 0.5));
        painter.drawLine(QPointF(plot.left() - 3, p.y()), QPointF(plot.right(), p.y()));
        painter.setPen(axisColor);
        painter.drawText(QRectF(rect.left(), p.y() - 6, 54 - 6, 12),
                         absolute | Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
                         m_number(y, decimalsFor(yAxis.step)));
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + 17, plot.width(), 12),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, xTitle);
    painter.save();
    painter.translate(rect.left() + 6, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -6, plot.height(), 12),
                     Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextDontClip, yTitle);
    painter.restore();

    const QList<int> frontier = paretoFrontier(items);
    if (frontier.size() > 1) {
        QPainterPath path(at(*items.at(frontier.first()).x, *items.at(frontier.first()).y));
        for (qsizetype i = 1; i < frontier.size(); ++i)
            path.lineTo(at(*items.at(frontier.at(i)).x, *items.at(frontier.at(i)).y));
        painter.setPen(QPen(frontierColor, 1.4, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
    for (const int i : frontier) {
        painter.setPen(QPen(frontierColor, 1.2));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(at(*items.at(i).x, *items.at(i).y), 6, 6);
    }
    // Every point first, then the marks where they overlap nothing: the frontier's first, then
    // in the report's order; a mark that fits nowhere is left out (the table names the offer).
    QList<int> order = frontier;
    QList<QPointF> anchors;
    QList<QSizeF> sizes;
    const QFontMetricsF metrics(small, painter.device());
    for (int i = 0; i < int(items.size()); ++i) {
        const ChartItem &item = items.at(i);
        if (!item.x || !item.y)
            continue;
        paintPoint(painter, at(*item.x, *item.y), item.measured);
        if (!frontier.contains(i))
            order.append(i);
    }
    QList<int> marked;
    for (const int i : std::as_const(order)) {
        if (items.at(i).mark.isEmpty())
            continue;
        marked.append(i);
        anchors.append(at(*items.at(i).x, *items.at(i).y));
        sizes.append(QSizeF(metrics.horizontalAdvance(items.at(i).mark) + 2, metrics.height()));
    }
    const QList<PlacedLabel> placed = placeLabels(anchors, sizes, plot, Qt::LeftToRight, 6);
    QList<QRectF> rects;
    painter.setFont(small);
    for (qsizetype k = 0; k < placed.size(); ++k) {
        const PlacedLabel &label = placed.at(k);
        if (label.rect.isEmpty())
            continue;
        if (label.leader) {
            painter.setPen(QPen(axisColor, 0.4));
            const QPointF p = anchors.at(k);
            const QPointF to(std::clamp(p.x(), label.rect.left(), label.rect.right()),
                             std::clamp(p.y(), label.rect.top(), label.rect.bottom()));
            painter.drawLine(p + (to - p) * (3.5 / std::max(1.0, QLineF(p, to).length())), to);
        }
        painter.setPen(Qt::black);
        painter.drawText(label.rect, absolute | Qt::AlignCenter | Qt::TextDontClip,
                         items.at(marked.at(k)).mark);
        rects.append(label.rect);
    }
    return rects;
}

} // namespace core
