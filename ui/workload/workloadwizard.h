#pragma once

#include "workloadpreset.h"

#include <core/catalog/catalog.h>
#include <core/engine/workload.h>
#include <core/plan/plan.h>

#include <QWizard>

#include <optional>

namespace ui {

class ModelPage;
class PlanPage;
class PreferencesPage;
class SummaryPage;
class TaskPage;
class VolumePage;

// Takes the user through their workload: task, model and quality, volume, preferences and a
// summary of what will be computed. The catalog must outlive the wizard.
class WorkloadWizard final : public QWizard
{
    Q_OBJECT

public:
    enum PageId {
        TaskPageId,
        ModelPageId,
        VolumePageId,
        PreferencesPageId,
        SummaryPageId,
        PlanPageId, // after the task page when the user makes a plan of several workloads
    };

    explicit WorkloadWizard(const core::Catalog &catalog, const core::Workload &initial,
                            QWidget *parent = nullptr);

    // The workload as the pages show it now.
    core::Workload workload() const;
    void setWorkload(const core::Workload &workload);
    // Fills every page with one of the typical users' workloads.
    void applyPreset(WorkloadPreset preset);
    // The plan of several workloads when the user chose to make one; the caller saves it and
    // shows its bill (PlanActions::showPlan).
    std::optional<core::Plan> plan() const;
    PlanPage *planPage() const { return m_planPage; }
    int nextId() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    core::Workload m_base; // fields no page shows survive the wizard unchanged
    TaskPage *m_taskPage = nullptr;
    ModelPage *m_modelPage = nullptr;
    VolumePage *m_volumePage = nullptr;
    PreferencesPage *m_preferencesPage = nullptr;
    SummaryPage *m_summaryPage = nullptr;
    PlanPage *m_planPage = nullptr;
};

} // namespace ui
