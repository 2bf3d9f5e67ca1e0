#pragma once

#include <core/session/session.h>

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace ui {

// "I measured this…": records the user's own speed for a GPU and the workload's settings
// (seconds per image or it/s, optionally where); it becomes the basis for that GPU and model
// ahead of published figures, labelled "your measurement". Lists the measurements so far,
// each removable.
class MeasureDialog final : public QDialog
{
    Q_OBJECT

public:
    // Starts from the selected offer's GPU and provider (empty: the first GPU) and the
    // session's workload.
    MeasureDialog(core::Session &session, const QString &gpuId, const QString &providerId,
                  QWidget *parent = nullptr);

    void setValue(double value, bool secondsPerImage);
    // Records what the form says; false (and a message) when refused.
    bool record();
    QTableWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refreshList();
    void removeSelected();

    core::Session &m_session;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_provider = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QSpinBox *m_steps = nullptr;
    QSpinBox *m_batch = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_stack = nullptr;
    QRadioButton *m_perImage = nullptr;
    QRadioButton *m_its = nullptr;
    QDoubleSpinBox *m_value = nullptr;
    QLabel *m_error = nullptr;
    QTableWidget *m_list = nullptr;
    QPushButton *m_record = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_close = nullptr;
    QList<QLabel *> m_labels;
};

} // namespace ui
