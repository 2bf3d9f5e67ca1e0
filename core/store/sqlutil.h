#pragma once

#include <core/common/expected.h>

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <optional>

// Small helpers for the store: typed NULLs, checked execution, and a transaction that rolls
// back unless committed.
namespace core::sql {

template<typename T>
QVariant nullable(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

inline QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

// Text for a NOT NULL column: Qt's drivers bind a null QString as SQL NULL, so an empty
// value must be a non-null empty string.
inline QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

std::optional<double> optionalDouble(const QVariant &value);
// An INTEGER column as an int. SQLite keeps what was written (a REAL 1e308 in gpu_count), and
// converting such a double to int is undefined: out-of-range values become int's limits,
// where the catalog's value bounds refuse them.
int clampedInt(const QVariant &value);
std::optional<int> optionalInt(const QVariant &value);
std::optional<bool> optionalBool(const QVariant &value);

Status exec(QSqlDatabase &db, const QString &statement);
Status exec(QSqlQuery &query);
Status prepare(QSqlQuery &query, const QString &statement);
// Binds `values` to the prepared query's placeholders, in order.
void bind(QSqlQuery &query, const QVariantList &values);
// The same for a query run once per row: a value stays bound from one exec() to the next, so
// only the placeholders whose value differs from `previous` (the last row's) are bound again.
// Qt formats a placeholder name for every value it binds; a source's rows share most columns.
void bindChanged(QSqlQuery &query, const QVariantList &values, const QVariantList &previous);
// Prepares `statement` once and runs it for each of `rows`, bound to `values(row)`, failing
// on the first error.
template<typename Range, typename Values>
Status execEach(QSqlDatabase &db, const QString &statement, const Range &rows, Values values)
{
    QSqlQuery query(db);
    if (Status status = prepare(query, statement); !status.ok())
        return status;
    QVariantList previous;
    for (const auto &row : rows) {
        QVariantList current = values(row);
        bindChanged(query, current, previous);
        if (Status status = exec(query); !status.ok())
            return status;
        previous = std::move(current);
    }
    return {};
}
// A prepared statement run once per row, bound by name: its placeholders are
// namedPlaceholders(), ":v0", ":v1", … in order. Qt formats a placeholder name for every value
// bound by position (QSqlResult::bindValue(int) builds ":%1" each time); by name it looks the
// name up. A value equal to the last row's stays bound (bindChanged).
class RowStatement final
{
public:
    explicit RowStatement(QSqlDatabase &db);
    Status prepare(const QString &statement);
    Status exec(QVariantList values);

private:
    QSqlQuery m_query;
    QList<QString> m_names;
    QVariantList m_last;
};
// "(:v0, :v1, …)" for `count` values, from :v`first`.
QString namedPlaceholders(int count, int first = 0);

int userVersion(QSqlDatabase &db);
// What failed, for a user: SQLite's result code turned into a sentence ("the disk is full",
// "another program has the database locked"), never Qt's "Unable to execute statement".
QString describe(const QSqlError &error);
QString errorText(const QSqlQuery &query);

class Transaction final
{
public:
    explicit Transaction(QSqlDatabase &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool started() const { return m_started; }
    QString error() const;
    Status commit();

private:
    QSqlDatabase &m_db;
    bool m_started = false;
    bool m_done = false;
};

} // namespace core::sql
