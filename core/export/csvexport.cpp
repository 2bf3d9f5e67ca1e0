#include "csvexport.h"

#include "exportfile.h"

#include <core/output/textsanitizer.h>

namespace core {
namespace {

QString localeNumber(const QVariant &value, const QLocale &locale)
{
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
        return locale.toString(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return locale.toString(value.toULongLong());
    default:
        return locale.toString(value.toLongLong());
    }
}

QString cell(const QVariant &value, const CsvOptions &options)
{
    if (value.isNull())
        return {};
    if (safetext::isNumber(value))
        return options.localeNumbers ? localeNumber(value, options.locale) : plainCellText(value);
    return safetext::csvText(plainCellText(value));
}

} // namespace

QString CsvExport::neutralised(const QString &text)
{
    return safetext::neutraliseFormula(text);
}

QByteArray CsvExport::toCsv(const Table &table, const CsvOptions &options)
{
    QString text;
    const auto writeLine = [&text](const QStringList &fields) {
        for (qsizetype i = 0; i < fields.size(); ++i) {
            if (i > 0)
                text += u',';
            text += csvField(fields.at(i));
        }
        text += QStringLiteral("\r\n");
    };
    if (const QString comment = csvCommentLine(options.comment); !comment.isEmpty())
        text += comment + QStringLiteral("\r\n");
    QStringList header;
    for (const QString &column : table.columns)
        header.append(safetext::csvText(column));
    writeLine(header);
    for (const QVariantList &row : table.rows) {
        QStringList fields;
        fields.reserve(row.size());
        for (const QVariant &value : row)
            fields.append(cell(value, options));
        writeLine(fields);
    }
    QByteArray bytes = options.byteOrderMark ? QByteArrayLiteral("\xEF\xBB\xBF") : QByteArray();
    bytes += text.toUtf8();
    return bytes;
}

Status CsvExport::write(const Table &table, const QString &path, const CsvOptions &options)
{
    return ExportFile::write(path, toCsv(table, options), ExportKind::Csv,
                             options.replaceOtherFile);
}

} // namespace core
