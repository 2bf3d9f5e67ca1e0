#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace core {

// Reads RFC 4180 CSV (quoted fields, "" inside quotes, CRLF or LF) record by record, without
// copying the whole table: a SkyPilot AWS file has tens of thousands of rows.
class CsvReader final
{
public:
    explicit CsvReader(QByteArrayView data);

    // The next record's fields, unquoted; false at the end or on an unterminated quote
    // (then failed() is true).
    bool next(QList<QByteArray> &fields);
    // The same as views, valid until the next call: into the data, or for a field whose
    // quotes had to be undone, into the reader's copy. A large file's rows are read without
    // allocating a QByteArray per field.
    bool next(QList<QByteArrayView> &fields);
    bool failed() const { return m_failed; }
    qsizetype record() const { return m_record; } // 1 = the header

private:
    QByteArrayView m_data;
    QList<QByteArray> m_unquoted; // this record's fields that are not a span of the data
    QList<QByteArrayView> m_views; // next(QList<QByteArray> &)'s record
    qsizetype m_pos = 0;
    qsizetype m_record = 0;
    bool m_failed = false;
};

// Column positions by header name: the sources' column order differs from file to file.
class CsvColumns final
{
public:
    explicit CsvColumns(const QList<QByteArray> &header);

    int indexOf(const char *name) const { return m_index.value(QByteArray(name), -1); }
    // The names of `required` that the header lacks.
    QStringList missing(std::initializer_list<const char *> required) const;
    // The field under `column` (-1 or a short record: empty).
    static QByteArray field(const QList<QByteArray> &fields, int column)
    {
        return column >= 0 && column < fields.size() ? fields.at(column) : QByteArray();
    }
    static QByteArrayView field(const QList<QByteArrayView> &fields, int column)
    {
        return column >= 0 && column < fields.size() ? fields.at(column) : QByteArrayView();
    }

private:
    QHash<QByteArray, int> m_index;
};

} // namespace core
