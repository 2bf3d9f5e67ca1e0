#pragma once

#include <QString>

namespace core {

// The interruption-frequency bucket AWS's Spot Instance Advisor gives an instance type in a
// region (Linux): "<5%", "5-10%", … with the bucket's upper bound in percent per month. A fact
// beside the catalog: the store keeps it, the network brings it, the workspace prices with it.
struct SpotRisk
{
    QString instanceType;
    QString region;
    QString label;
    int maxPercent = 0;
};

} // namespace core
