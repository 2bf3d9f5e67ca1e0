#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <functional>
#include <memory>

namespace core {

class Database;
namespace offertable {
struct Snapshot;
}

// What the database says about the catalog it holds.
struct StoredCatalogInfo
{
    CatalogInfo info;
    QString origin; // "bundled", a file path or a URL
    QDateTime importedAt;
};

// How far a load has read the offers table: `read` of `total` rows (called every few thousand
// rows and once at the end, on the loading thread).
using LoadProgress = std::function<void(qint64 read, qint64 total)>;

// Reads and replaces the catalog tables. A replace is one transaction: either the whole new
// catalog is there afterwards, or the old one is, untouched. User tables are never touched.
class CatalogStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogStore)

public:
    explicit CatalogStore(Database &database);

    static QString bundledOrigin() { return QStringLiteral("bundled"); }

    Status replace(const Catalog &catalog, const QString &origin);
    // The same, and `alsoWrite` runs inside that transaction on the same connection (the feed
    // saves its validators with the catalog they belong to); its failure undoes everything.
    Status replace(const Catalog &catalog, const QString &origin,
                   const std::function<Status()> &alsoWrite);
    // The stored catalog. The store keeps the offers it read until its next replace, which
    // compares with them instead of reading them again while nothing else has written the
    // database (an update loads, merges and replaces on one connection).
    Expected<Catalog> load() const;
    // Reports how many offers load() and loadOrSeed() have read (a large catalog takes seconds).
    void setProgress(LoadProgress progress) { m_progress = std::move(progress); }
    std::optional<StoredCatalogInfo> storedInfo() const;

    // What both executables do at start: load the stored catalog; on first run, or when the
    // stored one is an older bundled catalog, seed it from the bundled one first.
    Expected<Catalog> loadOrSeed();

private:
    Database &m_database;
    LoadProgress m_progress;
    mutable std::shared_ptr<const offertable::Snapshot> m_read; // the offers load() read
};

} // namespace core
