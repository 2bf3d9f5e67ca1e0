#include "pdfreport.h"

#include "exportfile.h"
#include "pdflayout.h"
#include "pdfpage.h"
#include "pdfreportbuilder.h"
#include "reporttable.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <optional>

namespace core {

PdfReport::PdfReport(const Catalog &catalog, const Evaluation &evaluation,
                     const Assumptions &assumptions)
    : m_catalog(catalog)
    , m_evaluation(evaluation)
    , m_assumptions(assumptions)
{
}

bool PdfReport::usesLetterPaper(const QLocale &locale)
{
    return pdfUsesLetter(locale);
}

void PdfReport::registerFonts()
{
    registerPdfFonts();
}

std::unique_ptr<QCoreApplication> PdfReport::createApplication(int &argc, char **argv)
{
    // A headless program never shows a window: offscreen works without a display. The Windows
    // and macOS packages carry it; their own platform plugin, which Qt's deployment tools
    // always copy, follows in the list as the fallback (Qt tries the names in order).
#if defined(Q_OS_WIN)
    qputenv("QT_QPA_PLATFORM", "offscreen;windows");
#elif defined(Q_OS_MACOS)
    qputenv("QT_QPA_PLATFORM", "offscreen;cocoa");
#else
    qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    return std::make_unique<QGuiApplication>(argc, argv);
}

Expected<int> PdfReport::write(const QString &path, bool replaceOtherFile) const
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return Error{tr("The PDF report needs a QGuiApplication to paint text.")};
    Expected<std::unique_ptr<QSaveFile>> file = ExportFile::open(path, ExportKind::Pdf,
                                                                 replaceOtherFile);
    if (!file)
        return Error{file.error()};
    QSaveFile &out = *file.value();

    const QString title = m_title.isEmpty() ? tr("Cloud GPUs for your workload") : m_title;
    const QPageSize pageSize = pdfPageSize(m_locale);
    QPdfWriter writer(&out);
    setUpPdfWriter(writer, pageSize, title);

    const Qt::LayoutDirection direction = m_locale.textDirection();
    const QList<int> rows = m_rows.value_or(reportOrder(m_evaluation, 10));
    // A builder lives as long as its layout: the layout's paint steps refer to it.
    const auto flow = [&](PdfReportBuilder &builder) {
        builder.title(title, m_createdAt);
        builder.workload();
        builder.assumptions();
        builder.offers();
        builder.unavailable(m_unavailable);
        builder.charts();
        builder.breakdown();
        builder.sources(m_createdAt.date());
        builder.estimatedNote();
    };
    PdfLayout first(writer, pageSize.sizePoints(), pdfFont(m_locale), direction);
    PdfReportBuilder firstBuilder(m_catalog, m_evaluation, m_assumptions, rows, m_locale, first);
    flow(firstBuilder);
    // A last page with a line or two on it (the closing note alone) reads as a mistake: the
    // page before it breaks earlier, so that rows of its table go over with the note. Kept only
    // when that makes no new page.
    const double leastLastPage = first.pageHeight() / 4;
    std::optional<PdfLayout> balanced;
    std::optional<PdfReportBuilder> balancedBuilder;
    // The page before ends a little earlier, then more (what stood at its foot may be a chart
    // or a heading kept with its text, which moves whole), up to half a page.
    const double missing = leastLastPage - first.lastPageUsed();
    const double step = std::max(missing, first.pageHeight() / 16); // eight tries at most
    for (double shorter = missing;
         first.pageCount() > 1 && missing > 0 && shorter <= first.pageHeight() / 2;
         shorter += step) {
        balancedBuilder.reset();
        balanced.emplace(writer, pageSize.sizePoints(), pdfFont(m_locale), direction);
        balanced->shortenPage(first.pageCount() - 2, shorter);
        balancedBuilder.emplace(m_catalog, m_evaluation, m_assumptions, rows, m_locale, *balanced);
        flow(*balancedBuilder);
        if (balanced->pageCount() == first.pageCount() && balanced->lastPageUsed() >= leastLastPage)
            break;
        balancedBuilder.reset();
        balanced.reset();
    }
    const PdfLayout &layout = balanced ? *balanced : first;

    QPainter painter;
    if (!painter.begin(&writer)) {
        out.cancelWriting();
        return Error{ExportFile::cannotWrite(path, tr("the PDF writer could not start"))};
    }
    painter.setLayoutDirection(direction);
    painter.setRenderHint(QPainter::Antialiasing);
    const int pages = layout.pageCount();
    const QFont footerFont = layout.font(7.5);
    const QString dateText = isolatedIn(m_locale.toString(m_createdAt.date(), QLocale::ShortFormat),
                                        m_locale);
    layout.paint(
        painter, [&writer] { return writer.newPage(); },
        [&](QPainter &p, const QRectF &rect, int page) {
            p.setFont(footerFont);
            p.setPen(pdfMutedColor());
            p.drawLine(rect.topLeft(), rect.topRight());
            const QRectF text = rect.adjusted(0, 3, 0, 0);
            p.drawText(text, Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip,
                       title + QStringLiteral(" · ") + dateText);
            p.drawText(text, Qt::AlignRight | Qt::AlignTop | Qt::TextDontClip,
                       tr("Page %1 of %2").arg(m_locale.toString(page), m_locale.toString(pages)));
        });
    painter.end();
    if (Status status = ExportFile::commit(out); !status.ok())
        return Error{status.error()};
    return pages;
}

} // namespace core
