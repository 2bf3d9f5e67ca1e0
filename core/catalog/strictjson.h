#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace core {

// What QJsonDocument lets through and a catalog must not hold: a key twice in one object (the
// last would silently win), also when one of them is spelt with escapes
// ("on_demand_per_hou\u0072"), an escape JSON does not know (\q), a raw control byte inside a
// string, a lone UTF-16 surrogate escape (it swallows the character after it) and nesting deeper
// than a catalog ever needs. RFC 8259 leaves the first to the reader and forbids the others. The
// check runs before the parse; syntax errors stay the parser's.
class StrictJson final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogImporter)

public:
    // A catalog nests four levels (the document, a section, a record, a list in a record).
    static constexpr int maxDepth = 32;

    // The first such problem, as a sentence with its byte offset; nothing when there is none.
    static std::optional<QString> problem(const QByteArray &json);
    // When `data` is plainly not JSON text in UTF-8 (an image, an archive, a program, a
    // database, UTF-16 or UTF-32 text, binary data): a sentence saying what it looks like.
    static std::optional<QString> notText(const QByteArray &data);
};

} // namespace core
