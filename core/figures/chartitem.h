#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>

namespace core {

// One offer as the report's charts show it, taken from the same rows as the tables.
struct ChartItem
{
    QString label; // "1. RunPod RTX 4090"
    QString mark; // beside its point: the rank, or a letter
    std::optional<double> cost; // the bar: cost of the task
    std::optional<double> x; // the scatter: cost per 1,000 images (or of the run)
    std::optional<double> y; // the scatter: seconds per image (or per training step)
    bool measured = false; // the speed behind the figures is a benchmark's
    bool fits = true; // an offer the workload does not fit is never a real option
};

// Offers no other offer beats on both axes of the scatter (cheaper and at least as fast, or
// faster and at most as expensive): indexes into `items`, by increasing x. Items without x or
// y, and offers the workload does not fit, are ignored.
QList<int> paretoFrontier(const QList<ChartItem> &items);

// Where a label goes beside its point: `rect` is empty when it fits nowhere (the caller leaves
// it out and names the offer another way, a tooltip or the table); `leader` when it sits away
// from its point and wants a line to it.
struct PlacedLabel
{
    QRectF rect;
    bool leader = false;
};

// Places labels of `sizes` at their `anchors`, greedily in the order given (put the important
// ones first): beside the point on the side the text runs to, then before it, above, below and
// at the corners, then the same further out (with a leader). A label never leaves `area`, never
// covers another label, a point (a square of `pointRadius` around every anchor) or one of the
// `obstacles`.
QList<PlacedLabel> placeLabels(const QList<QPointF> &anchors, const QList<QSizeF> &sizes,
                               const QRectF &area, Qt::LayoutDirection direction,
                               double pointRadius, const QList<QRectF> &obstacles = {});

} // namespace core
