#include "catalogwriter.h"

#include <core/export/exportfile.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace core {
namespace {

template<typename T>
QJsonValue json(const std::optional<T> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonValue text(const QString &value)
{
    return value.isEmpty() ? QJsonValue() : QJsonValue(value);
}

template<typename T, typename F>
QJsonArray array(const QList<T> &items, F convert)
{
    QJsonArray result;
    for (const T &item : items)
        result.append(convert(item));
    return result;
}

} // namespace

QByteArray CatalogWriter::toJson(const Catalog &c, QJsonDocument::JsonFormat format)
{
    QJsonObject root{
        {QStringLiteral("schema_version"), 1},
        {QStringLiteral("catalog_version"), c.info.catalogVersion},
        {QStringLiteral("generated_at"), c.info.generatedAt.text()},
        {QStringLiteral("publisher"), c.info.publisher},
        {QStringLiteral("notes"), text(c.info.notes)},
    };
    root.insert(QStringLiteral("exchange_rates"), array(c.exchangeRates, [](const ExchangeRate &r) {
                    return QJsonObject{{QStringLiteral("currency"), r.currency},
                                       {QStringLiteral("usd_per_unit"), r.usdPerUnit},
                                       {QStringLiteral("source"), r.source},
                                       {QStringLiteral("observed_at"), r.observedAt.text()}};
                }));
    root.insert(QStringLiteral("gpus"), array(c.gpus, [](const Gpu &g) {
                    return QJsonObject{
                        {QStringLiteral("id"), g.id},
                        {QStringLiteral("name"), g.name},
                        {QStringLiteral("vendor"), g.vendor},
                        {QStringLiteral("architecture"), text(g.architecture)},
                        {QStringLiteral("vram_gb"), g.vramGb},
                        {QStringLiteral("memory_bandwidth_gbs"), json(g.memoryBandwidthGbs)},
                        {QStringLiteral("fp16_tensor_tflops"), json(g.fp16TensorTflops)},
                        {QStringLiteral("bf16"), json(g.bf16)},
                        {QStringLiteral("fp8"), json(g.fp8)},
                        {QStringLiteral("tdp_w"), json(g.tdpW)},
                        {QStringLiteral("launch_year"), json(g.launchYear)},
                        {QStringLiteral("segment"), text(g.segment)},
                        {QStringLiteral("source"), g.source},
                        {QStringLiteral("notes"), text(g.notes)},
                        {QStringLiteral("fp16_fp32acc_tflops"), json(g.fp16Fp32AccTflops)},
                        {QStringLiteral("fp32_tflops"), json(g.fp32Tflops)},
                        {QStringLiteral("boost_clock_mhz"), json(g.boostClockMhz)},
                        {QStringLiteral("l2_cache_mb"), json(g.l2CacheMb)},
                        {QStringLiteral("process_nm"), json(g.processNm)},
                        {QStringLiteral("fp32_lanes_per_sm"), json(g.fp32LanesPerSm)}};
                }));
    root.insert(QStringLiteral("providers"), array(c.providers, [](const Provider &p) {
                    return QJsonObject{
                        {QStringLiteral("id"), p.id},
                        {QStringLiteral("name"), p.name},
                        {QStringLiteral("url"), text(p.url)},
                        {QStringLiteral("billing_increment_s"), json(p.billingIncrementS)},
                        {QStringLiteral("min_billed_s"), json(p.minBilledS)},
                        {QStringLiteral("spot"), json(p.spot)},
                        {QStringLiteral("persistent_storage"), json(p.persistentStorage)},
                        {QStringLiteral("storage_usd_per_gb_month"), json(p.storageUsdPerGbMonth)},
                        {QStringLiteral("prebuilt_images"), text(p.prebuiltImages)},
                        {QStringLiteral("diffusion_image"), json(p.diffusionImage)},
                        {QStringLiteral("jupyter"), json(p.jupyter)},
                        {QStringLiteral("ssh"), json(p.ssh)},
                        {QStringLiteral("api"), json(p.api)},
                        {QStringLiteral("cold_start_s"), json(p.coldStartS)},
                        {QStringLiteral("source"), p.source},
                        {QStringLiteral("observed_at"), p.observedAt.text()},
                        {QStringLiteral("notes"), text(p.notes)}};
                }));
    root.insert(
        QStringLiteral("models"), array(c.models, [](const ModelProfile &m) {
            return QJsonObject{
                {QStringLiteral("id"), m.id},
                {QStringLiteral("name"), m.name},
                {QStringLiteral("family"), m.family},
                {QStringLiteral("kind"), m.kind},
                {QStringLiteral("params_billion"), m.paramsBillion},
                {QStringLiteral("text_encoder_params_billion"), json(m.textEncoderParamsBillion)},
                {QStringLiteral("checkpoint_gb"), json(m.checkpointGb)},
                {QStringLiteral("default_width"), m.defaultWidth},
                {QStringLiteral("default_height"), m.defaultHeight},
                {QStringLiteral("default_steps"), m.defaultSteps},
                {QStringLiteral("default_frames"), json(m.defaultFrames)},
                {QStringLiteral("inference_vram_gb_min"), json(m.inferenceVramGbMin)},
                {QStringLiteral("inference_vram_gb_comfortable"),
                 json(m.inferenceVramGbComfortable)},
                {QStringLiteral("lora_training_vram_gb"), json(m.loraTrainingVramGb)},
                {QStringLiteral("full_finetune_vram_gb"), json(m.fullFinetuneVramGb)},
                {QStringLiteral("refiner"), text(m.refiner)},
                {QStringLiteral("refiner_fraction"), json(m.refinerFraction)},
                {QStringLiteral("source"), m.source},
                {QStringLiteral("notes"), text(m.notes)}};
        }));
    root.insert(QStringLiteral("offers"), array(c.offers, [](const Offer &o) {
                    return QJsonObject{
                        {QStringLiteral("provider"), o.key.provider},
                        {QStringLiteral("gpu"), o.key.gpu},
                        {QStringLiteral("gpu_count"), o.key.gpuCount},
                        {QStringLiteral("tier"), o.key.tier},
                        {QStringLiteral("region"), o.key.region},
                        {QStringLiteral("vcpus"), json(o.vcpus)},
                        {QStringLiteral("ram_gb"), json(o.ramGb)},
                        {QStringLiteral("currency"), o.currency},
                        {QStringLiteral("on_demand_per_hour"), json(o.onDemandPerHour)},
                        {QStringLiteral("spot_per_hour"), json(o.spotPerHour)},
                        {QStringLiteral("billing_increment_s"), json(o.billingIncrementS)},
                        {QStringLiteral("min_billed_s"), json(o.minBilledS)},
                        {QStringLiteral("source"), o.source},
                        {QStringLiteral("observed_at"),
                         o.observedAt.isValid() ? QJsonValue(o.observedAt.text())
                                                : QJsonValue(QJsonValue::Null)},
                        {QStringLiteral("notes"), text(o.notes)}};
                }));
    root.insert(QStringLiteral("benchmarks"), array(c.benchmarks, [](const Benchmark &b) {
                    return QJsonObject{{QStringLiteral("series"), b.series},
                                       {QStringLiteral("gpu"), b.gpu},
                                       {QStringLiteral("model"), b.model},
                                       {QStringLiteral("width"), b.width},
                                       {QStringLiteral("height"), b.height},
                                       {QStringLiteral("steps"), b.steps},
                                       {QStringLiteral("batch"), b.batch},
                                       {QStringLiteral("frames"), json(b.frames)},
                                       {QStringLiteral("precision"), b.precision},
                                       {QStringLiteral("software"), b.software},
                                       {QStringLiteral("metric"), benchmarkMetricId(b.metric)},
                                       {QStringLiteral("value"), b.value},
                                       {QStringLiteral("source"), b.source},
                                       {QStringLiteral("notes"), text(b.notes)},
                                       {QStringLiteral("stack"), text(b.stack)},
                                       {QStringLiteral("regime"), text(b.regime)},
                                       {QStringLiteral("fp8_mode"), text(b.fp8Mode)},
                                       {QStringLiteral("samples"), json(b.samples)}};
                }));
    return QJsonDocument(root).toJson(format);
}

Status CatalogWriter::writeFile(const Catalog &catalog, const QString &path, bool replaceOtherFile,
                                QJsonDocument::JsonFormat format)
{
    return ExportFile::write(path, toJson(catalog, format), ExportKind::Catalog, replaceOtherFile);
}

Catalog syntheticCatalog(const Catalog &base, int offerCount, quint32 seed)
{
    Catalog catalog = base;
    catalog.info.catalogVersion = QStringLiteral("synthetic-%1").arg(offerCount);
    catalog.info.publisher = QStringLiteral("gpuscout-cli generate-catalog (synthetic test data)");
    catalog.offers.clear();
    catalog.offers.reserve(offerCount);
    QRandomGenerator random(seed);
    for (int i = 0; i < offerCount && !base.offers.isEmpty(); ++i) {
        Offer offer = base.offers.at(i % base.offers.size());
        // A new region per pass keeps every key unique.
        offer.key.region = QStringLiteral("synthetic-%1").arg(i / base.offers.size());
        const double factor = 0.6 + 0.8 * random.generateDouble();
        if (offer.onDemandPerHour)
            offer.onDemandPerHour = *offer.onDemandPerHour * factor;
        if (offer.spotPerHour)
            offer.spotPerHour = *offer.spotPerHour * factor;
        offer.notes = QStringLiteral("synthetic offer derived from %1")
                          .arg(base.offers.at(i % base.offers.size()).key.toString());
        catalog.offers.append(std::move(offer));
    }
    return catalog;
}

} // namespace core
