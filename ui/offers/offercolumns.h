#pragma once

#include <core/engine/workload.h>
#include <core/figures/columns.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace ui {

// The columns of the offers table, in their default order. Each is a figure of the column
// registry (core/figures/columns.h), which says its header, tooltip, unit, decimals and export
// key; only the shortlist's check box is the table's own.
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
    TrainingStep,
    ImagesPerHour,
    UsdPer1000,
    TotalCost,
    TimeToFinish,
    Instances,
    Basis,
    DataAge,
    Reason,
    NotListedSince, // last: a header state saved before it still restores
    Count
};

constexpr int offerColumnCount = int(OfferColumn::Count);
// The table's columns: the laid-out ones above, then every figure the registry appends
// (core::Columns::appended()), as OfferColumn(offerColumnCount + i).
int tableColumnCount();

QString columnHeader(OfferColumn column);
QString columnToolTip(OfferColumn column);
bool columnIsNumeric(OfferColumn column);
// Prices and costs, kept in US dollars and shown in the chosen currency.
bool columnIsMoney(OfferColumn column);
// The registry's entry of a column; nullptr for the shortlist's check box.
const core::ColumnSpec *columnSpec(OfferColumn column);
// A stable name ("usd_per_1000_images"), the registry's key, never translated.
QString columnKey(OfferColumn column);
// The registry keys a CSV of the view writes for a visible column: the column's own, and for
// the provider its tier too. Empty for the check box.
QStringList columnExportKeys(OfferColumn column);
// A figure as the UI shows it, by its registry entry: money in the display currency and numbers
// with the entry's decimals (the one rounding rule), flags as yes/no, fits in words; with
// `withUnit` the unit follows the number (the details), else the header carries it.
QString figureText(const core::ColumnSpec &spec, const QVariant &value, bool withUnit);

// Each task's answer first: its columns in their order, the rest hidden. Interactive work
// answers with the monthly cost and seconds per image, a batch with the job's cost and its time
// to finish, training with the run's cost, seconds per step and time to finish.
QList<OfferColumn> taskColumns(core::Task task);
// The columns whose values answer the task's question, which must be visible without scrolling.
QList<OfferColumn> answerColumns(core::Task task);
// The star, provider and GPU: they stay in place while the rest scrolls.
bool columnIsFrozen(OfferColumn column);
bool columnVisibleByDefault(OfferColumn column);

} // namespace ui
