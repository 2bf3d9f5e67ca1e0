#pragma once

#include "workloadpage.h"

#include <core/catalog/catalog.h>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace ui {

// Model and quality: the checkpoint, resolution, steps, batch, precision and, for video
// models, frames. Choosing another model brings its defaults from the catalog's profile.
class ModelPage final : public WorkloadPage
{
    Q_OBJECT

public:
    explicit ModelPage(const core::Catalog &catalog, QWidget *parent = nullptr);

    void load(const core::Workload &workload) override;
    void apply(core::Workload &workload) const override;
    // The text-encoder options apply to image generation only.
    void setTask(core::Task task);

protected:
    void retranslateUi() override;

private:
    void modelChosen();
    void updateModelNote();
    void updateSubTitle();
    const core::ModelProfile *currentModel() const;

    const core::Catalog &m_catalog;
    QFormLayout *m_form = nullptr;
    QLabel *m_modelLabel = nullptr;
    QComboBox *m_model = nullptr;
    QLabel *m_modelNote = nullptr;
    QLabel *m_widthLabel = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_heightLabel = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_stepsLabel = nullptr;
    QSpinBox *m_steps = nullptr;
    QLabel *m_batchLabel = nullptr;
    QSpinBox *m_batch = nullptr;
    QLabel *m_precisionLabel = nullptr;
    QComboBox *m_precision = nullptr;
    QLabel *m_framesLabel = nullptr;
    QSpinBox *m_frames = nullptr;
    QCheckBox *m_offloadTextEncoders
        = nullptr; // FLUX-class models (units::textEncoderOptionsApply)
    QCheckBox *m_fp8TextEncoders = nullptr;
    QLabel *m_textEncodersNote = nullptr;
    core::Task m_task = core::Task::Interactive;
};

} // namespace ui
