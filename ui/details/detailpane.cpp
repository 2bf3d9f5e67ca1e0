#include "detailpane.h"

#include "ui/charts/pricehistoryview.h"

#include <core/catalog/freshness.h>
#include <core/common/localtext.h>
#include <core/output/textsanitizer.h>
#include <core/text/offername.h>
#include <core/text/vocabulary.h>
#include <ui/common/elidinglabel.h>
#include <ui/common/format.h>
#include <ui/offers/offersmodel.h>

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStackedLayout>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace ui {
namespace {

// Not selectable with the mouse: a selectable QLabel lays its text out through a QTextDocument
// at every width a layout tries, a third of the pane's start-up cost. "Copy details" (Ctrl+C,
// context menu) copies the whole pane instead.
QLabel *valueLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QString fieldName(DetailPane::Field field)
{
    static const char *const names[] = {"gpuCount",
                                        "vram",
                                        "fp16Tflops",
                                        "bandwidth",
                                        "bf16",
                                        "region",
                                        "onDemand",
                                        "spotPrice",
                                        "priceSource",
                                        "billing",
                                        "minimum",
                                        "spot",
                                        "persistentStorage",
                                        "storagePrice",
                                        "prebuiltImages",
                                        "diffusionImage",
                                        "jupyter",
                                        "ssh",
                                        "api",
                                        "typicalColdStart",
                                        "website",
                                        "vramRequired",
                                        "fits",
                                        "speed",
                                        "imagesPerHour",
                                        "usdPer1000",
                                        "speedBasis",
                                        "rate",
                                        "compute",
                                        "rounding",
                                        "coldStart",
                                        "storage",
                                        "spotRisk",
                                        "total"};
    static_assert(std::size(names) == size_t(DetailPane::Field::Count));
    return QLatin1String(names[int(field)]);
}

// The registry entry of a field that shows a per-row figure: its label and rounding come from
// there (core::Columns); nullptr for the pane's own facts.
const core::ColumnSpec *fieldSpec(DetailPane::Field field)
{
    using F = DetailPane::Field;
    static const std::map<F, const char *> keys{
        {F::GpuCount, "gpu_count"},
        {F::Vram, "vram_gb"},
        {F::Fp16Tflops, "fp16_tflops"},
        {F::Bandwidth, "bandwidth_gbs"},
        {F::Region, "region"},
        {F::OnDemand, "on_demand_usd_per_hour"},
        {F::SpotPrice, "spot_usd_per_hour"},
        {F::PriceSource, "source"},
        {F::Billing, "billing_increment_s"},
        {F::Minimum, "min_billed_s"},
        {F::StoragePrice, "storage_usd_per_gb_month"},
        {F::DiffusionImage, "diffusion_image"},
        {F::Jupyter, "jupyter"},
        {F::Ssh, "ssh"},
        {F::VramRequired, "vram_required_gb"},
        {F::Fits, "fits"},
        {F::ImagesPerHour, "images_per_hour"},
        {F::UsdPer1000, "usd_per_1000_images"},
        {F::SpeedBasis, "basis"},
        {F::Rate, "usd_per_hour"},
        {F::Compute, "compute_usd"},
        {F::Rounding, "rounding_usd"},
        {F::ColdStart, "cold_start_usd"},
        {F::Storage, "storage_usd"},
        {F::SpotRisk, "spot_risk_usd"},
        {F::Total, "total_cost_usd"},
    };
    const auto found = keys.find(field);
    return found == keys.end() ? nullptr : core::Columns::find(QString::fromLatin1(found->second));
}

// `text` with a break opportunity (a zero-width space) inside each long run of Latin letters
// without a space, such as a catalog's URL: a label wraps it to a narrow pane instead of widening
// it. What is copied is the text itself (the "plainText" property).
QString breakable(const QString &text)
{
    constexpr int longest = 12;
    QString out;
    out.reserve(text.size() + text.size() / longest);
    int run = 0;
    for (const QChar c : text) {
        out += c;
        // Latin runs only: a break inside a word of a joined script would part its letters.
        run = c.isSpace() || c.unicode() > 0x7f ? 0 : run + 1;
        if (run >= longest || (run > 1 && QStringView(u"/._-?&=").contains(c))) {
            out += QChar(0x200B);
            run = 0;
        }
    }
    return out;
}

// A group box whose title ends in "…" where the pane is narrower than the title, rather than
// widening the pane: its least width is its figures'. fullTitle() is the title whole.
class Box final : public QGroupBox
{
public:
    using QGroupBox::QGroupBox;

    void setFullTitle(const QString &title)
    {
        m_full = title;
        fit();
    }
    const QString &fullTitle() const { return m_full; }
    QSize minimumSizeHint() const override
    {
        const QSize figures = QWidget::minimumSizeHint();
        return {std::max(figures.width(), titleMetrics().horizontalAdvance(QChar(0x2026)) * 4),
                QGroupBox::minimumSizeHint().height()};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QGroupBox::resizeEvent(event);
        fit();
    }
    void showEvent(QShowEvent *event) override
    {
        QGroupBox::showEvent(event);
        fit();
    }

private:
    QFontMetrics titleMetrics() const
    {
        QFont bold = font(); // styles draw it bold, at the widest
        bold.setBold(true);
        return QFontMetrics(bold);
    }
    void fit()
    {
        // Whole until laid out on screen.
        const QString shown = isVisible()
            ? titleMetrics().elidedText(m_full, Qt::ElideRight, width() - 20)
            : m_full;
        if (shown != title())
            setTitle(shown);
    }

    QString m_full;
};

void setBoxTitle(QGroupBox *box, const QString &title)
{
    static_cast<Box *>(box)->setFullTitle(title);
}

QString boxTitle(const QGroupBox *box)
{
    return static_cast<const Box *>(box)->fullTitle();
}

} // namespace

DetailPane::DetailPane(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedLayout(this))
    , m_empty(new QLabel(this))
    , m_content(new QWidget)
    , m_title(new ElidingLabel)
    , m_subtitle(new QLabel(m_content))
    , m_costMissing(new QLabel(m_content))
    , m_reason(new QLabel(m_content))
{
    setObjectName(QStringLiteral("detailPane"));
    m_empty->setObjectName(QStringLiteral("emptyState"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(12);
    m_empty->setForegroundRole(QPalette::PlaceholderText);

    // One line above the scrolling figures: on a narrow pane (a small screen, a wordy language)
    // it ends in "…" (the whole name in its tooltip), and it never scrolls sideways with them,
    // where its start would be out of sight.
    m_title->setObjectName(QStringLiteral("title"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    m_subtitle->setObjectName(QStringLiteral("subtitle"));
    m_subtitle->setWordWrap(true);
    m_subtitle->setTextFormat(Qt::PlainText);
    m_costMissing->setWordWrap(true);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);

    m_offerBox = createGroup(m_content, Field::GpuCount, Field::PriceSource);
    m_providerBox = createGroup(m_content, Field::Billing, Field::Website);
    m_workloadBox = createGroup(m_content, Field::VramRequired, Field::SpeedBasis);
    m_costBox = createCostGroup(m_content);
    m_reasonBox = new Box(m_content);
    (new QVBoxLayout(m_reasonBox))->addWidget(m_reason);

    QLabel *website = m_values[int(Field::Website)];
    website->setTextFormat(Qt::RichText);
    website->setOpenExternalLinks(true);
    website->setTextInteractionFlags(Qt::TextBrowserInteraction);

    auto *layout = new QVBoxLayout(m_content);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_costBox);
    layout->addWidget(m_reasonBox);
    layout->addWidget(m_workloadBox);
    layout->addWidget(m_offerBox);
    layout->addWidget(m_providerBox);
    m_appendedBox = new Box(m_content);
    m_appendedBox->setObjectName(QStringLiteral("appendedBox"));
    auto *appendedForm = new QFormLayout(m_appendedBox);
    for (const core::ColumnSpec *spec : core::Columns::appended()) {
        auto *label = new QLabel(m_appendedBox);
        QLabel *value = valueLabel(m_appendedBox, QLatin1String(spec->key));
        label->setBuddy(value);
        appendedForm->addRow(label, value);
        m_appendedLabels.append(label);
        m_appendedValues.append(value);
    }
    m_appendedBox->setVisible(!m_appendedValues.isEmpty());
    layout->addWidget(m_appendedBox);
    m_historyBox = new Box(m_content);
    m_history = new PriceHistoryView(m_historyBox);
    (new QVBoxLayout(m_historyBox))->addWidget(m_history);
    layout->addWidget(m_historyBox);
    layout->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("detailScroll"));
    scroll->setWidget(m_content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Narrower than its least width (a small screen in a wordy language) the pane scrolls
    // sideways rather than cutting off a column of the costs or the start of the title.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->viewport()->installEventFilter(this); // its width places the costs' notes
    auto *offerPage = new QWidget(this);
    auto *offerLayout = new QVBoxLayout(offerPage);
    const QMargins margins = layout->contentsMargins();
    offerLayout->setContentsMargins(margins.left(), margins.top(), margins.right(), 0);
    // The page's side margins are the figures' too: not twice on a narrow pane.
    layout->setContentsMargins(0, margins.top(), 0, margins.bottom());
    offerLayout->setSpacing(0);
    offerLayout->addWidget(m_title);
    offerLayout->addWidget(scroll, 1);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(offerPage);

    m_copy = new QAction(this);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copy, &QAction::triggered, this, [this] {
        // The pane shows a provider's texts: no control character reaches another program.
        QGuiApplication::clipboard()->setText(
            core::safetext::escapeControls(plainText(), core::safetext::LineBreaks::Keep));
    });
    addAction(m_copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    setFocusPolicy(Qt::ClickFocus); // a click on the pane makes Ctrl+C copy it
    retranslateUi();
}

QGroupBox *DetailPane::createGroup(QWidget *parent, Field first, Field last)
{
    auto *box = new Box(parent);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // On a narrow pane a figure goes under its label rather than widening the pane.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (int i = int(first); i <= int(last); ++i) {
        auto *label = new QLabel(box);
        label->setWordWrap(true);
        QLabel *value = valueLabel(box, fieldName(Field(i)));
        label->setBuddy(value);
        form->addRow(label, value);
        m_labels[i] = label;
        m_values[i] = value;
    }
    return box;
}

QGroupBox *DetailPane::createCostGroup(QWidget *parent)
{
    auto *box = new Box(parent);
    box->setObjectName(QStringLiteral("costBox"));
    auto *grid = new QGridLayout(box);
    m_costGrid = grid;
    grid->addWidget(m_costMissing, 0, 0, 1, 3);
    for (int i = int(Field::Rate); i <= int(Field::Total); ++i) {
        auto *label = new QLabel(box);
        label->setWordWrap(true);
        QLabel *value = valueLabel(box, fieldName(Field(i)));
        value->setWordWrap(false);
        value->setAlignment(Qt::AlignTrailing | Qt::AlignVCenter); // mirrors in right-to-left
        QLabel *note = valueLabel(box, fieldName(Field(i)) + QStringLiteral("Basis"));
        note->setForegroundRole(QPalette::PlaceholderText);
        label->setBuddy(value);
        // Two rows each: the note goes into the second one on a narrow pane (placeNotes()).
        const int row = 1 + 2 * (i - int(Field::Rate));
        grid->addWidget(label, row, 0);
        grid->addWidget(value, row, 1);
        grid->addWidget(note, row, 2);
        m_labels[i] = label;
        m_values[i] = value;
        m_notes[i] = note;
    }
    grid->setColumnStretch(2, 1);
    QFont bold = m_values[int(Field::Total)]->font();
    bold.setBold(true);
    m_labels[int(Field::Total)]->setFont(bold);
    m_values[int(Field::Total)]->setFont(bold);
    return box;
}

QString DetailPane::fieldLabel(Field field)
{
    if (const core::ColumnSpec *spec = fieldSpec(field))
        return core::Columns::detailLabel(*spec);
    switch (field) {
    case Field::Bf16:
        return tr("BF16 support:");
    case Field::Spot:
        return tr("Spot instances:");
    case Field::PersistentStorage:
        return tr("Persistent storage:");
    case Field::PrebuiltImages:
        return tr("Pre-built images:");
    case Field::Api:
        return tr("API:");
    case Field::TypicalColdStart:
        return tr("Typical cold start:", "the provider's published boot time");
    case Field::Website:
        return tr("Website:");
    case Field::Speed:
        return tr("Speed:");
    default:
        break;
    }
    return {};
}

void DetailPane::retranslateUi()
{
    m_empty->setText(tr("Select an offer to see its costs and features."));
    m_copy->setText(tr("&Copy details"));
    setBoxTitle(m_offerBox, tr("Instance and GPU"));
    setBoxTitle(m_providerBox, tr("Provider features"));
    setBoxTitle(m_workloadBox, tr("This workload on this GPU"));
    setBoxTitle(m_reasonBox, tr("Why it ranks here"));
    setBoxTitle(m_historyBox, tr("Price history"));
    setBoxTitle(m_appendedBox, tr("More figures"));
    const QList<const core::ColumnSpec *> appended = core::Columns::appended();
    for (qsizetype i = 0; i < m_appendedLabels.size(); ++i) {
        m_appendedLabels[i]->setText(core::Columns::detailLabel(*appended.at(i)));
        m_appendedLabels[i]->setToolTip(core::Columns::toolTip(*appended.at(i)));
    }
    for (int i = 0; i < fieldCount; ++i) {
        m_labels[i]->setText(fieldLabel(Field(i)));
        m_values[i]->setAccessibleName(fieldLabel(Field(i)).remove(u':').trimmed());
    }
    showOffer();
}

void DetailPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DetailPane::setPriceHistory(const QList<core::PriceObservation> &history)
{
    const std::shared_ptr<const core::Snapshot> snapshot = m_snapshot;
    m_history->setHistory(history, [snapshot](const QString &currency) -> std::optional<double> {
        return snapshot ? snapshot->catalog->usdPerUnit(currency) : std::nullopt;
    });
}

void DetailPane::setOffer(std::shared_ptr<const core::Snapshot> snapshot, int row)
{
    m_snapshot = std::move(snapshot);
    m_row = row;
    showOffer();
}

bool DetailPane::hasOffer() const
{
    return m_snapshot && m_row >= 0 && m_row < m_snapshot->evaluation.rows.size();
}

QString DetailPane::title() const
{
    return hasOffer() ? m_title->text() : QString();
}

QString DetailPane::valueText(Field field) const
{
    const QLabel *label = m_values.at(int(field));
    const QVariant plain = label->property("plainText");
    return plain.isValid() ? plain.toString() : label->text();
}

QString DetailPane::plainText() const
{
    if (!hasOffer())
        return {};
    QStringList lines{m_title->text(), m_subtitle->text()};
    const auto rows = [&](Field first, Field last) {
        for (int i = int(first); i <= int(last); ++i) {
            if (m_values[i]->isHidden())
                continue;
            QString line = m_labels[i]->text() + u' ' + valueText(Field(i));
            if (const QString note = basisNote(Field(i)); !note.isEmpty())
                line += QStringLiteral(" — ") + note;
            lines << line;
        }
    };
    const auto group = [&](const QGroupBox *box, Field first, Field last) {
        if (box->isHidden())
            return;
        lines << QString() << boxTitle(box);
        if (box == m_costBox && !m_costMissing->isHidden())
            lines << m_costMissing->text();
        rows(first, last);
    };
    group(m_costBox, Field::Rate, Field::Total);
    lines << QString() << boxTitle(m_reasonBox) << m_reason->text();
    group(m_workloadBox, Field::VramRequired, Field::SpeedBasis);
    group(m_offerBox, Field::GpuCount, Field::PriceSource);
    group(m_providerBox, Field::Billing, Field::Website);
    if (!m_appendedBox->isHidden()) {
        lines << QString() << boxTitle(m_appendedBox);
        for (qsizetype i = 0; i < m_appendedValues.size(); ++i)
            lines << m_appendedLabels.at(i)->text() + u' ' + m_appendedValues.at(i)->text();
    }
    return lines.join(u'\n');
}

QString DetailPane::appendedText(QStringView key) const
{
    for (QLabel *value : m_appendedValues) {
        if (value->objectName() == key)
            return value->text();
    }
    return {};
}

QString DetailPane::figure(Field field, const core::OfferEvaluation &row) const
{
    const core::ColumnSpec *spec = fieldSpec(field);
    Q_ASSERT(spec);
    const core::ColumnContext context{m_snapshot->evaluation, row, m_snapshot->today};
    return figureText(*spec, core::Columns::value(*spec, context), true);
}

void DetailPane::showAppended(const core::OfferEvaluation &row)
{
    const QList<const core::ColumnSpec *> appended = core::Columns::appended();
    const core::ColumnContext context{m_snapshot->evaluation, row, m_snapshot->today};
    for (qsizetype i = 0; i < m_appendedValues.size(); ++i)
        m_appendedValues[i]->setText(
            figureText(*appended.at(i), core::Columns::value(*appended.at(i), context), true));
}

QString DetailPane::basisNote(Field field) const
{
    const QLabel *note = m_notes.at(int(field));
    return note ? note->text() : QString();
}

QString DetailPane::reasonText() const
{
    return m_reason->text();
}

void DetailPane::setValue(Field field, const QString &text, const QString &toolTip)
{
    QLabel *label = m_values[int(field)];
    label->setText(label->wordWrap() ? breakable(text) : text);
    label->setProperty("plainText", text);
    label->setToolTip(toolTip);
}

bool DetailPane::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && watched->isWidgetType())
        placeNotes(static_cast<QWidget *>(watched)->width());
    return QWidget::eventFilter(watched, event);
}

void DetailPane::placeNotes(int width)
{
    if (!m_notesBelow)
        m_notesBesideWidth = m_costBox->minimumSizeHint().width();
    const bool below = m_notesBesideWidth > width;
    if (below == m_notesBelow)
        return;
    m_notesBelow = below;
    for (int i = int(Field::Rate); i <= int(Field::Total); ++i) {
        const int row = 1 + 2 * (i - int(Field::Rate));
        m_costGrid->removeWidget(m_notes[i]);
        if (below)
            m_costGrid->addWidget(m_notes[i], row + 1, 0, 1, 3);
        else
            m_costGrid->addWidget(m_notes[i], row, 2);
    }
}

void DetailPane::setNote(Field field, const QString &text)
{
    m_notes[int(field)]->setText(text);
    m_notes[int(field)]->setToolTip(text);
}

void DetailPane::showOffer()
{
    if (!hasOffer()) {
        m_stack->setCurrentIndex(0);
        return;
    }
    const core::Snapshot &snapshot = *m_snapshot;
    const core::OfferEvaluation &row = snapshot.evaluation.rows.at(m_row);
    const core::ResolvedOffer &o = row.offer;
    const core::Offer &offer = *o.offer;
    const core::Gpu &gpu = *o.gpu;
    const core::Provider &provider = *o.provider;
    const QLocale locale;
    const bool training = snapshot.evaluation.workload.task == core::Task::Lora
        || snapshot.evaluation.workload.task == core::Task::Finetune;

    const QString providerName = core::OfferName::provider(provider.name, offer.key.tier);
    const QString gpuName = core::OfferName::gpu(gpu.name, offer.key.gpuCount, locale);
    // Latin names inside right-to-left text keep their own order.
    m_title->setText(
        tr("%1 at %2", "GPU at provider").arg(isolated(gpuName), isolated(providerName)));
    m_title->setToolTip(m_title->text());
    m_subtitle->setText(
        row.rank > 0
            ? tr("Rank %1 for: %2")
                  .arg(locale.toString(row.rank), taskText(snapshot.evaluation.workload.task))
            : tr("Not ranked for: %1").arg(taskText(snapshot.evaluation.workload.task)));

    // Instance and GPU
    setValue(Field::GpuCount, locale.toString(offer.key.gpuCount),
             tr("Independent workers: memory is not pooled and one image is no faster."));
    setValue(Field::Vram, formatGb(gpu.vramGb));
    setValue(Field::Fp16Tflops,
             gpu.fp16TensorTflops ? tr("%1 TFLOPS").arg(formatNumber(gpu.fp16TensorTflops, 1))
                                  : unknownText());
    setValue(Field::Bandwidth,
             gpu.memoryBandwidthGbs ? tr("%1 GB/s").arg(formatNumber(gpu.memoryBandwidthGbs, 0))
                                    : unknownText());
    setValue(Field::Bf16, yesNoText(gpu.bf16));
    setValue(Field::Region, offer.key.region.isEmpty() ? unknownText() : offer.key.region);
    setValue(Field::OnDemand, formatMoneyPerHour(o.onDemandUsdPerHour));
    setValue(Field::SpotPrice, formatMoneyPerHour(o.spotUsdPerHour));
    const QString priceSource = offer.source.isEmpty() ? unknownText() : offer.source;
    setValue(Field::PriceSource,
             offer.observedAt.isValid()
                 ? tr("%1, observed %2 (%3)")
                       .arg(priceSource, core::localDate(offer.observedAt, locale),
                            ageText(core::dataAgeInDays(offer, snapshot.today),
                                    OffersModel::staleAfterDays))
                 : tr("%1, date unknown").arg(priceSource),
             offer.notes);
    m_offerBox->setToolTip(gpu.source);

    // Provider features
    setValue(Field::Billing, billingText(o.billingIncrementS));
    setValue(Field::Minimum, minimumText(o.minBilledS));
    setValue(Field::Spot, yesNoText(provider.spot));
    setValue(Field::PersistentStorage, yesNoText(provider.persistentStorage));
    setValue(Field::StoragePrice, formatMoneyPerGbMonth(provider.storageUsdPerGbMonth));
    setValue(Field::PrebuiltImages,
             provider.prebuiltImages.isEmpty() ? unknownText() : provider.prebuiltImages);
    setValue(Field::DiffusionImage, yesNoText(provider.diffusionImage));
    setValue(Field::Jupyter, yesNoText(provider.jupyter));
    setValue(Field::Ssh, yesNoText(provider.ssh));
    setValue(Field::Api, yesNoText(provider.api));
    setValue(Field::TypicalColdStart,
             provider.coldStartS ? formatMinutes(*provider.coldStartS / 60.0) : unknownText());
    QLabel *website = m_values[int(Field::Website)];
    const QUrl url(provider.url);
    const bool web = url.isValid()
        && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"));
    const QString shown = web ? url.host() + url.path() : unknownText();
    website->setText(
        web ? QStringLiteral("<a href=\"%1\">%2</a>")
                  .arg(url.toString(QUrl::FullyEncoded).toHtmlEscaped(), shown.toHtmlEscaped())
            : shown.toHtmlEscaped());
    website->setProperty("plainText", shown);
    website->setToolTip(web ? tr("Open the provider's page in your browser: %1").arg(url.toString())
                            : QString());
    m_providerBox->setToolTip(provider.notes);

    // This workload on this GPU
    setValue(Field::VramRequired,
             tr("%1 of the %2 each GPU has", "VRAM needed: needed of available")
                 .arg(formatGb(snapshot.evaluation.vram.totalGb), formatGb(gpu.vramGb)));
    setValue(Field::Fits,
             row.precisionUnsupported ? tr("%1: the GPU lacks BF16 support").arg(fitText(row.fit))
                                      : fitText(row.fit));
    if (training)
        setValue(Field::Speed,
                 row.trainingStepS
                     ? tr("%1 s per training step").arg(formatNumber(row.trainingStepS, 2))
                     : unknownText());
    else
        setValue(Field::Speed,
                 row.secondsPerImage
                     ? tr("%1 s per image").arg(formatNumber(row.secondsPerImage, 2))
                     : unknownText());
    setValue(Field::ImagesPerHour, figure(Field::ImagesPerHour, row));
    setValue(Field::UsdPer1000, figure(Field::UsdPer1000, row),
             tr("Compute only, at the rate used."));
    if (!row.speed)
        setValue(Field::SpeedBasis,
                 tr("unknown: the catalog has neither a benchmark nor the specs of this GPU"));
    else if (row.speed->series == core::userMeasurementSeries())
        setValue(Field::SpeedBasis, tr("your measurement, ahead of published figures"),
                 row.speed->source);
    else if (row.speed->basis == core::Basis::Measured)
        setValue(Field::SpeedBasis,
                 row.speed->series.isEmpty()
                     ? core::Vocabulary::measuredBy(row.speed->source)
                     : tr("measured: benchmark series %1").arg(row.speed->series),
                 row.speed->source);
    else
        setValue(Field::SpeedBasis, tr("estimated from the GPU's specs by the throughput model"),
                 row.speed->source);

    showCost(row);
    showAppended(row);
    const QString reason = core::Engine::reasonText(m_snapshot->evaluation, row);
    m_reason->setText(reason.isEmpty() ? unknownText() : reason);
    // Shown once filled: switching first would lay the page out for the previous texts too.
    m_stack->setCurrentIndex(1);
}

void DetailPane::showCost(const core::OfferEvaluation &row)
{
    const core::Snapshot &snapshot = *m_snapshot;
    const core::Workload &workload = snapshot.evaluation.workload;
    const core::ResolvedOffer &o = row.offer;
    switch (workload.task) {
    case core::Task::Interactive:
        setBoxTitle(m_costBox, tr("Cost of a month of sessions"));
        break;
    case core::Task::Batch:
        setBoxTitle(m_costBox, tr("Cost of the job"));
        break;
    case core::Task::Lora:
    case core::Task::Finetune:
        setBoxTitle(m_costBox, tr("Cost of the training run"));
        break;
    }

    setValue(Field::Rate, formatMoneyPerHour(row.usdPerHour));
    setNote(Field::Rate,
            !row.usdPerHour ? tr("no price for this offer")
                : row.spot
                ? tr("spot price, observed %1").arg(observedText(o.offer->observedAt))
                : tr("on-demand price, observed %1").arg(observedText(o.offer->observedAt)));
    m_values[int(Field::Rate)]->setToolTip(o.offer->source);

    const std::optional<core::cost::Breakdown> &cost = row.cost;
    m_costMissing->setVisible(!cost);
    m_costMissing->setText(
        tr("The cost cannot be computed for this offer: its price or its speed is unknown."));
    for (const Field field : {Field::Compute, Field::Rounding, Field::ColdStart, Field::Storage,
                              Field::SpotRisk, Field::Total})
        setValue(field, figure(field, row));

    setNote(Field::Compute,
            !row.speed                                               ? tr("speed unknown")
                : row.speed->series == core::userMeasurementSeries() ? tr("from your measurement")
                : row.speed->basis == core::Basis::Measured          ? tr("from a measured speed")
                                                            : tr("from an estimated speed"));
    setNote(Field::Rounding,
            row.billingUnknown
                ? tr("billing increment unknown: no rounding assumed")
                : tr("billed %1, minimum %2")
                      .arg(billingText(o.billingIncrementS), minimumText(o.minBilledS)));
    const QString coldStart = formatMinutes(row.coldStartS / 60.0, row.coldStartAssumed);
    setNote(Field::ColdStart,
            row.usesVolume ? tr("%1 per start, models kept on a volume").arg(coldStart)
                           : tr("%1 per start, models downloaded each time").arg(coldStart));
    m_notes[int(Field::ColdStart)]->setToolTip(
        row.coldStartAssumed
            ? tr("The provider publishes no cold-start figure; an assumption is used.")
            : tr("The provider's boot time, plus downloading and loading the checkpoint."));
    setNote(Field::Storage,
            row.usesVolume ? tr("persistent volume for the models") : tr("no volume used"));
    setNote(Field::SpotRisk,
            row.spot ? tr("expected re-work after interruptions")
                     : tr("on demand: no interruptions"));

    QStringList total;
    if (row.totalHours) {
        if (workload.task == core::Task::Interactive)
            total << tr("%1 billed a month").arg(formatHours(row.totalHours));
        else if (row.instances > 1)
            total << tr("%Ln instance(s) in parallel, %1 from start to finish", nullptr,
                        row.instances)
                         .arg(formatHours(row.totalHours));
        else
            total << tr("%1 from start to finish").arg(formatHours(row.totalHours));
    }
    if (!row.meetsDeadline)
        total << tr("misses the deadline");
    if (!row.withinBudget)
        total << tr("over budget");
    setNote(Field::Total, total.join(QStringLiteral("; ")));
}

} // namespace ui
