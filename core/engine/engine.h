#pragma once

#include "costmodel.h"
#include "speedmodel.h"
#include "vrammodel.h"
#include "workload.h"

#include <core/catalog/resolvedoffer.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QList>

namespace core {

// Everything the engine says about one offer for one workload: the row behind a line of the
// table, a point of a chart and a line of an export.
struct OfferEvaluation
{
    ResolvedOffer offer;
    Fit fit = Fit::No;
    // Tight only by letting part of the weights live in host memory (the requirement is over
    // the card by less than Assumptions::tightOverflow): it runs, slower.
    bool overCapacity = false;
    bool precisionUnsupported = false;
    std::optional<SpeedEstimate> speed; // per image for inference; per step for training
    std::optional<double> secondsPerImage;
    std::optional<double> imagesPerHour; // the whole instance: all its GPUs as workers
    std::optional<double> trainingStepS;
    // Optimizer steps of the training run: the workload's, or what a run of its hours does here.
    std::optional<double> trainingSteps;
    std::optional<double> usdPer1000Images; // compute only, at the rate used
    std::optional<double> usdPerHour; // the rate used: on-demand, or spot when chosen
    bool spot = false;
    // The interruption rate used for spot (per running hour), and whether it is AWS Spot
    // Advisor's figure for this instance type and region rather than the default assumption.
    double spotInterruptionsPerHour = 0;
    bool spotRateFromAdvisor = false;
    double coldStartS = 0;
    bool coldStartAssumed = false; // the provider publishes no figure
    bool usesVolume = false; // models kept on a persistent volume
    // What that volume costs a month (0 without one): the share of the bill the charts reuse.
    double storageMonthUsd = 0;
    bool billingUnknown = false;
    // The price rests on one source nobody has checked against the provider (a third party's
    // transcription, or a page seen only through a search index): a confidence mark.
    bool priceUnverified = false;
    // That price is also older than UnverifiedPriceMaxAgeDays or undated: unless the assumptions
    // include such prices on equal terms, the offer ranks after every verified or recent price.
    bool priceOldUnverified = false;
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
    bool meetsDeadline = true;
    bool withinWait = true; // interactive: an image within the workload's acceptable wait
    bool withinBudget = true;
    int rank = 0; // 1 is best; 0 when not ranked
    QString reason;
};

struct Evaluation
{
    Workload workload;
    Assumptions assumptions; // the ones the engine evaluated with: they travel with the rows
    VramRequirement vram;
    QList<OfferEvaluation> rows; // in the order of the offers given
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

    // Checkpoint (and refiner) size in GB, and what is kept on a volume.
    double checkpointGb(const ModelProfile &model) const;
    double storageGb(const ModelProfile &model) const;

private:
    void evaluateOffer(OfferEvaluation &row, const Workload &workload, const ModelProfile &model,
                       double requiredGb, const std::optional<SpeedEstimate> &speed,
                       const std::optional<double> &trainingStep) const;
    void rank(Evaluation &evaluation) const;
    struct Phrases;
    QString reasonFor(const OfferEvaluation &row, const Workload &workload, bool cheapest,
                      bool fastest, const Phrases &phrases) const;

    const Catalog &m_catalog;
    Assumptions m_assumptions;
    SpeedModel m_speed;
};

} // namespace core
