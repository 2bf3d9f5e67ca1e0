#pragma once

#include <QColor>
#include <QFont>
#include <QHash>
#include <QList>
#include <QRectF>
#include <QStringList>

#include <functional>

class QPaintDevice;
class QPainter;

namespace core {

// Flows the blocks of a report down pages of a fixed size, then paints them: text is measured
// on the PDF device while flowing, so the page count is known before painting, and each
// footer can say "Page 2 of 5". Positions are in points, measured from the leading edge: on a
// right-to-left page the layout mirrors, and text aligns to the right.
class PdfLayout final
{
public:
    using Paint = std::function<void(QPainter &painter)>;

    struct Column
    {
        QString title;
        double weight = 1; // share of the table's width
        bool numeric = false; // aligned to the trailing edge
    };

    PdfLayout(QPaintDevice &device, QSizeF pageSize, const QFont &font,
              Qt::LayoutDirection direction);

    const QFont &font() const { return m_font; }
    QFont font(double pointSize, bool bold = false) const;
    Qt::LayoutDirection direction() const { return m_direction; }
    double width() const { return m_content.width(); }
    double remaining() const { return bottom() - m_y; }
    // The height of the content area, and how much of it the last page uses.
    double pageHeight() const { return m_content.height(); }
    double lastPageUsed() const { return m_y - m_content.top(); }
    // Ends page `page` (0-based) `points` above its usual foot: what would have stood there
    // flows on to the next page. A report flowed a second time so sets the break of its
    // second-to-last page to give its last one more than a line or two (PdfReport::write).
    void shortenPage(int page, double points);

    void newPage();
    void space(double points);
    // Starts a new page unless `points` still fit on this one.
    void keepTogether(double points);

    // Wrapped text across the full width; a paragraph taller than a page is cut to fit.
    void paragraph(const QString &text, const QFont &font, const QColor &color = Qt::black);
    void heading(const QString &text);
    // Label–value pairs in two columns, kept on one page.
    void keyValues(const QList<std::pair<QString, QString>> &pairs, double labelShare = 0.34);
    // A table that breaks between rows, repeating its header on each new page.
    void table(const QList<Column> &columns, const QList<QStringList> &rows, double pointSize);
    // A block of fixed height (a chart) painted into `rect` on one page.
    void block(double height, const std::function<void(QPainter &, const QRectF &rect)> &paint);

    int pageCount() const { return int(m_pages.size()); }
    // Paints the pages; `footer(painter, rect, page)` paints each page's footer (1-based page).
    bool paint(QPainter &painter, const std::function<bool()> &newPage,
               const std::function<void(QPainter &, const QRectF &, int)> &footer) const;

    // The rectangle at `x` from the leading edge of `area`, mirrored on a right-to-left page.
    QRectF place(const QRectF &area, double x, double y, double w, double h) const;
    double textHeight(const QString &text, const QFont &font, double width) const;

private:
    void add(Paint paint);
    double bottom() const;

    QPaintDevice &m_device;
    QFont m_font;
    Qt::LayoutDirection m_direction = Qt::LeftToRight;
    QRectF m_content;
    QRectF m_footer;
    double m_y = 0;
    QList<QList<Paint>> m_pages;
    QHash<int, double> m_shortened; // page → points its break moves up
};

} // namespace core
