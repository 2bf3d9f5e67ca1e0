#include <core/catalog/catalogimporter.h>
#include <core/engine/vrammodel.h>

#include <QtTest>

using namespace core;

// The domain facts of DESIGN.md, checked against the VRAM model with the bundled catalog's
// model profiles and the default assumptions.
class TestVramModel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sd15InferenceFitsIn8Gb();
    void sdxlWithRefinerWants12To16Gb();
    void fluxWants16To24Gb();
    void sdxlLoraIsComfortableAt24ButNotAt12();
    void memorySavingOptionsMakeSdxlLoraFit12Gb();
    void fullFineTuneWantsDataCentreCards();
    void largerImagesAndBatchesNeedMore();
    void fitVerdicts();
    void bf16WorkloadDoesNotFitWithoutBf16();

private:
    double required(const QString &model, Task task, int size, int batch = 1,
                    Precision precision = Precision::Fp16, bool checkpointing = false,
                    Optimizer optimizer = Optimizer::AdamW) const;
    const Gpu &gpu(const char *id) const { return *m_catalog.gpu(QLatin1String(id)); }

    Catalog m_catalog;
    Assumptions m_assumptions;
};

void TestVramModel::initTestCase()
{
    auto catalog = CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

double TestVramModel::required(const QString &model, Task task, int size, int batch,
                               Precision precision, bool checkpointing, Optimizer optimizer) const
{
    const ModelProfile *profile = m_catalog.model(model);
    Q_ASSERT(profile);
    Workload w;
    w.model = model;
    w.task = task;
    w.config.width = w.config.height = size;
    w.config.batch = batch;
    w.config.precision = precision;
    w.gradientCheckpointing = checkpointing;
    w.optimizer = optimizer;
    const ModelProfile *refiner = profile->refiner.isEmpty() ? nullptr
                                                             : m_catalog.model(profile->refiner);
    return vramRequired(*profile, refiner, w, m_assumptions).totalGb;
}

void TestVramModel::sd15InferenceFitsIn8Gb()
{
    const double gb = required(QStringLiteral("sd15"), Task::Interactive, 512);
    QVERIFY2(gb <= 6.0, qPrintable(QString::number(gb)));
    QVERIFY2(required(QStringLiteral("sd15"), Task::Interactive, 512, 4) <= 8.0, "batch 4 at 512");
}

void TestVramModel::sdxlWithRefinerWants12To16Gb()
{
    const double base = required(QStringLiteral("sdxl"), Task::Interactive, 1024);
    const double refined = required(QStringLiteral("sdxl-refined"), Task::Interactive, 1024, 2);
    QVERIFY2(base < 12, qPrintable(QString::number(base)));
    QVERIFY2(refined >= 12 && refined <= 16, qPrintable(QString::number(refined)));
}

void TestVramModel::fluxWants16To24Gb()
{
    const double fp8 = required(QStringLiteral("flux1-dev"), Task::Interactive, 1024, 1,
                                Precision::Fp8);
    const double bf16 = required(QStringLiteral("flux1-dev"), Task::Interactive, 1024, 1,
                                 Precision::Bf16);
    QVERIFY2(fp8 > 12 && fp8 <= 24, qPrintable(QString::number(fp8)));
    QVERIFY2(bf16 > 16, qPrintable(QString::number(bf16)));
}

void TestVramModel::sdxlLoraIsComfortableAt24ButNotAt12()
{
    const double gb = required(QStringLiteral("sdxl"), Task::Lora, 1024);
    Workload lora;
    lora.task = Task::Lora;
    QCOMPARE(fitFor(gb, gpu("rtx-4090"), lora, m_assumptions), Fit::Fits);
    QCOMPARE(fitFor(gb, gpu("rtx-3060-12gb"), lora, m_assumptions), Fit::No);
}

void TestVramModel::memorySavingOptionsMakeSdxlLoraFit12Gb()
{
    Workload lora;
    lora.task = Task::Lora;
    const double saving = required(QStringLiteral("sdxl"), Task::Lora, 1024, 1, Precision::Fp16,
                                   true, Optimizer::AdamW8bit);
    QVERIFY(fitFor(saving, gpu("rtx-3060-12gb"), lora, m_assumptions) != Fit::No);
    QVERIFY(saving < required(QStringLiteral("sdxl"), Task::Lora, 1024));
}

void TestVramModel::fullFineTuneWantsDataCentreCards()
{
    Workload finetune;
    finetune.task = Task::Finetune;
    const double plain = required(QStringLiteral("sdxl"), Task::Finetune, 1024);
    QCOMPARE(fitFor(plain, gpu("rtx-4090"), finetune, m_assumptions), Fit::No);
    QCOMPARE(fitFor(plain, gpu("a100-80gb-sxm4"), finetune, m_assumptions), Fit::Fits);
    // kohya's recipe (Adafactor with BF16 weights, gradient checkpointing) makes 24 GB comfortable.
    const double kohya = required(QStringLiteral("sdxl"), Task::Finetune, 1024, 1, Precision::Bf16,
                                  true, Optimizer::Adafactor);
    finetune.config.precision = Precision::Bf16;
    QCOMPARE(fitFor(kohya, gpu("rtx-4090"), finetune, m_assumptions), Fit::Fits);
}

void TestVramModel::largerImagesAndBatchesNeedMore()
{
    QVERIFY(required(QStringLiteral("sdxl"), Task::Interactive, 1536)
            > required(QStringLiteral("sdxl"), Task::Interactive, 1024));
    QVERIFY(required(QStringLiteral("sdxl"), Task::Interactive, 1024, 8)
            > required(QStringLiteral("sdxl"), Task::Interactive, 1024, 1));
    QVERIFY(required(QStringLiteral("sdxl"), Task::Interactive, 1024, 1, Precision::Fp8)
            < required(QStringLiteral("sdxl"), Task::Interactive, 1024));
}

void TestVramModel::fitVerdicts()
{
    Gpu card;
    card.vramGb = 24;
    const Workload w;
    QCOMPARE(fitFor(20, card, w, m_assumptions), Fit::Fits); // 16.7 % spare
    QCOMPARE(fitFor(22, card, w, m_assumptions), Fit::Tight); // 8.3 % spare
    QCOMPARE(fitFor(24, card, w, m_assumptions), Fit::Tight); // nothing spare, but it fits
    QCOMPARE(fitFor(24.1, card, w, m_assumptions), Fit::No);
}

void TestVramModel::bf16WorkloadDoesNotFitWithoutBf16()
{
    Workload w;
    w.config.precision = Precision::Bf16;
    QCOMPARE(fitFor(4, gpu("t4"), w, m_assumptions), Fit::No);
    QCOMPARE(fitFor(4, gpu("l4"), w, m_assumptions), Fit::Fits);
}

QTEST_GUILESS_MAIN(TestVramModel)
#include "tst_vrammodel.moc"
