#pragma once

#include <optional>

// The billing arithmetic, as pure functions over plain numbers so that each formula can be
// checked by hand (tests/core/tst_costmodel.cpp). Money is USD, time is seconds.
namespace core::cost {

struct Billing
{
    double usdPerHour = 0;
    std::optional<int> incrementS; // unknown: no rounding is assumed (and flagged by the caller)
    std::optional<int> minimumS; // unknown: no minimum is assumed
};

// What a run of `usedS` seconds is billed as: at least the minimum, rounded up to the increment.
double billedSeconds(double usedS, const Billing &billing);

// Where the money goes. total() is what the user pays.
struct Breakdown
{
    double computeUsd = 0; // the work itself
    double coldStartUsd = 0; // boot, checkpoint download and load, billed
    double roundingUsd = 0; // billed but unused: increments and minimum charges
    double storageUsd = 0; // persistent volume for the models
    double spotRiskUsd = 0; // expected re-work after spot interruptions

    double total() const
    {
        return computeUsd + coldStartUsd + roundingUsd + storageUsd + spotRiskUsd;
    }
};

struct Spot
{
    double interruptionsPerHour = 0;
    double resumeS = 0;
};

// Expected extra running time from spot interruptions over `workS` of work.
double spotExtraSeconds(double workS, const Spot &spot);

struct Interactive
{
    int sessions = 0;
    double sessionS = 0;
    double coldStartS = 0;
    double storageGbMonthUsd = 0; // storage GB × price per GB-month, 0 without a volume
};

struct InteractiveResult
{
    Breakdown cost; // per month
    double billedHours = 0;
    double usedHours = 0;
};

InteractiveResult interactiveMonth(const Billing &billing, const Interactive &pattern);

struct Job
{
    double workS = 0; // compute time of the whole job on one worker
    int workersPerInstance = 1; // a multi-GPU instance runs that many independent workers
    double workerEfficiency = 1; // throughput of each extra worker (data-parallel training < 1)
    double coldStartS = 0;
    std::optional<double> deadlineS;
    int maxInstances = 1;
    Spot spot; // zero for on-demand
    double storageUsdPerHour = 0;
};

// AWS Spot Advisor's "frequency of interruption" bucket, the share of Spot capacity reclaimed in
// the trailing month, as interruptions per running hour: −ln(1 − p) / 730 with p the bucket's
// upper bound (<5 % → 5 %, …); the open top bucket (">20 %", whose bound the data gives as 100)
// counts as 40 %, twice its lower bound (docs/engine-model.md, "Spot").
double interruptionsPerHour(int bucketMaxPercent);

struct JobResult
{
    Breakdown cost;
    int instances = 1;
    double wallS = 0; // from request to the last result
    bool meetsDeadline = true;
};

// A batch job or a training run, on as many instances as the deadline needs (each billed on
// its own, each with its own cold start).
JobResult job(const Billing &billing, const Job &job);

} // namespace core::cost
