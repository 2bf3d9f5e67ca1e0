#include "catalogcommands.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/catalog/plausibility.h>
#include <core/catalog/resolvedoffer.h>
#include <core/store/catalogstore.h>
#include <core/store/sourcestatestore.h>

#include <QCoreApplication>
#include <QFileInfo>

namespace cli {
namespace {

template<typename T>
const T *findByIdOrName(const QList<T> &items, const QString &text)
{
    for (const T &item : items) {
        if (item.id == text || item.name.compare(text, Qt::CaseInsensitive) == 0)
            return &item;
    }
    return nullptr;
}

template<typename T>
QString idList(const QList<T> &items)
{
    QStringList ids;
    for (const T &item : items)
        ids.append(item.id);
    return ids.join(QStringLiteral(", "));
}

} // namespace

namespace {

std::unique_ptr<core::Database> openDatabase(Context &context)
{
    const QString path = context.databasePath.isEmpty() ? core::Database::defaultPath()
                                                        : context.databasePath;
    auto database = core::Database::open(path);
    if (!database) {
        context.err << database.error() << '\n';
        return nullptr;
    }
    return std::move(database).value();
}

} // namespace

std::optional<OpenCatalog> openCatalog(Context &context)
{
    std::unique_ptr<core::Database> database = openDatabase(context);
    if (!database)
        return std::nullopt;
    core::CatalogStore store(*database);
    core::Expected<core::Catalog> catalog = store.loadOrSeed();
    if (!catalog) {
        context.err << catalog.error() << '\n';
        return std::nullopt;
    }
    return OpenCatalog{std::move(database), std::move(catalog).value()};
}

std::optional<OpenWorkspace> openWorkspace(Context &context)
{
    std::unique_ptr<core::Database> database = openDatabase(context);
    if (!database)
        return std::nullopt;
    // Only the commands that rank accept the option (cli.cpp); it is unset for the others.
    core::Assumptions assumptions;
    assumptions.includeUnverifiedPrices = context.parser.isSet(
        QStringLiteral("include-unverified-prices"));
    core::Expected<core::Workspace> workspace = core::Workspace::load(*database, assumptions);
    if (!workspace) {
        context.err << workspace.error() << '\n';
        return std::nullopt;
    }
    return OpenWorkspace{std::move(database), std::move(workspace).value()};
}

const core::Gpu *findGpu(Context &context, const core::Catalog &catalog, const QString &text)
{
    const core::Gpu *gpu = findByIdOrName(catalog.gpus, text);
    if (!gpu)
        context.err
            << Cli::tr("Unknown GPU \"%1\". Known GPU ids: %2").arg(text, idList(catalog.gpus))
            << '\n';
    return gpu;
}

const core::Provider *findProvider(Context &context, const core::Catalog &catalog,
                                   const QString &text)
{
    const core::Provider *provider = findByIdOrName(catalog.providers, text);
    if (!provider)
        context.err << Cli::tr("Unknown provider \"%1\". Known provider ids: %2")
                           .arg(text, idList(catalog.providers))
                    << '\n';
    return provider;
}

int listGpus(Context &context)
{
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    core::Table table{{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("vendor"),
                       QStringLiteral("architecture"), QStringLiteral("vram_gb"),
                       QStringLiteral("memory_bandwidth_gbs"), QStringLiteral("fp16_tensor_tflops"),
                       QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("tdp_w"),
                       QStringLiteral("launch_year"), QStringLiteral("source")},
                      {}};
    for (const core::Gpu &gpu : open->catalog.gpus) {
        table.rows.append({gpu.id, gpu.name, gpu.vendor, core::cell(gpu.architecture), gpu.vramGb,
                           core::cell(gpu.memoryBandwidthGbs), core::cell(gpu.fp16TensorTflops),
                           core::cell(gpu.bf16), core::cell(gpu.fp8), core::cell(gpu.tdpW),
                           core::cell(gpu.launchYear), gpu.source});
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int listProviders(Context &context)
{
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    core::Table table{
        {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("billing_increment_s"),
         QStringLiteral("min_billed_s"), QStringLiteral("spot"),
         QStringLiteral("persistent_storage"), QStringLiteral("storage_usd_per_gb_month"),
         QStringLiteral("diffusion_image"), QStringLiteral("jupyter"), QStringLiteral("ssh"),
         QStringLiteral("api"), QStringLiteral("cold_start_s"), QStringLiteral("url"),
         QStringLiteral("source"), QStringLiteral("observed_at")},
        {}};
    for (const core::Provider &p : open->catalog.providers) {
        table.rows.append({p.id, p.name, core::cell(p.billingIncrementS), core::cell(p.minBilledS),
                           core::cell(p.spot), core::cell(p.persistentStorage),
                           core::cell(p.storageUsdPerGbMonth), core::cell(p.diffusionImage),
                           core::cell(p.jupyter), core::cell(p.ssh), core::cell(p.api),
                           core::cell(p.coldStartS), core::cell(p.url), p.source,
                           p.observedAt.text()});
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int listOffers(Context &context)
{
    std::optional<double> minVram;
    std::optional<double> maxPrice;
    if (!numberOption(context, QStringLiteral("min-vram"), 0, minVram)
        || !numberOption(context, QStringLiteral("max-price"), 0, maxPrice))
        return Usage;
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    const core::Catalog &catalog = open->catalog;
    const core::Gpu *gpu = nullptr;
    const core::Provider *provider = nullptr;
    if (context.parser.isSet(QStringLiteral("gpu"))
        && !(gpu = findGpu(context, catalog, context.parser.value(QStringLiteral("gpu")))))
        return Failed;
    if (context.parser.isSet(QStringLiteral("provider"))
        && !(provider = findProvider(context, catalog,
                                     context.parser.value(QStringLiteral("provider")))))
        return Failed;
    const bool spot = context.parser.isSet(QStringLiteral("spot"));

    core::Table table{
        {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("gpu_count"),
         QStringLiteral("vram_gb"), QStringLiteral("on_demand_usd_per_hour"),
         QStringLiteral("spot_usd_per_hour"), QStringLiteral("billing_increment_s"),
         QStringLiteral("min_billed_s"), QStringLiteral("tier"), QStringLiteral("region"),
         QStringLiteral("provider_name"), QStringLiteral("gpu_name"), QStringLiteral("source"),
         QStringLiteral("observed_at"), QStringLiteral("fetched_at")},
        {}};
    // observed_at is when the source's data is from (empty when unknown), fetched_at when
    // GPU Scout last fetched it: the last successful fetch of the source that lists the offer.
    QHash<QString, QString> fetchedAt;
    if (const auto states = core::SourceStateStore(*open->database).all(); states) {
        for (const core::SourceState &state : *states) {
            // A 304 confirmed the data at its check; a failure fetched nothing.
            const QDateTime last = state.status == core::SourceState::Status::UpToDate
                    && state.checkedAt.isValid()
                ? state.checkedAt
                : state.updatedAt;
            if (last.isValid())
                fetchedAt.insert(state.id, last.toString(Qt::ISODate));
        }
    }
    for (const core::ResolvedOffer &row : core::resolveOffers(catalog)) {
        if ((gpu && row.gpu != gpu) || (provider && row.provider != provider))
            continue;
        if (minVram && row.gpu->vramGb < *minVram)
            continue;
        const std::optional<double> price = spot ? row.spotUsdPerHour : row.onDemandUsdPerHour;
        if (spot && !price)
            continue;
        if (maxPrice && (!price || *price > *maxPrice))
            continue;
        const core::Offer &offer = *row.offer;
        table.rows.append(
            {offer.key.provider, offer.key.gpu, offer.key.gpuCount, row.gpu->vramGb,
             core::cell(row.onDemandUsdPerHour), core::cell(row.spotUsdPerHour),
             core::cell(row.billingIncrementS), core::cell(row.minBilledS), offer.key.tier,
             offer.key.region, row.provider->name, row.gpu->name, offer.source,
             offer.observedAt.text(),
             // An offer its source no longer lists was not in that fetch.
             offer.unlistedSince.isValid() ? QString() : fetchedAt.value(offer.listedBy)});
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int importCatalog(Context &context)
{
    if (context.arguments.size() != 1) {
        context.err << Cli::tr("import needs exactly one FILE: gpuscout-cli import FILE") << '\n';
        return Usage;
    }
    const QString path = context.arguments.constFirst();
    // Validate before opening the database: a bad file never reaches it.
    core::Expected<core::Catalog> catalog = core::CatalogImporter::parseFile(path);
    if (!catalog) {
        context.err << Cli::tr("Nothing was imported. %1").arg(catalog.error()) << '\n';
        return Failed;
    }
    const QString dbPath = context.databasePath.isEmpty() ? core::Database::defaultPath()
                                                          : context.databasePath;
    auto database = core::Database::open(dbPath);
    if (!database) {
        context.err << database.error() << '\n';
        return Failed;
    }
    core::CatalogStore store(*database.value());
    if (store.storedInfo()) {
        // Compared with what the user sees now: the stored catalog, as the store loads it.
        const core::Expected<core::Catalog> current = store.load();
        const core::Catalog before = current ? current.value() : core::Catalog();
        if (core::Status status = core::Plausibility::check(
                before, *catalog, context.parser.isSet(QStringLiteral("force")));
            !status.ok()) {
            context.err << Cli::tr("Nothing was imported. %1").arg(status.error()) << '\n'
                        << Cli::tr("If the file is right, import it again with --force.") << '\n';
            return Failed;
        }
    }
    if (core::Status status = store.replace(*catalog, QFileInfo(path).absoluteFilePath());
        !status.ok()) {
        context.err << status.error() << '\n';
        return Failed;
    }
    context.err << Cli::tr("Imported catalog %1: %2, %3, %4, %5.")
                       .arg(catalog->info.catalogVersion,
                            Cli::tr("%n GPU(s)", nullptr, int(catalog->gpus.size())),
                            Cli::tr("%n provider(s)", nullptr, int(catalog->providers.size())),
                            Cli::tr("%n offer(s)", nullptr, int(catalog->offers.size())),
                            Cli::tr("%n benchmark(s)", nullptr, int(catalog->benchmarks.size())))
                << '\n';
    return Ok;
}

int generateCatalog(Context &context)
{
    std::optional<int> count;
    std::optional<int> seed;
    if (!intOption(context, QStringLiteral("count"), 1, count)
        || !intOption(context, QStringLiteral("seed"), 0, seed))
        return Usage;
    const QString out = context.parser.value(QStringLiteral("out"));
    if (!count || out.isEmpty()) {
        context.err << Cli::tr("generate-catalog needs --count N and --out FILE.") << '\n';
        return Usage;
    }
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    const core::Catalog synthetic = core::syntheticCatalog(open->catalog, *count,
                                                           quint32(seed.value_or(1)));
    // Compact: 100,000 offers indented would pass the import's size cap.
    if (core::Status status = core::CatalogWriter::writeFile(
            synthetic, out, context.parser.isSet(QStringLiteral("force")), QJsonDocument::Compact);
        !status.ok()) {
        context.err << status.error() << '\n';
        return Failed;
    }
    if (const qint64 size = QFileInfo(out).size(); size > core::CatalogImporter::MaxFileBytes) {
        context.err << Cli::tr("Warning: wrote %n offer(s) to %1, but the file is %2 MiB, more "
                               "than the %3 MiB that import accepts; generate fewer offers to "
                               "import it.",
                               nullptr, int(synthetic.offers.size()))
                           .arg(out, QString::number(double(size) / (1024 * 1024), 'f', 1))
                           .arg(core::CatalogImporter::MaxFileBytes / (1024 * 1024))
                    << '\n';
        return Ok;
    }
    context.err << Cli::tr("Wrote a synthetic catalog of %n offer(s) to %1; import it with "
                           "gpuscout-cli import.",
                           nullptr, int(synthetic.offers.size()))
                       .arg(out)
                << '\n';
    return Ok;
}

int showCatalog(Context &context)
{
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    const std::optional<core::StoredCatalogInfo> stored
        = core::CatalogStore(*open->database).storedInfo();
    const core::Catalog &catalog = open->catalog;
    core::Table table{
        {QStringLiteral("catalog_version"), QStringLiteral("generated_at"),
         QStringLiteral("publisher"), QStringLiteral("origin"), QStringLiteral("imported_at"),
         QStringLiteral("gpus"), QStringLiteral("providers"), QStringLiteral("offers"),
         QStringLiteral("benchmarks"), QStringLiteral("models"), QStringLiteral("database")},
        {}};
    table.rows.append({catalog.info.catalogVersion, catalog.info.generatedAt.text(),
                       catalog.info.publisher, stored ? stored->origin : QString(),
                       stored ? stored->importedAt.toString(Qt::ISODate) : QString(),
                       catalog.gpus.size(), catalog.providers.size(), catalog.offers.size(),
                       catalog.benchmarks.size(), catalog.models.size(), open->database->path()});
    core::writeTable(table, context.format, context.out);
    return Ok;
}

} // namespace cli
