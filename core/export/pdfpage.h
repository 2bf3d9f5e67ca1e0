#pragma once

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QPageSize>
#include <QString>

class QPdfWriter;

namespace core {

// What every PDF of GPU Scout shares — the shortlist report and the plan: the bundled Urdu and
// Bengali fonts, a font for the report's language, the paper of its territory, and a writer set
// up in points. Painting text needs a QGuiApplication.

// Registers the bundled Noto Nastaliq Urdu and Noto Sans Bengali fonts (once).
void registerPdfFonts();
// The language's own script first (a bundled font for Urdu and Bengali, embedded in the PDF so
// that it reads the same where the font is missing), the usual sans-serif families for Latin
// text, and the bundled fonts last, for a name in another script. Registers the fonts.
QFont pdfFont(const QLocale &locale);
// US Letter in the territories CLDR lists for it (the US, Canada, Mexico, …), else A4.
bool pdfUsesLetter(const QLocale &locale);
QPageSize pdfPageSize(const QLocale &locale);
// Portrait, no margins (the layout keeps its own), one device unit a point.
void setUpPdfWriter(QPdfWriter &writer, const QPageSize &pageSize, const QString &title);
// Secondary text: captions, notes, the footer.
inline QColor pdfMutedColor()
{
    return {0x55, 0x5B, 0x66};
}

} // namespace core
