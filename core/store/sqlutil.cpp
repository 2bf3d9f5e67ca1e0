#include "sqlutil.h"

#include <QCoreApplication>
#include <QSqlError>

namespace core::sql {

std::optional<double> optionalDouble(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

std::optional<int> optionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

std::optional<bool> optionalBool(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<bool>(value.toInt() != 0);
}

QString errorText(const QSqlQuery &query)
{
    return query.lastError().text();
}

namespace {

Error failed(const QSqlQuery &query)
{
    return Error{QCoreApplication::translate("core::Database", "A database operation failed: %1")
                     .arg(errorText(query))};
}

} // namespace

Status exec(QSqlQuery &query)
{
    if (query.exec())
        return {};
    return failed(query);
}

Status prepare(QSqlQuery &query, const QString &statement)
{
    if (query.prepare(statement))
        return {};
    return failed(query);
}

void bind(QSqlQuery &query, const QVariantList &values)
{
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
}

Status exec(QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (query.exec(statement))
        return {};
    return Error{QCoreApplication::translate("core::Database", "A database operation failed: %1")
                     .arg(errorText(query))};
}

int userVersion(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return 0;
}

Transaction::Transaction(QSqlDatabase &db)
    : m_db(db)
    , m_started(db.transaction())
{
}

Transaction::~Transaction()
{
    if (m_started && !m_done)
        m_db.rollback();
}

QString Transaction::error() const
{
    return QCoreApplication::translate("core::Database", "Cannot start a database transaction: %1")
        .arg(m_db.lastError().text());
}

Status Transaction::commit()
{
    m_done = true;
    if (m_db.commit())
        return {};
    const QString text = m_db.lastError().text();
    m_db.rollback();
    return Error{
        QCoreApplication::translate("core::Database", "Cannot save to the database: %1").arg(text)};
}

} // namespace core::sql
