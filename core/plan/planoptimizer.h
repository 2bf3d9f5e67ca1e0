#pragma once

#include "plan.h"

#include <core/engine/engine.h>

#include <QCoreApplication>
#include <QList>

namespace core {

// One workload of a plan on the offer chosen for it.
struct PlanPart
{
    Workload workload;
    OfferEvaluation row; // the engine's row for the chosen offer
    double costUsd = 0; // the engine's total without storage: storage is the plan's
    double instanceHours = 0; // billed hours × instances
};

// A month of persistent storage at one provider, shared by every part placed there.
struct PlanStorage
{
    QString provider;
    double gb = 0;
    double usdPerGbMonth = 0;
    double costUsd = 0;
};

struct PlanResult
{
    Plan plan;
    QList<PlanPart> parts; // in the plan's order
    QList<PlanStorage> storage; // one per provider that keeps a volume
    double totalCostUsd = 0; // parts + storage
    double instanceHours = 0;
    QString provider; // the single provider when pinned, empty for a mix

    QStringList providers() const;
    // How far the plan is beyond its monthly budget: nothing when within or without one.
    std::optional<double> overBudgetUsd() const;
};

// The cheapest assignment of a plan's workloads to offers: one offer per workload, costed by
// the engine, with the persistent volume counted once per provider used (a month of the
// checkpoints of every model placed there plus the extra storage) instead of once per
// workload. Exact: a branch-and-bound over the providers each workload can use.
class PlanOptimizer final
{
    Q_DECLARE_TR_FUNCTIONS(core::PlanOptimizer)

public:
    PlanOptimizer(const Engine &engine, const Catalog &catalog, QList<ResolvedOffer> offers);

    // The cheapest mix, or everything at `provider` when given (else at the plan's pin).
    Expected<PlanResult> cheapest(const Plan &plan, const QString &provider = {}) const;
    // The cheapest plan that keeps every workload at one provider.
    Expected<PlanResult> cheapestSingleProvider(const Plan &plan) const;

    // Whether a row can carry a workload of a plan: ranked, within the deadline and the wait.
    static bool eligible(const OfferEvaluation &row);

private:
    struct Candidates;
    Expected<Candidates> candidates(const Plan &plan) const;
    Expected<PlanResult> solve(const Plan &plan, const Candidates &candidates,
                               const QString &provider) const;

    const Engine &m_engine;
    const Catalog &m_catalog;
    QList<ResolvedOffer> m_offers;
};

} // namespace core
