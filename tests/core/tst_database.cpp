#include "testutil.h"

#include <core/store/database.h>
#include <core/store/migrations.h>
#include <core/store/pricehistory.h>
#include <core/store/sqlutil.h>

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using core::Database;

namespace {

QStringList tables(const Database &database)
{
    QSqlQuery query(database.connection());
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    return names;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestDatabase final : public QObject
{
    Q_OBJECT

private slots:
    void createsLatestSchema();
    void migratesFromEachOlderVersion_data();
    void migratesFromEachOlderVersion();
    void enforcesForeignKeys();
    void refusesNewerSchema();
    void refusesASchemaVersionOutOfRange_data();
    void refusesASchemaVersionOutOfRange();
    void refusesFileThatIsNotADatabase();
    void reportsUnwritableFolder();
    void refusesAnotherProgramsDatabaseWithoutWriting();
    void refusesADatabaseWithAMissingTable();
    void opensReadOnlyWithoutWriting();
    void saysTheDiskIsFull();
    void saysWhenAnotherProgramHoldsTheLock();

private:
    QTemporaryDir m_dir;
};

void TestDatabase::createsLatestSchema()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("fresh.sqlite")));
    QVERIFY2(database.hasValue(), qPrintable(database.hasValue() ? QString() : database.error()));
    QCOMPARE(database.value()->schemaVersion(), core::migrations::latestVersion());
    const QStringList names = tables(*database.value());
    for (const char *table :
         {"gpus", "providers", "offer_rows", "offer_provenance", "benchmarks", "models",
          "exchange_rates", "catalog_info", "shortlists", "shortlist_items", "offer_notes",
          "saved_workloads", "price_history", "feed_state", "currency_rates"})
        QVERIFY2(names.contains(QLatin1String(table)), table);
    // The offers as every reader sees them: the view of both.
    QSqlQuery query(database.value()->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT type FROM sqlite_master WHERE name = 'offers'"))
            && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("view"));
}

void TestDatabase::migratesFromEachOlderVersion_data()
{
    QTest::addColumn<int>("from");
    for (int version = 0; version < core::migrations::latestVersion(); ++version)
        QTest::addRow("from %d", version) << version;
}

void TestDatabase::migratesFromEachOlderVersion()
{
    QFETCH(int, from);
    const QString path = m_dir.filePath(QStringLiteral("old-%1.sqlite").arg(from));
    {
        auto old = Database::openAtVersion(path, from);
        QVERIFY(old.hasValue());
        QCOMPARE(old.value()->schemaVersion(), from);
        if (from >= 1) {
            // Data written at the old version survives the migration.
            QSqlQuery query(old.value()->connection());
            QVERIFY(query.exec(
                QStringLiteral("INSERT INTO gpus (id, name, vendor, architecture, vram_gb, "
                               "fp16_tensor_tflops, source)"
                               " VALUES ('t4', 'Tesla T4', 'NVIDIA', 'Turing', 16, 65, 's')")));
        }
        if (from >= 1) {
            // A whole catalog row chain, so that version 4 can start the price history from it.
            QSqlQuery query(old.value()->connection());
            QVERIFY(
                query.exec(QStringLiteral("INSERT INTO providers (id, name, source, observed_at) "
                                          "VALUES ('runpod', 'RunPod', 's', '2026-11')")));
            QVERIFY(query.exec(QStringLiteral("INSERT INTO offers (provider, gpu, gpu_count, tier, "
                                              "region, currency, on_demand_per_hour,"
                                              " source, observed_at) VALUES ('runpod', 't4', 1, "
                                              "'secure', '', 'USD', 0.4, 's', '2026-11-02')")));
            QVERIFY(query.exec(QStringLiteral(
                "INSERT INTO catalog_info VALUES (1, 1, 'v1', '2026-11-01', 'p', NULL, 'bundled',"
                " '2026-11-03T10:00:00Z')")));
        }
        if (from >= 2) {
            QSqlQuery query(old.value()->connection());
            QVERIFY(query.exec(QStringLiteral("INSERT INTO shortlists (name, created_at) VALUES "
                                              "('evening', '2026-01-01T00:00:00Z')")));
            QVERIFY(query.exec(QStringLiteral(
                "INSERT INTO shortlist_items (shortlist_id, provider, gpu, gpu_count, tier, "
                "region, added_at)"
                " VALUES (1, 'runpod', 't4', 1, 'secure', '', '2026-01-01T00:00:00Z')")));
        }
        if (from >= 3) {
            QSqlQuery query(old.value()->connection());
            QVERIFY(query.exec(QStringLiteral("INSERT INTO saved_workloads VALUES ('nightly', "
                                              "'{\"task\": \"batch\"}', '2026-01-01T00:00:00Z')")));
        }
        if (from >= 4) {
            // The history as versions 4 to 10 kept it: every observation, the current one too;
            // from version 11 on, only what the offer no longer holds.
            QSqlQuery query(old.value()->connection());
            QStringList rows{QStringLiteral("0.5, NULL, '2026-10-01', '2026-10-02T09:00:00.000Z'")};
            if (from < 11)
                rows.append(QStringLiteral("0.4, NULL, '2026-11-02', '2026-11-03T10:00:00.000Z'"));
            for (const QString &row : std::as_const(rows)) {
                QVERIFY(query.exec(
                    QStringLiteral("INSERT INTO price_history (provider, gpu, gpu_count, tier,"
                                   " region, currency, on_demand_per_hour, spot_per_hour,"
                                   " observed_at, recorded_at) VALUES ('runpod', 't4', 1,"
                                   " 'secure', '', 'USD', %1)")
                        .arg(row)));
            }
        }
        if (from >= 6 && from < 10) {
            // Where the offer came from, and an origin whose offer the catalog no longer has.
            QSqlQuery query(old.value()->connection());
            QVERIFY(query.exec(
                QStringLiteral("INSERT INTO offer_origin VALUES ('runpod', 't4', 1, 'secure', '',"
                               " 'skypilot:runpod', '2026-11-20T08:00:00Z', '2026-11-25')")));
            QVERIFY(query.exec(
                QStringLiteral("INSERT INTO offer_origin VALUES ('runpod', 't4', 2, 'secure', '',"
                               " 'skypilot:runpod', '2026-11-20T08:00:00Z', NULL)")));
        }
        if (from >= 6) {
            // What a source answered (before version 14 kept what dates its data).
            QSqlQuery query(old.value()->connection());
            QVERIFY(query.exec(QStringLiteral(
                "INSERT INTO source_state (id, url, etag, status) VALUES ('skypilot:aws',"
                " 'https://example.com/vms.csv', '\"e1\"', 'updated')")));
        }
        if (from >= 10) {
            QSqlQuery query(old.value()->connection());
            QVERIFY(query.exec(QStringLiteral(
                "UPDATE offers SET listed_by = 'skypilot:runpod', listed_at ="
                " '2026-11-20T08:00:00Z', unlisted_since = '2026-11-25' WHERE gpu = 't4'")));
        }
    }
    auto migrated = Database::open(path);
    QVERIFY(migrated.hasValue());
    QCOMPARE(migrated.value()->schemaVersion(), core::migrations::latestVersion());
    QVERIFY(tables(*migrated.value()).contains(QStringLiteral("saved_workloads")));
    QSqlQuery query(migrated.value()->connection());
    if (from >= 1) {
        QVERIFY(query.exec(
                    QStringLiteral("SELECT name, architecture, fp16_tensor_tflops, source FROM gpus"
                                   " WHERE id = 't4'"))
                && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("Tesla T4"));
        QCOMPARE(query.value(1).toString(), QStringLiteral("Turing"));
        QCOMPARE(query.value(2).toDouble(), 65.0);
        QCOMPARE(query.value(3).toString(), QStringLiteral("s"));
    }
    // Version 5 adds the GPU segment: unknown (NULL) for rows written before it, settable after.
    if (from >= 1 && from < 5) {
        QVERIFY(query.exec(QStringLiteral("SELECT segment FROM gpus WHERE id = 't4'"))
                && query.next());
        QVERIFY(query.value(0).isNull());
        QVERIFY(
            query.exec(QStringLiteral("UPDATE gpus SET segment = 'datacenter' WHERE id = 't4'")));
        QVERIFY(query.exec(QStringLiteral("SELECT segment FROM gpus WHERE id = 't4'"))
                && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("datacenter"));
    }
    // Version 12 adds the die's process node: unknown (NULL) for rows written before it.
    if (from >= 1) {
        QVERIFY(query.exec(QStringLiteral("SELECT process_nm FROM gpus WHERE id = 't4'"))
                && query.next());
        QVERIFY(query.value(0).isNull());
        // Version 13 adds the FP32 lanes per SM, unknown the same way.
        QVERIFY(query.exec(QStringLiteral("SELECT fp32_lanes_per_sm FROM gpus WHERE id = 't4'"))
                && query.next());
        QVERIFY(query.value(0).isNull());
    }
    if (from >= 2) {
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM shortlists")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(QStringLiteral("SELECT tier FROM shortlist_items")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("secure"));
    }
    if (from >= 3) {
        QVERIFY(query.exec(
                    QStringLiteral("SELECT definition FROM saved_workloads WHERE name = 'nightly'"))
                && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("{\"task\": \"batch\"}"));
    }
    // Version 10 moves each offer's origin into the offer; the origin of an offer no longer in
    // the catalog goes with the old table.
    if (from >= 1) {
        QVERIFY(query.exec(QStringLiteral("SELECT listed_by, listed_at, unlisted_since FROM offers"
                                          " WHERE gpu = 't4'"))
                && query.next());
        if (from >= 6) {
            QCOMPARE(query.value(0).toString(), QStringLiteral("skypilot:runpod"));
            QCOMPARE(query.value(1).toString(), QStringLiteral("2026-11-20T08:00:00Z"));
            QCOMPARE(query.value(2).toString(), QStringLiteral("2026-11-25"));
        } else {
            QVERIFY(query.value(0).isNull());
            QVERIFY(query.value(1).isNull());
            QVERIFY(query.value(2).isNull());
        }
        QVERIFY(!query.next());
    }
    QVERIFY(!tables(*migrated.value()).contains(QStringLiteral("offer_origin")));
    // Version 15 stores what an offer shares with the other offers of its fetch once, in
    // offer_provenance: the offer reads as it did, through the view `offers`.
    if (from >= 1) {
        QVERIFY(query.exec(QStringLiteral(
                    "SELECT provider, gpu, gpu_count, tier, region, currency, on_demand_per_hour,"
                    " source, observed_at, notes, rowid FROM offers WHERE gpu = 't4'"))
                && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("runpod"));
        QCOMPARE(query.value(2).toInt(), 1);
        QCOMPARE(query.value(3).toString(), QStringLiteral("secure"));
        QCOMPARE(query.value(4).toString(), QString());
        QCOMPARE(query.value(5).toString(), QStringLiteral("USD"));
        QCOMPARE(query.value(6).toDouble(), 0.4);
        QCOMPARE(query.value(7).toString(), QStringLiteral("s"));
        QCOMPARE(query.value(8).toString(), QStringLiteral("2026-11-02"));
        QVERIFY(query.value(9).isNull());
        QCOMPARE(query.value(10).toLongLong(), 1);
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM offer_provenance"))
                && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
    }
    // The old offers table's pages went back with a VACUUM: the file holds no free page.
    QVERIFY(query.exec(QStringLiteral("PRAGMA freelist_count")) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    // Version 4 starts the price history with the prices the catalog already holds; version 11
    // keeps there only what the offers no longer hold: the current price is the offer's row.
    QVERIFY(query.exec(
        QStringLiteral("SELECT provider, gpu, on_demand_per_hour, observed_at, recorded_at"
                       " FROM price_history")));
    if (from >= 4) {
        QVERIFY(query.next());
        QCOMPARE(query.value(1).toString(), QStringLiteral("t4"));
        QCOMPARE(query.value(2).toDouble(), 0.5);
        QCOMPARE(query.value(3).toString(), QStringLiteral("2026-10-01"));
    }
    QVERIFY(!query.next());
    if (from >= 1) {
        const auto history = core::PriceHistory(*migrated.value())
                                 .history({QStringLiteral("runpod"), QStringLiteral("t4"), 1,
                                           QStringLiteral("secure"), QString()});
        QVERIFY(history.hasValue());
        QCOMPARE(history->size(), from >= 4 ? 2 : 1);
        QCOMPARE(history->last().onDemandPerHour.value(), 0.4);
        QCOMPARE(history->last().observedAt.text(), QStringLiteral("2026-11-02"));
        // The current one, as of the catalog's last replace.
        QCOMPARE(history->last().recordedAt.toString(Qt::ISODate),
                 QStringLiteral("2026-11-03T10:00:00Z"));
    }
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM feed_state")) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    // Version 14 keeps what dated a source's data and its ETag: none yet for a row from before.
    QVERIFY(
        query.exec(QStringLiteral("SELECT etag, version_etag, version_body FROM source_state")));
    if (from >= 6) {
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("\"e1\""));
        QVERIFY(query.value(1).isNull());
        QVERIFY(query.value(2).isNull());
    }
    QVERIFY(!query.next());
}

void TestDatabase::enforcesForeignKeys()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("fk.sqlite")));
    QVERIFY(database.hasValue());
    QSqlQuery query(database.value()->connection());
    QVERIFY(query.exec(QStringLiteral(
        "INSERT INTO offer_provenance (currency, source, observed_at, listed_by, listed_at,"
        " unlisted_since) VALUES ('USD', 's', '2026', '', '', '')")));
    QVERIFY(!query.exec(
        QStringLiteral("INSERT INTO offer_rows (provider, gpu, gpu_count, tier, region, provenance)"
                       " SELECT 'nobody', 'nothing', 1, '', '', max(id) FROM offer_provenance")));
}

void TestDatabase::refusesNewerSchema()
{
    const QString path = m_dir.filePath(QStringLiteral("newer.sqlite"));
    {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        QSqlQuery query(database.value()->connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 99")));
    }
    auto reopened = Database::open(path);
    QVERIFY(!reopened.hasValue());
    QVERIFY2(reopened.error().contains(QStringLiteral("newer GPU Scout (schema version 99")),
             qPrintable(reopened.error()));
    QVERIFY(reopened.error().contains(QStringLiteral("left untouched")));
}

void TestDatabase::refusesASchemaVersionOutOfRange_data()
{
    QTest::addColumn<QString>("fixture"); // empty: GPU Scout's own database, then changed
    QTest::addColumn<int>("version");
    QTest::addColumn<QString>("message");
    const QString negative = QStringLiteral(
        "%1 has the schema version %2, which no GPU Scout writes: it is another program's "
        "SQLite database or a damaged one. GPU Scout leaves it untouched; choose another file "
        "with --database.");
    QTest::newRow("ours at -1") << QString() << -1 << negative;
    QTest::newRow("ours at the lowest") << QString() << int(INT_MIN) << negative;
    QTest::newRow("another program's at -1")
        << QStringLiteral("corrupt/database-version-minus-1.sqlite") << -1 << negative;
    QTest::newRow("another program's at 70")
        << QStringLiteral("corrupt/database-other-program-version-70.sqlite") << 70
        << QStringLiteral("%1 is another program's SQLite database (schema version %2, the tables "
                          "contacts); GPU Scout does not write into it. Choose another file with "
                          "--database.");
}

// The probe: every command crashed (steps().at(-1)) on a user_version of -1, and another
// program's file with a user_version of 70 was "written by a newer GPU Scout".
void TestDatabase::refusesASchemaVersionOutOfRange()
{
    QFETCH(QString, fixture);
    QFETCH(int, version);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("odd.sqlite"));
    QFile::remove(path);
    if (fixture.isEmpty()) {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        QSqlQuery query(database.value()->connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
    } else {
        QVERIFY(QFile::copy(testutil::dataPath(fixture), path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    }
    const QByteArray before = contents(path);
    auto reopened = Database::open(path);
    QVERIFY(!reopened.hasValue());
    QCOMPARE(reopened.error(), message.arg(QDir::toNativeSeparators(path)).arg(version));
    QCOMPARE(contents(path), before);
}

void TestDatabase::refusesFileThatIsNotADatabase()
{
    const QString path = m_dir.filePath(QStringLiteral("garbage.sqlite"));
    QVERIFY(QFile::copy(testutil::dataPath(QStringLiteral("not-a-database.sqlite")), path));
    const QByteArray before = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    auto database = Database::open(path);
    QVERIFY(!database.hasValue());
    QCOMPARE(database.error(),
             QStringLiteral("Cannot use %1 as GPU Scout's database: the file is not an SQLite "
                            "database.")
                 .arg(QDir::toNativeSeparators(path)));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before); // the file is left as it was
}

void TestDatabase::reportsUnwritableFolder()
{
    QFile blocker(m_dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    auto database = Database::open(m_dir.filePath(QStringLiteral("blocker/sub/db.sqlite")));
    QVERIFY(!database.hasValue());
    QVERIFY2(database.error().startsWith(QStringLiteral("Cannot create the folder ")),
             qPrintable(database.error()));
}

void TestDatabase::refusesAnotherProgramsDatabaseWithoutWriting()
{
    const QString path = m_dir.filePath(QStringLiteral("contacts.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("x"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE contacts (name TEXT, phone TEXT)")));
        QVERIFY(query.exec(QStringLiteral("INSERT INTO contacts VALUES ('Ada', '123')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("x"));
    const QByteArray before = contents(path);
    auto database = Database::open(path);
    QVERIFY(!database.hasValue());
    QCOMPARE(database.error(),
             QStringLiteral("%1 is another program's SQLite database (it has the tables contacts "
                            "and no GPU Scout schema version); GPU Scout does not write into it. "
                            "Choose another file with --database.")
                 .arg(QDir::toNativeSeparators(path)));
    QCOMPARE(contents(path), before);
}

void TestDatabase::refusesADatabaseWithAMissingTable()
{
    const QString path = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        QSqlQuery query(database.value()->connection());
        QVERIFY(query.exec(QStringLiteral("DROP TABLE shortlist_items")));
    }
    auto reopened = Database::open(path);
    QVERIFY(!reopened.hasValue());
    QCOMPARE(reopened.error(),
             QStringLiteral("The database %1 is damaged: its table \"shortlist_items\" is missing. "
                            "Move the file aside; GPU Scout then starts a new database.")
                 .arg(QDir::toNativeSeparators(path)));
}

void TestDatabase::opensReadOnlyWithoutWriting()
{
    const QString path = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        QVERIFY(!database.value()->isReadOnly());
    }
    const QByteArray before = contents(path);
    auto database = Database::open(path, Database::Access::ReadOnly);
    QVERIFY2(database.hasValue(), qPrintable(database.hasValue() ? QString() : database.error()));
    QVERIFY(database.value()->isReadOnly());
    QSqlQuery query(database.value()->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM shortlists")));
    QVERIFY(
        !query.exec(QStringLiteral("INSERT INTO shortlists (name, created_at) VALUES ('a', 'b')")));
    QCOMPARE(core::sql::describe(query.lastError()), QStringLiteral("the database is read-only"));
    database = core::Error{QString()}; // closed
    QCOMPARE(contents(path), before);
}

void TestDatabase::saysTheDiskIsFull()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("full.sqlite")));
    QVERIFY(database.hasValue());
    QSqlDatabase db = database.value()->connection();
    QSqlQuery query(db);
    // SQLite's page limit makes the file "full" the way a full disk does (SQLITE_FULL).
    QVERIFY(query.exec(QStringLiteral("PRAGMA max_page_count = 1")));
    query.exec(QStringLiteral("PRAGMA max_page_count"));
    const core::Status status = core::sql::exec(
        db,
        QStringLiteral(
            "INSERT INTO shortlists (name, created_at) VALUES (hex(zeroblob(100000)), 'x')"));
    QVERIFY(!status.ok());
    QCOMPARE(status.error(),
             QStringLiteral("A database operation failed: the disk is full; free "
                            "some space and try again"));
}

void TestDatabase::saysWhenAnotherProgramHoldsTheLock()
{
    const QString path = m_dir.filePath(QStringLiteral("locked.sqlite"));
    {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
    }
    {
        // Another program's exclusive lock, held for the whole open (which waits 5 s for it).
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                       QStringLiteral("lock"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        auto database = Database::open(path);
        QVERIFY(!database.hasValue());
        QCOMPARE(database.error(),
                 QStringLiteral("Cannot use %1 as GPU Scout's database: another program has the "
                                "database locked; close it and try again.")
                     .arg(QDir::toNativeSeparators(path)));
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("lock"));
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
