#include "pdfpage.h"
#include "pdfreportbuilder.h"

#include <core/figures/chartitem.h>
#include <core/figures/reportcharts.h>

#include <QPainter>

namespace core {

void PdfReportBuilder::charts()
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
        m_layout.font(8.5), pdfMutedColor());
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
        m_layout.font(8.5), pdfMutedColor());
    m_layout.space(6);
    const QString xTitle = train ? tr("Cost of the run (US dollars)")
                                 : tr("US dollars per 1,000 images");
    const QString yTitle = train ? tr("Seconds per step") : tr("Seconds per image");
    m_layout.block(300, [charts, items, xTitle, yTitle](QPainter &painter, const QRectF &rect) {
        charts.paintScatter(painter, rect, items, xTitle, yTitle);
    });
}

} // namespace core
