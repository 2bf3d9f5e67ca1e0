#include "rentorbuy.h"

namespace core {

Expected<RentOrBuy> RentOrBuyModel::compare(const Catalog &catalog, const Assumptions &assumptions,
                                            const Plan &plan, const PlanResult &rental,
                                            const OwnGpu &own)
{
    if (!own.gpu)
        return Error{tr("Choose the GPU you would buy.")};
    if (own.resaleUsd > own.purchaseUsd)
        return Error{tr("The resale value (%1 USD) cannot exceed the purchase price (%2 USD).")
                         .arg(own.resaleUsd)
                         .arg(own.purchaseUsd)};
    if (own.months < 1)
        return Error{
            tr("The period before resale must be at least one month, not %1.").arg(own.months)};

    // The own card as an offer: no hourly price, per-second billing without minimum, no boot,
    // checkpoints on the local disk (a free "volume"), one machine.
    Provider home;
    home.id = QStringLiteral("own");
    home.name = tr("Your own GPU");
    home.billingIncrementS = 1;
    home.minBilledS = 0;
    home.coldStartS = 0;
    home.persistentStorage = true;
    home.storageUsdPerGbMonth = 0;
    Offer offer;
    offer.key = {home.id, own.gpu->id, 1, QStringLiteral("own"), {}};
    offer.onDemandPerHour = 0;
    ResolvedOffer resolved{&offer, own.gpu, &home, 0.0, std::nullopt, 1, 0};
    Assumptions local = assumptions;
    local.maxInstances = 1;
    local.persistentVolume = true;
    const Engine engine(catalog, local);

    RentOrBuy result;
    result.monthlyRentalUsd = rental.totalCostUsd;
    for (Workload workload : plan.workloads) {
        workload.allowSpot = false;
        workload.budgetUsd.reset();
        const Expected<Evaluation> evaluation = engine.evaluate(workload, {resolved});
        if (!evaluation)
            return Error{evaluation.error()};
        const OfferEvaluation &row = evaluation->rows.constFirst();
        OwnPart part;
        part.workload = workload;
        part.fit = row.fit;
        part.meetsDeadline = row.meetsDeadline;
        if (row.fit != Fit::No && !row.precisionUnsupported)
            part.hours = row.totalHours;
        if (!part.hours || !part.meetsDeadline)
            result.runsEverything = false;
        result.ownHoursPerMonth += part.hours.value_or(0);
        result.parts.append(part);
    }
    result.monthlyElectricityUsd = result.ownHoursPerMonth * own.watts / 1000.0 * own.usdPerKwh;
    result.depreciationUsd = own.purchaseUsd - own.resaleUsd;
    result.monthlyOwnUsd = result.monthlyElectricityUsd + result.depreciationUsd / own.months;
    const double saving = result.monthlyRentalUsd - result.monthlyElectricityUsd;
    if (saving > 0)
        result.breakEvenMonths = result.depreciationUsd / saving;
    return result;
}

} // namespace core
