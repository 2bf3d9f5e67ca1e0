#include "database.h"

#include "migrations.h"
#include "sqlutil.h"

#include <QAtomicInt>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace core {
namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("gpuscout-%1").arg(counter.fetchAndAddRelaxed(1));
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
}

QString Database::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral("gpuscout.sqlite"));
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

Expected<std::unique_ptr<Database>> Database::open(const QString &path)
{
    return openAtVersion(path, migrations::latestVersion());
}

Expected<std::unique_ptr<Database>> Database::openAtVersion(const QString &path, int version)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return Error{tr("Cannot create the folder %1 for the database.").arg(info.absolutePath())};
    if (info.exists() && !info.isFile())
        return Error{tr("The database path %1 is not a file.").arg(path)};

    const QString name = nextConnectionName();
    std::unique_ptr<Database> database(new Database(name, path));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open())
        return Error{tr("Cannot open the database %1: %2").arg(path, db.lastError().text())};

    // SQLite opens any file lazily; the first statement tells whether it is a database.
    QSqlQuery probe(db);
    if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
        return Error{
            tr("%1 is not a usable GPU Scout database: %2").arg(path, probe.lastError().text())};
    if (Status status = sql::exec(db, QStringLiteral("PRAGMA foreign_keys = ON")); !status.ok())
        return Error{status.error()};
    if (Status status = migrations::migrate(db, version); !status.ok())
        return Error{tr("Cannot prepare the database %1: %2").arg(path, status.error())};
    return database;
}

} // namespace core
