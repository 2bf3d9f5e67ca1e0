#pragma once

#include <core/common/expected.h>
#include <core/plan/measurement.h>

#include <QCoreApplication>
#include <QList>

namespace core {

class Database;

// The user's own speed measurements. A user table: catalog updates never touch it.
class MeasurementStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::MeasurementStore)

public:
    explicit MeasurementStore(Database &database);

    Expected<QList<Measurement>> list() const;
    // Stores a new measurement and returns its id.
    Expected<qint64> add(const Measurement &measurement);
    // Fails, naming the id, when there is no such measurement.
    Status remove(qint64 id);

private:
    Database &m_database;
};

} // namespace core
