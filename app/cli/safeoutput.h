#pragma once

#include <QFile>
#include <QIODevice>

#include <cstdio>

namespace cli {

// The CLI's stderr: every message passes the one output rule (safetext::escapeControls, line
// breaks and tabs kept) on its way to the terminal, whatever it quotes — a server's reason
// phrase, a provider's error text, a GPU name from an API, a link's parameter. stdout's tables
// and CSV pass the same rule cell by cell (core::writeTable).
class SafeOutput final : public QIODevice
{
public:
    explicit SafeOutput(std::FILE *stream);

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QFile m_file;
    QByteArray m_pending; // the start of a UTF-8 sequence a later write completes
};

} // namespace cli
