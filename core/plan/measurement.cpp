#include "measurement.h"

#include <QSet>

#include <cmath>

namespace core {

Status Measurements::validate(const Measurement &m, const Catalog &catalog)
{
    if (!catalog.gpu(m.gpu))
        return Error{tr("gpu: the catalog has no GPU \"%1\".").arg(m.gpu)};
    if (!catalog.model(m.model))
        return Error{tr("model: the catalog has no model \"%1\".").arg(m.model)};
    if (m.secondsPerImage.has_value() == m.iterationsPerSecond.has_value())
        return Error{tr("Give either seconds per image or iterations per second, not both or "
                        "neither.")};
    const double value = m.secondsPerImage.value_or(m.iterationsPerSecond.value_or(0));
    if (!std::isfinite(value) || value <= 0 || value > 1e6)
        return Error{(m.secondsPerImage ? tr("seconds per image must be a positive number, not %1.")
                                        : tr("iterations per second must be a positive number, "
                                             "not %1."))
                         .arg(value)};
    if (m.config.width <= 0 || m.config.height <= 0 || m.config.steps <= 0 || m.config.batch <= 0)
        return Error{tr("width, height, steps and batch must be positive.")};
    if (!benchmarkStackIds().contains(m.config.stack))
        return Error{tr("software: unknown stack \"%1\".").arg(m.config.stack)};
    return {};
}

Benchmark Measurements::toBenchmark(const Measurement &m)
{
    Benchmark b;
    b.series = seriesId();
    b.gpu = m.gpu;
    b.model = m.model;
    b.width = m.config.width;
    b.height = m.config.height;
    b.steps = m.config.steps;
    b.batch = m.config.batch;
    b.frames = m.config.frames;
    b.precision = precisionId(m.config.precision);
    b.software = m.config.stack;
    b.stack = m.config.stack;
    b.regime = QStringLiteral("latency");
    b.samples = 1;
    if (m.secondsPerImage) {
        b.metric = BenchmarkMetric::SecondsPerImage;
        b.value = *m.secondsPerImage;
    } else {
        b.metric = BenchmarkMetric::IterationsPerSecond;
        b.value = m.iterationsPerSecond.value_or(0);
    }
    QString source = sourceLabel();
    if (m.recordedAt.isValid())
        source += QStringLiteral(", %1").arg(m.recordedAt.date().toString(Qt::ISODate));
    if (!m.provider.isEmpty())
        source += QStringLiteral(", at %1").arg(m.provider);
    b.source = source;
    b.notes = QStringLiteral("measurement %1").arg(m.id);
    return b;
}

Catalog Measurements::withMeasurements(Catalog catalog, const QList<Measurement> &measurements)
{
    if (measurements.isEmpty())
        return catalog;
    QSet<QString> measured;
    for (const Measurement &m : measurements)
        measured.insert(m.gpu + QLatin1Char('|') + m.model);
    QList<Benchmark> benchmarks;
    for (const Measurement &m : measurements)
        benchmarks.append(toBenchmark(m));
    for (const Benchmark &b : std::as_const(catalog.benchmarks)) {
        if (!measured.contains(b.gpu + QLatin1Char('|') + b.model))
            benchmarks.append(b);
    }
    catalog.benchmarks = std::move(benchmarks);
    return catalog;
}

} // namespace core
