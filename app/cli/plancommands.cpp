#include "plancommands.h"

#include "catalogcommands.h"

#include <core/figures/columns.h>
#include <core/plan/consumerprices.h>
#include <core/plan/planoptimizer.h>
#include <core/plan/plantable.h>
#include <core/plan/rentorbuy.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cli {
namespace {

QJsonValue number(const std::optional<double> &value, int decimals)
{
    const QVariant rounded = core::roundedCell(value, decimals);
    return rounded.isNull() ? QJsonValue() : QJsonValue(rounded.toDouble());
}

struct LoadedPlan
{
    std::optional<OpenWorkspace> open;
    core::Plan plan;
};

// Opens the catalog (with the user's measurements) and reads the plan FILE; Ok or the exit
// code after saying why.
int loadPlan(Context &context, const QString &path, LoadedPlan &loaded)
{
    loaded.open = openWorkspace(context);
    if (!loaded.open)
        return Failed;
    const core::Catalog &catalog = loaded.open->workspace.catalog();
    core::Expected<core::Plan> plan = core::PlanFormat::fromFile(path, catalog);
    if (!plan) {
        context.err << plan.error() << '\n';
        return Failed;
    }
    loaded.plan = std::move(plan).value();
    if (context.parser.isSet(QStringLiteral("provider"))) {
        const core::Provider *provider = findProvider(
            context, catalog, context.parser.value(QStringLiteral("provider")));
        if (!provider)
            return Failed;
        loaded.plan.pinnedProvider = provider->id;
    }
    return Ok;
}

QJsonObject partJson(const core::PlanPart &part)
{
    const core::OfferEvaluation &row = part.row;
    QJsonObject json = core::PlanFormat::toJson({{}, {part.workload}, {}, {}})
                           .value(QStringLiteral("workloads"))
                           .toArray()
                           .first()
                           .toObject();
    json.insert(QStringLiteral("provider"), row.offer.provider->id);
    json.insert(QStringLiteral("gpu"), row.offer.gpu->id);
    json.insert(QStringLiteral("gpu_count"), row.offer.offer->key.gpuCount);
    json.insert(QStringLiteral("tier"), row.offer.offer->key.tier);
    json.insert(QStringLiteral("region"), row.offer.offer->key.region);
    json.insert(QStringLiteral("offer_spot"), row.spot);
    json.insert(QStringLiteral("usd_per_hour"), number(row.usdPerHour, 4));
    json.insert(QStringLiteral("instances"), row.instances);
    json.insert(QStringLiteral("hours"), number(part.instanceHours, 2));
    json.insert(QStringLiteral("seconds_per_image"), number(row.secondsPerImage, 3));
    json.insert(QStringLiteral("basis"),
                row.speed ? QJsonValue(core::Columns::basisId(*row.speed)) : QJsonValue());
    json.insert(QStringLiteral("basis_source"),
                row.speed ? QJsonValue(row.speed->source) : QJsonValue());
    json.insert(QStringLiteral("total_cost_usd"), number(part.costUsd, 2));
    return json;
}

QJsonObject planJson(const core::PlanResult &result, const std::optional<core::PlanResult> &single)
{
    QJsonArray workloads, storage, providers;
    for (const core::PlanPart &part : result.parts)
        workloads.append(partJson(part));
    for (const core::PlanStorage &s : result.storage)
        storage.append(QJsonObject{{QStringLiteral("provider"), s.provider},
                                   {QStringLiteral("gb"), number(s.gb, 1)},
                                   {QStringLiteral("usd_per_gb_month"), s.usdPerGbMonth},
                                   {QStringLiteral("total_cost_usd"), number(s.costUsd, 2)}});
    for (const QString &id : result.providers())
        providers.append(id);
    QJsonObject json{
        {QStringLiteral("name"), result.plan.name},
        {QStringLiteral("pinned_provider"),
         result.provider.isEmpty() ? QJsonValue() : QJsonValue(result.provider)},
        {QStringLiteral("providers"), providers},
        {QStringLiteral("workloads"), workloads},
        {QStringLiteral("storage"), storage},
        {QStringLiteral("hours"), number(result.instanceHours, 2)},
        {QStringLiteral("total_cost_usd"), number(result.totalCostUsd, 2)},
        {QStringLiteral("monthly_budget_usd"), number(result.plan.monthlyBudgetUsd, 2)},
        {QStringLiteral("over_budget_usd"), number(result.overBudgetUsd(), 2)}};
    if (single)
        json.insert(
            QStringLiteral("single_provider"),
            QJsonObject{{QStringLiteral("provider"), single->provider},
                        {QStringLiteral("total_cost_usd"), number(single->totalCostUsd, 2)}});
    else
        json.insert(QStringLiteral("single_provider"), QJsonValue());
    return json;
}

bool requireOptions(Context &context, const QStringList &names)
{
    for (const QString &name : names) {
        if (!context.parser.isSet(name)) {
            context.err << Cli::tr("rent-or-buy needs --%1.").arg(name) << '\n';
            return false;
        }
    }
    return true;
}

} // namespace

QList<QCommandLineOption> planOptions()
{
    return {
        {QStringLiteral("plan"), Cli::tr("rent-or-buy: the plan FILE (JSON, see docs/plans.md)."),
         QStringLiteral("FILE")},
        {QStringLiteral("purchase-usd"), Cli::tr("rent-or-buy: what the card costs to buy."),
         QStringLiteral("USD")},
        {QStringLiteral("resale-usd"),
         Cli::tr("rent-or-buy: what it fetches when sold after --months (default 0)."),
         QStringLiteral("USD")},
        {QStringLiteral("months"),
         Cli::tr("rent-or-buy: months before the card is sold (default 24)."), QStringLiteral("N")},
        {QStringLiteral("watts"), Cli::tr("rent-or-buy: the card's power draw while working."),
         QStringLiteral("W")},
        {QStringLiteral("usd-per-kwh"), Cli::tr("rent-or-buy: the electricity price."),
         QStringLiteral("USD")},
        {QStringLiteral("seconds-per-image"),
         Cli::tr("measure add: the seconds per image you measured."), QStringLiteral("S")},
        {QStringLiteral("its"),
         Cli::tr("measure add: the iterations (denoising steps of the batch) per second you "
                 "measured."),
         QStringLiteral("N")},
    };
}

int showPlan(Context &context)
{
    if (context.arguments.isEmpty() || context.arguments.size() > 2) {
        context.err << Cli::tr("plan needs one plan FILE (JSON, see docs/plans.md), and "
                               "optionally a second one to compare it with.")
                    << '\n';
        return Usage;
    }
    LoadedPlan loaded;
    if (const int status = loadPlan(context, context.arguments.constFirst(), loaded); status != Ok)
        return status;
    const core::Workspace &workspace = loaded.open->workspace;
    const core::Catalog &catalog = workspace.catalog();
    const core::PlanOptimizer optimizer = workspace.planner();
    const core::Expected<core::PlanResult> result = optimizer.cheapest(loaded.plan);
    if (!result) {
        context.err << result.error() << '\n';
        return Failed;
    }
    std::optional<core::PlanResult> single;
    if (result->provider.isEmpty()) {
        if (core::Expected<core::PlanResult> one = optimizer.cheapestSingleProvider(loaded.plan))
            single = std::move(one).value();
    }
    // A second plan, for comparison: its cheapest mix against this one's.
    std::optional<core::PlanResult> other;
    if (context.arguments.size() == 2) {
        const core::Expected<core::Plan> second = core::PlanFormat::fromFile(
            context.arguments.at(1), catalog);
        if (!second) {
            context.err << second.error() << '\n';
            return Failed;
        }
        core::Expected<core::PlanResult> placed = optimizer.cheapest(*second);
        if (!placed) {
            context.err << placed.error() << '\n';
            return Failed;
        }
        other = std::move(placed).value();
    }
    if (context.format == core::TableFormat::Json) {
        QJsonObject json = planJson(*result, single);
        if (other)
            json.insert(
                QStringLiteral("compared_plan"),
                QJsonObject{
                    {QStringLiteral("name"), other->plan.name},
                    {QStringLiteral("providers"), QJsonArray::fromStringList(other->providers())},
                    {QStringLiteral("total_cost_usd"), number(other->totalCostUsd, 2)},
                    {QStringLiteral("difference_usd"),
                     number(other->totalCostUsd - result->totalCostUsd, 2)}});
        context.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return Ok;
    }
    core::Table table = core::planTable(*result, single);
    if (other) {
        QVariantList row(table.columns.size());
        row[0] = QStringLiteral("compared_plan_total");
        row[2] = other->plan.name;
        row[3] = other->providers().join(QLatin1Char('+'));
        row[8] = core::roundedCell(other->instanceHours, 2);
        row[10] = core::roundedCell(other->totalCostUsd, 2);
        table.rows.append(row);
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int rentOrBuy(Context &context)
{
    if (!context.arguments.isEmpty()) {
        context.err << Cli::tr("rent-or-buy takes no arguments; give the plan with --plan FILE.")
                    << '\n';
        return Usage;
    }
    if (!requireOptions(
            context,
            {QStringLiteral("gpu"), QStringLiteral("usd-per-kwh"), QStringLiteral("plan")}))
        return Usage;
    std::optional<double> purchase, resale, watts, kwh;
    std::optional<int> months;
    if (!numberOption(context, QStringLiteral("purchase-usd"), 0, purchase)
        || !numberOption(context, QStringLiteral("resale-usd"), 0, resale)
        || !numberOption(context, QStringLiteral("watts"), 1, watts)
        || !numberOption(context, QStringLiteral("usd-per-kwh"), 0, kwh)
        || !intOption(context, QStringLiteral("months"), 1, months))
        return Usage;
    LoadedPlan loaded;
    if (const int status = loadPlan(context, context.parser.value(QStringLiteral("plan")), loaded);
        status != Ok)
        return status;
    const core::Workspace &workspace = loaded.open->workspace;
    const core::Catalog &catalog = workspace.catalog();
    core::OwnGpu own;
    own.gpu = findGpu(context, catalog, context.parser.value(QStringLiteral("gpu")));
    if (!own.gpu)
        return Failed;
    // Without --purchase-usd or --watts, the bundled table's figures, said so with their source.
    if (!purchase || !watts) {
        const std::optional<core::ConsumerGpuPrice> known = core::consumerGpuPrice(own.gpu->id);
        if (!known) {
            context.err << Cli::tr("rent-or-buy needs --purchase-usd and --watts for %1: the "
                                   "bundled table of consumer GPU prices does not list it.")
                               .arg(own.gpu->name)
                        << '\n';
            return Usage;
        }
        if (!purchase) {
            purchase = known->priceUsd;
            context.err << Cli::tr("Purchase price %1 USD: the launch price (MSRP) published %2, "
                                   "%3; not a street price.")
                               .arg(known->priceUsd)
                               .arg(known->priceObserved, known->priceSource)
                        << '\n';
        }
        if (!watts) {
            watts = known->boardPowerW;
            context.err << Cli::tr("Power draw %1 W: the board power from %2.")
                               .arg(known->boardPowerW)
                               .arg(known->powerSource)
                        << '\n';
        }
    }
    own.purchaseUsd = *purchase;
    own.resaleUsd = resale.value_or(0);
    own.watts = *watts;
    own.usdPerKwh = *kwh;
    own.months = months.value_or(own.months);

    const core::Expected<core::PlanResult> rental = workspace.planner().cheapest(loaded.plan);
    if (!rental) {
        context.err << rental.error() << '\n';
        return Failed;
    }
    const core::Expected<core::RentOrBuy> result = core::RentOrBuyModel::compare(
        catalog, workspace.assumptions(), loaded.plan, *rental, own);
    if (!result) {
        context.err << result.error() << '\n';
        return Failed;
    }
    const core::RentOrBuy &r = *result;
    QJsonArray parts, cumulative;
    for (const core::OwnPart &part : r.parts)
        parts.append(QJsonObject{{QStringLiteral("task"), core::taskId(part.workload.task)},
                                 {QStringLiteral("model"), part.workload.model},
                                 {QStringLiteral("fits"), core::fitId(part.fit)},
                                 {QStringLiteral("hours"), number(part.hours, 2)},
                                 {QStringLiteral("meets_deadline"), part.meetsDeadline}});
    for (int month = 0; month <= own.months; ++month)
        cumulative.append(
            QJsonObject{{QStringLiteral("month"), month},
                        {QStringLiteral("rental_usd"), number(r.cumulativeRentalUsd(month), 2)},
                        {QStringLiteral("own_usd"), number(r.cumulativeOwnUsd(month), 2)}});
    const QJsonObject json{
        {QStringLiteral("gpu"), own.gpu->id},
        {QStringLiteral("plan"), loaded.plan.name},
        {QStringLiteral("purchase_usd"), own.purchaseUsd},
        {QStringLiteral("resale_usd"), own.resaleUsd},
        {QStringLiteral("months"), own.months},
        {QStringLiteral("watts"), own.watts},
        {QStringLiteral("usd_per_kwh"), own.usdPerKwh},
        {QStringLiteral("own_hours_per_month"), number(r.ownHoursPerMonth, 2)},
        {QStringLiteral("monthly_electricity_usd"), number(r.monthlyElectricityUsd, 2)},
        {QStringLiteral("monthly_rental_usd"), number(r.monthlyRentalUsd, 2)},
        {QStringLiteral("monthly_own_usd"), number(r.monthlyOwnUsd, 2)},
        {QStringLiteral("break_even_months"), number(r.breakEvenMonths, 2)},
        {QStringLiteral("own_runs_everything"), r.runsEverything},
        {QStringLiteral("rental_providers"), QJsonArray::fromStringList(rental->providers())},
        {QStringLiteral("own_workloads"), parts},
        {QStringLiteral("cumulative"), cumulative}};
    if (context.format == core::TableFormat::Json) {
        context.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return Ok;
    }
    core::Table table{{QStringLiteral("figure"), QStringLiteral("value")}, {}};
    for (const QString &key :
         {QStringLiteral("gpu"), QStringLiteral("plan"), QStringLiteral("own_hours_per_month"),
          QStringLiteral("monthly_electricity_usd"), QStringLiteral("monthly_rental_usd"),
          QStringLiteral("monthly_own_usd"), QStringLiteral("break_even_months"),
          QStringLiteral("own_runs_everything")})
        table.rows.append({key, json.value(key).toVariant()});
    core::writeTable(table, context.format, context.out);
    return Ok;
}

} // namespace cli
