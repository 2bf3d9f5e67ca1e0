#include "preferencespage.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace ui {

PreferencesPage::PreferencesPage(QWidget *parent)
    : WorkloadPage(parent)
    , m_spot(new QCheckBox(this))
    , m_spotNote(createNote())
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_budgetNote(createNote())
    , m_regionLabel(new QLabel(this))
    , m_region(new QLineEdit(this))
{
    setObjectName(QStringLiteral("preferencesPage"));
    m_spot->setObjectName(QStringLiteral("allowSpot"));
    m_budget->setObjectName(QStringLiteral("budgetUsd"));
    m_region->setObjectName(QStringLiteral("region"));
    m_budget->setRange(0, 10'000'000);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(10);
    m_budget->setGroupSeparatorShown(true);
    m_region->setClearButtonEnabled(true);
    m_spotNote->setBuddy(m_spot);
    m_budgetLabel->setBuddy(m_budget);
    m_regionLabel->setBuddy(m_region);

    auto *form = new QFormLayout(this);
    form->addRow(m_spot);
    form->addRow(m_spotNote);
    form->addRow(m_budgetLabel, m_budget);
    form->addRow(QString(), m_budgetNote);
    form->addRow(m_regionLabel, m_region);
    retranslateUi();
}

void PreferencesPage::retranslateUi()
{
    setTitle(tr("Preferences"));
    setSubTitle(tr("What you accept. Offers outside these limits stay visible and are flagged."));
    m_spot->setText(tr("Allow &spot (interruptible) instances"));
    m_spot->setAccessibleName(tr("Allow spot instances"));
    const QString spotNote = m_task == core::Task::Interactive
        ? tr("Spot prices apply to batch jobs and training runs only. Your task is interactive, so "
             "sessions "
             "are priced on demand whatever you choose here.")
        : tr("Spot prices apply to batch jobs and training runs only. The cost then includes the "
             "expected "
             "interruptions and the time to resume after each.");
    m_spotNote->setText(spotNote);
    m_spot->setAccessibleDescription(spotNote);
    setFieldLabel(m_budgetLabel, tr("B&udget (USD):"));
    m_budget->setSpecialValueText(tr("no budget"));
    m_budgetNote->setText(
        m_task == core::Task::Interactive
            ? tr("The most you want to pay a month. Offers above it are marked over budget.")
            : m_task == core::Task::Batch ? tr("The most you want to pay for the whole job. Offers "
                                               "above it are marked over budget.")
                                          : tr("The most you want to pay for the training run. "
                                               "Offers above it are marked over budget."));
    m_budget->setAccessibleDescription(m_budgetNote->text());
    setFieldLabel(m_regionLabel, tr("&Region:"));
    m_region->setPlaceholderText(tr("any region"));
}

void PreferencesPage::setTask(core::Task task)
{
    m_task = task;
    retranslateUi();
}

void PreferencesPage::load(const core::Workload &workload)
{
    m_spot->setChecked(workload.allowSpot);
    m_budget->setValue(workload.budgetUsd.value_or(0));
    m_region->setText(workload.region);
    setTask(workload.task);
}

void PreferencesPage::apply(core::Workload &workload) const
{
    workload.allowSpot = m_spot->isChecked();
    workload.budgetUsd = m_budget->value() > m_budget->minimum()
        ? std::optional<double>(m_budget->value())
        : std::nullopt;
    workload.region = m_region->text().trimmed();
}

} // namespace ui
