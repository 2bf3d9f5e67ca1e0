#include "comparedialog.h"

#include <core/text/offername.h>
#include <ui/common/format.h>
#include <ui/offers/offersmodel.h>
#include <ui/workload/workloadbar.h>

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {
namespace {

// Speed and cost of an offer the workload does not fit on are not a real option.
bool dependsOnFit(OfferColumn column)
{
    return column == OfferColumn::SecondsPerImage || column == OfferColumn::TrainingStep
        || column == OfferColumn::ImagesPerHour || column == OfferColumn::UsdPer1000
        || column == OfferColumn::TotalCost || column == OfferColumn::TimeToFinish;
}

// A shade between the palette's base and highlight: visible in light and dark themes alike.
QColor differsShade(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor highlight = palette.color(QPalette::Highlight);
    constexpr double mix = 0.12;
    return QColor::fromRgbF(float(base.redF() * (1 - mix) + highlight.redF() * mix),
                            float(base.greenF() * (1 - mix) + highlight.greenF() * mix),
                            float(base.blueF() * (1 - mix) + highlight.blueF() * mix));
}

} // namespace

CompareDialog::CompareDialog(std::shared_ptr<const core::Snapshot> snapshot, QList<int> rows,
                             QWidget *parent)
    : QDialog(parent)
    , m_snapshot(std::move(snapshot))
    , m_model(new OffersModel(this))
    , m_context(new QLabel(this))
    , m_scrollNote(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_legend(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("compareDialog"));
    const qsizetype available = m_snapshot ? m_snapshot->evaluation.rows.size() : 0;
    rows.erase(std::remove_if(rows.begin(), rows.end(),
                              [available](int row) { return row < 0 || row >= available; }),
               rows.end());
    m_rows = rows;
    m_model->setSnapshot(m_snapshot);

    m_context->setObjectName(QStringLiteral("compareContext"));
    m_context->setWordWrap(true);
    m_context->setTextFormat(Qt::PlainText);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->setCornerButtonEnabled(false);
    m_scrollNote->setObjectName(QStringLiteral("compareScrollNote"));
    m_scrollNote->setWordWrap(true);
    m_scrollNote->setVisible(offerCount() > offersAtOnce);
    const QFontMetrics offerMetrics(font());
    if (offerCount() > offersAtOnce) {
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        m_table->horizontalHeader()->setDefaultSectionSize(offerMetrics.averageCharWidth() * 22);
        m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    } else {
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    }
    // Row labels whole, in every script.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_legend->setObjectName(QStringLiteral("compareLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::PlainText);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_context);
    layout->addWidget(m_scrollNote);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_buttons);
    retranslateUi();

    // Tall enough to show every attribute without scrolling, wide enough for the offers.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    const QFontMetrics metrics(font());
    const int width = std::min(
        metrics.averageCharWidth() * (24 + 22 * std::min(offerCount(), int(offersAtOnce))), 1400);
    // One row of slack: the two-line column headers grow once the style has polished them.
    // Never more than the screen's available area less a window manager's frame: on a laptop
    // the table scrolls and Close stays on the screen.
    const QSize room = screen()->availableGeometry().size() - QSize(8, 40);
    resize(
        QSize(width,
              layout->totalHeightForWidth(width) + m_table->verticalHeader()->defaultSectionSize())
            .boundedTo(room));
}

CompareDialog::~CompareDialog() = default;

const QList<OfferColumn> &CompareDialog::attributes()
{
    static const QList<OfferColumn> list = [] {
        QList<OfferColumn> columns{OfferColumn::Provider,     OfferColumn::Gpu,
                                   OfferColumn::GpuCount,     OfferColumn::Vram,
                                   OfferColumn::Fp16Tflops,   OfferColumn::Bandwidth,
                                   OfferColumn::OnDemand,     OfferColumn::Spot,
                                   OfferColumn::Billing,      OfferColumn::Minimum,
                                   OfferColumn::Storage,      OfferColumn::ColdStart,
                                   OfferColumn::Fits,         OfferColumn::SecondsPerImage,
                                   OfferColumn::TrainingStep, OfferColumn::ImagesPerHour,
                                   OfferColumn::UsdPer1000,   OfferColumn::TotalCost,
                                   OfferColumn::TimeToFinish, OfferColumn::Instances,
                                   OfferColumn::Basis,        OfferColumn::DataAge};
        for (int column = offerColumnCount; column < tableColumnCount(); ++column)
            columns.append(OfferColumn(column));
        return columns;
    }();
    return list;
}

core::Better CompareDialog::better(OfferColumn attribute)
{
    const core::ColumnSpec *spec = columnSpec(attribute);
    return spec ? spec->better : core::Better::Nothing;
}

void CompareDialog::retranslateUi()
{
    setWindowTitle(tr("Compare offers"));
    m_context->setText(m_snapshot ? tr("For the workload %1")
                                        .arg(WorkloadBar::summary(m_snapshot->evaluation.workload,
                                                                  *m_snapshot->catalog))
                                  : QString());
    m_scrollNote->setText(
        tr("%n offer(s) side by side: scroll sideways to see them all.", nullptr, offerCount()));
    //: ✓ is the mark shown beside the best value of a row
    m_legend->setText(tr(
        "Shaded rows, with their name in bold, differ between the offers. ✓ marks the best value "
        "of a row: the lowest price, cost or time; the highest throughput, VRAM or TFLOPS. An "
        "unknown value (—) is never the best, and an offer the workload does not fit is never "
        "the best for speed or cost."));
    fill();
}

void CompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        fill();
    QDialog::changeEvent(event);
}

QString CompareDialog::cellText(int attribute, int offer) const
{
    const OfferColumn column = attributes().at(attribute);
    return m_model->index(m_rows.at(offer), int(column)).data(Qt::DisplayRole).toString();
}

bool CompareDialog::differs(int attribute) const
{
    return m_differs.value(attribute);
}

bool CompareDialog::isBest(int attribute, int offer) const
{
    return m_best.value(attribute).value(offer);
}

void CompareDialog::markBest(int attribute)
{
    const OfferColumn column = attributes().at(attribute);
    QList<bool> &best = m_best[attribute];
    best = QList<bool>(offerCount(), false);
    const core::Better direction = better(column);
    if (direction == core::Better::Nothing || !m_differs.at(attribute))
        return;
    QList<std::optional<double>> values;
    for (int offer = 0; offer < offerCount(); ++offer) {
        const int row = m_rows.at(offer);
        const bool eligible = !dependsOnFit(column) || m_model->row(row).fit != core::Fit::No;
        values.append(eligible ? m_model->number(row, column) : std::nullopt);
    }
    std::optional<double> top;
    for (const std::optional<double> &value : std::as_const(values)) {
        if (value && (!top || (direction == core::Better::Lower ? *value < *top : *value > *top)))
            top = value;
    }
    if (!top)
        return; // unknown is never best
    for (int offer = 0; offer < offerCount(); ++offer)
        best[offer] = values.at(offer) && *values.at(offer) == *top;
}

void CompareDialog::fill()
{
    const int attributeTotal = attributeCount();
    m_table->clear();
    m_table->setRowCount(attributeTotal);
    m_table->setColumnCount(offerCount());
    m_differs = QList<bool>(attributeTotal, false);
    m_best = QList<QList<bool>>(attributeTotal);

    for (int offer = 0; offer < offerCount(); ++offer) {
        const int row = m_rows.at(offer);
        auto *header = new QTableWidgetItem(
            tr("%1\n%2", "compare column header: GPU, then provider")
                .arg(m_model->text(row, OfferColumn::Gpu),
                     m_model->text(row, OfferColumn::Provider)));
        header->setToolTip(core::OfferName::full(m_model->row(row).offer));
        m_table->setHorizontalHeaderItem(offer, header);
    }

    const QColor shade = differsShade(palette());
    for (int attribute = 0; attribute < attributeTotal; ++attribute) {
        const OfferColumn column = attributes().at(attribute);
        QStringList texts;
        for (int offer = 0; offer < offerCount(); ++offer)
            texts.append(cellText(attribute, offer));
        texts.removeDuplicates();
        m_differs[attribute] = texts.size() > 1;
        markBest(attribute);

        auto *header = new QTableWidgetItem(columnHeader(column));
        header->setToolTip(columnToolTip(column));
        QFont headerFont = m_table->font();
        headerFont.setBold(m_differs.at(attribute));
        header->setFont(headerFont);
        m_table->setVerticalHeaderItem(attribute, header);

        for (int offer = 0; offer < offerCount(); ++offer) {
            const QModelIndex index = m_model->index(m_rows.at(offer), int(column));
            const QString text = cellText(attribute, offer);
            const bool best = isBest(attribute, offer);
            auto *item = new QTableWidgetItem(
                best ? tr("✓ %1", "the best value of a compared row").arg(text) : text);
            item->setToolTip(index.data(Qt::ToolTipRole).toString());
            item->setData(Qt::AccessibleTextRole,
                          best ? tr("%1, the best of these offers").arg(text) : text);
            if (columnIsNumeric(column))
                item->setTextAlignment(Qt::AlignTrailing | Qt::AlignVCenter);
            if (m_differs.at(attribute))
                item->setBackground(shade);
            if (best) {
                QFont font = m_table->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_table->setItem(attribute, offer, item);
        }
    }
}

} // namespace ui
