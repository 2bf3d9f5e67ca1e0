#include "pricehistory.h"

#include "database.h"
#include "sqlutil.h"

#include <QSqlQuery>

namespace core {
namespace {

const QString columns = QStringLiteral(
    "provider, gpu, gpu_count, tier, region, currency, on_demand_per_hour, spot_per_hour,"
    " observed_at, recorded_at");

QString timestamp(const QDateTime &time)
{
    // Milliseconds: two updates in one second are still two batches.
    return time.toUTC().toString(Qt::ISODateWithMs);
}

PriceObservation readObservation(const QSqlQuery &query, int first)
{
    PriceObservation observation;
    observation.key = {query.value(first).toString(), query.value(first + 1).toString(),
                       sql::clampedInt(query.value(first + 2)), query.value(first + 3).toString(),
                       query.value(first + 4).toString()};
    observation.currency = query.value(first + 5).toString();
    observation.onDemandPerHour = sql::optionalDouble(query.value(first + 6));
    observation.spotPerHour = sql::optionalDouble(query.value(first + 7));
    observation.observedAt
        = PartialDate::parse(query.value(first + 8).toString()).value_or(PartialDate());
    observation.recordedAt = QDateTime::fromString(query.value(first + 9).toString(),
                                                   Qt::ISODateWithMs);
    return observation;
}

Error readError(const QSqlQuery &query)
{
    return Error{
        QCoreApplication::translate("core::PriceHistory", "Cannot read the price history: %1")
            .arg(sql::errorText(query))};
}

// The observations "SELECT `columns` FROM price_history `rest`" finds, given its values.
Expected<QList<PriceObservation>> observations(const QSqlDatabase &db, const QString &rest,
                                               const QVariantList &values)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM price_history ")
                       + rest))
        return readError(query);
    sql::bind(query, values);
    if (!query.exec())
        return readError(query);
    QList<PriceObservation> found;
    while (query.next())
        found.append(readObservation(query, 0));
    return found;
}

} // namespace

PriceHistory::PriceHistory(Database &database)
    : m_database(database)
{
}

Status PriceHistory::recordOffers(QSqlDatabase &db, const QDateTime &recordedAt)
{
    // One statement copies the offers just written: no row goes through Qt's bindings (a
    // large source brings 100,000 at once). An observation the history holds already is not
    // repeated; IS compares NULL with NULL as equal, so an unknown spot price is the same
    // unknown. The lookup runs on price_history_by_key; rowid order keeps the catalog's.
    QSqlQuery query(db);
    if (Status status = sql::prepare(
            query,
            QStringLiteral("INSERT INTO price_history (") + columns
                + QStringLiteral(
                    ") SELECT o.provider, o.gpu, o.gpu_count, o.tier, o.region, o.currency,"
                    " o.on_demand_per_hour, o.spot_per_hour, o.observed_at, ? FROM offers o"
                    " WHERE NOT EXISTS (SELECT 1 FROM price_history h"
                    " WHERE h.provider = o.provider AND h.gpu = o.gpu"
                    " AND h.gpu_count = o.gpu_count AND h.tier = o.tier AND h.region = o.region"
                    " AND h.observed_at = o.observed_at AND h.currency = o.currency"
                    " AND h.on_demand_per_hour IS o.on_demand_per_hour"
                    " AND h.spot_per_hour IS o.spot_per_hour)"
                    " ORDER BY o.rowid"));
        !status.ok())
        return status;
    query.bindValue(0, timestamp(recordedAt));
    return sql::exec(query);
}

Expected<QList<PriceObservation>> PriceHistory::history(const OfferKey &key) const
{
    return observations(
        m_database.connection(),
        QStringLiteral(
            "WHERE provider = ? AND gpu = ? AND gpu_count = ? AND tier = ? AND region = ?"
            " ORDER BY id"),
        {key.provider, key.gpu, key.gpuCount, sql::text(key.tier), sql::text(key.region)});
}

Expected<QList<PriceObservation>> PriceHistory::history(const QString &provider,
                                                        const QString &gpu) const
{
    return observations(
        m_database.connection(),
        QStringLiteral("WHERE provider = ? AND gpu = ? ORDER BY gpu_count, tier, region, id"),
        {provider, gpu});
}

Expected<QList<PriceChange>> PriceHistory::changesInLastUpdate() const
{
    QSqlDatabase db = m_database.connection();
    QSqlQuery latest(db);
    if (!latest.exec(QStringLiteral("SELECT (SELECT max(recorded_at) FROM price_history),"
                                    " (SELECT imported_at FROM catalog_info)")))
        return readError(latest);
    if (!latest.next() || latest.value(0).isNull())
        return QList<PriceChange>();
    const QString batch = latest.value(0).toString();
    // The last replace recorded nothing when it happened after the newest batch.
    const QDateTime batchTime = QDateTime::fromString(batch, Qt::ISODateWithMs);
    const QDateTime importedAt = QDateTime::fromString(latest.value(1).toString(), Qt::ISODate);
    if (importedAt.isValid() && batchTime.isValid()
        && batchTime.toSecsSinceEpoch() < importedAt.toSecsSinceEpoch())
        return QList<PriceChange>();

    QSqlQuery query(db);
    query.setForwardOnly(true);
    QString previousColumns = columns;
    previousColumns.replace(QStringLiteral(", "), QStringLiteral(", prev."));
    QString currentColumns = columns;
    currentColumns.replace(QStringLiteral(", "), QStringLiteral(", cur."));
    query.prepare(QStringLiteral("SELECT prev.") + previousColumns + QStringLiteral(", cur.")
                  + currentColumns
                  + QStringLiteral(
                      " FROM price_history cur JOIN price_history prev ON prev.id = ("
                      "SELECT max(p.id) FROM price_history p WHERE p.provider = cur.provider"
                      " AND p.gpu = cur.gpu AND p.gpu_count = cur.gpu_count AND p.tier = cur.tier"
                      " AND p.region = cur.region AND p.id < cur.id)"
                      " WHERE cur.recorded_at = ? AND NOT (cur.currency IS prev.currency"
                      " AND cur.on_demand_per_hour IS prev.on_demand_per_hour"
                      " AND cur.spot_per_hour IS prev.spot_per_hour)"
                      " ORDER BY cur.provider, cur.gpu, cur.gpu_count, cur.tier, cur.region"));
    query.bindValue(0, batch);
    if (!query.exec())
        return readError(query);
    QList<PriceChange> changes;
    while (query.next())
        changes.append({readObservation(query, 0), readObservation(query, 10)});
    return changes;
}

qint64 PriceHistory::size() const
{
    QSqlQuery query(m_database.connection());
    if (query.exec(QStringLiteral("SELECT count(*) FROM price_history")) && query.next())
        return query.value(0).toLongLong();
    return 0;
}

} // namespace core
