#include "safeoutput.h"

#include <core/output/textsanitizer.h>

namespace cli {

SafeOutput::SafeOutput(std::FILE *stream)
{
    m_file.open(stream, QIODevice::WriteOnly | QIODevice::Unbuffered);
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 SafeOutput::readData(char *, qint64)
{
    return -1;
}

qint64 SafeOutput::writeData(const char *data, qint64 size)
{
    m_pending.append(data, size);
    // Up to the last complete UTF-8 sequence: a continuation byte (10xxxxxx) or a lead byte at
    // the end waits for the rest.
    qsizetype end = m_pending.size();
    qsizetype back = end - 1;
    while (back >= 0 && end - back <= 4 && (uchar(m_pending.at(back)) & 0xC0) == 0x80)
        --back;
    if (back >= 0 && uchar(m_pending.at(back)) >= 0xC0) {
        const uchar lead = uchar(m_pending.at(back));
        const qsizetype length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        if (end - back < length)
            end = back;
    }
    const QString text = QString::fromUtf8(m_pending.constData(), end);
    m_pending.remove(0, end);
    const QByteArray safe
        = core::safetext::escapeControls(text, core::safetext::LineBreaks::Keep).toUtf8();
    if (m_file.write(safe) != safe.size())
        return -1;
    m_file.flush();
    return size;
}

} // namespace cli
