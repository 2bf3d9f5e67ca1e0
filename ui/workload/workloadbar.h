#pragma once

#include <core/catalog/catalog.h>
#include <core/engine/workload.h>

#include <QWidget>

class QAbstractSpinBox;
class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QAction;
class QLabel;
class QSpinBox;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace ui {

// The active workload above the table, editable without the wizard for quick tweaks.
class WorkloadBar final : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadBar(QWidget *parent = nullptr);

    void setCatalog(const core::Catalog &catalog);
    void setWorkload(const core::Workload &workload);
    core::Workload workload() const { return m_workload; }
    QToolButton *savedButton() const { return m_saved; }

    // "SDXL · 1024×1024 · 30 steps · batch 1 · FP16 — 12 sessions × 60 min a month"
    static QString summary(const core::Workload &workload, const core::Catalog &catalog);

signals:
    void workloadEdited(const core::Workload &workload);
    void wizardRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void readControls();
    void numberEdited(QAbstractSpinBox *box);
    void commitTyped();
    void showControls();
    void sessionsUnitChosen();
    bool perWeek() const;

    const core::Catalog *m_catalog = nullptr;
    core::Workload m_workload;
    bool m_updating = false;
    // A number being typed is taken after a pause, on Enter or on leaving its box: typing
    // "24" evaluates once, not for "2" and again for "24".
    QTimer *m_commit = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_task = nullptr;
    QComboBox *m_model = nullptr;
    QLabel *m_stepsLabel = nullptr;
    QSpinBox *m_steps = nullptr;
    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batch = nullptr;
    QComboBox *m_precision = nullptr;
    QStackedWidget *m_volume = nullptr;
    QLabel *m_sessionsLabel = nullptr;
    QSpinBox *m_sessions = nullptr;
    QComboBox *m_sessionsPer = nullptr; // a week or a month
    QLabel *m_minutesLabel = nullptr;
    QSpinBox *m_minutes = nullptr;
    QLabel *m_waitLabel = nullptr;
    QDoubleSpinBox *m_wait = nullptr; // the acceptable wait per image
    QLabel *m_imagesLabel = nullptr;
    QSpinBox *m_images = nullptr;
    QCheckBox *m_hasDeadline = nullptr;
    QDateTimeEdit *m_deadline = nullptr;
    bool m_deadlineEdited = false; // while the edit's own change is read
    QComboBox *m_trainBy = nullptr; // a run of steps, or of hours
    QSpinBox *m_trainSteps = nullptr;
    QDoubleSpinBox *m_trainHours = nullptr;
    QToolButton *m_textEncoders = nullptr; // FLUX-class models: offloaded, FP8
    QAction *m_offloadTextEncoders = nullptr;
    QAction *m_fp8TextEncoders = nullptr;
    QCheckBox *m_spot = nullptr;
    QToolButton *m_wizard = nullptr;
    QToolButton *m_saved = nullptr;
};

} // namespace ui
