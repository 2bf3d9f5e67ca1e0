#include "catalogstore.h"

#include "database.h"
#include "pricehistory.h"
#include "sqlutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/valuebounds.h>

#include <QDir>
#include <QSqlQuery>

namespace core {
namespace {

using sql::nullable;

PartialDate dateOf(const QVariant &value)
{
    return PartialDate::parse(value.toString()).value_or(PartialDate());
}

// Prepares `statement` and binds each row's values positionally, failing on the first error.
template<typename Range, typename Bind>
Status insertAll(QSqlDatabase &db, const QString &statement, const Range &rows, Bind bind)
{
    QSqlQuery query(db);
    if (Status status = sql::prepare(query, statement); !status.ok())
        return status;
    for (const auto &row : rows) {
        sql::bind(query, bind(row));
        if (Status status = sql::exec(query); !status.ok())
            return status;
    }
    return {};
}

const QString sameKey = QStringLiteral(
    "p.provider = offers.provider AND p.gpu = offers.gpu AND p.gpu_count = offers.gpu_count"
    " AND p.tier = offers.tier AND p.region = offers.region");

// A catalog that does not say where its offers came from (a file, the feed, live prices)
// keeps the stored origin of each offer it keeps: the public sources decide about those.
// keepOrigins() runs before the offers are deleted, restoreOrigins() after the new ones are in.
Status keepOrigins(QSqlDatabase &db)
{
    for (const QString &statement :
         {QStringLiteral("DROP TABLE IF EXISTS temp.previous_origin"),
          QStringLiteral("CREATE TEMP TABLE previous_origin (provider TEXT, gpu TEXT,"
                         " gpu_count INTEGER, tier TEXT, region TEXT, listed_by TEXT,"
                         " listed_at TEXT, unlisted_since TEXT,"
                         " PRIMARY KEY (provider, gpu, gpu_count, tier, region)) WITHOUT ROWID"),
          QStringLiteral("INSERT INTO previous_origin SELECT provider, gpu, gpu_count, tier,"
                         " region, listed_by, listed_at, unlisted_since FROM offers"
                         " WHERE listed_by IS NOT NULL")}) {
        if (Status status = sql::exec(db, statement); !status.ok())
            return status;
    }
    return {};
}

Status restoreOrigins(QSqlDatabase &db)
{
    for (const QString &statement : QStringList{
             QString(
                 QStringLiteral("UPDATE offers SET (listed_by, listed_at, unlisted_since) = (SELECT"
                                " p.listed_by, p.listed_at, p.unlisted_since FROM previous_origin p"
                                " WHERE ")
                 + sameKey
                 + QStringLiteral(") WHERE listed_by IS NULL AND EXISTS (SELECT 1 FROM"
                                  " previous_origin p WHERE ")
                 + sameKey + QLatin1Char(')')),
             QStringLiteral("DROP TABLE temp.previous_origin")}) {
        if (Status status = sql::exec(db, statement); !status.ok())
            return status;
    }
    return {};
}

Status writeCatalog(QSqlDatabase &db, const Catalog &catalog, const QString &origin)
{
    if (Status status = keepOrigins(db); !status.ok())
        return status;
    // Children first, so the foreign keys hold at every step.
    for (const char *table : {"benchmarks", "offers", "models", "providers", "gpus",
                              "exchange_rates", "catalog_info"}) {
        if (Status status = sql::exec(db, QStringLiteral("DELETE FROM ") + QLatin1String(table));
            !status.ok())
            return status;
    }
    const CatalogInfo &info = catalog.info;
    Status status = insertAll(
        db, QStringLiteral("INSERT INTO catalog_info VALUES (1, ?, ?, ?, ?, ?, ?, ?)"),
        QList<int>{0}, [&](int) {
            return QVariantList{info.schemaVersion,
                                info.catalogVersion,
                                info.generatedAt.text(),
                                info.publisher,
                                nullable(info.notes),
                                origin,
                                QDateTime::currentDateTimeUtc().toString(Qt::ISODate)};
        });
    if (!status.ok())
        return status;
    status = insertAll(
        db, QStringLiteral("INSERT INTO exchange_rates VALUES (?, ?, ?, ?)"), catalog.exchangeRates,
        [](const ExchangeRate &r) {
            return QVariantList{r.currency, r.usdPerUnit, r.source, r.observedAt.text()};
        });
    if (!status.ok())
        return status;
    status = insertAll(
        db,
        QStringLiteral(
            "INSERT INTO gpus (id, name, vendor, architecture, vram_gb,"
            " memory_bandwidth_gbs, fp16_tensor_tflops, bf16, fp8, tdp_w, launch_year,"
            " source, notes, segment, fp16_fp32acc_tflops, fp32_tflops, boost_clock_mhz,"
            " l2_cache_mb) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        catalog.gpus, [](const Gpu &g) {
            return QVariantList{g.id,
                                g.name,
                                g.vendor,
                                nullable(g.architecture),
                                g.vramGb,
                                nullable(g.memoryBandwidthGbs),
                                nullable(g.fp16TensorTflops),
                                nullable(g.bf16),
                                nullable(g.fp8),
                                nullable(g.tdpW),
                                nullable(g.launchYear),
                                g.source,
                                nullable(g.notes),
                                nullable(g.segment),
                                nullable(g.fp16Fp32AccTflops),
                                nullable(g.fp32Tflops),
                                nullable(g.boostClockMhz),
                                nullable(g.l2CacheMb)};
        });
    if (!status.ok())
        return status;
    status = insertAll(
        db,
        QStringLiteral(
            "INSERT INTO providers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        catalog.providers, [](const Provider &p) {
            return QVariantList{p.id,
                                p.name,
                                nullable(p.url),
                                nullable(p.billingIncrementS),
                                nullable(p.minBilledS),
                                nullable(p.spot),
                                nullable(p.persistentStorage),
                                nullable(p.storageUsdPerGbMonth),
                                nullable(p.prebuiltImages),
                                nullable(p.diffusionImage),
                                nullable(p.jupyter),
                                nullable(p.ssh),
                                nullable(p.api),
                                nullable(p.coldStartS),
                                p.source,
                                p.observedAt.text(),
                                nullable(p.notes)};
        });
    if (!status.ok())
        return status;
    // Refiners refer to other models: insert plain models before those with a refiner.
    QList<ModelProfile> models = catalog.models;
    std::stable_partition(models.begin(), models.end(),
                          [](const ModelProfile &m) { return m.refiner.isEmpty(); });
    status = insertAll(
        db,
        QStringLiteral(
            "INSERT INTO models VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        models, [](const ModelProfile &m) {
            return QVariantList{m.id,
                                m.name,
                                m.family,
                                m.kind,
                                m.paramsBillion,
                                nullable(m.textEncoderParamsBillion),
                                nullable(m.checkpointGb),
                                m.defaultWidth,
                                m.defaultHeight,
                                m.defaultSteps,
                                nullable(m.defaultFrames),
                                nullable(m.inferenceVramGbMin),
                                nullable(m.inferenceVramGbComfortable),
                                nullable(m.loraTrainingVramGb),
                                nullable(m.fullFinetuneVramGb),
                                nullable(m.refiner),
                                nullable(m.refinerFraction),
                                m.source,
                                nullable(m.notes)};
        });
    if (!status.ok())
        return status;
    // One fetch time for almost every offer a source brought: written out once, not per row.
    QDateTime lastListedAt;
    QVariant lastListedAtText;
    status = insertAll(
        db,
        QStringLiteral("INSERT INTO offers (provider, gpu, gpu_count, tier, region, vcpus, ram_gb,"
                       " currency, on_demand_per_hour, spot_per_hour, billing_increment_s,"
                       " min_billed_s, source, observed_at, notes, listed_by, listed_at,"
                       " unlisted_since) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                       " ?)"),
        catalog.offers, [&](const Offer &o) {
            if (o.listedAt != lastListedAt || lastListedAtText.isNull()) {
                lastListedAt = o.listedAt;
                lastListedAtText = o.listedAt.isValid()
                    ? QVariant(o.listedAt.toUTC().toString(Qt::ISODate))
                    : QVariant();
            }
            return QVariantList{o.key.provider,
                                o.key.gpu,
                                o.key.gpuCount,
                                sql::text(o.key.tier),
                                sql::text(o.key.region),
                                nullable(o.vcpus),
                                nullable(o.ramGb),
                                o.currency,
                                nullable(o.onDemandPerHour),
                                nullable(o.spotPerHour),
                                nullable(o.billingIncrementS),
                                nullable(o.minBilledS),
                                o.source,
                                o.observedAt.text(),
                                nullable(o.notes),
                                nullable(o.listedBy),
                                o.listedBy.isEmpty() ? QVariant() : lastListedAtText,
                                o.listedBy.isEmpty() || !o.unlistedSince.isValid()
                                    ? QVariant()
                                    : QVariant(o.unlistedSince.toString(Qt::ISODate))};
        });
    if (!status.ok())
        return status;
    status = restoreOrigins(db);
    if (!status.ok())
        return status;
    return insertAll(
        db,
        QStringLiteral("INSERT INTO benchmarks (series, gpu, model, width, height, steps, batch,"
                       " frames, precision, software, metric, value, source, notes, stack, regime,"
                       " fp8_mode, samples)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        catalog.benchmarks, [](const Benchmark &b) {
            return QVariantList{b.series,
                                b.gpu,
                                b.model,
                                b.width,
                                b.height,
                                b.steps,
                                b.batch,
                                nullable(b.frames),
                                b.precision,
                                b.software,
                                benchmarkMetricId(b.metric),
                                b.value,
                                b.source,
                                nullable(b.notes),
                                nullable(b.stack),
                                nullable(b.regime),
                                nullable(b.fp8Mode),
                                nullable(b.samples)};
        });
}

// Runs `select` and hands each row to `read`; reading stops at the first error.
template<typename Read>
Status readAll(QSqlDatabase &db, const QString &select, Read read)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(select))
        return Error{QCoreApplication::translate("core::Database", "Cannot read the catalog: %1")
                         .arg(sql::errorText(query))};
    while (query.next())
        read(query);
    return {};
}

} // namespace

CatalogStore::CatalogStore(Database &database)
    : m_database(database)
{
}

Status CatalogStore::replace(const Catalog &catalog, const QString &origin)
{
    return replace(catalog, origin, [] { return Status{}; });
}

Status CatalogStore::replace(const Catalog &catalog, const QString &origin,
                             const std::function<Status()> &alsoWrite)
{
    if (m_database.isReadOnly())
        return Error{tr("The catalog was not changed: the database %1 is read-only.")
                         .arg(QDir::toNativeSeparators(m_database.path()))};
    // The last line of defence for every path (file, feed, live prices): nothing implausible
    // is stored, whoever built the catalog.
    if (const std::optional<QString> problem = ValueBounds::check(catalog))
        return Error{tr("The catalog was not changed: %1.").arg(*problem)};
    QSqlDatabase db = m_database.connection();
    sql::Transaction transaction(db);
    if (!transaction.started())
        return Error{transaction.error()};
    if (Status status = writeCatalog(db, catalog, origin); !status.ok())
        return Error{tr("The catalog was not changed: %1").arg(status.error())};
    if (Status status = PriceHistory::recordOffers(db, QDateTime::currentDateTimeUtc());
        !status.ok())
        return Error{tr("The catalog was not changed: %1").arg(status.error())};
    if (Status status = alsoWrite(); !status.ok())
        return Error{tr("The catalog was not changed: %1").arg(status.error())};
    return transaction.commit();
}

std::optional<StoredCatalogInfo> CatalogStore::storedInfo() const
{
    QSqlDatabase db = m_database.connection();
    QSqlQuery query(db);
    if (!query.exec(
            QStringLiteral("SELECT schema_version, catalog_version, generated_at, publisher,"
                           " notes, origin, imported_at FROM catalog_info"))
        || !query.next())
        return std::nullopt;
    StoredCatalogInfo stored;
    stored.info.schemaVersion = query.value(0).toInt();
    stored.info.catalogVersion = query.value(1).toString();
    stored.info.generatedAt = dateOf(query.value(2));
    stored.info.publisher = query.value(3).toString();
    stored.info.notes = query.value(4).toString();
    stored.origin = query.value(5).toString();
    stored.importedAt = QDateTime::fromString(query.value(6).toString(), Qt::ISODate);
    return stored;
}

Expected<Catalog> CatalogStore::load() const
{
    const std::optional<StoredCatalogInfo> stored = storedInfo();
    if (!stored)
        return Error{tr("The database holds no catalog.")};
    Catalog catalog;
    catalog.info = stored->info;
    QSqlDatabase db = m_database.connection();
    using sql::optionalBool;
    using sql::optionalDouble;
    using sql::optionalInt;
    const auto text = [](const QSqlQuery &q, int i) { return q.value(i).toString(); };

    Status status = readAll(db, QStringLiteral("SELECT * FROM exchange_rates ORDER BY rowid"),
                            [&](const QSqlQuery &q) {
                                catalog.exchangeRates.append({text(q, 0), q.value(1).toDouble(),
                                                              text(q, 2), dateOf(q.value(3))});
                            });
    if (status.ok())
        status = readAll(
            db,
            QStringLiteral("SELECT id, name, vendor, architecture, vram_gb,"
                           " memory_bandwidth_gbs, fp16_tensor_tflops, bf16, fp8, tdp_w,"
                           " launch_year, segment, source, notes, fp16_fp32acc_tflops,"
                           " fp32_tflops, boost_clock_mhz, l2_cache_mb FROM gpus ORDER BY rowid"),
            [&](const QSqlQuery &q) {
                catalog.gpus.append(
                    {text(q, 0), text(q, 1), text(q, 2), text(q, 3), q.value(4).toDouble(),
                     optionalDouble(q.value(5)), optionalDouble(q.value(6)),
                     optionalBool(q.value(7)), optionalBool(q.value(8)), optionalDouble(q.value(9)),
                     optionalInt(q.value(10)), text(q, 11), text(q, 12), text(q, 13),
                     optionalDouble(q.value(14)), optionalDouble(q.value(15)),
                     optionalDouble(q.value(16)), optionalDouble(q.value(17))});
            });
    if (status.ok())
        status = readAll(
            db, QStringLiteral("SELECT * FROM providers ORDER BY rowid"), [&](const QSqlQuery &q) {
                catalog.providers.append(
                    {text(q, 0), text(q, 1), text(q, 2), optionalInt(q.value(3)),
                     optionalInt(q.value(4)), optionalBool(q.value(5)), optionalBool(q.value(6)),
                     optionalDouble(q.value(7)), text(q, 8), optionalBool(q.value(9)),
                     optionalBool(q.value(10)), optionalBool(q.value(11)),
                     optionalBool(q.value(12)), optionalDouble(q.value(13)), text(q, 14),
                     dateOf(q.value(15)), text(q, 16)});
            });
    if (status.ok())
        status = readAll(
            db, QStringLiteral("SELECT * FROM models ORDER BY rowid"), [&](const QSqlQuery &q) {
                catalog.models.append({text(q, 0), text(q, 1), text(q, 2), text(q, 3),
                                       q.value(4).toDouble(), optionalDouble(q.value(5)),
                                       optionalDouble(q.value(6)), sql::clampedInt(q.value(7)),
                                       sql::clampedInt(q.value(8)), sql::clampedInt(q.value(9)),
                                       optionalInt(q.value(10)), optionalDouble(q.value(11)),
                                       optionalDouble(q.value(12)), optionalDouble(q.value(13)),
                                       optionalDouble(q.value(14)), text(q, 15),
                                       optionalDouble(q.value(16)), text(q, 17), text(q, 18)});
            });
    if (status.ok())
        status = readAll(
            db,
            QStringLiteral("SELECT provider, gpu, gpu_count, tier, region, vcpus, ram_gb,"
                           " currency, on_demand_per_hour, spot_per_hour, billing_increment_s,"
                           " min_billed_s, source, observed_at, notes, listed_by, listed_at,"
                           " unlisted_since FROM offers ORDER BY rowid"),
            [&](const QSqlQuery &q) {
                catalog.offers.append(
                    {{text(q, 0), text(q, 1), sql::clampedInt(q.value(2)), text(q, 3), text(q, 4)},
                     optionalInt(q.value(5)),
                     optionalDouble(q.value(6)),
                     text(q, 7),
                     optionalDouble(q.value(8)),
                     optionalDouble(q.value(9)),
                     optionalInt(q.value(10)),
                     optionalInt(q.value(11)),
                     text(q, 12),
                     dateOf(q.value(13)),
                     text(q, 14),
                     text(q, 15),
                     q.value(16).isNull() ? QDateTime()
                                          : QDateTime::fromString(text(q, 16), Qt::ISODate).toUTC(),
                     QDate::fromString(text(q, 17), Qt::ISODate)});
            });
    if (status.ok())
        status = readAll(
            db, QStringLiteral("SELECT * FROM benchmarks ORDER BY id"), [&](const QSqlQuery &q) {
                catalog.benchmarks.append(
                    {text(q, 1), text(q, 2), text(q, 3), sql::clampedInt(q.value(4)),
                     sql::clampedInt(q.value(5)), sql::clampedInt(q.value(6)),
                     sql::clampedInt(q.value(7)), optionalInt(q.value(8)), text(q, 9), text(q, 10),
                     benchmarkMetricFromId(text(q, 11))
                         .value_or(BenchmarkMetric::IterationsPerSecond),
                     q.value(12).toDouble(), text(q, 13), text(q, 14), text(q, 15), text(q, 16),
                     text(q, 17), optionalInt(q.value(18))});
            });
    if (!status.ok())
        return Error{status.error()};
    // A row changed behind GPU Scout's back (a price of -3, 2e9 GPUs) is not shown as data.
    if (const std::optional<QString> problem = ValueBounds::check(catalog))
        return Error{tr("The stored catalog in %1 holds an implausible value, so it was not "
                        "loaded: %2. Import a catalog or run update to replace it.")
                         .arg(QDir::toNativeSeparators(m_database.path()), *problem)};
    return catalog;
}

Expected<Catalog> CatalogStore::loadOrSeed()
{
    const std::optional<StoredCatalogInfo> stored = storedInfo();
    if (stored && stored->origin != bundledOrigin())
        return load(); // a user's import or a network update is newer by choice and stays
    if (stored && CatalogImporter::bundledVersion() == stored->info.catalogVersion)
        return load();
    // First run, or an application update brought a newer bundled catalog.
    if (stored && m_database.isReadOnly())
        return load(); // an older bundled catalog stays: it cannot be replaced
    Expected<Catalog> bundled = CatalogImporter::bundled();
    if (!bundled)
        return Error{tr("The bundled catalog cannot be read: %1").arg(bundled.error())};
    if (m_database.isReadOnly())
        return bundled; // shown, not stored
    if (Status status = replace(*bundled, bundledOrigin()); !status.ok())
        return Error{status.error()};
    return load();
}

} // namespace core
