#pragma once

#include <QString>

namespace ui {

// The columns of the offers table, in their default order. One place says what each column
// is: its header, the tooltip explaining it and its unit, whether it sorts as a number, and
// whether it is shown until the user chooses otherwise.
enum class OfferColumn {
    Shortlisted,
    Rank,
    Provider,
    Gpu,
    GpuCount,
    Vram,
    Fp16Tflops,
    Bandwidth,
    OnDemand,
    Spot,
    Billing,
    Minimum,
    Storage,
    ColdStart,
    PrebuiltImages,
    Access,
    Region,
    Fits,
    SecondsPerImage,
    ImagesPerHour,
    UsdPer1000,
    TotalCost,
    Basis,
    DataAge,
    Reason,
    Count
};

constexpr int offerColumnCount = int(OfferColumn::Count);

QString columnHeader(OfferColumn column);
QString columnToolTip(OfferColumn column);
bool columnIsNumeric(OfferColumn column);
// Prices and costs, kept in US dollars and shown in the chosen currency.
bool columnIsMoney(OfferColumn column);
bool columnVisibleByDefault(OfferColumn column);
// A stable name for settings and exports ("usd_per_1000_images"), never translated.
QString columnKey(OfferColumn column);

} // namespace ui
