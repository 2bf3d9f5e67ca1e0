#pragma once

#include "workloadpreset.h"

#include <core/catalog/catalog.h>
#include <core/engine/workload.h>

#include <QWizard>

namespace ui {

class ModelPage;
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
    enum PageId { TaskPageId, ModelPageId, VolumePageId, PreferencesPageId, SummaryPageId };

    explicit WorkloadWizard(const core::Catalog &catalog, const core::Workload &initial,
                            QWidget *parent = nullptr);

    // The workload as the pages show it now.
    core::Workload workload() const;
    void setWorkload(const core::Workload &workload);
    // Fills every page with one of the typical users' workloads.
    void applyPreset(WorkloadPreset preset);

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
};

} // namespace ui
