#include "measuredialog.h"

#include <ui/common/format.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ui {

MeasureDialog::MeasureDialog(core::Session &session, const QString &gpuId,
                             const QString &providerId, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_gpu(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_provider(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_steps(new QSpinBox(this))
    , m_batch(new QSpinBox(this))
    , m_precision(new QComboBox(this))
    , m_stack(new QComboBox(this))
    , m_perImage(new QRadioButton(this))
    , m_its(new QRadioButton(this))
    , m_value(new QDoubleSpinBox(this))
    , m_error(new QLabel(this))
    , m_list(new QTableWidget(this))
    , m_record(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    const core::Catalog &catalog = session.catalog();
    const core::Workload &workload = session.workload();
    for (const core::Gpu &gpu : catalog.gpus)
        m_gpu->addItem(gpu.name, gpu.id);
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(gpuId)));
    for (const core::ModelProfile &model : catalog.models)
        m_model->addItem(model.name, model.id);
    m_model->setCurrentIndex(std::max(0, m_model->findData(workload.model)));
    m_provider->addItem(QString());
    for (const core::Provider &provider : catalog.providers)
        m_provider->addItem(provider.name, provider.id);
    m_provider->setCurrentIndex(std::max(0, m_provider->findData(providerId)));
    for (QSpinBox *size : {m_width, m_height}) {
        size->setRange(64, 8192);
        size->setSingleStep(64);
    }
    m_width->setValue(workload.config.width);
    m_height->setValue(workload.config.height);
    m_steps->setRange(1, 1000);
    m_steps->setValue(workload.config.steps);
    m_batch->setRange(1, 256);
    m_batch->setValue(workload.config.batch);
    for (core::Precision p : core::allPrecisions())
        m_precision->addItem(precisionText(p), core::precisionId(p));
    m_precision->setCurrentIndex(
        std::max(0, m_precision->findData(core::precisionId(workload.config.precision))));
    for (const QString &stack : core::benchmarkStackIds())
        m_stack->addItem(stack, stack);
    m_stack->setCurrentIndex(std::max(0, m_stack->findData(workload.config.stack)));
    m_perImage->setChecked(true);
    m_value->setRange(0.001, 100000);
    m_value->setDecimals(3);
    m_value->setValue(1);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: palette(link)"));
    m_list->setColumnCount(5);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);

    auto *form = new QFormLayout;
    auto row = [&](QWidget *field) {
        auto *label = new QLabel(this);
        m_labels.append(label);
        form->addRow(label, field);
    };
    for (QWidget *field : std::initializer_list<QWidget *>{
             m_gpu, m_model, m_provider, m_width, m_height, m_steps, m_batch, m_precision, m_stack})
        row(field);
    auto *kind = new QHBoxLayout;
    kind->addWidget(m_perImage);
    kind->addWidget(m_its);
    form->addRow(kind);
    row(m_value);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_record);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_record, &QPushButton::clicked, this, [this] { record(); });
    connect(m_remove, &QPushButton::clicked, this, &MeasureDialog::removeSelected);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    const bool writable = !session.isReadOnly();
    m_record->setEnabled(writable);
    m_remove->setEnabled(writable);
    if (!writable)
        m_error->setText(session.readOnlyReason());
    retranslateUi();
    refreshList();
    resize(560, 640);
}

void MeasureDialog::setValue(double value, bool secondsPerImage)
{
    (secondsPerImage ? m_perImage : m_its)->setChecked(true);
    m_value->setValue(value);
}

bool MeasureDialog::record()
{
    core::Measurement m;
    m.gpu = m_gpu->currentData().toString();
    m.model = m_model->currentData().toString();
    m.provider = m_provider->currentData().toString();
    m.config.width = m_width->value();
    m.config.height = m_height->value();
    m.config.steps = m_steps->value();
    m.config.batch = m_batch->value();
    m.config.precision = core::precisionFromId(m_precision->currentData().toString())
                             .value_or(core::Precision::Fp16);
    m.config.stack = m_stack->currentData().toString();
    if (m_perImage->isChecked())
        m.secondsPerImage = m_value->value();
    else
        m.iterationsPerSecond = m_value->value();
    const core::Expected<qint64> id = m_session.addMeasurement(m);
    if (!id) {
        m_error->setText(id.error());
        return false;
    }
    m_error->setText(tr("Recorded: from now on the basis for %1 with %2, labelled \"your "
                        "measurement\".")
                         .arg(m_gpu->currentText(), m_model->currentText()));
    refreshList();
    return true;
}

void MeasureDialog::refreshList()
{
    m_list->setRowCount(0);
    const core::Expected<QList<core::Measurement>> all = m_session.measurements();
    if (!all)
        return;
    for (const core::Measurement &m : *all) {
        const int row = m_list->rowCount();
        m_list->insertRow(row);
        const core::Gpu *gpu = m_session.catalog().gpu(m.gpu);
        const core::ModelProfile *model = m_session.catalog().model(m.model);
        const QString figure = m.secondsPerImage
            ? tr("%1 s per image").arg(formatNumber(m.secondsPerImage, 3))
            : tr("%1 it/s").arg(formatNumber(m.iterationsPerSecond, 3));
        const QStringList cells{gpu ? gpu->name : m.gpu, model ? model->name : m.model,
                                QStringLiteral("%1×%2, %3")
                                    .arg(m.config.width)
                                    .arg(m.config.height)
                                    .arg(tr("%n step(s)", nullptr, m.config.steps)),
                                figure,
                                QLocale().toString(m.recordedAt.date(), QLocale::ShortFormat)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setData(Qt::UserRole, m.id);
            m_list->setItem(row, c, item);
        }
    }
    m_list->resizeColumnsToContents();
}

void MeasureDialog::removeSelected()
{
    const QList<QTableWidgetItem *> items = m_list->selectedItems();
    if (items.isEmpty())
        return;
    const qint64 id = items.first()->data(Qt::UserRole).toLongLong();
    if (core::Status status = m_session.removeMeasurement(id); !status.ok())
        m_error->setText(status.error());
    else
        m_error->setText(tr("Removed: the published figures are the basis again."));
    refreshList();
}

void MeasureDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void MeasureDialog::retranslateUi()
{
    setWindowTitle(tr("I measured this…"));
    const QStringList labels{
        tr("GPU:"),   tr("Model:"), tr("Where (optional):"), tr("Width:"),    tr("Height:"),
        tr("Steps:"), tr("Batch:"), tr("Precision:"),        tr("Software:"), tr("Measured:")};
    for (qsizetype i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    m_provider->setItemText(0, tr("not said"));
    m_perImage->setText(tr("seconds per image"));
    m_its->setText(tr("iterations per second"));
    m_list->setHorizontalHeaderLabels(
        {tr("GPU"), tr("Model"), tr("Settings"), tr("Your measurement"), tr("Recorded")});
    m_record->setText(tr("Record"));
    m_remove->setText(tr("Remove selected"));
    m_close->setText(tr("Close"));
}

} // namespace ui
