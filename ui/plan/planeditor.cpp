#include "planeditor.h"

#include <ui/common/format.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace ui {
namespace {

constexpr core::Task tasks[] = {core::Task::Interactive, core::Task::Batch, core::Task::Lora,
                                core::Task::Finetune};

} // namespace

PlanEditor::PlanEditor(const core::Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_nameLabel(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_pinLabel(new QLabel(this))
    , m_pin(new QComboBox(this))
    , m_workloadsLabel(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_task(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_sessions(new QSpinBox(this))
    , m_minutes(new QDoubleSpinBox(this))
    , m_images(new QSpinBox(this))
    , m_deadline(new QDoubleSpinBox(this))
    , m_trainSteps(new QSpinBox(this))
    , m_spot(new QCheckBox(this))
{
    m_budget->setRange(0, 1e6);
    m_budget->setDecimals(0);
    m_pin->addItem(QString());
    for (const core::Provider &provider : catalog.providers)
        m_pin->addItem(provider.name, provider.id);
    for (core::Task task : tasks)
        m_task->addItem(QString(), int(task));
    for (const core::ModelProfile &model : catalog.models)
        m_model->addItem(model.name, model.id);
    m_sessions->setRange(0, 1000);
    m_minutes->setRange(0, 24 * 60);
    m_minutes->setDecimals(0);
    m_images->setRange(1, 100000000);
    m_images->setSingleStep(1000);
    m_deadline->setRange(0, 10000);
    m_deadline->setDecimals(0);
    m_trainSteps->setRange(1, 10000000);
    m_trainSteps->setSingleStep(500);

    auto *head = new QFormLayout;
    head->addRow(m_nameLabel, m_name);
    head->addRow(m_budgetLabel, m_budget);
    head->addRow(m_pinLabel, m_pin);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    m_form = new QFormLayout;
    m_form->addRow(new QLabel(this), m_task);
    m_form->addRow(new QLabel(this), m_model);
    m_form->addRow(new QLabel(this), m_sessions);
    m_form->addRow(new QLabel(this), m_minutes);
    m_form->addRow(new QLabel(this), m_images);
    m_form->addRow(new QLabel(this), m_deadline);
    m_form->addRow(new QLabel(this), m_trainSteps);
    m_form->addRow(new QLabel(this), m_spot);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(head);
    layout->addWidget(m_workloadsLabel);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addLayout(m_form);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_plan.name = text;
        emit planChanged();
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_loading)
            return;
        m_plan.monthlyBudgetUsd = value > 0 ? std::optional<double>(value) : std::nullopt;
        emit planChanged();
    });
    connect(m_pin, &QComboBox::currentIndexChanged, this, [this] {
        if (m_loading)
            return;
        m_plan.pinnedProvider = m_pin->currentData().toString();
        emit planChanged();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &PlanEditor::showWorkload);
    connect(m_add, &QPushButton::clicked, this, [this] {
        core::Workload workload;
        m_plan.workloads.append(workload);
        refreshList();
        m_list->setCurrentRow(int(m_plan.workloads.size()) - 1);
        emit planChanged();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0 || m_plan.workloads.size() <= 1)
            return;
        m_plan.workloads.removeAt(row);
        refreshList();
        m_list->setCurrentRow(std::min(row, int(m_plan.workloads.size()) - 1));
        emit planChanged();
    });
    auto changed = [this] { storeWorkload(); };
    connect(m_task, &QComboBox::currentIndexChanged, this, changed);
    connect(m_model, &QComboBox::currentIndexChanged, this, changed);
    connect(m_sessions, &QSpinBox::valueChanged, this, changed);
    connect(m_minutes, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_images, &QSpinBox::valueChanged, this, changed);
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_trainSteps, &QSpinBox::valueChanged, this, changed);
    connect(m_spot, &QCheckBox::toggled, this, changed);
    retranslateUi();
}

void PlanEditor::setPlan(const core::Plan &plan)
{
    m_plan = plan;
    m_loading = true;
    m_name->setText(plan.name);
    m_budget->setValue(plan.monthlyBudgetUsd.value_or(0));
    m_pin->setCurrentIndex(std::max(0, m_pin->findData(plan.pinnedProvider)));
    if (plan.pinnedProvider.isEmpty())
        m_pin->setCurrentIndex(0);
    m_loading = false;
    refreshList();
    m_list->setCurrentRow(plan.workloads.isEmpty() ? -1 : 0);
    emit planChanged();
}

QString PlanEditor::summary(const core::Workload &w) const
{
    const core::ModelProfile *model = m_catalog.model(w.model);
    const QString name = model ? model->name : w.model;
    switch (w.task) {
    case core::Task::Interactive:
        return tr("%1, %2: %n session(s) a month, %3 min each", nullptr, w.sessionsPerMonth)
            .arg(taskText(w.task), name)
            .arg(w.sessionMinutes);
    case core::Task::Batch: {
        const int images = int(std::min<qint64>(w.images, 2000000000));
        QString text = tr("%1, %2: %Ln image(s)", nullptr, images).arg(taskText(w.task), name);
        if (w.deadlineAt)
            text += tr(" by %1").arg(QLocale().toString(w.deadlineAt->toLocalTime(),
                                                        QStringLiteral("yyyy-MM-dd HH:mm")));
        else if (w.deadlineHours)
            text += tr(" within %1 h").arg(*w.deadlineHours);
        return w.allowSpot ? tr("%1, on spot").arg(text) : text;
    }
    case core::Task::Lora:
    case core::Task::Finetune:
        return tr("%1, %2: %Ln step(s)", nullptr, w.trainSteps).arg(taskText(w.task), name);
    }
    return {};
}

void PlanEditor::refreshList()
{
    const int row = m_list->currentRow();
    m_list->blockSignals(true);
    m_list->clear();
    for (const core::Workload &w : std::as_const(m_plan.workloads))
        m_list->addItem(summary(w));
    m_list->setCurrentRow(std::min(row, m_list->count() - 1));
    m_list->blockSignals(false);
    m_remove->setEnabled(m_plan.workloads.size() > 1);
}

void PlanEditor::showWorkload(int index)
{
    if (index < 0 || index >= m_plan.workloads.size())
        return;
    const core::Workload &w = m_plan.workloads.at(index);
    m_loading = true;
    m_task->setCurrentIndex(m_task->findData(int(w.task)));
    m_model->setCurrentIndex(m_model->findData(w.model));
    m_sessions->setValue(w.sessionsPerMonth);
    m_minutes->setValue(w.sessionMinutes);
    m_images->setValue(int(std::min<qint64>(w.images, m_images->maximum())));
    m_deadline->setValue(std::ceil(w.hoursToDeadline(QDateTime::currentDateTimeUtc()).value_or(0)));
    m_shownDeadlineHours = m_deadline->value();
    m_trainSteps->setValue(w.trainSteps);
    m_spot->setChecked(w.allowSpot);
    m_loading = false;
    updateVisibility();
}

void PlanEditor::storeWorkload()
{
    const int index = m_list->currentRow();
    if (m_loading || index < 0 || index >= m_plan.workloads.size())
        return;
    core::Workload &w = m_plan.workloads[index];
    w.task = core::Task(m_task->currentData().toInt());
    const QString model = m_model->currentData().toString();
    if (model != w.model) {
        if (const core::ModelProfile *profile = m_catalog.model(model))
            w.useModel(*profile);
        w.model = model;
    }
    w.sessionsPerMonth = m_sessions->value();
    w.sessionMinutes = m_minutes->value();
    w.images = m_images->value();
    // A plan's deadline is hours from each job's start; a moment (from the workload bar) is
    // kept until the hours are changed here.
    if (m_deadline->value() != m_shownDeadlineHours)
        w.setDeadlineHours(m_deadline->value() > 0 ? std::optional<double>(m_deadline->value())
                                                   : std::nullopt);
    w.trainSteps = m_trainSteps->value();
    w.allowSpot = w.task != core::Task::Interactive && m_spot->isChecked();
    updateVisibility();
    m_list->item(index)->setText(summary(w));
    emit planChanged();
}

void PlanEditor::updateVisibility()
{
    const auto task = core::Task(m_task->currentData().toInt());
    const bool interactive = task == core::Task::Interactive;
    const bool batch = task == core::Task::Batch;
    m_form->setRowVisible(m_sessions, interactive);
    m_form->setRowVisible(m_minutes, interactive);
    m_form->setRowVisible(m_images, batch);
    m_form->setRowVisible(m_deadline, batch);
    m_form->setRowVisible(m_trainSteps, !interactive && !batch);
    m_form->setRowVisible(m_spot, !interactive);
}

void PlanEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlanEditor::retranslateUi()
{
    m_nameLabel->setText(tr("Plan name:"));
    m_budgetLabel->setText(tr("Monthly budget:"));
    m_budget->setSpecialValueText(tr("none"));
    m_budget->setPrefix(QStringLiteral("$"));
    m_pinLabel->setText(tr("Provider:"));
    m_pin->setItemText(0, tr("Cheapest mix of providers"));
    m_workloadsLabel->setText(tr("Workloads of the month:"));
    m_add->setText(tr("Add workload"));
    m_remove->setText(tr("Remove workload"));
    for (int i = 0; i < m_task->count(); ++i)
        m_task->setItemText(i, taskText(core::Task(m_task->itemData(i).toInt())));
    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_task, tr("Task:"));
    label(m_model, tr("Model:"));
    label(m_sessions, tr("Sessions a month:"));
    label(m_minutes, tr("Minutes per session:"));
    label(m_images, tr("Images:"));
    label(m_deadline, tr("Deadline (hours):"));
    label(m_trainSteps, tr("Training steps:"));
    m_deadline->setSpecialValueText(tr("none"));
    m_spot->setText(tr("Allow spot instances"));
    refreshList();
}

} // namespace ui
