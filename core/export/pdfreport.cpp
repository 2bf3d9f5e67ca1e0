#include "pdfreport.h"

#include "columns.h"
#include "exportfile.h"
#include "pdflayout.h"
#include "reportcharts.h"
#include "reporttable.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>

namespace core {
namespace {

QString urduFamily = QStringLiteral("Noto Nastaliq Urdu");
QString bengaliFamily = QStringLiteral("Noto Sans Bengali");

const QColor mutedColor(0x55, 0x5B, 0x66);

// Everything one report needs while it is laid out: the rows, and how to write numbers.
class ReportBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(core::PdfReport)

public:
    ReportBuilder(const Catalog &catalog, const Evaluation &evaluation,
                  const Assumptions &assumptions, const QList<int> &rows, const QLocale &locale,
                  PdfLayout &layout)
        : m_catalog(catalog)
        , m_evaluation(evaluation)
        , m_assumptions(assumptions)
        , m_rows(rows)
        , m_locale(locale)
        , m_layout(layout)
        , m_model(catalog.model(evaluation.workload.model))
    {
        int letter = 0;
        for (const int index : rows) {
            const int rank = row(index).rank;
            m_marks.append(rank > 0 ? m_locale.toString(rank)
                                    : QString(QChar(u'A' + letter++ % 26)));
        }
    }

    void title(const QString &title, const QDateTime &createdAt);
    void workload();
    void assumptions();
    void offers();
    void unavailable(const QList<OfferKey> &keys);
    void charts();
    void breakdown();
    void sources(QDate today);
    void estimatedNote();

    QString money(double usd, int decimals = 2) const
    {
        // The C locale (no LANG) would write "0.08$".
        if (m_locale.language() == QLocale::C)
            return u'$' + m_locale.toString(usd, 'f', decimals);
        return isolated(m_locale.toCurrencyString(usd, QStringLiteral("$"), decimals));
    }
    // A figure with its unit or symbol kept in its own order in a right-to-left report.
    QString isolated(const QString &text) const
    {
        return m_locale.textDirection() == Qt::RightToLeft ? Columns::isolated(text) : text;
    }
    // Hourly prices below a dollar keep a tenth of a cent: 0.069 and 0.07 differ over a month.
    QString price(double usd) const { return money(usd, usd < 1 ? 3 : 2); }
    QString number(double value, int decimals) const
    {
        return m_locale.toString(value, 'f', decimals);
    }

private:
    const OfferEvaluation &row(int index) const { return m_evaluation.rows.at(index); }
    bool training() const
    {
        return m_evaluation.workload.task == Task::Lora
            || m_evaluation.workload.task == Task::Finetune;
    }
    // "Provider GPU ×count (tier, region)"; offers no longer in the catalog have only their key.
    QString offerName(const OfferEvaluation &row) const;
    QString offerName(const QString &provider, const QString &gpu, const OfferKey &key) const;
    static QString offerDetails(const OfferKey &key);
    QString billing(const ResolvedOffer &offer) const;
    QString duration(double seconds) const;
    QString measureTitle() const;
    QString optionalMoney(const std::optional<double> &usd, int decimals = 2) const
    {
        return usd ? money(*usd, decimals) : QStringLiteral("—");
    }

    const Catalog &m_catalog;
    const Evaluation &m_evaluation;
    const Assumptions &m_assumptions;
    const QList<int> &m_rows;
    const QLocale &m_locale;
    PdfLayout &m_layout;
    const ModelProfile *m_model = nullptr;
    QStringList m_marks; // per reported row: its rank, or a letter when it is not ranked
};

QString ReportBuilder::offerName(const QString &provider, const QString &gpu,
                                 const OfferKey &key) const
{
    QString name = provider + u' ' + gpu;
    if (key.gpuCount > 1)
        name += QStringLiteral(" ×") + m_locale.toString(key.gpuCount);
    return name;
}

QString ReportBuilder::offerDetails(const OfferKey &key)
{
    QStringList details;
    if (!key.tier.isEmpty())
        details << key.tier;
    if (!key.region.isEmpty())
        details << key.region;
    return details.join(QStringLiteral(", "));
}

QString ReportBuilder::offerName(const OfferEvaluation &row) const
{
    const OfferKey &key = row.offer.offer->key;
    const QString name = offerName(row.offer.provider->name, row.offer.gpu->name, key);
    const QString details = offerDetails(key);
    return details.isEmpty() ? name : name + QStringLiteral(" (") + details + u')';
}

QString ReportBuilder::duration(double seconds) const
{
    if (seconds < 120)
        return isolated(tr("%1 s").arg(m_locale.toString(seconds, 'f', 0)));
    if (seconds < 2 * 3600)
        return isolated(tr("%1 min").arg(m_locale.toString(seconds / 60, 'f', 0)));
    return isolated(tr("%1 h").arg(m_locale.toString(seconds / 3600, 'f', 1)));
}

QString ReportBuilder::billing(const ResolvedOffer &offer) const
{
    if (!offer.billingIncrementS)
        return tr("unknown");
    QString text;
    switch (*offer.billingIncrementS) {
    case 1:
        text = tr("per second");
        break;
    case 60:
        text = tr("per minute");
        break;
    case 3600:
        text = tr("per hour");
        break;
    default:
        text = tr("per %1").arg(duration(*offer.billingIncrementS));
    }
    if (offer.minBilledS && *offer.minBilledS > *offer.billingIncrementS)
        text = tr("%1, minimum %2").arg(text, duration(*offer.minBilledS));
    return text;
}

QString ReportBuilder::measureTitle() const
{
    switch (m_evaluation.workload.task) {
    case Task::Interactive:
        return tr("Cost a month");
    case Task::Batch:
        return tr("Cost of the job");
    case Task::Lora:
    case Task::Finetune:
        break;
    }
    return tr("Cost of the run");
}

void ReportBuilder::title(const QString &title, const QDateTime &createdAt)
{
    m_layout.paragraph(title, m_layout.font(20, true), QColor(0x1F, 0x3A, 0x5F));
    m_layout.space(4);
    const CatalogInfo &info = m_catalog.info;
    m_layout.paragraph(
        tr("Created %1 with GPU Scout %2. Catalog %3, generated %4.")
            .arg(m_locale.toString(createdAt.date(), QLocale::LongFormat) + QStringLiteral(", ")
                     + m_locale.toString(createdAt.time(), QLocale::ShortFormat),
                 QStringLiteral(GPUSCOUT_VERSION), info.catalogVersion, info.generatedAt.text()),
        m_layout.font(8.5), mutedColor);
}

void ReportBuilder::workload()
{
    const Workload &w = m_evaluation.workload;
    const InferenceConfig &c = w.config;
    m_layout.heading(tr("Workload"));
    QList<std::pair<QString, QString>> pairs;
    pairs.append({tr("Model"),
                  m_model ? QStringLiteral("%1 (%2)").arg(m_model->name, m_model->id) : w.model});
    QString task;
    QString volume;
    switch (w.task) {
    case Task::Interactive:
        task = tr("Interactive sessions");
        volume = tr("%Ln session(s) a month of %1 each", nullptr, w.sessionsPerMonth)
                     .arg(tr("%Ln minute(s)", nullptr, qRound(w.sessionMinutes)));
        break;
    case Task::Batch:
        task = tr("Batch job");
        volume = w.deadlineHours
            ? tr("%Ln image(s) within %1", nullptr, int(std::min<qint64>(w.images, INT_MAX)))
                  .arg(std::floor(*w.deadlineHours) == *w.deadlineHours
                           ? tr("%Ln hour(s)", nullptr, int(*w.deadlineHours))
                           : duration(*w.deadlineHours * 3600))
            : tr("%Ln image(s), no deadline", nullptr, int(std::min<qint64>(w.images, INT_MAX)));
        break;
    case Task::Lora:
    case Task::Finetune:
        task = w.task == Task::Lora ? tr("LoRA training") : tr("Full fine-tune");
        volume = tr("%Ln optimizer step(s), %1%2", nullptr, w.trainSteps)
                     .arg(optimizerId(w.optimizer),
                          w.gradientCheckpointing ? tr(", gradient checkpointing") : QString());
        break;
    }
    pairs.append({tr("Task"), task});
    pairs.append({tr("Volume"), volume});
    QString resolution
        = tr("%1 × %2 pixels").arg(m_locale.toString(c.width), m_locale.toString(c.height));
    if (c.frames)
        resolution = tr("%1, %Ln frame(s)", nullptr, *c.frames).arg(resolution);
    pairs.append({tr("Resolution"), resolution});
    pairs.append({tr("Steps and batch"),
                  tr("%Ln denoising step(s), batch of %1", nullptr, c.steps)
                      .arg(m_locale.toString(c.batch))});
    pairs.append({tr("Precision"), precisionId(c.precision).toUpper()});
    pairs.append({tr("Spot instances"),
                  w.allowSpot ? tr("allowed for batch and training work, where offered")
                              : tr("not used: on-demand prices")});
    if (w.budgetUsd)
        pairs.append({tr("Budget"), money(*w.budgetUsd)});
    pairs.append({tr("GPU memory needed"),
                  tr("%1 GB on each GPU").arg(number(m_evaluation.vram.totalGb, 1))});
    m_layout.keyValues(pairs);
}

void ReportBuilder::assumptions()
{
    const Assumptions &a = m_assumptions;
    m_layout.heading(tr("Assumptions"));
    QList<std::pair<QString, QString>> pairs;
    pairs.append({tr("Cold start"),
                  a.coldStartOverrideS
                      ? tr("%1 for every provider").arg(duration(*a.coldStartOverrideS))
                      : tr("the provider's published figure; %1 where none is published")
                            .arg(duration(a.unknownColdStartS))});
    pairs.append({tr("Model download and load"),
                  tr("%1 MB/s download without a volume, %2 GB/s from disk to GPU memory")
                      .arg(number(a.downloadMBps, 0), number(a.weightLoadGBps, 1))});
    pairs.append({tr("Storage"),
                  a.persistentVolume
                      ? tr("models kept on a persistent volume where offered, plus %1 GB of extras")
                            .arg(number(a.extraStorageGb, 0))
                      : tr("no persistent volume: the checkpoint is downloaded every session")});
    pairs.append(
        {tr("Spot interruptions"),
         tr("%1 an hour, %Ln minute(s) to resume each", nullptr, qRound(a.spotResumeMinutes))
             .arg(number(a.spotInterruptionsPerHour, 2))});
    pairs.append(
        {tr("Scale-out"),
         tr("up to %Ln instance(s) for a batch job; %1 % efficiency per extra GPU in training",
            nullptr, a.maxInstances)
             .arg(number(a.dataParallelEfficiency * 100, 0))});
    pairs.append({tr("VRAM headroom"),
                  tr("a fit with less than %1 % spare memory is tight")
                      .arg(number(a.tightHeadroom * 100, 0))});
    m_layout.keyValues(pairs);
}

void ReportBuilder::offers()
{
    m_layout.heading(tr("Offers"));
    const bool train = training();
    const QList<PdfLayout::Column> columns{
        {tr("#"), 0.35, false},
        {tr("Offer"), 2.6, false},
        {tr("Price an hour"), 1.05, true},
        {tr("Billing"), 1.2, false},
        {Columns::header(Columns::get(u"fits")), 0.85, false},
        {Columns::header(Columns::get(u"basis")), 0.95, false},
        {Columns::header(Columns::get(train ? u"training_step_s" : u"seconds_per_image")), 0.8,
         true},
        {Columns::header(Columns::get(u"usd_per_1000_images")), 0.95, true},
        {measureTitle(), 1.0, true},
        {Columns::header(Columns::get(m_evaluation.workload.task == Task::Interactive
                                          ? u"total_hours"
                                          : u"time_to_finish_hours")),
         0.7, true},
    };
    QList<QStringList> cells;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const OfferEvaluation &r = row(m_rows.at(i));
        QString hourly = r.usdPerHour ? price(*r.usdPerHour) : QStringLiteral("—");
        if (r.spot)
            hourly = tr("%1 spot").arg(hourly);
        const QString fit = Columns::fitText(r.fit);
        const QString basis = !r.speed          ? QStringLiteral("—")
            : r.speed->basis == Basis::Measured ? tr("measured")
                                                : tr("estimated");
        const std::optional<double> speed = train ? r.trainingStepS : r.secondsPerImage;
        cells.append({m_marks.at(i), offerName(r), hourly, billing(r.offer), fit, basis,
                      speed ? number(*speed, 2) : QStringLiteral("—"),
                      optionalMoney(r.usdPer1000Images, 3), optionalMoney(r.totalCostUsd),
                      r.totalHours ? number(*r.totalHours, 1) : QStringLiteral("—")});
    }
    m_layout.table(columns, cells, 7.5);
    if (m_rows.isEmpty())
        m_layout.paragraph(tr("No offers to report."), m_layout.font(9), mutedColor);

    m_layout.space(8);
    m_layout.paragraph(tr("Why each offer stands where it does:"), m_layout.font(8.5, true));
    QList<std::pair<QString, QString>> reasons;
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        reasons.append({m_marks.at(i), row(m_rows.at(i)).reason});
    m_layout.keyValues(reasons, 0.05);
}

void ReportBuilder::unavailable(const QList<OfferKey> &keys)
{
    if (keys.isEmpty())
        return;
    m_layout.heading(tr("Unavailable"));
    m_layout.paragraph(
        tr("These shortlisted offers are no longer in the catalog, so they have no current price "
           "or figures:"),
        m_layout.font(9));
    m_layout.space(3);
    QList<std::pair<QString, QString>> pairs;
    for (const OfferKey &key : keys) {
        const QString details = offerDetails(key);
        pairs.append({offerName(key.provider, key.gpu, key),
                      details.isEmpty() ? tr("unavailable") : tr("unavailable (%1)").arg(details)});
    }
    m_layout.keyValues(pairs, 0.4);
}

void ReportBuilder::charts()
{
    const bool train = training();
    QList<ChartItem> items;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const OfferEvaluation &r = row(m_rows.at(i));
        ChartItem item;
        item.label = m_marks.at(i) + QStringLiteral(". ") + offerName(r);
        item.mark = m_marks.at(i);
        item.cost = r.totalCostUsd;
        item.x = train ? r.totalCostUsd : r.usdPer1000Images;
        item.y = train ? r.trainingStepS : r.secondsPerImage;
        item.measured = r.speed && r.speed->basis == Basis::Measured;
        item.fits = r.fit != Fit::No;
        items.append(item);
    }
    const ReportCharts charts(
        m_layout.font(), m_layout.direction(),
        [this](double usd, int decimals) { return money(usd, decimals); },
        [this](double value, int decimals) { return number(value, decimals); });

    // The bar chart stays with its heading and caption.
    m_layout.keepTogether(ReportCharts::costBarsHeight(items.size()) + 70);
    m_layout.heading(tr("Cost of the task"));
    m_layout.paragraph(
        tr("What each offer costs for this workload (%1), billing rounding, cold starts, storage "
           "and spot risk included.")
            .arg(measureTitle().toLower()),
        m_layout.font(8.5), mutedColor);
    m_layout.space(6);
    m_layout.block(ReportCharts::costBarsHeight(items.size()),
                   [charts, items](QPainter &painter, const QRectF &rect) {
                       charts.paintCostBars(painter, rect, items, tr("US dollars"));
                   });

    m_layout.heading(tr("Speed and cost"));
    m_layout.paragraph(
        train
            ? tr("Seconds per training step against the cost of the run. Lower left is better.")
            : tr("Seconds per image against the cost of 1,000 images (compute only). Lower left is "
                 "better: the marked offers are the Pareto frontier, where nothing is both cheaper "
                 "and faster."),
        m_layout.font(8.5), mutedColor);
    m_layout.space(6);
    const QString xTitle = train ? tr("Cost of the run (US dollars)")
                                 : tr("US dollars per 1,000 images");
    const QString yTitle = train ? tr("Seconds per step") : tr("Seconds per image");
    m_layout.block(300, [charts, items, xTitle, yTitle](QPainter &painter, const QRectF &rect) {
        charts.paintScatter(painter, rect, items, xTitle, yTitle);
    });
}

void ReportBuilder::breakdown()
{
    m_layout.heading(tr("Where the money goes"));
    m_layout.paragraph(
        tr("%1, in US dollars. Rounding waste is time billed but not used: billing increments "
           "and minimum charges.")
            .arg(measureTitle()),
        m_layout.font(8.5), mutedColor);
    m_layout.space(4);
    const QList<PdfLayout::Column> columns{
        {tr("#"), 0.35, false},        {tr("Offer"), 2.6, false},
        {tr("Compute"), 0.9, true},    {tr("Rounding waste"), 0.9, true},
        {tr("Cold start"), 0.9, true}, {tr("Storage"), 0.9, true},
        {tr("Spot risk"), 0.9, true},  {tr("Total"), 0.9, true},
    };
    QList<QStringList> cells;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const OfferEvaluation &r = row(m_rows.at(i));
        if (!r.cost) {
            cells.append({m_marks.at(i), offerName(r), QStringLiteral("—"), QStringLiteral("—"),
                          QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"),
                          QStringLiteral("—")});
            continue;
        }
        const cost::Breakdown &b = *r.cost;
        cells.append({m_marks.at(i), offerName(r), money(b.computeUsd), money(b.roundingUsd),
                      money(b.coldStartUsd), money(b.storageUsd), money(b.spotRiskUsd),
                      money(b.total())});
    }
    m_layout.table(columns, cells, 7.5);
}

void ReportBuilder::sources(QDate today)
{
    m_layout.heading(tr("Where the numbers come from"));
    const QList<PdfLayout::Column> columns{
        {tr("#"), 0.35, false},
        {tr("Offer"), 1.8, false},
        {tr("Price observed"), 1.0, false},
        {tr("Price source"), 2.6, false},
        {tr("Speed"), 2.6, false},
    };
    QList<QStringList> cells;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const OfferEvaluation &r = row(m_rows.at(i));
        const PartialDate &observed = r.offer.offer->observedAt;
        QString date = observed.isValid() ? observed.text() : tr("unknown date");
        const qint64 age = observed.isValid() ? observed.ageInDays(today) : 0;
        if (observed.isValid() && age > 30)
            date = tr("%1 (old: %n days)", nullptr, int(age)).arg(observed.text());
        QString speed = QStringLiteral("—");
        if (r.speed) {
            speed = r.speed->basis == Basis::Measured
                ? tr("measured: %1")
                      .arg(r.speed->series.isEmpty()
                               ? r.speed->source
                               : r.speed->series + QStringLiteral(" — ") + r.speed->source)
                : tr("estimated from the GPU's specs: %1").arg(r.speed->source);
        }
        cells.append({m_marks.at(i), offerName(r), date,
                      r.offer.offer->source.isEmpty() ? tr("not recorded") : r.offer.offer->source,
                      speed});
    }
    m_layout.table(columns, cells, 6.5);
    m_layout.space(4);
    m_layout.paragraph(
        tr("Prices are per hour for the whole instance, converted to US dollars at the catalog's "
           "exchange rates. A price observed more than 30 days before this report is marked old."),
        m_layout.font(8), mutedColor);
}

void ReportBuilder::estimatedNote()
{
    m_layout.heading(tr("What “estimated” means"));
    m_layout.paragraph(tr("A measured speed comes from a published benchmark of that GPU running "
                          "this model, scaled to the steps, "
                          "resolution and batch size of the workload. An estimated speed has no "
                          "benchmark behind it: GPU Scout "
                          "computes it from the GPU's FP16 tensor throughput and memory bandwidth "
                          "with a model fitted to the "
                          "catalog's benchmarks. Estimates can be off by a third or more, so treat "
                          "close results between "
                          "estimated offers as a tie, and measure before a large job. In the "
                          "charts, measured figures are solid "
                          "and estimated ones hatched or hollow."),
                       m_layout.font(9));
}

bool usesLetter(QLocale::Territory territory)
{
    // CLDR supplemental data, measurementData/paperSize "US-Letter".
    switch (territory) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Belize:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::CostaRica:
    case QLocale::ElSalvador:
    case QLocale::Guatemala:
    case QLocale::Nicaragua:
    case QLocale::Panama:
    case QLocale::Philippines:
    case QLocale::PuertoRico:
    case QLocale::Venezuela:
        return true;
    default:
        return false;
    }
}

QFont reportFont(const QLocale &locale)
{
    // The script's own font first (Latin text falls back to the sans-serif families), and the
    // bundled fonts last, for a name in another script.
    QStringList families;
    if (locale.language() == QLocale::Urdu)
        families << urduFamily;
    else if (locale.language() == QLocale::Bengali)
        families << bengaliFamily;
    families << QStringLiteral("Noto Sans") << QStringLiteral("DejaVu Sans")
             << QStringLiteral("Segoe UI") << QStringLiteral("Helvetica Neue")
             << QStringLiteral("Arial") << bengaliFamily << urduFamily;
    families.removeDuplicates();
    QFont font;
    font.setFamilies(families);
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(9);
    return font;
}

} // namespace

PdfReport::PdfReport(const Catalog &catalog, const Evaluation &evaluation,
                     const Assumptions &assumptions)
    : m_catalog(catalog)
    , m_evaluation(evaluation)
    , m_assumptions(assumptions)
{
}

bool PdfReport::usesLetterPaper(const QLocale &locale)
{
    return usesLetter(locale.territory());
}

void PdfReport::registerFonts()
{
    static const bool registered = [] {
        for (const auto &[file, family] :
             {std::pair{QStringLiteral(":/fonts/NotoNastaliqUrdu-Regular.ttf"), &urduFamily},
              std::pair{QStringLiteral(":/fonts/NotoSansBengali-Regular.ttf"), &bengaliFamily}}) {
            const int id = QFontDatabase::addApplicationFont(file);
            const QStringList families = QFontDatabase::applicationFontFamilies(id);
            if (!families.isEmpty())
                *family = families.constFirst();
            else
                qWarning("Cannot load the bundled font %s", qPrintable(file));
        }
        return true;
    }();
    Q_UNUSED(registered);
}

std::unique_ptr<QCoreApplication> PdfReport::createApplication(int &argc, char **argv)
{
    // A headless program never shows a window: offscreen works without a display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

Expected<int> PdfReport::write(const QString &path, bool replaceOtherFile) const
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return Error{tr("The PDF report needs a QGuiApplication to paint text.")};
    registerFonts();
    Expected<std::unique_ptr<QSaveFile>> file = ExportFile::open(path, ExportKind::Pdf,
                                                                 replaceOtherFile);
    if (!file)
        return Error{file.error()};
    QSaveFile &out = *file.value();

    const QString title = m_title.isEmpty() ? tr("Cloud GPUs for your workload") : m_title;
    const QPageSize pageSize(usesLetterPaper(m_locale) ? QPageSize::Letter : QPageSize::A4);
    QPdfWriter writer(&out);
    writer.setResolution(72); // one device unit is one point
    writer.setPageLayout(
        QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF(), QPageLayout::Point));
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("GPU Scout " GPUSCOUT_VERSION));

    const Qt::LayoutDirection direction = m_locale.textDirection();
    PdfLayout layout(writer, pageSize.sizePoints(), reportFont(m_locale), direction);
    const QList<int> rows = m_rows.value_or(reportOrder(m_evaluation, 10));
    ReportBuilder builder(m_catalog, m_evaluation, m_assumptions, rows, m_locale, layout);
    builder.title(title, m_createdAt);
    builder.workload();
    builder.assumptions();
    builder.offers();
    builder.unavailable(m_unavailable);
    builder.charts();
    builder.breakdown();
    builder.sources(m_createdAt.date());
    builder.estimatedNote();

    QPainter painter;
    if (!painter.begin(&writer)) {
        out.cancelWriting();
        return Error{ExportFile::cannotWrite(path, tr("the PDF writer could not start"))};
    }
    painter.setLayoutDirection(direction);
    painter.setRenderHint(QPainter::Antialiasing);
    const int pages = layout.pageCount();
    const QFont footerFont = layout.font(7.5);
    const QString dateText = m_locale.toString(m_createdAt.date(), QLocale::ShortFormat);
    layout.paint(
        painter, [&writer] { return writer.newPage(); },
        [&](QPainter &p, const QRectF &rect, int page) {
            p.setFont(footerFont);
            p.setPen(mutedColor);
            p.drawLine(rect.topLeft(), rect.topRight());
            const QRectF text = rect.adjusted(0, 3, 0, 0);
            p.drawText(text, Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip,
                       title + QStringLiteral(" · ") + dateText);
            p.drawText(text, Qt::AlignRight | Qt::AlignTop | Qt::TextDontClip,
                       tr("Page %1 of %2").arg(m_locale.toString(page), m_locale.toString(pages)));
        });
    painter.end();
    if (Status status = ExportFile::commit(out); !status.ok())
        return Error{status.error()};
    return pages;
}

} // namespace core
