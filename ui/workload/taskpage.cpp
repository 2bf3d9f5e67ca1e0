#include "taskpage.h"

#include <ui/common/format.h>

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace ui {
namespace {

constexpr int planId = 100; // the plan choice's id in the button group, beyond every task

} // namespace

TaskPage::TaskPage(QWidget *parent)
    : WorkloadPage(parent)
    , m_group(new QButtonGroup(this))
    , m_presetBox(new QGroupBox(this))
{
    setObjectName(QStringLiteral("taskPage"));
    // The choices and the presets scroll when the screen is low (1024×700, Urdu's tall lines):
    // squeezed, the presets' buttons and texts were cut.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("taskScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(scroll);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    for (core::Task task :
         {core::Task::Interactive, core::Task::Batch, core::Task::Lora, core::Task::Finetune}) {
        Choice choice{task, new QRadioButton(this), createNote()};
        choice.button->setObjectName(QStringLiteral("task_") + core::taskId(task));
        // The note is indented under its button, where the button's text starts.
        choice.note->setIndent(style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth)
                               + style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing));
        m_group->addButton(choice.button, int(task));
        layout->addWidget(choice.button);
        layout->addWidget(choice.note);
        m_choices.append(choice);
    }
    // A plan of several workloads, in the same group so that one choice holds; its id is no
    // task's.
    m_plan = new QRadioButton(this);
    m_plan->setObjectName(QStringLiteral("task_plan"));
    m_planNote = createNote();
    m_planNote->setIndent(m_choices.first().note->indent());
    m_group->addButton(m_plan, planId);
    layout->addWidget(m_plan);
    layout->addWidget(m_planNote);
    m_choices.first().button->setChecked(true);
    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked && id != planId) {
            m_task = core::Task(id);
            emit taskChanged(m_task);
        }
    });

    layout->addSpacing(std::max(6, style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing)) * 2);
    auto *presets = new QGridLayout(m_presetBox);
    for (WorkloadPreset preset : workloadPresets()) {
        PresetButton entry{preset, new QPushButton(m_presetBox), new QLabel(m_presetBox)};
        entry.button->setAutoDefault(false);
        entry.button->setObjectName(QStringLiteral("preset%1").arg(int(preset)));
        entry.note->setWordWrap(true);
        entry.note->setBuddy(entry.button);
        const int row = presets->rowCount();
        presets->addWidget(entry.button, row, 0, Qt::AlignTop);
        presets->addWidget(entry.note, row, 1);
        connect(entry.button, &QPushButton::clicked, this,
                [this, preset] { emit presetRequested(preset); });
        m_presets.append(entry);
    }
    presets->setColumnStretch(1, 1);
    layout->addWidget(m_presetBox);
    layout->addStretch(1);
    scroll->setWidget(content);
    retranslateUi();
}

void TaskPage::retranslateUi()
{
    setTitle(tr("What will you do?"));
    setSubTitle(tr(
        "The task decides what an offer is measured by: a monthly bill, a job or a training run."));
    for (const Choice &choice : std::as_const(m_choices)) {
        QString text;
        QString note;
        switch (choice.task) {
        case core::Task::Interactive:
            text = tr("&Interactive sessions");
            note = tr("Work in a web UI or notebook one image at a time; latency and the monthly "
                      "bill matter.");
            break;
        case core::Task::Batch:
            text = tr("Ba&tch rendering");
            note = tr("Render many images unattended; cost per image and time to finish matter.");
            break;
        case core::Task::Lora:
            text = tr("&LoRA training");
            note = tr(
                "Train a small adapter on top of the model; needs more memory than generating.");
            break;
        case core::Task::Finetune:
            text = tr("F&ull fine-tune");
            note = tr(
                "Train all of the model's weights; needs large-memory data-centre GPUs with BF16.");
            break;
        }
        choice.button->setText(text);
        choice.button->setAccessibleDescription(note);
        choice.note->setText(note);
    }
    m_plan->setText(tr("A plan of &several workloads"));
    m_planNote->setText(tr("A month of sessions, renders and training together, such as "
                           "“Explore on demand, render on spot”: the next page edits them."));
    m_plan->setAccessibleDescription(m_planNote->text());
    m_presetBox->setTitle(tr("Or start from a typical user"));
    for (const PresetButton &entry : std::as_const(m_presets)) {
        entry.button->setText(presetName(entry.preset));
        entry.button->setAccessibleDescription(presetDescription(entry.preset));
        entry.note->setText(presetDescription(entry.preset));
    }
}

void TaskPage::load(const core::Workload &workload)
{
    if (QAbstractButton *button = m_group->button(int(workload.task)))
        button->setChecked(true);
}

void TaskPage::apply(core::Workload &workload) const
{
    workload.task = task();
}

core::Task TaskPage::task() const
{
    return m_task;
}

bool TaskPage::makesPlan() const
{
    return m_plan->isChecked();
}

} // namespace ui
