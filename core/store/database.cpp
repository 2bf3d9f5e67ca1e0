#include "database.h"

#include "migrations.h"
#include "sqlutil.h"

#include <QAtomicInt>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <algorithm>

namespace core {
namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("gpuscout-%1").arg(counter.fetchAndAddRelaxed(1));
}

QMutex &openPathsMutex()
{
    static QMutex mutex;
    return mutex;
}

QMultiHash<QString, int> &openPaths()
{
    static QMultiHash<QString, int> paths;
    return paths;
}

// The tables of a database, without SQLite's own.
QStringList tables(QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"
                                  " AND name NOT LIKE 'sqlite_%' ORDER BY name"))) {
        while (query.next())
            names.append(query.value(0).toString());
    }
    return names;
}

// The tables GPU Scout's schema at `version` has, from a migrated in-memory database.
QStringList expectedTables(int version)
{
    static QMutex mutex;
    static QHash<int, QStringList> cache;
    const QMutexLocker locker(&mutex);
    if (const auto it = cache.constFind(version); it != cache.cend())
        return *it;
    QStringList names;
    const QString name = nextConnectionName();
    {
        QSqlDatabase memory = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        memory.setDatabaseName(QStringLiteral(":memory:"));
        if (memory.open() && migrations::migrate(memory, version).ok())
            names = tables(memory);
        memory.close();
    }
    QSqlDatabase::removeDatabase(name);
    cache.insert(version, names);
    return names;
}

} // namespace

Database::Database(QString connectionName, QString path)
    : m_connectionName(std::move(connectionName))
    , m_path(std::move(path))
{
}

Database::~Database()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    if (!m_canonicalPath.isEmpty()) {
        const QMutexLocker locker(&openPathsMutex());
        openPaths().remove(m_canonicalPath, 0);
    }
}

QString Database::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral("gpuscout.sqlite"));
}

bool Database::isOpen(const QString &canonicalPath)
{
    const QMutexLocker locker(&openPathsMutex());
    return !canonicalPath.isEmpty() && openPaths().contains(canonicalPath);
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    QSqlDatabase db = connection();
    return sql::userVersion(db);
}

Expected<std::unique_ptr<Database>> Database::open(const QString &path, Access access)
{
    return openAtVersion(path, migrations::latestVersion(), access);
}

Expected<std::unique_ptr<Database>> Database::openAtVersion(const QString &path, int version,
                                                            Access access)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists() && !QDir().mkpath(info.absolutePath()))
        return Error{tr("Cannot create the folder %1 for the database.")
                         .arg(QDir::toNativeSeparators(info.absolutePath()))};
    if (info.exists() && !info.isFile())
        return Error{tr("The database path %1 is not a regular file.").arg(shown)};
    // SQLite writes a journal beside the file: a file in a folder we cannot write is read-only
    // for us too.
    const bool readOnly = info.exists()
        && (access == Access::ReadOnly || !info.isWritable()
            || !QFileInfo(info.absolutePath()).isWritable());
    if (!info.exists() && access == Access::ReadOnly)
        return Error{
            tr("The database %1 does not exist, and read-only it cannot be created.").arg(shown)};

    const QString name = nextConnectionName();
    std::unique_ptr<Database> database(new Database(name, path));
    database->m_readOnly = readOnly;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.setConnectOptions(readOnly
                             ? QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY")
                             : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open())
        return Error{
            tr("Cannot open the database %1: %2.").arg(shown, sql::describe(db.lastError()))};

    // SQLite opens any file lazily; the first statement tells whether it is a database.
    QSqlQuery probe(db);
    if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
        return Error{tr("Cannot use %1 as GPU Scout's database: %2.")
                         .arg(shown, sql::describe(probe.lastError()))};
    // An open statement would keep a migration from dropping a table (SQLITE_LOCKED).
    probe.finish();
    const int current = sql::userVersion(db);
    const QStringList present = tables(db);
    if (current == 0 && !present.isEmpty()) {
        QStringList listed = present.mid(0, 5);
        if (present.size() > listed.size())
            listed.append(QStringLiteral("…"));
        return Error{tr("%1 is another program's SQLite database (it has the tables %2 and no "
                        "GPU Scout schema version); GPU Scout does not write into it. Choose "
                        "another file with --database.")
                         .arg(shown, listed.join(QStringLiteral(", ")))};
    }
    // user_version is any 32-bit number another program chose: GPU Scout writes 1 to the
    // latest; a higher one is a newer GPU Scout's only when the tables are GPU Scout's too.
    if (current < 0)
        return Error{tr("%1 has the schema version %2, which no GPU Scout writes: it is another "
                        "program's SQLite database or a damaged one. GPU Scout leaves it "
                        "untouched; choose another file with --database.")
                         .arg(shown)
                         .arg(current)};
    if (current > migrations::latestVersion()) {
        const QStringList ours = expectedTables(migrations::latestVersion());
        const qsizetype shared = std::count_if(
            ours.cbegin(), ours.cend(),
            [&present](const QString &table) { return present.contains(table); });
        if (shared * 2 < ours.size()) {
            QStringList listed = present.mid(0, 5);
            if (present.size() > listed.size())
                listed.append(QStringLiteral("…"));
            return Error{
                tr("%1 is another program's SQLite database (schema version %2, %3); "
                   "GPU Scout does not write into it. Choose another file with "
                   "--database.")
                    .arg(shown)
                    .arg(current)
                    .arg(listed.isEmpty()
                             ? tr("no tables")
                             : tr("the tables %1").arg(listed.join(QStringLiteral(", "))))};
        }
    }
    if (Status status = sql::exec(db, QStringLiteral("PRAGMA foreign_keys = ON")); !status.ok())
        return Error{status.error()};
    if (readOnly && current < version)
        return Error{tr("The database %1 is read-only and has schema version %2; this version "
                        "of GPU Scout needs version %3, which it cannot write. Make the file "
                        "writable or use another one.")
                         .arg(shown)
                         .arg(current)
                         .arg(version)};
    if (!readOnly) {
        if (Status status = migrations::migrate(db, version); !status.ok())
            return Error{tr("Cannot prepare the database %1: %2").arg(shown, status.error())};
    }
    if (current <= version) {
        const QStringList now = tables(db);
        for (const QString &table : expectedTables(version)) {
            if (!now.contains(table))
                return Error{tr("The database %1 is damaged: its table \"%2\" is missing. Move "
                                "the file aside; GPU Scout then starts a new database.")
                                 .arg(shown, table)};
        }
    }
    database->m_canonicalPath = QFileInfo(path).canonicalFilePath();
    {
        const QMutexLocker locker(&openPathsMutex());
        openPaths().insert(database->m_canonicalPath, 0);
    }
    return database;
}

} // namespace core
