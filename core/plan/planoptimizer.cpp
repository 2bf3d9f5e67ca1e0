#include "planoptimizer.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace core {

struct PlanOptimizer::Candidates
{
    QList<Evaluation> evaluations; // one per workload
    // Per workload: the cheapest eligible row at each provider, cheapest provider first.
    QList<QList<std::pair<QString, int>>> byProvider;
};

namespace {

double costWithoutStorage(const OfferEvaluation &row)
{
    return *row.totalCostUsd - (row.cost ? row.cost->storageUsd : 0.0);
}

QString describe(const Workload &workload, qsizetype index)
{
    return PlanOptimizer::tr("workload %1 (%2, %3)")
        .arg(index + 1)
        .arg(taskId(workload.task), workload.model);
}

} // namespace

QStringList PlanResult::providers() const
{
    QStringList ids;
    for (const PlanPart &part : parts) {
        if (!ids.contains(part.row.offer.provider->id))
            ids.append(part.row.offer.provider->id);
    }
    return ids;
}

std::optional<double> PlanResult::overBudgetUsd() const
{
    if (!plan.monthlyBudgetUsd || totalCostUsd <= *plan.monthlyBudgetUsd)
        return std::nullopt;
    return totalCostUsd - *plan.monthlyBudgetUsd;
}

PlanOptimizer::PlanOptimizer(const Engine &engine, const Catalog &catalog,
                             QList<ResolvedOffer> offers)
    : m_engine(engine)
    , m_catalog(catalog)
    , m_offers(std::move(offers))
{
}

bool PlanOptimizer::eligible(const OfferEvaluation &row)
{
    return row.rank > 0 && row.meetsDeadline && row.withinWait && row.totalCostUsd.has_value();
}

Expected<PlanOptimizer::Candidates> PlanOptimizer::candidates(const Plan &plan) const
{
    if (plan.workloads.isEmpty())
        return Error{tr("The plan \"%1\" has no workload.").arg(plan.name)};
    Candidates result;
    for (qsizetype i = 0; i < plan.workloads.size(); ++i) {
        Expected<Evaluation> evaluation = m_engine.evaluate(plan.workloads.at(i), m_offers);
        if (!evaluation)
            return Error{evaluation.error()};
        QHash<QString, int> best;
        const QList<OfferEvaluation> &rows = evaluation->rows;
        for (int r = 0; r < int(rows.size()); ++r) {
            if (!eligible(rows.at(r)))
                continue;
            const QString provider = rows.at(r).offer.provider->id;
            const auto it = best.constFind(provider);
            if (it == best.cend()
                || costWithoutStorage(rows.at(r)) < costWithoutStorage(rows.at(*it)))
                best.insert(provider, r);
        }
        if (best.isEmpty())
            return Error{tr("No offer can carry %1: none fits, has a price and a speed, and "
                            "meets its deadline and acceptable wait.")
                             .arg(describe(plan.workloads.at(i), i))};
        QList<std::pair<QString, int>> sorted(best.keyValueBegin(), best.keyValueEnd());
        std::sort(sorted.begin(), sorted.end(), [&](const auto &a, const auto &b) {
            const double ca = costWithoutStorage(rows.at(a.second));
            const double cb = costWithoutStorage(rows.at(b.second));
            return ca != cb ? ca < cb : a.first < b.first;
        });
        result.byProvider.append(sorted);
        result.evaluations.append(std::move(evaluation).value());
    }
    return result;
}

Expected<PlanResult> PlanOptimizer::solve(const Plan &plan, const Candidates &candidates,
                                          const QString &provider) const
{
    const qsizetype n = plan.workloads.size();
    // The volume at each provider holds the checkpoints of every model placed there, plus
    // the extra storage (LoRAs, VAEs, outputs) once.
    auto storageOf = [&](const QList<const OfferEvaluation *> &rows) {
        QHash<QString, QSet<QString>> models;
        QHash<QString, const Provider *> providers;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (!rows.at(i) || !rows.at(i)->usesVolume)
                continue;
            const Provider *p = rows.at(i)->offer.provider;
            models[p->id].insert(plan.workloads.at(i).model);
            providers.insert(p->id, p);
        }
        QList<PlanStorage> storage;
        for (auto it = models.cbegin(); it != models.cend(); ++it) {
            PlanStorage s;
            s.provider = it.key();
            s.gb = m_engine.assumptions().extraStorageGb;
            for (const QString &model : it.value())
                s.gb += m_engine.checkpointGb(*m_catalog.model(model));
            s.usdPerGbMonth = providers.value(it.key())->storageUsdPerGbMonth.value_or(0);
            s.costUsd = s.gb * s.usdPerGbMonth;
            storage.append(s);
        }
        std::sort(storage.begin(), storage.end(), [](const PlanStorage &a, const PlanStorage &b) {
            return a.provider < b.provider;
        });
        return storage;
    };
    auto storageCost = [](const QList<PlanStorage> &storage) {
        double sum = 0;
        for (const PlanStorage &s : storage)
            sum += s.costUsd;
        return sum;
    };

    // The cheapest cost each remaining workload could add, for the bound.
    QList<double> minimumFrom(n + 1, 0.0);
    for (qsizetype i = n - 1; i >= 0; --i) {
        double cheapest = std::numeric_limits<double>::infinity();
        for (const auto &[id, r] : candidates.byProvider.at(i)) {
            if (provider.isEmpty() || id == provider)
                cheapest = std::min(cheapest,
                                    costWithoutStorage(candidates.evaluations.at(i).rows.at(r)));
        }
        if (!std::isfinite(cheapest))
            return Error{tr("No offer at %1 can carry %2.")
                             .arg(provider, describe(plan.workloads.at(i), i))};
        minimumFrom[i] = minimumFrom.at(i + 1) + cheapest;
    }

    QList<const OfferEvaluation *> chosen(n, nullptr), best;
    double bestCost = std::numeric_limits<double>::infinity();
    std::function<void(qsizetype, double)> search = [&](qsizetype i, double partsCost) {
        const double bound = partsCost + storageCost(storageOf(chosen)) + minimumFrom.at(i);
        if (bound >= bestCost)
            return;
        if (i == n) {
            bestCost = bound;
            best = chosen;
            return;
        }
        for (const auto &[id, r] : candidates.byProvider.at(i)) {
            if (!provider.isEmpty() && id != provider)
                continue;
            const OfferEvaluation &row = candidates.evaluations.at(i).rows.at(r);
            chosen[i] = &row;
            search(i + 1, partsCost + costWithoutStorage(row));
        }
        chosen[i] = nullptr;
    };
    search(0, 0);

    PlanResult result;
    result.plan = plan;
    result.provider = provider;
    for (qsizetype i = 0; i < n; ++i) {
        PlanPart part;
        part.workload = plan.workloads.at(i);
        part.row = *best.at(i);
        part.costUsd = costWithoutStorage(part.row);
        part.instanceHours = part.row.totalHours.value_or(0) * part.row.instances;
        result.totalCostUsd += part.costUsd;
        result.instanceHours += part.instanceHours;
        result.parts.append(part);
    }
    result.storage = storageOf(best);
    result.totalCostUsd += storageCost(result.storage);
    return result;
}

Expected<PlanResult> PlanOptimizer::cheapest(const Plan &plan, const QString &provider) const
{
    const Expected<Candidates> found = candidates(plan);
    if (!found)
        return Error{found.error()};
    return solve(plan, *found, provider.isEmpty() ? plan.pinnedProvider : provider);
}

Expected<PlanResult> PlanOptimizer::cheapestSingleProvider(const Plan &plan) const
{
    const Expected<Candidates> found = candidates(plan);
    if (!found)
        return Error{found.error()};
    QSet<QString> common;
    for (const auto &[id, r] : found->byProvider.constFirst())
        common.insert(id);
    for (const auto &list : found->byProvider) {
        QSet<QString> here;
        for (const auto &[id, r] : list)
            here.insert(id);
        common.intersect(here);
    }
    std::optional<PlanResult> best;
    QStringList ids(common.cbegin(), common.cend());
    ids.sort();
    for (const QString &id : ids) {
        Expected<PlanResult> result = solve(plan, *found, id);
        if (result && (!best || result->totalCostUsd < best->totalCostUsd))
            best = std::move(result).value();
    }
    if (!best)
        return Error{
            tr("No single provider can carry every workload of the plan \"%1\".").arg(plan.name)};
    return *best;
}

} // namespace core
