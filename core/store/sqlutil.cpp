#include "sqlutil.h"

#include <QCoreApplication>
#include <QSqlError>

#include <algorithm>
#include <cmath>
#include <limits>

namespace core::sql {

std::optional<double> optionalDouble(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

int clampedInt(const QVariant &value)
{
    if (value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Int) {
        const qlonglong whole = value.toLongLong();
        return int(std::clamp<qlonglong>(whole, std::numeric_limits<int>::min(),
                                         std::numeric_limits<int>::max()));
    }
    const double number = value.toDouble();
    if (std::isnan(number) || number <= double(std::numeric_limits<int>::min()))
        return std::numeric_limits<int>::min();
    if (number >= double(std::numeric_limits<int>::max()))
        return std::numeric_limits<int>::max();
    return static_cast<int>(number);
}

std::optional<int> optionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(clampedInt(value));
}

std::optional<bool> optionalBool(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<bool>(value.toInt() != 0);
}

QString describe(const QSqlError &error)
{
    bool known = false;
    const int code = error.nativeErrorCode().toInt(&known) & 0xff; // the primary result code
    const QString detail = error.databaseText();
    if (known) {
        switch (code) {
        case 5: // SQLITE_BUSY
        case 6: // SQLITE_LOCKED
            return QCoreApplication::translate(
                "core::Database",
                "another program has the database locked; close it and try again");
        case 8: // SQLITE_READONLY
            return QCoreApplication::translate("core::Database", "the database is read-only");
        case 10: // SQLITE_IOERR
            return QCoreApplication::translate("core::Database",
                                               "the disk could not be read or written (%1)")
                .arg(detail);
        case 11: // SQLITE_CORRUPT
            return QCoreApplication::translate("core::Database", "the database file is damaged");
        case 13: // SQLITE_FULL
            return QCoreApplication::translate("core::Database",
                                               "the disk is full; free some space and try again");
        case 14: // SQLITE_CANTOPEN
            return QCoreApplication::translate(
                "core::Database",
                "the database file cannot be opened (check the path and its permissions)");
        case 19: // SQLITE_CONSTRAINT
            return QCoreApplication::translate("core::Database",
                                               "a value breaks a rule of the database (%1)")
                .arg(detail);
        case 26: // SQLITE_NOTADB
            return QCoreApplication::translate("core::Database",
                                               "the file is not an SQLite database");
        default:
            break;
        }
    }
    if (!detail.isEmpty())
        return detail;
    return error.driverText().isEmpty()
        ? QCoreApplication::translate("core::Database", "unknown database error")
        : error.driverText();
}

QString errorText(const QSqlQuery &query)
{
    return describe(query.lastError());
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

void bindChanged(QSqlQuery &query, const QVariantList &values, const QVariantList &previous)
{
    if (previous.size() != values.size()) {
        bind(query, values);
        return;
    }
    for (qsizetype i = 0; i < values.size(); ++i) {
        // Same type and value: a NULL stays NULL, 1 is not taken for 1.0.
        const QVariant &value = values.at(i);
        const QVariant &before = previous.at(i);
        if (value.metaType() != before.metaType() || value != before)
            query.bindValue(int(i), value);
    }
}

QString namedPlaceholders(int count, int first)
{
    QStringList names;
    for (int i = first; i < first + count; ++i)
        names.append(QStringLiteral(":v%1").arg(i));
    return QLatin1Char('(') + names.join(QStringLiteral(", ")) + QLatin1Char(')');
}

RowStatement::RowStatement(QSqlDatabase &db)
    : m_query(db)
{
}

Status RowStatement::prepare(const QString &statement)
{
    m_last.clear();
    return sql::prepare(m_query, statement);
}

Status RowStatement::exec(QVariantList values)
{
    while (m_names.size() < values.size())
        m_names.append(QStringLiteral(":v%1").arg(m_names.size()));
    const bool all = m_last.size() != values.size();
    for (qsizetype i = 0; i < values.size(); ++i) {
        // Same type and value: a NULL stays NULL, 1 is not taken for 1.0.
        const QVariant &value = values.at(i);
        if (all || value.metaType() != m_last.at(i).metaType() || value != m_last.at(i))
            m_query.bindValue(m_names.at(i), value);
    }
    m_last = std::move(values);
    return sql::exec(m_query);
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
        .arg(describe(m_db.lastError()));
}

Status Transaction::commit()
{
    m_done = true;
    if (m_db.commit())
        return {};
    const QString text = describe(m_db.lastError());
    m_db.rollback();
    return Error{
        QCoreApplication::translate("core::Database", "Cannot save to the database: %1").arg(text)};
}

} // namespace core::sql
