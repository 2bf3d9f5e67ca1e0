#pragma once

#include <core/catalog/catalog.h>
#include <core/catalog/resolvedoffer.h>
#include <core/catalog/spotrisk.h>
#include <core/common/expected.h>
#include <core/engine/engine.h>
#include <core/plan/planoptimizer.h>
#include <core/session/pricefreshness.h>
#include <core/store/catalogstore.h>

#include <QHash>
#include <QList>

#include <memory>

namespace core {

class Database;

// What every figure is computed from: the catalog as shown (the stored one with the user's
// measurements), the assumptions in effect (the user's, with AWS Spot Advisor's interruption
// rate for each instance type and region it rates) and the one engine built on them. It is the
// one door to the numbers: the table (through the Session), the plan dialog and every CLI
// command evaluate here, so the same database prices an offer the same way everywhere.
// Immutable; copies share it, and it may be read from any thread.
class Workspace final
{
public:
    // An empty catalog: every evaluation fails for want of its model.
    Workspace();
    explicit Workspace(std::shared_ptr<const Catalog> catalog,
                       QHash<QString, SpotRisk> spotRisks = {}, Assumptions assumptions = {});

    // The stored catalog (the bundled one on a first run) with what the database adds to it.
    // `progress` hears how many offers are read (CatalogStore::setProgress).
    static Expected<Workspace> load(Database &database, const Assumptions &assumptions = {},
                                    const LoadProgress &progress = {});
    // `catalog` with what the database adds to it: the user's measurements and the spot
    // advisor's buckets.
    static Workspace over(Database &database, Catalog catalog, const Assumptions &assumptions = {});

    // The same catalog under other user assumptions (the spot advisor's rates still apply).
    Workspace withAssumptions(const Assumptions &assumptions) const;

    const Catalog &catalog() const { return *m_catalog; }
    const std::shared_ptr<const Catalog> &sharedCatalog() const { return m_catalog; }
    // Every offer of the catalog, resolved against its GPU and provider once.
    const QList<ResolvedOffer> &offers() const { return m_offers; }
    const QHash<QString, SpotRisk> &spotRisks() const { return m_spotRisks; }
    // How old the catalog's prices are, on the day the workspace was made (once per catalog,
    // on the thread that loads it, not on the screen's).
    const PriceFreshness &priceFreshness() const { return m_freshness; }
    // The user's assumptions, as given.
    const Assumptions &userAssumptions() const { return m_userAssumptions; }
    // The assumptions the engine applies: the user's with the spot advisor's rates.
    const Assumptions &assumptions() const { return m_engine->assumptions(); }
    // For what is not a row per offer: a speed estimate, the VRAM a workload needs.
    const Engine &engine() const { return *m_engine; }

    // A row of metrics per offer for `workload`, ranked: the rows of the table and its exports.
    Expected<Evaluation> evaluate(const Workload &workload,
                                  BasisChoice basis = BasisChoice::Auto) const;
    // Places plans on this workspace's offers. It refers to this workspace's engine: keep a copy
    // of the workspace alive while it is used.
    PlanOptimizer planner() const;

    // The user's assumptions with the spot advisor's rates for the instance types they bucket.
    static Assumptions effectiveAssumptions(Assumptions assumptions,
                                            const QHash<QString, SpotRisk> &spotRisks);

private:
    std::shared_ptr<const Catalog> m_catalog;
    QHash<QString, SpotRisk> m_spotRisks;
    Assumptions m_userAssumptions;
    std::shared_ptr<const Engine> m_engine;
    QList<ResolvedOffer> m_offers;
    PriceFreshness m_freshness;
};

} // namespace core
