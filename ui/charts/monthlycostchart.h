#pragma once

#include "chartpage.h"

#include <QPointF>

QT_BEGIN_NAMESPACE
class QLineSeries;
QT_END_NAMESPACE

namespace ui {

// What each shortlisted offer costs a month as the hours of use grow, in sessions of the
// workload's length: the steps are billing increments and minimum charges, the jumps at each
// new session its cold start. Curves come from core (core::monthlyCost over the row), sampled every
// quarter hour.
class MonthlyCostChart final : public ChartPage
{
    Q_OBJECT

public:
    static constexpr double maxHours = 200;
    static constexpr double stepHours = 0.25;

    explicit MonthlyCostChart(QWidget *parent = nullptr);

    // One curve per plotted offer (hours, cost a month in the display currency).
    QList<QList<QPointF>> curves();
    QStringList names();

protected:
    QString build(const ChartContents &contents) override;

private:
    void onHovered(int curve, const QPointF &point, bool state);

    QList<QLineSeries *> m_series;
    QList<core::OfferKey> m_keys;
    QList<QList<QPointF>> m_usd; // the curves in USD, for tooltips through formatMoney()
};

} // namespace ui
