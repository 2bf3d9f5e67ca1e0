#pragma once

#include "workloadpage.h"

#include <QDateTime>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
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
    void updateUnits(); // the sessions' note, the deadline and the run's length as chosen
    void sessionsUnitChosen();
    bool perWeek() const;

    core::Task m_task = core::Task::Interactive;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_sessionsLabel = nullptr;
    QSpinBox *m_sessions = nullptr; // a week or a month, as m_sessionsPer says
    QComboBox *m_sessionsPer = nullptr;
    QLabel *m_sessionsNote = nullptr;
    int m_sessionsPerMonth = 12; // what the engine counts
    QLabel *m_minutesLabel = nullptr;
    QDoubleSpinBox *m_minutes = nullptr;
    QLabel *m_waitLabel = nullptr;
    QDoubleSpinBox *m_wait = nullptr; // the acceptable wait per image, in seconds
    QLabel *m_imagesLabel = nullptr;
    QSpinBox *m_images = nullptr;
    QCheckBox *m_hasDeadline = nullptr;
    QDateTimeEdit *m_deadline = nullptr;
    QLabel *m_deadlineNote = nullptr;
    // The deadline as loaded and as first shown: unchanged, it stays what it was (a moment, or
    // hours from the job's start), not hours from a later now.
    QDateTime m_shownDeadline;
    std::optional<QDateTime> m_loadedDeadlineAt;
    std::optional<double> m_loadedDeadlineHours;
    QLabel *m_trainByLabel = nullptr;
    QComboBox *m_trainBy = nullptr; // steps or hours
    QSpinBox *m_trainSteps = nullptr;
    QDoubleSpinBox *m_trainHours = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QLabel *m_checkpointingNote = nullptr;
    QLabel *m_optimizerLabel = nullptr;
    QComboBox *m_optimizer = nullptr;
    QLabel *m_optimizerNote = nullptr;
};

} // namespace ui
