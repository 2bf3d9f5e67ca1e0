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

} // namespace core
