#pragma once

#include "catalog.h"

#include <core/common/expected.h>

#include <QByteArray>
#include <QJsonDocument>

namespace core {

// The inverse of CatalogImporter: a catalog as a schema-version-1 document, so that a catalog
// assembled in code (live prices merged in, a synthetic one) passes the same validation.
class CatalogWriter final
{
public:
    // Indented for people to read; Compact for large generated catalogs (about a third smaller).
    static QByteArray toJson(const Catalog &catalog,
                             QJsonDocument::JsonFormat format = QJsonDocument::Indented);
    // Through ExportFile: the database, any SQLite file, a device or a pipe is never replaced,
    // another file only with `replaceOtherFile` (an earlier catalog of GPU Scout's is); the
    // file is complete or untouched.
    static Status writeFile(const Catalog &catalog, const QString &path,
                            bool replaceOtherFile = false,
                            QJsonDocument::JsonFormat format = QJsonDocument::Indented);
};

// A catalog of `offerCount` offers for scale tests and benchmarks: the base catalog's offers
// repeated over synthetic regions with prices varied deterministically by `seed`. Its GPUs,
// providers, models and benchmarks are the base's own.
Catalog syntheticCatalog(const Catalog &base, int offerCount, quint32 seed = 1);

} // namespace core
