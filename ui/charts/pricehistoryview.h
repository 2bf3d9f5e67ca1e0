#pragma once

#include <core/store/pricehistory.h>

#include <QPointF>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;

namespace ui {

class PriceHistoryChart;

// An offer's observed prices over time (on-demand and spot, in the display currency), for the
// detail pane. Qt Charts stays behind this header so a move to Qt Graphs stays in ui/charts.
class PriceHistoryView final : public QWidget
{
    Q_OBJECT

public:
    explicit PriceHistoryView(QWidget *parent = nullptr);
    ~PriceHistoryView() override;

    // `usdPerUnit` converts each observation's currency to US dollars (the catalog's rates).
    void setHistory(const QList<core::PriceObservation> &history,
                    const std::function<std::optional<double>(const QString &)> &usdPerUnit);
    // (days since epoch, on-demand USD) per observation with a price, for tests.
    QList<QPointF> onDemandPoints() const;
    // Whether the chart is drawn: only for two priced observations or more.
    bool chartShown() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QLabel *m_caption = nullptr;
    std::unique_ptr<PriceHistoryChart> m_chart; // built on the first history worth a chart
    QList<QPointF> m_onDemand;
    QList<core::PriceObservation> m_history;
    std::function<std::optional<double>(const QString &)> m_usdPerUnit;
};

} // namespace ui
