#include "offercolumns.h"

#include <QCoreApplication>

namespace ui {
namespace {

// The translation context of the column texts.
struct OfferColumns
{
    Q_DECLARE_TR_FUNCTIONS(ui::OfferColumns)
};

} // namespace

QString columnHeader(OfferColumn column)
{
    switch (column) {
    case OfferColumn::Shortlisted:
        return OfferColumns::tr("Shortlist", "column: on the shortlist or not");
    case OfferColumn::Rank:
        return OfferColumns::tr("Rank");
    case OfferColumn::Provider:
        return OfferColumns::tr("Provider");
    case OfferColumn::Gpu:
        return OfferColumns::tr("GPU");
    case OfferColumn::GpuCount:
        return OfferColumns::tr("GPUs", "number of GPUs in an instance");
    case OfferColumn::Vram:
        return OfferColumns::tr("VRAM");
    case OfferColumn::Fp16Tflops:
        return OfferColumns::tr("FP16 TFLOPS");
    case OfferColumn::Bandwidth:
        return OfferColumns::tr("Bandwidth");
    case OfferColumn::OnDemand:
        return OfferColumns::tr("On-demand /h");
    case OfferColumn::Spot:
        return OfferColumns::tr("Spot /h");
    case OfferColumn::Billing:
        return OfferColumns::tr("Billing");
    case OfferColumn::Minimum:
        return OfferColumns::tr("Minimum charge");
    case OfferColumn::Storage:
        return OfferColumns::tr("Storage /GB-month");
    case OfferColumn::ColdStart:
        return OfferColumns::tr("Cold start");
    case OfferColumn::PrebuiltImages:
        return OfferColumns::tr("Diffusion image");
    case OfferColumn::Access:
        return OfferColumns::tr("Jupyter / SSH");
    case OfferColumn::Region:
        return OfferColumns::tr("Region");
    case OfferColumn::Fits:
        return OfferColumns::tr("Fits");
    case OfferColumn::SecondsPerImage:
        return OfferColumns::tr("s/image");
    case OfferColumn::ImagesPerHour:
        return OfferColumns::tr("Images/h");
    case OfferColumn::UsdPer1000:
        return OfferColumns::tr("Per 1,000 images");
    case OfferColumn::TotalCost:
        return OfferColumns::tr("Total cost");
    case OfferColumn::Basis:
        return OfferColumns::tr("Basis");
    case OfferColumn::DataAge:
        return OfferColumns::tr("Data age");
    case OfferColumn::Reason:
        return OfferColumns::tr("Why");
    case OfferColumn::Count:
        break;
    }
    return {};
}

QString columnToolTip(OfferColumn column)
{
    switch (column) {
    case OfferColumn::Shortlisted:
        return OfferColumns::tr("On your shortlist. Click to add or remove.");
    case OfferColumn::Rank:
        return OfferColumns::tr("Rank for the active workload: 1 is the best by the task's measure "
                                "(monthly cost, job cost or training run cost). Offers that do not "
                                "fit or lack a price or speed are not ranked.");
    case OfferColumn::Provider:
        return OfferColumns::tr("Cloud provider and product tier or instance type.");
    case OfferColumn::Gpu:
        return OfferColumns::tr("GPU model.");
    case OfferColumn::GpuCount:
        return OfferColumns::tr("GPUs in the instance. They work as independent workers: memory is "
                                "not pooled and one image is no faster.");
    case OfferColumn::Vram:
        return OfferColumns::tr("Memory per GPU, in GB.");
    case OfferColumn::Fp16Tflops:
        return OfferColumns::tr("Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 "
                                "accumulate): the best single predictor of diffusion speed.");
    case OfferColumn::Bandwidth:
        return OfferColumns::tr(
            "Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound.");
    case OfferColumn::OnDemand:
        return OfferColumns::tr("On-demand price of the whole instance per hour.");
    case OfferColumn::Spot:
        return OfferColumns::tr("Spot (interruptible) price of the whole instance per hour.");
    case OfferColumn::Billing:
        return OfferColumns::tr("How usage is rounded up: per second, per minute or per hour.");
    case OfferColumn::Minimum:
        return OfferColumns::tr("The least a session is billed.");
    case OfferColumn::Storage:
        return OfferColumns::tr(
            "Persistent volume price per GB and month: keeps checkpoints between sessions.");
    case OfferColumn::ColdStart:
        return OfferColumns::tr("From request to first image, in minutes: boot, checkpoint "
                                "download (unless kept on a volume) and load.");
    case OfferColumn::PrebuiltImages:
        return OfferColumns::tr("Whether the provider offers a ready-made diffusion UI image or "
                                "template (ComfyUI, Automatic1111, Forge).");
    case OfferColumn::Access:
        return OfferColumns::tr("Jupyter and SSH access.");
    case OfferColumn::Region:
        return OfferColumns::tr("Regions as the provider lists them.");
    case OfferColumn::Fits:
        return OfferColumns::tr(
            "Whether the workload fits in one GPU's memory: fits, tight (under 10 % spare) or no.");
    case OfferColumn::SecondsPerImage:
        return OfferColumns::tr(
            "Seconds per image for the active workload (per training step for training).");
    case OfferColumn::ImagesPerHour:
        return OfferColumns::tr("Images per hour from the whole instance, all its GPUs working.");
    case OfferColumn::UsdPer1000:
        return OfferColumns::tr("Compute cost of 1,000 images at the rate used.");
    case OfferColumn::TotalCost:
        return OfferColumns::tr(
            "What the active workload costs: a month of sessions, the whole batch job, or the "
            "training run — billing rounding, cold starts, storage and spot risk included.");
    case OfferColumn::Basis:
        return OfferColumns::tr(
            "measured: from a published benchmark of this GPU; estimated: from the GPU's specs by "
            "the throughput model. The tooltip names the source.");
    case OfferColumn::DataAge:
        return OfferColumns::tr("Days since the price was observed. Older than 30 days is stale.");
    case OfferColumn::Reason:
        return OfferColumns::tr("Why the offer ranks where it does.");
    case OfferColumn::Count:
        break;
    }
    return {};
}

bool columnIsNumeric(OfferColumn column)
{
    switch (column) {
    case OfferColumn::Provider:
    case OfferColumn::Gpu:
    case OfferColumn::Region:
    case OfferColumn::Basis:
    case OfferColumn::Reason:
    case OfferColumn::Access:
        return false;
    default:
        return true;
    }
}

bool columnIsMoney(OfferColumn column)
{
    switch (column) {
    case OfferColumn::OnDemand:
    case OfferColumn::Spot:
    case OfferColumn::Storage:
    case OfferColumn::UsdPer1000:
    case OfferColumn::TotalCost:
        return true;
    default:
        return false;
    }
}

bool columnVisibleByDefault(OfferColumn column)
{
    switch (column) {
    case OfferColumn::Fp16Tflops:
    case OfferColumn::Bandwidth:
    case OfferColumn::Storage:
    case OfferColumn::PrebuiltImages:
    case OfferColumn::Access:
    case OfferColumn::Region:
    case OfferColumn::ImagesPerHour:
    case OfferColumn::Minimum:
        return false;
    default:
        return true;
    }
}

QString columnKey(OfferColumn column)
{
    static const char *const keys[] = {"shortlisted",
                                       "rank",
                                       "provider",
                                       "gpu",
                                       "gpu_count",
                                       "vram_gb",
                                       "fp16_tflops",
                                       "bandwidth_gbs",
                                       "on_demand_per_hour",
                                       "spot_per_hour",
                                       "billing_increment_s",
                                       "min_billed_s",
                                       "storage_per_gb_month",
                                       "cold_start_minutes",
                                       "diffusion_image",
                                       "jupyter_ssh",
                                       "region",
                                       "fits",
                                       "seconds_per_image",
                                       "images_per_hour",
                                       "per_1000_images",
                                       "total_cost",
                                       "basis",
                                       "data_age_days",
                                       "reason"};
    static_assert(std::size(keys) == offerColumnCount);
    return QLatin1String(keys[int(column)]);
}

} // namespace ui
