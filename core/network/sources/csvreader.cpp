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
    const qsizetype size = m_data.size();
    while (m_pos < size && (m_data[m_pos] == '\n' || m_data[m_pos] == '\r'))
        ++m_pos; // blank lines carry nothing
    if (m_pos >= size || m_failed)
        return false;
    ++m_record;
    QByteArray field;
    while (true) {
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
                field += m_data.sliced(m_pos, at - m_pos);
                m_pos = at + 1;
                if (m_pos < size && m_data[m_pos] == '"') {
                    field += '"';
                    ++m_pos;
                    continue;
                }
                break;
            }
        }
        const qsizetype start = m_pos;
        while (m_pos < size && m_data[m_pos] != ',' && m_data[m_pos] != '\n'
               && m_data[m_pos] != '\r')
            ++m_pos;
        if (field.isEmpty())
            field = m_data.sliced(start, m_pos - start).toByteArray();
        else
            field += m_data.sliced(start, m_pos - start);
        fields.append(std::move(field));
        field = QByteArray();
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
