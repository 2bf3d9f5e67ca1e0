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

    static Expected<std::unique_ptr<Database>> open(const QString &path);
    // For migration tests: stop at an older schema version.
    static Expected<std::unique_ptr<Database>> openAtVersion(const QString &path, int version);
    // AppDataLocation/gpuscout.sqlite, creating the folder.
    static QString defaultPath();

    QSqlDatabase connection() const;
    const QString &path() const { return m_path; }
    int schemaVersion() const;

private:
    explicit Database(QString connectionName, QString path);

    QString m_connectionName;
    QString m_path;
};

} // namespace core
