#include "engine.h"

#include <core/catalog/priceconfidence.h>
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

Expected<Evaluation> Engine::evaluate(const Workload &workload, const QList<ResolvedOffer> &offers,
                                      BasisChoice basis) const
{
    const ModelProfile *model = m_catalog.model(workload.model);
    if (!model)
        return Error{tr("The catalog has no model \"%1\".").arg(workload.model)};
    const ModelProfile *refiner = model->refiner.isEmpty() ? nullptr
                                                           : m_catalog.model(model->refiner);
    const bool training = workload.task == Task::Lora || workload.task == Task::Finetune;

    Evaluation evaluation;
    evaluation.workload = workload;
    evaluation.assumptions = m_assumptions;
    evaluation.vram = vramRequired(*model, refiner, workload, m_assumptions);
    evaluation.rows.reserve(offers.size());

    // Speed depends only on the GPU for a given workload: compute it once per GPU.
    struct GpuSpeed
    {
        std::optional<SpeedEstimate> speed;
        std::optional<double> trainingStep;
    };
    QHash<const Gpu *, GpuSpeed> speeds;
    const QDate today = QDate::currentDate(); // as data ages are counted (core/catalog/freshness)
    // A deadline at a date and time leaves the hours from now, when the job would start.
    Workload timed = workload;
    timed.setDeadlineHours(workload.hoursToDeadline(QDateTime::currentDateTimeUtc()));
    for (const ResolvedOffer &offer : offers) {
        auto it = speeds.find(offer.gpu);
        if (it == speeds.end()) {
            GpuSpeed speed;
            speed.speed = m_speed.estimate(*offer.gpu, *model, workload.config, basis);
            if (training)
                speed.trainingStep = m_speed.trainingStepSeconds(*offer.gpu, *model,
                                                                 workload.config, workload.task,
                                                                 workload.gradientCheckpointing);
            it = speeds.insert(offer.gpu, speed);
        }
        OfferEvaluation row;
        row.offer = offer;
        evaluateOffer(row, timed, *model, evaluation.vram.totalGb, it->speed, it->trainingStep);
        row.priceOldUnverified = priceIsOldAndUnverified(*offer.offer, row.priceUnverified, today);
        evaluation.rows.append(std::move(row));
    }
    rank(evaluation);
    return evaluation;
}

void Engine::evaluateOffer(OfferEvaluation &row, const Workload &workload,
                           const ModelProfile &model, double requiredGb,
                           const std::optional<SpeedEstimate> &speed,
                           const std::optional<double> &trainingStep) const
{
    const Assumptions &a = m_assumptions;
    const ResolvedOffer &offer = row.offer;
    const bool training = workload.task == Task::Lora || workload.task == Task::Finetune;
    const int gpus = offer.offer->key.gpuCount;

    row.fit = fitFor(requiredGb, *offer.gpu, workload, a);
    row.overCapacity = row.fit == Fit::Tight && requiredGb > offer.gpu->vramGb;
    row.precisionUnsupported = workload.config.precision == Precision::Bf16
        && offer.gpu->bf16 == false;
    row.speed = speed;
    // A fit over the card ("tight" by offloading) keeps the overflow of the weights in host
    // memory and streams it to the GPU for every step (ComfyUI's and diffusers' partial
    // offload; the guided forwards run as one batch): that many bytes over PCIe per step.
    if (row.overCapacity && row.speed && !training) {
        const double streamedS = (requiredGb - offer.gpu->vramGb) / HostToGpuGBps;
        row.speed->secondsPerStep += streamedS;
        row.speed->secondsPerImage += streamedS * workload.config.steps / workload.config.batch;
        row.speed->basis = Basis::Estimated;
        row.speed->source += QStringLiteral("; plus %1 GB of weights streamed from host memory "
                                            "every step at %2 GB/s (PCIe 4.0 x16)")
                                 .arg(requiredGb - offer.gpu->vramGb, 0, 'f', 1)
                                 .arg(HostToGpuGBps);
    }
    if (row.speed && !training) {
        row.secondsPerImage = row.speed->secondsPerImage;
        row.imagesPerHour = 3600.0 / row.speed->secondsPerImage * gpus;
    }
    // Data-parallel training (docs/engine-speed.md, "Training step"): every GPU of the offer
    // runs the workload's batch and an optimizer step waits for all their gradients, so a step
    // sees gpus × batch samples and takes the one-GPU time over the extra GPUs' efficiency.
    if (trainingStep)
        row.trainingStepS = *trainingStep * gpus / (1 + (gpus - 1) * a.dataParallelEfficiency);
    // A training step is always estimated: no training benchmark can match it, and an image
    // generation measurement says nothing of the backward (docs/engine-speed.md).
    if (training && row.speed)
        row.speed->basis = Basis::Estimated;

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
    const double checkpoint = checkpointGb(model);
    const double download = row.usesVolume ? 0 : checkpoint * 1000.0 / a.downloadMBps;
    row.coldStartS = boot + download + checkpoint / a.weightLoadGBps;
    row.billingUnknown = !offer.billingIncrementS.has_value();
    row.priceUnverified = offer.priceUnverified;

    if (row.usesVolume)
        row.storageMonthUsd = storageGb(model) * *provider.storageUsdPerGbMonth;

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
            if (!trainingStep)
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
        const auto advised = a.spotInterruptionsPerHourByInstance.constFind(
            offer.offer->key.tier + QLatin1Char('|') + offer.offer->key.region);
        const bool fromAdvisor = advised != a.spotInterruptionsPerHourByInstance.cend();
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

// The fixed words of the reasons, translated once per evaluation rather than once per offer:
// with 100,000 offers the lookups would dominate the engine's time.
struct Engine::Phrases
{
    QString noBf16 = tr("no BF16 support");
    QString noOnDemandPrice = tr("no on-demand price");
    QString speedUnknown = tr("speed unknown: no benchmark and no specs");
    QString missesDeadline = tr("cannot meet the deadline");
    QString lowestMonthly = tr("lowest monthly cost");
    QString cheapestJob = tr("cheapest job");
    QString cheapestRun = tr("cheapest training run");
    QString fastest = tr("fastest");
    QString overBudget = tr("over budget");
    QString tight = tr("tight VRAM fit");
    QString overCapacity = tr("runs only with part of the weights offloaded to host memory "
                              "(slower)");
    QString billingUnknown = tr("billing increment unknown");
    QString perSecond = tr("per-second billing");
    QString perMinute = tr("per-minute billing");
    QString hourly = tr("hourly billing");
    QString spot = tr("spot, interruptions included");
    QString measured = Vocabulary::basis(Basis::Measured);
    QString yourMeasurement = Vocabulary::yourMeasurement();
    QString estimated = Vocabulary::basis(Basis::Estimated);
    QString priceUnverified = tr("price from a single unverified source");
    QString priceOldUnverified = tr("price from a single unverified source older than %Ln day(s)",
                                    nullptr, UnverifiedPriceMaxAgeDays);
    QString priceUndatedUnverified = tr("price from a single unverified source of unknown date");
    QString rankedAfterVerified = tr("ranked after verified and recent prices");
    QString separator = QStringLiteral("; ");
    QString coldStartAssumed; // depends on the assumptions
};

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
    const OfferEvaluation *fastest = nullptr;
    for (const OfferEvaluation *row : std::as_const(ranked)) {
        if (!fastest || speedOf(row) < speedOf(fastest))
            fastest = row;
    }
    for (qsizetype i = 0; i < ranked.size(); ++i)
        ranked[i]->rank = int(i + 1);
    Phrases phrases;
    phrases.coldStartAssumed = tr("cold start unknown, %1 min assumed")
                                   .arg(QLocale().toString(m_assumptions.unknownColdStartS / 60,
                                                           'f', 0));
    for (OfferEvaluation &row : evaluation.rows)
        row.reason = reasonFor(row, evaluation.workload, row.rank == 1, &row == fastest, phrases);
}

QString Engine::reasonFor(const OfferEvaluation &row, const Workload &workload, bool cheapest,
                          bool fastest, const Phrases &phrases) const
{
    QStringList parts;
    const QLocale locale;
    if (row.fit == Fit::No) {
        parts << (row.precisionUnsupported
                      ? phrases.noBf16
                      : tr("needs more VRAM than its %1 GB")
                            .arg(locale.toString(row.offer.gpu->vramGb, 'f', 0)));
    } else if (!row.usdPerHour) {
        parts << phrases.noOnDemandPrice;
    } else if (!row.totalCostUsd) {
        parts << phrases.speedUnknown;
    } else if (!row.meetsDeadline) {
        parts << phrases.missesDeadline;
    }
    if (cheapest) {
        switch (workload.task) {
        case Task::Interactive:
            parts << phrases.lowestMonthly;
            break;
        case Task::Batch:
            parts << phrases.cheapestJob;
            break;
        case Task::Lora:
        case Task::Finetune:
            parts << phrases.cheapestRun;
            break;
        }
    }
    if (fastest)
        parts << phrases.fastest;
    if (!row.withinBudget)
        parts << phrases.overBudget;
    if (!row.withinWait)
        parts << tr("slower than the acceptable wait of %1 s per image")
                     .arg(locale.toString(workload.maxWaitS, 'g', 3));
    if (row.fit == Fit::Tight)
        parts << (row.overCapacity ? phrases.overCapacity : phrases.tight);
    const std::optional<int> increment = row.offer.billingIncrementS;
    if (!increment)
        parts << phrases.billingUnknown;
    else if (*increment == 1)
        parts << phrases.perSecond;
    else if (*increment == 60)
        parts << phrases.perMinute;
    else if (*increment == 3600)
        parts << phrases.hourly;
    if (row.cost && row.totalCostUsd && *row.totalCostUsd > 0
        && row.cost->roundingUsd / *row.totalCostUsd >= 0.2)
        parts << tr("%1% of the bill is unused billed time")
                     .arg(locale.toString(100 * row.cost->roundingUsd / *row.totalCostUsd, 'f', 0));
    if (row.spot)
        parts << phrases.spot;
    if (row.instances > 1)
        parts << tr("%n instance(s) in parallel", nullptr, row.instances);
    if (row.coldStartAssumed)
        parts << phrases.coldStartAssumed;
    // Said of every ranked offer, so a top pick never rests silently on a doubtful price.
    if (row.priceOldUnverified && row.rank > 0) {
        parts << (row.offer.offer->observedAt.isValid() ? phrases.priceOldUnverified
                                                        : phrases.priceUndatedUnverified);
        if (!m_assumptions.includeUnverifiedPrices)
            parts << phrases.rankedAfterVerified;
    } else if (row.priceUnverified && row.rank > 0) {
        parts << phrases.priceUnverified;
    }
    if (row.speed && row.speed->series == userMeasurementSeries())
        parts << phrases.yourMeasurement;
    else if (row.speed)
        parts << (row.speed->basis == Basis::Measured ? phrases.measured : phrases.estimated);
    return parts.join(phrases.separator);
}

} // namespace core
