#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace core {

// What a local file that GPU Scout reads (a catalog to import, a file: address of a feed or a
// source) must be, checked before it is opened: a regular file. open() on a FIFO waits for a
// writer, for ever; a device never ends; a loop of links is not a missing file.
class LocalFile final
{
    Q_DECLARE_TR_FUNCTIONS(core::LocalFile)

public:
    // Why `path` cannot be read, as a clause to follow "Cannot read …:" ("it is a folder");
    // nothing when it is a regular file (through links) that can be opened.
    static std::optional<QString> readProblem(const QString &path);
    // When following the links of `path` goes round in a loop: the clause saying so.
    static std::optional<QString> linkLoop(const QString &path);
    static QString notRegular();
};

} // namespace core
