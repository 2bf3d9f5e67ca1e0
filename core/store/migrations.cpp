#include "migrations.h"

#include "sqlutil.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QStringList>

namespace core::migrations {
namespace {

// Step N takes the schema from version N-1 to N. Steps are never edited once released; a
// change is a new step.
const QList<QStringList> &steps()
{
    // The names GPU Scout gave its default shortlist in each of its languages until step 8.
    static const QString defaultNames = QStringLiteral(
        "('My shortlist', '\u0645\u06CC\u0631\u06CC \u0634\u0627\u0631\u0679 \u0644\u0633\u0679',"
        " '\u0986\u09AE\u09BE\u09B0 \u09AC\u09BE\u099B\u09BE\u0987"
        " \u09A4\u09BE\u09B2\u09BF\u0995\u09BE', 'Lista mea scurt\u0103')");
    static const QList<QStringList> all = {
        // 1: the catalog.
        {
            QStringLiteral("CREATE TABLE catalog_info (id INTEGER PRIMARY KEY CHECK (id = 1),"
                           " schema_version INTEGER NOT NULL, catalog_version TEXT NOT NULL,"
                           " generated_at TEXT NOT NULL, publisher TEXT NOT NULL, notes TEXT,"
                           " origin TEXT NOT NULL, imported_at TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE exchange_rates (currency TEXT PRIMARY KEY,"
                " usd_per_unit REAL NOT NULL CHECK (usd_per_unit > 0), source TEXT NOT NULL,"
                " observed_at TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE gpus (id TEXT PRIMARY KEY, name TEXT NOT NULL, vendor TEXT NOT NULL,"
                " architecture TEXT, vram_gb REAL NOT NULL CHECK (vram_gb > 0),"
                " memory_bandwidth_gbs REAL, fp16_tensor_tflops REAL, bf16 INTEGER, fp8 INTEGER,"
                " tdp_w REAL, launch_year INTEGER, source TEXT NOT NULL, notes TEXT)"),
            QStringLiteral(
                "CREATE TABLE providers (id TEXT PRIMARY KEY, name TEXT NOT NULL, url TEXT,"
                " billing_increment_s INTEGER, min_billed_s INTEGER, spot INTEGER,"
                " persistent_storage INTEGER, storage_usd_per_gb_month REAL, prebuilt_images TEXT,"
                " diffusion_image INTEGER, jupyter INTEGER, ssh INTEGER, api INTEGER,"
                " cold_start_s REAL, source TEXT NOT NULL, observed_at TEXT NOT NULL, notes TEXT)"),
            QStringLiteral("CREATE TABLE models (id TEXT PRIMARY KEY, name TEXT NOT NULL, family "
                           "TEXT NOT NULL,"
                           " kind TEXT NOT NULL, params_billion REAL NOT NULL,"
                           " text_encoder_params_billion REAL, checkpoint_gb REAL,"
                           " default_width INTEGER NOT NULL, default_height INTEGER NOT NULL,"
                           " default_steps INTEGER NOT NULL, default_frames INTEGER,"
                           " inference_vram_gb_min REAL, inference_vram_gb_comfortable REAL,"
                           " lora_training_vram_gb REAL, full_finetune_vram_gb REAL,"
                           " refiner TEXT REFERENCES models(id), refiner_fraction REAL,"
                           " source TEXT NOT NULL, notes TEXT)"),
            QStringLiteral(
                "CREATE TABLE offers (provider TEXT NOT NULL REFERENCES providers(id),"
                " gpu TEXT NOT NULL REFERENCES gpus(id), gpu_count INTEGER NOT NULL CHECK "
                "(gpu_count > 0),"
                " tier TEXT NOT NULL, region TEXT NOT NULL, vcpus INTEGER, ram_gb REAL,"
                " currency TEXT NOT NULL, on_demand_per_hour REAL CHECK (on_demand_per_hour > 0),"
                " spot_per_hour REAL CHECK (spot_per_hour > 0), billing_increment_s INTEGER,"
                " min_billed_s INTEGER, source TEXT NOT NULL, observed_at TEXT NOT NULL, notes "
                "TEXT,"
                " PRIMARY KEY (provider, gpu, gpu_count, tier, region))"),
            QStringLiteral(
                "CREATE TABLE benchmarks (id INTEGER PRIMARY KEY, series TEXT NOT NULL,"
                " gpu TEXT NOT NULL REFERENCES gpus(id), model TEXT NOT NULL REFERENCES models(id),"
                " width INTEGER NOT NULL, height INTEGER NOT NULL, steps INTEGER NOT NULL,"
                " batch INTEGER NOT NULL, frames INTEGER, precision TEXT NOT NULL,"
                " software TEXT NOT NULL, metric TEXT NOT NULL, value REAL NOT NULL CHECK (value > "
                "0),"
                " source TEXT NOT NULL, notes TEXT)"),
        },
        // 2: shortlists and notes. They name offers by their stable key, not by a foreign
        // key, so that replacing the catalog never deletes them.
        {
            QStringLiteral(
                "CREATE TABLE shortlists (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                " created_at TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE shortlist_items (shortlist_id INTEGER NOT NULL"
                " REFERENCES shortlists(id) ON DELETE CASCADE, provider TEXT NOT NULL,"
                " gpu TEXT NOT NULL, gpu_count INTEGER NOT NULL, tier TEXT NOT NULL,"
                " region TEXT NOT NULL, note TEXT NOT NULL DEFAULT '', added_at TEXT NOT NULL,"
                " PRIMARY KEY (shortlist_id, provider, gpu, gpu_count, tier, region))"),
            QStringLiteral("CREATE TABLE offer_notes (provider TEXT NOT NULL, gpu TEXT NOT NULL,"
                           " gpu_count INTEGER NOT NULL, tier TEXT NOT NULL, region TEXT NOT NULL,"
                           " note TEXT NOT NULL, updated_at TEXT NOT NULL,"
                           " PRIMARY KEY (provider, gpu, gpu_count, tier, region))"),
        },
        // 3: named workloads, stored as the engine's JSON form of a workload.
        {
            QStringLiteral(
                "CREATE TABLE saved_workloads (name TEXT PRIMARY KEY, definition TEXT NOT NULL,"
                " updated_at TEXT NOT NULL)"),
        },
        // 4: prices over time, the network feed's validators and fetched currency rates. All
        // three are user tables: a catalog replace never deletes from them. The history starts
        // with the prices of the catalog the database already holds.
        {
            QStringLiteral(
                "CREATE TABLE price_history (id INTEGER PRIMARY KEY, provider TEXT NOT NULL,"
                " gpu TEXT NOT NULL, gpu_count INTEGER NOT NULL, tier TEXT NOT NULL,"
                " region TEXT NOT NULL, currency TEXT NOT NULL, on_demand_per_hour REAL,"
                " spot_per_hour REAL, observed_at TEXT NOT NULL, recorded_at TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX price_history_by_key ON price_history"
                           " (provider, gpu, gpu_count, tier, region, observed_at)"),
            QStringLiteral(
                "INSERT INTO price_history (provider, gpu, gpu_count, tier, region, currency,"
                " on_demand_per_hour, spot_per_hour, observed_at, recorded_at)"
                " SELECT provider, gpu, gpu_count, tier, region, currency, on_demand_per_hour,"
                " spot_per_hour, observed_at, COALESCE((SELECT imported_at FROM catalog_info),"
                " strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) FROM offers ORDER BY rowid"),
            QStringLiteral(
                "CREATE TABLE feed_state (url TEXT PRIMARY KEY, etag TEXT, last_modified TEXT,"
                " checked_at TEXT NOT NULL, updated_at TEXT)"),
            QStringLiteral(
                "CREATE TABLE currency_rates (currency TEXT PRIMARY KEY,"
                " usd_per_unit REAL NOT NULL CHECK (usd_per_unit > 0), source TEXT NOT NULL,"
                " rate_date TEXT NOT NULL, fetched_at TEXT NOT NULL)"),
        },
        // 5: the GPU's product segment (consumer, workstation, datacenter), nullable. A
        // database from before keeps NULL until its catalog is replaced.
        {
            QStringLiteral("ALTER TABLE gpus ADD COLUMN segment TEXT"),
        },
        // 6: the public price sources. What each source answered last (validators, status,
        // back-off), which source each offer came from and since when a source no longer lists
        // it, and AWS's spot interruption buckets. User tables: a catalog replace never touches
        // them; offers name their key like shortlists do.
        {
            QStringLiteral(
                "CREATE TABLE source_state (id TEXT PRIMARY KEY, url TEXT NOT NULL, etag TEXT,"
                " last_modified TEXT, checked_at TEXT, updated_at TEXT, status TEXT NOT NULL,"
                " message TEXT, offers INTEGER, retry_after TEXT)"),
            QStringLiteral(
                "CREATE TABLE offer_origin (provider TEXT NOT NULL, gpu TEXT NOT NULL,"
                " gpu_count INTEGER NOT NULL, tier TEXT NOT NULL, region TEXT NOT NULL,"
                " source_id TEXT NOT NULL, fetched_at TEXT NOT NULL, unlisted_since TEXT,"
                " PRIMARY KEY (provider, gpu, gpu_count, tier, region))"),
            QStringLiteral(
                "CREATE TABLE spot_interruption (instance_type TEXT NOT NULL, region TEXT NOT NULL,"
                " label TEXT NOT NULL, max_percent INTEGER NOT NULL, source_id TEXT NOT NULL,"
                " fetched_at TEXT NOT NULL, PRIMARY KEY (instance_type, region))"),
        },
        // 7: the speed model's GPU facts (FP32-accumulate tensor rate, FP32 rate, boost clock,
        // L2) and each benchmark's regime (stack, latency/throughput, FP8 mode, sample count),
        // all nullable: a database from before keeps NULL until its catalog is replaced.
        {
            QStringLiteral("ALTER TABLE gpus ADD COLUMN fp16_fp32acc_tflops REAL"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN fp32_tflops REAL"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN boost_clock_mhz REAL"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN l2_cache_mb REAL"),
            QStringLiteral("ALTER TABLE benchmarks ADD COLUMN stack TEXT"),
            QStringLiteral("ALTER TABLE benchmarks ADD COLUMN regime TEXT"),
            QStringLiteral("ALTER TABLE benchmarks ADD COLUMN fp8_mode TEXT"),
            QStringLiteral("ALTER TABLE benchmarks ADD COLUMN samples INTEGER"),
        },
        // 8: the user's plans (docs/plans.md, as their JSON form) and own speed measurements;
        // user tables, which a catalog update never touches.
        {
            QStringLiteral(
                "CREATE TABLE user_plans (name TEXT PRIMARY KEY, definition TEXT NOT NULL,"
                " updated_at TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE user_measurements (id INTEGER PRIMARY KEY AUTOINCREMENT,"
                " gpu TEXT NOT NULL, model TEXT NOT NULL, width INTEGER NOT NULL,"
                " height INTEGER NOT NULL, steps INTEGER NOT NULL, batch INTEGER NOT NULL,"
                " frames INTEGER, precision TEXT NOT NULL, stack TEXT NOT NULL, provider TEXT,"
                " seconds_per_image REAL, iterations_per_second REAL, recorded_at TEXT NOT NULL,"
                " CHECK ((seconds_per_image IS NULL) <> (iterations_per_second IS NULL)))"),
        },
        // 9: shortlists keyed by a stable id, not by their name. The default list was found by
        // its name in the language of the day, so each language a user switched to made a list
        // of its own ("My shortlist", "میری شارٹ لسٹ", …): merge them into the oldest, which
        // becomes "default" with no name of its own (shown in the current language until the
        // user names it). An offer on several keeps its earliest entry, and the first non-empty
        // note. The names are the default list's in GPU Scout's four languages until now.
        {
            QStringLiteral("ALTER TABLE shortlists ADD COLUMN stable_id TEXT"),
            QStringLiteral("UPDATE shortlists SET stable_id = 'default' WHERE id = (SELECT MIN(id)"
                           " FROM shortlists WHERE name IN ")
                + defaultNames + QStringLiteral(")"),
            // The first non-empty note of the other lists, where the default list has none.
            QStringLiteral("UPDATE shortlist_items SET note = COALESCE((SELECT o.note"
                           " FROM shortlist_items o JOIN shortlists s ON s.id = o.shortlist_id"
                           " WHERE s.stable_id IS NULL AND s.name IN ")
                + defaultNames
                + QStringLiteral(
                    " AND o.note <> ''"
                    " AND o.provider = shortlist_items.provider AND o.gpu = shortlist_items.gpu"
                    " AND o.gpu_count = shortlist_items.gpu_count AND o.tier = shortlist_items.tier"
                    " AND o.region = shortlist_items.region ORDER BY o.added_at LIMIT 1), note)"
                    " WHERE note = '' AND shortlist_id = (SELECT id FROM shortlists"
                    " WHERE stable_id = 'default')"),
            QStringLiteral(
                "INSERT OR IGNORE INTO shortlist_items (shortlist_id, provider, gpu, gpu_count,"
                " tier, region, note, added_at) SELECT (SELECT id FROM shortlists"
                " WHERE stable_id = 'default'), o.provider, o.gpu, o.gpu_count, o.tier, o.region,"
                " o.note, o.added_at FROM shortlist_items o JOIN shortlists s"
                " ON s.id = o.shortlist_id WHERE s.stable_id IS NULL"
                " AND s.name IN ")
                + defaultNames + QStringLiteral(" ORDER BY o.added_at"),
            QStringLiteral("DELETE FROM shortlist_items WHERE shortlist_id IN (SELECT id FROM"
                           " shortlists WHERE stable_id IS NULL AND name IN"
                           " ")
                + defaultNames + QStringLiteral(")"),
            QStringLiteral("DELETE FROM shortlists WHERE stable_id IS NULL AND name IN"
                           " ")
                + defaultNames,
            QStringLiteral("UPDATE shortlists SET name = '' WHERE stable_id = 'default'"),
            QStringLiteral(
                "UPDATE shortlists SET stable_id = 'list-' || id WHERE stable_id IS NULL"),
            QStringLiteral("CREATE UNIQUE INDEX shortlists_stable_id ON shortlists (stable_id)"),
        },
        // 10: where each offer came from, as columns of the offer (they were the user table
        // offer_origin): a source of 100,000 offers then writes them once, not twice. A
        // replace keeps them for the offers it keeps (CatalogStore::replace). The origins of
        // offers no longer in the catalog go with the old table.
        {
            QStringLiteral("ALTER TABLE offers ADD COLUMN listed_by TEXT"),
            QStringLiteral("ALTER TABLE offers ADD COLUMN listed_at TEXT"),
            QStringLiteral("ALTER TABLE offers ADD COLUMN unlisted_since TEXT"),
            QStringLiteral(
                "UPDATE offers SET (listed_by, listed_at, unlisted_since) = (SELECT o.source_id,"
                " o.fetched_at, o.unlisted_since FROM offer_origin o WHERE o.provider ="
                " offers.provider AND o.gpu = offers.gpu AND o.gpu_count = offers.gpu_count"
                " AND o.tier = offers.tier AND o.region = offers.region)"),
            QStringLiteral("DROP TABLE offer_origin"),
        },
        // 11: the price history keeps the observations a replace superseded or removed; each
        // offer's current one is its row in offers (PriceHistory), so a source of 100,000 new
        // offers writes them once. The copies of the current observations go.
        {
            QStringLiteral(
                "DELETE FROM price_history WHERE EXISTS (SELECT 1 FROM offers o WHERE"
                " o.provider = price_history.provider AND o.gpu = price_history.gpu"
                " AND o.gpu_count = price_history.gpu_count AND o.tier = price_history.tier"
                " AND o.region = price_history.region"
                " AND o.observed_at = price_history.observed_at"
                " AND o.currency = price_history.currency"
                " AND o.on_demand_per_hour IS price_history.on_demand_per_hour"
                " AND o.spot_per_hour IS price_history.spot_per_hour)"),
        },
        // 12: the die's process node, which the speed model's power rule reads (energy per
        // operation); nullable: a database from before keeps NULL until its catalog is replaced.
        {
            QStringLiteral("ALTER TABLE gpus ADD COLUMN process_nm REAL"),
        },
        // 13: the FP32 lanes per SM, which the speed model's non-tensor term reads; nullable
        // like process_nm.
        {
            QStringLiteral("ALTER TABLE gpus ADD COLUMN fp32_lanes_per_sm INTEGER"),
        },
        // 14: what dates a source's data (gpuhunt's version, the last commit of a SkyPilot
        // file from GitHub's commits API) and the ETag it came with, so that the next update
        // asks "if none match" and a 304 keeps the date.
        {
            QStringLiteral("ALTER TABLE source_state ADD COLUMN version_etag TEXT"),
            QStringLiteral("ALTER TABLE source_state ADD COLUMN version_body BLOB"),
        },
        // 15: what an offer shares with the other offers of its fetch (currency, source text,
        // observed date, listed by, listed since, not listed since) stored once, in
        // offer_provenance, where each of 100,000 offers repeated it: the rows of offer_rows
        // are a third of the size, a source's offers are written and read faster. Empty
        // stands for none in offer_provenance (UNIQUE sees NULLs as distinct). The view
        // `offers` joins them back into the columns, rowid and NULLs of the old table, for
        // every reader (the row's rowid as the last column); only core/store/offertable
        // writes the offers.
        {
            QStringLiteral(
                "CREATE TABLE offer_provenance (id INTEGER PRIMARY KEY, currency TEXT NOT NULL,"
                " source TEXT NOT NULL, observed_at TEXT NOT NULL, listed_by TEXT NOT NULL,"
                " listed_at TEXT NOT NULL, unlisted_since TEXT NOT NULL, UNIQUE (currency,"
                " source, observed_at, listed_by, listed_at, unlisted_since))"),
            QStringLiteral(
                "INSERT INTO offer_provenance (currency, source, observed_at, listed_by,"
                " listed_at, unlisted_since) SELECT currency, source, observed_at,"
                " COALESCE(listed_by, ''), COALESCE(listed_at, ''), COALESCE(unlisted_since, '')"
                " FROM offers GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY min(rowid)"),
            QStringLiteral(
                "CREATE TABLE offer_rows (provider TEXT NOT NULL REFERENCES providers(id),"
                " gpu TEXT NOT NULL REFERENCES gpus(id),"
                " gpu_count INTEGER NOT NULL CHECK (gpu_count > 0), tier TEXT NOT NULL,"
                " region TEXT NOT NULL, vcpus INTEGER, ram_gb REAL,"
                " on_demand_per_hour REAL CHECK (on_demand_per_hour > 0),"
                " spot_per_hour REAL CHECK (spot_per_hour > 0), billing_increment_s INTEGER,"
                " min_billed_s INTEGER, notes TEXT, provenance INTEGER NOT NULL,"
                " PRIMARY KEY (provider, gpu, gpu_count, tier, region))"),
            QStringLiteral(
                "INSERT INTO offer_rows (rowid, provider, gpu, gpu_count, tier, region, vcpus,"
                " ram_gb, on_demand_per_hour, spot_per_hour, billing_increment_s, min_billed_s,"
                " notes, provenance) SELECT o.rowid, o.provider, o.gpu, o.gpu_count, o.tier,"
                " o.region, o.vcpus, o.ram_gb, o.on_demand_per_hour, o.spot_per_hour,"
                " o.billing_increment_s, o.min_billed_s, o.notes, p.id FROM offers o"
                " JOIN offer_provenance p ON p.currency = o.currency AND p.source = o.source"
                " AND p.observed_at = o.observed_at AND p.listed_by = COALESCE(o.listed_by, '')"
                " AND p.listed_at = COALESCE(o.listed_at, '')"
                " AND p.unlisted_since = COALESCE(o.unlisted_since, '') ORDER BY o.rowid"),
            QStringLiteral("DROP TABLE offers"),
            QStringLiteral("CREATE VIEW offers AS SELECT o.provider, o.gpu, o.gpu_count,"
                           " o.tier, o.region, o.vcpus, o.ram_gb, p.currency, o.on_demand_per_hour,"
                           " o.spot_per_hour, o.billing_increment_s, o.min_billed_s, p.source,"
                           " p.observed_at, o.notes, NULLIF(p.listed_by, '') AS listed_by,"
                           " NULLIF(p.listed_at, '') AS listed_at,"
                           " NULLIF(p.unlisted_since, '') AS unlisted_since, o.rowid AS rowid"
                           " FROM offer_rows o JOIN offer_provenance p ON p.id = o.provenance"),
        },
    };
    return all;
}

} // namespace

int latestVersion()
{
    return int(steps().size());
}

Status migrate(QSqlDatabase &db, int target)
{
    const int current = sql::userVersion(db);
    if (current < 0)
        return Error{QCoreApplication::translate(
                         "core::Database",
                         "The database has the schema version %1, which no GPU Scout writes. "
                         "It was left untouched.")
                         .arg(current)};
    if (current > latestVersion()) {
        return Error{QCoreApplication::translate(
                         "core::Database",
                         "The database was written by a newer GPU Scout (schema version %1; this "
                         "version reads up to %2). It was left untouched.")
                         .arg(current)
                         .arg(latestVersion())};
    }
    if (current >= target)
        return {};
    sql::Transaction transaction(db);
    if (!transaction.started())
        return Error{transaction.error()};
    for (int version = current + 1; version <= target; ++version) {
        for (const QString &statement : steps().at(version - 1)) {
            if (Status status = sql::exec(db, statement); !status.ok())
                return status;
        }
    }
    if (Status status = sql::exec(db, QStringLiteral("PRAGMA user_version = %1").arg(target));
        !status.ok())
        return status;
    if (Status status = transaction.commit(); !status.ok())
        return status;
    // Step 15 copies the offers into a new table and drops the old one, whose pages stay in the
    // file as free pages: a 100,000-offer database would grow by half at its upgrade. VACUUM
    // gives them back once. It needs room for a copy of the file; when it fails (a full disk),
    // the migrated database is whole and the next writes reuse the free pages.
    constexpr int rebuildsOffers = 15;
    if (current < rebuildsOffers && target >= rebuildsOffers)
        static_cast<void>(sql::exec(db, QStringLiteral("VACUUM")));
    return {};
}

} // namespace core::migrations
