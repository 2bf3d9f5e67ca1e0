#pragma once

#include "cli.h"

#include <core/catalog/catalog.h>
#include <core/session/workspace.h>
#include <core/store/database.h>

#include <memory>
#include <optional>

namespace cli {

// The database and the catalog it holds, as every command that reads offers needs them.
struct OpenCatalog
{
    std::unique_ptr<core::Database> database;
    core::Catalog catalog;
};

// Opens --database (or the default) and loads its catalog, seeding it on first run; prints
// the reason and returns nothing on failure.
std::optional<OpenCatalog> openCatalog(Context &context);

// The database and its workspace: the catalog with the user's measurements and the spot
// advisor's rates, evaluated as the GUI's table is (core::Workspace, the one door to the
// numbers). For every command that evaluates a workload.
struct OpenWorkspace
{
    std::unique_ptr<core::Database> database;
    core::Workspace workspace;
};

// The stored catalog's workspace, under the assumptions the command line gives
// (--include-unverified-prices).
std::optional<OpenWorkspace> openWorkspace(Context &context);

// Looks a GPU or provider up by id or (case-insensitive) name; prints the known ones if none.
const core::Gpu *findGpu(Context &context, const core::Catalog &catalog, const QString &text);
const core::Provider *findProvider(Context &context, const core::Catalog &catalog,
                                   const QString &text);

int listGpus(Context &context);
int listProviders(Context &context);
int listOffers(Context &context);
int importCatalog(Context &context);
int showCatalog(Context &context);
// Scale tests: the offers of the current catalog repeated into a synthetic catalog file.
int generateCatalog(Context &context);

} // namespace cli
