#include "reporttable.h"

#include <QHash>

#include <algorithm>
#include <functional>

namespace core {
namespace {

template<typename Part>
QVariant costPart(const OfferEvaluation &row, Part part)
{
    return row.cost ? roundedCell(std::invoke(part, *row.cost), 2) : QVariant();
}

using Cell = std::function<QVariant(const Evaluation &, const OfferEvaluation &)>;

const QHash<QString, Cell> &cells()
{
    static const QHash<QString, Cell> cells{
        {QStringLiteral("rank"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return r.rank > 0 ? QVariant(r.rank) : QVariant();
         }},
        {QStringLiteral("provider"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.offer->key.provider);
         }},
        {QStringLiteral("provider_name"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.provider->name);
         }},
        {QStringLiteral("gpu"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.offer->key.gpu);
         }},
        {QStringLiteral("gpu_name"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.offer.gpu->name); }},
        {QStringLiteral("gpu_count"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.offer->key.gpuCount);
         }},
        {QStringLiteral("tier"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.offer->key.tier);
         }},
        {QStringLiteral("region"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.offer->key.region);
         }},
        {QStringLiteral("usd_per_hour"),
         [](const Evaluation &, const OfferEvaluation &r) { return roundedCell(r.usdPerHour, 4); }},
        {QStringLiteral("spot"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.spot); }},
        {QStringLiteral("on_demand_usd_per_hour"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.offer.onDemandUsdPerHour, 4);
         }},
        {QStringLiteral("spot_usd_per_hour"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.offer.spotUsdPerHour, 4);
         }},
        {QStringLiteral("billing_increment_s"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return core::cell(r.offer.billingIncrementS);
         }},
        {QStringLiteral("min_billed_s"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return core::cell(r.offer.minBilledS);
         }},
        {QStringLiteral("basis"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return r.speed ? QVariant(basisId(r.speed->basis)) : QVariant();
         }},
        {QStringLiteral("seconds_per_image"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.secondsPerImage, 3);
         }},
        {QStringLiteral("training_step_s"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.trainingStepS, 3);
         }},
        {QStringLiteral("images_per_hour"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.imagesPerHour, 1);
         }},
        {QStringLiteral("usd_per_1000_images"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.usdPer1000Images, 3);
         }},
        {QStringLiteral("cold_start_minutes"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.coldStartS / 60.0, 1);
         }},
        {QStringLiteral("cold_start_assumed"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.coldStartAssumed); }},
        {QStringLiteral("fits"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(fitId(r.fit)); }},
        {QStringLiteral("vram_required_gb"),
         [](const Evaluation &e, const OfferEvaluation &) {
             return roundedCell(e.vram.totalGb, 1);
         }},
        {QStringLiteral("vram_gb"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return QVariant(r.offer.gpu->vramGb);
         }},
        {QStringLiteral("instances"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.instances); }},
        {QStringLiteral("compute_usd"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return costPart(r, &cost::Breakdown::computeUsd);
         }},
        {QStringLiteral("rounding_usd"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return costPart(r, &cost::Breakdown::roundingUsd);
         }},
        {QStringLiteral("cold_start_usd"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return costPart(r, &cost::Breakdown::coldStartUsd);
         }},
        {QStringLiteral("storage_usd"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return costPart(r, &cost::Breakdown::storageUsd);
         }},
        {QStringLiteral("spot_risk_usd"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return costPart(r, &cost::Breakdown::spotRiskUsd);
         }},
        {QStringLiteral("total_cost_usd"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return roundedCell(r.totalCostUsd, 2);
         }},
        {QStringLiteral("total_hours"),
         [](const Evaluation &, const OfferEvaluation &r) { return roundedCell(r.totalHours, 2); }},
        {QStringLiteral("meets_deadline"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.meetsDeadline); }},
        {QStringLiteral("within_budget"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.withinBudget); }},
        {QStringLiteral("source"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return core::cell(r.offer.offer->source);
         }},
        {QStringLiteral("observed_at"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return core::cell(r.offer.offer->observedAt.text());
         }},
        {QStringLiteral("speed_source"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return r.speed ? core::cell(r.speed->source) : QVariant();
         }},
        {QStringLiteral("speed_series"),
         [](const Evaluation &, const OfferEvaluation &r) {
             return r.speed ? core::cell(r.speed->series) : QVariant();
         }},
        {QStringLiteral("price_unverified"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.priceUnverified); }},
        {QStringLiteral("reason"),
         [](const Evaluation &, const OfferEvaluation &r) { return QVariant(r.reason); }},
    };
    return cells;
}

} // namespace

QList<int> reportOrder(const Evaluation &evaluation, std::optional<int> top)
{
    QList<int> order;
    order.reserve(evaluation.rows.size());
    for (int i = 0; i < int(evaluation.rows.size()); ++i)
        order.append(i);
    const auto rankOf = [&](int i) { return evaluation.rows.at(i).rank; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if ((rankOf(a) > 0) != (rankOf(b) > 0))
            return rankOf(a) > 0;
        return rankOf(a) < rankOf(b);
    });
    if (top) {
        const auto end = std::find_if(order.cbegin(), order.cend(),
                                      [&](int i) { return rankOf(i) == 0 || rankOf(i) > *top; });
        order.erase(end, order.cend());
    }
    return order;
}

QStringList recommendationColumns()
{
    return {QStringLiteral("rank"),
            QStringLiteral("provider"),
            QStringLiteral("gpu"),
            QStringLiteral("gpu_count"),
            QStringLiteral("tier"),
            QStringLiteral("region"),
            QStringLiteral("usd_per_hour"),
            QStringLiteral("spot"),
            QStringLiteral("billing_increment_s"),
            QStringLiteral("min_billed_s"),
            QStringLiteral("basis"),
            QStringLiteral("seconds_per_image"),
            QStringLiteral("training_step_s"),
            QStringLiteral("images_per_hour"),
            QStringLiteral("usd_per_1000_images"),
            QStringLiteral("cold_start_minutes"),
            QStringLiteral("fits"),
            QStringLiteral("vram_required_gb"),
            QStringLiteral("vram_gb"),
            QStringLiteral("instances"),
            QStringLiteral("total_cost_usd"),
            QStringLiteral("total_hours"),
            QStringLiteral("price_unverified"),
            QStringLiteral("reason")};
}

QStringList exportColumns()
{
    return {QStringLiteral("rank"),
            QStringLiteral("provider"),
            QStringLiteral("provider_name"),
            QStringLiteral("gpu"),
            QStringLiteral("gpu_name"),
            QStringLiteral("gpu_count"),
            QStringLiteral("tier"),
            QStringLiteral("region"),
            QStringLiteral("usd_per_hour"),
            QStringLiteral("spot"),
            QStringLiteral("on_demand_usd_per_hour"),
            QStringLiteral("spot_usd_per_hour"),
            QStringLiteral("billing_increment_s"),
            QStringLiteral("min_billed_s"),
            QStringLiteral("fits"),
            QStringLiteral("vram_required_gb"),
            QStringLiteral("vram_gb"),
            QStringLiteral("basis"),
            QStringLiteral("seconds_per_image"),
            QStringLiteral("training_step_s"),
            QStringLiteral("images_per_hour"),
            QStringLiteral("usd_per_1000_images"),
            QStringLiteral("cold_start_minutes"),
            QStringLiteral("cold_start_assumed"),
            QStringLiteral("instances"),
            QStringLiteral("compute_usd"),
            QStringLiteral("rounding_usd"),
            QStringLiteral("cold_start_usd"),
            QStringLiteral("storage_usd"),
            QStringLiteral("spot_risk_usd"),
            QStringLiteral("total_cost_usd"),
            QStringLiteral("total_hours"),
            QStringLiteral("meets_deadline"),
            QStringLiteral("within_budget"),
            QStringLiteral("source"),
            QStringLiteral("observed_at"),
            QStringLiteral("speed_series"),
            QStringLiteral("speed_source"),
            QStringLiteral("reason")};
}

Table reportTable(const Evaluation &evaluation, const QList<int> &rows, const QStringList &columns)
{
    QList<const Cell *> columnCells;
    for (const QString &column : columns) {
        const auto it = cells().constFind(column);
        Q_ASSERT_X(it != cells().cend(), "reportTable", "unknown column");
        columnCells.append(it != cells().cend() ? &*it : nullptr);
    }
    Table table{columns, {}};
    table.rows.reserve(rows.size());
    for (const int index : rows) {
        const OfferEvaluation &row = evaluation.rows.at(index);
        QVariantList values;
        values.reserve(columnCells.size());
        for (const Cell *cell : std::as_const(columnCells))
            values.append(cell ? (*cell)(evaluation, row) : QVariant());
        table.rows.append(std::move(values));
    }
    return table;
}

} // namespace core
