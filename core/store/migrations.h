#pragma once

#include <core/common/expected.h>

#include <QSqlDatabase>

namespace core::migrations {

// The schema version a freshly migrated database has.
int latestVersion();

// Runs the ordered steps from the database's PRAGMA user_version up to `target`, all in one
// transaction: a failure leaves the database at its old version.
Status migrate(QSqlDatabase &db, int target);

} // namespace core::migrations
