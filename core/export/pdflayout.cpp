#include "pdflayout.h"

#include <QFontMetricsF>
#include <QPainter>

namespace core {
namespace {

constexpr double sideMargin = 42;
constexpr double topMargin = 40;
constexpr double footerHeight = 22;
constexpr double bottomMargin = 24;
constexpr double cellPadding = 3;

const QColor headerFill(0xE6, 0xEB, 0xF2);
const QColor stripeFill(0xF6, 0xF7, 0xF9);
const QColor ruleColor(0xC8, 0xCD, 0xD6);

} // namespace

PdfLayout::PdfLayout(QPaintDevice &device, QSizeF pageSize, const QFont &font,
                     Qt::LayoutDirection direction)
    : m_device(device)
    , m_font(font)
    , m_direction(direction)
    , m_content(sideMargin, topMargin, pageSize.width() - 2 * sideMargin,
                pageSize.height() - topMargin - bottomMargin - footerHeight)
    , m_footer(sideMargin, pageSize.height() - bottomMargin - footerHeight + 6,
               pageSize.width() - 2 * sideMargin, footerHeight - 6)
    , m_y(m_content.top())
    , m_pages(1)
{
}

void PdfLayout::shortenPage(int page, double points)
{
    m_shortened.insert(page, points);
}

double PdfLayout::bottom() const
{
    return m_content.bottom() - m_shortened.value(int(m_pages.size()) - 1, 0);
}

QFont PdfLayout::font(double pointSize, bool bold) const
{
    QFont font = m_font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

void PdfLayout::add(Paint paint)
{
    m_pages.last().append(std::move(paint));
}

void PdfLayout::newPage()
{
    m_pages.append(QList<Paint>());
    m_y = m_content.top();
}

void PdfLayout::space(double points)
{
    if (m_y > m_content.top())
        m_y = std::min(m_y + points, bottom());
}

void PdfLayout::keepTogether(double points)
{
    if (points > remaining() && m_y > m_content.top())
        newPage();
}

QRectF PdfLayout::place(const QRectF &area, double x, double y, double w, double h) const
{
    const double left = m_direction == Qt::RightToLeft ? area.right() - x - w : area.left() + x;
    return {left, y, w, h};
}

double PdfLayout::textHeight(const QString &text, const QFont &font, double width) const
{
    const QFontMetricsF metrics(font, &m_device);
    if (text.isEmpty())
        return metrics.height();
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
}

void PdfLayout::paragraph(const QString &text, const QFont &font, const QColor &color)
{
    const double height = textHeight(text, font, width());
    keepTogether(height);
    const QRectF rect(m_content.left(), m_y, width(), std::min(height, remaining()));
    add([rect, text, font, color](QPainter &painter) {
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(rect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap | Qt::TextDontClip,
                         text);
    });
    m_y += rect.height();
}

void PdfLayout::heading(const QString &text)
{
    const QFont headingFont = font(12, true);
    const double height = textHeight(text, headingFont, width());
    space(12);
    keepTogether(height + 60); // never a heading alone at the foot of a page
    paragraph(text, headingFont, QColor(0x1F, 0x3A, 0x5F));
    const double y = m_y + 2;
    const QRectF line(m_content.left(), y, width(), 0);
    add([line](QPainter &painter) {
        painter.setPen(QPen(ruleColor, 0.8));
        painter.drawLine(line.topLeft(), line.topRight());
    });
    m_y += 6;
}

void PdfLayout::keyValues(const QList<std::pair<QString, QString>> &pairs, double labelShare)
{
    const QFont labelFont = font(9, true);
    const QFont valueFont = font(9);
    const double labelWidth = width() * labelShare - 6;
    const double valueWidth = width() * (1 - labelShare);
    QList<double> heights;
    double total = 0;
    for (const auto &[label, value] : pairs) {
        const double height = std::max(textHeight(label, labelFont, labelWidth),
                                       textHeight(value, valueFont, valueWidth))
            + 2;
        heights.append(height);
        total += height;
    }
    keepTogether(std::min(total, m_content.height()));
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        keepTogether(heights.at(i));
        const QRectF labelRect = place(m_content, 0, m_y, labelWidth, heights.at(i));
        const QRectF valueRect = place(m_content, width() * labelShare, m_y, valueWidth,
                                       heights.at(i));
        const auto &[label, value] = pairs.at(i);
        add([=](QPainter &painter) {
            painter.setPen(QColor(0x44, 0x44, 0x44));
            painter.setFont(labelFont);
            painter.drawText(labelRect,
                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap | Qt::TextDontClip,
                             label);
            painter.setPen(Qt::black);
            painter.setFont(valueFont);
            painter.drawText(valueRect,
                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap | Qt::TextDontClip,
                             value);
        });
        m_y += heights.at(i);
    }
}

void PdfLayout::table(const QList<Column> &columns, const QList<QStringList> &rows,
                      double pointSize)
{
    const QFont headerFont = font(pointSize, true);
    const QFont cellFont = font(pointSize);
    double weights = 0;
    for (const Column &column : columns)
        weights += column.weight;
    QList<double> xs, widths;
    double x = 0;
    for (const Column &column : columns) {
        xs.append(x);
        widths.append(width() * column.weight / weights);
        x += widths.last();
    }
    const auto rowHeight = [&](const QStringList &cells, const QFont &cellsFont) {
        double height = 0;
        for (qsizetype c = 0; c < cells.size() && c < columns.size(); ++c)
            height = std::max(height,
                              textHeight(cells.at(c), cellsFont, widths.at(c) - 2 * cellPadding));
        return height + 2 * cellPadding;
    };
    const auto paintRow = [&](const QStringList &cells, const QFont &cellsFont, double height,
                              const QColor &fill) {
        const double top = m_y;
        QList<QRectF> rects;
        for (qsizetype c = 0; c < columns.size(); ++c)
            rects.append(place(m_content, xs.at(c), top, widths.at(c), height));
        const QRectF band(m_content.left(), top, width(), height);
        const QList<Column> cols = columns;
        add([=](QPainter &painter) {
            if (fill.isValid())
                painter.fillRect(band, fill);
            painter.setPen(QPen(ruleColor, 0.5));
            painter.drawLine(band.bottomLeft(), band.bottomRight());
            painter.setFont(cellsFont);
            painter.setPen(Qt::black);
            for (qsizetype c = 0; c < cols.size() && c < cells.size(); ++c) {
                const Qt::Alignment align = cols.at(c).numeric ? Qt::AlignRight : Qt::AlignLeft;
                painter.drawText(
                    rects.at(c).adjusted(cellPadding, cellPadding, -cellPadding, -cellPadding),
                    int(align | Qt::AlignTop | Qt::TextWordWrap | Qt::TextDontClip), cells.at(c));
            }
        });
        m_y += height;
    };

    QStringList titles;
    for (const Column &column : columns)
        titles.append(column.title);
    const double headerHeight = rowHeight(titles, headerFont);
    const double firstRow = rows.isEmpty() ? 0 : rowHeight(rows.constFirst(), cellFont);
    keepTogether(headerHeight + firstRow);
    paintRow(titles, headerFont, headerHeight, headerFill);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const double height = std::min(rowHeight(rows.at(r), cellFont),
                                       m_content.height() - headerHeight);
        if (height > remaining()) {
            newPage();
            paintRow(titles, headerFont, headerHeight, headerFill);
        }
        paintRow(rows.at(r), cellFont, height, r % 2 ? stripeFill : QColor());
    }
}

void PdfLayout::block(double height, const std::function<void(QPainter &, const QRectF &)> &paint)
{
    keepTogether(height);
    const QRectF rect(m_content.left(), m_y, width(), std::min(height, remaining()));
    add([rect, paint](QPainter &painter) {
        painter.save();
        paint(painter, rect);
        painter.restore();
    });
    m_y += rect.height();
}

bool PdfLayout::paint(QPainter &painter, const std::function<bool()> &newPage,
                      const std::function<void(QPainter &, const QRectF &, int)> &footer) const
{
    for (qsizetype page = 0; page < m_pages.size(); ++page) {
        if (page > 0 && !newPage())
            return false;
        for (const Paint &paint : m_pages.at(page))
            paint(painter);
        footer(painter, m_footer, int(page + 1));
    }
    return true;
}

} // namespace core
