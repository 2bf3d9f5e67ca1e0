#include "workspace.h"

#include <core/engine/costmodel.h>
#include <core/plan/measurement.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/measurementstore.h>
#include <core/store/sourcestatestore.h>

namespace core {

Workspace::Workspace()
    : Workspace(std::make_shared<const Catalog>())
{
}

Workspace::Workspace(std::shared_ptr<const Catalog> catalog, QHash<QString, SpotRisk> spotRisks,
                     Assumptions assumptions)
    : m_catalog(std::move(catalog))
    , m_spotRisks(std::move(spotRisks))
    , m_userAssumptions(std::move(assumptions))
    , m_engine(std::make_shared<const Engine>(*m_catalog,
                                              effectiveAssumptions(m_userAssumptions, m_spotRisks)))
    , m_offers(resolveOffers(*m_catalog))
{
    QList<const Offer *> offers;
    offers.reserve(m_catalog->offers.size());
    for (const Offer &offer : m_catalog->offers)
        offers.append(&offer);
    m_freshness = core::priceFreshness(offers, QDate::currentDate());
}

Expected<Workspace> Workspace::load(Database &database, const Assumptions &assumptions,
                                    const LoadProgress &progress)
{
    CatalogStore store(database);
    store.setProgress(progress);
    Expected<Catalog> catalog = store.loadOrSeed();
    if (!catalog)
        return Error{catalog.error()};
    return over(database, std::move(catalog).value(), assumptions);
}

Workspace Workspace::over(Database &database, Catalog catalog, const Assumptions &assumptions)
{
    // What the database cannot read adds nothing: the catalog still shows, as it is.
    const Expected<QList<Measurement>> measurements = MeasurementStore(database).list();
    // The user's own measurements come first for their GPU and model (core/plan/measurement.h).
    if (measurements && !measurements->isEmpty())
        catalog = Measurements::withMeasurements(std::move(catalog), *measurements);
    Expected<QHash<QString, SpotRisk>> risks = SourceStateStore(database).spotRisks();
    return Workspace(std::make_shared<const Catalog>(std::move(catalog)),
                     risks ? std::move(risks).value() : QHash<QString, SpotRisk>(), assumptions);
}

Workspace Workspace::withAssumptions(const Assumptions &assumptions) const
{
    // The resolved offers and the prices' age are the catalog's: only the engine changes.
    Workspace next = *this;
    next.m_userAssumptions = assumptions;
    next.m_engine = std::make_shared<const Engine>(
        *m_catalog, effectiveAssumptions(next.m_userAssumptions, m_spotRisks));
    return next;
}

Expected<Evaluation> Workspace::evaluate(const Workload &workload, BasisChoice basis) const
{
    return m_engine->evaluate(workload, m_offers, basis);
}

PlanOptimizer Workspace::planner() const
{
    return PlanOptimizer(*m_engine, *m_catalog, m_offers);
}

Assumptions Workspace::effectiveAssumptions(Assumptions assumptions,
                                            const QHash<QString, SpotRisk> &spotRisks)
{
    for (auto it = spotRisks.cbegin(); it != spotRisks.cend(); ++it)
        assumptions.spotInterruptionsPerHourByInstance.insert(
            it.key(), cost::interruptionsPerHour(it->maxPercent));
    return assumptions;
}

} // namespace core
