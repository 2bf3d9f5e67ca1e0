#include "modelpage.h"

#include "workloadunits.h"

#include <ui/common/elidingcombobox.h>
#include <ui/common/format.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace ui {
namespace {

// The largest card most people rent or own for one image (RTX 3090/4090, A10, L4): a model whose
// 16-bit weights alone fill it runs there only with its weights in FP8 (ComfyUI's and Forge's
// default for FLUX) or offloaded.
constexpr double CommonCardGb = 24;

bool weightsFillACommonCard(const core::ModelProfile &model)
{
    return model.paramsBillion * core::bytesPerWeight(core::Precision::Bf16) >= CommonCardGb;
}

} // namespace

ModelPage::ModelPage(const core::Catalog &catalog, QWidget *parent)
    : WorkloadPage(parent)
    , m_catalog(catalog)
    , m_form(new QFormLayout(this))
    , m_modelLabel(new QLabel(this))
    , m_model(new ElidingComboBox(this))
    , m_modelNote(createNote())
    , m_widthLabel(new QLabel(this))
    , m_width(new QSpinBox(this))
    , m_heightLabel(new QLabel(this))
    , m_height(new QSpinBox(this))
    , m_stepsLabel(new QLabel(this))
    , m_steps(new QSpinBox(this))
    , m_batchLabel(new QLabel(this))
    , m_batch(new QSpinBox(this))
    , m_precisionLabel(new QLabel(this))
    , m_precision(new QComboBox(this))
    , m_framesLabel(new QLabel(this))
    , m_frames(new QSpinBox(this))
    , m_offloadTextEncoders(new QCheckBox(this))
    , m_fp8TextEncoders(new QCheckBox(this))
    , m_textEncodersNote(createNote())
{
    setObjectName(QStringLiteral("modelPage"));
    m_model->setObjectName(QStringLiteral("model"));
    m_width->setObjectName(QStringLiteral("width"));
    m_height->setObjectName(QStringLiteral("height"));
    m_steps->setObjectName(QStringLiteral("steps"));
    m_batch->setObjectName(QStringLiteral("batch"));
    m_precision->setObjectName(QStringLiteral("precision"));
    m_frames->setObjectName(QStringLiteral("frames"));
    m_offloadTextEncoders->setObjectName(QStringLiteral("offloadTextEncoders"));
    m_fp8TextEncoders->setObjectName(QStringLiteral("fp8TextEncoders"));
    m_textEncodersNote->setBuddy(m_offloadTextEncoders);

    for (const core::ModelProfile &model : catalog.models)
        m_model->addItem(model.name, model.id);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QSpinBox *size : {m_width, m_height}) {
        size->setRange(64, 8192);
        size->setSingleStep(64);
    }
    m_steps->setRange(1, 1000);
    m_batch->setRange(1, 256);
    m_frames->setRange(1, 2000);
    for (core::Precision precision : core::allPrecisions())
        m_precision->addItem(QString(), int(precision));

    for (auto [label, field] : {std::pair<QLabel *, QWidget *>{m_modelLabel, m_model},
                                {m_widthLabel, m_width},
                                {m_heightLabel, m_height},
                                {m_framesLabel, m_frames},
                                {m_stepsLabel, m_steps},
                                {m_batchLabel, m_batch},
                                {m_precisionLabel, m_precision}})
        label->setBuddy(field);
    m_form->addRow(m_modelLabel, m_model);
    m_form->addRow(QString(), m_modelNote);
    m_form->addRow(m_widthLabel, m_width);
    m_form->addRow(m_heightLabel, m_height);
    m_form->addRow(m_framesLabel, m_frames);
    m_form->addRow(m_stepsLabel, m_steps);
    m_form->addRow(m_batchLabel, m_batch);
    m_form->addRow(m_precisionLabel, m_precision);
    m_form->addRow(QString(), m_offloadTextEncoders);
    m_form->addRow(QString(), m_fp8TextEncoders);
    m_form->addRow(QString(), m_textEncodersNote);

    // Frames sit under the resolution, where a video's size is read.
    setTabOrder(m_height, m_frames);
    setTabOrder(m_frames, m_steps);
    connect(m_model, &QComboBox::currentIndexChanged, this, &ModelPage::modelChosen);
    retranslateUi();
}

void ModelPage::retranslateUi()
{
    setTitle(tr("Model and quality"));
    updateSubTitle();
    setFieldLabel(m_modelLabel, tr("&Model:"));
    setFieldLabel(m_widthLabel, tr("&Width (pixels):"));
    setFieldLabel(m_heightLabel, tr("&Height (pixels):"));
    setFieldLabel(m_framesLabel, tr("F&rames per video:"));
    setFieldLabel(m_stepsLabel, tr("&Denoising steps:"));
    setFieldLabel(m_batchLabel, tr("Batch si&ze:"));
    setFieldLabel(m_precisionLabel, tr("&Precision:"));
    m_batch->setToolTip(
        tr("Images generated together in one pass; larger batches need more memory."));
    m_precision->setToolTip(
        tr("The number format of the weights and math. BF16 needs a GPU that supports it. FP8 "
           "weights (ComfyUI's and Forge's default FP8) and 4-bit weights (NF4, GGUF) halve or "
           "quarter the weights' memory and run slightly slower; FP8 compute (TensorRT, "
           "torchao) also runs faster on the newest GPUs."));
    for (int i = 0; i < m_precision->count(); ++i)
        m_precision->setItemText(i,
                                 precisionText(core::Precision(m_precision->itemData(i).toInt())));
    m_offloadTextEncoders->setText(tr("&Offload the text encoders after encoding the prompt"));
    m_offloadTextEncoders->setAccessibleName(tr("Offload the text encoders"));
    m_fp8TextEncoders->setText(tr("Text encoders in FP&8"));
    m_fp8TextEncoders->setAccessibleName(tr("Text encoders in FP8"));
    m_textEncodersNote->setText(
        tr("The T5-XXL text encoder takes about 10 GB in 16 bits. Offloaded (ComfyUI, diffusers' "
           "model offload) it leaves the card before the image is made; in FP8 it takes half."));
    m_offloadTextEncoders->setAccessibleDescription(m_textEncodersNote->text());
    updateModelNote();
}

const core::ModelProfile *ModelPage::currentModel() const
{
    return m_catalog.model(m_model->currentData().toString());
}

void ModelPage::load(const core::Workload &workload)
{
    {
        // Loading shows the workload as it is: no model defaults overwrite it.
        const QSignalBlocker blocker(m_model);
        int index = m_model->findData(workload.model);
        if (index < 0 && !workload.model.isEmpty()) {
            m_model->addItem(workload.model,
                             workload.model); // not in this catalog: keep it visible
            index = m_model->count() - 1;
        }
        m_model->setCurrentIndex(index);
    }
    m_width->setValue(workload.config.width);
    m_height->setValue(workload.config.height);
    m_steps->setValue(workload.config.steps);
    m_batch->setValue(workload.config.batch);
    m_precision->setCurrentIndex(
        std::max(0, m_precision->findData(int(workload.config.precision))));
    const core::ModelProfile *model = currentModel();
    m_frames->setValue(
        workload.config.frames.value_or(model ? model->defaultFrames.value_or(1) : 1));
    m_offloadTextEncoders->setChecked(workload.offloadTextEncoders);
    m_fp8TextEncoders->setChecked(workload.fp8TextEncoders);
    m_task = workload.task;
    updateSubTitle();
    updateModelNote();
}

void ModelPage::setTask(core::Task task)
{
    m_task = task;
    updateSubTitle();
    updateModelNote();
}

void ModelPage::updateSubTitle()
{
    const bool training = m_task == core::Task::Lora || m_task == core::Task::Finetune;
    setSubTitle(training ? tr("The model to train and the images it trains on. Choosing a model "
                              "fills in its usual resolution.")
                         : tr("What one generation looks like. Choosing a model fills in its "
                              "usual resolution and steps."));
}

void ModelPage::apply(core::Workload &workload) const
{
    workload.model = m_model->currentData().toString();
    workload.config.width = m_width->value();
    workload.config.height = m_height->value();
    workload.config.steps = m_steps->value();
    workload.config.batch = m_batch->value();
    workload.config.precision = core::Precision(m_precision->currentData().toInt());
    const core::ModelProfile *model = currentModel();
    const bool video = model ? model->kind == QLatin1String("video")
                             : workload.config.frames.has_value();
    workload.config.frames = video ? std::optional<int>(m_frames->value()) : std::nullopt;
    workload.offloadTextEncoders = m_offloadTextEncoders->isChecked();
    workload.fp8TextEncoders = m_fp8TextEncoders->isChecked();
}

void ModelPage::modelChosen()
{
    if (const core::ModelProfile *model = currentModel()) {
        if (model->defaultWidth > 0)
            m_width->setValue(model->defaultWidth);
        if (model->defaultHeight > 0)
            m_height->setValue(model->defaultHeight);
        if (model->defaultSteps > 0)
            m_steps->setValue(model->defaultSteps);
        if (model->defaultFrames)
            m_frames->setValue(*model->defaultFrames);
        // Offered where the model does not fit a common card at 16 bits: its weights in FP8.
        const auto precision = core::Precision(m_precision->currentData().toInt());
        if (weightsFillACommonCard(*model)
            && (precision == core::Precision::Fp16 || precision == core::Precision::Bf16))
            m_precision->setCurrentIndex(m_precision->findData(int(core::Precision::Fp8Weights)));
    }
    updateModelNote();
}

void ModelPage::updateModelNote()
{
    const core::ModelProfile *model = currentModel();
    const bool video = model && model->kind == QLatin1String("video");
    m_form->setRowVisible(m_frames, video);
    const bool encoders = units::textEncoderOptionsApply(model, m_task);
    for (QWidget *row : std::initializer_list<QWidget *>{m_offloadTextEncoders, m_fp8TextEncoders,
                                                         m_textEncodersNote})
        m_form->setRowVisible(row, encoders);
    if (!model) {
        m_modelNote->setText(
            tr("This model is not in the catalog; its speed and memory cannot be computed."));
        return;
    }
    const QLocale locale;
    const QString params = locale.toString(model->paramsBillion, 'f',
                                           model->paramsBillion < 10 ? 1 : 0);
    const QString note = video
        ? tr("A video model with %1 billion parameters. Usual settings: %2 "
             "× %3 pixels, %4, %Ln step(s).",
             nullptr, model->defaultSteps)
              .arg(params, locale.toString(model->defaultWidth),
                   locale.toString(model->defaultHeight),
                   tr("%Ln frame(s)", nullptr, model->defaultFrames.value_or(0)))
        : tr("An image model with %1 billion parameters. Usual settings: %2 "
             "× %3 pixels, %Ln step(s).",
             nullptr, model->defaultSteps)
              .arg(params, locale.toString(model->defaultWidth),
                   locale.toString(model->defaultHeight));
    const QString fp8 = weightsFillACommonCard(*model) ? QLatin1Char(' ')
            + tr("At 16 bits its weights alone fill a 24 GB card; FP8 weights (ComfyUI's and "
                 "Forge's default) halve them.")
                                                       : QString();
    m_modelNote->setText(note + fp8);
    m_model->setAccessibleDescription(note + fp8);
}

} // namespace ui
