#include "workloadstore.h"

#include "database.h"
#include "sqlutil.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>

namespace core {

WorkloadStore::WorkloadStore(Database &database)
    : m_database(database)
{
}

Expected<QStringList> WorkloadStore::names() const
{
    QSqlQuery query(m_database.connection());
    if (!query.exec(
            QStringLiteral("SELECT name FROM saved_workloads ORDER BY name COLLATE NOCASE")))
        return Error{tr("Cannot read the saved workloads: %1").arg(sql::errorText(query))};
    QStringList result;
    while (query.next())
        result.append(query.value(0).toString());
    return result;
}

Expected<Workload> WorkloadStore::load(const QString &name) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT definition FROM saved_workloads WHERE name = ?"));
    query.addBindValue(name);
    if (Status status = sql::exec(query); !status.ok())
        return Error{status.error()};
    if (!query.next())
        return Error{tr("There is no saved workload called \"%1\".").arg(name)};
    const std::optional<Workload> workload = Workload::fromJson(
        QJsonDocument::fromJson(query.value(0).toString().toUtf8()).object());
    if (!workload)
        return Error{tr("The saved workload \"%1\" is damaged and cannot be used.").arg(name)};
    return *workload;
}

Status WorkloadStore::save(const QString &name, const Workload &workload)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A saved workload needs a name.")};
    QSqlQuery query(m_database.connection());
    query.prepare(
        QStringLiteral("INSERT INTO saved_workloads (name, definition, updated_at) VALUES (?, ?, ?)"
                       " ON CONFLICT (name) DO UPDATE SET definition = excluded.definition, "
                       "updated_at = excluded.updated_at"));
    query.addBindValue(name.trimmed());
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(workload.toJson()).toJson(QJsonDocument::Compact)));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    return sql::exec(query);
}

Status WorkloadStore::remove(const QString &name)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("DELETE FROM saved_workloads WHERE name = ?"));
    query.addBindValue(name);
    return sql::exec(query);
}

} // namespace core
