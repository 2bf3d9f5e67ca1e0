#include "sourcestatestore.h"

#include "database.h"
#include "sqlutil.h"

#include <core/catalog/spotrisk.h>

#include <QSqlQuery>

namespace core {
namespace {

QVariant time(const QDateTime &value)
{
    return value.isValid() ? QVariant(value.toUTC().toString(Qt::ISODate)) : QVariant();
}

QDateTime timeOf(const QVariant &value)
{
    return value.isNull() ? QDateTime()
                          : QDateTime::fromString(value.toString(), Qt::ISODate).toUTC();
}

QVariant bytes(const QByteArray &value)
{
    return value.isEmpty() ? QVariant() : QVariant(QString::fromLatin1(value));
}

SourceState::Status statusOf(const QString &id)
{
    if (id == QLatin1String("updated"))
        return SourceState::Status::Updated;
    if (id == QLatin1String("up-to-date"))
        return SourceState::Status::UpToDate;
    return SourceState::Status::Failed;
}

SourceState readState(const QSqlQuery &q)
{
    SourceState state;
    state.id = q.value(0).toString();
    state.url = q.value(1).toString();
    state.etag = q.value(2).toString().toLatin1();
    state.lastModified = q.value(3).toString().toLatin1();
    state.checkedAt = timeOf(q.value(4));
    state.updatedAt = timeOf(q.value(5));
    state.status = statusOf(q.value(6).toString());
    state.message = q.value(7).toString();
    state.offers = q.value(8).toLongLong();
    state.retryAfter = timeOf(q.value(9));
    state.versionEtag = q.value(10).toString().toLatin1();
    state.versionBody = q.value(11).toByteArray();
    return state;
}

const char *const stateColumns = "id, url, etag, last_modified, checked_at, updated_at, status,"
                                 " message, offers, retry_after, version_etag, version_body";

} // namespace

SourceStateStore::SourceStateStore(Database &database)
    : m_database(database)
{
}

QString SourceStateStore::statusId(SourceState::Status status)
{
    switch (status) {
    case SourceState::Status::Updated:
        return QStringLiteral("updated");
    case SourceState::Status::UpToDate:
        return QStringLiteral("up-to-date");
    case SourceState::Status::Failed:
        break;
    }
    return QStringLiteral("failed");
}

std::optional<SourceState> SourceStateStore::state(const QString &id) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT %1 FROM source_state WHERE id = ?")
                      .arg(QLatin1String(stateColumns)));
    query.bindValue(0, id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return readState(query);
}

Expected<QList<SourceState>> SourceStateStore::all() const
{
    QSqlQuery query(m_database.connection());
    if (!query.exec(QStringLiteral("SELECT %1 FROM source_state ORDER BY id")
                        .arg(QLatin1String(stateColumns))))
        return Error{
            tr("Cannot read what the price sources answered: %1").arg(sql::errorText(query))};
    QList<SourceState> states;
    while (query.next())
        states.append(readState(query));
    return states;
}

Expected<QHash<OfferKey, OfferOrigin>> SourceStateStore::origins() const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT provider, gpu, gpu_count, tier, region, listed_by,"
                                   " listed_at, unlisted_since FROM offers"
                                   " WHERE listed_by IS NOT NULL")))
        return Error{tr("Cannot read where the offers came from: %1").arg(sql::errorText(query))};
    QHash<OfferKey, OfferOrigin> origins;
    while (query.next()) {
        const OfferKey key{query.value(0).toString(), query.value(1).toString(),
                           query.value(2).toInt(), query.value(3).toString(),
                           query.value(4).toString()};
        origins.insert(key,
                       {query.value(5).toString(), timeOf(query.value(6)),
                        QDate::fromString(query.value(7).toString(), Qt::ISODate)});
    }
    return origins;
}

Expected<QHash<QString, SpotRisk>> SourceStateStore::spotRisks() const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT instance_type, region, label, max_percent FROM spot_interruption")))
        return Error{tr("Cannot read the spot interruption data: %1").arg(sql::errorText(query))};
    QHash<QString, SpotRisk> risks;
    while (query.next()) {
        SpotRisk risk{query.value(0).toString(), query.value(1).toString(),
                      query.value(2).toString(), query.value(3).toInt()};
        risks.insert(risk.instanceType + QLatin1Char('|') + risk.region, risk);
    }
    return risks;
}

Status SourceStateStore::save(QSqlDatabase &db, const SourceState &state)
{
    QSqlQuery query(db);
    if (Status status = sql::prepare(query,
                                     QStringLiteral("INSERT OR REPLACE INTO source_state (%1)"
                                                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                                         .arg(QLatin1String(stateColumns)));
        !status.ok())
        return status;
    sql::bind(query,
              {state.id, state.url, bytes(state.etag), bytes(state.lastModified),
               time(state.checkedAt), time(state.updatedAt), statusId(state.status),
               sql::nullable(state.message), qlonglong(state.offers), time(state.retryAfter),
               bytes(state.versionEtag),
               state.versionBody.isEmpty() ? QVariant() : QVariant(state.versionBody)});
    return sql::exec(query);
}

Status SourceStateStore::replaceSpotRisks(QSqlDatabase &db, const QList<SpotRisk> &risks,
                                          const QString &sourceId, const QDateTime &fetchedAt)
{
    if (Status status = sql::exec(db, QStringLiteral("DELETE FROM spot_interruption"));
        !status.ok())
        return status;
    QSqlQuery query(db);
    if (Status status = sql::prepare(
            query,
            QStringLiteral("INSERT OR REPLACE INTO spot_interruption (instance_type,"
                           " region, label, max_percent, source_id, fetched_at)"
                           " VALUES (?, ?, ?, ?, ?, ?)"));
        !status.ok())
        return status;
    for (const SpotRisk &risk : risks) {
        sql::bind(query,
                  {risk.instanceType, risk.region, risk.label, risk.maxPercent, sourceId,
                   time(fetchedAt)});
        if (Status status = sql::exec(query); !status.ok())
            return status;
    }
    return {};
}

Status SourceStateStore::record(const SourceState &state)
{
    QSqlDatabase db = m_database.connection();
    sql::Transaction transaction(db);
    if (!transaction.started())
        return Error{transaction.error()};
    if (Status status = save(db, state); !status.ok())
        return status;
    return transaction.commit();
}

} // namespace core
