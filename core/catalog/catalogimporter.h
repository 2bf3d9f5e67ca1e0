#pragma once

#include "catalog.h"

#include <core/common/expected.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace core {

// The one validating importer: the bundled catalog, a file the user imports and the network
// feed all pass through parse(). It accepts a document whole or not at all, and its error
// names the record and the problem. See docs/catalog-format.md.
class CatalogImporter final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogImporter)

public:
    static constexpr int SchemaVersion = 1;
    // The largest catalog file read (the bundled catalog is about 0.4 MiB; 100,000 offers are
    // about 40 MiB).
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

    static Expected<Catalog> parse(const QByteArray &json);
    static Expected<Catalog> parseFile(const QString &path);
    // The catalog shipped inside the executables (resources/catalog).
    static Expected<Catalog> bundled();
    static QString bundledPath();
    // The bundled catalog's catalog_version, known at build time: a start-up that finds that
    // version already stored need not parse the bundled file at all.
    static QString bundledVersion();
};

} // namespace core
