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
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>

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
    QList<QPointF> onDemand;
};

PriceHistoryView::PriceHistoryView(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_chart(std::make_unique<PriceHistoryChart>(this))
{
    m_caption->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_chart->view);
}

PriceHistoryView::~PriceHistoryView() = default;

void PriceHistoryView::setHistory(const QList<core::PriceObservation> &history,
                                  const std::function<std::optional<double>(const QString &)> &usdPerUnit)
{
    m_history = history;
    m_usdPerUnit = usdPerUnit;
    rebuild();
}

QList<QPointF> PriceHistoryView::onDemandPoints() const
{
    return m_chart->onDemand;
}

void PriceHistoryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

void PriceHistoryView::rebuild()
{
    QChart *chart = m_chart->view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    m_chart->onDemand.clear();
    chart->setTheme(palette().color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark
                                                                         : QChart::ChartThemeLight);

    auto *onDemand = new QLineSeries;
    onDemand->setName(tr("On-demand"));
    onDemand->setPointsVisible(true);
    auto *spot = new QLineSeries;
    spot->setName(tr("Spot"));
    spot->setPointsVisible(true);
    const double perUsd = displayCurrency().perUsd;
    double high = 0;
    for (const core::PriceObservation &observation : std::as_const(m_history)) {
        const std::optional<double> rate = m_usdPerUnit ? m_usdPerUnit(observation.currency) : std::nullopt;
        if (!rate)
            continue;
        const double x = QDateTime(observation.observedAt.first(), QTime(12, 0)).toMSecsSinceEpoch();
        if (observation.onDemandPerHour) {
            const double usd = *observation.onDemandPerHour * *rate;
            onDemand->append(x, usd * perUsd);
            m_chart->onDemand.append({double(observation.observedAt.first().toJulianDay()), usd});
            high = std::max(high, usd * perUsd);
        }
        if (observation.spotPerHour) {
            const double value = *observation.spotPerHour * *rate * perUsd;
            spot->append(x, value);
            high = std::max(high, value);
        }
    }
    const int observations = int(m_history.size());
    m_caption->setText(observations < 2
                           ? tr("One observation so far: each catalog update adds the prices it brings.")
                           : tr("%n observation(s) of this offer's price.", nullptr, observations));
    if (onDemand->count() + spot->count() == 0) {
        delete onDemand;
        delete spot;
        m_chart->view->setVisible(false);
        return;
    }
    m_chart->view->setVisible(true);
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
    // A single date would give the time axis no width: widen it by a day on each side.
    if (onDemand->count() + spot->count() > 0) {
        const QDateTime first = QDateTime::fromMSecsSinceEpoch(qint64(std::min(
            onDemand->count() ? onDemand->at(0).x() : INFINITY, spot->count() ? spot->at(0).x() : INFINITY)));
        const QDateTime last = QDateTime::fromMSecsSinceEpoch(qint64(std::max(
            onDemand->count() ? onDemand->at(onDemand->count() - 1).x() : 0.0,
            spot->count() ? spot->at(spot->count() - 1).x() : 0.0)));
        time->setRange(first.addDays(-1), last.addDays(1));
    }
}

} // namespace ui
