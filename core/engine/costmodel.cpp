#include "costmodel.h"

#include <algorithm>
#include <cmath>

namespace core::cost {

double billedSeconds(double usedS, const Billing &billing)
{
    double billed = std::max(usedS, double(billing.minimumS.value_or(0)));
    // Per-second billing still rounds up to whole seconds.
    const int increment = std::max(1, billing.incrementS.value_or(1));
    return std::ceil(billed / increment - 1e-9) * increment;
}

double spotExtraSeconds(double workS, const Spot &spot)
{
    return workS / 3600.0 * spot.interruptionsPerHour * spot.resumeS;
}

double interruptionsPerHour(int bucketMaxPercent)
{
    constexpr double hoursPerMonth = 730;
    const double share = bucketMaxPercent >= 100 ? 0.40
                                                 : std::clamp(bucketMaxPercent, 0, 99) / 100.0;
    return -std::log(1 - share) / hoursPerMonth;
}

InteractiveResult interactiveMonth(const Billing &billing, const Interactive &pattern)
{
    const double perSecond = billing.usdPerHour / 3600.0;
    const double used = pattern.coldStartS + pattern.sessionS;
    const double billed = billedSeconds(used, billing);
    InteractiveResult result;
    result.cost.computeUsd = pattern.sessions * pattern.sessionS * perSecond;
    result.cost.coldStartUsd = pattern.sessions * pattern.coldStartS * perSecond;
    result.cost.roundingUsd = pattern.sessions * (billed - used) * perSecond;
    result.cost.storageUsd = pattern.storageGbMonthUsd;
    result.billedHours = pattern.sessions * billed / 3600.0;
    result.usedHours = pattern.sessions * used / 3600.0;
    return result;
}

JobResult job(const Billing &billing, const Job &job)
{
    const double perSecond = billing.usdPerHour / 3600.0;
    const int workers = std::max(1, job.workersPerInstance);
    const double throughput = 1 + (workers - 1) * job.workerEfficiency;
    // Work one instance must do when the job is split evenly over `instances`.
    const auto wallFor = [&](int instances) {
        const double work = job.workS / throughput / instances;
        return job.coldStartS + work + spotExtraSeconds(work, job.spot);
    };

    JobResult result;
    result.instances = 1;
    if (job.deadlineS && wallFor(1) > *job.deadlineS) {
        const double available = *job.deadlineS - job.coldStartS;
        const double work = job.workS / throughput
            * (1 + job.spot.interruptionsPerHour * job.spot.resumeS / 3600.0);
        const int needed = available > 0 ? int(std::ceil(work / available - 1e-9))
                                         : job.maxInstances;
        result.instances = std::clamp(needed, 1, std::max(1, job.maxInstances));
    }
    const double instanceWork = job.workS / throughput / result.instances;
    const double spotExtra = spotExtraSeconds(instanceWork, job.spot);
    result.wallS = job.coldStartS + instanceWork + spotExtra;
    result.meetsDeadline = !job.deadlineS || result.wallS <= *job.deadlineS + 1e-6;

    const double used = result.wallS;
    const double billed = billedSeconds(used, billing);
    const int n = result.instances;
    result.cost.computeUsd = n * instanceWork * perSecond;
    result.cost.coldStartUsd = n * job.coldStartS * perSecond;
    result.cost.spotRiskUsd = n * spotExtra * perSecond;
    result.cost.roundingUsd = n * (billed - used) * perSecond;
    result.cost.storageUsd = n * job.storageUsdPerHour * result.wallS / 3600.0;
    return result;
}

} // namespace core::cost
