#pragma once

#include <core/common/expected.h>
#include <core/engine/workload.h>

#include <QCoreApplication>
#include <QStringList>

namespace core {

class Database;

// Named workloads the user saved, as the engine's JSON form of a workload.
class WorkloadStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::WorkloadStore)

public:
    explicit WorkloadStore(Database &database);

    Expected<QStringList> names() const;
    Expected<Workload> load(const QString &name) const;
    Status save(const QString &name, const Workload &workload);
    Status remove(const QString &name);

private:
    Database &m_database;
};

} // namespace core
