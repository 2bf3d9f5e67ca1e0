#include "costbarschart.h"

#include <ui/common/format.h>

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLocale>

#include <algorithm>

namespace ui {

CostBarsChart::CostBarsChart(QWidget *parent)
    : ChartPage(parent)
{
}

QList<double> CostBarsChart::values()
{
    ensureBuilt();
    QList<double> values;
    if (!m_measured)
        return values;
    // Each offer is in one of the two sets (the other holds 0); the best is the last bar.
    for (qsizetype i = m_measured->count() - 1; i >= 0; --i)
        values.append(m_measured->at(i) + m_estimated->at(i));
    return values;
}

QStringList CostBarsChart::labels()
{
    ensureBuilt();
    QStringList labels;
    for (QAbstractAxis *axis : chart()->axes(Qt::Vertical)) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            labels = categories->categories();
    }
    std::reverse(labels.begin(), labels.end());
    return labels;
}

QString CostBarsChart::axisTitle(const ChartContents &contents) const
{
    switch (contents.workload().task) {
    case core::Task::Interactive:
        return tr("Cost a month (%1)").arg(currencyCode());
    case core::Task::Batch:
        return tr("Cost per %Ln image(s), compute only (%1)", nullptr, 1000).arg(currencyCode());
    case core::Task::Lora:
    case core::Task::Finetune:
        return tr("Cost of the training run (%1)").arg(currencyCode());
    }
    return {};
}

QString CostBarsChart::title(const ChartContents &contents) const
{
    const bool shortlist = contents.shortlistOnly;
    switch (contents.workload().task) {
    case core::Task::Interactive:
        return shortlist ? tr("Monthly cost of the shortlisted offers")
                         : tr("Monthly cost of the best offers in the table");
    case core::Task::Batch:
        return shortlist
            ? tr("Cost per %Ln image(s) of the shortlisted offers", nullptr, 1000)
            : tr("Cost per %Ln image(s) of the best offers in the table", nullptr, 1000);
    case core::Task::Lora:
    case core::Task::Finetune:
        return shortlist ? tr("Cost of the training run on the shortlisted offers")
                         : tr("Cost of the training run on the best offers in the table");
    }
    return {};
}

QString CostBarsChart::build(const ChartContents &contents)
{
    m_measured = nullptr;
    m_estimated = nullptr;
    m_keys.clear();
    m_tips.clear();
    if (!contents.snapshot)
        return tr("No offers to chart yet.");

    // A batch is compared per 1,000 images, everything else by the task's total.
    const bool batch = contents.workload().task == core::Task::Batch;
    const QList<int> rows = contents.shortlistOnly ? contents.byRank(true)
                                                   : contents.topRanked(topCount);
    QStringList names;
    QList<double> values;
    QList<bool> measured;
    const QLocale locale;
    for (const int index : rows) {
        const core::OfferEvaluation &row = contents.row(index);
        const std::optional<double> usd = batch ? row.usdPer1000Images : row.totalCostUsd;
        if (!usd)
            continue;
        values.append(displayMoney(*usd));
        measured.append(row.speed && row.speed->basis == core::Basis::Measured);
        core::OfferKey untiered = row.offer.offer->key;
        untiered.tier.clear();
        const QString shorter = core::OfferName::full(row.offer.provider->name, row.offer.gpu->name,
                                                      untiered);
        const auto ranked = [&](const QString &name) {
            return row.rank > 0 ? tr("%1. %2", "rank. offer").arg(locale.toString(row.rank), name)
                                : name;
        };
        names.append(barName(ranked(core::OfferName::full(row.offer)), ranked(shorter)));
        m_keys.append(row.offer.offer->key);
        m_tips.append(tr("%1\n%2: %3\nSpeed: %4")
                          .arg(core::OfferName::full(row.offer), axisTitle(contents),
                               formatMoney(usd), speedBasisText(row)));
    }
    if (values.isEmpty()) {
        return contents.shortlistOnly
            ? tr("None of the shortlisted offers shown in the table has a cost for this workload. "
                 "Star offers in "
                 "the table, or clear the filters.")
            : tr("None of the offers shown in the table has a cost for this workload.");
    }
    // As many as there is room for with their names whole: the best first.
    const qsizetype wanted = values.size();
    const qsizetype shown = std::min<qsizetype>(wanted, barRoom());
    names.resize(shown);
    values.resize(shown);
    measured.resize(shown);
    m_keys.resize(shown);
    m_tips.resize(shown);
    names = uniqueLabels(names, m_keys);
    // Horizontal bars run bottom to top: add the best last so that it is on top. (Reversing
    // the category axis instead leaves the bars where they were in Qt 6.4.)
    std::reverse(names.begin(), names.end());
    std::reverse(values.begin(), values.end());
    std::reverse(measured.begin(), measured.end());
    std::reverse(m_keys.begin(), m_keys.end());
    std::reverse(m_tips.begin(), m_tips.end());

    m_measured = new QBarSet(basisText(core::Basis::Measured));
    m_estimated = new QBarSet(basisText(core::Basis::Estimated));
    for (qsizetype i = 0; i < values.size(); ++i) {
        m_measured->append(measured.at(i) ? values.at(i) : 0.0);
        m_estimated->append(measured.at(i) ? 0.0 : values.at(i));
    }
    const QColor accent = accentColor();
    m_measured->setBrush(accent);
    m_measured->setPen(QPen(accent, 1));
    m_estimated->setBrush(QBrush(accent, Qt::BDiagPattern));
    m_estimated->setPen(QPen(accent, 1));

    auto *series = new QHorizontalStackedBarSeries;
    series->append(m_measured);
    series->append(m_estimated);
    series->setBarWidth(0.7);
    chart()->addSeries(series);

    const double max = *std::max_element(values.cbegin(), values.cend());
    attachCostBarAxes(series, axisTitle(contents), max, names, wanted);

    for (QBarSet *set : {m_measured, m_estimated}) {
        connect(set, &QBarSet::hovered, this, &CostBarsChart::onHovered);
        connect(set, &QBarSet::clicked, this, [this](int index) {
            if (index >= 0 && index < m_keys.size())
                emit offerClicked(m_keys.at(index));
        });
    }

    chart()->setTitle(title(contents));
    // Beside the bars, not above them: a chart in a dock has width to spare, not height.
    attachLegend(Qt::AlignRight);
    return {};
}

void CostBarsChart::onHovered(bool state, int index)
{
    if (state && index >= 0 && index < m_tips.size())
        showToolTip(m_tips.at(index));
    else
        hideToolTip();
}

} // namespace ui
