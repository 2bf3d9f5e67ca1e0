#pragma once

#include "plan.h"
#include "planoptimizer.h"

#include <core/engine/engine.h>

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace core {

// The user's own card: what it costs to buy, what it fetches when sold after `months`, and
// what it draws while working.
struct OwnGpu
{
    const Gpu *gpu = nullptr;
    double purchaseUsd = 0;
    double resaleUsd = 0;
    double watts = 0;
    double usdPerKwh = 0;
    int months = 24; // the period after which the card is sold for resaleUsd
};

// One workload of the plan on the user's own card.
struct OwnPart
{
    Workload workload;
    Fit fit = Fit::No;
    std::optional<double> hours; // a month's running hours; unknown without a speed
    bool meetsDeadline = true;
};

struct RentOrBuy
{
    double monthlyRentalUsd = 0; // the best rental mix of the same plan
    double monthlyElectricityUsd = 0;
    double monthlyOwnUsd = 0; // electricity + (purchase − resale) / months
    double ownHoursPerMonth = 0;
    // Months after which owning has cost less than renting: (purchase − resale) / (rental −
    // electricity). Nothing ("never") when renting costs no more than the electricity.
    std::optional<double> breakEvenMonths;
    QList<OwnPart> parts;
    bool runsEverything = true; // every workload fits the card, has a speed, meets its deadline

    // Cumulative cost after `month` months: renting, and owning (bought at month 0, valued at
    // its resale price, plus the electricity so far).
    double cumulativeRentalUsd(double month) const { return monthlyRentalUsd * month; }
    double cumulativeOwnUsd(double month) const
    {
        return depreciationUsd + monthlyElectricityUsd * month;
    }
    double depreciationUsd = 0; // purchase − resale
};

class RentOrBuyModel final
{
    Q_DECLARE_TR_FUNCTIONS(core::RentOrBuyModel)

public:
    // Runs each workload of `plan` on the own card through the engine (an offer at no hourly
    // price, per-second billing, no boot time, models on the local disk, one instance) for the
    // hours it needs, and sets them against `rental`, the cheapest rental of the same plan.
    static Expected<RentOrBuy> compare(const Catalog &catalog, const Assumptions &assumptions,
                                       const Plan &plan, const PlanResult &rental,
                                       const OwnGpu &own);
};

} // namespace core
