#include "columns.h"

#include <core/common/localtext.h>
#include <core/output/tablewriter.h>

#include <cmath>

namespace core {
namespace {

using Context = ColumnContext;

QVariant number(const std::optional<double> &value)
{
    return value && std::isfinite(*value) ? QVariant(*value) : QVariant();
}

QVariant integer(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant flag(const std::optional<bool> &value)
{
    return value ? QVariant(*value) : QVariant();
}

template<typename Part>
QVariant costPart(const OfferEvaluation &row, Part part)
{
    return row.cost ? QVariant(std::invoke(part, *row.cost)) : QVariant();
}

bool finishes(const Context &c)
{
    return c.evaluation.workload.task != Task::Interactive;
}

// Keep the order: it is the order of `gpuscout-cli recommend`'s and the exports' columns where
// they list every entry, and of the documentation's table.
std::deque<ColumnSpec> specs{
    {"rank", QT_TRANSLATE_NOOP("core::Columns", "Rank"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Rank for the active workload: 1 is the best by the task's measure "
                       "(monthly cost, job cost or training run cost). Offers that do not fit or "
                       "lack a price or speed are not ranked."),
     ColumnKind::Integer, 0,
     [](const Context &c) { return c.row.rank > 0 ? QVariant(c.row.rank) : QVariant(); }},
    {"provider", QT_TRANSLATE_NOOP("core::Columns", "Provider id"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The provider's id in the catalog."), ColumnKind::Text, 0,
     [](const Context &c) { return cell(c.row.offer.offer->key.provider); }},
    {"provider_name", QT_TRANSLATE_NOOP("core::Columns", "Provider"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Cloud provider and product tier or instance type."),
     ColumnKind::Text, 0, [](const Context &c) { return cell(c.row.offer.provider->name); }},
    {"gpu", QT_TRANSLATE_NOOP("core::Columns", "GPU id"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The GPU's id in the catalog."), ColumnKind::Text, 0,
     [](const Context &c) { return cell(c.row.offer.offer->key.gpu); }},
    {"gpu_name", QT_TRANSLATE_NOOP("core::Columns", "GPU"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "GPU model."), ColumnKind::Text, 0,
     [](const Context &c) { return cell(c.row.offer.gpu->name); }},
    {"gpu_count", QT_TRANSLATE_NOOP("core::Columns", "GPUs"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "GPUs in the instance. They work as independent workers: memory is not "
                       "pooled and one image is no faster."),
     ColumnKind::Integer, 0,
     [](const Context &c) { return QVariant(c.row.offer.offer->key.gpuCount); }, Better::Nothing,
     QT_TRANSLATE_NOOP("core::Columns", "GPUs:")},
    {"tier", QT_TRANSLATE_NOOP("core::Columns", "Tier"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The provider's product tier or instance type."),
     ColumnKind::Text, 0, [](const Context &c) { return cell(c.row.offer.offer->key.tier); }},
    {"region", QT_TRANSLATE_NOOP("core::Columns", "Region"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Regions as the provider lists them."), ColumnKind::Text, 0,
     [](const Context &c) { return cell(c.row.offer.offer->key.region); }, Better::Nothing,
     QT_TRANSLATE_NOOP("core::Columns", "Region:")},
    {"usd_per_hour", QT_TRANSLATE_NOOP("core::Columns", "Rate used /h"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "The price of the whole instance per hour that the costs use: on-demand, "
                       "or spot when spot is allowed and offered."),
     ColumnKind::Money, 2, [](const Context &c) { return number(c.row.usdPerHour); }, Better::Lower,
     QT_TRANSLATE_NOOP("core::Columns", "Rate used:")},
    {"spot", QT_TRANSLATE_NOOP("core::Columns", "Spot used"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Whether the costs use the spot price."), ColumnKind::Flag,
     0, [](const Context &c) { return QVariant(c.row.spot); }},
    {"on_demand_usd_per_hour", QT_TRANSLATE_NOOP("core::Columns", "On-demand /h"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "On-demand price of the whole instance per hour."),
     ColumnKind::Money, 2, [](const Context &c) { return number(c.row.offer.onDemandUsdPerHour); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "On-demand price:")},
    {"spot_usd_per_hour", QT_TRANSLATE_NOOP("core::Columns", "Spot /h"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Spot (interruptible) price of the whole instance per hour."),
     ColumnKind::Money, 2, [](const Context &c) { return number(c.row.offer.spotUsdPerHour); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "Spot price:")},
    {"billing_increment_s", QT_TRANSLATE_NOOP("core::Columns", "Billing"),
     QT_TRANSLATE_NOOP("core::Columns", "s"),
     QT_TRANSLATE_NOOP("core::Columns",
                       "How usage is rounded up: per second, per minute or per hour."),
     ColumnKind::Integer, 0,
     [](const Context &c) { return integer(c.row.offer.billingIncrementS); }, Better::Lower,
     QT_TRANSLATE_NOOP("core::Columns", "Billing increment:")},
    {"min_billed_s", QT_TRANSLATE_NOOP("core::Columns", "Minimum charge"),
     QT_TRANSLATE_NOOP("core::Columns", "s"),
     QT_TRANSLATE_NOOP("core::Columns", "The least a session is billed."), ColumnKind::Integer, 0,
     [](const Context &c) { return integer(c.row.offer.minBilledS); }, Better::Lower,
     QT_TRANSLATE_NOOP("core::Columns", "Minimum charge:")},
    {"fits", QT_TRANSLATE_NOOP("core::Columns", "Fits"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Whether the workload fits in one GPU's memory: fits, tight (under 10 % "
                       "spare) or no. An offer it does not fit is never ranked."),
     ColumnKind::Fit, 0, [](const Context &c) { return QVariant(fitId(c.row.fit)); },
     Better::Nothing, QT_TRANSLATE_NOOP("core::Columns", "Fits:")},
    {"vram_required_gb", QT_TRANSLATE_NOOP("core::Columns", "VRAM needed"),
     QT_TRANSLATE_NOOP("core::Columns", "GB"),
     QT_TRANSLATE_NOOP("core::Columns", "Memory the workload needs on each GPU, in GB."),
     ColumnKind::Number, 1, [](const Context &c) { return number(c.evaluation.vram.totalGb); },
     Better::Nothing, QT_TRANSLATE_NOOP("core::Columns", "VRAM needed:")},
    {"vram_gb", QT_TRANSLATE_NOOP("core::Columns", "VRAM"),
     QT_TRANSLATE_NOOP("core::Columns", "GB"),
     QT_TRANSLATE_NOOP("core::Columns", "Memory per GPU, in GB."), ColumnKind::Number, 1,
     [](const Context &c) { return number(c.row.offer.gpu->vramGb); }, Better::Higher,
     QT_TRANSLATE_NOOP("core::Columns", "VRAM per GPU:")},
    {"fp16_tflops", QT_TRANSLATE_NOOP("core::Columns", "FP16 TFLOPS"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 accumulate): the "
                       "best single predictor of diffusion speed."),
     ColumnKind::Number, 1,
     [](const Context &c) { return number(c.row.offer.gpu->fp16TensorTflops); }, Better::Higher,
     QT_TRANSLATE_NOOP("core::Columns", "FP16 tensor:")},
    {"bandwidth_gbs", QT_TRANSLATE_NOOP("core::Columns", "Bandwidth"),
     QT_TRANSLATE_NOOP("core::Columns", "GB/s"),
     QT_TRANSLATE_NOOP("core::Columns",
                       "Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound."),
     ColumnKind::Number, 0,
     [](const Context &c) { return number(c.row.offer.gpu->memoryBandwidthGbs); }, Better::Higher,
     QT_TRANSLATE_NOOP("core::Columns", "Memory bandwidth:")},
    {"storage_usd_per_gb_month", QT_TRANSLATE_NOOP("core::Columns", "Storage /GB-month"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Persistent volume price per GB and month: keeps checkpoints between "
                       "sessions."),
     ColumnKind::Money, 3,
     [](const Context &c) { return number(c.row.offer.provider->storageUsdPerGbMonth); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "Storage price:")},
    {"diffusion_image", QT_TRANSLATE_NOOP("core::Columns", "Diffusion image"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Whether the provider offers a ready-made diffusion UI image or template "
                       "(ComfyUI, Automatic1111, Forge)."),
     ColumnKind::Flag, 0,
     [](const Context &c) { return flag(c.row.offer.provider->diffusionImage); }, Better::Nothing,
     QT_TRANSLATE_NOOP("core::Columns", "Diffusion UI image:")},
    {"jupyter", QT_TRANSLATE_NOOP("core::Columns", "Jupyter"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Jupyter access."), ColumnKind::Flag, 0,
     [](const Context &c) { return flag(c.row.offer.provider->jupyter); }, Better::Nothing,
     QT_TRANSLATE_NOOP("core::Columns", "Jupyter:")},
    {"ssh", QT_TRANSLATE_NOOP("core::Columns", "SSH"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "SSH access."), ColumnKind::Flag, 0,
     [](const Context &c) { return flag(c.row.offer.provider->ssh); }, Better::Nothing,
     QT_TRANSLATE_NOOP("core::Columns", "SSH:")},
    {"basis", QT_TRANSLATE_NOOP("core::Columns", "Basis"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "your measurement: what you measured yourself; measured: from a "
                       "published benchmark of this GPU; estimated: from the GPU's specs by the "
                       "throughput model. The tooltip names the source."),
     ColumnKind::Text, 0,
     [](const Context &c) {
         return c.row.speed ? QVariant(Columns::basisId(*c.row.speed)) : QVariant();
     },
     Better::Nothing, QT_TRANSLATE_NOOP("core::Columns", "Speed basis:")},
    {"seconds_per_image", QT_TRANSLATE_NOOP("core::Columns", "s/image"),
     QT_TRANSLATE_NOOP("core::Columns", "s"),
     QT_TRANSLATE_NOOP("core::Columns", "Seconds per image for the active workload."),
     ColumnKind::Number, 2, [](const Context &c) { return number(c.row.secondsPerImage); },
     Better::Lower},
    {"training_step_s", QT_TRANSLATE_NOOP("core::Columns", "s/step"),
     QT_TRANSLATE_NOOP("core::Columns", "s"),
     QT_TRANSLATE_NOOP("core::Columns", "Seconds per optimizer step of the training run."),
     ColumnKind::Number, 2, [](const Context &c) { return number(c.row.trainingStepS); },
     Better::Lower},
    {"images_per_hour", QT_TRANSLATE_NOOP("core::Columns", "Images/h"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Images per hour from the whole instance, all its GPUs working."),
     ColumnKind::Number, 0, [](const Context &c) { return number(c.row.imagesPerHour); },
     Better::Higher, QT_TRANSLATE_NOOP("core::Columns", "Images per hour:")},
    {"usd_per_1000_images", QT_TRANSLATE_NOOP("core::Columns", "Per 1,000 images"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Compute cost of 1,000 images at the rate used."),
     ColumnKind::Money, 3, [](const Context &c) { return number(c.row.usdPer1000Images); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "Per 1,000 images:")},
    {"cold_start_minutes", QT_TRANSLATE_NOOP("core::Columns", "Cold start"),
     QT_TRANSLATE_NOOP("core::Columns", "min"),
     QT_TRANSLATE_NOOP("core::Columns",
                       "From request to first image, in minutes: boot, checkpoint download "
                       "(unless kept on a volume) and load."),
     ColumnKind::Number, 1, [](const Context &c) { return QVariant(c.row.coldStartS / 60.0); },
     Better::Lower},
    {"cold_start_assumed", QT_TRANSLATE_NOOP("core::Columns", "Cold start assumed"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "The provider publishes no cold-start figure; an assumption is used."),
     ColumnKind::Flag, 0, [](const Context &c) { return QVariant(c.row.coldStartAssumed); }},
    {"instances", QT_TRANSLATE_NOOP("core::Columns", "Instances"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Independent instances the cost assumes: a batch job scales out to meet "
                       "its deadline."),
     ColumnKind::Integer, 0, [](const Context &c) { return QVariant(c.row.instances); }},
    {"compute_usd", QT_TRANSLATE_NOOP("core::Columns", "Compute"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The cost of the GPU time the work needs."),
     ColumnKind::Money, 2,
     [](const Context &c) { return costPart(c.row, &cost::Breakdown::computeUsd); }, Better::Lower,
     QT_TRANSLATE_NOOP("core::Columns", "Compute:")},
    {"rounding_usd", QT_TRANSLATE_NOOP("core::Columns", "Billing rounding"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "What the billing increment and minimum charge add."),
     ColumnKind::Money, 2,
     [](const Context &c) { return costPart(c.row, &cost::Breakdown::roundingUsd); }, Better::Lower,
     QT_TRANSLATE_NOOP("core::Columns", "Billing rounding:")},
    {"cold_start_usd", QT_TRANSLATE_NOOP("core::Columns", "Cold starts"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The billed time of boots and model loads."),
     ColumnKind::Money, 2,
     [](const Context &c) { return costPart(c.row, &cost::Breakdown::coldStartUsd); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "Cold starts:")},
    {"storage_usd", QT_TRANSLATE_NOOP("core::Columns", "Storage"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The persistent volume that keeps the models."),
     ColumnKind::Money, 2,
     [](const Context &c) { return costPart(c.row, &cost::Breakdown::storageUsd); }, Better::Lower,
     QT_TRANSLATE_NOOP("core::Columns", "Storage:")},
    {"spot_risk_usd", QT_TRANSLATE_NOOP("core::Columns", "Spot interruptions"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Work redone after spot interruptions."), ColumnKind::Money,
     2, [](const Context &c) { return costPart(c.row, &cost::Breakdown::spotRiskUsd); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "Spot risk:")},
    {"total_cost_usd", QT_TRANSLATE_NOOP("core::Columns", "Total cost"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "What the active workload costs: a month of sessions, the whole batch "
                       "job, or the training run — billing rounding, cold starts, storage and "
                       "spot risk included."),
     ColumnKind::Money, 2, [](const Context &c) { return number(c.row.totalCostUsd); },
     Better::Lower, QT_TRANSLATE_NOOP("core::Columns", "Total:")},
    {"total_hours", QT_TRANSLATE_NOOP("core::Columns", "Hours"),
     QT_TRANSLATE_NOOP("core::Columns", "h"),
     QT_TRANSLATE_NOOP("core::Columns",
                       "Billed hours a month for interactive work; wall-clock hours of the job "
                       "or the training run."),
     ColumnKind::Number, 2, [](const Context &c) { return number(c.row.totalHours); }},
    {"time_to_finish_hours", QT_TRANSLATE_NOOP("core::Columns", "Time to finish"),
     QT_TRANSLATE_NOOP("core::Columns", "h"),
     QT_TRANSLATE_NOOP("core::Columns",
                       "Wall-clock hours until the batch job or the training run is done, on "
                       "the instances the cost assumes. Interactive work has none."),
     ColumnKind::Number, 2,
     [](const Context &c) { return finishes(c) ? number(c.row.totalHours) : QVariant(); },
     Better::Lower},
    {"meets_deadline", QT_TRANSLATE_NOOP("core::Columns", "Meets deadline"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Whether the job finishes by the workload's deadline."),
     ColumnKind::Flag, 0, [](const Context &c) { return QVariant(c.row.meetsDeadline); }},
    {"within_wait", QT_TRANSLATE_NOOP("core::Columns", "Within wait"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Interactive work: whether an image comes within the acceptable wait."),
     ColumnKind::Flag, 0, [](const Context &c) { return QVariant(c.row.withinWait); }},
    {"within_budget", QT_TRANSLATE_NOOP("core::Columns", "Within budget"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Whether the total cost stays within the budget."),
     ColumnKind::Flag, 0, [](const Context &c) { return QVariant(c.row.withinBudget); }},
    {"price_unverified", QT_TRANSLATE_NOOP("core::Columns", "Unverified price"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "Whether the price rests on a single unverified source (a transcription, "
                       "a search index): check it at the provider before you rely on it."),
     ColumnKind::Flag, 0, [](const Context &c) { return QVariant(c.row.priceUnverified); }},
    {"data_age_days", QT_TRANSLATE_NOOP("core::Columns", "Data age"),
     QT_TRANSLATE_NOOP("core::Columns", "days"),
     QT_TRANSLATE_NOOP("core::Columns",
                       "Days since the price was observed. Older than 30 days is stale."),
     ColumnKind::Integer, 0,
     [](const Context &c) {
         // Unknown when the data's date is: an undated price is not a fresh one.
         const PartialDate &observed = c.row.offer.offer->observedAt;
         return c.today.isValid() && observed.isValid() ? QVariant(observed.ageInDays(c.today))
                                                        : QVariant();
     },
     Better::Lower},
    {"source", QT_TRANSLATE_NOOP("core::Columns", "Price source"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Where the price comes from."), ColumnKind::Text, 0,
     [](const Context &c) { return cell(c.row.offer.offer->source); }, Better::Nothing,
     QT_TRANSLATE_NOOP("core::Columns", "Price source:")},
    {"observed_at", QT_TRANSLATE_NOOP("core::Columns", "Observed"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "When the price was observed (ISO 8601)."),
     ColumnKind::Text, 0,
     [](const Context &c) { return cell(c.row.offer.offer->observedAt.text()); }},
    {"not_listed_since", QT_TRANSLATE_NOOP("core::Columns", "Not listed since"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns",
                       "The day the public source that brought this price stopped listing the "
                       "offer (ISO 8601): it may be gone. Empty while the source lists it."),
     ColumnKind::Text, 0,
     [](const Context &c) {
         const QDate since = c.row.offer.offer->unlistedSince;
         return since.isValid() ? QVariant(since.toString(Qt::ISODate)) : QVariant();
     }},
    {"speed_series", QT_TRANSLATE_NOOP("core::Columns", "Benchmark series"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "The benchmark series a measured speed comes from."),
     ColumnKind::Text, 0,
     [](const Context &c) { return c.row.speed ? cell(c.row.speed->series) : QVariant(); }},
    {"speed_source", QT_TRANSLATE_NOOP("core::Columns", "Speed source"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Where the speed comes from."), ColumnKind::Text, 0,
     [](const Context &c) { return c.row.speed ? cell(c.row.speed->source) : QVariant(); }},
    {"reason", QT_TRANSLATE_NOOP("core::Columns", "Why"), nullptr,
     QT_TRANSLATE_NOOP("core::Columns", "Why the offer ranks where it does."), ColumnKind::Text, 0,
     [](const Context &c) { return QVariant(Engine::reasonText(c.evaluation, c.row)); }},
};

} // namespace

const std::deque<ColumnSpec> &Columns::all()
{
    return specs;
}

QList<const ColumnSpec *> Columns::appended()
{
    QList<const ColumnSpec *> list;
    for (const ColumnSpec &spec : specs) {
        if (spec.appended)
            list.append(&spec);
    }
    return list;
}

const ColumnSpec &Columns::add(const ColumnSpec &spec)
{
    Q_ASSERT_X(!find(QString::fromLatin1(spec.key)), "Columns::add", "the key exists");
    specs.push_back(spec);
    specs.back().appended = true;
    return specs.back();
}

const ColumnSpec *Columns::find(QStringView key)
{
    for (const ColumnSpec &spec : specs) {
        if (key == QLatin1String(spec.key))
            return &spec;
    }
    return nullptr;
}

const ColumnSpec &Columns::get(QStringView key)
{
    const ColumnSpec *spec = find(key);
    Q_ASSERT_X(spec, "Columns::get", "unknown column");
    return spec ? *spec : specs.back();
}

QString Columns::header(const ColumnSpec &spec)
{
    return tr(spec.header);
}

QString Columns::toolTip(const ColumnSpec &spec)
{
    return tr(spec.toolTip);
}

QString Columns::unit(const ColumnSpec &spec)
{
    return spec.unit ? tr(spec.unit) : QString();
}

bool Columns::isNumeric(const ColumnSpec &spec)
{
    return spec.kind == ColumnKind::Integer || spec.kind == ColumnKind::Number
        || spec.kind == ColumnKind::Money;
}

QString Columns::detailLabel(const ColumnSpec &spec)
{
    //: a label before a value in the details, e.g. "GPUs:"
    return spec.detailLabel ? tr(spec.detailLabel) : tr("%1:", "label").arg(header(spec));
}

std::optional<double> Columns::number(const ColumnSpec &spec, const ColumnContext &context)
{
    // The one fit of a row, read directly: sorting asks for it at every comparison.
    if (spec.kind == ColumnKind::Fit)
        return 2.0 - int(context.row.fit); // fits 2, tight 1, no 0
    const QVariant raw = spec.value(context);
    if (raw.isNull())
        return std::nullopt;
    switch (spec.kind) {
    case ColumnKind::Text:
    case ColumnKind::Fit:
        return std::nullopt;
    case ColumnKind::Flag:
        return raw.toBool() ? 1.0 : 0.0;
    case ColumnKind::Integer:
    case ColumnKind::Number:
    case ColumnKind::Money:
        return raw.toDouble();
    }
    return std::nullopt;
}

QVariant Columns::value(const ColumnSpec &spec, const ColumnContext &context)
{
    const QVariant raw = spec.value(context);
    if (raw.typeId() == QMetaType::Double && spec.kind != ColumnKind::Integer)
        return roundedCell(raw.toDouble(), spec.decimals);
    return raw;
}

QString Columns::text(const ColumnSpec &spec, const QVariant &value, const QLocale &locale)
{
    if (value.isNull())
        return unknownText();
    QString number;
    switch (spec.kind) {
    case ColumnKind::Text:
        return value.toString();
    case ColumnKind::Fit:
        return fitText(value.toString());
    case ColumnKind::Flag:
        return value.toBool() ? tr("yes") : tr("no");
    case ColumnKind::Integer:
        number = locale.toString(value.toLongLong());
        break;
    case ColumnKind::Number:
        number = locale.toString(value.toDouble(), 'f', spec.decimals);
        break;
    case ColumnKind::Money:
        return isolated(
            locale.toCurrencyString(value.toDouble(), QStringLiteral("$"), spec.decimals));
    }
    if (!spec.unit)
        return number;
    //: a number and its unit, e.g. "2.50 s"
    return isolated(tr("%1 %2", "number, unit").arg(number, unit(spec)));
}

QString Columns::fitText(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return tr("fits", "the workload fits in VRAM");
    case Fit::Tight:
        return tr("tight", "the workload barely fits in VRAM");
    case Fit::No:
        return tr("does not fit", "the workload does not fit in VRAM");
    }
    return {};
}

QString Columns::basisId(const SpeedEstimate &speed)
{
    // The user's own figure is told apart from published benchmarks in every output, also when
    // it was converted to another software stack (the source says so).
    if (speed.series == userMeasurementSeries())
        return QStringLiteral("user_measurement");
    return core::basisId(speed.basis);
}

QString Columns::fitText(const QString &fitId)
{
    for (const Fit fit : {Fit::Fits, Fit::Tight, Fit::No}) {
        if (core::fitId(fit) == fitId)
            return fitText(fit);
    }
    return fitId;
}

} // namespace core
