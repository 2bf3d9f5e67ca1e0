#include "chartitem.h"

#include <algorithm>
#include <cmath>

namespace core {

QList<int> paretoFrontier(const QList<ChartItem> &items)
{
    QList<int> candidates;
    for (int i = 0; i < int(items.size()); ++i) {
        if (items.at(i).x && items.at(i).y && items.at(i).fits)
            candidates.append(i);
    }
    // By cost, then speed: walking up the cost axis, an offer is on the frontier when it is
    // faster than every cheaper one.
    std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
        if (*items.at(a).x != *items.at(b).x)
            return *items.at(a).x < *items.at(b).x;
        return *items.at(a).y < *items.at(b).y;
    });
    QList<int> frontier;
    double bestY = INFINITY;
    for (const int i : std::as_const(candidates)) {
        if (*items.at(i).y < bestY) {
            frontier.append(i);
            bestY = *items.at(i).y;
        }
    }
    return frontier;
}

QList<PlacedLabel> placeLabels(const QList<QPointF> &anchors, const QList<QSizeF> &sizes,
                               const QRectF &area, Qt::LayoutDirection direction,
                               double pointRadius, const QList<QRectF> &obstacles)
{
    QList<QRectF> taken = obstacles;
    for (const QPointF &anchor : anchors)
        taken.append(QRectF(anchor.x() - pointRadius, anchor.y() - pointRadius, 2 * pointRadius,
                            2 * pointRadius));
    const double after = direction == Qt::RightToLeft ? -1 : 1;
    QList<PlacedLabel> placed;
    placed.reserve(anchors.size());
    for (qsizetype i = 0; i < anchors.size(); ++i) {
        const QPointF at = anchors.at(i);
        const QSizeF size = sizes.at(i);
        const double w = size.width();
        const double h = size.height();
        PlacedLabel label;
        // Rings further and further out; on each, the eight places around the point.
        for (const double ring : {1.0, 2.5, 4.5}) {
            const double gap = pointRadius * ring + 1;
            const double sideX = after > 0 ? at.x() + gap : at.x() - gap - w;
            const double otherX = after > 0 ? at.x() - gap - w : at.x() + gap;
            const double midY = at.y() - h / 2;
            const double aboveY = at.y() - gap - h;
            const double belowY = at.y() + gap;
            const QPointF corners[] = {{sideX, midY},
                                       {otherX, midY},
                                       {at.x() - w / 2, aboveY},
                                       {at.x() - w / 2, belowY},
                                       {sideX, aboveY},
                                       {sideX, belowY},
                                       {otherX, aboveY},
                                       {otherX, belowY}};
            for (const QPointF &corner : corners) {
                const QRectF box(corner, size);
                if (!area.contains(box))
                    continue;
                if (std::any_of(taken.cbegin(), taken.cend(),
                                [&](const QRectF &other) { return other.intersects(box); }))
                    continue;
                label.rect = box;
                label.leader = ring > 1;
                break;
            }
            if (!label.rect.isEmpty())
                break;
        }
        if (!label.rect.isEmpty())
            taken.append(label.rect);
        placed.append(label);
    }
    return placed;
}

} // namespace core
