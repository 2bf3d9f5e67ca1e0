#include "csvexport.h"

#include "exportfile.h"

namespace core {
namespace {

bool isNumber(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

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
    if (isNumber(value))
        return options.localeNumbers ? localeNumber(value, options.locale) : plainCellText(value);
    return CsvExport::neutralised(plainCellText(value));
}

} // namespace

QString CsvExport::neutralised(const QString &text)
{
    if (text.isEmpty())
        return text;
    switch (text.front().unicode()) {
    case u'=':
    case u'+':
    case u'-':
    case u'@':
    case u'\t':
    case u'\r':
        return u'\'' + text;
    default:
        return text;
    }
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
    QStringList header;
    for (const QString &column : table.columns)
        header.append(neutralised(column));
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
    return ExportFile::write(path, toCsv(table, options));
}

} // namespace core
