#include "speedparameterfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>
#include <utility>

namespace core {
namespace {

const QString Format = QStringLiteral("gpuscout-speed-parameters");

// The scalar parameters, by section and key, and where each lives in SpeedParameters.
struct Field
{
    const char *section;
    const char *key;
    double SpeedParameters::*member;
};

constexpr Field Fields[] = {
    {"fitted", "compute_efficiency", &SpeedParameters::computeEfficiency},
    {"fitted", "memory_efficiency", &SpeedParameters::memoryEfficiency},
    {"fitted", "activation_bytes", &SpeedParameters::activationBytes},
    {"fitted", "vector_flops", &SpeedParameters::vectorFlops},
    {"fitted", "rows_per_tflops", &SpeedParameters::rowsPerTflops},
    {"fitted", "l2_half_mb", &SpeedParameters::l2HalfMb},
    {"fitted", "power_watts_per_tflops", &SpeedParameters::powerWattsPerTflops},
    {"fitted", "power_node_exponent", &SpeedParameters::powerNodeExponent},
    {"fitted", "rocm_factor", &SpeedParameters::rocmFactor},
    {"fixed", "training_forwards", &SpeedParameters::trainingForwards},
    {"fixed", "cdna_matmul_share", &SpeedParameters::cdnaMatmulShare},
    {"fixed", "cdna_kernel_factor", &SpeedParameters::cdnaKernelFactor},
    {"fixed", "vae_tflop_per_megapixel", &SpeedParameters::vaeTflopPerMegapixel},
};

QString latin1(const char *text)
{
    return QString::fromLatin1(text);
}

double rounded(double value)
{
    return QString::number(value, 'g', 5).toDouble();
}

bool positive(const QJsonValue &value)
{
    return value.isDouble() && std::isfinite(value.toDouble()) && value.toDouble() > 0;
}

// A table of positive numbers by id (stack factors, model levels).
Status readTable(const QJsonObject &object, const QString &name, QHash<QString, double> &table)
{
    if (!object.value(name).isObject())
        return Error{
            SpeedParameterFile::tr("The speed parameters lack the object \"%1\".").arg(name)};
    const QJsonObject entries = object.value(name).toObject();
    for (auto it = entries.constBegin(); it != entries.constEnd(); ++it) {
        if (!positive(it.value()))
            return Error{SpeedParameterFile::tr("In the speed parameters, \"%1\" must be a "
                                                "positive number.")
                             .arg(name + u'.' + it.key())};
        table.insert(it.key(), it.value().toDouble());
    }
    return {};
}

Status readModel(const QString &id, const QJsonValue &value, ModelSpeedFacts &facts)
{
    const QString where = QStringLiteral("models.") + id;
    const QJsonObject object = value.toObject();
    const QJsonValue forwards = object.value(QStringLiteral("forwards_per_step"));
    if (!value.isObject() || !forwards.isDouble() || forwards.toDouble() != forwards.toInt()
        || forwards.toInt() < 1 || forwards.toInt() > 4)
        return Error{SpeedParameterFile::tr("In the speed parameters, \"%1\" must be a whole "
                                            "number from 1 to 4.")
                         .arg(where + QStringLiteral(".forwards_per_step"))};
    facts.forwardsPerStep = forwards.toInt();
    // The U-Net work is counted for some models: all three figures or none.
    const QStringList unetKeys{QStringLiteral("unet_dense_macs"),
                               QStringLiteral("unet_attention_macs"),
                               QStringLiteral("unet_native_latent_pixels")};
    if (!object.contains(unetKeys.constFirst()))
        return {};
    double *targets[] = {&facts.unetDenseMacs, &facts.unetAttentionMacs,
                         &facts.unetNativeLatentPixels};
    for (int i = 0; i < 3; ++i) {
        const QJsonValue figure = object.value(unetKeys.at(i));
        if (!positive(figure))
            return Error{SpeedParameterFile::tr("In the speed parameters, \"%1\" must be a "
                                                "positive number.")
                             .arg(where + u'.' + unetKeys.at(i))};
        *targets[i] = figure.toDouble();
    }
    return {};
}

} // namespace

SpeedParameters::SpeedParameters()
{
    // Read and checked once; the resource is part of the build, and tst_speedparameterfile
    // reads it, so a bad one never ships.
    static const SpeedParameters bundled = [] {
        QFile file(SpeedParameterFile::bundledPath());
        if (!file.open(QIODevice::ReadOnly))
            qFatal("%s is missing from the build", qPrintable(SpeedParameterFile::bundledPath()));
        const Expected<SpeedParameters> parsed = SpeedParameterFile::parse(file.readAll());
        if (!parsed)
            qFatal("%s: %s", qPrintable(SpeedParameterFile::bundledPath()),
                   qPrintable(parsed.error()));
        return parsed.value();
    }();
    *this = bundled;
}

SpeedParameters SpeedParameters::blank()
{
    return SpeedParameters(BlankTag{});
}

QString SpeedParameterFile::bundledPath()
{
    return QStringLiteral(":/engine/speed-parameters.json");
}

Expected<SpeedParameters> SpeedParameterFile::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Error{tr("The speed parameters are not a JSON object (%1).")
                         .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                      : tr("another value"))};
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != Format
        || root.value(QStringLiteral("format_version")).toInt() != FormatVersion)
        return Error{
            tr("This is not a speed parameter document of format version %1.").arg(FormatVersion)};

    SpeedParameters parameters = SpeedParameters::blank();
    const QJsonObject stamp = root.value(QStringLiteral("fitted_on")).toObject();
    parameters.fittedOn.catalogVersion = stamp.value(QStringLiteral("catalog_version")).toString();
    parameters.fittedOn.rows = stamp.value(QStringLiteral("rows")).toInt();
    parameters.fittedOn.rocmRows = stamp.value(QStringLiteral("rocm_rows")).toInt();
    if (parameters.fittedOn.catalogVersion.isEmpty())
        return Error{tr("The speed parameters do not say which catalog they were fitted on "
                        "(\"fitted_on.catalog_version\").")};

    for (const Field &field : Fields) {
        const QString section = latin1(field.section);
        const QString key = latin1(field.key);
        const QJsonValue value = root.value(section).toObject().value(key);
        if (!positive(value))
            return Error{tr("In the speed parameters, \"%1\" must be a positive number.")
                             .arg(section + u'.' + key)};
        parameters.*field.member = value.toDouble();
    }
    const QJsonObject fitted = root.value(QStringLiteral("fitted")).toObject();
    if (Status status = readTable(fitted, QStringLiteral("stack_factors"), parameters.stackFactors);
        !status)
        return Error{status.error()};
    if (Status status = readTable(fitted, QStringLiteral("model_levels"), parameters.modelLevels);
        !status)
        return Error{status.error()};
    if (Status status = readTable(fitted, QStringLiteral("stack_step_s"), parameters.stackStepS);
        !status)
        return Error{status.error()};
    if (Status status = readTable(fitted, QStringLiteral("stack_call_s"), parameters.stackCallS);
        !status)
        return Error{status.error()};
    if (!parameters.stackStepS.contains(QStringLiteral("pytorch"))
        || !parameters.stackCallS.contains(QStringLiteral("pytorch")))
        return Error{tr("In the speed parameters, \"%1\" must be a positive number.")
                         .arg(QStringLiteral("fitted.stack_step_s.pytorch, stack_call_s.pytorch"))};

    if (!root.value(QStringLiteral("models")).isObject())
        return Error{
            tr("The speed parameters lack the object \"%1\".").arg(QStringLiteral("models"))};
    const QJsonObject models = root.value(QStringLiteral("models")).toObject();
    for (auto it = models.constBegin(); it != models.constEnd(); ++it) {
        ModelSpeedFacts facts;
        if (Status status = readModel(it.key(), it.value(), facts); !status)
            return Error{status.error()};
        parameters.models.insert(it.key(), facts);
    }
    return parameters;
}

QByteArray SpeedParameterFile::serialise(const SpeedParameters &parameters)
{
    QJsonObject sections[2];
    for (const Field &field : Fields) {
        QJsonObject &section = sections[qstrcmp(field.section, "fitted") == 0 ? 0 : 1];
        section.insert(latin1(field.key), rounded(parameters.*field.member));
    }
    const auto table = [](const QHash<QString, double> &values) {
        QJsonObject object;
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            object.insert(it.key(), rounded(it.value()));
        return object;
    };
    sections[0].insert(QStringLiteral("stack_factors"), table(parameters.stackFactors));
    sections[0].insert(QStringLiteral("model_levels"), table(parameters.modelLevels));
    sections[0].insert(QStringLiteral("stack_step_s"), table(parameters.stackStepS));
    sections[0].insert(QStringLiteral("stack_call_s"), table(parameters.stackCallS));
    QJsonObject models;
    for (auto it = parameters.models.cbegin(); it != parameters.models.cend(); ++it) {
        QJsonObject model{{QStringLiteral("forwards_per_step"), it->forwardsPerStep}};
        if (it->unetDenseMacs > 0) {
            model.insert(QStringLiteral("unet_dense_macs"), it->unetDenseMacs);
            model.insert(QStringLiteral("unet_attention_macs"), it->unetAttentionMacs);
            model.insert(QStringLiteral("unet_native_latent_pixels"), it->unetNativeLatentPixels);
        }
        models.insert(it.key(), model);
    }
    const QJsonObject root{
        {QStringLiteral("format"), Format},
        {QStringLiteral("format_version"), FormatVersion},
        {QStringLiteral("fitted_on"),
         QJsonObject{{QStringLiteral("catalog_version"), parameters.fittedOn.catalogVersion},
                     {QStringLiteral("rows"), parameters.fittedOn.rows},
                     {QStringLiteral("rocm_rows"), parameters.fittedOn.rocmRows}}},
        {QStringLiteral("fitted"), sections[0]},
        {QStringLiteral("fixed"), sections[1]},
        {QStringLiteral("models"), models},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Status SpeedParameterFile::write(const SpeedParameters &parameters, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(serialise(parameters)) < 0 || !file.commit())
        return Error{
            tr("Cannot write the speed parameters to %1: %2.").arg(path, file.errorString())};
    return {};
}

} // namespace core
