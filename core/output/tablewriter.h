#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

class QTextStream;

namespace core {

// A table of plain values with snake_case column names: what the CLI prints and what the CSV
// export writes. A null QVariant is an unknown value.
struct Table
{
    QStringList columns;
    QList<QVariantList> rows;
};

// A table cell from a value that may be unknown: null when it is.
template<typename T>
QVariant cell(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

// A number cell rounded to `decimals`: figures carry the precision their inputs support, not
// 15 digits. Null when unknown.
QVariant roundedCell(const std::optional<double> &number, int decimals);

// A text cell; an empty text is an unknown value.
inline QVariant cell(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

enum class TableFormat { Text, Csv, Json };

// Text aligns columns for a terminal ("—" for unknown) within TextTableWidth characters: long
// texts are cut with "…" and the columns that do not fit are named below the table. CSV is
// RFC 4180 with a header row (empty for unknown); JSON is an array of objects (null for
// unknown); both carry every column and whole values.
constexpr qsizetype TextTableWidth = 100;
// `csvComment`, what the rows are of in one line, goes before a CSV's header as "# …" (the
// view's CSV and `recommend --format csv` name their workload so); text and JSON leave it out.
void writeTable(const Table &table, TableFormat format, QTextStream &out,
                const QString &csvComment = {});

// `comment` as a CSV's comment line, "# …" on one line without its line end; empty for none.
QString csvCommentLine(const QString &comment);

// RFC 4180 quoting of one field.
QString csvField(const QString &text);

// A value as the CSV format writes it: machine-readable numbers (dot decimal, no grouping),
// yes/no for flags, empty for unknown.
QString plainCellText(const QVariant &value);

} // namespace core
