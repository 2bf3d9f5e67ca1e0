#include "tablewriter.h"

#include "textsanitizer.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace core {
namespace {

// A terminal table fits TextWidth columns: a text longer than MaxCellWidth is cut with "…",
// and the columns that still do not fit are left out and named below the table. These keys
// are the figures a reader looks for first; other columns follow in the table's order.
constexpr qsizetype MaxCellWidth = 22;
const QStringList &preferredColumns()
{
    static const QStringList keys{QStringLiteral("rank"),
                                  QStringLiteral("id"),
                                  QStringLiteral("name"),
                                  QStringLiteral("provider"),
                                  QStringLiteral("gpu"),
                                  QStringLiteral("usd_per_hour"),
                                  QStringLiteral("total_cost_usd"),
                                  QStringLiteral("seconds_per_image"),
                                  QStringLiteral("training_step_s"),
                                  QStringLiteral("usd_per_1000_images")};
    return keys;
}

QString elided(const QString &text)
{
    if (text.size() <= MaxCellWidth)
        return text;
    return text.left(MaxCellWidth - 1) + u'…';
}
// Cut before anything else: a name of a megabyte must not be escaped or measured whole.
constexpr qsizetype maxTextCellLength = 200;

void writeText(const Table &table, QTextStream &out)
{
    const QString unknown = QStringLiteral("—");
    QList<qsizetype> widths;
    for (const QString &column : table.columns)
        widths.append(column.size());
    QList<QStringList> cells;
    cells.reserve(table.rows.size());
    for (const QVariantList &row : table.rows) {
        QStringList texts;
        for (qsizetype i = 0; i < row.size(); ++i) {
            // Cut: every row is padded to the widest cell, and a name of a megabyte would pad
            // each line to a megabyte.
            const QString text = row.at(i).isNull()
                ? unknown
                : elided(safetext::quoted(plainCellText(row.at(i)), maxTextCellLength));
            widths[i] = std::max(widths[i], text.size());
            texts.append(text);
        }
        cells.append(texts);
    }

    // One record too wide for a line reads best as one line per column.
    qsizetype total = -2;
    for (const qsizetype width : std::as_const(widths))
        total += width + 2;
    if (table.rows.size() == 1 && total > TextTableWidth) {
        qsizetype keyWidth = 0;
        for (const QString &column : table.columns)
            keyWidth = std::max(keyWidth, column.size());
        for (qsizetype i = 0; i < table.columns.size(); ++i)
            out << table.columns.at(i).leftJustified(keyWidth) << "  " << cells.at(0).at(i) << '\n';
        return;
    }

    // The preferred columns first, then the others in order, while they fit; a column with no
    // known value (seconds per image of a training run) only where room is left.
    const auto known = [&](qsizetype column) {
        return std::any_of(table.rows.cbegin(), table.rows.cend(),
                           [column](const QVariantList &row) { return !row.at(column).isNull(); });
    };
    QList<qsizetype> order;
    QList<qsizetype> unknownColumns;
    const auto add = [&](qsizetype column) {
        if (order.contains(column) || unknownColumns.contains(column))
            return;
        (known(column) ? order : unknownColumns).append(column);
    };
    for (const QString &key : preferredColumns()) {
        if (const qsizetype i = table.columns.indexOf(key); i >= 0)
            add(i);
    }
    for (qsizetype i = 0; i < table.columns.size(); ++i)
        add(i);
    order += unknownColumns;
    QList<qsizetype> shown;
    qsizetype used = 0;
    for (const qsizetype i : std::as_const(order)) {
        const qsizetype needed = widths.at(i) + (shown.isEmpty() ? 0 : 2);
        if (used + needed <= TextTableWidth) {
            shown.append(i);
            used += needed;
        }
    }
    std::sort(shown.begin(), shown.end());

    const auto writeLine = [&](const QStringList &texts) {
        QString line;
        for (qsizetype n = 0; n < shown.size(); ++n) {
            const qsizetype i = shown.at(n);
            if (n > 0)
                line += QStringLiteral("  ");
            line += n + 1 < shown.size() ? texts.at(i).leftJustified(widths.at(i)) : texts.at(i);
        }
        out << line << '\n';
    };
    writeLine(table.columns);
    for (const QStringList &texts : std::as_const(cells))
        writeLine(texts);
    if (shown.size() < table.columns.size()) {
        QStringList hidden;
        for (qsizetype i = 0; i < table.columns.size(); ++i) {
            if (!shown.contains(i))
                hidden.append(table.columns.at(i));
        }
        const QString note = QCoreApplication::translate(
                                 "core::TableWriter",
                                 "Columns not shown (%1): %2. --format csv or json "
                                 "shows every column and whole values.")
                                 .arg(hidden.size())
                                 .arg(hidden.join(QStringLiteral(", ")));
        QString line;
        for (const QString &word : note.split(u' ')) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > TextTableWidth) {
                out << line << '\n';
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        out << line << '\n';
    }
}

void writeCsv(const Table &table, const QString &comment, QTextStream &out)
{
    if (const QString line = csvCommentLine(comment); !line.isEmpty())
        out << line << "\r\n";
    QStringList header;
    for (const QString &column : table.columns)
        header.append(csvField(safetext::csvText(column)));
    out << header.join(u',') << "\r\n";
    for (const QVariantList &row : table.rows) {
        QStringList fields;
        for (const QVariant &value : row)
            fields.append(csvField(safetext::isNumber(value)
                                       ? plainCellText(value)
                                       : safetext::csvText(plainCellText(value))));
        out << fields.join(u',') << "\r\n";
    }
}

void writeJson(const Table &table, QTextStream &out)
{
    QJsonArray array;
    for (const QVariantList &row : table.rows) {
        QJsonObject object;
        for (qsizetype i = 0; i < row.size(); ++i)
            object.insert(table.columns.at(i),
                          row.at(i).isNull() ? QJsonValue() : QJsonValue::fromVariant(row.at(i)));
        array.append(object);
    }
    out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

} // namespace

QVariant roundedCell(const std::optional<double> &number, int decimals)
{
    if (!number)
        return {};
    const double scale = std::pow(10.0, decimals);
    return std::round(*number * scale) / scale;
}

QString plainCellText(const QVariant &value)
{
    if (value.isNull())
        return {};
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'g', 12);
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    return value.toString();
}

QString csvCommentLine(const QString &comment)
{
    if (comment.isEmpty())
        return {};
    // One line whatever the text: a line break would start a record.
    QString line = comment;
    line.replace(u'\r', u' ').replace(u'\n', u' ');
    return QStringLiteral("# ") + line;
}

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')
        && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

void writeTable(const Table &table, TableFormat format, QTextStream &out, const QString &csvComment)
{
    switch (format) {
    case TableFormat::Text:
        writeText(table, out);
        break;
    case TableFormat::Csv:
        writeCsv(table, csvComment, out);
        break;
    case TableFormat::Json:
        writeJson(table, out);
        break;
    }
    out.flush();
}

} // namespace core
