#include "volumepage.h"

#include "workloadunits.h"

#include <ui/common/format.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ui {
namespace {

enum Stack { InteractiveStack, BatchStack, TrainingStack };

int stackFor(core::Task task)
{
    switch (task) {
    case core::Task::Interactive:
        return InteractiveStack;
    case core::Task::Batch:
        return BatchStack;
    case core::Task::Lora:
    case core::Task::Finetune:
        return TrainingStack;
    }
    return InteractiveStack;
}

} // namespace

VolumePage::VolumePage(QWidget *parent)
    : WorkloadPage(parent)
    , m_stack(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("volumePage"));
    m_stack->addWidget(createInteractive());
    m_stack->addWidget(createBatch());
    m_stack->addWidget(createTraining());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(QMargins());
    layout->addWidget(m_stack);
    layout->addStretch(1);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &VolumePage::updateOptimizerNote);
    retranslateUi();
}

QWidget *VolumePage::createInteractive()
{
    auto *page = new QWidget(this);
    m_sessionsLabel = new QLabel(page);
    m_sessions = new QSpinBox(page);
    m_sessions->setObjectName(QStringLiteral("sessions"));
    m_sessions->setRange(1, 1000);
    m_sessionsPer = new QComboBox(page);
    m_sessionsPer->setObjectName(QStringLiteral("sessionsPer"));
    m_sessionsPer->addItem(QString());
    m_sessionsPer->addItem(QString());
    m_sessionsNote = new QLabel(page);
    m_sessionsNote->setObjectName(QStringLiteral("sessionsNote"));
    auto *sessions = new QHBoxLayout;
    sessions->addWidget(m_sessions);
    sessions->addWidget(m_sessionsPer);
    sessions->addWidget(m_sessionsNote, 1);
    connect(m_sessions, &QSpinBox::valueChanged, this, [this](int count) {
        m_sessionsPerMonth = perWeek() ? units::sessionsPerMonthFromWeek(count) : count;
        updateUnits();
    });
    connect(m_sessionsPer, &QComboBox::currentIndexChanged, this, &VolumePage::sessionsUnitChosen);
    m_minutesLabel = new QLabel(page);
    m_minutes = new QDoubleSpinBox(page);
    m_minutes->setObjectName(QStringLiteral("sessionMinutes"));
    m_minutes->setRange(1, 24 * 60);
    m_minutes->setDecimals(0);
    m_waitLabel = new QLabel(page);
    m_wait = new QDoubleSpinBox(page);
    m_wait->setObjectName(QStringLiteral("maxWait"));
    m_wait->setRange(0.5, 600);
    m_wait->setDecimals(1);
    m_sessionsLabel->setBuddy(m_sessions);
    m_minutesLabel->setBuddy(m_minutes);
    m_waitLabel->setBuddy(m_wait);
    auto *form = new QFormLayout(page);
    form->addRow(m_sessionsLabel, sessions);
    form->addRow(m_minutesLabel, m_minutes);
    form->addRow(m_waitLabel, m_wait);
    return page;
}

QWidget *VolumePage::createBatch()
{
    auto *page = new QWidget(this);
    m_imagesLabel = new QLabel(page);
    m_images = new QSpinBox(page);
    m_images->setObjectName(QStringLiteral("images"));
    m_images->setRange(1, 1'000'000'000);
    m_images->setSingleStep(1000);
    m_images->setGroupSeparatorShown(true);
    m_hasDeadline = new QCheckBox(page);
    m_hasDeadline->setObjectName(QStringLiteral("hasDeadline"));
    m_deadline = new QDateTimeEdit(page);
    m_deadline->setObjectName(QStringLiteral("deadlineAt"));
    m_deadline->setCalendarPopup(true);
    m_deadline->setKeyboardTracking(false);
    // A date and time reads left to right in every language: in a right-to-left window the
    // edit would otherwise lay its sections out mirrored ("41:03 05-12-2026").
    m_deadline->setLayoutDirection(Qt::LeftToRight);
    m_deadlineNote = new QLabel(page);
    m_deadlineNote->setWordWrap(true);
    m_imagesLabel->setBuddy(m_images);
    connect(m_hasDeadline, &QCheckBox::toggled, this, &VolumePage::updateUnits);
    auto *form = new QFormLayout(page);
    form->addRow(m_imagesLabel, m_images);
    form->addRow(m_hasDeadline, m_deadline);
    form->addRow(QString(), m_deadlineNote);
    return page;
}

QWidget *VolumePage::createTraining()
{
    auto *page = new QWidget(this);
    m_trainByLabel = new QLabel(page);
    m_trainBy = new QComboBox(page);
    m_trainBy->setObjectName(QStringLiteral("trainBy"));
    m_trainBy->addItem(QString());
    m_trainBy->addItem(QString());
    m_trainSteps = new QSpinBox(page);
    m_trainSteps->setObjectName(QStringLiteral("trainSteps"));
    m_trainSteps->setRange(1, 10'000'000);
    m_trainSteps->setSingleStep(100);
    m_trainSteps->setGroupSeparatorShown(true);
    m_trainHours = units::trainHoursBox(page);
    auto *run = new QHBoxLayout;
    run->addWidget(m_trainBy);
    run->addWidget(m_trainSteps, 1);
    run->addWidget(m_trainHours, 1);
    connect(m_trainBy, &QComboBox::currentIndexChanged, this, &VolumePage::updateUnits);
    m_checkpointing = new QCheckBox(page);
    m_checkpointing->setObjectName(QStringLiteral("gradientCheckpointing"));
    m_checkpointingNote = new QLabel(page);
    m_checkpointingNote->setWordWrap(true);
    m_optimizerLabel = new QLabel(page);
    m_optimizer = new QComboBox(page);
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    for (core::Optimizer optimizer :
         {core::Optimizer::AdamW, core::Optimizer::AdamW8bit, core::Optimizer::Adafactor})
        m_optimizer->addItem(QString(), int(optimizer));
    m_optimizerNote = new QLabel(page);
    m_optimizerNote->setWordWrap(true);
    m_trainByLabel->setBuddy(m_trainBy);
    m_optimizerLabel->setBuddy(m_optimizer);
    m_checkpointingNote->setBuddy(m_checkpointing);
    auto *form = new QFormLayout(page);
    form->addRow(m_trainByLabel, run);
    form->addRow(QString(), m_checkpointing);
    form->addRow(QString(), m_checkpointingNote);
    form->addRow(m_optimizerLabel, m_optimizer);
    form->addRow(QString(), m_optimizerNote);
    return page;
}

void VolumePage::retranslateUi()
{
    switch (m_task) {
    case core::Task::Interactive:
        setTitle(tr("How much you work"));
        setSubTitle(tr("Each session is billed on its own: boot, model load and the provider's "
                       "rounding included."));
        break;
    case core::Task::Batch:
        setTitle(tr("How many images"));
        setSubTitle(tr("A job may spread over several independent instances to finish in time."));
        break;
    case core::Task::Lora:
    case core::Task::Finetune:
        setTitle(tr("How long you train"));
        setSubTitle(tr("Training memory depends on these options as much as on the model."));
        break;
    }
    setFieldLabel(m_sessionsLabel, tr("&Sessions:"));
    m_sessionsPer->setItemText(0, tr("a week", "sessions a week"));
    m_sessionsPer->setItemText(1, tr("a month", "sessions a month"));
    m_sessionsPer->setAccessibleName(tr("Sessions counted per"));
    setFieldLabel(m_minutesLabel, tr("&Minutes per session:"));
    setFieldLabel(m_waitLabel, tr("Acceptable &wait per image:"));
    m_wait->setSuffix(tr(" s"));
    m_wait->setToolTip(tr("The longest you accept to wait for one image: slower offers rank "
                          "after every offer within it."));
    setFieldLabel(m_imagesLabel, tr("&Images to render:"));
    m_hasDeadline->setText(tr("Finish b&y:"));
    m_hasDeadline->setAccessibleName(tr("Finish by a deadline"));
    m_deadline->setAccessibleName(tr("Deadline, date and time"));
    // ISO 8601 in every language: a date no reader misreads, digits through the locale.
    m_deadline->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_deadlineNote->setText(tr("Unticked: one instance, for as long as it takes. With a deadline "
                               "the job spreads over as many instances as it needs."));
    setFieldLabel(m_trainByLabel, tr("&Training run:"));
    m_trainBy->setItemText(0, tr("steps", "a training run given in steps"));
    m_trainBy->setItemText(1, tr("hours", "a training run given in hours"));
    m_trainSteps->setAccessibleName(tr("Training steps"));
    m_trainHours->setAccessibleName(tr("Training hours"));
    m_trainHours->setSuffix(tr(" h"));
    m_trainHours->setToolTip(tr("A run of this many hours on each offer: the steps follow from "
                                "its speed, the cost from its price."));
    m_checkpointing->setText(tr("&Gradient checkpointing"));
    m_checkpointing->setAccessibleName(tr("Gradient checkpointing"));
    m_checkpointingNote->setText(
        tr("Recomputes activations in the backward pass instead of keeping them: "
           "much less memory, somewhat slower steps."));
    m_checkpointing->setAccessibleDescription(m_checkpointingNote->text());
    setFieldLabel(m_optimizerLabel, tr("&Optimizer:"));
    for (int i = 0; i < m_optimizer->count(); ++i)
        m_optimizer->setItemText(i,
                                 optimizerText(core::Optimizer(m_optimizer->itemData(i).toInt())));
    updateOptimizerNote();
    updateUnits();
}

bool VolumePage::perWeek() const
{
    return m_sessionsPer->currentIndex() == 0;
}

void VolumePage::sessionsUnitChosen()
{
    // Counted a week, the month follows from a whole number a week: the note says it.
    const QSignalBlocker blocker(m_sessions);
    if (perWeek()) {
        const int week = std::max(1, units::sessionsPerWeekFromMonth(m_sessionsPerMonth));
        m_sessionsPerMonth = units::sessionsPerMonthFromWeek(week);
        m_sessions->setValue(week);
    } else {
        m_sessions->setValue(m_sessionsPerMonth);
    }
    updateUnits();
}

void VolumePage::updateUnits()
{
    m_sessionsNote->setText(units::sessionsNote(m_sessionsPerMonth, perWeek()));
    m_sessions->setAccessibleDescription(m_sessionsNote->text());
    m_deadline->setEnabled(m_hasDeadline->isChecked());
    const bool hours = m_trainBy->currentIndex() == 1;
    m_trainSteps->setVisible(!hours);
    m_trainHours->setVisible(hours);
}

void VolumePage::updateOptimizerNote()
{
    QString note;
    switch (core::Optimizer(m_optimizer->currentData().toInt())) {
    case core::Optimizer::AdamW:
        note = tr("Keeps two full-precision moments per trained weight: the most memory, the usual "
                  "reference.");
        break;
    case core::Optimizer::AdamW8bit:
        note = tr("Keeps the same moments in 8 bits: about three quarters less optimizer memory, "
                  "quality close to AdamW.");
        break;
    case core::Optimizer::Adafactor:
        note = tr(
            "Keeps only factored second moments: the least optimizer memory, often used for full "
            "fine-tunes on 24 GB cards.");
        break;
    }
    m_optimizerNote->setText(note);
    m_optimizer->setAccessibleDescription(note);
}

void VolumePage::setTask(core::Task task)
{
    m_task = task;
    m_stack->setCurrentIndex(stackFor(task));
    retranslateUi();
}

void VolumePage::load(const core::Workload &workload)
{
    {
        const QSignalBlocker blocker(m_sessions);
        const QSignalBlocker unitBlocker(m_sessionsPer);
        m_sessionsPerMonth = workload.sessionsPerMonth;
        const bool week = units::isWholeWeeks(workload.sessionsPerMonth);
        m_sessionsPer->setCurrentIndex(week ? 0 : 1);
        m_sessions->setValue(week ? units::sessionsPerWeekFromMonth(workload.sessionsPerMonth)
                                  : workload.sessionsPerMonth);
    }
    m_minutes->setValue(workload.sessionMinutes);
    m_wait->setValue(workload.maxWaitS);
    m_images->setValue(
        int(std::clamp<qint64>(workload.images, m_images->minimum(), m_images->maximum())));
    m_hasDeadline->setChecked(workload.deadlineAt || workload.deadlineHours);
    m_deadline->setDateTime(units::deadlineShown(workload, QDateTime::currentDateTime()));
    m_shownDeadline = m_deadline->dateTime();
    m_loadedDeadlineAt = workload.deadlineAt;
    m_loadedDeadlineHours = workload.deadlineHours;
    m_trainSteps->setValue(workload.trainSteps);
    m_trainHours->setValue(workload.trainHours.value_or(2));
    m_trainBy->setCurrentIndex(workload.trainHours ? 1 : 0);
    m_checkpointing->setChecked(workload.gradientCheckpointing);
    m_optimizer->setCurrentIndex(std::max(0, m_optimizer->findData(int(workload.optimizer))));
    setTask(workload.task);
    updateUnits();
}

void VolumePage::apply(core::Workload &workload) const
{
    // Every task's fields are kept, so switching the task back and forth loses nothing.
    workload.sessionsPerMonth = m_sessionsPerMonth;
    workload.sessionMinutes = m_minutes->value();
    workload.maxWaitS = m_wait->value();
    workload.images = m_images->value();
    if (!m_hasDeadline->isChecked())
        workload.setDeadlineHours(std::nullopt);
    else if (m_deadline->dateTime() == m_shownDeadline && m_loadedDeadlineAt)
        workload.setDeadlineAt(*m_loadedDeadlineAt);
    else if (m_deadline->dateTime() == m_shownDeadline && m_loadedDeadlineHours)
        workload.setDeadlineHours(m_loadedDeadlineHours);
    else
        workload.setDeadlineAt(m_deadline->dateTime());
    workload.trainSteps = m_trainSteps->value();
    workload.trainHours = m_trainBy->currentIndex() == 1 ? std::optional(m_trainHours->value())
                                                         : std::nullopt;
    workload.gradientCheckpointing = m_checkpointing->isChecked();
    workload.optimizer = core::Optimizer(m_optimizer->currentData().toInt());
}

} // namespace ui
