#pragma once

#include <core/plan/rentorbuy.h>

#include <QWidget>

class QChartView;
class QLineSeries;

namespace ui {

// Cumulative cost over the months: renting the plan against owning a card (bought at month 0,
// valued at its resale price, plus electricity). Where the lines cross is the break-even.
// Fed from core::RentOrBuy, the same figures the plan dialog shows as text.
class RentOrBuyChart final : public QWidget
{
    Q_OBJECT

public:
    explicit RentOrBuyChart(QWidget *parent = nullptr);

    void setResult(const std::optional<core::RentOrBuy> &result, int months);
    QList<QPointF> rentalPoints() const;
    QList<QPointF> ownPoints() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QChartView *m_view = nullptr;
    QLineSeries *m_rental = nullptr;
    QLineSeries *m_own = nullptr;
    std::optional<core::RentOrBuy> m_result;
    int m_months = 24;
};

} // namespace ui
