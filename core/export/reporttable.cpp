#include "reporttable.h"

#include <core/figures/columns.h>
#include <core/session/viewlink.h>

#include <algorithm>

namespace core {

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
            QStringLiteral("reason"),
            QStringLiteral("time_to_finish_hours")};
}

QStringList exportColumns()
{
    QStringList keys{QStringLiteral("rank"),
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
                     QStringLiteral("time_to_finish_hours"),
                     QStringLiteral("meets_deadline"),
                     QStringLiteral("within_wait"),
                     QStringLiteral("within_budget"),
                     QStringLiteral("source"),
                     QStringLiteral("observed_at"),
                     QStringLiteral("data_age_days"),
                     QStringLiteral("not_listed_since"),
                     QStringLiteral("speed_series"),
                     QStringLiteral("speed_source"),
                     QStringLiteral("reason")};
    // A figure a plug-in or a test appends is exported too.
    for (const ColumnSpec *spec : Columns::appended())
        keys.append(QLatin1String(spec->key));
    return keys;
}

Table reportTable(const Evaluation &evaluation, const QList<int> &rows, const QStringList &columns,
                  const QDate &today)
{
    QList<const ColumnSpec *> specs;
    specs.reserve(columns.size());
    for (const QString &column : columns) {
        const ColumnSpec *spec = Columns::find(column);
        Q_ASSERT_X(spec, "reportTable", "unknown column");
        specs.append(spec);
    }
    Table table{columns, {}};
    table.rows.reserve(rows.size());
    for (const int index : rows) {
        const ColumnContext context{evaluation, evaluation.rows.at(index), today};
        QVariantList values;
        values.reserve(specs.size());
        for (const ColumnSpec *spec : std::as_const(specs))
            values.append(spec ? Columns::value(*spec, context) : QVariant());
        table.rows.append(std::move(values));
    }
    return table;
}

QString workloadComment(const Workload &workload)
{
    ViewLink link;
    link.workload = workload;
    return QStringLiteral("workload: ") + link.toString();
}

} // namespace core
