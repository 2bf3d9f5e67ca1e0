#include "spotchart.h"

#include <core/engine/costcurves.h>
#include <ui/common/format.h>

#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLocale>

#include <algorithm>

namespace ui {

SpotChart::SpotChart(QWidget *parent)
    : ChartPage(parent)
{
}

QList<std::pair<double, double>> SpotChart::values()
{
    ensureBuilt();
    QList<std::pair<double, double>> values;
    if (!m_spot)
        return values;
    for (qsizetype i = m_spot->count() - 1; i >= 0; --i)
        values.append({m_onDemand->at(i), m_spot->at(i)});
    return values;
}

QList<core::OfferKey> SpotChart::keys()
{
    ensureBuilt();
    QList<core::OfferKey> keys = m_keys;
    std::reverse(keys.begin(), keys.end());
    return keys;
}

QString SpotChart::build(const ChartContents &contents)
{
    m_onDemand = nullptr;
    m_spot = nullptr;
    m_keys.clear();
    m_tips.clear();
    if (!contents.snapshot)
        return tr("No offers to chart yet.");

    QList<core::ResolvedOffer> offers;
    for (const int index : contents.visibleRows) {
        const core::ResolvedOffer &offer = contents.row(index).offer;
        if (offer.spotUsdPerHour)
            offers.append(offer);
    }
    if (offers.isEmpty())
        return tr("None of the offers shown in the table has a spot price.");
    const core::CostCurves costCurves(*contents.snapshot->catalog, contents.assumptions);
    core::Expected<QList<core::SpotComparison>> result = costCurves.spotVersusOnDemand(
        contents.workload(), offers);
    if (!result)
        return result.error();
    QList<core::SpotComparison> comparisons = std::move(result).value();
    if (comparisons.isEmpty())
        return tr("None of the offers shown in the table with a spot price can run this workload.");
    if (comparisons.size() > topCount)
        comparisons.resize(topCount);

    // Horizontal bars run bottom to top: the cheapest on spot goes last, to be on top.
    std::reverse(comparisons.begin(), comparisons.end());
    m_onDemand = new QBarSet(tr("On demand"));
    m_spot = new QBarSet(tr("Spot, expected interruptions included"));
    QStringList names;
    double max = 0;
    for (const core::SpotComparison &comparison : std::as_const(comparisons)) {
        m_onDemand->append(displayMoney(comparison.onDemandUsd));
        m_spot->append(displayMoney(comparison.spotUsd));
        max = std::max(
            {max, displayMoney(comparison.onDemandUsd), displayMoney(comparison.spotUsd)});
        names.append(offerLabel(comparison.offer));
        m_keys.append(comparison.offer.offer->key);
        m_tips.append(tr("%1\nOn demand: %2\nSpot: %3")
                          .arg(names.last(), formatMoney(comparison.onDemandUsd),
                               formatMoney(comparison.spotUsd)));
    }
    names = uniqueLabels(names, m_keys);
    m_onDemand->setBrush(secondaryColor());
    m_onDemand->setPen(QPen(secondaryColor(), 1));
    m_spot->setBrush(accentColor());
    m_spot->setPen(QPen(accentColor(), 1));

    auto *series = new QHorizontalBarSeries;
    series->append(m_onDemand);
    series->append(m_spot);
    series->setBarWidth(0.8);
    chart()->addSeries(series);
    attachCostBarAxes(series, tr("Cost of the job (%1)").arg(currencyCode()), max, names);

    for (QBarSet *set : {m_onDemand, m_spot}) {
        connect(set, &QBarSet::hovered, this, [this](bool state, int index) {
            if (state && index >= 0 && index < m_tips.size())
                showToolTip(m_tips.at(index));
            else
                hideToolTip();
        });
        connect(set, &QBarSet::clicked, this, [this](int index) {
            if (index >= 0 && index < m_keys.size())
                emit offerClicked(m_keys.at(index));
        });
    }

    const qint64 images = contents.workload().images;
    chart()->setTitle(tr("A batch of %Ln image(s): on demand against spot", nullptr,
                         int(std::min<qint64>(images, INT_MAX))));
    attachLegend(Qt::AlignTop);
    return {};
}

} // namespace ui
