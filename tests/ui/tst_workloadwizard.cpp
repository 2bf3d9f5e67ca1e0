#include "uitestutil.h"

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
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QToolButton>
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
    void barKeepsTheDeadline();
    void barTakesATypedNumberOnceOnAPause();
    void sessionsCountHonestly();
    void trainingRunInStepsOrHours();
    void textEncoderOptionsOnlyWhereTheyApply();
    void summaryKeepsNumbersWithTheirWords();
    void spinBoxesShowTheLocalesDigits();

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
    initial.sessionMinutes = 90;
    initial.trainSteps = 500;
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
        QCOMPARE(w.sessionsPerMonth, 13); // three a week
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
        QCOMPARE(w.sessionMinutes, 90.0); // another task's figures stay the user's
        break;
    }
    if (preset != WorkloadPreset::Trainer)
        QCOMPARE(w.trainSteps, 500);
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
    QVERIFY(!field<QSpinBox>(wizard, "sessions")->isVisible());
    QVERIFY(!field<QSpinBox>(wizard, "trainSteps")->isVisible());
    field<QSpinBox>(wizard, "images")->setValue(20000);
    // By a date and time: a day from now.
    auto *deadline = field<QDateTimeEdit>(wizard, "deadlineAt");
    QVERIFY(!deadline->isEnabled());
    field<QCheckBox>(wizard, "hasDeadline")->setChecked(true);
    QVERIFY(deadline->isEnabled());
    const QDateTime tomorrow = QDateTime::currentDateTime().addDays(1);
    deadline->setDateTime(tomorrow);
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
    // The moment chosen, to the minute, whenever the workload is read.
    QVERIFY(!w.deadlineHours);
    QCOMPARE(w.deadlineAt->toLocalTime(),
             QDateTime(tomorrow.date(), QTime(tomorrow.time().hour(), tomorrow.time().minute())));
    QVERIFY(w.allowSpot);
    QCOMPARE(w.budgetUsd, std::optional<double>(250));
    QCOMPARE(w.region, QStringLiteral("EU"));

    // Back to the volume page: no deadline and no budget are "unset", not zero.
    wizard.back();
    field<QDoubleSpinBox>(wizard, "budgetUsd")->setValue(0);
    wizard.back();
    field<QCheckBox>(wizard, "hasDeadline")->setChecked(false);
    QVERIFY(!wizard.workload().deadlineHours);
    QVERIFY(!wizard.workload().deadlineAt);
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
    QVERIFY(field<QSpinBox>(wizard, "sessions")->isVisible());
    field<QComboBox>(wizard, "sessionsPer")->setCurrentIndex(1); // a month
    field<QSpinBox>(wizard, "sessions")->setValue(20);
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
    // Where the 16-bit weights alone fill a 24 GB card (FLUX.1, 12 B), the wizard offers FP8
    // weights; a smaller model keeps the precision chosen.
    auto *precision = field<QComboBox>(wizard, "precision");
    precision->setCurrentIndex(precision->findData(int(core::Precision::Bf16)));
    model->setCurrentIndex(model->findData(QStringLiteral("sdxl")));
    QCOMPARE(wizard.workload().config.precision, core::Precision::Bf16);
    model->setCurrentIndex(model->findData(QStringLiteral("flux1-dev")));
    QCOMPARE(wizard.workload().config.precision, core::Precision::Fp8Weights);
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
        // A unit or a second field beside a labelled one names itself.
        static const QStringList besideTheirLabel{QStringLiteral("sessionsPer"),
                                                  QStringLiteral("trainSteps"),
                                                  QStringLiteral("trainHours")};
        if (!qobject_cast<QCheckBox *>(widget) && !besideTheirLabel.contains(widget->objectName()))
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
    QVERIFY2(text.contains(QStringLiteral("1024 × 1024")), qPrintable(text));
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

    // By Friday: a date and time, kept as that moment.
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
    QVERIFY(!bar.workload().deadlineHours);
    QCOMPARE(bar.workload().deadlineAt->toLocalTime(),
             QDateTime(friday.date(), QTime(friday.time().hour(), friday.time().minute())));
    QVERIFY(deadline->isEnabled());
    QCOMPARE(deadline->displayFormat(), QStringLiteral("yyyy-MM-dd HH:mm"));
    hasDeadline->setChecked(false);
    QVERIFY(!bar.workload().deadlineHours);
    QVERIFY(!bar.workload().deadlineAt);
    QVERIFY(edited.count() >= 4);

    // The wizard asks the wait too.
    WorkloadWizard wizard(m_catalog, interactive);
    auto *wizardWait = field<QDoubleSpinBox>(wizard, "maxWait");
    QCOMPARE(wizardWait->value(), core::Workload::DefaultMaxWaitS);
    wizardWait->setValue(15);
    QCOMPARE(wizard.workload().maxWaitS, 15.0);
}

void TestWorkloadWizard::barKeepsTheDeadline()
{
    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    core::Workload batch;
    batch.task = core::Task::Batch;
    const QDateTime friday(QDate::currentDate().addDays(3), QTime(17, 0));
    batch.setDeadlineAt(friday);
    bar.setWorkload(batch);
    auto *deadline = field<QDateTimeEdit>(bar, "deadlineAt");
    QCOMPARE(deadline->dateTime(), friday); // 17:00, not 16:59

    // An unrelated edit leaves the moment where it is.
    field<QSpinBox>(bar, "images")->setValue(5000);
    QCOMPARE(bar.workload().deadlineAt, batch.deadlineAt);
    QCOMPARE(deadline->dateTime(), friday);
    // A span from the job's start (a preset's three days) stays a span.
    core::Workload span = batch;
    span.setDeadlineHours(72);
    bar.setWorkload(span);
    field<QSpinBox>(bar, "images")->setValue(6000);
    QCOMPARE(bar.workload().deadlineHours, std::optional<double>(72));
    QVERIFY(!bar.workload().deadlineAt);

    // After a restart (the workload saved and read back), still Friday 17:00.
    bar.setWorkload(batch);
    ui::WorkloadBar restarted;
    restarted.setCatalog(m_catalog);
    restarted.setWorkload(*core::Workload::fromJson(bar.workload().toJson()));
    QCOMPARE(field<QDateTimeEdit>(restarted, "deadlineAt")->dateTime(), friday);
    QCOMPARE(restarted.workload().deadlineAt, batch.deadlineAt);

    // Digits typed into the hour show as typed, and are taken on Enter.
    bar.show();
    QVERIFY(QTest::qWaitForWindowActive(&bar));
    deadline->setFocus();
    deadline->setSelectedSection(QDateTimeEdit::HourSection);
    QTest::keyClicks(deadline, QStringLiteral("09"));
    QVERIFY2(deadline->text().endsWith(QLatin1String(" 09:00")), qPrintable(deadline->text()));
    QTest::keyClick(deadline, Qt::Key_Return);
    QVERIFY2(deadline->text().endsWith(QLatin1String(" 09:00")), qPrintable(deadline->text()));
    QCOMPARE(bar.workload().deadlineAt->toLocalTime(), QDateTime(friday.date(), QTime(9, 0)));
}

// Typing "24" is one change, not "2" and then "24": a typed number is taken after a short
// pause, or at once on Enter or on leaving the box.
void TestWorkloadWizard::barTakesATypedNumberOnceOnAPause()
{
    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    bar.setWorkload(core::Workload{});
    bar.show();
    QVERIFY(QTest::qWaitForWindowActive(&bar));
    QSignalSpy edited(&bar, &ui::WorkloadBar::workloadEdited);
    auto *steps = field<QSpinBox>(bar, "steps");
    steps->setFocus();
    QVERIFY(steps->hasFocus());
    steps->selectAll();
    QTest::keyClicks(steps, QStringLiteral("24"));
    QCOMPARE(steps->value(), 24);
    QCOMPARE(edited.count(), 0);
    QTRY_COMPARE(edited.count(), 1);
    QCOMPARE(bar.workload().config.steps, 24);
    QTest::qWait(400);
    QCOMPARE(edited.count(), 1);

    // Enter takes it at once, and once.
    steps->selectAll();
    QTest::keyClicks(steps, QStringLiteral("12"));
    QCOMPARE(edited.count(), 1);
    QTest::keyClick(steps, Qt::Key_Return);
    QCOMPARE(edited.count(), 2);
    QCOMPARE(bar.workload().config.steps, 12);
    QTest::qWait(400);
    QCOMPARE(edited.count(), 2);

    // So does leaving the box.
    steps->selectAll();
    QTest::keyClicks(steps, QStringLiteral("33"));
    auto *batch = field<QSpinBox>(bar, "batch");
    batch->setFocus();
    QVERIFY(batch->hasFocus());
    QCOMPARE(edited.count(), 3);
    QCOMPARE(bar.workload().config.steps, 33);

    // A value set from outside the box counts at once.
    batch->clearFocus();
    field<QSpinBox>(bar, "steps")->setValue(40);
    QCOMPARE(edited.count(), 4);
    QCOMPARE(bar.workload().config.steps, 40);
}

void TestWorkloadWizard::sessionsCountHonestly()
{
    // 12 a month is not a whole number a week: it is counted a month, its week count beside it.
    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    core::Workload twelve;
    twelve.sessionsPerMonth = 12;
    bar.setWorkload(twelve);
    auto *sessions = field<QSpinBox>(bar, "sessions");
    auto *per = field<QComboBox>(bar, "sessionsPer");
    QCOMPARE(per->currentIndex(), 1);
    QCOMPARE(sessions->value(), 12);
    QCOMPARE(sessions->toolTip(), QStringLiteral("≈ 2.8 a week"));
    QVERIFY(ui::WorkloadBar::summary(twelve, m_catalog).contains(QStringLiteral("12 session")));
    // Counted a week, it becomes a whole number a week, and the note says what the engine counts.
    QSignalSpy edited(&bar, &ui::WorkloadBar::workloadEdited);
    per->setCurrentIndex(0);
    QCOMPARE(sessions->value(), 3);
    QCOMPARE(bar.workload().sessionsPerMonth, 13);
    QCOMPARE(edited.count(), 1);
    QVERIFY2(sessions->toolTip().startsWith(QStringLiteral("= 13 session")),
             qPrintable(sessions->toolTip()));
    QVERIFY(ui::WorkloadBar::summary(bar.workload(), m_catalog)
                .contains(QStringLiteral("3 session(s) a week")));
    // Every week count reads back as itself.
    for (int week = 1; week <= 14; ++week) {
        sessions->setValue(week);
        QCOMPARE(bar.workload().sessionsPerMonth, ui::units::sessionsPerMonthFromWeek(week));
        bar.setWorkload(bar.workload());
        QCOMPARE(per->currentIndex(), 0);
        QCOMPARE(sessions->value(), week);
    }

    // The wizard counts the same way.
    WorkloadWizard wizard(m_catalog, twelve);
    auto *wizardPer = field<QComboBox>(wizard, "sessionsPer");
    auto *wizardSessions = field<QSpinBox>(wizard, "sessions");
    QCOMPARE(wizardPer->currentIndex(), 1);
    QCOMPARE(wizardSessions->value(), 12);
    QCOMPARE(wizard.workload().sessionsPerMonth, 12);
    QCOMPARE(field<QLabel>(wizard, "sessionsNote")->text(), QStringLiteral("≈ 2.8 a week"));
    wizardPer->setCurrentIndex(0);
    QCOMPARE(wizardSessions->value(), 3);
    QCOMPARE(wizard.workload().sessionsPerMonth, 13);
    wizardSessions->setValue(2);
    QCOMPARE(wizard.workload().sessionsPerMonth, 9);
    wizardPer->setCurrentIndex(1);
    QCOMPARE(wizardSessions->value(), 9);
    QCOMPARE(wizard.workload().sessionsPerMonth, 9);
}

void TestWorkloadWizard::trainingRunInStepsOrHours()
{
    core::Workload lora;
    lora.task = core::Task::Lora;
    WorkloadWizard wizard(m_catalog, lora);
    auto *by = field<QComboBox>(wizard, "trainBy");
    QCOMPARE(by->currentIndex(), 0);
    QVERIFY(!wizard.workload().trainHours);
    by->setCurrentIndex(1);
    QVERIFY(field<QSpinBox>(wizard, "trainSteps")->isHidden());
    QVERIFY(!field<QDoubleSpinBox>(wizard, "trainHours")->isHidden());
    field<QDoubleSpinBox>(wizard, "trainHours")->setValue(2);
    QCOMPARE(wizard.workload().trainHours, std::optional<double>(2));
    // Loaded again, the run stays in hours.
    WorkloadWizard again(m_catalog, wizard.workload());
    QCOMPARE(field<QComboBox>(again, "trainBy")->currentIndex(), 1);
    QCOMPARE(again.workload().trainHours, std::optional<double>(2));

    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    bar.setWorkload(lora);
    auto *barBy = field<QComboBox>(bar, "trainBy");
    barBy->setCurrentIndex(1);
    // The wizard's box and the bar's take the same runs: a tenth of an hour to a year.
    for (const QDoubleSpinBox *hours :
         {field<QDoubleSpinBox>(wizard, "trainHours"), field<QDoubleSpinBox>(bar, "trainHours")}) {
        QCOMPARE(hours->minimum(), 0.1);
        QCOMPARE(hours->maximum(), 24.0 * 365);
        QCOMPARE(hours->singleStep(), 0.5);
        QCOMPARE(hours->suffix(), QStringLiteral(" h"));
    }
    field<QDoubleSpinBox>(bar, "trainHours")->setValue(2.5);
    QCOMPARE(bar.workload().trainHours, std::optional<double>(2.5));
    QVERIFY2(ui::WorkloadBar::summary(bar.workload(), m_catalog).contains(QStringLiteral("2.5 h")),
             qPrintable(ui::WorkloadBar::summary(bar.workload(), m_catalog)));
    barBy->setCurrentIndex(0);
    QVERIFY(!bar.workload().trainHours);
}

void TestWorkloadWizard::textEncoderOptionsOnlyWhereTheyApply()
{
    core::Workload flux;
    flux.model = QStringLiteral("flux1-dev");
    WorkloadWizard wizard(m_catalog, flux);
    auto *offload = field<QCheckBox>(wizard, "offloadTextEncoders");
    auto *fp8 = field<QCheckBox>(wizard, "fp8TextEncoders");
    QVERIFY(!offload->isHidden() && !fp8->isHidden());
    QVERIFY(offload->isChecked()); // the engine's default
    offload->setChecked(false);
    fp8->setChecked(true);
    QVERIFY(!wizard.workload().offloadTextEncoders);
    QVERIFY(wizard.workload().fp8TextEncoders);
    // SDXL's encoders are not counted apart; training caches the embeddings.
    auto *model = field<QComboBox>(wizard, "model");
    model->setCurrentIndex(model->findData(QStringLiteral("sdxl")));
    QVERIFY(offload->isHidden() && fp8->isHidden());
    model->setCurrentIndex(model->findData(QStringLiteral("flux1-dev")));
    QVERIFY(!offload->isHidden());
    field<QRadioButton>(wizard, "task_lora")->click();
    QVERIFY(offload->isHidden());

    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    bar.setWorkload(flux);
    auto *button = field<QToolButton>(bar, "textEncoders");
    QVERIFY(!button->isHidden());
    QAction *barFp8 = nullptr;
    for (QAction *action : button->menu()->actions())
        barFp8 = action->objectName() == QLatin1String("fp8TextEncoders") ? action : barFp8;
    QVERIFY(barFp8);
    barFp8->setChecked(true);
    QVERIFY(bar.workload().fp8TextEncoders);
    core::Workload sdxl;
    bar.setWorkload(sdxl);
    QVERIFY(button->isHidden());
}

void TestWorkloadWizard::summaryKeepsNumbersWithTheirWords()
{
    // In a right-to-left language each part of the header is isolated: "30" stays with its
    // word, the model's Latin name and the size keep their order.
    QLocale::setDefault(QLocale(QStringLiteral("ur")));
    core::Workload w;
    const QString header = ui::WorkloadBar::summary(w, m_catalog);
    const QString steps = QLocale().toString(30) + QStringLiteral(" step");
    const qsizetype at = header.indexOf(steps);
    QVERIFY2(at > 0, qPrintable(header));
    QCOMPARE(header.at(at - 1), QChar(0x2068));
    const qsizetype close = header.indexOf(QChar(0x2069), at);
    QVERIFY(close > at);
    QVERIFY(!header.mid(at, close - at).contains(u'·')); // nothing else inside
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(!ui::WorkloadBar::summary(w, m_catalog).contains(QChar(0x2068)));
}

void TestWorkloadWizard::spinBoxesShowTheLocalesDigits()
{
    QLocale::setDefault(QLocale(QStringLiteral("bn")));
    WorkloadWizard wizard(m_catalog, core::Workload{});
    auto *steps = field<QSpinBox>(wizard, "steps");
    QVERIFY2(steps->text().contains(QStringLiteral("৩০")), qPrintable(steps->text()));
    core::Workload batch;
    batch.task = core::Task::Batch;
    batch.deadlineHours = 72;
    ui::WorkloadBar bar;
    bar.setCatalog(m_catalog);
    bar.setWorkload(batch);
    const QString deadline = field<QDateTimeEdit>(bar, "deadlineAt")->text();
    for (const QChar c : deadline)
        QVERIFY2(!(c >= u'0' && c <= u'9'), qPrintable(deadline)); // one digit system
    // Typed in either digit system, a count is read.
    auto *images = field<QSpinBox>(bar, "images");
    for (const QString &typed : {QStringLiteral("১২০০"), QStringLiteral("1200")}) {
        images->setValue(1);
        images->selectAll();
        uitest::type(images, typed);
        images->interpretText();
        QCOMPARE(images->value(), 1200);
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QTEST_MAIN(TestWorkloadWizard)
#include "tst_workloadwizard.moc"
