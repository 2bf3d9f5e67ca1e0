#include "catalogimporter.h"

#include "jsonfields.h"
#include "strictjson.h"
#include "valuebounds.h"

#include <core/common/localfile.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <functional>

using Range = core::JsonFields::Range;

namespace core {
namespace {

class Parser final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogImporter)

public:
    Expected<Catalog> run(const QJsonObject &root);

private:
    bool readInfo(const QJsonObject &root);
    bool forEach(const QJsonObject &root, const QString &section,
                 const std::function<bool(const QJsonObject &, const QString &)> &read);
    bool readGpu(const QJsonObject &object, const QString &context);
    bool readProvider(const QJsonObject &object, const QString &context);
    bool readOffer(const QJsonObject &object, const QString &context);
    bool readBenchmark(const QJsonObject &object, const QString &context);
    bool readModel(const QJsonObject &object, const QString &context);
    bool readRate(const QJsonObject &object, const QString &context);
    bool checkModelRefiners();
    bool done(JsonFields &fields);

    Catalog m_catalog;
    QSet<QString> m_gpuIds;
    QSet<QString> m_providerIds;
    QSet<QString> m_modelIds;
    QSet<QString> m_currencies;
    QSet<OfferKey> m_offerKeys;
    QString m_error;
};

const QStringList sections = {
    QStringLiteral("exchange_rates"), QStringLiteral("gpus"),       QStringLiteral("providers"),
    QStringLiteral("offers"),         QStringLiteral("benchmarks"), QStringLiteral("models"),
};

PartialDate dateOf(const QString &text)
{
    return PartialDate::parse(text).value_or(PartialDate());
}

bool Parser::done(JsonFields &fields)
{
    if (const std::optional<QString> error = fields.finish()) {
        m_error = *error;
        return false;
    }
    return true;
}

bool Parser::readInfo(const QJsonObject &root)
{
    QJsonObject scalars = root;
    scalars.remove(QStringLiteral("schema_version"));
    for (const QString &section : sections) {
        if (!root.value(section).isArray()) {
            m_error = root.contains(section)
                ? tr("catalog: \"%1\" must be an array").arg(section)
                : tr("catalog: the required field \"%1\" is missing").arg(section);
            return false;
        }
        scalars.remove(section);
    }
    JsonFields fields(scalars, tr("catalog"));
    CatalogInfo &info = m_catalog.info;
    info.schemaVersion = CatalogImporter::SchemaVersion;
    info.catalogVersion = fields.requiredString(QStringLiteral("catalog_version"));
    info.generatedAt = dateOf(fields.requiredDate(QStringLiteral("generated_at")));
    info.publisher = fields.requiredString(QStringLiteral("publisher"));
    info.notes = fields.optionalString(QStringLiteral("notes"));
    return done(fields);
}

bool Parser::forEach(const QJsonObject &root, const QString &section,
                     const std::function<bool(const QJsonObject &, const QString &)> &read)
{
    const QJsonArray array = root.value(section).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString context = QStringLiteral("%1[%2]").arg(section).arg(i);
        if (!array.at(i).isObject()) {
            m_error = tr("%1: each entry must be a JSON object").arg(context);
            return false;
        }
        if (!read(array.at(i).toObject(), context))
            return false;
    }
    return true;
}

bool Parser::readGpu(const QJsonObject &object, const QString &context)
{
    JsonFields fields(object, context);
    Gpu gpu;
    gpu.id = fields.requiredId(QStringLiteral("id"));
    fields.setContext(QStringLiteral("%1 (%2)").arg(context, gpu.id));
    gpu.name = fields.requiredString(QStringLiteral("name"));
    gpu.vendor = fields.requiredString(QStringLiteral("vendor"));
    gpu.architecture = fields.optionalString(QStringLiteral("architecture"));
    gpu.vramGb = fields.requiredNumber(QStringLiteral("vram_gb"), Range::Positive);
    gpu.memoryBandwidthGbs = fields.optionalNumber(QStringLiteral("memory_bandwidth_gbs"),
                                                   Range::Positive);
    gpu.fp16TensorTflops = fields.optionalNumber(QStringLiteral("fp16_tensor_tflops"),
                                                 Range::Positive);
    gpu.bf16 = fields.optionalBool(QStringLiteral("bf16"));
    gpu.fp8 = fields.optionalBool(QStringLiteral("fp8"));
    gpu.tdpW = fields.optionalNumber(QStringLiteral("tdp_w"), Range::Positive);
    gpu.launchYear = fields.optionalInt(QStringLiteral("launch_year"), Range::Positive);
    gpu.segment = fields.optionalEnum(
        QStringLiteral("segment"),
        {QStringLiteral("consumer"), QStringLiteral("workstation"), QStringLiteral("datacenter")});
    gpu.source = fields.requiredString(QStringLiteral("source"));
    gpu.notes = fields.optionalString(QStringLiteral("notes"));
    gpu.fp16Fp32AccTflops = fields.optionalNumber(QStringLiteral("fp16_fp32acc_tflops"),
                                                  Range::Positive);
    gpu.fp32Tflops = fields.optionalNumber(QStringLiteral("fp32_tflops"), Range::Positive);
    gpu.boostClockMhz = fields.optionalNumber(QStringLiteral("boost_clock_mhz"), Range::Positive);
    gpu.l2CacheMb = fields.optionalNumber(QStringLiteral("l2_cache_mb"), Range::Positive);
    gpu.processNm = fields.optionalNumber(QStringLiteral("process_nm"), Range::Positive);
    gpu.fp32LanesPerSm = fields.optionalInt(QStringLiteral("fp32_lanes_per_sm"), Range::Positive);
    if (!gpu.id.isEmpty() && m_gpuIds.contains(gpu.id))
        fields.fail(tr("the GPU id \"%1\" appears twice").arg(gpu.id));
    if (!done(fields))
        return false;
    m_gpuIds.insert(gpu.id);
    m_catalog.gpus.append(std::move(gpu));
    return true;
}

bool Parser::readProvider(const QJsonObject &object, const QString &context)
{
    JsonFields fields(object, context);
    Provider provider;
    provider.id = fields.requiredId(QStringLiteral("id"));
    fields.setContext(QStringLiteral("%1 (%2)").arg(context, provider.id));
    provider.name = fields.requiredString(QStringLiteral("name"));
    provider.url = fields.optionalString(QStringLiteral("url"));
    provider.billingIncrementS = fields.optionalInt(QStringLiteral("billing_increment_s"),
                                                    Range::Positive);
    provider.minBilledS = fields.optionalInt(QStringLiteral("min_billed_s"), Range::NonNegative);
    provider.spot = fields.optionalBool(QStringLiteral("spot"));
    provider.persistentStorage = fields.optionalBool(QStringLiteral("persistent_storage"));
    provider.storageUsdPerGbMonth = fields.optionalNumber(
        QStringLiteral("storage_usd_per_gb_month"), Range::NonNegative);
    provider.prebuiltImages = fields.optionalString(QStringLiteral("prebuilt_images"));
    provider.diffusionImage = fields.optionalBool(QStringLiteral("diffusion_image"));
    provider.jupyter = fields.optionalBool(QStringLiteral("jupyter"));
    provider.ssh = fields.optionalBool(QStringLiteral("ssh"));
    provider.api = fields.optionalBool(QStringLiteral("api"));
    provider.coldStartS = fields.optionalNumber(QStringLiteral("cold_start_s"), Range::NonNegative);
    provider.source = fields.requiredString(QStringLiteral("source"));
    provider.observedAt = dateOf(fields.requiredDate(QStringLiteral("observed_at")));
    provider.notes = fields.optionalString(QStringLiteral("notes"));
    if (!provider.id.isEmpty() && m_providerIds.contains(provider.id))
        fields.fail(tr("the provider id \"%1\" appears twice").arg(provider.id));
    if (!done(fields))
        return false;
    m_providerIds.insert(provider.id);
    m_catalog.providers.append(std::move(provider));
    return true;
}

bool Parser::readOffer(const QJsonObject &object, const QString &context)
{
    JsonFields fields(object, context);
    Offer offer;
    offer.key.provider = fields.requiredId(QStringLiteral("provider"));
    offer.key.gpu = fields.requiredId(QStringLiteral("gpu"));
    offer.key.gpuCount = fields.requiredInt(QStringLiteral("gpu_count"), Range::Positive);
    offer.key.tier = fields.requiredString(QStringLiteral("tier"));
    offer.key.region = fields.requiredString(QStringLiteral("region"));
    fields.setContext(QStringLiteral("%1 (%2)").arg(context, offer.key.toString()));
    offer.vcpus = fields.optionalInt(QStringLiteral("vcpus"), Range::Positive);
    offer.ramGb = fields.optionalNumber(QStringLiteral("ram_gb"), Range::Positive);
    offer.currency = fields.requiredString(QStringLiteral("currency"));
    offer.onDemandPerHour = fields.optionalNumber(QStringLiteral("on_demand_per_hour"),
                                                  Range::Positive);
    offer.spotPerHour = fields.optionalNumber(QStringLiteral("spot_per_hour"), Range::Positive);
    offer.billingIncrementS = fields.optionalInt(QStringLiteral("billing_increment_s"),
                                                 Range::Positive);
    offer.minBilledS = fields.optionalInt(QStringLiteral("min_billed_s"), Range::NonNegative);
    offer.source = fields.requiredString(QStringLiteral("source"));
    // null: the date of the price's data is unknown (a price source that gave none).
    offer.observedAt = dateOf(fields.nullableDate(QStringLiteral("observed_at")));
    offer.notes = fields.optionalString(QStringLiteral("notes"));
    if (!fields.finish()) {
        if (!offer.onDemandPerHour && !offer.spotPerHour)
            fields.fail(tr("neither \"on_demand_per_hour\" nor \"spot_per_hour\" is given"));
        else if (!m_providerIds.contains(offer.key.provider))
            fields.fail(tr("refers to the unknown provider \"%1\"").arg(offer.key.provider));
        else if (!m_gpuIds.contains(offer.key.gpu))
            fields.fail(tr("refers to the unknown GPU \"%1\"").arg(offer.key.gpu));
        else if (offer.currency != QLatin1String("USD") && !m_currencies.contains(offer.currency))
            fields.fail(tr("its prices are in %1 but the catalog has no exchange rate for it")
                            .arg(offer.currency));
        else if (m_offerKeys.contains(offer.key))
            fields.fail(tr("an offer with the same provider, GPU, count, tier and region "
                           "appears twice"));
    }
    if (!done(fields))
        return false;
    m_offerKeys.insert(offer.key);
    m_catalog.offers.append(std::move(offer));
    return true;
}

bool Parser::readBenchmark(const QJsonObject &object, const QString &context)
{
    JsonFields fields(object, context);
    Benchmark bench;
    bench.series = fields.requiredId(QStringLiteral("series"));
    bench.gpu = fields.requiredId(QStringLiteral("gpu"));
    bench.model = fields.requiredId(QStringLiteral("model"));
    fields.setContext(
        QStringLiteral("%1 (%2, %3, %4)").arg(context, bench.series, bench.gpu, bench.model));
    bench.width = fields.requiredInt(QStringLiteral("width"), Range::Positive);
    bench.height = fields.requiredInt(QStringLiteral("height"), Range::Positive);
    bench.steps = fields.requiredInt(QStringLiteral("steps"), Range::Positive);
    bench.batch = fields.requiredInt(QStringLiteral("batch"), Range::Positive);
    bench.frames = fields.optionalInt(QStringLiteral("frames"), Range::Positive);
    bench.precision = fields.requiredEnum(QStringLiteral("precision"),
                                          {QStringLiteral("fp16"), QStringLiteral("bf16"),
                                           QStringLiteral("fp8"), QStringLiteral("fp32"),
                                           QStringLiteral("int8")});
    bench.software = fields.requiredString(QStringLiteral("software"));
    bench.metric = benchmarkMetricFromId(
                       fields.requiredEnum(QStringLiteral("metric"), benchmarkMetricIds()))
                       .value_or(BenchmarkMetric::IterationsPerSecond);
    bench.value = fields.requiredNumber(QStringLiteral("value"), Range::Positive);
    bench.source = fields.requiredString(QStringLiteral("source"));
    bench.notes = fields.optionalString(QStringLiteral("notes"));
    bench.stack = fields.optionalEnum(QStringLiteral("stack"), benchmarkStackIds());
    bench.regime = fields.optionalEnum(QStringLiteral("regime"),
                                       {QStringLiteral("latency"), QStringLiteral("throughput")});
    bench.fp8Mode = fields.optionalEnum(QStringLiteral("fp8_mode"),
                                        {QStringLiteral("weight-only"), QStringLiteral("compute")});
    bench.samples = fields.optionalInt(QStringLiteral("samples"), Range::Positive);
    if (!fields.finish()) {
        if (!m_gpuIds.contains(bench.gpu))
            fields.fail(tr("refers to the unknown GPU \"%1\"").arg(bench.gpu));
        else if (!m_modelIds.contains(bench.model))
            fields.fail(tr("refers to the unknown model \"%1\"").arg(bench.model));
    }
    if (!done(fields))
        return false;
    m_catalog.benchmarks.append(std::move(bench));
    return true;
}

bool Parser::readModel(const QJsonObject &object, const QString &context)
{
    JsonFields fields(object, context);
    ModelProfile model;
    model.id = fields.requiredId(QStringLiteral("id"));
    fields.setContext(QStringLiteral("%1 (%2)").arg(context, model.id));
    model.name = fields.requiredString(QStringLiteral("name"));
    model.family = fields.requiredEnum(
        QStringLiteral("family"),
        {QStringLiteral("unet"), QStringLiteral("mmdit"), QStringLiteral("dit")});
    model.kind = fields.requiredEnum(QStringLiteral("kind"),
                                     {QStringLiteral("image"), QStringLiteral("video")});
    model.paramsBillion = fields.requiredNumber(QStringLiteral("params_billion"), Range::Positive);
    model.textEncoderParamsBillion = fields.optionalNumber(
        QStringLiteral("text_encoder_params_billion"), Range::Positive);
    model.checkpointGb = fields.optionalNumber(QStringLiteral("checkpoint_gb"), Range::Positive);
    model.defaultWidth = fields.requiredInt(QStringLiteral("default_width"), Range::Positive);
    model.defaultHeight = fields.requiredInt(QStringLiteral("default_height"), Range::Positive);
    model.defaultSteps = fields.requiredInt(QStringLiteral("default_steps"), Range::Positive);
    model.defaultFrames = fields.optionalInt(QStringLiteral("default_frames"), Range::Positive);
    model.inferenceVramGbMin = fields.optionalNumber(QStringLiteral("inference_vram_gb_min"),
                                                     Range::Positive);
    model.inferenceVramGbComfortable = fields.optionalNumber(
        QStringLiteral("inference_vram_gb_comfortable"), Range::Positive);
    model.loraTrainingVramGb = fields.optionalNumber(QStringLiteral("lora_training_vram_gb"),
                                                     Range::Positive);
    model.fullFinetuneVramGb = fields.optionalNumber(QStringLiteral("full_finetune_vram_gb"),
                                                     Range::Positive);
    model.refiner = fields.optionalId(QStringLiteral("refiner"));
    model.refinerFraction = fields.optionalNumber(QStringLiteral("refiner_fraction"),
                                                  Range::UnitInterval);
    model.source = fields.requiredString(QStringLiteral("source"));
    model.notes = fields.optionalString(QStringLiteral("notes"));
    if (!model.id.isEmpty() && m_modelIds.contains(model.id))
        fields.fail(tr("the model id \"%1\" appears twice").arg(model.id));
    if (!model.refiner.isEmpty() && model.refiner == model.id)
        fields.fail(tr("\"refiner\" names the model itself; a refiner must be another model"));
    else if (!model.refiner.isEmpty() && !model.refinerFraction)
        fields.fail(tr("\"refiner\" is set but \"refiner_fraction\" is missing"));
    if (!done(fields))
        return false;
    m_modelIds.insert(model.id);
    m_catalog.models.append(std::move(model));
    return true;
}

bool Parser::checkModelRefiners()
{
    for (qsizetype i = 0; i < m_catalog.models.size(); ++i) {
        const ModelProfile &model = m_catalog.models.at(i);
        if (!model.refiner.isEmpty() && !m_modelIds.contains(model.refiner)) {
            m_error = tr("models[%1] (%2): refers to the unknown refiner model \"%3\"")
                          .arg(i)
                          .arg(model.id, model.refiner);
            return false;
        }
    }
    return true;
}

bool Parser::readRate(const QJsonObject &object, const QString &context)
{
    JsonFields fields(object, context);
    ExchangeRate rate;
    rate.currency = fields.requiredString(QStringLiteral("currency"));
    fields.setContext(QStringLiteral("%1 (%2)").arg(context, rate.currency));
    rate.usdPerUnit = fields.requiredNumber(QStringLiteral("usd_per_unit"), Range::Positive);
    rate.source = fields.requiredString(QStringLiteral("source"));
    rate.observedAt = dateOf(fields.requiredDate(QStringLiteral("observed_at")));
    static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
    if (!rate.currency.isEmpty() && !iso.match(rate.currency).hasMatch())
        fields.fail(tr("\"%1\" is not an ISO 4217 currency code").arg(rate.currency));
    else if (rate.currency == QLatin1String("USD") || m_currencies.contains(rate.currency))
        fields.fail(tr("the currency %1 is listed twice or is USD").arg(rate.currency));
    if (!done(fields))
        return false;
    m_currencies.insert(rate.currency);
    m_catalog.exchangeRates.append(std::move(rate));
    return true;
}

Expected<Catalog> Parser::run(const QJsonObject &root)
{
    const QJsonValue version = root.value(QStringLiteral("schema_version"));
    if (version.isUndefined())
        return Error{tr("catalog: the required field \"schema_version\" is missing")};
    if (!version.isDouble())
        return Error{tr("catalog: \"schema_version\" must be the number %1, not %2")
                         .arg(CatalogImporter::SchemaVersion)
                         .arg(JsonFields::describe(version))};
    if (version.toDouble() != CatalogImporter::SchemaVersion)
        return Error{tr("catalog: unknown schema version %1; this version of GPU Scout reads "
                        "version %2")
                         .arg(QString::number(version.toDouble(), 'g', 12))
                         .arg(CatalogImporter::SchemaVersion)};
    using namespace std::placeholders;
    const bool ok = readInfo(root)
        && forEach(root, QStringLiteral("exchange_rates"),
                   std::bind(&Parser::readRate, this, _1, _2))
        && forEach(root, QStringLiteral("gpus"), std::bind(&Parser::readGpu, this, _1, _2))
        && forEach(root, QStringLiteral("providers"),
                   std::bind(&Parser::readProvider, this, _1, _2))
        && forEach(root, QStringLiteral("models"), std::bind(&Parser::readModel, this, _1, _2))
        && checkModelRefiners()
        && forEach(root, QStringLiteral("offers"), std::bind(&Parser::readOffer, this, _1, _2))
        && forEach(root, QStringLiteral("benchmarks"),
                   std::bind(&Parser::readBenchmark, this, _1, _2));
    if (!ok)
        return Error{m_error};
    if (m_catalog.offers.isEmpty())
        return Error{tr("catalog: it lists no offers")};
    if (const std::optional<QString> problem = ValueBounds::check(m_catalog))
        return Error{*problem};
    return std::move(m_catalog);
}

} // namespace

Expected<Catalog> CatalogImporter::parse(const QByteArray &json)
{
    if (const std::optional<QString> problem = StrictJson::notText(json))
        return Error{*problem};
    if (const std::optional<QString> problem = StrictJson::problem(json))
        return Error{*problem};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{tr("The catalog is not valid JSON: %1 (at byte %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset)};
    if (!document.isObject())
        return Error{tr("The catalog is not a JSON object.")};
    return Parser().run(document.object());
}

Expected<Catalog> CatalogImporter::parseFile(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        if (const std::optional<QString> loop = LocalFile::linkLoop(path))
            return Error{tr("Cannot read the catalog file %1: %2.").arg(shown, *loop)};
        return Error{tr("Cannot read the catalog file %1: it does not exist.").arg(shown)};
    }
    if (info.isDir())
        return Error{tr("Cannot read the catalog file %1: it is a folder.").arg(shown)};
    // A FIFO blocks forever and /dev/zero never ends: only regular files are catalogs.
    if (!info.isFile())
        return Error{tr("Cannot read the catalog file %1: it is not a regular file (a device, "
                        "a pipe or a socket); import reads regular files only.")
                         .arg(shown)};
    if (info.size() > MaxFileBytes)
        return Error{tr("Cannot read the catalog file %1: it is %2 MiB; a catalog file may be "
                        "at most %3 MiB.")
                         .arg(shown)
                         .arg(QString::number(double(info.size()) / (1024 * 1024), 'f', 1))
                         .arg(MaxFileBytes / (1024 * 1024))};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{tr("Cannot read the catalog file %1: %2").arg(shown, file.errorString())};
    // Read one byte past the cap: a file that grows while being read is refused as well.
    const QByteArray data = file.read(MaxFileBytes + 1);
    if (data.size() > MaxFileBytes)
        return Error{tr("Cannot read the catalog file %1: it is larger than %2 MiB, the most a "
                        "catalog file may be.")
                         .arg(shown)
                         .arg(MaxFileBytes / (1024 * 1024))};
    return parse(data);
}

QString CatalogImporter::bundledPath()
{
    return QStringLiteral(":/catalog/gpuscout-catalog.json");
}

QString CatalogImporter::bundledVersion()
{
    // Read from the file when the project was configured (core/CMakeLists.txt).
    return QStringLiteral(GPUSCOUT_BUNDLED_CATALOG_VERSION);
}

Expected<Catalog> CatalogImporter::bundled()
{
    return parseFile(bundledPath());
}

} // namespace core
