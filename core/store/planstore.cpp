#include "planstore.h"

#include "database.h"
#include "sqlutil.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>

namespace core {

PlanStore::PlanStore(Database &database)
    : m_database(database)
{
}

Expected<QStringList> PlanStore::names() const
{
    QSqlQuery query(m_database.connection());
    if (!query.exec(QStringLiteral("SELECT name FROM user_plans ORDER BY name COLLATE NOCASE")))
        return Error{tr("Cannot read the saved plans: %1").arg(sql::errorText(query))};
    QStringList result;
    while (query.next())
        result.append(query.value(0).toString());
    return result;
}

Expected<Plan> PlanStore::load(const QString &name, const Catalog &catalog) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT definition FROM user_plans WHERE name = ?"));
    query.addBindValue(name);
    if (Status status = sql::exec(query); !status.ok())
        return Error{status.error()};
    if (!query.next())
        return Error{tr("There is no saved plan called \"%1\".").arg(name)};
    const QJsonDocument document = QJsonDocument::fromJson(query.value(0).toString().toUtf8());
    Expected<Plan> plan = PlanFormat::fromJson(document.object(), catalog);
    if (!plan)
        return Error{tr("The saved plan \"%1\" no longer reads against this catalog: %2")
                         .arg(name, plan.error())};
    return plan;
}

Status PlanStore::save(const Plan &plan)
{
    if (plan.name.trimmed().isEmpty())
        return Error{tr("A saved plan needs a name.")};
    QSqlQuery query(m_database.connection());
    query.prepare(
        QStringLiteral("INSERT INTO user_plans (name, definition, updated_at) "
                       "VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET "
                       "definition = excluded.definition, updated_at = excluded.updated_at"));
    query.addBindValue(plan.name.trimmed());
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(PlanFormat::toJson(plan)).toJson(QJsonDocument::Compact)));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    return sql::exec(query);
}

Status PlanStore::remove(const QString &name)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("DELETE FROM user_plans WHERE name = ?"));
    query.addBindValue(name);
    return sql::exec(query);
}

} // namespace core
