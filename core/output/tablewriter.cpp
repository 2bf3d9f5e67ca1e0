#include "tablewriter.h"

#include "textsanitizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QTextStream>

#include <cmath>

namespace core {
namespace {

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
                : safetext::quoted(plainCellText(row.at(i)), maxTextCellLength);
            widths[i] = std::max(widths[i], text.size());
            texts.append(text);
        }
        cells.append(texts);
    }
    const auto writeLine = [&](const QStringList &texts) {
        QString line;
        for (qsizetype i = 0; i < texts.size(); ++i) {
            if (i > 0)
                line += QStringLiteral("  ");
            line += i + 1 < texts.size() ? texts.at(i).leftJustified(widths.at(i)) : texts.at(i);
        }
        out << line << '\n';
    };
    writeLine(table.columns);
    for (const QStringList &texts : std::as_const(cells))
        writeLine(texts);
}

void writeCsv(const Table &table, QTextStream &out)
{
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

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')
        && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

void writeTable(const Table &table, TableFormat format, QTextStream &out)
{
    switch (format) {
    case TableFormat::Text:
        writeText(table, out);
        break;
    case TableFormat::Csv:
        writeCsv(table, out);
        break;
    case TableFormat::Json:
        writeJson(table, out);
        break;
    }
    out.flush();
}

} // namespace core
