#include "valuebounds.h"

#include <QDateTime>
#include <QHash>

#include <cmath>

namespace core {
namespace {

constexpr double month = 31 * 24 * 3600.0;

// Checks fields of one record; the first value out of range is kept. The record's name is
// written out only for a problem (a source brings 100,000 offers, all of them fine): `Record`
// is a callable that names it, held as it is (no std::function allocated per record).
// `latest` is the latest observation date allowed, taken once per catalog, not per record.
template<typename Record>
class Checker final
{
    Q_DECLARE_TR_FUNCTIONS(core::ValueBounds)

public:
    Checker(Record record, QDate latest)
        : m_record(std::move(record))
        , m_latest(latest)
    {
    }

    // `positive`: the minimum itself is excluded (a price of 0 is not a price).
    void number(const char *field, std::optional<double> value, double minimum, double maximum,
                bool positive = false)
    {
        if (m_problem || !value)
            return;
        const double v = *value;
        const bool low = positive ? !(v > minimum) : !(v >= minimum);
        if (!std::isfinite(v) || low || v > maximum)
            m_problem = positive
                ? tr("%1: \"%2\" is %3, outside the plausible range (more than %4, at most %5)")
                      .arg(m_record(), QLatin1String(field), QString::number(v, 'g', 12),
                           QString::number(minimum, 'g', 12), QString::number(maximum, 'g', 12))
                : tr("%1: \"%2\" is %3, outside the plausible range (%4 to %5)")
                      .arg(m_record(), QLatin1String(field), QString::number(v, 'g', 12),
                           QString::number(minimum, 'g', 12), QString::number(maximum, 'g', 12));
    }
    void whole(const char *field, std::optional<int> value, int minimum, double maximum)
    {
        number(field, value ? std::optional<double>(*value) : std::nullopt, minimum, maximum);
    }
    // Text from a file or a server: bounded, so that no name of 50 MB reaches a table or a
    // layout.
    void text(const char *field, const QString &value, qsizetype maximum)
    {
        if (!m_problem && value.size() > maximum)
            m_problem = tr("%1: \"%2\" is too long (length %3; the limit is %4)")
                            .arg(m_record(), QLatin1String(field))
                            .arg(value.size())
                            .arg(maximum);
    }
    // Where a value came from must say something.
    void required(const char *field, const QString &value)
    {
        if (!m_problem && value.trimmed().isEmpty())
            m_problem = tr("%1: \"%2\" is empty; say where the values come from")
                            .arg(m_record(), QLatin1String(field));
    }
    // An observation cannot lie in the future (a clock a day or two ahead is allowed).
    void date(const char *field, const PartialDate &value)
    {
        if (!m_problem && value.isValid() && value.first() > m_latest)
            m_problem = tr("%1: \"%2\" is %3, a date in the future")
                            .arg(m_record(), QLatin1String(field), value.text());
    }
    void fail(const QString &problem)
    {
        if (!m_problem)
            m_problem = tr("%1: %2").arg(m_record(), problem);
    }
    const std::optional<QString> &problem() const { return m_problem; }

private:
    Record m_record;
    QDate m_latest;
    std::optional<QString> m_problem;
};

QString record(const char *section, qsizetype index, const QString &id)
{
    return QStringLiteral("%1[%2] (%3)").arg(QLatin1String(section)).arg(index).arg(id);
}

// The name of record `index` of `section`, written out when it is needed.
template<typename Id>
auto named(const char *section, qsizetype index, Id id)
{
    return [=] { return record(section, index, id()); };
}

} // namespace

std::optional<QString> ValueBounds::check(const Catalog &catalog)
{
    // Read once: the clock is not asked again for each of 100,000 offers.
    const QDate latest = QDateTime::currentDateTimeUtc().date().addDays(futureDaysAllowed);
    {
        Checker c([] { return QStringLiteral("catalog"); }, latest);
        c.text("catalog_version", catalog.info.catalogVersion, maxNameLength);
        c.text("publisher", catalog.info.publisher, maxNameLength);
        c.text("notes", catalog.info.notes, maxNotesLength);
        c.date("generated_at", catalog.info.generatedAt);
        if (c.problem())
            return c.problem();
    }
    QHash<QString, double> usdPer{{QStringLiteral("USD"), 1.0}};
    for (qsizetype i = 0; i < catalog.exchangeRates.size(); ++i) {
        const ExchangeRate &r = catalog.exchangeRates.at(i);
        Checker c(named("exchange_rates", i, [&] { return r.currency; }), latest);
        c.number("usd_per_unit", r.usdPerUnit, 1e-7, 1e4);
        c.text("currency", r.currency, maxNameLength);
        c.required("source", r.source);
        c.text("source", r.source, maxSourceLength);
        c.date("observed_at", r.observedAt);
        if (c.problem())
            return c.problem();
        usdPer.insert(r.currency, r.usdPerUnit);
    }
    for (qsizetype i = 0; i < catalog.gpus.size(); ++i) {
        const Gpu &g = catalog.gpus.at(i);
        Checker c(named("gpus", i, [&] { return g.id; }), latest);
        c.number("vram_gb", g.vramGb, 0, 4096, true);
        c.number("memory_bandwidth_gbs", g.memoryBandwidthGbs, 0, 1e5, true);
        c.number("fp16_tensor_tflops", g.fp16TensorTflops, 0, 1e5, true);
        c.number("tdp_w", g.tdpW, 0, 1e4, true);
        c.whole("launch_year", g.launchYear, 1990, 2100);
        for (const auto &[field, value] :
             {std::pair{"id", &g.id}, std::pair{"name", &g.name}, std::pair{"vendor", &g.vendor},
              std::pair{"architecture", &g.architecture}, std::pair{"segment", &g.segment}})
            c.text(field, *value, maxNameLength);
        c.required("source", g.source);
        c.text("source", g.source, maxSourceLength);
        c.text("notes", g.notes, maxNotesLength);
        if (c.problem())
            return c.problem();
    }
    for (qsizetype i = 0; i < catalog.providers.size(); ++i) {
        const Provider &p = catalog.providers.at(i);
        Checker c(named("providers", i, [&] { return p.id; }), latest);
        c.whole("billing_increment_s", p.billingIncrementS, 1, month);
        c.whole("min_billed_s", p.minBilledS, 0, month);
        c.number("storage_usd_per_gb_month", p.storageUsdPerGbMonth, 0, 100);
        c.number("cold_start_s", p.coldStartS, 0, 86400);
        c.text("id", p.id, maxNameLength);
        c.text("name", p.name, maxNameLength);
        c.text("url", p.url, maxSourceLength);
        c.text("prebuilt_images", p.prebuiltImages, maxSourceLength);
        c.required("source", p.source);
        c.text("source", p.source, maxSourceLength);
        c.text("notes", p.notes, maxNotesLength);
        c.date("observed_at", p.observedAt);
        if (c.problem())
            return c.problem();
    }
    for (qsizetype i = 0; i < catalog.models.size(); ++i) {
        const ModelProfile &m = catalog.models.at(i);
        Checker c(named("models", i, [&] { return m.id; }), latest);
        c.number("params_billion", m.paramsBillion, 0, 1e4, true);
        c.number("text_encoder_params_billion", m.textEncoderParamsBillion, 0, 1e4, true);
        c.number("checkpoint_gb", m.checkpointGb, 0, 1e4, true);
        c.whole("default_width", m.defaultWidth, 1, 16384);
        c.whole("default_height", m.defaultHeight, 1, 16384);
        c.whole("default_steps", m.defaultSteps, 1, 10000);
        c.whole("default_frames", m.defaultFrames, 1, 100000);
        c.number("inference_vram_gb_min", m.inferenceVramGbMin, 0, 4096, true);
        c.number("inference_vram_gb_comfortable", m.inferenceVramGbComfortable, 0, 4096, true);
        c.number("lora_training_vram_gb", m.loraTrainingVramGb, 0, 4096, true);
        c.number("full_finetune_vram_gb", m.fullFinetuneVramGb, 0, 4096, true);
        c.number("refiner_fraction", m.refinerFraction, 0, 1, true);
        for (const auto &[field, value] :
             {std::pair{"id", &m.id}, std::pair{"name", &m.name}, std::pair{"family", &m.family},
              std::pair{"kind", &m.kind}, std::pair{"refiner", &m.refiner}})
            c.text(field, *value, maxNameLength);
        c.required("source", m.source);
        c.text("source", m.source, maxSourceLength);
        c.text("notes", m.notes, maxNotesLength);
        if (!m.refiner.isEmpty() && m.refiner == m.id)
            c.fail(tr("\"refiner\" names the model itself; a refiner must be another model"));
        if (c.problem())
            return c.problem();
    }
    for (qsizetype i = 0; i < catalog.offers.size(); ++i) {
        const Offer &o = catalog.offers.at(i);
        Checker c(named("offers", i, [&] { return o.key.toString(); }), latest);
        c.whole("gpu_count", o.key.gpuCount, 1, maxGpuCount);
        c.whole("vcpus", o.vcpus, 1, 4096);
        c.number("ram_gb", o.ramGb, 0, 65536, true);
        c.whole("billing_increment_s", o.billingIncrementS, 1, month);
        c.whole("min_billed_s", o.minBilledS, 0, month);
        for (const auto &[field, value] :
             {std::pair{"provider", &o.key.provider}, std::pair{"gpu", &o.key.gpu},
              std::pair{"tier", &o.key.tier}, std::pair{"region", &o.key.region},
              std::pair{"currency", &o.currency}})
            c.text(field, *value, maxNameLength);
        c.required("source", o.source);
        c.text("source", o.source, maxSourceLength);
        c.text("notes", o.notes, maxNotesLength);
        c.date("observed_at", o.observedAt);
        if (c.problem())
            return c.problem();
        const double rate = usdPer.value(o.currency, 1.0);
        const int count = std::max(1, o.key.gpuCount);
        for (const auto &[field, price] : {std::pair{"on_demand_per_hour", o.onDemandPerHour},
                                           std::pair{"spot_per_hour", o.spotPerHour}}) {
            if (!price)
                continue;
            const double perGpu = *price * rate / count;
            if (!std::isfinite(perGpu) || !(perGpu >= minUsdPerGpuHour)
                || perGpu > maxUsdPerGpuHour)
                return tr("%1: \"%2\" is %3 %4 an hour, %5 USD per GPU and hour; a plausible "
                          "price is at least %6 and at most %7 USD per GPU and hour (check the "
                          "unit: prices are per hour for the whole instance)")
                    .arg(record("offers", i, o.key.toString()), QLatin1String(field),
                         QString::number(*price, 'g', 12), o.currency,
                         QString::number(perGpu, 'g', 6))
                    .arg(minUsdPerGpuHour)
                    .arg(maxUsdPerGpuHour);
        }
    }
    for (qsizetype i = 0; i < catalog.benchmarks.size(); ++i) {
        const Benchmark &b = catalog.benchmarks.at(i);
        Checker c(named("benchmarks", i,
                        [&] {
                            return QStringList{b.series, b.gpu, b.model}.join(QStringLiteral(", "));
                        }),
                  latest);
        c.whole("width", b.width, 1, 16384);
        c.whole("height", b.height, 1, 16384);
        c.whole("steps", b.steps, 1, 10000);
        c.whole("batch", b.batch, 1, 4096);
        c.whole("frames", b.frames, 1, 100000);
        c.number("value", b.value, 0, 1e5, true);
        for (const auto &[field, value] :
             {std::pair{"series", &b.series}, std::pair{"gpu", &b.gpu},
              std::pair{"model", &b.model}, std::pair{"precision", &b.precision},
              std::pair{"stack", &b.stack}, std::pair{"regime", &b.regime},
              std::pair{"fp8_mode", &b.fp8Mode}})
            c.text(field, *value, maxNameLength);
        c.text("software", b.software, maxSourceLength);
        c.required("source", b.source);
        c.text("source", b.source, maxSourceLength);
        c.text("notes", b.notes, maxNotesLength);
        if (c.problem())
            return c.problem();
    }
    return std::nullopt;
}

} // namespace core
