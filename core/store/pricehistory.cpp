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

// The current observation of each offer, in the history's columns: the offers table holds it,
// as of the last replace of the catalog.
QString currentColumns(const QString &table)
{
    QString text = QStringLiteral(
        "T.provider, T.gpu, T.gpu_count, T.tier, T.region, T.currency, T.on_demand_per_hour,"
        " T.spot_per_hour, T.observed_at, (SELECT imported_at FROM catalog_info)");
    return text.replace(QStringLiteral("T."), table + QLatin1Char('.'));
}

// The observations of the offers `where` selects, the superseded ones (price_history) and the
// current ones (offers) together, in `order`; `values` bind `where`.
Expected<QList<PriceObservation>> observations(const QSqlDatabase &db, const QString &where,
                                               const QString &order, const QVariantList &values)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM (SELECT ")
                       + columns + QStringLiteral(", 0 AS current, id AS seq FROM price_history")
                       + QStringLiteral(" WHERE ") + where + QStringLiteral(" UNION ALL SELECT ")
                       + currentColumns(QStringLiteral("offers"))
                       + QStringLiteral(", 1, rowid FROM offers WHERE ") + where
                       + QStringLiteral(") ORDER BY ") + order))
        return readError(query);
    sql::bind(query, values + values);
    if (!query.exec())
        return readError(query);
    QList<PriceObservation> found;
    while (query.next())
        found.append(readObservation(query, 0));
    return found;
}

QVariantList historyRow(const Offer &o, const QVariant &at)
{
    return {o.key.provider,
            o.key.gpu,
            o.key.gpuCount,
            sql::text(o.key.tier),
            sql::text(o.key.region),
            o.currency,
            sql::nullable(o.onDemandPerHour),
            sql::nullable(o.spotPerHour),
            sql::text(o.observedAt.text()),
            at};
}

} // namespace

PriceHistory::PriceHistory(Database &database)
    : m_database(database)
{
}

Status PriceHistory::recordSuperseded(QSqlDatabase &db, const QList<const Offer *> &offers,
                                      const QDateTime &supersededAt)
{
    const QVariant at = timestamp(supersededAt);
    return sql::execEach(db,
                         QStringLiteral("INSERT INTO price_history (") + columns
                             + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                         offers, [&](const Offer *o) { return historyRow(*o, at); });
}

Status PriceHistory::recordRedated(QSqlDatabase &db, const QList<const Offer *> &offers,
                                   const QDateTime &supersededAt)
{
    const QVariant at = timestamp(supersededAt);
    // The row, then its key and its price again for the history's last observation of the key.
    return sql::execEach(
        db,
        QStringLiteral("INSERT INTO price_history (") + columns
            + QStringLiteral(") SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS"
                             " (SELECT 1 FROM (SELECT currency, on_demand_per_hour, spot_per_hour"
                             " FROM price_history WHERE provider = ? AND gpu = ? AND gpu_count = ?"
                             " AND tier = ? AND region = ? ORDER BY id DESC LIMIT 1) AS last"
                             " WHERE last.currency = ? AND last.on_demand_per_hour IS ?"
                             " AND last.spot_per_hour IS ?)"),
        offers, [&](const Offer *o) {
            const QVariantList row = historyRow(*o, at);
            return row + row.mid(0, 5) + row.mid(5, 3);
        });
}

Expected<QList<PriceObservation>> PriceHistory::history(const OfferKey &key) const
{
    return observations(
        m_database.connection(),
        QStringLiteral("provider = ? AND gpu = ? AND gpu_count = ? AND tier = ? AND region = ?"),
        QStringLiteral("current, seq"),
        {key.provider, key.gpu, key.gpuCount, sql::text(key.tier), sql::text(key.region)});
}

Expected<QList<PriceObservation>> PriceHistory::history(const QString &provider,
                                                        const QString &gpu) const
{
    return observations(m_database.connection(), QStringLiteral("provider = ? AND gpu = ?"),
                        QStringLiteral("gpu_count, tier, region, current, seq"), {provider, gpu});
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
    // The observations the last replace superseded, each beside the offer's current one. The
    // last replace superseded nothing when it happened after the newest of them.
    const QString batch = latest.value(0).toString();
    const QDateTime batchTime = QDateTime::fromString(batch, Qt::ISODateWithMs);
    const QDateTime importedAt = QDateTime::fromString(latest.value(1).toString(), Qt::ISODate);
    if (importedAt.isValid() && batchTime.isValid()
        && batchTime.toSecsSinceEpoch() < importedAt.toSecsSinceEpoch())
        return QList<PriceChange>();

    QSqlQuery query(db);
    query.setForwardOnly(true);
    QString previousColumns = columns;
    previousColumns.replace(QStringLiteral(", "), QStringLiteral(", prev."));
    query.prepare(
        QStringLiteral("SELECT prev.") + previousColumns + QStringLiteral(", ")
        + currentColumns(QStringLiteral("cur"))
        + QStringLiteral(" FROM price_history prev JOIN offers cur ON cur.provider = prev.provider"
                         " AND cur.gpu = prev.gpu AND cur.gpu_count = prev.gpu_count"
                         " AND cur.tier = prev.tier AND cur.region = prev.region"
                         " WHERE prev.recorded_at = ? AND NOT (cur.currency IS prev.currency"
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
    if (query.exec(QStringLiteral("SELECT (SELECT count(*) FROM price_history)"
                                  " + (SELECT count(*) FROM offers)"))
        && query.next())
        return query.value(0).toLongLong();
    return 0;
}

} // namespace core
