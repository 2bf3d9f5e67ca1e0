#pragma once

#include <core/common/expected.h>
#include <core/plan/plan.h>

#include <QCoreApplication>
#include <QStringList>

namespace core {

class Database;

// The user's saved plans, by name, as their JSON form (docs/plans.md). A user table: catalog
// updates never touch it; a plan is read against the catalog of the day.
class PlanStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::PlanStore)

public:
    explicit PlanStore(Database &database);

    Expected<QStringList> names() const;
    Expected<Plan> load(const QString &name, const Catalog &catalog) const;
    Status save(const Plan &plan);
    Status remove(const QString &name);

private:
    Database &m_database;
};

} // namespace core
