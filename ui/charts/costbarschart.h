#pragma once

#include "chartpage.h"

QT_BEGIN_NAMESPACE
class QBarSet;
QT_END_NAMESPACE

namespace ui {

// The cost of the active task (a month of sessions, 1,000 images of a batch, a training run)
// for the best offers or the shortlist, as horizontal bars: measured speed solid, estimated
// hatched. In a right-to-left layout the bars grow from the right.
class CostBarsChart final : public ChartPage
{
    Q_OBJECT

public:
    static constexpr int topCount = 15;

    explicit CostBarsChart(QWidget *parent = nullptr);

    // What the bars show, top to bottom, in the display currency.
    QList<double> values();
    QStringList labels();

protected:
    QString build(const ChartContents &contents) override;

private:
    QString axisTitle(const ChartContents &contents) const;
    QString title(const ChartContents &contents) const;
    void onHovered(bool state, int index);

    QBarSet *m_measured = nullptr;
    QBarSet *m_estimated = nullptr;
    QList<core::OfferKey> m_keys;
    QStringList m_tips;
};

} // namespace ui
