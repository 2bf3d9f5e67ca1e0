#include <core/catalog/catalogimporter.h>
#include <ui/workload/summarypage.h>
#include <ui/workload/workloadbar.h>
#include <ui/workload/workloadunits.h>
#include <ui/workload/workloadwizard.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QtTest>

Q_DECLARE_METATYPE(ui::WorkloadPreset)

using ui::WorkloadPreset;
using ui::WorkloadWizard;

class TestWorkloadWizard final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startsFromTheInitialWorkload();
    void presetsSetTheirWorkload_data();
    void presetsSetTheirWorkload();
    void presetButtonsApplyPresets();
    void walkingThePagesYieldsTheWorkload();
    void modelChangeAppliesItsDefaults();
    void videoModelsHaveFrames();
    void everyFieldHasAnAccessibleNameAndBuddy();
    void summaryDescribesTheWorkload();
    void retranslatesOnLanguageChange();
    void barTakesPeoplesUnits();

private:
    template<typename T>
    static T *field(QWidget &wizard, const char *name)
    {
        T *widget = wizard.findChild<T *>(QLatin1String(name));
        if (!widget)
            qWarning("no field %s", name);
        return widget;
    }

    core::Catalog m_catalog;
};

void TestWorkloadWizard::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto catalog = core::CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
    QVERIFY(m_catalog.model(QStringLiteral("sdxl")));
}

void TestWorkloadWizard::startsFromTheInitialWorkload()
{
    core::Workload initial;
    initial.model = QStringLiteral("sd15");
    initial.task = core::Task::Batch;
    initial.config = {768, 512, 25, 2, std::nullopt, core::Precision::Bf16};
    initial.images = 1234;
    initial.deadlineHours = 10;
    initial.budgetUsd = 99;
    initial.region = QStringLiteral("EU");
    WorkloadWizard wizard(m_catalog, initial);
    const core::Workload w = wizard.workload();
    QCOMPARE(w.model, initial.model);
    QCOMPARE(w.task, initial.task);
    QCOMPARE(w.config.width, 768);
    QCOMPARE(w.config.height, 512);
    QCOMPARE(w.config.steps, 25);
    QCOMPARE(w.config.batch, 2);
    QCOMPARE(w.config.precision, core::Precision::Bf16);
    QVERIFY(!w.config.frames);
    QCOMPARE(w.images, 1234);
    QCOMPARE(w.deadlineHours, std::optional<double>(10));
    QCOMPARE(w.budgetUsd, std::optional<double>(99));
    QCOMPARE(w.region, QStringLiteral("EU"));
    QCOMPARE(w.toJson(), initial.toJson()); // nothing is lost on the way through
}

void TestWorkloadWizard::presetsSetTheirWorkload_data()
{
    QTest::addColumn<WorkloadPreset>("preset");
    QTest::newRow("interactive creator") << WorkloadPreset::InteractiveCreator;
    QTest::newRow("batch producer") << WorkloadPreset::BatchProducer;
    QTest::newRow("trainer") << WorkloadPreset::Trainer;
}

void TestWorkloadWizard::presetsSetTheirWorkload()
{
    QFETCH(WorkloadPreset, preset);
    core::Workload initial;
    initial.model = QStringLiteral("flux1-dev");
    initial.config = {512, 512, 4, 8, std::nullopt, core::Precision::Fp8};
    initial.region = QStringLiteral("US");
    WorkloadWizard wizard(m_catalog, initial);
    wizard.applyPreset(preset);
    const core::Workload w = wizard.workload();

    QCOMPARE(w.model, QStringLiteral("sdxl"));
    QCOMPARE(w.config.width, 1024);
    QCOMPARE(w.config.height, 1024);
    QCOMPARE(w.region, QStringLiteral("US")); // the user's preference survives a preset
    switch (preset) {
    case WorkloadPreset::InteractiveCreator:
        QCOMPARE(w.task, core::Task::Interactive);
        QCOMPARE(w.config.steps, 30);
        QCOMPARE(w.config.batch, 1);
        QCOMPARE(w.sessionsPerMonth, 12);
        QCOMPARE(w.sessionMinutes, 60.0);
        QVERIFY(!w.allowSpot);
        break;
    case WorkloadPreset::BatchProducer:
        QCOMPARE(w.task, core::Task::Batch);
        QCOMPARE(w.config.steps, 30);
        QCOMPARE(w.config.batch, 4);
        QCOMPARE(w.images, 50000);
        QCOMPARE(w.deadlineHours, std::optional<double>(72));
        QVERIFY(w.allowSpot);
        break;
    case WorkloadPreset::Trainer:
        QCOMPARE(w.task, core::Task::Lora);
        QCOMPARE(w.trainSteps, 2000);
        QVERIFY(w.gradientCheckpointing);
        QCOMPARE(w.optimizer, core::Optimizer::AdamW8bit);
        QCOMPARE(w.config.precision, core::Precision::Bf16);
        QCOMPARE(w.config.batch, 1);
        break;
    }
    QCOMPARE(wizard.workload().toJson(), ui::presetWorkload(preset, initial).toJson());
}

void TestWorkloadWizard::presetButtonsApplyPresets()
{
    WorkloadWizard wizard(m_catalog, core::Workload{});
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    auto *trainer = field<QPushButton>(wizard, "preset2");
    QVERIFY(trainer);
    QTest::mouseClick(trainer, Qt::LeftButton);
    QCOMPARE(wizard.workload().task, core::Task::Lora);
    QVERIFY(field<QRadioButton>(wizard, "task_lora")->isChecked());
    QCOMPARE(field<QComboBox>(wizard, "precision")->currentData().toInt(),
             int(core::Precision::Bf16));
    QTest::mouseClick(field<QPushButton>(wizard, "preset1"), Qt::LeftButton);
    QCOMPARE(wizard.workload().task, core::Task::Batch);
    QCOMPARE(field<QSpinBox>(wizard, "images")->value(), 50000);
}

void TestWorkloadWizard::walkingThePagesYieldsTheWorkload()
{
    WorkloadWizard wizard(m_catalog, core::Workload{});
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::TaskPageId));

    field<QRadioButton>(wizard, "task_batch")->click();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::ModelPageId));
    auto *model = field<QComboBox>(wizard, "model");
    model->setCurrentIndex(model->findData(QStringLiteral("sd15")));
    field<QSpinBox>(wizard, "steps")->setValue(20);
    field<QSpinBox>(wizard, "batch")->setValue(8);
    auto *precision = field<QComboBox>(wizard, "precision");
    precision->setCurrentIndex(precision->findData(int(core::Precision::Fp16)));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::VolumePageId));
    QVERIFY(field<QSpinBox>(wizard, "images")->isVisible());
    QVERIFY(!field<QSpinBox>(wizard, "sessionsPerMonth")->isVisible());
    QVERIFY(!field<QSpinBox>(wizard, "trainSteps")->isVisible());
    field<QSpinBox>(wizard, "images")->setValue(20000);
    field<QDoubleSpinBox>(wizard, "deadlineHours")->setValue(24);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::PreferencesPageId));
    field<QCheckBox>(wizard, "allowSpot")->setChecked(true);
    field<QDoubleSpinBox>(wizard, "budgetUsd")->setValue(250);
    field<QLineEdit>(wizard, "region")->setText(QStringLiteral("  EU "));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::SummaryPageId));

    const core::Workload w = wizard.workload();
    QCOMPARE(w.task, core::Task::Batch);
    QCOMPARE(w.model, QStringLiteral("sd15"));
    QCOMPARE(w.config.width, 512); // the model's default
    QCOMPARE(w.config.height, 512);
    QCOMPARE(w.config.steps, 20);
    QCOMPARE(w.config.batch, 8);
    QCOMPARE(w.config.precision, core::Precision::Fp16);
    QVERIFY(!w.config.frames);
    QCOMPARE(w.images, 20000);
    QCOMPARE(w.deadlineHours, std::optional<double>(24));
    QVERIFY(w.allowSpot);
    QCOMPARE(w.budgetUsd, std::optional<double>(250));
    QCOMPARE(w.region, QStringLiteral("EU"));

    // Back to the volume page: no deadline and no budget are "unset", not zero.
    wizard.back();
    field<QDoubleSpinBox>(wizard, "budgetUsd")->setValue(0);
    wizard.back();
    field<QDoubleSpinBox>(wizard, "deadlineHours")->setValue(0);
    QVERIFY(!wizard.workload().deadlineHours);
    QVERIFY(!wizard.workload().budgetUsd);

    // Training: the volume page shows the training fields.
    wizard.restart();
    field<QRadioButton>(wizard, "task_finetune")->click();
    wizard.next();
    wizard.next();
    QVERIFY(field<QSpinBox>(wizard, "trainSteps")->isVisible());
    QVERIFY(!field<QSpinBox>(wizard, "images")->isVisible());
    field<QSpinBox>(wizard, "trainSteps")->setValue(500);
    field<QCheckBox>(wizard, "gradientCheckpointing")->setChecked(true);
    auto *optimizer = field<QComboBox>(wizard, "optimizer");
    optimizer->setCurrentIndex(optimizer->findData(int(core::Optimizer::Adafactor)));
    const core::Workload t = wizard.workload();
    QCOMPARE(t.task, core::Task::Finetune);
    QCOMPARE(t.trainSteps, 500);
    QVERIFY(t.gradientCheckpointing);
    QCOMPARE(t.optimizer, core::Optimizer::Adafactor);

    // Interactive.
    wizard.restart();
    field<QRadioButton>(wizard, "task_interactive")->click();
    wizard.next();
    wizard.next();
    QVERIFY(field<QSpinBox>(wizard, "sessionsPerMonth")->isVisible());
    field<QSpinBox>(wizard, "sessionsPerMonth")->setValue(20);
    field<QDoubleSpinBox>(wizard, "sessionMinutes")->setValue(45);
    QCOMPARE(wizard.workload().task, core::Task::Interactive);
    QCOMPARE(wizard.workload().sessionsPerMonth, 20);
    QCOMPARE(wizard.workload().sessionMinutes, 45.0);
}

void TestWorkloadWizard::modelChangeAppliesItsDefaults()
{
    core::Workload initial;
    initial.config.steps = 30; // SDXL's profile says 50: loading keeps the workload's own value
    WorkloadWizard wizard(m_catalog, initial);
    QCOMPARE(wizard.workload().config.steps, 30);

    auto *model = field<QComboBox>(wizard, "model");
    for (const char *id : {"sd15", "flux1-schnell", "sd35-large"}) {
        const core::ModelProfile *profile = m_catalog.model(QLatin1String(id));
        QVERIFY(profile);
        model->setCurrentIndex(model->findData(profile->id));
        const core::Workload w = wizard.workload();
        QCOMPARE(w.model, profile->id);
        QCOMPARE(w.config.width, profile->defaultWidth);
        QCOMPARE(w.config.height, profile->defaultHeight);
        QCOMPARE(w.config.steps, profile->defaultSteps);
    }
}

void TestWorkloadWizard::videoModelsHaveFrames()
{
    WorkloadWizard wizard(m_catalog, core::Workload{});
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.next();
    auto *frames = field<QSpinBox>(wizard, "frames");
    QVERIFY(!frames->isVisible());
    QVERIFY(!wizard.workload().config.frames);
    auto *model = field<QComboBox>(wizard, "model");
    const core::ModelProfile *video = m_catalog.model(QStringLiteral("wan21-t2v-1.3b"));
    QVERIFY(video && video->defaultFrames);
    model->setCurrentIndex(model->findData(video->id));
    QVERIFY(frames->isVisible());
    QCOMPARE(wizard.workload().config.frames, video->defaultFrames);
    QCOMPARE(wizard.workload().config.width, video->defaultWidth);
    frames->setValue(49);
    QCOMPARE(wizard.workload().config.frames, std::optional<int>(49));
    model->setCurrentIndex(model->findData(QStringLiteral("sdxl")));
    QVERIFY(!frames->isVisible());
    QVERIFY(!wizard.workload().config.frames);
}

void TestWorkloadWizard::everyFieldHasAnAccessibleNameAndBuddy()
{
    WorkloadWizard wizard(m_catalog, core::Workload{});
    QSet<QWidget *> buddies;
    for (QLabel *label : wizard.findChildren<QLabel *>()) {
        if (label->buddy())
            buddies.insert(label->buddy());
    }
    const auto fields = wizard.findChildren<QWidget *>();
    int checked = 0;
    for (QWidget *widget : fields) {
        const bool input = qobject_cast<QSpinBox *>(widget)
            || qobject_cast<QDoubleSpinBox *>(widget) || qobject_cast<QComboBox *>(widget)
            || qobject_cast<QLineEdit *>(widget) || qobject_cast<QCheckBox *>(widget);
        if (!input || qobject_cast<QComboBox *>(widget->parentWidget())
            || widget->objectName().isEmpty()
            || widget->objectName().startsWith(QLatin1String("qt_")))
            continue;
        ++checked;
        QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
        QVERIFY2(!widget->accessibleName().contains(u'&'), qPrintable(widget->accessibleName()));
        QVERIFY2(!widget->accessibleName().endsWith(u':'), qPrintable(widget->accessibleName()));
        if (!qobject_cast<QCheckBox *>(widget))
            QVERIFY2(buddies.contains(widget), qPrintable(widget->objectName()));
    }
    QVERIFY(checked >= 14);
    QCOMPARE(field<QSpinBox>(wizard, "images")->accessibleName(),
             QStringLiteral("Images to render"));
}

void TestWorkloadWizard::summaryDescribesTheWorkload()
{
    WorkloadWizard wizard(m_catalog, core::Workload{});
    wizard.applyPreset(WorkloadPreset::BatchProducer);
    const QStringList sentences = ui::SummaryPage::sentences(wizard.workload(), m_catalog);
    const QString text = sentences.join(u' ');
    QVERIFY2(text.contains(QStringLiteral("Stable Diffusion XL 1.0 base")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1,024 × 1,024")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("50,000 image")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("72 hour")), qPrintable(text)); // "(s)" without the .qm
    QVERIFY2(text.contains(QStringLiteral("Spot prices are used")), qPrintable(text));

    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    for (int i = 0; i < 4; ++i)
        wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::SummaryPageId));
    const QString shown = field<QLabel>(wizard, "summaryText")->text();
    QVERIFY2(shown.contains(QStringLiteral("50,000 image")), qPrintable(shown));
}

void TestWorkloadWizard::retranslatesOnLanguageChange()
{
    WorkloadWizard wizard(m_catalog, core::Workload{});
    wizard.applyPreset(WorkloadPreset::Trainer);
    const core::Workload before = wizard.workload();
    QEvent event(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&wizard, &event);
    QCOMPARE(wizard.workload().toJson(), before.toJson()); // retranslating keeps every value
    QCOMPARE(wizard.windowTitle(), QStringLiteral("Workload"));
}

void TestWorkloadWizard::barTakesPeoplesUnits()
{
    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    core::Workload interactive;
    interactive.sessionsPerMonth = 13;
    bar.setWorkload(interactive);
    QSignalSpy edited(&bar, &ui::WorkloadBar::workloadEdited);
    // Three evenings a week: a week is the first unit offered, and 13 a month reads as 3.
    auto *sessions = field<QSpinBox>(bar, "sessions");
    auto *per = field<QComboBox>(bar, "sessionsPer");
    QCOMPARE(per->currentIndex(), 0);
    QCOMPARE(sessions->value(), 3);
    sessions->setValue(4);
    QCOMPARE(bar.workload().sessionsPerMonth, ui::units::sessionsPerMonthFromWeek(4));
    QCOMPARE(bar.workload().sessionsPerMonth, 17);
    per->setCurrentIndex(1); // a month: the same workload, counted a month
    QCOMPARE(sessions->value(), 17);
    QCOMPARE(bar.workload().sessionsPerMonth, 17);
    // No more than 15 s an image.
    auto *wait = field<QDoubleSpinBox>(bar, "maxWait");
    QVERIFY(wait->isEnabled());
    wait->setValue(15);
    QCOMPARE(bar.workload().maxWaitS, 15.0);

    // By Friday: a date and time, kept as hours from now.
    core::Workload batch;
    batch.task = core::Task::Batch;
    bar.setWorkload(batch);
    auto *hasDeadline = field<QCheckBox>(bar, "hasDeadline");
    auto *deadline = field<QDateTimeEdit>(bar, "deadlineAt");
    QVERIFY(!hasDeadline->isChecked());
    QVERIFY(!deadline->isEnabled());
    QVERIFY(!wait->isEnabled());
    const QDateTime friday = QDateTime::currentDateTime().addDays(3);
    deadline->setDateTime(friday);
    hasDeadline->setChecked(true);
    QVERIFY(bar.workload().deadlineHours);
    QVERIFY(std::abs(*bar.workload().deadlineHours - 72.0) < 0.1);
    QVERIFY(deadline->isEnabled());
    QCOMPARE(deadline->displayFormat(), QStringLiteral("yyyy-MM-dd HH:mm"));
    hasDeadline->setChecked(false);
    QVERIFY(!bar.workload().deadlineHours);
    QVERIFY(edited.count() >= 4);

    // The wizard asks the wait too.
    WorkloadWizard wizard(m_catalog, interactive);
    auto *wizardWait = field<QDoubleSpinBox>(wizard, "maxWait");
    QCOMPARE(wizardWait->value(), core::Workload::DefaultMaxWaitS);
    wizardWait->setValue(15);
    QCOMPARE(wizard.workload().maxWaitS, 15.0);
}

QTEST_MAIN(TestWorkloadWizard)
#include "tst_workloadwizard.moc"
