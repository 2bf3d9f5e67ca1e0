#pragma once

#include "workloadpage.h"

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace ui {

// Spot, budget and region: what the user accepts, not what the work is.
class PreferencesPage final : public WorkloadPage
{
    Q_OBJECT

public:
    explicit PreferencesPage(QWidget *parent = nullptr);

    void load(const core::Workload &workload) override;
    void apply(core::Workload &workload) const override;
    void setTask(core::Task task);

protected:
    void retranslateUi() override;

private:
    core::Task m_task = core::Task::Interactive;
    QCheckBox *m_spot = nullptr;
    QLabel *m_spotNote = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QLabel *m_budgetNote = nullptr;
    QLabel *m_regionLabel = nullptr;
    QLineEdit *m_region = nullptr;
};

} // namespace ui
