#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace core {

// What QJsonDocument lets through and a catalog must not hold: a key twice in one object (the
// last would silently win), a raw control byte inside a string, and a lone UTF-16 surrogate
// escape (it swallows the character after it). RFC 8259 leaves the first to the reader and
// forbids the others. The check runs before the parse; syntax errors stay the parser's.
class StrictJson final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogImporter)

public:
    // The first such problem, as a sentence with its byte offset; nothing when there is none.
    static std::optional<QString> problem(const QByteArray &json);
};

} // namespace core
