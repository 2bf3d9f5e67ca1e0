#include "engine.h"

#include <core/catalog/priceconfidence.h>
#include <core/common/allocator.h>
#include <core/text/vocabulary.h>

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace core {
namespace {

// Host-to-GPU copy rate of offloaded weights: PCIe 4.0 x16 carries 31.5 GB/s per direction
// (16 GT/s × 16 lanes, 128b/130b); pinned-memory copies reach about 25 of them.
constexpr double HostToGpuGBps = 25;

} // namespace

Engine::Engine(const Catalog &catalog, Assumptions assumptions, SpeedParameters parameters)
    : m_catalog(catalog)
    , m_assumptions(std::move(assumptions))
    , m_speed(catalog, parameters)
{
}

double Engine::checkpointGb(const ModelProfile &model) const
{
    double gb = model.checkpointGb.value_or(model.paramsBillion * 2);
    if (const ModelProfile *refiner = model.refiner.isEmpty() ? nullptr
                                                              : m_catalog.model(model.refiner))
        gb += refiner->checkpointGb.value_or(refiner->paramsBillion * 2);
    return gb;
}

double Engine::storageGb(const ModelProfile &model) const
{
    return checkpointGb(model) + m_assumptions.extraStorageGb;
}

// What an evaluation needs of its model, looked up once rather than per offer.
struct Engine::ModelFigures
{
    double checkpointGb = 0;
    double storageGb = 0;
};

// What one GPU gives the workload, whatever the offer: its fit and its speed (with the
// offloading a fit over the card costs). Every offer of the GPU shares it.
struct Engine::GpuFigures
{
    std::shared_ptr<const SpeedEstimate> speed;
    std::optional<double> trainingStep; // one GPU's optimizer step
    Fit fit = Fit::No;
    bool overCapacity = false;
    bool precisionUnsupported = false;
};

Expected<Evaluation> Engine::evaluate(const Workload &workload, const QList<ResolvedOffer> &offers,
                                      BasisChoice basis) const
{
    const ModelProfile *model = m_catalog.model(workload.model);
    if (!model)
        return Error{tr("The catalog has no model \"%1\".").arg(workload.model)};
    const ModelProfile *refiner = model->refiner.isEmpty() ? nullptr
                                                           : m_catalog.model(model->refiner);

    Evaluation evaluation;
    evaluation.workload = workload;
    evaluation.assumptions = m_assumptions;
    evaluation.vram = vramRequired(*model, refiner, workload, m_assumptions);
    evaluation.rows.reserve(offers.size());
    adviseHugePages(evaluation.rows.constData(),
                    sizeof(OfferEvaluation) * std::size_t(evaluation.rows.capacity()));

    ModelFigures figures;
    figures.checkpointGb = checkpointGb(*model);
    figures.storageGb = storageGb(*model);
    // Fit and speed depend only on the GPU for a given workload: computed once per GPU. Offers
    // of one GPU tend to follow each other: the last GPU's figures are at hand.
    QHash<const Gpu *, GpuFigures> byGpu;
    const Gpu *lastGpu = nullptr;
    const GpuFigures *last = nullptr; // valid until the next insertion, which replaces it
    const QDate today = QDate::currentDate(); // as data ages are counted (core/catalog/freshness)
    // A deadline at a date and time leaves the hours from now, when the job would start.
    Workload timed = workload;
    timed.setDeadlineHours(workload.hoursToDeadline(QDateTime::currentDateTimeUtc()));
    QString instanceKey; // reused: no allocation per offer
    for (const ResolvedOffer &offer : offers) {
        if (offer.gpu != lastGpu) {
            auto it = byGpu.constFind(offer.gpu);
            if (it == byGpu.cend())
                it = byGpu.insert(
                    offer.gpu,
                    gpuFigures(*offer.gpu, timed, *model, evaluation.vram.totalGb, basis));
            last = &*it;
            lastGpu = offer.gpu;
        }
        OfferEvaluation &row = evaluation.rows.emplaceBack();
        row.offer = offer;
        evaluateOffer(row, timed, figures, *last, instanceKey);
        row.priceOldUnverified = priceIsOldAndUnverified(*offer.offer, row.priceUnverified, today);
    }
    rank(evaluation);
    return evaluation;
}

Engine::GpuFigures Engine::gpuFigures(const Gpu &gpu, const Workload &workload,
                                      const ModelProfile &model, double requiredGb,
                                      BasisChoice basis) const
{
    const bool training = workload.task == Task::Lora || workload.task == Task::Finetune;
    GpuFigures figures;
    figures.fit = fitFor(requiredGb, gpu, workload, m_assumptions);
    figures.overCapacity = figures.fit == Fit::Tight && requiredGb > gpu.vramGb;
    figures.precisionUnsupported = workload.config.precision == Precision::Bf16
        && gpu.bf16 == false;
    std::optional<SpeedEstimate> speed = m_speed.estimate(gpu, model, workload.config, basis);
    if (training)
        figures.trainingStep = m_speed.trainingStepSeconds(
            gpu, model, workload.config, workload.task, workload.gradientCheckpointing);
    // A fit over the card ("tight" by offloading) keeps the overflow of the weights in host
    // memory and streams it to the GPU for every step (ComfyUI's and diffusers' partial
    // offload; the guided forwards run as one batch): that many bytes over PCIe per step.
    if (figures.overCapacity && speed && !training) {
        const double streamedS = (requiredGb - gpu.vramGb) / HostToGpuGBps;
        speed->secondsPerStep += streamedS;
        speed->secondsPerImage += streamedS * workload.config.steps / workload.config.batch;
        speed->basis = Basis::Estimated;
        speed->source += QStringLiteral("; plus %1 GB of weights streamed from host memory "
                                        "every step at %2 GB/s (PCIe 4.0 x16)")
                             .arg(requiredGb - gpu.vramGb, 0, 'f', 1)
                             .arg(HostToGpuGBps);
    }
    // A training step is always estimated: no training benchmark can match it, and an image
    // generation measurement says nothing of the backward (docs/engine-speed.md).
    if (training && speed)
        speed->basis = Basis::Estimated;
    if (speed)
        figures.speed = std::make_shared<const SpeedEstimate>(std::move(*speed));
    return figures;
}

void Engine::evaluateOffer(OfferEvaluation &row, const Workload &workload,
                           const ModelFigures &model, const GpuFigures &gpu,
                           QString &instanceKey) const
{
    const Assumptions &a = m_assumptions;
    const ResolvedOffer &offer = row.offer;
    const bool training = workload.task == Task::Lora || workload.task == Task::Finetune;
    const int gpus = offer.offer->key.gpuCount;

    row.fit = gpu.fit;
    row.overCapacity = gpu.overCapacity;
    row.precisionUnsupported = gpu.precisionUnsupported;
    row.speed = gpu.speed;
    if (row.speed && !training) {
        row.secondsPerImage = row.speed->secondsPerImage;
        row.imagesPerHour = 3600.0 / row.speed->secondsPerImage * gpus;
    }
    // Data-parallel training (docs/engine-speed.md, "Training step"): every GPU of the offer
    // runs the workload's batch and an optimizer step waits for all their gradients, so a step
    // sees gpus × batch samples and takes the one-GPU time over the extra GPUs' efficiency.
    if (gpu.trainingStep)
        row.trainingStepS = *gpu.trainingStep * gpus / (1 + (gpus - 1) * a.dataParallelEfficiency);

    // Spot is for resumable work: batches and training, never a live session.
    row.spot = workload.allowSpot && workload.task != Task::Interactive
        && offer.spotUsdPerHour.has_value();
    row.usdPerHour = row.spot ? offer.spotUsdPerHour : offer.onDemandUsdPerHour;
    if (row.usdPerHour && row.secondsPerImage)
        row.usdPer1000Images = *row.usdPerHour / 3600.0 * *row.secondsPerImage / gpus * 1000.0;

    // Cold start: boot, then the checkpoint from a volume or downloaded, then loaded to VRAM.
    const Provider &provider = *offer.provider;
    row.usesVolume = a.persistentVolume && provider.persistentStorage == true
        && provider.storageUsdPerGbMonth.has_value();
    row.coldStartAssumed = !a.coldStartOverrideS && !provider.coldStartS;
    const double boot = a.coldStartOverrideS.value_or(
        provider.coldStartS.value_or(a.unknownColdStartS));
    const double checkpoint = model.checkpointGb;
    const double download = row.usesVolume ? 0 : checkpoint * 1000.0 / a.downloadMBps;
    row.coldStartS = boot + download + checkpoint / a.weightLoadGBps;
    row.billingUnknown = !offer.billingIncrementS.has_value();
    row.priceUnverified = offer.priceUnverified;

    if (row.usesVolume)
        row.storageMonthUsd = model.storageGb * *provider.storageUsdPerGbMonth;

    if (!row.usdPerHour)
        return;
    const cost::Billing billing{*row.usdPerHour, offer.billingIncrementS, offer.minBilledS};
    constexpr double hoursPerMonth = 730;

    if (workload.task == Task::Interactive) {
        if (!row.secondsPerImage)
            return; // a month of sessions costs the same, but the latency is unknown: unranked
        const cost::InteractiveResult month = cost::interactiveMonth(
            billing,
            {workload.sessionsPerMonth, workload.sessionMinutes * 60, row.coldStartS,
             row.storageMonthUsd});
        row.cost = month.cost;
        row.totalHours = month.billedHours;
    } else {
        cost::Job job;
        job.coldStartS = row.coldStartS;
        job.workersPerInstance = gpus;
        job.storageUsdPerHour = row.storageMonthUsd / hoursPerMonth;
        if (training) {
            if (!gpu.trainingStep)
                return;
            // The workload's steps are optimizer steps: as many on any offer (more GPUs see
            // more samples in them, not fewer steps). The GPUs work on one step together.
            const double step = *row.trainingStepS;
            job.workersPerInstance = 1;
            // A run given in hours takes those hours here; its steps follow from the speed.
            job.workS = workload.trainHours ? *workload.trainHours * 3600
                                            : workload.trainSteps * step;
            row.trainingSteps = job.workS / step;
            job.maxInstances = 1; // one run does not split over separate instances
        } else {
            if (!row.secondsPerImage)
                return;
            job.workS = double(workload.images) * *row.secondsPerImage;
            job.maxInstances = a.maxInstances;
            if (workload.deadlineHours)
                job.deadlineS = *workload.deadlineHours * 3600;
        }
        // Spot Advisor's rate for the instance type and region, looked up only for an offer with
        // a spot price (the only one priced on spot), under a key whose buffer is reused.
        const QHash<QString, double> &advisor = a.spotInterruptionsPerHourByInstance;
        auto advised = advisor.cend();
        if (offer.spotUsdPerHour && !advisor.isEmpty()) {
            instanceKey.clear();
            instanceKey.append(offer.offer->key.tier)
                .append(QLatin1Char('|'))
                .append(offer.offer->key.region);
            advised = advisor.constFind(instanceKey);
        }
        const bool fromAdvisor = advised != advisor.cend();
        const double interruptions = fromAdvisor ? *advised : a.spotInterruptionsPerHour;
        const auto priced = [&](double usdPerHour, bool onSpot) {
            cost::Job priced = job;
            if (onSpot)
                priced.spot = {interruptions, a.spotResumeMinutes * 60};
            return cost::job({usdPerHour, offer.billingIncrementS, offer.minBilledS}, priced);
        };
        if (row.spot) {
            row.spotRateFromAdvisor = fromAdvisor;
            row.spotInterruptionsPerHour = interruptions;
        }
        const cost::JobResult result = priced(billing.usdPerHour, row.spot);
        row.cost = result.cost;
        row.instances = result.instances;
        row.meetsDeadline = result.meetsDeadline;
        row.totalHours = result.wallS / 3600.0;
        // The other way of paying, for the spot chart: the same job, the same arithmetic.
        if (offer.onDemandUsdPerHour && offer.spotUsdPerHour) {
            const cost::JobResult other = row.spot ? priced(*offer.onDemandUsdPerHour, false)
                                                   : priced(*offer.spotUsdPerHour, true);
            const OfferEvaluation::JobPrice chosen{result.cost.total(), result.meetsDeadline};
            const OfferEvaluation::JobPrice alternative{other.cost.total(), other.meetsDeadline};
            row.onDemandJob = row.spot ? alternative : chosen;
            row.spotJob = row.spot ? chosen : alternative;
        }
    }
    row.totalCostUsd = row.cost->total();
    row.withinBudget = !workload.budgetUsd || *row.totalCostUsd <= *workload.budgetUsd;
}

void Engine::rank(Evaluation &evaluation) const
{
    QList<OfferEvaluation *> ranked;
    for (OfferEvaluation &row : evaluation.rows) {
        if (row.fit != Fit::No && row.totalCostUsd && row.meetsDeadline)
            ranked.append(&row);
    }
    // Interactive work: an offer slower than the acceptable wait per image ranks after every
    // offer within it (a session's bill does not depend on speed, so price alone would pick the
    // slowest card).
    const bool interactive = evaluation.workload.task == Task::Interactive;
    for (OfferEvaluation &row : evaluation.rows) {
        row.withinWait = !interactive || !row.secondsPerImage
            || *row.secondsPerImage <= evaluation.workload.maxWaitS;
    }
    // An old price from a single unverified source ranks after every verified or recent one,
    // whatever else it promises: its bill, and so its place within the budget, may not hold.
    const bool demoteOldUnverified = !m_assumptions.includeUnverifiedPrices;
    // Then within budget first, then within the wait, then the task's measure; latency breaks
    // ties.
    std::stable_sort(ranked.begin(), ranked.end(),
                     [demoteOldUnverified](const OfferEvaluation *a, const OfferEvaluation *b) {
                         if (demoteOldUnverified && a->priceOldUnverified != b->priceOldUnverified)
                             return !a->priceOldUnverified;
                         if (a->withinBudget != b->withinBudget)
                             return a->withinBudget;
                         if (a->withinWait != b->withinWait)
                             return a->withinWait;
                         if (*a->totalCostUsd != *b->totalCostUsd)
                             return *a->totalCostUsd < *b->totalCostUsd;
                         return a->secondsPerImage.value_or(0) < b->secondsPerImage.value_or(0);
                     });
    const auto speedOf = [](const OfferEvaluation *row) {
        return row->secondsPerImage ? *row->secondsPerImage : row->trainingStepS.value_or(INFINITY);
    };
    OfferEvaluation *fastest = nullptr;
    for (OfferEvaluation *row : std::as_const(ranked)) {
        if (!fastest || speedOf(row) < speedOf(fastest))
            fastest = row;
    }
    for (qsizetype i = 0; i < ranked.size(); ++i)
        ranked[i]->rank = int(i + 1);
    for (OfferEvaluation &row : evaluation.rows)
        row.reasons = reasonsFor(row, m_assumptions.includeUnverifiedPrices);
    if (fastest)
        fastest->reasons |= Reason::Fastest;
}

Reasons Engine::reasonsFor(const OfferEvaluation &row, bool includeUnverified)
{
    Reasons reasons;
    if (row.fit == Fit::No)
        reasons |= row.precisionUnsupported ? Reason::NoBf16 : Reason::NeedsMoreVram;
    else if (!row.usdPerHour)
        reasons |= Reason::NoOnDemandPrice;
    else if (!row.totalCostUsd)
        reasons |= Reason::SpeedUnknown;
    else if (!row.meetsDeadline)
        reasons |= Reason::MissesDeadline;
    if (row.rank == 1)
        reasons |= Reason::Cheapest;
    if (!row.withinBudget)
        reasons |= Reason::OverBudget;
    if (!row.withinWait)
        reasons |= Reason::SlowerThanWait;
    if (row.fit == Fit::Tight)
        reasons |= row.overCapacity ? Reason::OverCapacity : Reason::TightFit;
    const std::optional<int> increment = row.offer.billingIncrementS;
    if (!increment)
        reasons |= Reason::BillingUnknown;
    else if (*increment == 1)
        reasons |= Reason::PerSecondBilling;
    else if (*increment == 60)
        reasons |= Reason::PerMinuteBilling;
    else if (*increment == 3600)
        reasons |= Reason::HourlyBilling;
    if (row.cost && row.totalCostUsd && *row.totalCostUsd > 0
        && row.cost->roundingUsd / *row.totalCostUsd >= 0.2)
        reasons |= Reason::UnusedBilledTime;
    if (row.spot)
        reasons |= Reason::Spot;
    if (row.instances > 1)
        reasons |= Reason::ParallelInstances;
    if (row.coldStartAssumed)
        reasons |= Reason::ColdStartAssumed;
    // Said of every ranked offer, so a top pick never rests silently on a doubtful price.
    if (row.priceOldUnverified && row.rank > 0) {
        reasons |= row.offer.offer->observedAt.isValid() ? Reason::PriceOldUnverified
                                                         : Reason::PriceUndatedUnverified;
        if (!includeUnverified)
            reasons |= Reason::RankedAfterVerified;
    } else if (row.priceUnverified && row.rank > 0) {
        reasons |= Reason::PriceUnverified;
    }
    if (row.speed && row.speed->series == userMeasurementSeries())
        reasons |= Reason::YourMeasurement;
    else if (row.speed)
        reasons |= row.speed->basis == Basis::Measured ? Reason::Measured : Reason::Estimated;
    return reasons;
}

QString Engine::reasonText(const Evaluation &evaluation, const OfferEvaluation &row)
{
    if (!evaluation.error.isEmpty())
        return evaluation.error;
    const Reasons reasons = row.reasons;
    const QLocale locale;
    QStringList parts;
    if (reasons & Reason::NoBf16)
        parts << tr("no BF16 support");
    if (reasons & Reason::NeedsMoreVram)
        parts << tr("needs more VRAM than its %1 GB")
                     .arg(locale.toString(row.offer.gpu->vramGb, 'f', 0));
    if (reasons & Reason::NoOnDemandPrice)
        parts << tr("no on-demand price");
    if (reasons & Reason::SpeedUnknown)
        parts << tr("speed unknown: no benchmark and no specs");
    if (reasons & Reason::MissesDeadline)
        parts << tr("cannot meet the deadline");
    if (reasons & Reason::Cheapest) {
        switch (evaluation.workload.task) {
        case Task::Interactive:
            parts << tr("lowest monthly cost");
            break;
        case Task::Batch:
            parts << tr("cheapest job");
            break;
        case Task::Lora:
        case Task::Finetune:
            parts << tr("cheapest training run");
            break;
        }
    }
    if (reasons & Reason::Fastest)
        parts << tr("fastest");
    if (reasons & Reason::OverBudget)
        parts << tr("over budget");
    if (reasons & Reason::SlowerThanWait)
        parts << tr("slower than the acceptable wait of %1 s per image")
                     .arg(locale.toString(evaluation.workload.maxWaitS, 'g', 3));
    if (reasons & Reason::TightFit)
        parts << tr("tight VRAM fit");
    if (reasons & Reason::OverCapacity)
        parts << tr("runs only with part of the weights offloaded to host memory (slower)");
    if (reasons & Reason::BillingUnknown)
        parts << tr("billing increment unknown");
    if (reasons & Reason::PerSecondBilling)
        parts << tr("per-second billing");
    if (reasons & Reason::PerMinuteBilling)
        parts << tr("per-minute billing");
    if (reasons & Reason::HourlyBilling)
        parts << tr("hourly billing");
    if ((reasons & Reason::UnusedBilledTime) && row.cost && row.totalCostUsd)
        parts << tr("%1% of the bill is unused billed time")
                     .arg(locale.toString(100 * row.cost->roundingUsd / *row.totalCostUsd, 'f', 0));
    if (reasons & Reason::Spot)
        parts << tr("spot, interruptions included");
    if (reasons & Reason::ParallelInstances)
        parts << tr("%n instance(s) in parallel", nullptr, row.instances);
    if (reasons & Reason::ColdStartAssumed)
        parts << tr("cold start unknown, %1 min assumed")
                     .arg(locale.toString(evaluation.assumptions.unknownColdStartS / 60, 'f', 0));
    if (reasons & Reason::PriceOldUnverified)
        parts << tr("price from a single unverified source older than %Ln day(s)", nullptr,
                    UnverifiedPriceMaxAgeDays);
    if (reasons & Reason::PriceUndatedUnverified)
        parts << tr("price from a single unverified source of unknown date");
    if (reasons & Reason::RankedAfterVerified)
        parts << tr("ranked after verified and recent prices");
    if (reasons & Reason::PriceUnverified)
        parts << tr("price from a single unverified source");
    if (reasons & Reason::YourMeasurement)
        parts << Vocabulary::yourMeasurement();
    if (reasons & Reason::Measured)
        parts << Vocabulary::basis(Basis::Measured);
    if (reasons & Reason::Estimated)
        parts << Vocabulary::basis(Basis::Estimated);
    return parts.join(QStringLiteral("; "));
}

} // namespace core
