#include "pricehistoryview.h"

#include "ui/common/format.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace ui {

// The Qt Charts part, private to this file.
class PriceHistoryChart final
{
public:
    explicit PriceHistoryChart(QWidget *parent)
        : view(new QChartView(new QChart, parent))
    {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(180);
        view->chart()->setMargins(QMargins(2, 2, 2, 2));
    }

    QChartView *view;
};

PriceHistoryView::PriceHistoryView(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
{
    m_caption->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
}

PriceHistoryView::~PriceHistoryView() = default;

void PriceHistoryView::setHistory(
    const QList<core::PriceObservation> &history,
    const std::function<std::optional<double>(const QString &)> &usdPerUnit)
{
    m_history = history;
    m_usdPerUnit = usdPerUnit;
    rebuild();
}

QList<QPointF> PriceHistoryView::onDemandPoints() const
{
    return m_onDemand;
}

bool PriceHistoryView::chartShown() const
{
    return m_chart && !m_chart->view->isHidden();
}

void PriceHistoryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

void PriceHistoryView::rebuild()
{
    // The points first: they decide whether there is a history to draw.
    struct Point
    {
        double x;
        std::optional<double> onDemand;
        std::optional<double> spot;
    };
    QList<Point> points;
    m_onDemand.clear();
    const double perUsd = displayCurrency().perUsd;
    for (const core::PriceObservation &observation : std::as_const(m_history)) {
        const std::optional<double> rate = m_usdPerUnit ? m_usdPerUnit(observation.currency)
                                                        : std::nullopt;
        if (!rate || !(observation.onDemandPerHour || observation.spotPerHour))
            continue;
        Point point{
            double(QDateTime(observation.observedAt.first(), QTime(12, 0)).toMSecsSinceEpoch()),
            {},
            {}};
        if (observation.onDemandPerHour) {
            const double usd = *observation.onDemandPerHour * *rate;
            point.onDemand = usd * perUsd;
            m_onDemand.append({double(observation.observedAt.first().toJulianDay()), usd});
        }
        if (observation.spotPerHour)
            point.spot = *observation.spotPerHour * *rate * perUsd;
        points.append(point);
    }
    const int observations = int(m_history.size());
    m_caption->setText(
        observations < 2
            ? tr("One observation so far: each catalog update adds the prices it brings.")
            : tr("%n observation(s) of this offer's price.", nullptr, observations));

    // One priced observation is a dot, not a history: the caption says it all. Qt Charts is
    // built the first time there are two, which keeps it out of most start-ups.
    if (points.size() < 2) {
        if (m_chart)
            m_chart->view->setVisible(false);
        return;
    }
    if (!m_chart) {
        m_chart = std::make_unique<PriceHistoryChart>(this);
        layout()->addWidget(m_chart->view);
    }
    m_chart->view->setVisible(true);
    QChart *chart = m_chart->view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis); // which gives the axis back to us
        delete axis;
    }
    chart->setTheme(palette().color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark
                                                                        : QChart::ChartThemeLight);

    auto *onDemand = new QLineSeries;
    onDemand->setName(tr("On-demand"));
    onDemand->setPointsVisible(true);
    auto *spot = new QLineSeries;
    spot->setName(tr("Spot"));
    spot->setPointsVisible(true);
    double high = 0;
    for (const Point &point : std::as_const(points)) {
        if (point.onDemand) {
            onDemand->append(point.x, *point.onDemand);
            high = std::max(high, *point.onDemand);
        }
        if (point.spot) {
            spot->append(point.x, *point.spot);
            high = std::max(high, *point.spot);
        }
    }
    chart->addSeries(onDemand);
    chart->addSeries(spot);
    auto *time = new QDateTimeAxis;
    time->setFormat(QLocale().dateFormat(QLocale::ShortFormat));
    time->setTickCount(3);
    auto *price = new QValueAxis;
    price->setTitleText(tr("%1 per hour").arg(displayCurrency().code));
    price->setRange(0, high > 0 ? high * 1.15 : 1);
    price->setLabelFormat(QStringLiteral("%.2f"));
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(price, layoutDirection() == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(time);
        series->attachAxis(price);
    }
    // Observations on a single date would give the time axis no width: a day's margin each side.
    const auto [first, last] = std::minmax_element(
        points.cbegin(), points.cend(), [](const Point &a, const Point &b) { return a.x < b.x; });
    time->setRange(QDateTime::fromMSecsSinceEpoch(qint64(first->x)).addDays(-1),
                   QDateTime::fromMSecsSinceEpoch(qint64(last->x)).addDays(1));
}

} // namespace ui
