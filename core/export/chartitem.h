#pragma once

#include <QList>
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

} // namespace core
