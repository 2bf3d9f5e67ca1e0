#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>
#include <core/engine/workload.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <optional>

namespace core {

// What the user measured themselves: a GPU, a model and its settings, and either seconds per
// image or iterations per second. It becomes the basis for that GPU and model ahead of
// published figures (see withMeasurements), labelled "your measurement".
struct Measurement
{
    qint64 id = 0; // 0 until stored
    QString gpu; // catalog GPU id
    QString model; // catalog model id
    InferenceConfig config;
    QString provider; // where it was measured; empty when not said
    std::optional<double> secondsPerImage;
    std::optional<double> iterationsPerSecond;
    QDateTime recordedAt;
};

class Measurements final
{
    Q_DECLARE_TR_FUNCTIONS(core::Measurements)

public:
    // The benchmark series and the source text every user measurement carries (data, not a
    // message: CSV and JSON stay the same in every language).
    static QString seriesId() { return userMeasurementSeries(); }
    static QString sourceLabel() { return QStringLiteral("your measurement"); }
    static bool isUserBenchmark(const Benchmark &benchmark)
    {
        return benchmark.series == seriesId();
    }

    // Checks a measurement against the catalog: a known GPU and model, exactly one positive
    // figure. The message names the field.
    static Status validate(const Measurement &measurement, const Catalog &catalog);
    static Benchmark toBenchmark(const Measurement &measurement);

    // The catalog as the engine should see it: each user measurement as a benchmark of the
    // user's stack, one request at a time, and the published benchmarks of the same GPU and
    // model set aside, so that the speed model takes the user's figure first.
    static Catalog withMeasurements(Catalog catalog, const QList<Measurement> &measurements);
};

} // namespace core
