#include "feedstatestore.h"

#include "database.h"
#include "sqlutil.h"

#include <QSqlQuery>

namespace core {
namespace {

QVariant bytes(const QByteArray &value)
{
    return value.isEmpty() ? QVariant() : QVariant(QString::fromLatin1(value));
}

QVariant time(const QDateTime &value)
{
    return value.isValid() ? QVariant(value.toUTC().toString(Qt::ISODate)) : QVariant();
}

} // namespace

FeedStateStore::FeedStateStore(Database &database)
    : m_database(database)
{
}

std::optional<FeedState> FeedStateStore::state(const QString &url) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral(
        "SELECT etag, last_modified, checked_at, updated_at FROM feed_state WHERE url = ?"));
    query.bindValue(0, url);
    if (!query.exec() || !query.next())
        return std::nullopt;
    FeedState state;
    state.url = url;
    state.etag = query.value(0).toString().toLatin1();
    state.lastModified = query.value(1).toString().toLatin1();
    state.checkedAt = QDateTime::fromString(query.value(2).toString(), Qt::ISODate);
    state.updatedAt = QDateTime::fromString(query.value(3).toString(), Qt::ISODate);
    return state;
}

Status FeedStateStore::save(const FeedState &state)
{
    QSqlDatabase db = m_database.connection();
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO feed_state (url, etag, last_modified,"
                                 " checked_at, updated_at) VALUES (?, ?, ?, ?, ?)"));
    query.bindValue(0, state.url);
    query.bindValue(1, bytes(state.etag));
    query.bindValue(2, bytes(state.lastModified));
    query.bindValue(
        3, time(state.checkedAt.isValid() ? state.checkedAt : QDateTime::currentDateTimeUtc()));
    query.bindValue(4, time(state.updatedAt));
    return sql::exec(query);
}

Status FeedStateStore::markChecked(const QString &url, const QDateTime &when)
{
    QSqlDatabase db = m_database.connection();
    sql::Transaction transaction(db);
    if (!transaction.started())
        return Error{transaction.error()};
    QSqlQuery query(db);
    query.prepare(QStringLiteral("UPDATE feed_state SET checked_at = ? WHERE url = ?"));
    query.bindValue(0, time(when));
    query.bindValue(1, url);
    if (Status status = sql::exec(query); !status.ok())
        return status;
    return transaction.commit();
}

} // namespace core
