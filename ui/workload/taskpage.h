#pragma once

#include "workloadpage.h"
#include "workloadpreset.h"

#include <QList>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace ui {

// The wizard's first page: what the user will do, or one of the three typical users.
class TaskPage final : public WorkloadPage
{
    Q_OBJECT

public:
    explicit TaskPage(QWidget *parent = nullptr);

    void load(const core::Workload &workload) override;
    void apply(core::Workload &workload) const override;
    core::Task task() const;
    // "A plan of several workloads" is chosen instead of one task (the wizard's plan page).
    bool makesPlan() const;

signals:
    void taskChanged(core::Task task);
    void presetRequested(ui::WorkloadPreset preset);

protected:
    void retranslateUi() override;

private:
    struct Choice
    {
        core::Task task = core::Task::Interactive;
        QRadioButton *button = nullptr;
        QLabel *note = nullptr;
    };
    struct PresetButton
    {
        WorkloadPreset preset = WorkloadPreset::InteractiveCreator;
        QPushButton *button = nullptr;
        QLabel *note = nullptr;
    };

    QButtonGroup *m_group = nullptr;
    QList<Choice> m_choices;
    QRadioButton *m_plan = nullptr;
    QLabel *m_planNote = nullptr;
    core::Task m_task = core::Task::Interactive; // the last task chosen
    QGroupBox *m_presetBox = nullptr;
    QList<PresetButton> m_presets;
};

} // namespace ui
