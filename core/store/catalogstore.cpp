#include "catalogstore.h"

#include "database.h"
#include "offertable.h"
#include "sqlutil.h"

#include <core/catalog/catalogids.h>
#include <core/catalog/catalogimporter.h>
#include <core/catalog/valuebounds.h>
#include <core/common/allocator.h>

#include <QDir>
#include <QSet>
#include <QSqlQuery>

#include <utility>

namespace core {
namespace {

using sql::nullable;

PartialDate dateOf(const QVariant &value)
{
    return PartialDate::parse(value.toString()).value_or(PartialDate());
}

// `insert` ("INSERT INTO table … VALUES …") as an upsert on the table's id: a row that stays
// is updated in place, so SQLite looks up none of the offers that refer to it.
Expected<QString> upsert(QSqlDatabase &db, const QString &table, const QString &insert)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(table)))
        return Error{sql::errorText(query)};
    QStringList assignments;
    while (query.next()) {
        const QString column = query.value(0).toString();
        if (column != QLatin1String("id"))
            assignments.append(column + QStringLiteral(" = excluded.") + column);
    }
    return QString(insert + QStringLiteral(" ON CONFLICT (id) DO UPDATE SET ")
                   + assignments.join(QStringLiteral(", ")));
}

// Deletes the rows of `table` whose id is not in `ids`, once nothing refers to them.
template<typename Range, typename Id>
Status deleteOthers(QSqlDatabase &db, const QString &table, const Range &rows, Id id)
{
    QStringList placeholders;
    QVariantList ids;
    for (const auto &row : rows) {
        placeholders.append(QStringLiteral("?"));
        ids.append(id(row));
    }
    QSqlQuery query(db);
    if (Status status = sql::prepare(
            query,
            QStringLiteral("DELETE FROM ") + table + QStringLiteral(" WHERE id NOT IN (")
                + placeholders.join(QStringLiteral(", ")) + QLatin1Char(')'));
        !status.ok())
        return status;
    sql::bind(query, ids);
    return sql::exec(query);
}

// The offers table is written by its differences (offertable::write). GPUs, providers and
// models are upserted before it and the ones gone deleted after it (deleting a parent row
// makes SQLite look for its children: with 100,000 offers and no index on the GPU, that is a
// scan per row); the other tables are small and written whole.
Status writeCatalog(QSqlDatabase &db, const Catalog &catalog, const QString &origin,
                    const QDateTime &now, const offertable::Snapshot *known)
{
    const offertable::TableState atBegin = offertable::state(db); // before this writes a row
    for (const char *table : {"benchmarks", "exchange_rates", "catalog_info"}) {
        if (Status status = sql::exec(db, QStringLiteral("DELETE FROM ") + QLatin1String(table));
            !status.ok())
            return status;
    }
    const CatalogInfo &info = catalog.info;
    Status status = sql::execEach(
        db, QStringLiteral("INSERT INTO catalog_info VALUES (1, ?, ?, ?, ?, ?, ?, ?)"),
        QList<int>{0}, [&](int) {
            return QVariantList{info.schemaVersion,       info.catalogVersion,
                                info.generatedAt.text(),  info.publisher,
                                nullable(info.notes),     origin,
                                now.toString(Qt::ISODate)};
        });
    if (!status.ok())
        return status;
    status = sql::execEach(
        db, QStringLiteral("INSERT INTO exchange_rates VALUES (?, ?, ?, ?)"), catalog.exchangeRates,
        [](const ExchangeRate &r) {
            return QVariantList{r.currency, r.usdPerUnit, r.source, r.observedAt.text()};
        });
    if (!status.ok())
        return status;
    Expected<QString> statement = upsert(
        db, QStringLiteral("gpus"),
        QStringLiteral("INSERT INTO gpus (id, name, vendor, architecture, vram_gb,"
                       " memory_bandwidth_gbs, fp16_tensor_tflops, bf16, fp8, tdp_w, launch_year,"
                       " source, notes, segment, fp16_fp32acc_tflops, fp32_tflops, boost_clock_mhz,"
                       " l2_cache_mb, process_nm, fp32_lanes_per_sm)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    if (!statement)
        return Error{statement.error()};
    status = sql::execEach(db, *statement, catalog.gpus, [](const Gpu &g) {
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
                            nullable(g.l2CacheMb),
                            nullable(g.processNm),
                            nullable(g.fp32LanesPerSm)};
    });
    if (!status.ok())
        return status;
    statement = upsert(
        db, QStringLiteral("providers"),
        QStringLiteral(
            "INSERT INTO providers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    if (!statement)
        return Error{statement.error()};
    status = sql::execEach(db, *statement, catalog.providers, [](const Provider &p) {
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
    statement = upsert(
        db, QStringLiteral("models"),
        QStringLiteral(
            "INSERT INTO models VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    if (!statement)
        return Error{statement.error()};
    status = sql::execEach(db, *statement, models, [](const ModelProfile &m) {
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
    status = offertable::write(db, catalog.offers, now, known, atBegin);
    if (!status.ok())
        return status;
    status = sql::execEach(
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
    if (!status.ok())
        return status;
    status = deleteOthers(db, QStringLiteral("models"), catalog.models,
                          [](const ModelProfile &m) { return m.id; });
    if (status.ok())
        status = deleteOthers(db, QStringLiteral("providers"), catalog.providers,
                              [](const Provider &p) { return p.id; });
    if (status.ok())
        status = deleteOthers(db, QStringLiteral("gpus"), catalog.gpus,
                              [](const Gpu &g) { return g.id; });
    return status;
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

// The offers in their stored order, into a list sized once; the texts many offers repeat (a
// source's name and notes, regions, providers) are one shared copy each. `read` keeps them
// with their rowids for the next write.
Status readOffers(QSqlDatabase &db, offertable::Snapshot &read, const LoadProgress &progress)
{
    read.before = offertable::state(db);
    qint64 total = 0;
    {
        QSqlQuery count(db);
        if (count.exec(QStringLiteral("SELECT count(*) FROM offer_rows")) && count.next())
            total = count.value(0).toLongLong();
    }
    QList<Offer> &offers = read.offers;
    offers.reserve(total);
    adviseHugePages(offers.constData(), sizeof(Offer) * std::size_t(offers.capacity()));
    read.rowids.reserve(total);
    if (progress)
        progress(0, total);
    constexpr qsizetype progressStep = 4096;
    const Status status = offertable::readAll(db, [&](qint64 rowid, Offer &&offer) {
        offers.append(std::move(offer));
        read.rowids.append(rowid);
        if (progress && offers.size() % progressStep == 0)
            progress(offers.size(), std::max(total, qint64(offers.size())));
    });
    if (status.ok() && progress)
        progress(offers.size(), offers.size());
    return status;
}

// A newer bundled catalog replaces the curated data, but what a public source listed is a later
// observation than any curated row: each offer a source brought stays, in place of the bundled
// offer with its key, until that source says otherwise. An offer whose GPU or provider the new
// catalog no longer has cannot stay.
void keepListedOffers(Catalog &seed, const Catalog &previous)
{
    const QSet<QString> gpus = idsOf(seed.gpus);
    const QSet<QString> providers = idsOf(seed.providers);
    QHash<OfferKey, qsizetype> indexOf;
    indexOf.reserve(seed.offers.size());
    for (qsizetype i = 0; i < seed.offers.size(); ++i)
        indexOf.insert(seed.offers.at(i).key, i);
    for (const Offer &offer : previous.offers) {
        if (offer.listedBy.isEmpty() || !gpus.contains(offer.key.gpu)
            || !providers.contains(offer.key.provider))
            continue;
        if (const auto at = indexOf.constFind(offer.key); at != indexOf.cend())
            seed.offers[*at] = offer;
        else
            seed.offers.append(offer);
    }
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
    // Whatever the outcome, what load() read is not known to be the table any more.
    const std::shared_ptr<const offertable::Snapshot> known = std::exchange(m_read, nullptr);
    if (Status status = writeCatalog(db, catalog, origin, QDateTime::currentDateTimeUtc(),
                                     known.get());
        !status.ok())
        return Error{tr("The catalog was not changed: %1").arg(status.error())};
    if (Status status = alsoWrite(); !status.ok())
        return Error{tr("The catalog was not changed: %1").arg(status.error())};
    if (Status status = transaction.commit(); !status.ok())
        return Error{tr("The catalog was not changed: %1").arg(status.error())};
    return {};
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
            QStringLiteral(
                "SELECT id, name, vendor, architecture, vram_gb,"
                " memory_bandwidth_gbs, fp16_tensor_tflops, bf16, fp8, tdp_w,"
                " launch_year, segment, source, notes, fp16_fp32acc_tflops,"
                " fp32_tflops, boost_clock_mhz, l2_cache_mb, process_nm, fp32_lanes_per_sm"
                " FROM gpus"
                " ORDER BY rowid"),
            [&](const QSqlQuery &q) {
                catalog.gpus.append({text(q, 0),
                                     text(q, 1),
                                     text(q, 2),
                                     text(q, 3),
                                     q.value(4).toDouble(),
                                     optionalDouble(q.value(5)),
                                     optionalDouble(q.value(6)),
                                     optionalBool(q.value(7)),
                                     optionalBool(q.value(8)),
                                     optionalDouble(q.value(9)),
                                     optionalInt(q.value(10)),
                                     text(q, 11),
                                     text(q, 12),
                                     text(q, 13),
                                     optionalDouble(q.value(14)),
                                     optionalDouble(q.value(15)),
                                     optionalDouble(q.value(16)),
                                     optionalDouble(q.value(17)),
                                     optionalDouble(q.value(18)),
                                     optionalInt(q.value(19))});
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
    auto read = std::make_shared<offertable::Snapshot>();
    if (status.ok())
        status = readOffers(db, *read, m_progress);
    catalog.offers = read->offers;
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
    m_read = std::move(read);
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
    Catalog seed = std::move(bundled).value();
    if (stored) {
        if (const Expected<Catalog> previous = load())
            keepListedOffers(seed, *previous);
    }
    if (Status status = replace(seed, bundledOrigin()); !status.ok())
        return Error{status.error()};
    return load();
}

} // namespace core
