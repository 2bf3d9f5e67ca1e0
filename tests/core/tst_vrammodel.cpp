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
    void fluxOn24GbDependsOnTheTextEncoders();
    void fluxLoraMatchesTheProfile();
    void shownFigureIsTheComparedFigure();
    void bf16WorkloadDoesNotFitWithoutBf16();
    void weightPrecisionsSetTheWeightsMemory();

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
    // Up to 5 % over the card still runs, with part of the weights in host memory: tight.
    QCOMPARE(fitFor(24.1, card, w, m_assumptions), Fit::Tight);
    QCOMPARE(fitFor(25.2, card, w, m_assumptions), Fit::Tight);
    QCOMPARE(fitFor(25.3, card, w, m_assumptions), Fit::No);
}

void TestVramModel::fluxOn24GbDependsOnTheTextEncoders()
{
    const ModelProfile &flux = *m_catalog.model(QStringLiteral("flux1-dev"));
    Workload w;
    w.model = flux.id;
    w.config.precision = Precision::Bf16;
    const Gpu &card = gpu("rtx-4090");
    // The common way to run it: T5 offloaded once the prompt is encoded: tight, not no.
    const VramRequirement offloaded = vramRequired(flux, nullptr, w, m_assumptions);
    QCOMPARE(fitFor(offloaded.totalGb, card, w, m_assumptions), Fit::Tight);
    QVERIFY2(offloaded.textEncodersGb > 8, qPrintable(QString::number(offloaded.textEncodersGb)));
    // T5 resident beside the transformer: no, in FP8 (4.5 GB) no either.
    w.offloadTextEncoders = false;
    const VramRequirement resident = vramRequired(flux, nullptr, w, m_assumptions);
    QCOMPARE(fitFor(resident.totalGb, card, w, m_assumptions), Fit::No);
    w.fp8TextEncoders = true;
    const VramRequirement fp8 = vramRequired(flux, nullptr, w, m_assumptions);
    QVERIFY(fp8.totalGb < resident.totalGb);
    QCOMPARE(fitFor(fp8.totalGb, card, w, m_assumptions), Fit::No);
    // On a 48 GB card everything resident fits.
    QCOMPARE(fitFor(resident.totalGb, gpu("rtx-a6000"), w, m_assumptions), Fit::Fits);
}

void TestVramModel::fluxLoraMatchesTheProfile()
{
    // The profile's 24 GB (kohya --fp8_base, ai-toolkit's 8-bit base): a LoRA on FP8 base
    // weights with checkpointing and 8-bit AdamW fits a 24 GB card; on BF16 base weights it
    // does not (23.8 GB of weights alone).
    const ModelProfile &flux = *m_catalog.model(QStringLiteral("flux1-dev"));
    const double fp8 = required(flux.id, Task::Lora, 1024, 1, Precision::Fp8, true,
                                Optimizer::AdamW8bit);
    const double bf16 = required(flux.id, Task::Lora, 1024, 1, Precision::Bf16, true,
                                 Optimizer::AdamW8bit);
    QVERIFY2(fp8 <= *flux.loraTrainingVramGb, qPrintable(QString::number(fp8)));
    QVERIFY2(fp8 > 12, qPrintable(QString::number(fp8)));
    Workload lora;
    lora.task = Task::Lora;
    lora.config.precision = Precision::Bf16;
    QCOMPARE(fitFor(bf16, gpu("rtx-4090"), lora, m_assumptions), Fit::No);
}

void TestVramModel::shownFigureIsTheComparedFigure()
{
    // The requirement is rounded up to 0.1 GB, so "10.0 GB needed" is the number the verdict
    // compares with the card's memory.
    const double gb = required(QStringLiteral("sdxl"), Task::Interactive, 1024);
    QCOMPARE(std::round(gb * 10) / 10, gb);
}

void TestVramModel::bf16WorkloadDoesNotFitWithoutBf16()
{
    Workload w;
    w.config.precision = Precision::Bf16;
    QCOMPARE(fitFor(4, gpu("t4"), w, m_assumptions), Fit::No);
    QCOMPARE(fitFor(4, gpu("l4"), w, m_assumptions), Fit::Fits);
}

// FP8 weights (ComfyUI, Forge) store what FP8 compute stores, one byte a parameter; 4-bit weights
// (NF4, GGUF Q4) 4.5 bits: FLUX.1-dev's 12 B parameters need 24, 12 and about 6.8 GB of weights,
// so at FP8 or 4 bits it fits a 24 GB card that it only squeezes onto at 16 bits.
void TestVramModel::weightPrecisionsSetTheWeightsMemory()
{
    const QString flux = QStringLiteral("flux1-dev");
    const double bf16 = required(flux, Task::Interactive, 1024, 1, Precision::Bf16);
    const double weights = required(flux, Task::Interactive, 1024, 1, Precision::Fp8Weights);
    const double compute = required(flux, Task::Interactive, 1024, 1, Precision::Fp8);
    const double fourBit = required(flux, Task::Interactive, 1024, 1, Precision::Nf4);
    QCOMPARE(weights, compute);
    QVERIFY(std::abs((bf16 - weights) - 12 * 1e9 / 1073741824.0) < 0.11); // 12 GB, in GiB
    // 5.25 GB less of weights, until the offloaded T5-XXL (about 9.5 GB at 16 bits) is the peak.
    QVERIFY(fourBit < weights);
    QCOMPARE(fourBit, required(flux, Task::Interactive, 512, 1, Precision::Nf4));
    QCOMPARE(fitFor(weights, gpu("rtx-4090"), Workload{}, m_assumptions), Fit::Fits);
    QVERIFY(fitFor(bf16, gpu("rtx-4090"), Workload{}, m_assumptions) != Fit::Fits);
}

QTEST_GUILESS_MAIN(TestVramModel)
#include "tst_vrammodel.moc"
