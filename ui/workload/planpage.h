#pragma once

#include <core/catalog/catalog.h>
#include <core/plan/plan.h>

#include <QWizardPage>

class QLabel;
class QPushButton;

namespace ui {

class PlanEditor;

// The wizard's page for a plan of several workloads (chosen on the task page): the plan
// editor, starting from the article's advice "Explore on demand, render on spot". Finishing the
// wizard saves the plan and opens its monthly bill (PlanActions::showPlan).
class PlanPage final : public QWizardPage
{
    Q_OBJECT

public:
    explicit PlanPage(const core::Catalog &catalog, QWidget *parent = nullptr);

    core::Plan plan() const;
    void setPlan(const core::Plan &plan);
    void applyPreset();
    PlanEditor *editor() const { return m_editor; }

    // A plan needs a name to be saved and at least one workload.
    bool isComplete() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QPushButton *m_preset = nullptr;
    QLabel *m_presetNote = nullptr;
    PlanEditor *m_editor = nullptr;
};

} // namespace ui
