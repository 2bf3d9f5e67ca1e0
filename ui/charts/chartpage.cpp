#include "chartpage.h"

#include <core/export/exportfile.h>

#include <QBarCategoryAxis>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QPainter>
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace ui {
namespace {

// A saved chart that was never on screen gets this size (in device-independent pixels).
constexpr QSize exportSize(960, 600);

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

int decimalsFor(double max)
{
    if (!std::isfinite(max) || max <= 0 || max >= 20)
        return 0;
    if (max >= 2)
        return 1;
    return std::min(4, 1 - int(std::floor(std::log10(max))));
}

} // namespace

namespace {

// A script font with a very tall line (Nastaliq's is over twice a Latin font's) would leave a
// chart in a dock room for one bar, wrap its axis titles and cut every axis label to "...": such a
// font gives way to the family after it, alone (the system draws its script in a font of normal
// height; with the script font behind it, one letter only that font has makes the line as tall).
QFont compact(QFont font)
{
    const QStringList families = font.families();
    if (families.size() < 2)
        return font;
    QFont first = font;
    first.setFamilies({families.first()});
    QFont second = font;
    second.setFamilies({families.at(1)});
    if (QFontMetricsF(first).height() <= 1.5 * QFontMetricsF(second).height())
        return font;
    return second;
}

} // namespace

QFont ChartPage::textFont() const
{
    return compact(font());
}

QFont ChartPage::labelFont() const
{
    QFont font = compact(this->font());
    font.setPointSizeF(font.pointSizeF() * 0.9);
    return font;
}

ChartPage::ChartPage(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    // Given its chart at construction: QChartView(QWidget *) makes a default chart of its own,
    // and setChart() would release that one without deleting it.
    , m_view(new QChartView(new QChart, this))
    , m_chart(m_view->chart())
    , m_empty(new QLabel(this))
{
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(6, 6, 6, 6));
    m_chart->setLocalizeNumbers(true);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connect(m_chart, &QChart::plotAreaChanged, this, &ChartPage::fitBars);
}

ChartPage::~ChartPage() = default;

void ChartPage::setContents(std::shared_ptr<const ChartContents> contents)
{
    m_contents = std::move(contents);
    invalidate();
}

void ChartPage::ensureBuilt()
{
    if (m_dirty)
        rebuild();
}

void ChartPage::invalidate()
{
    m_dirty = true;
    // Coalesce a burst of changes (typing in the search box, a palette and a style change)
    // into one rebuild; hidden pages wait until they are shown.
    if (isVisible())
        QTimer::singleShot(0, this, &ChartPage::ensureBuilt);
}

void ChartPage::rebuild()
{
    m_dirty = false;
    applyTheme();
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_chart->setTitle(QString());
    m_barAxis = nullptr;
    m_barsShown = m_barsWanted = 0;
    m_chart->setLocale(QLocale());
    m_chart->setLayoutDirection(layoutDirection());
    const QString empty = m_contents ? build(*m_contents) : QString();
    m_empty->setText(empty);
    m_stack->setCurrentWidget(empty.isEmpty() ? static_cast<QWidget *>(m_view) : m_empty);
    styleAxes();
}

void ChartPage::applyTheme()
{
    const QPalette &pal = palette();
    const QChart::ChartTheme theme = isDark(pal) ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (m_chart->theme() != theme)
        m_chart->setTheme(theme); // the series' colour cycle; the rest follows the palette below
    m_chart->setBackgroundBrush(pal.brush(QPalette::Base));
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setTitleBrush(pal.brush(QPalette::Text));
    QFont title = font();
    title.setBold(true);
    m_chart->setTitleFont(title);
    m_chart->legend()->setLabelColor(pal.color(QPalette::Text));
    m_chart->legend()->setFont(textFont());
    m_view->setBackgroundBrush(pal.brush(QPalette::Base));
}

void ChartPage::styleAxes()
{
    const QPalette &pal = palette();
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15);
    const QFont labels = labelFont();
    for (QAbstractAxis *axis : m_chart->axes()) {
        axis->setLabelsBrush(pal.brush(QPalette::Text));
        axis->setLabelsFont(labels);
        axis->setTitleBrush(pal.brush(QPalette::Text));
        axis->setTitleFont(textFont());
        axis->setGridLineColor(grid);
        QColor minor = grid;
        minor.setAlphaF(0.06);
        axis->setMinorGridLineColor(minor);
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
}

Qt::Alignment ChartPage::mirrored(Qt::Alignment alignment) const
{
    if (!rightToLeft())
        return alignment;
    if (alignment & Qt::AlignLeft)
        return (alignment & ~Qt::AlignLeft) | Qt::AlignRight;
    if (alignment & Qt::AlignRight)
        return (alignment & ~Qt::AlignRight) | Qt::AlignLeft;
    return alignment;
}

QColor ChartPage::accentColor() const
{
    return palette().color(QPalette::Highlight);
}

QColor ChartPage::secondaryColor() const
{
    // Between the text and the background: a neutral that reads on both themes.
    const QColor text = palette().color(QPalette::Text);
    const QColor base = palette().color(QPalette::Base);
    return QColor::fromRgbF((text.redF() * 0.55 + base.redF() * 0.45),
                            (text.greenF() * 0.55 + base.greenF() * 0.45),
                            (text.blueF() * 0.55 + base.blueF() * 0.45));
}

QValueAxis *ChartPage::valueAxis(const QString &title, double max, double min)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setRange(min, max > min ? max * 1.05 : min + 1);
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimalsFor(axis->max())));
    return axis;
}

void ChartPage::attachCostBarAxes(QAbstractSeries *series, const QString &costTitle, double maxCost,
                                  const QStringList &offers, qsizetype wanted)
{
    QValueAxis *costAxis = valueAxis(costTitle, maxCost);
    costAxis->setReverse(rightToLeft());
    auto *offerAxis = new QBarCategoryAxis;
    offerAxis->append(offers);
    offerAxis->setGridLineVisible(false);
    m_chart->addAxis(costAxis, Qt::AlignBottom);
    m_chart->addAxis(offerAxis, mirrored(Qt::AlignLeft));
    series->attachAxis(costAxis);
    series->attachAxis(offerAxis);
    m_barAxis = offerAxis;
    m_barsShown = offers.size();
    m_barsWanted = wanted;
}

void ChartPage::fitBars()
{
    if (!m_barAxis)
        return;
    const double height = m_chart->plotArea().height();
    if (height <= 0)
        return;
    // Qt Charts gives each name (plot height ÷ (bars + 1)) less twice its label padding of 4 px.
    const double line = QFontMetricsF(m_barAxis->labelsFont()).height() + 2 * 4 + 1;
    const int room = std::max(1, int(std::floor(height / line)) - 1);
    if (room == m_barRoom)
        return;
    m_barRoom = room;
    if (m_barsShown > room || m_barsShown < std::min<qsizetype>(m_barsWanted, room))
        invalidate();
}

void ChartPage::attachLegend(Qt::Alignment alignment)
{
    QLegend *legend = m_chart->legend();
    legend->setVisible(true);
    legend->setAlignment(mirrored(alignment));
}

void ChartPage::showToolTip(const QString &text)
{
    QToolTip::showText(QCursor::pos(), text, m_view);
}

void ChartPage::hideToolTip()
{
    QToolTip::hideText();
}

void ChartPage::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::LanguageChange:
    case QEvent::LocaleChange:
    case QEvent::LayoutDirectionChange:
    case QEvent::FontChange:
        invalidate();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

void ChartPage::showEvent(QShowEvent *event)
{
    ensureBuilt();
    QWidget::showEvent(event);
}

bool ChartPage::save(const QString &path, QString *errorMessage)
{
    const auto fail = [errorMessage](const QString &message) {
        if (errorMessage)
            *errorMessage = message;
        return false;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool png = suffix == QLatin1String("png");
    if (!png && suffix != QLatin1String("svg"))
        return fail(core::ExportFile::cannotWrite(path, tr("save a chart as a .png or .svg file")));

    ensureBuilt();
    if (!m_empty->text().isEmpty())
        return fail(core::ExportFile::cannotWrite(path, tr("the chart is empty")));
    // Draw the chart's scene at the size it has on screen; a chart that is not on screen
    // (another page, a panel not opened yet) is laid out at a size of its own for the file.
    const QSizeF shown = m_chart->size();
    const bool onScreen = m_view->isVisible() && shown.width() >= 200 && shown.height() >= 150;
    if (!onScreen)
        m_chart->resize(exportSize);
    if (m_chart->layout())
        m_chart->layout()->activate();
    const QRectF source = m_chart->sceneBoundingRect();
    const QSize size = source.size().toSize();
    const auto paint = [&](QPainter &painter) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(QRectF(QPointF(0, 0), size), palette().color(QPalette::Base));
        m_chart->scene()->render(&painter, QRectF(QPointF(0, 0), size), source);
    };

    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    bool encoded = false;
    if (png) {
        constexpr qreal ratio = 2;
        QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        encoded = image.save(&buffer, "PNG");
    } else {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(logicalDpiX()); // text sized as laid out on screen
        generator.setTitle(m_chart->title());
        generator.setDescription(tr("A chart made by GPU Scout"));
        QPainter painter;
        encoded = painter.begin(&generator);
        if (encoded) {
            paint(painter);
            painter.end();
        }
    }
    if (!onScreen)
        m_chart->resize(shown);
    if (!encoded)
        return fail(core::ExportFile::cannotWrite(path, tr("the chart could not be drawn")));
    buffer.close();
    const core::Status status = core::ExportFile::write(
        path, data, png ? core::ExportKind::Png : core::ExportKind::Svg, true);
    if (!status.ok())
        return fail(status.error());
    return true;
}

} // namespace ui
