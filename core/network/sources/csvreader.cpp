#include "csvreader.h"

#include <cstring>

namespace core {

CsvReader::CsvReader(QByteArrayView data)
    : m_data(data)
{
    // A UTF-8 byte order mark would become part of the first header name.
    if (m_data.startsWith("\xEF\xBB\xBF"))
        m_pos = 3;
}

bool CsvReader::next(QList<QByteArray> &fields)
{
    fields.clear();
    if (!next(m_views))
        return false;
    fields.reserve(m_views.size());
    for (const QByteArrayView field : std::as_const(m_views))
        fields.append(field.toByteArray());
    return true;
}

bool CsvReader::next(QList<QByteArrayView> &fields)
{
    fields.clear();
    m_unquoted.clear();
    const qsizetype size = m_data.size();
    while (m_pos < size && (m_data[m_pos] == '\n' || m_data[m_pos] == '\r'))
        ++m_pos; // blank lines carry nothing
    if (m_pos >= size || m_failed)
        return false;
    ++m_record;
    while (true) {
        // The field is a span of the data unless a doubled quote, or text after the closing
        // quote, makes it text of its own (`copy`).
        QByteArrayView span;
        QByteArray copy;
        bool copied = false;
        if (m_pos < size && m_data[m_pos] == '"') {
            ++m_pos;
            // The text up to each quote at once; a doubled quote is one quote of the text.
            while (true) {
                const void *quote = std::memchr(m_data.data() + m_pos, '"', size_t(size - m_pos));
                if (!quote) {
                    m_failed = true;
                    return false;
                }
                const qsizetype at = static_cast<const char *>(quote) - m_data.data();
                const QByteArrayView text = m_data.sliced(m_pos, at - m_pos);
                m_pos = at + 1;
                if (m_pos < size && m_data[m_pos] == '"') {
                    copy += text;
                    copy += '"';
                    copied = true;
                    ++m_pos;
                    continue;
                }
                if (copied)
                    copy += text;
                else
                    span = text;
                break;
            }
        }
        const qsizetype start = m_pos;
        while (m_pos < size && m_data[m_pos] != ',' && m_data[m_pos] != '\n'
               && m_data[m_pos] != '\r')
            ++m_pos;
        const QByteArrayView rest = m_data.sliced(start, m_pos - start);
        if (!rest.isEmpty()) {
            if (!copied && span.isEmpty()) {
                span = rest;
            } else {
                if (!copied)
                    copy = span.toByteArray();
                copy += rest;
                copied = true;
            }
        }
        if (copied) {
            m_unquoted.append(std::move(copy));
            fields.append(QByteArrayView(m_unquoted.constLast()));
        } else {
            fields.append(span);
        }
        if (m_pos >= size || m_data[m_pos] != ',')
            break;
        ++m_pos;
    }
    return true;
}

CsvColumns::CsvColumns(const QList<QByteArray> &header)
{
    for (int i = 0; i < header.size(); ++i)
        m_index.insert(header.at(i).trimmed(), i);
}

QStringList CsvColumns::missing(std::initializer_list<const char *> required) const
{
    QStringList names;
    for (const char *name : required) {
        if (indexOf(name) < 0)
            names.append(QString::fromLatin1(name));
    }
    return names;
}

} // namespace core
