#pragma once

#include "costmodel.h"
#include "speedmodel.h"
#include "vrammodel.h"
#include "workload.h"

#include <core/catalog/resolvedoffer.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QFlags>
#include <QList>

#include <memory>

namespace core {

// Why an offer stands where it does, as the engine decides it: one bit per part of the reason,
// in the order the text lists them. The words are built from these codes and the row's numbers
// only when a row is shown or exported (Engine::reasonText), in the language installed then: a
// language switch does not evaluate again, and 100,000 rows carry no strings.
enum class Reason : quint32 {
    NoBf16 = 1u << 0, // does not fit: the workload wants BF16 and the GPU lacks it
    NeedsMoreVram = 1u << 1, // does not fit: more VRAM than the GPU's
    NoOnDemandPrice = 1u << 2,
    SpeedUnknown = 1u << 3,
    MissesDeadline = 1u << 4,
    Cheapest = 1u << 5, // rank 1: lowest monthly cost, cheapest job or training run by task
    Fastest = 1u << 6,
    OverBudget = 1u << 7,
    SlowerThanWait = 1u << 8,
    TightFit = 1u << 9,
    OverCapacity = 1u << 10, // tight only by offloading part of the weights to host memory
    BillingUnknown = 1u << 11,
    PerSecondBilling = 1u << 12,
    PerMinuteBilling = 1u << 13,
    HourlyBilling = 1u << 14,
    UnusedBilledTime = 1u << 15, // at least a fifth of the bill (the share is in the row's cost)
    Spot = 1u << 16,
    ParallelInstances = 1u << 17, // the row's `instances`
    ColdStartAssumed = 1u << 18,
    PriceOldUnverified = 1u << 19,
    PriceUndatedUnverified = 1u << 20,
    RankedAfterVerified = 1u << 21,
    PriceUnverified = 1u << 22,
    YourMeasurement = 1u << 23,
    Measured = 1u << 24,
    Estimated = 1u << 25,
};
Q_DECLARE_FLAGS(Reasons, Reason)

// Everything the engine says about one offer for one workload: the row behind a line of the
// table, a point of a chart and a line of an export. Small and numeric: the speed estimate is
// the one its GPU shares with every offer of that GPU, and the reason is codes.
struct OfferEvaluation
{
    ResolvedOffer offer;
    // The GPU's speed for the workload (per image for inference; per step for training),
    // shared by every row of that GPU in one evaluation; null when unknown.
    std::shared_ptr<const SpeedEstimate> speed;
    std::optional<double> secondsPerImage;
    std::optional<double> imagesPerHour; // the whole instance: all its GPUs as workers
    std::optional<double> trainingStepS;
    // Optimizer steps of the training run: the workload's, or what a run of its hours does here.
    std::optional<double> trainingSteps;
    std::optional<double> usdPer1000Images; // compute only, at the rate used
    std::optional<double> usdPerHour; // the rate used: on-demand, or spot when chosen
    // The interruption rate used for spot (per running hour), and whether it is AWS Spot
    // Advisor's figure for this instance type and region rather than the default assumption.
    double spotInterruptionsPerHour = 0;
    double coldStartS = 0;
    // What the models' volume costs a month (0 without one): the share of the bill the charts
    // reuse.
    double storageMonthUsd = 0;
    std::optional<cost::Breakdown> cost; // of the task's total: month, job or training run
    std::optional<double> totalCostUsd;
    std::optional<double> totalHours; // billed hours a month, or wall hours of the job/run
    // A batch job or training run priced both ways, for the spot chart: on demand, and on spot
    // with the expected interruptions. Set when the offer has both prices and a known speed;
    // the way the row itself chose (`spot`) equals its totalCostUsd.
    struct JobPrice
    {
        double usd = 0;
        bool meetsDeadline = true;
    };
    std::optional<JobPrice> onDemandJob;
    std::optional<JobPrice> spotJob;
    int instances = 1;
    int rank = 0; // 1 is best; 0 when not ranked
    Reasons reasons; // why it ranks where it does (Engine::reasonText)
    Fit fit = Fit::No;
    // Tight only by letting part of the weights live in host memory (the requirement is over
    // the card by less than Assumptions::tightOverflow): it runs, slower.
    bool overCapacity = false;
    bool precisionUnsupported = false;
    bool spot = false;
    bool spotRateFromAdvisor = false;
    bool coldStartAssumed = false; // the provider publishes no figure
    bool usesVolume = false; // models kept on a persistent volume
    bool billingUnknown = false;
    // The price rests on one source nobody has checked against the provider (a third party's
    // transcription, or a page seen only through a search index): a confidence mark.
    bool priceUnverified = false;
    // That price is also older than UnverifiedPriceMaxAgeDays or undated: unless the assumptions
    // include such prices on equal terms, the offer ranks after every verified or recent price.
    bool priceOldUnverified = false;
    bool meetsDeadline = true;
    bool withinWait = true; // interactive: an image within the workload's acceptable wait
    bool withinBudget = true;
};

struct Evaluation
{
    Workload workload;
    Assumptions assumptions; // the ones the engine evaluated with: they travel with the rows
    VramRequirement vram;
    QList<OfferEvaluation> rows; // in the order of the offers given
    // Set when the workload could not be evaluated (the catalog lacks its model): the rows
    // then carry only prices, and each shows this in place of a reason.
    QString error;
};

// Computes a row of metrics per offer for a workload and ranks them by the task's measure:
// monthly cost for interactive work, job cost (within the deadline) for batches, run cost
// for training; offers that do not fit, or whose price or speed is unknown, are not ranked.
// An old single unverified price ranks after every verified or recent one unless
// Assumptions::includeUnverifiedPrices.
class Engine final
{
    Q_DECLARE_TR_FUNCTIONS(core::Engine)

public:
    explicit Engine(const Catalog &catalog, Assumptions assumptions = {},
                    SpeedParameters parameters = {});

    Expected<Evaluation> evaluate(const Workload &workload, const QList<ResolvedOffer> &offers,
                                  BasisChoice basis = BasisChoice::Auto) const;

    const Assumptions &assumptions() const { return m_assumptions; }
    const SpeedModel &speedModel() const { return m_speed; }

    // Why `row` ranks where it does, in the language and locale installed now: the codes the
    // engine set (OfferEvaluation::reasons) in words, with the row's numbers; the evaluation's
    // error when it has one. The table, the details, the CSV, the PDF and the CLI show this.
    static QString reasonText(const Evaluation &evaluation, const OfferEvaluation &row);

    // Checkpoint (and refiner) size in GB, and what is kept on a volume.
    double checkpointGb(const ModelProfile &model) const;
    double storageGb(const ModelProfile &model) const;

private:
    struct GpuFigures;
    struct ModelFigures;
    GpuFigures gpuFigures(const Gpu &gpu, const Workload &workload, const ModelProfile &model,
                          double requiredGb, BasisChoice basis) const;
    void evaluateOffer(OfferEvaluation &row, const Workload &workload, const ModelFigures &model,
                       const GpuFigures &gpu, QString &instanceKey) const;
    void rank(Evaluation &evaluation) const;
    static Reasons reasonsFor(const OfferEvaluation &row, bool includeUnverified);

    const Catalog &m_catalog;
    Assumptions m_assumptions;
    SpeedModel m_speed;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(core::Reasons)

} // namespace core
