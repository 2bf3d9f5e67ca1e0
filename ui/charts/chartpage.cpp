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
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QPainter>
#include <QRawFont>
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>
#include <limits>

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
// font gives way to the family after it, followed by the family of the same scripts with the
// shortest line (a script's usual fallback can be tall too: one Urdu "۔" after a rank made a name
// half as tall again as a Latin one).
QFont compact(QFont font)
{
    const QStringList families = font.families();
    if (families.size() < 2)
        return font;
    QFont first = font;
    first.setFamilies({families.first()});
    QFont second = font;
    second.setFamilies({families.at(1)});
    const double normal = QFontMetricsF(second).height();
    if (QFontMetricsF(first).height() <= 1.5 * normal)
        return font;
    static QHash<QString, QStringList> shortest; // by the tall family and the size
    const QString key = families.first() + QLatin1Char('/') + QString::number(font.pointSizeF());
    if (!shortest.contains(key)) {
        // Measured as laid out after the second family: the script's sample and each letter of
        // its block the tall family has (an Urdu letter a family lacks falls back further).
        const QRawFont tall = QRawFont::fromFont(first);
        QStringList found;
        for (const QFontDatabase::WritingSystem system :
             QFontDatabase::writingSystems(families.first())) {
            if (system == QFontDatabase::Latin || system == QFontDatabase::Any)
                continue;
            QString sample = QFontDatabase::writingSystemSample(system);
            if (system == QFontDatabase::Arabic) {
                for (char32_t letter = 0x0600; letter <= 0x06FF; ++letter) {
                    if (tall.supportsCharacter(letter))
                        sample += QChar(letter);
                }
            }
            QTextDocument document;
            document.setDocumentMargin(0);
            document.setPlainText(sample);
            QString best;
            double bestHeight = 1.5 * normal;
            for (const QString &family : QFontDatabase::families(system)) {
                QFont candidate = font;
                candidate.setFamilies({families.at(1), family});
                document.setDefaultFont(candidate);
                const double height = document.size().height();
                if (height < bestHeight) {
                    best = family;
                    bestHeight = height;
                }
            }
            if (!best.isEmpty() && !found.contains(best))
                found.append(best);
        }
        shortest.insert(key, found);
    }
    second.setFamilies(QStringList{families.at(1)} + shortest.value(key));
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
    // Fewer bars may still be too many where the plot keeps its size (no plotAreaChanged).
    if (m_barAxis)
        QTimer::singleShot(0, this, &ChartPage::checkNames);
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
    // Compact as the axes': Nastaliq's tall line would take the height of a bar or two.
    QFont title = textFont();
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

namespace {

// A name as Qt Charts lays out a label: rich text in the labels' font with a margin of half a
// pixel. A character that font lacks is drawn in a fallback font whose taller line counts too (the
// "۔" after an Urdu rank).
QSizeF labelSize(QTextDocument &document, const QString &text)
{
    document.setHtml(text);
    return {document.idealWidth() + 1, document.size().height()};
}

} // namespace

double ChartPage::nameHeight() const
{
    QTextDocument document;
    document.setDocumentMargin(0.5);
    document.setDefaultFont(m_barAxis->labelsFont());
    double height = QFontMetricsF(m_barAxis->labelsFont()).height() + 1;
    for (const QString &name : m_barAxis->categories())
        height = std::max(height, labelSize(document, name).height());
    return height;
}

QString ChartPage::barName(const QString &name, const QString &shorter) const
{
    if (m_nameWidth <= 0)
        return name;
    QTextDocument document;
    document.setDocumentMargin(0.5);
    document.setDefaultFont(labelFont());
    if (labelSize(document, name).width() <= m_nameWidth)
        return name;
    const QString base = shorter.isEmpty() ? name : shorter;
    if (labelSize(document, base).width() <= m_nameWidth)
        return base;
    // Ends in "…" (the bar's tooltip has it whole) rather than Qt Charts' "..." at the room left.
    const QFontMetricsF metrics(labelFont());
    for (double width = m_nameWidth; width > 0; width -= metrics.averageCharWidth()) {
        const QString elided = metrics.elidedText(base, Qt::ElideRight, width);
        if (labelSize(document, elided).width() <= m_nameWidth)
            return elided;
    }
    return base.left(1) + QChar(0x2026);
}

void ChartPage::fitBars()
{
    if (!m_barAxis)
        return;
    const QRectF plot = m_chart->plotArea();
    if (plot.height() <= 0)
        return;
    // Qt Charts draws a name whole when it is no taller than the name axis' height (at most the
    // chart's) ÷ (bars + 2) less twice its label padding of 4 px, else as "..." after a letter or
    // two, and hides a name that would overlap the one above it (plot height ÷ bars apart).
    // checkNames() takes a bar off where that foresaw too many.
    const double line = nameHeight();
    const double axisHeight = m_chart->size().height() - m_chart->margins().bottom();
    int room = std::min(int(std::floor(axisHeight / (line + 2 * 4))) - 2,
                        int(std::floor(plot.height() / (line + 1))));
    // What the names were seen to need at this height (checkNames()).
    const bool capped = m_cappedAt == QSizeF(m_chart->size().width(), plot.height());
    if (capped)
        room = std::min(room, m_roomCap);
    room = std::max(1, room);
    // A name wider than the share of the chart its axis may take (40 % of what the legend
    // leaves) is cut to "..." by Qt Charts: barName() fits the names to it.
    const QLegend *legend = m_chart->legend();
    const double legendWidth = legend->isVisible()
            && (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight))
        ? legend->geometry().width()
        : 0;
    double nameWidth = std::floor(0.4
                                  * (m_chart->size().width() - m_chart->margins().left()
                                     - m_chart->margins().right() - legendWidth))
        - 2 * 4 - 1;
    if (capped)
        nameWidth = std::min(nameWidth, m_widthCap);
    if (room != m_barRoom || nameWidth != m_nameWidth) {
        const bool fewer = m_barsShown > room
            || m_barsShown < std::min<qsizetype>(m_barsWanted, room);
        const bool narrower = nameWidth != m_nameWidth;
        m_barRoom = room;
        m_nameWidth = nameWidth;
        if (fewer || narrower)
            invalidate();
    }
    QTimer::singleShot(0, this, &ChartPage::checkNames);
}

void ChartPage::checkNames()
{
    if (!m_barAxis || m_dirty || !m_view->isVisible())
        return;
    if (m_chart->layout())
        m_chart->layout()->activate();
    QStringList drawn;
    for (QGraphicsItem *item : m_chart->scene()->items()) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            drawn.append(text->toPlainText());
    }
    // A name cut for its width keeps most of the room; one cut for its height keeps a letter or
    // two, or nothing, or is hidden.
    QTextDocument document;
    document.setDocumentMargin(0.5);
    document.setDefaultFont(m_barAxis->labelsFont());
    bool cutShort = false;
    bool missing = false;
    for (const QString &name : m_barAxis->categories()) {
        if (drawn.contains(name))
            continue;
        const double whole = labelSize(document, name).width();
        const auto cut = std::find_if(drawn.cbegin(), drawn.cend(), [&](const QString &text) {
            return text.size() > 3 && text.endsWith(QLatin1String("..."))
                && name.startsWith(text.chopped(3))
                && labelSize(document, text).width() >= 0.5 * std::min(whole, m_nameWidth);
        });
        (cut != drawn.cend() ? cutShort : missing) = true;
    }
    // Fewer bars, or narrower names, for as long as the chart keeps this size.
    const QSizeF size(m_chart->size().width(), m_chart->plotArea().height());
    if ((missing && m_barsShown > 1) || (cutShort && m_nameWidth > 40)) {
        if (size != m_cappedAt) {
            m_cappedAt = size;
            m_roomCap = INT_MAX;
            m_widthCap = std::numeric_limits<double>::max();
        }
    }
    if (missing && m_barsShown > 1) {
        m_roomCap = int(m_barsShown) - 1;
        m_barRoom = m_roomCap;
        invalidate();
    } else if (cutShort && m_nameWidth > 40) {
        m_widthCap = std::floor(m_nameWidth * 0.9);
        m_nameWidth = m_widthCap;
        invalidate();
    }
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
