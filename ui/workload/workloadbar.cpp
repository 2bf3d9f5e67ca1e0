#include "workloadbar.h"

#include "ui/common/elidingcombobox.h"
#include "ui/common/elidinglabel.h"
#include "ui/common/format.h"
#include "workloadunits.h"

#include <core/text/vocabulary.h>

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ui {
namespace {

// Long enough for the next digit of a number being typed, short enough to feel immediate.
constexpr int CommitPauseMs = 300;

QWidget *row(QWidget *parent, std::initializer_list<QWidget *> widgets)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *child : widgets)
        layout->addWidget(child);
    return widget;
}

} // namespace

WorkloadBar::WorkloadBar(QWidget *parent)
    : QWidget(parent)
    , m_summary(new ElidingLabel(this))
    , m_task(new QComboBox(this))
    , m_model(new ElidingComboBox(this))
    , m_stepsLabel(new QLabel(this))
    , m_steps(new QSpinBox(this))
    , m_batchLabel(new QLabel(this))
    , m_batch(new QSpinBox(this))
    , m_precision(new QComboBox(this))
    , m_volume(new QStackedWidget(this))
    , m_sessionsLabel(new QLabel(this))
    , m_sessions(new QSpinBox(this))
    , m_sessionsPer(new QComboBox(this))
    , m_minutesLabel(new QLabel(this))
    , m_minutes(new QSpinBox(this))
    , m_waitLabel(new QLabel(this))
    , m_wait(new QDoubleSpinBox(this))
    , m_imagesLabel(new QLabel(this))
    , m_images(new QSpinBox(this))
    , m_hasDeadline(new QCheckBox(this))
    , m_deadline(new QDateTimeEdit(this))
    , m_trainBy(new QComboBox(this))
    , m_trainSteps(new QSpinBox(this))
    , m_trainHours(units::trainHoursBox(this))
    , m_textEncoders(new QToolButton(this))
    , m_spot(new QCheckBox(this))
    , m_wizard(new QToolButton(this))
    , m_saved(new QToolButton(this))
{
    m_commit = new QTimer(this);
    m_commit->setSingleShot(true);
    m_commit->setInterval(CommitPauseMs);
    connect(m_commit, &QTimer::timeout, this, &WorkloadBar::readControls);
    setObjectName(QStringLiteral("workloadBar"));
    m_summary->setObjectName(QStringLiteral("workloadSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    m_steps->setRange(1, 200);
    m_batch->setRange(1, 256);
    m_sessions->setRange(0, 1000);
    m_minutes->setRange(1, 24 * 60);
    m_images->setRange(1, 100'000'000);
    m_images->setGroupSeparatorShown(true);
    m_steps->setObjectName(QStringLiteral("steps"));
    m_batch->setObjectName(QStringLiteral("batch"));
    m_images->setObjectName(QStringLiteral("images"));
    m_minutes->setObjectName(QStringLiteral("minutes"));
    m_sessions->setObjectName(QStringLiteral("sessions"));
    m_sessionsPer->setObjectName(QStringLiteral("sessionsPer"));
    m_sessionsPer->setSizeAdjustPolicy(QComboBox::AdjustToContents); // in every language
    m_wait->setObjectName(QStringLiteral("maxWait"));
    m_wait->setRange(0.5, 600);
    m_wait->setDecimals(1);
    m_hasDeadline->setObjectName(QStringLiteral("hasDeadline"));
    m_deadline->setObjectName(QStringLiteral("deadlineAt"));
    m_deadline->setCalendarPopup(true);
    // Typed digits stay as typed; the moment is taken on Enter, on leaving or on a step.
    m_deadline->setKeyboardTracking(false);
    // A date and time reads left to right in every language: in a right-to-left window the
    // edit would otherwise lay its sections out mirrored ("41:03 05-12-2026").
    m_deadline->setLayoutDirection(Qt::LeftToRight);
    m_trainBy->setObjectName(QStringLiteral("trainBy"));
    m_trainBy->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_trainSteps->setObjectName(QStringLiteral("trainSteps"));
    m_trainSteps->setRange(1, 10'000'000);
    m_trainSteps->setGroupSeparatorShown(true);
    m_textEncoders->setObjectName(QStringLiteral("textEncoders"));
    m_textEncoders->setPopupMode(QToolButton::InstantPopup);
    auto *encoders = new QMenu(m_textEncoders);
    m_offloadTextEncoders = encoders->addAction(QString());
    m_offloadTextEncoders->setObjectName(QStringLiteral("offloadTextEncoders"));
    m_offloadTextEncoders->setCheckable(true);
    m_fp8TextEncoders = encoders->addAction(QString());
    m_fp8TextEncoders->setObjectName(QStringLiteral("fp8TextEncoders"));
    m_fp8TextEncoders->setCheckable(true);
    m_textEncoders->setMenu(encoders);
    for (auto [label, buddy] : {std::pair<QLabel *, QWidget *>{m_stepsLabel, m_steps},
                                {m_batchLabel, m_batch},
                                {m_sessionsLabel, m_sessions},
                                {m_minutesLabel, m_minutes},
                                {m_waitLabel, m_wait},
                                {m_imagesLabel, m_images}})
        label->setBuddy(buddy);
    m_volume->addWidget(row(this,
                            {m_sessionsLabel, m_sessions, m_sessionsPer, m_minutesLabel, m_minutes,
                             m_waitLabel, m_wait}));
    m_volume->addWidget(row(this, {m_imagesLabel, m_images, m_hasDeadline, m_deadline}));
    m_volume->addWidget(row(this, {m_trainBy, m_trainSteps, m_trainHours}));
    m_saved->setPopupMode(QToolButton::InstantPopup);

    // Two rows, so the window stays usable at 1024 px wide: what is made, then how much.
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(8); // "SDXL 1.0…": Bengali fits 1024 px
    // "FP8 weights, BF16 compute (ComfyUI, Forge)" would set the window's minimum width: the
    // box shows its start, the list and the tooltip the whole label.
    m_precision->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_precision->setMinimumContentsLength(5); // "BF16", "FP8 w…"
    connect(m_precision, &QComboBox::currentIndexChanged, this,
            [this] { m_precision->setToolTip(m_precision->currentText()); });
    auto *quality = new QHBoxLayout;
    quality->addWidget(m_task);
    quality->addWidget(m_model, 1);
    quality->addWidget(m_stepsLabel);
    quality->addWidget(m_steps);
    quality->addWidget(m_batchLabel);
    quality->addWidget(m_batch);
    quality->addWidget(m_precision);
    quality->addWidget(m_textEncoders);
    auto *volume = new QHBoxLayout;
    volume->addWidget(m_volume);
    volume->addWidget(m_spot);
    volume->addStretch(1);
    // The wizard and the saved workloads beside the summary: one line that ends in "…" where it
    // is narrower (its tooltip and the status bar say it whole), so that a laptop's table keeps
    // its rows; the rows below keep the window within 1024 px.
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_wizard, 0, Qt::AlignTop);
    top->addWidget(m_saved, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addLayout(top);
    layout->addLayout(quality);
    layout->addLayout(volume);

    for (auto *combo : {m_task, m_model, m_precision})
        connect(combo, &QComboBox::currentIndexChanged, this, &WorkloadBar::readControls);
    // A week or a month: counted a week, the month follows from a whole number a week.
    connect(m_sessionsPer, &QComboBox::currentIndexChanged, this, &WorkloadBar::sessionsUnitChosen);
    connect(m_trainBy, &QComboBox::currentIndexChanged, this, &WorkloadBar::readControls);
    // A number is taken on a pause in typing, on Enter or on leaving its box.
    for (QDoubleSpinBox *box : {m_trainHours, m_wait}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, box] { numberEdited(box); });
        connect(box, &QAbstractSpinBox::editingFinished, this, &WorkloadBar::commitTyped);
    }
    for (QAction *option : {m_offloadTextEncoders, m_fp8TextEncoders})
        connect(option, &QAction::toggled, this, &WorkloadBar::readControls);
    connect(m_hasDeadline, &QCheckBox::toggled, this, &WorkloadBar::readControls);
    for (QSpinBox *box : {m_steps, m_batch, m_sessions, m_minutes, m_images, m_trainSteps}) {
        connect(box, &QSpinBox::valueChanged, this, [this, box] { numberEdited(box); });
        connect(box, &QAbstractSpinBox::editingFinished, this, &WorkloadBar::commitTyped);
    }
    connect(m_deadline, &QDateTimeEdit::dateTimeChanged, this, [this] {
        m_deadlineEdited = true;
        readControls();
        m_deadlineEdited = false;
    });
    connect(m_spot, &QCheckBox::toggled, this, &WorkloadBar::readControls);
    connect(m_wizard, &QToolButton::clicked, this, &WorkloadBar::wizardRequested);
    retranslateUi();
}

void WorkloadBar::retranslateUi()
{
    m_updating = true;
    const int task = m_task->currentIndex();
    m_task->clear();
    for (core::Task t :
         {core::Task::Interactive, core::Task::Batch, core::Task::Lora, core::Task::Finetune})
        m_task->addItem(taskText(t), QVariant::fromValue(int(t)));
    m_task->setCurrentIndex(std::max(0, task));
    const int precision = m_precision->currentIndex();
    m_precision->clear();
    for (core::Precision p : core::allPrecisions())
        m_precision->addItem(precisionText(p), QVariant::fromValue(int(p)));
    m_precision->view()->setMinimumWidth(m_precision->view()->sizeHintForColumn(0));
    m_precision->setCurrentIndex(std::max(0, precision)); // its tooltip follows the index
    const int per = m_sessionsPer->currentIndex();
    m_sessionsPer->clear();
    m_sessionsPer->addItem(tr("a week", "sessions a week"));
    m_sessionsPer->addItem(tr("a month", "sessions a month"));
    m_sessionsPer->setCurrentIndex(per < 0 ? 0 : per);
    const int trainBy = m_trainBy->currentIndex();
    m_trainBy->clear();
    // "Training steps", apart from the denoising "Steps" beside it.
    m_trainBy->addItem(tr("Training steps:", "a training run given in steps"));
    m_trainBy->addItem(tr("Hours:", "a training run given in hours"));
    m_trainBy->setCurrentIndex(std::max(0, trainBy));
    m_updating = false;

    m_task->setAccessibleName(tr("Task"));
    m_model->setAccessibleName(tr("Model"));
    m_precision->setAccessibleName(tr("Precision"));
    m_stepsLabel->setText(tr("St&eps:"));
    m_batchLabel->setText(tr("&Batch:"));
    m_sessionsLabel->setText(tr("Sessions:"));
    m_sessionsPer->setAccessibleName(tr("Sessions counted per"));
    m_minutesLabel->setText(tr("×", "sessions × minutes"));
    m_minutes->setSuffix(tr(" min"));
    m_waitLabel->setText(tr("Wait ≤", "acceptable wait per image"));
    m_wait->setSuffix(tr(" s"));
    m_wait->setToolTip(tr("The longest you accept to wait for one image: slower offers rank "
                          "after every offer within it."));
    m_imagesLabel->setText(tr("&Images:"));
    m_hasDeadline->setText(tr("By:", "a batch job's deadline"));
    m_hasDeadline->setToolTip(tr("Finish the job by this date and time, on as many instances as "
                                 "it needs. Unticked: one instance, for as long as it takes."));
    // ISO 8601 in every language: a date no reader misreads, digits through the locale.
    m_deadline->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_trainBy->setAccessibleName(tr("Training run given in"));
    m_trainSteps->setAccessibleName(tr("Training steps"));
    m_trainHours->setAccessibleName(tr("Training hours"));
    m_trainHours->setSuffix(tr(" h"));
    m_trainHours->setToolTip(tr("A run of this many hours on each offer: the steps follow from "
                                "its speed, the cost from its price."));
    m_textEncoders->setText(tr("Text encoders"));
    m_textEncoders->setToolTip(tr("Where the model's large text encoders (T5-XXL) live while "
                                  "images are made: it decides whether the model fits."));
    m_offloadTextEncoders->setText(tr("&Offloaded after encoding the prompt"));
    m_fp8TextEncoders->setText(tr("Stored in &FP8"));
    m_spot->setText(tr("Allow sp&ot"));
    m_spot->setToolTip(tr(
        "Use spot prices for batch and training work, with the expected cost of interruptions."));
    m_wizard->setText(tr("Workload wi&zard…"));
    m_saved->setText(tr("Saved workloads"));
    if (m_catalog)
        m_summary->setText(summary(m_workload, *m_catalog));
    m_summary->setToolTip(m_summary->text());
}

void WorkloadBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WorkloadBar::setCatalog(const core::Catalog &catalog)
{
    m_catalog = &catalog;
    m_updating = true;
    m_model->clear();
    for (const core::ModelProfile &model : catalog.models)
        m_model->addItem(model.name, model.id);
    m_updating = false;
    showControls();
}

void WorkloadBar::setWorkload(const core::Workload &workload)
{
    // The unit follows a count that comes from elsewhere (the wizard, a saved workload): a week
    // for a whole number a week, else a month. The bar's own edits keep the unit chosen.
    const int count = workload.sessionsPerMonth;
    if ((perWeek() && !units::isWholeWeeks(count))
        || (count != m_workload.sessionsPerMonth && !m_updating)) {
        m_updating = true;
        m_sessionsPer->setCurrentIndex(units::isWholeWeeks(count) ? 0 : 1);
        m_updating = false;
    }
    m_commit->stop(); // a workload from elsewhere replaces a number being typed
    m_workload = workload;
    showControls();
}

void WorkloadBar::showControls()
{
    m_updating = true;
    const core::Workload &w = m_workload;
    m_task->setCurrentIndex(m_task->findData(int(w.task)));
    m_model->setCurrentIndex(m_model->findData(w.model));
    m_steps->setValue(w.config.steps);
    m_batch->setValue(w.config.batch);
    m_precision->setCurrentIndex(m_precision->findData(int(w.config.precision)));
    m_sessions->setValue(perWeek() ? units::sessionsPerWeekFromMonth(w.sessionsPerMonth)
                                   : w.sessionsPerMonth);
    // The other unit in the tooltip: the bar keeps to 1024 px, the header says the count too.
    const QString note = units::sessionsNote(w.sessionsPerMonth, perWeek());
    m_sessions->setToolTip(note);
    m_sessionsPer->setToolTip(note);
    m_sessions->setAccessibleDescription(note);
    m_wait->setValue(w.maxWaitS);
    m_wait->setEnabled(w.task == core::Task::Interactive);
    // A saved workload is data from disk: no float-to-int conversion outside int's range.
    m_minutes->setValue(std::isfinite(w.sessionMinutes)
                            ? int(std::clamp(w.sessionMinutes, double(m_minutes->minimum()),
                                             double(m_minutes->maximum())))
                            : m_minutes->minimum());
    m_images->setValue(int(std::min<qint64>(w.images, m_images->maximum())));
    // Only a different moment is written back: the edit keeps what is being typed in it.
    const bool deadline = w.deadlineAt || w.deadlineHours;
    m_hasDeadline->setChecked(deadline);
    if (!m_deadline->hasFocus() || !deadline) {
        const QDateTime shown = units::deadlineShown(w, QDateTime::currentDateTime());
        if (m_deadline->dateTime() != shown)
            m_deadline->setDateTime(shown);
    }
    m_deadline->setEnabled(deadline);
    m_trainSteps->setValue(w.trainSteps);
    m_trainBy->setCurrentIndex(w.trainHours ? 1 : 0);
    m_trainHours->setValue(w.trainHours.value_or(m_trainHours->value()));
    m_trainSteps->setVisible(!w.trainHours);
    m_trainHours->setVisible(w.trainHours.has_value());
    const core::ModelProfile *profile = m_catalog ? m_catalog->model(w.model) : nullptr;
    m_textEncoders->setVisible(units::textEncoderOptionsApply(profile, w.task));
    m_offloadTextEncoders->setChecked(w.offloadTextEncoders);
    m_fp8TextEncoders->setChecked(w.fp8TextEncoders);
    m_spot->setChecked(w.allowSpot);
    m_spot->setEnabled(w.task != core::Task::Interactive);
    m_volume->setCurrentIndex(w.task == core::Task::Interactive ? 0
                                  : w.task == core::Task::Batch ? 1
                                                                : 2);
    if (m_catalog)
        m_summary->setText(summary(w, *m_catalog));
    m_summary->setToolTip(m_summary->text());
    m_updating = false;
}

// A change the user makes in the box (typing, its arrows, a held key) waits for a pause; one
// made from outside it (a value set by a program, the wheel over an unfocused box) counts at once.
void WorkloadBar::numberEdited(QAbstractSpinBox *box)
{
    if (m_updating)
        return;
    if (box->hasFocus())
        m_commit->start();
    else
        readControls();
}

void WorkloadBar::commitTyped()
{
    if (m_commit->isActive())
        readControls();
}

void WorkloadBar::readControls()
{
    if (m_updating || !m_catalog)
        return;
    m_commit->stop(); // every control is read now
    core::Workload w = m_workload;
    w.task = core::Task(m_task->currentData().toInt());
    const QString model = m_model->currentData().toString();
    if (model != w.model) {
        // A new model brings its own resolution and step defaults.
        w.model = model;
        if (const core::ModelProfile *profile = m_catalog->model(model))
            w.useModel(*profile);
    } else {
        w.config.steps = m_steps->value();
    }
    w.config.batch = m_batch->value();
    w.config.precision = core::Precision(m_precision->currentData().toInt());
    // Sessions typed a week are kept a month: a whole number a week, as the note says.
    w.sessionsPerMonth = perWeek() ? units::sessionsPerMonthFromWeek(m_sessions->value())
                                   : m_sessions->value();
    w.sessionMinutes = m_minutes->value();
    w.maxWaitS = m_wait->value();
    w.images = m_images->value();
    // The deadline is read from the edit only when it was edited or just ticked: another
    // edit keeps it as it is, a moment or a span from the job's start.
    if (!m_hasDeadline->isChecked())
        w.setDeadlineHours(std::nullopt);
    else if (m_deadlineEdited || (!w.deadlineAt && !w.deadlineHours))
        w.setDeadlineAt(m_deadline->dateTime());
    w.trainSteps = m_trainSteps->value();
    w.trainHours = m_trainBy->currentIndex() == 1 ? std::optional(m_trainHours->value())
                                                  : std::nullopt;
    w.offloadTextEncoders = m_offloadTextEncoders->isChecked();
    w.fp8TextEncoders = m_fp8TextEncoders->isChecked();
    w.allowSpot = m_spot->isChecked();
    m_workload = w;
    showControls();
    emit workloadEdited(w);
}

void WorkloadBar::sessionsUnitChosen()
{
    if (m_updating)
        return;
    if (!perWeek()) {
        showControls(); // the same workload, counted a month
        return;
    }
    core::Workload w = m_workload;
    w.sessionsPerMonth = units::sessionsPerMonthFromWeek(
        std::max(1, units::sessionsPerWeekFromMonth(w.sessionsPerMonth)));
    m_workload = w;
    showControls();
    emit workloadEdited(w);
}

bool WorkloadBar::perWeek() const
{
    return m_sessionsPer->currentIndex() == 0;
}

QString WorkloadBar::summary(const core::Workload &w, const core::Catalog &catalog)
{
    // Each part is isolated where the language writes right to left, so a number stays beside
    // its word ("۳۰ اسٹیپس", not "30" carried off to the model's name) and a Latin name or a
    // size keeps its order; the separators join the parts in the paragraph's direction.
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator); // "1024×1024", a size, not an amount
    const core::ModelProfile *model = catalog.model(w.model);
    const int images = int(std::min<qint64>(w.images, INT_MAX));
    const QString minutes = core::Vocabulary::minutes(locale.toString(w.sessionMinutes, 'f', 0));
    const QStringList quality{
        model ? model->name : w.model,
        tr("%1×%2", "width×height")
            .arg(locale.toString(w.config.width), locale.toString(w.config.height)),
        tr("%Ln step(s)", nullptr, w.config.steps),
        tr("batch %1").arg(locale.toString(w.config.batch)),
        precisionText(w.config.precision),
    };
    QStringList volume;
    switch (w.task) {
    case core::Task::Interactive:
        volume << (units::isWholeWeeks(w.sessionsPerMonth)
                       ? tr("%Ln session(s) a week", nullptr,
                            units::sessionsPerWeekFromMonth(w.sessionsPerMonth))
                       : tr("%Ln session(s) a month", nullptr, w.sessionsPerMonth))
               << tr("%1 each", "minutes per session").arg(isolated(minutes));
        break;
    case core::Task::Batch:
        volume << tr("%Ln image(s)", nullptr, images);
        volume << (w.allowSpot ? tr("spot prices where offered") : tr("on-demand prices"));
        if (w.deadlineAt)
            volume << tr("by %1", "a batch job's deadline")
                          .arg(isolated(locale.toString(w.deadlineAt->toLocalTime(),
                                                        QStringLiteral("yyyy-MM-dd HH:mm"))));
        else if (w.deadlineHours)
            volume << tr("within %1", "a batch job's deadline")
                          .arg(isolated(
                              core::Vocabulary::hours(locale.toString(*w.deadlineHours, 'f', 0))));
        break;
    case core::Task::Lora:
    case core::Task::Finetune:
        volume << (w.trainHours ? tr("a run of %1", "training run length")
                                      .arg(isolated(core::Vocabulary::hours(
                                          locale.toString(*w.trainHours, 'f', 1))))
                                : tr("%Ln training step(s)", nullptr, w.trainSteps));
        break;
    }
    const auto join = [](const QStringList &parts) {
        QStringList out;
        for (const QString &part : parts)
            out << isolated(part);
        return out.join(QStringLiteral(" · "));
    };
    return tr("%1: %2 — %3", "task: model and quality — volume")
        .arg(taskText(w.task), join(quality), join(volume));
}

} // namespace ui
