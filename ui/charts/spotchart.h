#pragma once

#include "chartpage.h"

QT_BEGIN_NAMESPACE
class QBarSet;
QT_END_NAMESPACE

namespace ui {

// The batch job or training run on demand against spot with the expected interruptions priced
// in, for the offers shown in the table that have both prices (cheapest on spot first): the
// engine's own two prices of each row (OfferEvaluation::onDemandJob, spotJob).
class SpotChart final : public ChartPage
{
    Q_OBJECT

public:
    static constexpr int topCount = 15;

    explicit SpotChart(QWidget *parent = nullptr);

    // (on demand, spot) job costs in the display currency, top to bottom.
    QList<std::pair<double, double>> values();
    QList<core::OfferKey> keys();

protected:
    QString build(const ChartContents &contents) override;

private:
    QBarSet *m_onDemand = nullptr;
    QBarSet *m_spot = nullptr;
    QList<core::OfferKey> m_keys;
    QStringList m_tips;
};

} // namespace ui
