#include <core/catalog/catalogimporter.h>
#include <core/engine/speedparameterfile.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace core;
using namespace Qt::StringLiterals;

// The speed parameters as a document: the bundled file reads, a document round-trips, every
// malformed field is refused with a sentence naming it, and a model is added without code.
class TestSpeedParameterFile final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledFileReads();
    void documentRoundTrips();
    void malformedFieldsAreNamed_data();
    void malformedFieldsAreNamed();
    void notADocument();
    void writeReplacesTheFileWhole();
    void aModelIsAddedInTheFile();

private:
    QJsonObject bundledObject() const;

    QByteArray m_bundled;
    Catalog m_catalog;
};

void TestSpeedParameterFile::initTestCase()
{
    QFile file(SpeedParameterFile::bundledPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_bundled = file.readAll();
    const auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

QJsonObject TestSpeedParameterFile::bundledObject() const
{
    return QJsonDocument::fromJson(m_bundled).object();
}

void TestSpeedParameterFile::bundledFileReads()
{
    const Expected<SpeedParameters> parsed = SpeedParameterFile::parse(m_bundled);
    QVERIFY2(parsed.hasValue(), qPrintable(parsed.hasValue() ? QString() : parsed.error()));
    // The default-constructed parameters are the bundled file's.
    const SpeedParameters defaults;
    QCOMPARE(defaults.computeEfficiency, parsed->computeEfficiency);
    QCOMPARE(defaults.fittedOn.catalogVersion, parsed->fittedOn.catalogVersion);
    QVERIFY(!defaults.fittedOn.catalogVersion.isEmpty());
    QCOMPARE(defaults.stackFactor(QStringLiteral("pytorch")), 1.0);
    // Every model of the bundled catalog has its facts in the file.
    for (const ModelProfile &model : std::as_const(m_catalog.models))
        QVERIFY2(defaults.models.contains(model.id), qPrintable(model.id));
    QCOMPARE(defaults.factsOf(QStringLiteral("flux1-dev")).forwardsPerStep, 1);
    QCOMPARE(defaults.factsOf(QStringLiteral("sdxl")).forwardsPerStep, 2);
    QVERIFY(defaults.factsOf(QStringLiteral("sdxl")).unetDenseMacs > 0);
    // A model the file does not list: classifier-free guidance, no counted U-Net work.
    QCOMPARE(defaults.factsOf(QStringLiteral("not-a-model")).forwardsPerStep, 2);
    QCOMPARE(defaults.factsOf(QStringLiteral("not-a-model")).unetDenseMacs, 0.0);
}

void TestSpeedParameterFile::documentRoundTrips()
{
    const SpeedParameters defaults;
    const Expected<SpeedParameters> again = SpeedParameterFile::parse(
        SpeedParameterFile::serialise(defaults));
    QVERIFY2(again.hasValue(), qPrintable(again.hasValue() ? QString() : again.error()));
    QCOMPARE(again->fittedOn.catalogVersion, defaults.fittedOn.catalogVersion);
    QCOMPARE(again->fittedOn.rows, defaults.fittedOn.rows);
    QCOMPARE(again->l2HalfMb, defaults.l2HalfMb);
    QCOMPARE(again->cdnaKernelFactor, defaults.cdnaKernelFactor);
    QCOMPARE(again->stackFactors, defaults.stackFactors);
    QCOMPARE(again->modelLevels, defaults.modelLevels);
    QCOMPARE(again->models.size(), defaults.models.size());
    const ModelSpeedFacts refiner = again->factsOf(QStringLiteral("sdxl-refiner"));
    QCOMPARE(refiner.unetAttentionMacs,
             defaults.factsOf(QStringLiteral("sdxl-refiner")).unetAttentionMacs);
    // Five significant digits.
    SpeedParameters precise = defaults;
    precise.l2HalfMb = 326.8612345;
    QCOMPARE(SpeedParameterFile::parse(SpeedParameterFile::serialise(precise))->l2HalfMb, 326.86);
}

void TestSpeedParameterFile::malformedFieldsAreNamed_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("named");
    QTest::newRow("missing fitted")
        << u"fitted"_s << u"l2_half_mb"_s << QJsonValue() << u"fitted.l2_half_mb"_s;
    QTest::newRow("negative") << u"fitted"_s << u"compute_efficiency"_s << QJsonValue(-1)
                              << u"fitted.compute_efficiency"_s;
    QTest::newRow("text") << u"fixed"_s << u"cdna_kernel_factor"_s << QJsonValue(u"2.85"_s)
                          << u"fixed.cdna_kernel_factor"_s;
    QTest::newRow("zero") << u"fixed"_s << u"vae_tflop_per_megapixel"_s << QJsonValue(0)
                          << u"fixed.vae_tflop_per_megapixel"_s;
}

void TestSpeedParameterFile::malformedFieldsAreNamed()
{
    QFETCH(QString, section);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, named);
    QJsonObject root = bundledObject();
    QJsonObject object = root.value(section).toObject();
    if (value.isNull())
        object.remove(key);
    else
        object.insert(key, value);
    root.insert(section, object);
    const Expected<SpeedParameters> parsed = SpeedParameterFile::parse(
        QJsonDocument(root).toJson());
    QVERIFY(!parsed.hasValue());
    QVERIFY2(parsed.error().contains(named), qPrintable(parsed.error()));
}

void TestSpeedParameterFile::notADocument()
{
    QVERIFY(!SpeedParameterFile::parse("{").hasValue());
    QVERIFY(!SpeedParameterFile::parse("[1]").hasValue());
    QJsonObject root = bundledObject();
    root.insert(u"format_version"_s, 2);
    QVERIFY(!SpeedParameterFile::parse(QJsonDocument(root).toJson()).hasValue());

    // A stack factor, a model level or a model's facts out of range.
    root = bundledObject();
    QJsonObject fitted = root.value(u"fitted"_s).toObject();
    QJsonObject stacks = fitted.value(u"stack_factors"_s).toObject();
    stacks.insert(u"comfyui"_s, 0);
    fitted.insert(u"stack_factors"_s, stacks);
    root.insert(u"fitted"_s, fitted);
    Expected<SpeedParameters> parsed = SpeedParameterFile::parse(QJsonDocument(root).toJson());
    QVERIFY(!parsed.hasValue());
    QVERIFY2(parsed.error().contains(u"stack_factors.comfyui"_s), qPrintable(parsed.error()));

    root = bundledObject();
    QJsonObject models = root.value(u"models"_s).toObject();
    models.insert(u"sd15"_s, QJsonObject{{u"forwards_per_step"_s, 2.5}});
    root.insert(u"models"_s, models);
    parsed = SpeedParameterFile::parse(QJsonDocument(root).toJson());
    QVERIFY(!parsed.hasValue());
    QVERIFY2(parsed.error().contains(u"models.sd15.forwards_per_step"_s),
             qPrintable(parsed.error()));

    // U-Net work: all three figures or none.
    models.insert(u"sd15"_s,
                  QJsonObject{{u"forwards_per_step"_s, 2}, {u"unet_dense_macs"_s, 339e9}});
    root.insert(u"models"_s, models);
    parsed = SpeedParameterFile::parse(QJsonDocument(root).toJson());
    QVERIFY(!parsed.hasValue());
    QVERIFY2(parsed.error().contains(u"models.sd15.unet_attention_macs"_s),
             qPrintable(parsed.error()));

    root = bundledObject();
    root.insert(u"fitted_on"_s, QJsonObject());
    QVERIFY(!SpeedParameterFile::parse(QJsonDocument(root).toJson()).hasValue());
}

void TestSpeedParameterFile::writeReplacesTheFileWhole()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"speed-parameters.json"_s);
    SpeedParameters parameters;
    parameters.fittedOn.catalogVersion = u"test"_s;
    QVERIFY(SpeedParameterFile::write(parameters, path).ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Expected<SpeedParameters> read = SpeedParameterFile::parse(file.readAll());
    QVERIFY(read.hasValue());
    QCOMPARE(read->fittedOn.catalogVersion, u"test"_s);
    // A folder that does not exist: a sentence, no file.
    const Status failed = SpeedParameterFile::write(parameters,
                                                    dir.filePath(u"missing/speed.json"_s));
    QVERIFY(!failed.ok());
    QVERIFY(failed.error().contains(u"missing/speed.json"_s));
}

// Adding a diffusion model needs no code: its facts in the file set how it runs.
void TestSpeedParameterFile::aModelIsAddedInTheFile()
{
    const ModelProfile &dev = *m_catalog.model(u"flux1-dev"_s);
    Catalog catalog = m_catalog;
    ModelProfile added = dev;
    added.id = u"flux1-newcomer"_s;
    catalog.models.append(added);
    const Gpu &gpu = *m_catalog.gpu(u"h100-sxm"_s);
    InferenceConfig config;
    config.steps = 28;
    auto seconds = [&](const SpeedParameters &parameters, const ModelProfile &model) {
        const SpeedModel speed(catalog, parameters);
        return speed.estimate(gpu, model, config, BasisChoice::Estimated)->secondsPerStep;
    };
    SpeedParameters unlisted;
    unlisted.modelLevels.clear();
    // Unlisted, the newcomer runs classifier-free guidance: twice dev's forwards (a step costs
    // less than twice as much at batch 1: twice the rows fill more of an H100).
    QVERIFY(seconds(unlisted, added) > 1.2 * seconds(unlisted, dev));
    QJsonObject root = bundledObject();
    QJsonObject models = root.value(u"models"_s).toObject();
    models.insert(added.id, QJsonObject{{u"forwards_per_step"_s, 1}});
    root.insert(u"models"_s, models);
    const Expected<SpeedParameters> parsed = SpeedParameterFile::parse(
        QJsonDocument(root).toJson());
    QVERIFY(parsed.hasValue());
    SpeedParameters listed = parsed.value();
    listed.modelLevels.clear();
    QCOMPARE(seconds(listed, added), seconds(listed, dev));
}

QTEST_GUILESS_MAIN(TestSpeedParameterFile)
#include "tst_speedparameterfile.moc"
