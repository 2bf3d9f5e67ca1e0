#include "planpage.h"

#include <ui/plan/planeditor.h>

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

PlanPage::PlanPage(const core::Catalog &catalog, QWidget *parent)
    : QWizardPage(parent)
    , m_preset(new QPushButton(this))
    , m_presetNote(new QLabel(this))
    , m_editor(new PlanEditor(catalog, this))
{
    setObjectName(QStringLiteral("planPage"));
    m_preset->setObjectName(QStringLiteral("planPreset"));
    m_preset->setAutoDefault(false);
    m_presetNote->setWordWrap(true);
    m_presetNote->setBuddy(m_preset);
    auto *preset = new QGridLayout;
    preset->addWidget(m_preset, 0, 0, Qt::AlignTop);
    preset->addWidget(m_presetNote, 0, 1);
    preset->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(preset);
    layout->addWidget(m_editor, 1);

    connect(m_preset, &QPushButton::clicked, this, &PlanPage::applyPreset);
    connect(m_editor, &PlanEditor::planChanged, this, &QWizardPage::completeChanged);
    retranslateUi();
    applyPreset();
}

core::Plan PlanPage::plan() const
{
    return m_editor->plan();
}

void PlanPage::setPlan(const core::Plan &plan)
{
    m_editor->setPlan(plan);
    emit completeChanged();
}

void PlanPage::applyPreset()
{
    setPlan(core::PlanFormat::exploreOnDemandRenderOnSpot());
}

bool PlanPage::isComplete() const
{
    const core::Plan plan = m_editor->plan();
    return !plan.name.trimmed().isEmpty() && !plan.workloads.isEmpty();
}

void PlanPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizardPage::changeEvent(event);
}

void PlanPage::retranslateUi()
{
    setTitle(tr("Plan the month"));
    setSubTitle(tr("Several workloads placed on offers together, storage counted once per "
                   "provider. Finish saves the plan and shows its monthly bill against one "
                   "provider and against buying a card."));
    m_preset->setText(tr("Explore on demand, render on spot"));
    m_presetNote->setText(tr("The article's advice: interactive sessions on demand three "
                             "evenings a week, the bulk render on spot, a LoRA a month."));
    m_preset->setAccessibleDescription(m_presetNote->text());
}

} // namespace ui
