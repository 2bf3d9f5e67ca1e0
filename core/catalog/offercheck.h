#pragma once

#include "catalog.h"

#include <QCoreApplication>

#include <optional>

namespace core {

// The importer's rules for offers, on a catalog already in memory: a catalog that merges fresh
// offers into a stored (validated) one is checked without a round trip through JSON. Each
// offer names a known provider and GPU, a positive GPU count, at least one price, a currency
// the catalog can convert, a source and an observation date, and no key appears twice.
// Returns the first problem, worded as the importer words it (the same tr() context), or nothing.
class OfferCheck final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogImporter)

public:
    static std::optional<QString> problem(const Catalog &catalog);
};

} // namespace core
