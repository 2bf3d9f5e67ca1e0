#pragma once

#include <core/engine/speedmodel.h>
#include <core/engine/workload.h>

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace core {

// The words a person reads beside the numbers, spelled and translated once for the table, the
// details, the charts, the workload bar and wizard, the PDF report, plans and the engine's
// reasons (one translation context, "core::Vocabulary"). Numbers come in already formatted:
// each view keeps its own rounding and locale.
class Vocabulary final
{
    Q_DECLARE_TR_FUNCTIONS(core::Vocabulary)

public:
    // Where a speed figure comes from: "measured" or "estimated" (docs/engine-speed.md).
    static QString basis(Basis basis);
    // "your measurement" for the user's own, which replaces published figures; else basis().
    static QString basis(const SpeedEstimate &speed);
    static QString yourMeasurement();
    // "measured: <source>", for a figure that names its benchmark.
    static QString measuredBy(const QString &source);

    // A billing increment a person names in words: "per second", "per minute", "per hour";
    // none for any other (each view spells those with its own duration).
    static std::optional<QString> billing(int incrementS);

    // The task as a heading: "Interactive sessions", "Batch job", "LoRA training",
    // "Full fine-tune".
    static QString task(Task task);

    // Durations of an already formatted number: "%1 s", "%1 min", "%1 h".
    static QString seconds(const QString &number);
    static QString minutes(const QString &number);
    static QString hours(const QString &number);
    // A whole count in words: "45 minutes", "1 hour".
    static QString minutesCount(int minutes);
    static QString hoursCount(int hours);
};

} // namespace core
