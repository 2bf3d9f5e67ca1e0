#include "workloadwizard.h"

#include "modelpage.h"
#include "planpage.h"
#include "preferencespage.h"
#include "summarypage.h"
#include "taskpage.h"
#include "volumepage.h"

#include <QEvent>
#include <QScreen>

namespace ui {

WorkloadWizard::WorkloadWizard(const core::Catalog &catalog, const core::Workload &initial,
                               QWidget *parent)
    : QWizard(parent)
    , m_base(initial)
    , m_taskPage(new TaskPage(this))
    , m_modelPage(new ModelPage(catalog, this))
    , m_volumePage(new VolumePage(this))
    , m_preferencesPage(new PreferencesPage(this))
    , m_summaryPage(new SummaryPage(catalog, this))
    , m_planPage(new PlanPage(catalog, this))
{
    setObjectName(QStringLiteral("workloadWizard"));
    setPage(TaskPageId, m_taskPage);
    setPage(ModelPageId, m_modelPage);
    setPage(VolumePageId, m_volumePage);
    setPage(PreferencesPageId, m_preferencesPage);
    setPage(SummaryPageId, m_summaryPage);
    setPage(PlanPageId, m_planPage);
    setOption(QWizard::NoBackButtonOnStartPage);
    // Every page holds sensible values, so the user may finish from any page (after choosing a
    // preset, say); Next stays where it is on every page.
    setOption(QWizard::HaveFinishButtonOnEarlyPages);
    setOption(QWizard::HaveNextButtonOnLastPage);
    for (int id : pageIds())
        page(id)->setFinalPage(true);
    // Room for the explanations without wrapping every line; the pages' wrapped labels do
    // not enter the wizard's size hint.
    // On a laptop's screen (1366×768, Urdu's tall Nastaliq lines) no more than the screen's
    // available area less a window manager's frame: the buttons stay on the screen.
    const QFontMetrics metrics(font());
    const QSize room = screen()->availableGeometry().size() - QSize(8, 40);
    setMinimumSize(QSize(metrics.averageCharWidth() * 90, metrics.height() * 32).boundedTo(room));

    connect(m_taskPage, &TaskPage::taskChanged, this, [this](core::Task task) {
        m_volumePage->setTask(task);
        m_preferencesPage->setTask(task);
        m_modelPage->setTask(task);
    });
    connect(m_taskPage, &TaskPage::presetRequested, this, &WorkloadWizard::applyPreset);
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == SummaryPageId)
            m_summaryPage->load(workload());
    });
    setWorkload(initial);
    retranslateUi();
}

void WorkloadWizard::retranslateUi()
{
    setWindowTitle(tr("Workload"));
}

void WorkloadWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

core::Workload WorkloadWizard::workload() const
{
    core::Workload workload = m_base;
    for (const WorkloadPage *page : std::initializer_list<const WorkloadPage *>{
             m_taskPage, m_modelPage, m_volumePage, m_preferencesPage})
        page->apply(workload);
    return workload;
}

void WorkloadWizard::setWorkload(const core::Workload &workload)
{
    m_base = workload;
    for (WorkloadPage *page : std::initializer_list<WorkloadPage *>{
             m_taskPage, m_modelPage, m_volumePage, m_preferencesPage, m_summaryPage})
        page->load(workload);
}

void WorkloadWizard::applyPreset(WorkloadPreset preset)
{
    setWorkload(presetWorkload(preset, workload()));
}

std::optional<core::Plan> WorkloadWizard::plan() const
{
    return m_taskPage->makesPlan() ? std::optional(m_planPage->plan()) : std::nullopt;
}

int WorkloadWizard::nextId() const
{
    // A plan has its own page of workloads; the pages of one workload do not lead to it.
    switch (currentId()) {
    case TaskPageId:
        return m_taskPage->makesPlan() ? PlanPageId : ModelPageId;
    case SummaryPageId:
    case PlanPageId:
        return -1;
    default:
        return QWizard::nextId();
    }
}

} // namespace ui
