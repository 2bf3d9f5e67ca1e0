#include "measurementstore.h"

#include "database.h"
#include "sqlutil.h"

#include <QSqlQuery>

namespace core {

MeasurementStore::MeasurementStore(Database &database)
    : m_database(database)
{
}

Expected<QList<Measurement>> MeasurementStore::list() const
{
    QSqlQuery query(m_database.connection());
    if (!query.exec(QStringLiteral(
            "SELECT id, gpu, model, width, height, steps, batch, frames, precision, stack,"
            " provider, seconds_per_image, iterations_per_second, recorded_at"
            " FROM user_measurements ORDER BY id")))
        return Error{tr("Cannot read your measurements: %1").arg(sql::errorText(query))};
    QList<Measurement> result;
    while (query.next()) {
        Measurement m;
        m.id = query.value(0).toLongLong();
        m.gpu = query.value(1).toString();
        m.model = query.value(2).toString();
        m.config.width = sql::clampedInt(query.value(3));
        m.config.height = sql::clampedInt(query.value(4));
        m.config.steps = sql::clampedInt(query.value(5));
        m.config.batch = sql::clampedInt(query.value(6));
        m.config.frames = sql::optionalInt(query.value(7));
        m.config.precision = precisionFromId(query.value(8).toString()).value_or(Precision::Fp16);
        m.config.stack = query.value(9).toString();
        m.provider = query.value(10).toString();
        m.secondsPerImage = sql::optionalDouble(query.value(11));
        m.iterationsPerSecond = sql::optionalDouble(query.value(12));
        m.recordedAt = QDateTime::fromString(query.value(13).toString(), Qt::ISODate);
        result.append(m);
    }
    return result;
}

Expected<qint64> MeasurementStore::add(const Measurement &m)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral(
        "INSERT INTO user_measurements (gpu, model, width, height, steps, batch, frames,"
        " precision, stack, provider, seconds_per_image, iterations_per_second, recorded_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(m.gpu);
    query.addBindValue(m.model);
    query.addBindValue(m.config.width);
    query.addBindValue(m.config.height);
    query.addBindValue(m.config.steps);
    query.addBindValue(m.config.batch);
    query.addBindValue(sql::nullable(m.config.frames));
    query.addBindValue(precisionId(m.config.precision));
    query.addBindValue(m.config.stack);
    query.addBindValue(sql::nullable(m.provider));
    query.addBindValue(sql::nullable(m.secondsPerImage));
    query.addBindValue(sql::nullable(m.iterationsPerSecond));
    const QDateTime at = m.recordedAt.isValid() ? m.recordedAt : QDateTime::currentDateTimeUtc();
    query.addBindValue(at.toUTC().toString(Qt::ISODate));
    if (Status status = sql::exec(query); !status.ok())
        return Error{status.error()};
    return query.lastInsertId().toLongLong();
}

Status MeasurementStore::remove(qint64 id)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("DELETE FROM user_measurements WHERE id = ?"));
    query.addBindValue(id);
    if (Status status = sql::exec(query); !status.ok())
        return status;
    if (query.numRowsAffected() == 0)
        return Error{tr("There is no measurement with id %1.").arg(id)};
    return {};
}

} // namespace core
