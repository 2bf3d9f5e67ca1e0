#pragma once

#include <core/common/expected.h>

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace core {

// The one SQLite database: catalog tables (replaced whole by an update) beside user tables
// (shortlists, notes, saved workloads) that no update touches. Opening migrates the schema
// forward; each instance owns a named connection for the thread that opened it.
class Database final
{
    Q_DECLARE_TR_FUNCTIONS(core::Database)

public:
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // A database file the user cannot write (or in a folder they cannot write) opens
    // read-only: nothing is migrated or written, and isReadOnly() says so. A SQLite file that
    // is not GPU Scout's (no schema version of ours and tables of its own) is refused without
    // a single write, as is one whose tables are missing.
    // Auto: read-only when the file or its folder is not writable; ReadOnly: read-only always
    // (e.g. a database the user wants only to browse).
    enum class Access { Auto, ReadOnly };
    static Expected<std::unique_ptr<Database>> open(const QString &path,
                                                    Access access = Access::Auto);
    // For migration tests: stop at an older schema version.
    static Expected<std::unique_ptr<Database>> openAtVersion(const QString &path, int version,
                                                             Access access = Access::Auto);
    // AppDataLocation/gpuscout.sqlite, creating the folder.
    static QString defaultPath();
    // Whether a Database of this process has the file at `canonicalPath` open (exports refuse
    // to write over it).
    static bool isOpen(const QString &canonicalPath);

    QSqlDatabase connection() const;
    const QString &path() const { return m_path; }
    bool isReadOnly() const { return m_readOnly; }
    int schemaVersion() const;

private:
    explicit Database(QString connectionName, QString path);

    QString m_connectionName;
    QString m_path;
    QString m_canonicalPath;
    bool m_readOnly = false;
};

} // namespace core
