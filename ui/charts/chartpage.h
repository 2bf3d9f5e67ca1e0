#pragma once

#include "chartcontents.h"

#include <QWidget>

#include <climits>
#include <memory>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QBarCategoryAxis;
class QChart;
class QChartView;
class QLabel;
class QLegend;
class QStackedWidget;
class QValueAxis;
QT_END_NAMESPACE

namespace ui {

// One chart of the panel: a chart view whose series are rebuilt from the contents when they,
// the palette, the language or the layout direction change. Hidden pages rebuild when shown,
// so the panel stays cheap to update on every change of the table.
class ChartPage : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPage(QWidget *parent = nullptr);
    ~ChartPage() override;

    void setContents(std::shared_ptr<const ChartContents> contents);
    // Rebuilds now if anything changed since the last build.
    void ensureBuilt();

    QChartView *view() const { return m_view; }
    QChart *chart() const { return m_chart; }

    // PNG (at twice the device pixel ratio) or SVG, by the file's suffix.
    bool save(const QString &path, QString *errorMessage);

signals:
    void offerClicked(const core::OfferKey &key);

protected:
    // Adds series and axes to chart() from the contents (the chart is empty when called).
    // Returns what to say instead of a chart when there is nothing to draw, else an empty string.
    virtual QString build(const ChartContents &contents) = 0;

    bool rightToLeft() const { return layoutDirection() == Qt::RightToLeft; }
    // The font of the chart's text but its title (axis titles, the legend), with a line height a
    // chart in a dock can hold; and 90 % of it for axis labels and names beside points.
    QFont textFont() const;
    QFont labelFont() const;
    // Left and right swap in a right-to-left layout.
    Qt::Alignment mirrored(Qt::Alignment alignment) const;
    QColor accentColor() const;
    QColor secondaryColor() const;
    QValueAxis *valueAxis(const QString &title, double max, double min = 0);
    // Horizontal bars: the cost along the bottom, growing from the side the text starts on, and
    // one category per offer, named by `offers`, along the side. `wanted` is how many offers the
    // chart would show if there were room (see barRoom()).
    void attachCostBarAxes(QAbstractSeries *series, const QString &costTitle, double maxCost,
                           const QStringList &offers, qsizetype wanted);
    // How many bars fit with their names whole at the size the chart has (Qt Charts would cut a
    // name that is taller than its bar's share of the axis to "..."): a bar chart shows at most
    // that many. Unlimited until the chart has been laid out.
    int barRoom() const { return m_barRoom; }
    // `name`, or `shorter` (the name less its tier), or that ending in "…": as wide as a name can
    // be drawn whole at the chart's width. Unlimited until the chart has been laid out.
    QString barName(const QString &name, const QString &shorter = {}) const;
    void attachLegend(Qt::Alignment alignment);
    void showToolTip(const QString &text);
    void hideToolTip();

    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void invalidate();
    void rebuild();
    void applyTheme();
    void styleAxes();
    void fitBars();
    // The names as drawn after a layout: fewer bars, or narrower names, where one is not whole.
    void checkNames();
    // The tallest bar name as the axis lays it out.
    double nameHeight() const;

    QStackedWidget *m_stack = nullptr;
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr;
    QLabel *m_empty = nullptr;
    std::shared_ptr<const ChartContents> m_contents;
    bool m_dirty = true;
    QBarCategoryAxis *m_barAxis = nullptr; // owned by the chart
    qsizetype m_barsShown = 0;
    qsizetype m_barsWanted = 0;
    int m_barRoom = INT_MAX;
    double m_nameWidth = 0; // 0: unlimited
    // The chart's width and plot height at which the names were seen to need fewer bars
    // (m_roomCap) or narrower names (m_widthCap) than foreseen.
    QSizeF m_cappedAt;
    int m_roomCap = INT_MAX;
    double m_widthCap = 0;
};

} // namespace ui
