#pragma once

#include "workloadpage.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStackedWidget;

namespace ui {

// How much work: sessions for interactive use, images and a deadline for a batch, steps and
// memory-saving options for training. Shows the fields of the chosen task only.
class VolumePage final : public WorkloadPage
{
    Q_OBJECT

public:
    explicit VolumePage(QWidget *parent = nullptr);

    void load(const core::Workload &workload) override;
    void apply(core::Workload &workload) const override;
    void setTask(core::Task task);

protected:
    void retranslateUi() override;

private:
    QWidget *createInteractive();
    QWidget *createBatch();
    QWidget *createTraining();
    void updateOptimizerNote();

    core::Task m_task = core::Task::Interactive;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_sessionsLabel = nullptr;
    QSpinBox *m_sessions = nullptr;
    QLabel *m_minutesLabel = nullptr;
    QDoubleSpinBox *m_minutes = nullptr;
    QLabel *m_waitLabel = nullptr;
    QDoubleSpinBox *m_wait = nullptr; // the acceptable wait per image, in seconds
    QLabel *m_imagesLabel = nullptr;
    QSpinBox *m_images = nullptr;
    QLabel *m_deadlineLabel = nullptr;
    QDoubleSpinBox *m_deadline = nullptr;
    QLabel *m_deadlineNote = nullptr;
    QLabel *m_trainStepsLabel = nullptr;
    QSpinBox *m_trainSteps = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QLabel *m_checkpointingNote = nullptr;
    QLabel *m_optimizerLabel = nullptr;
    QComboBox *m_optimizer = nullptr;
    QLabel *m_optimizerNote = nullptr;
};

} // namespace ui
