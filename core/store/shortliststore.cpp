#include "shortliststore.h"

#include "database.h"
#include "sqlutil.h"

#include <QSqlQuery>
#include <QUuid>

namespace core {
namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

void bindKey(QSqlQuery &query, const OfferKey &key)
{
    query.bindValue(QStringLiteral(":provider"), sql::text(key.provider));
    query.bindValue(QStringLiteral(":gpu"), sql::text(key.gpu));
    query.bindValue(QStringLiteral(":count"), key.gpuCount);
    query.bindValue(QStringLiteral(":tier"), sql::text(key.tier));
    query.bindValue(QStringLiteral(":region"), sql::text(key.region));
}

const QString keyMatch = QStringLiteral(
    "shortlist_id = :list AND provider = :provider AND gpu = :gpu AND gpu_count = :count"
    " AND tier = :tier AND region = :region");

} // namespace

ShortlistStore::ShortlistStore(Database &database)
    : m_database(database)
{
}

Expected<QList<ShortlistItem>> ShortlistStore::items(qint64 shortlistId) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(
        QStringLiteral("SELECT provider, gpu, gpu_count, tier, region, note, added_at"
                       " FROM shortlist_items WHERE shortlist_id = ? ORDER BY added_at, rowid"));
    query.addBindValue(shortlistId);
    if (Status status = sql::exec(query); !status.ok())
        return Error{status.error()};
    QList<ShortlistItem> result;
    while (query.next()) {
        result.append(
            {{query.value(0).toString(), query.value(1).toString(), sql::clampedInt(query.value(2)),
              query.value(3).toString(), query.value(4).toString()},
             query.value(5).toString(),
             QDateTime::fromString(query.value(6).toString(), Qt::ISODate)});
    }
    return result;
}

QString Shortlist::displayName() const
{
    return name.isEmpty() && stableId == ShortlistStore::defaultId() ? ShortlistStore::defaultName()
                                                                     : name;
}

Expected<QList<Shortlist>> ShortlistStore::all() const
{
    QSqlQuery query(m_database.connection());
    if (!query.exec(QStringLiteral("SELECT id, name, stable_id FROM shortlists ORDER BY id")))
        return Error{tr("Cannot read the shortlists: %1").arg(sql::errorText(query))};
    QList<Shortlist> lists;
    while (query.next())
        lists.append({query.value(0).toLongLong(),
                      query.value(1).toString(),
                      {},
                      query.value(2).toString()});
    for (Shortlist &list : lists) {
        Expected<QList<ShortlistItem>> listItems = items(list.id);
        if (!listItems)
            return Error{listItems.error()};
        list.items = std::move(listItems).value();
    }
    return lists;
}

Expected<Shortlist> ShortlistStore::byName(const QString &name) const
{
    const Expected<QList<Shortlist>> lists = all();
    if (!lists)
        return Error{lists.error()};
    for (const Shortlist &list : *lists) {
        if (list.name == name || list.displayName() == name)
            return list;
    }
    return Error{tr("There is no shortlist called \"%1\".").arg(name)};
}

Expected<std::optional<Shortlist>> ShortlistStore::defaultList() const
{
    const Expected<QList<Shortlist>> lists = all();
    if (!lists)
        return Error{lists.error()};
    for (const Shortlist &list : *lists) {
        if (list.stableId == defaultId())
            return std::optional<Shortlist>(list);
    }
    return std::optional<Shortlist>();
}

Expected<qint64> ShortlistStore::ensure(const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A shortlist needs a name.")};
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("INSERT INTO shortlists (name, created_at, stable_id)"
                                 " VALUES (?, ?, ?) ON CONFLICT DO NOTHING"));
    query.addBindValue(name.trimmed());
    query.addBindValue(now());
    query.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (Status status = sql::exec(query); !status.ok())
        return Error{status.error()};
    query.prepare(QStringLiteral("SELECT id FROM shortlists WHERE name = ?"));
    query.addBindValue(name.trimmed());
    if (Status status = sql::exec(query); !status.ok() || !query.next())
        return Error{tr("Cannot create the shortlist \"%1\".").arg(name)};
    return query.value(0).toLongLong();
}

Expected<qint64> ShortlistStore::ensureDefault()
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("INSERT INTO shortlists (name, created_at, stable_id)"
                                 " VALUES ('', ?, ?) ON CONFLICT DO NOTHING"));
    query.addBindValue(now());
    query.addBindValue(defaultId());
    if (Status status = sql::exec(query); !status.ok())
        return Error{status.error()};
    query.prepare(QStringLiteral("SELECT id FROM shortlists WHERE stable_id = ?"));
    query.addBindValue(defaultId());
    if (Status status = sql::exec(query); !status.ok() || !query.next())
        return Error{tr("Cannot create the shortlist \"%1\".").arg(defaultName())};
    return query.value(0).toLongLong();
}

Status ShortlistStore::rename(qint64 id, const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A shortlist needs a name.")};
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("UPDATE shortlists SET name = ? WHERE id = ?"));
    query.addBindValue(name.trimmed());
    query.addBindValue(id);
    if (!query.exec())
        return Error{tr("Cannot rename the shortlist to \"%1\": a shortlist of that name exists.")
                         .arg(name)};
    return {};
}

Status ShortlistStore::remove(qint64 id)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("DELETE FROM shortlists WHERE id = ?"));
    query.addBindValue(id);
    return sql::exec(query);
}

Status ShortlistStore::addItem(qint64 shortlistId, const OfferKey &key, const QString &note)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral(
        "INSERT INTO shortlist_items (shortlist_id, provider, gpu, gpu_count, tier, region, note,"
        " added_at) VALUES (:list, :provider, :gpu, :count, :tier, :region, :note, :at)"
        " ON CONFLICT DO NOTHING"));
    query.bindValue(QStringLiteral(":list"), shortlistId);
    bindKey(query, key);
    query.bindValue(QStringLiteral(":note"), sql::text(note));
    query.bindValue(QStringLiteral(":at"), now());
    return sql::exec(query);
}

Status ShortlistStore::removeItem(qint64 shortlistId, const OfferKey &key)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("DELETE FROM shortlist_items WHERE ") + keyMatch);
    query.bindValue(QStringLiteral(":list"), shortlistId);
    bindKey(query, key);
    return sql::exec(query);
}

Status ShortlistStore::setNote(qint64 shortlistId, const OfferKey &key, const QString &note)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("UPDATE shortlist_items SET note = :note WHERE ") + keyMatch);
    query.bindValue(QStringLiteral(":note"), sql::text(note));
    query.bindValue(QStringLiteral(":list"), shortlistId);
    bindKey(query, key);
    return sql::exec(query);
}

} // namespace core
