#include "offercolumns.h"

#include "ui/common/format.h"

#include <QCoreApplication>

#include <array>

namespace ui {
namespace {

// The translation context of the column texts the registry does not hold.
struct OfferColumns
{
    Q_DECLARE_TR_FUNCTIONS(ui::OfferColumns)
};

// The registry key of each column, in the enum's order; "" for the check box.
constexpr const char *keys[] = {"",
                                "rank",
                                "provider_name",
                                "gpu_name",
                                "gpu_count",
                                "vram_gb",
                                "fp16_tflops",
                                "bandwidth_gbs",
                                "on_demand_usd_per_hour",
                                "spot_usd_per_hour",
                                "billing_increment_s",
                                "min_billed_s",
                                "storage_usd_per_gb_month",
                                "cold_start_minutes",
                                "diffusion_image",
                                "jupyter",
                                "region",
                                "fits",
                                "seconds_per_image",
                                "training_step_s",
                                "images_per_hour",
                                "usd_per_1000_images",
                                "total_cost_usd",
                                "time_to_finish_hours",
                                "instances",
                                "basis",
                                "data_age_days",
                                "reason",
                                "not_listed_since"};
static_assert(std::size(keys) == offerColumnCount);

} // namespace

// Looked up once: the model asks for a column's spec several times for every cell it paints.
const core::ColumnSpec *columnSpec(OfferColumn column)
{
    static const auto specs = [] {
        std::array<const core::ColumnSpec *, offerColumnCount> found{};
        for (int index = 1; index < offerColumnCount; ++index)
            found[index] = core::Columns::find(QString::fromLatin1(keys[index]));
        return found;
    }();
    static const QList<const core::ColumnSpec *> appended = core::Columns::appended();
    const int index = int(column);
    if (index >= offerColumnCount)
        return appended.value(index - offerColumnCount);
    return index > 0 ? specs[index] : nullptr;
}

int tableColumnCount()
{
    static const int count = offerColumnCount + int(core::Columns::appended().size());
    return count;
}

QString columnKey(OfferColumn column)
{
    if (column == OfferColumn::Shortlisted)
        return QStringLiteral("shortlisted");
    const core::ColumnSpec *spec = columnSpec(column);
    return spec ? QLatin1String(spec->key) : QString();
}

QString figureText(const core::ColumnSpec &spec, const QVariant &value, bool withUnit)
{
    if (value.isNull())
        return unknownText();
    QString number;
    switch (spec.kind) {
    case core::ColumnKind::Text:
        return value.toString();
    case core::ColumnKind::Fit:
        return core::Columns::fitText(value.toString());
    case core::ColumnKind::Flag:
        return yesNoText(value.toBool());
    case core::ColumnKind::Money:
        return formatMoney(value.toDouble(), spec.decimals);
    case core::ColumnKind::Integer:
        number = formatInteger(value.toDouble());
        break;
    case core::ColumnKind::Number:
        number = formatNumber(value.toDouble(), spec.decimals);
        break;
    }
    if (!withUnit || !spec.unit)
        return number;
    return isolated(
        core::Columns::tr("%1 %2", "number, unit").arg(number, core::Columns::unit(spec)));
}

QStringList columnExportKeys(OfferColumn column)
{
    switch (column) {
    case OfferColumn::Shortlisted:
        return {};
    case OfferColumn::Provider:
        return {QStringLiteral("provider_name"), QStringLiteral("tier")};
    case OfferColumn::Access:
        return {QStringLiteral("jupyter"), QStringLiteral("ssh")};
    case OfferColumn::Gpu:
        // The GPU's count with its name: a row of a 2-GPU offer is two cards, and the name
        // alone would pass it off as one (the view's CSV drops the count's own column then).
        return {QStringLiteral("gpu_name"), QStringLiteral("gpu_count")};
    default:
        return {columnKey(column)};
    }
}

QString columnHeader(OfferColumn column)
{
    if (column == OfferColumn::Access)
        return OfferColumns::tr("Jupyter / SSH");
    const core::ColumnSpec *spec = columnSpec(column);
    return spec ? core::Columns::header(*spec)
                : OfferColumns::tr("Shortlist", "column: on the shortlist or not");
}

QString columnToolTip(OfferColumn column)
{
    if (column == OfferColumn::Access)
        return OfferColumns::tr("Jupyter and SSH access.");
    const core::ColumnSpec *spec = columnSpec(column);
    return spec ? core::Columns::toolTip(*spec)
                : OfferColumns::tr("On your shortlist. Click to add or remove.");
}

bool columnIsNumeric(OfferColumn column)
{
    const core::ColumnSpec *spec = columnSpec(column);
    // Fit and flags sort as numbers too (fits > tight > no); texts sort as text.
    return !spec || (spec->kind != core::ColumnKind::Text && column != OfferColumn::Access);
}

bool columnIsMoney(OfferColumn column)
{
    const core::ColumnSpec *spec = columnSpec(column);
    return spec && spec->kind == core::ColumnKind::Money;
}

QList<OfferColumn> taskColumns(core::Task task)
{
    using C = OfferColumn;
    switch (task) {
    case core::Task::Interactive:
        return {C::Shortlisted, C::Provider,  C::Gpu,   C::TotalCost, C::SecondsPerImage,
                C::Fits,        C::DataAge,   C::Rank,  C::Vram,      C::OnDemand,
                C::Billing,     C::ColdStart, C::Basis, C::Reason};
    case core::Task::Batch:
        // The instances beside the time they make: both answer "by when, on how many".
        return {C::Shortlisted, C::Provider, C::Gpu,     C::TotalCost,       C::TimeToFinish,
                C::Instances,   C::Fits,     C::DataAge, C::SecondsPerImage, C::Rank,
                C::UsdPer1000,  C::Vram,     C::Spot,    C::OnDemand,        C::Basis,
                C::Reason};
    case core::Task::Lora:
    case core::Task::Finetune:
        return {C::Shortlisted,  C::Provider, C::Gpu,     C::TotalCost, C::TrainingStep,
                C::TimeToFinish, C::Fits,     C::DataAge, C::Rank,      C::Vram,
                C::OnDemand,     C::Spot,     C::Basis,   C::Reason};
    }
    return {};
}

QList<OfferColumn> answerColumns(core::Task task)
{
    using C = OfferColumn;
    switch (task) {
    case core::Task::Interactive:
        return {C::TotalCost, C::SecondsPerImage, C::Fits, C::DataAge};
    case core::Task::Batch:
        return {C::TotalCost, C::TimeToFinish, C::Instances, C::Fits, C::DataAge};
    case core::Task::Lora:
    case core::Task::Finetune:
        return {C::TotalCost, C::TrainingStep, C::TimeToFinish, C::Fits, C::DataAge};
    }
    return {};
}

bool columnIsFrozen(OfferColumn column)
{
    return column == OfferColumn::Shortlisted || column == OfferColumn::Provider
        || column == OfferColumn::Gpu;
}

bool columnVisibleByDefault(OfferColumn column)
{
    return taskColumns(core::Task::Interactive).contains(column);
}

} // namespace ui
