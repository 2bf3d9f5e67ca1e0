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

    // The engine priced every batch job and training run both ways: the chart reads its rows.
    QList<core::SpotComparison> comparisons = core::spotVersusOnDemand(
        contents.snapshot->evaluation, contents.visibleRows);
    if (comparisons.isEmpty()) {
        const bool anySpot = std::any_of(
            contents.visibleRows.cbegin(), contents.visibleRows.cend(),
            [&](int index) { return contents.row(index).offer.spotUsdPerHour.has_value(); });
        return anySpot ? tr("None of the offers shown in the table with a spot price can run "
                            "this workload.")
                       : tr("None of the offers shown in the table has a spot price.");
    }
    const qsizetype wanted = std::min<qsizetype>(comparisons.size(), topCount);
    comparisons.resize(std::min<qsizetype>(wanted, barRoom()));

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
        const core::ResolvedOffer &offer = contents.row(comparison.row).offer;
        core::OfferKey untiered = offer.offer->key;
        untiered.tier.clear();
        names.append(
            barName(core::OfferName::full(offer),
                    core::OfferName::full(offer.provider->name, offer.gpu->name, untiered)));
        m_keys.append(offer.offer->key);
        m_tips.append(tr("%1\nOn demand: %2\nSpot: %3")
                          .arg(core::OfferName::full(offer), formatMoney(comparison.onDemandUsd),
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
    attachCostBarAxes(series, tr("Cost of the job (%1)").arg(currencyCode()), max, names, wanted);

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
    chart()->setTitle(contents.training() ? tr("The training run: on demand against spot")
                                          : tr("A batch of %Ln image(s): on demand against spot",
                                               nullptr, int(std::min<qint64>(images, INT_MAX))));
    // Beside the bars, not above them: a chart in a dock has width to spare, not height.
    attachLegend(Qt::AlignRight);
    return {};
}

} // namespace ui
