#pragma once

#include "speedmodel.h"

#include <core/common/expected.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace core {

// The throughput model's parameters as a document: resources/engine/speed-parameters.json,
// compiled in as :/engine/speed-parameters.json. It holds the fitted parameters with the
// catalog they were fitted on, the ones set from single measurements, and the per-model facts
// (forwards per step, counted U-Net work) keyed by model id, so that adding a diffusion model
// needs no code. `gpuscout-cli calibration --write` regenerates it.
class SpeedParameterFile final
{
    Q_DECLARE_TR_FUNCTIONS(core::SpeedParameterFile)

public:
    static constexpr int FormatVersion = 1;
    static QString bundledPath();

    // Every number must be present, finite and positive (a stack factor or level, too), and
    // every model's forwards per step 1 to 4; otherwise a sentence naming the field.
    static Expected<SpeedParameters> parse(const QByteArray &json);
    // The document for `parameters`, numbers rounded to five significant digits.
    static QByteArray serialise(const SpeedParameters &parameters);
    // Writes the document through QSaveFile: the old file stays whole on failure.
    static Status write(const SpeedParameters &parameters, const QString &path);
};

} // namespace core
