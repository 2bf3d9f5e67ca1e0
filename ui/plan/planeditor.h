#pragma once

#include <core/catalog/catalog.h>
#include <core/plan/plan.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace ui {

// Edits a plan: its name, monthly budget, an optional provider for everything, and its
// workloads — each a task, a model and its volume — one at a time from a list.
class PlanEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit PlanEditor(const core::Catalog &catalog, QWidget *parent = nullptr);

    core::Plan plan() const { return m_plan; }
    void setPlan(const core::Plan &plan);
    QListWidget *workloadList() const { return m_list; }

signals:
    void planChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refreshList();
    void showWorkload(int index);
    void storeWorkload();
    void updateVisibility();
    QString summary(const core::Workload &workload) const;

    const core::Catalog &m_catalog;
    core::Plan m_plan;
    bool m_loading = false;

    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_budgetLabel = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QLabel *m_pinLabel = nullptr;
    QComboBox *m_pin = nullptr;
    QLabel *m_workloadsLabel = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QFormLayout *m_form = nullptr;
    QComboBox *m_task = nullptr;
    QComboBox *m_model = nullptr;
    QSpinBox *m_sessions = nullptr;
    QDoubleSpinBox *m_minutes = nullptr;
    QSpinBox *m_images = nullptr;
    QDoubleSpinBox *m_deadline = nullptr;
    double m_shownDeadlineHours = 0; // unchanged, the workload's deadline stays as it was
    QSpinBox *m_trainSteps = nullptr;
    QCheckBox *m_spot = nullptr;
};

} // namespace ui
