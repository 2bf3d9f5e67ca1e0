#include "volumepage.h"

#include <ui/common/format.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
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
    m_sessions->setObjectName(QStringLiteral("sessionsPerMonth"));
    m_sessions->setRange(1, 1000);
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
    form->addRow(m_sessionsLabel, m_sessions);
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
    m_deadlineLabel = new QLabel(page);
    m_deadline = new QDoubleSpinBox(page);
    m_deadline->setObjectName(QStringLiteral("deadlineHours"));
    m_deadline->setRange(0, 24 * 365);
    m_deadline->setDecimals(0);
    m_deadline->setGroupSeparatorShown(true);
    m_deadlineNote = new QLabel(page);
    m_deadlineNote->setWordWrap(true);
    m_imagesLabel->setBuddy(m_images);
    m_deadlineLabel->setBuddy(m_deadline);
    auto *form = new QFormLayout(page);
    form->addRow(m_imagesLabel, m_images);
    form->addRow(m_deadlineLabel, m_deadline);
    form->addRow(QString(), m_deadlineNote);
    return page;
}

QWidget *VolumePage::createTraining()
{
    auto *page = new QWidget(this);
    m_trainStepsLabel = new QLabel(page);
    m_trainSteps = new QSpinBox(page);
    m_trainSteps->setObjectName(QStringLiteral("trainSteps"));
    m_trainSteps->setRange(1, 10'000'000);
    m_trainSteps->setSingleStep(100);
    m_trainSteps->setGroupSeparatorShown(true);
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
    m_trainStepsLabel->setBuddy(m_trainSteps);
    m_optimizerLabel->setBuddy(m_optimizer);
    m_checkpointingNote->setBuddy(m_checkpointing);
    auto *form = new QFormLayout(page);
    form->addRow(m_trainStepsLabel, m_trainSteps);
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
    setFieldLabel(m_sessionsLabel, tr("&Sessions per month:"));
    setFieldLabel(m_minutesLabel, tr("&Minutes per session:"));
    setFieldLabel(m_waitLabel, tr("Acceptable &wait per image:"));
    m_wait->setSuffix(tr(" s"));
    m_wait->setToolTip(tr("The longest you accept to wait for one image: slower offers rank "
                          "after every offer within it."));
    setFieldLabel(m_imagesLabel, tr("&Images to render:"));
    setFieldLabel(m_deadlineLabel, tr("&Deadline (hours):"));
    m_deadline->setSpecialValueText(tr("no deadline"));
    m_deadlineNote->setText(
        tr("Leave at “no deadline” to run on a single instance for as long as it takes."));
    setFieldLabel(m_trainStepsLabel, tr("&Training steps:"));
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
    m_sessions->setValue(workload.sessionsPerMonth);
    m_minutes->setValue(workload.sessionMinutes);
    m_wait->setValue(workload.maxWaitS);
    m_images->setValue(
        int(std::clamp<qint64>(workload.images, m_images->minimum(), m_images->maximum())));
    m_deadline->setValue(workload.deadlineHours.value_or(0));
    m_trainSteps->setValue(workload.trainSteps);
    m_checkpointing->setChecked(workload.gradientCheckpointing);
    m_optimizer->setCurrentIndex(std::max(0, m_optimizer->findData(int(workload.optimizer))));
    setTask(workload.task);
}

void VolumePage::apply(core::Workload &workload) const
{
    // Every task's fields are kept, so switching the task back and forth loses nothing.
    workload.sessionsPerMonth = m_sessions->value();
    workload.sessionMinutes = m_minutes->value();
    workload.maxWaitS = m_wait->value();
    workload.images = m_images->value();
    workload.deadlineHours = m_deadline->value() > m_deadline->minimum()
        ? std::optional<double>(m_deadline->value())
        : std::nullopt;
    workload.trainSteps = m_trainSteps->value();
    workload.gradientCheckpointing = m_checkpointing->isChecked();
    workload.optimizer = core::Optimizer(m_optimizer->currentData().toInt());
}

} // namespace ui
