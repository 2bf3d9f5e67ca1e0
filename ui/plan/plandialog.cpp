#include "plandialog.h"

#include "planeditor.h"

#include <core/plan/consumerprices.h>
#include <core/plan/plantable.h>
#include <ui/charts/rentorbuychart.h>
#include <ui/common/format.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ui {

struct PlanDialog::Labels
{
    QLabel *gpu = nullptr;
    QLabel *purchase = nullptr;
    QLabel *resale = nullptr;
    QLabel *months = nullptr;
    QLabel *watts = nullptr;
    QLabel *kwh = nullptr;
};

PlanDialog::PlanDialog(core::Session &session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_snapshot(session.snapshot())
    , m_editor(new PlanEditor(*m_snapshot->catalog, this))
    , m_preset(new QPushButton(this))
    , m_saved(new QComboBox(this))
    , m_save(new QPushButton(this))
    , m_compareLabel(new QLabel(this))
    , m_compare(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_parts(new QTableWidget(this))
    , m_buyBox(new QGroupBox(this))
    , m_gpu(new QComboBox(this))
    , m_purchase(new QDoubleSpinBox(this))
    , m_resale(new QDoubleSpinBox(this))
    , m_months(new QSpinBox(this))
    , m_watts(new QDoubleSpinBox(this))
    , m_kwh(new QDoubleSpinBox(this))
    , m_priceSource(new QLabel(this))
    , m_chart(new RentOrBuyChart(this))
    , m_exportCsv(new QPushButton(this))
    , m_exportPdf(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_labels(std::make_unique<Labels>())
{
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_parts->setColumnCount(5);
    m_parts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_parts->verticalHeader()->hide();
    m_parts->horizontalHeader()->setStretchLastSection(true);
    m_parts->setMinimumHeight(160);
    m_priceSource->setWordWrap(true);
    m_priceSource->setOpenExternalLinks(true);
    for (const core::Gpu &gpu : m_snapshot->catalog->gpus) {
        if (gpu.segment == QLatin1String("consumer"))
            m_gpu->addItem(gpu.name, gpu.id);
    }
    m_purchase->setRange(0, 1e5);
    m_resale->setRange(0, 1e5);
    m_months->setRange(1, 120);
    m_months->setValue(24);
    m_watts->setRange(1, 2000);
    m_watts->setDecimals(0);
    m_kwh->setRange(0, 5);
    m_kwh->setDecimals(3);
    m_kwh->setSingleStep(0.01);
    m_kwh->setValue(0.30);
    for (QDoubleSpinBox *money : {m_purchase, m_resale})
        money->setDecimals(0);

    auto *top = new QHBoxLayout;
    top->addWidget(m_preset);
    top->addWidget(m_saved, 1);
    top->addWidget(m_save);
    auto *left = new QVBoxLayout;
    left->addLayout(top);
    left->addWidget(m_editor, 1);

    Labels &l = *m_labels;
    auto *buy = new QFormLayout(m_buyBox);
    l.gpu = new QLabel(m_buyBox);
    l.purchase = new QLabel(m_buyBox);
    l.resale = new QLabel(m_buyBox);
    l.months = new QLabel(m_buyBox);
    l.watts = new QLabel(m_buyBox);
    l.kwh = new QLabel(m_buyBox);
    buy->addRow(l.gpu, m_gpu);
    buy->addRow(m_priceSource); // across the box: the source is a long line
    buy->addRow(l.purchase, m_purchase);
    buy->addRow(l.resale, m_resale);
    buy->addRow(l.months, m_months);
    buy->addRow(l.watts, m_watts);
    buy->addRow(l.kwh, m_kwh);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_exportCsv);
    buttons->addWidget(m_exportPdf);
    buttons->addStretch();
    buttons->addWidget(m_close);
    auto *right = new QVBoxLayout;
    auto *compare = new QHBoxLayout;
    compare->addWidget(m_compareLabel);
    compare->addWidget(m_compare, 1);
    right->addLayout(compare);
    right->addWidget(m_summary);
    right->addWidget(m_parts, 1);
    auto *buyRow = new QHBoxLayout;
    buyRow->addWidget(m_buyBox);
    buyRow->addWidget(m_chart, 1);
    right->addLayout(buyRow, 1);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addLayout(right, 3);

    connect(m_editor, &PlanEditor::planChanged, this, &PlanDialog::recompute);
    connect(m_preset, &QPushButton::clicked, this,
            [this] { m_editor->setPlan(core::PlanFormat::exploreOnDemandRenderOnSpot()); });
    connect(m_saved, &QComboBox::activated, this,
            [this](int index) { loadSaved(m_saved->itemData(index).toString()); });
    connect(m_save, &QPushButton::clicked, this, &PlanDialog::saveCurrent);
    connect(m_compare, &QComboBox::activated, this, &PlanDialog::recompute);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &PlanDialog::ownGpuChosen);
    for (QDoubleSpinBox *box : {m_purchase, m_resale, m_watts, m_kwh})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PlanDialog::recompute);
    connect(m_months, &QSpinBox::valueChanged, this, &PlanDialog::recompute);
    connect(m_exportCsv, &QPushButton::clicked, this, &PlanDialog::exportCsv);
    connect(m_exportPdf, &QPushButton::clicked, this, &PlanDialog::exportPdf);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(&m_session, &core::Session::catalogChanged, this, [this] {
        m_snapshot = m_session.snapshot();
        recompute();
    });
    m_save->setEnabled(!m_session.isReadOnly());

    retranslateUi();
    refreshSaved();
    setOwnGpu(QStringLiteral("rtx-4090"));
    m_editor->setPlan(core::PlanFormat::exploreOnDemandRenderOnSpot());
    resize(1280, 880);
}

PlanDialog::~PlanDialog() = default;

void PlanDialog::setOwnGpu(const QString &gpuId)
{
    const int index = m_gpu->findData(gpuId);
    if (index >= 0)
        m_gpu->setCurrentIndex(index);
    ownGpuChosen();
}

void PlanDialog::ownGpuChosen()
{
    // Starting values from the sourced table, said to be launch prices; the user corrects them.
    const std::optional<core::ConsumerGpuPrice> known = core::consumerGpuPrice(
        m_gpu->currentData().toString());
    if (known) {
        const QSignalBlocker a(m_purchase), b(m_watts), c(m_resale);
        m_purchase->setValue(known->priceUsd);
        m_resale->setValue(known->priceUsd / 2);
        m_watts->setValue(known->boardPowerW);
    }
    showPriceSource();
    recompute();
}

void PlanDialog::showPriceSource()
{
    const std::optional<core::ConsumerGpuPrice> known = core::consumerGpuPrice(
        m_gpu->currentData().toString());
    if (known) {
        m_priceSource->setText(
            tr("Starting values: launch price (MSRP, not a street price) published %1, "
               "<a href=\"%2\">source</a>; board power from %3. Enter what you would pay.")
                .arg(known->priceObserved.toHtmlEscaped(), known->priceSource.toHtmlEscaped(),
                     known->powerSource.toHtmlEscaped()));
    } else {
        m_priceSource->setText(tr("No sourced price for this card: enter what you would pay "
                                  "and its power draw."));
    }
}

void PlanDialog::recompute()
{
    const core::Plan plan = m_editor->plan();
    // Priced as the table is: the snapshot's workspace (measurements, spot advisor rates).
    const core::Workspace &workspace = m_snapshot->workspace;
    const core::Catalog &catalog = workspace.catalog();
    const core::PlanOptimizer optimizer = workspace.planner();
    m_result.reset();
    m_single.reset();
    m_buying.reset();
    m_error.clear();
    if (core::Expected<core::PlanResult> result = optimizer.cheapest(plan))
        m_result = std::move(result).value();
    else
        m_error = result.error();
    if (m_result && plan.pinnedProvider.isEmpty()) {
        if (core::Expected<core::PlanResult> single = optimizer.cheapestSingleProvider(plan))
            m_single = std::move(single).value();
    }
    const core::Gpu *gpu = catalog.gpu(m_gpu->currentData().toString());
    if (m_result && gpu) {
        core::OwnGpu own{gpu,
                         m_purchase->value(),
                         std::min(m_resale->value(), m_purchase->value()),
                         m_watts->value(),
                         m_kwh->value(),
                         m_months->value()};
        if (core::Expected<core::RentOrBuy> buying = core::RentOrBuyModel::compare(
                catalog, workspace.assumptions(), plan, *m_result, own))
            m_buying = std::move(buying).value();
    }
    m_other.reset();
    if (const QString other = m_compare->currentData().toString(); !other.isEmpty() && m_result) {
        if (const core::Expected<core::Plan> saved = m_session.savedPlan(other)) {
            if (core::Expected<core::PlanResult> placed = optimizer.cheapest(*saved))
                m_other = std::move(placed).value();
        }
    }
    m_chart->setResult(m_buying, m_months->value());
    fillParts();
    fillSummary();
    m_exportCsv->setEnabled(m_result.has_value());
    m_exportPdf->setEnabled(m_result.has_value());
}

void PlanDialog::fillParts()
{
    m_parts->setRowCount(0);
    if (!m_result)
        return;
    auto add = [this](const QStringList &cells) {
        const int row = m_parts->rowCount();
        m_parts->insertRow(row);
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c >= 3)
                item->setTextAlignment(Qt::AlignTrailing | Qt::AlignVCenter);
            m_parts->setItem(row, c, item);
        }
    };
    for (const core::PlanPart &part : m_result->parts) {
        const core::OfferEvaluation &row = part.row;
        QString offer = row.offer.gpu->name;
        if (row.offer.offer->key.gpuCount > 1)
            offer = tr("%1 × %2").arg(row.offer.offer->key.gpuCount).arg(offer);
        if (row.spot)
            offer = tr("%1, spot").arg(offer);
        if (row.instances > 1)
            offer = tr("%1, %n instance(s)", nullptr, row.instances).arg(offer);
        add({taskText(part.workload.task), row.offer.provider->name, offer,
             formatHours(part.instanceHours), formatMoney(part.costUsd)});
    }
    for (const core::PlanStorage &storage : m_result->storage) {
        const core::Provider *provider = m_snapshot->catalog->provider(storage.provider);
        add({tr("Storage, %1 a month").arg(formatGb(storage.gb)),
             provider ? provider->name : storage.provider, QString(), QString(),
             formatMoney(storage.costUsd)});
    }
    add({tr("Total"), QString(), QString(), formatHours(m_result->instanceHours),
         formatMoney(m_result->totalCostUsd)});
    m_parts->resizeColumnsToContents();
}

QString PlanDialog::providerNames(const QStringList &ids) const
{
    QStringList names;
    for (const QString &id : ids) {
        const core::Provider *provider = m_snapshot->catalog->provider(id);
        names.append(isolated(provider ? provider->name : id));
    }
    return names.join(QStringLiteral(", "));
}

void PlanDialog::fillSummary()
{
    if (!m_result) {
        m_summary->setText(tr("This plan cannot be placed: %1").arg(m_error));
        return;
    }
    QStringList lines;
    lines << tr("Monthly bill: %1 (%2)")
                 .arg(formatMoney(m_result->totalCostUsd),
                      m_result->provider.isEmpty()
                          ? tr("cheapest mix: %1").arg(providerNames(m_result->providers()))
                          : tr("everything at %1").arg(providerNames({m_result->provider})));
    if (m_single)
        lines << tr("Everything at one provider (%1): %2, %3 more")
                     .arg(providerNames({m_single->provider}), formatMoney(m_single->totalCostUsd),
                          formatMoney(m_single->totalCostUsd - m_result->totalCostUsd));
    if (m_buying) {
        lines << tr("Buying the card: %1 a month (electricity %2 plus loss of value)")
                     .arg(formatMoney(m_buying->monthlyOwnUsd),
                          formatMoney(m_buying->monthlyElectricityUsd));
        lines
            << (m_buying->breakEvenMonths && *m_buying->breakEvenMonths > m_months->value()
                    ? tr("Owning does not pay off within the card's life of %Ln month(s).", nullptr,
                         m_months->value())
                    : m_buying->breakEvenMonths
                    ? tr("Owning pays off in month %1 (break-even at %2).")
                          .arg(int(std::ceil(*m_buying->breakEvenMonths)))
                          .arg(formatNumber(*m_buying->breakEvenMonths, 1))
                    : tr("Owning never pays off: the electricity alone costs as much as renting."));
        if (!m_buying->runsEverything)
            lines << tr("The card cannot run every workload of the plan (memory, speed or "
                        "deadline): renting is still needed for those.");
    }
    if (m_other)
        lines << tr("Saved plan \"%1\": %2 a month, %3 against this one")
                     .arg(m_other->plan.name, formatMoney(m_other->totalCostUsd),
                          formatMoney(m_other->totalCostUsd - m_result->totalCostUsd));
    if (const auto over = m_result->overBudgetUsd())
        lines << tr("Over the monthly budget of %1 by %2.")
                     .arg(formatMoney(m_result->plan.monthlyBudgetUsd), formatMoney(*over));
    else if (m_result->plan.monthlyBudgetUsd)
        lines << tr("Within the monthly budget of %1.")
                     .arg(formatMoney(m_result->plan.monthlyBudgetUsd));
    m_summary->setText(lines.join(QLatin1Char('\n')));
}

QString PlanDialog::summaryText() const
{
    return m_summary->text();
}

void PlanDialog::refreshSaved()
{
    const QString compared = m_compare->currentData().toString();
    m_saved->clear();
    m_compare->clear();
    m_saved->addItem(tr("Saved plans…"), QString());
    m_compare->addItem(tr("no other plan"), QString());
    if (const core::Expected<QStringList> names = m_session.savedPlanNames()) {
        for (const QString &name : *names) {
            m_saved->addItem(name, name);
            m_compare->addItem(name, name);
        }
    }
    m_compare->setCurrentIndex(std::max(0, m_compare->findData(compared)));
}

void PlanDialog::compareWith(const QString &name)
{
    m_compare->setCurrentIndex(std::max(0, m_compare->findData(name)));
    recompute();
}

void PlanDialog::loadSaved(const QString &name)
{
    if (name.isEmpty())
        return;
    const core::Expected<core::Plan> plan = m_session.savedPlan(name);
    if (plan)
        m_editor->setPlan(*plan);
    else
        QMessageBox::warning(this, tr("Saved plans"), plan.error());
}

core::Status PlanDialog::savePlan(const core::Plan &plan)
{
    m_editor->setPlan(plan);
    core::Status status = m_session.savePlan(plan);
    refreshSaved();
    m_saved->setCurrentIndex(std::max(0, m_saved->findData(plan.name.trimmed())));
    return status;
}

void PlanDialog::saveCurrent()
{
    core::Plan plan = m_editor->plan();
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save plan"), tr("Name of the plan:"),
                                               QLineEdit::Normal, plan.name, &ok);
    if (!ok)
        return;
    plan.name = name.trimmed();
    if (core::Status status = m_session.savePlan(plan); !status.ok()) {
        QMessageBox::warning(this, tr("Save plan"), status.error());
        return;
    }
    refreshSaved();
}

void PlanDialog::exportCsv()
{
    if (!m_result)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export plan as CSV"), {},
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (core::Status status = core::PlanExport::writeCsv(path, *m_result, m_single, true);
        !status.ok())
        QMessageBox::warning(this, tr("Export plan as CSV"), status.error());
}

void PlanDialog::exportPdf()
{
    if (!m_result)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export plan as PDF"), {},
                                                      tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (core::Status status = core::PlanExport::writePdf(path, *m_result, m_single, m_buying,
                                                         QLocale(), true);
        !status.ok())
        QMessageBox::warning(this, tr("Export plan as PDF"), status.error());
}

void PlanDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showPriceSource();
        recompute();
    }
    QDialog::changeEvent(event);
}

void PlanDialog::retranslateUi()
{
    setWindowTitle(tr("Plan the month"));
    m_preset->setText(tr("Explore on demand, render on spot"));
    m_preset->setToolTip(tr("The article's advice: interactive sessions on demand, the bulk "
                            "render on spot, a LoRA a month"));
    m_save->setText(tr("Save plan…"));
    if (m_saved->count() > 0)
        m_saved->setItemText(0, tr("Saved plans…"));
    m_compareLabel->setText(tr("Compare with:"));
    if (m_compare->count() > 0)
        m_compare->setItemText(0, tr("no other plan"));
    m_parts->setHorizontalHeaderLabels(
        {tr("Workload"), tr("Provider"), tr("Offer"), tr("Hours a month"), tr("Cost a month")});
    m_buyBox->setTitle(tr("Or buy a card"));
    m_labels->gpu->setText(tr("GPU:"));
    m_labels->purchase->setText(tr("Purchase price:"));
    m_labels->resale->setText(tr("Resale value:"));
    m_labels->months->setText(tr("Sold after (months):"));
    m_labels->watts->setText(tr("Power draw (W):"));
    m_labels->kwh->setText(tr("Electricity per kWh:"));
    for (QDoubleSpinBox *box : {m_purchase, m_resale, m_kwh})
        box->setPrefix(QStringLiteral("$"));
    m_exportCsv->setText(tr("Export CSV…"));
    m_exportPdf->setText(tr("Export PDF…"));
    m_close->setText(tr("Close"));
}

} // namespace ui
