#include "pdfpage.h"
#include "pdfreportbuilder.h"

#include <core/common/localtext.h>
#include <core/text/vocabulary.h>

namespace core {

QString PdfReportBuilder::figure(const ColumnSpec &spec, const OfferEvaluation &row) const
{
    const QVariant value = Columns::value(spec, {m_evaluation, row});
    if (value.isNull())
        return Columns::unknownText();
    switch (spec.kind) {
    case ColumnKind::Money:
        return money(value.toDouble(), spec.decimals);
    case ColumnKind::Number:
        return number(value.toDouble(), spec.decimals);
    case ColumnKind::Integer:
        return m_locale.toString(value.toLongLong());
    case ColumnKind::Text:
    case ColumnKind::Fit:
    case ColumnKind::Flag:
        break;
    }
    return Columns::text(spec, value, m_locale);
}

void PdfReportBuilder::offers()
{
    m_layout.heading(tr("Offers"));
    const bool train = training();
    QList<PdfLayout::Column> columns{
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
    const QList<const ColumnSpec *> appended = Columns::appended();
    for (const ColumnSpec *spec : appended)
        columns.append({Columns::header(*spec), 0.8, Columns::isNumeric(*spec)});
    const QStringView hours = m_evaluation.workload.task == Task::Interactive
        ? u"total_hours"
        : u"time_to_finish_hours";
    QList<QStringList> cells;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const OfferEvaluation &r = row(m_rows.at(i));
        QString hourly = figure(u"usd_per_hour", r);
        if (r.spot)
            hourly = tr("%1 spot").arg(hourly);
        const QString basis = r.speed ? Vocabulary::basis(*r.speed) : QStringLiteral("—");
        QStringList line{m_marks.at(i),
                         offerName(r),
                         hourly,
                         billing(r.offer),
                         figure(u"fits", r),
                         basis,
                         figure(train ? u"training_step_s" : u"seconds_per_image", r),
                         figure(u"usd_per_1000_images", r),
                         figure(u"total_cost_usd", r),
                         figure(hours, r)};
        for (const ColumnSpec *spec : appended)
            line.append(figure(*spec, r));
        cells.append(line);
    }
    m_layout.table(columns, cells, 7.5);
    if (m_rows.isEmpty())
        m_layout.paragraph(tr("No offers to report."), m_layout.font(9), pdfMutedColor());

    m_layout.space(8);
    m_layout.paragraph(tr("Why each offer stands where it does:"), m_layout.font(8.5, true));
    QList<std::pair<QString, QString>> reasons;
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        reasons.append({m_marks.at(i), Engine::reasonText(m_evaluation, row(m_rows.at(i)))});
    m_layout.keyValues(reasons, 0.05);
}

void PdfReportBuilder::unavailable(const QList<OfferKey> &keys)
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

void PdfReportBuilder::breakdown()
{
    m_layout.heading(tr("Where the money goes"));
    m_layout.paragraph(
        tr("%1, in US dollars. Rounding waste is time billed but not used: billing increments "
           "and minimum charges.")
            .arg(measureTitle()),
        m_layout.font(8.5), pdfMutedColor());
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
        QStringList line{m_marks.at(i), offerName(r)};
        for (const QStringView key : {u"compute_usd", u"rounding_usd", u"cold_start_usd",
                                      u"storage_usd", u"spot_risk_usd", u"total_cost_usd"})
            line.append(figure(key, r));
        cells.append(line);
    }
    m_layout.table(columns, cells, 7.5);
}

void PdfReportBuilder::sources(QDate today)
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
        QString date = observed.isValid() ? localDate(observed, m_locale) : tr("unknown date");
        const qint64 age = observed.isValid() ? observed.ageInDays(today) : 0;
        if (observed.isValid() && age > 30)
            date = tr("%1 (old: %n days)", nullptr, int(age)).arg(localDate(observed, m_locale));
        QString speed = QStringLiteral("—");
        if (r.speed && r.speed->series == userMeasurementSeries()) {
            speed = tr("your own measurement: %1").arg(r.speed->source);
        } else if (r.speed) {
            speed = r.speed->basis == Basis::Measured
                ? Vocabulary::measuredBy(r.speed->series.isEmpty() ? r.speed->source
                                                                   : r.speed->series
                                                 + QStringLiteral(" — ") + r.speed->source)
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
        m_layout.font(8), pdfMutedColor());
}

void PdfReportBuilder::estimatedNote()
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
} // namespace core
