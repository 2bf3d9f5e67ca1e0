#include "pdfpage.h"

#include <core/i18n/translations.h>

#include <QPageLayout>
#include <QPdfWriter>

namespace core {

void registerPdfFonts()
{
    for (const Language &language : languages())
        scriptFontFamily(language.code);
}

QFont pdfFont(const QLocale &locale)
{
    // The report's own script first, then common sans fonts, then every bundled script font as
    // a fallback for names in another script (core::languages()).
    QStringList families{scriptFontFamily(QLocale::languageToCode(locale.language()))};
    families << QStringLiteral("Noto Sans") << QStringLiteral("DejaVu Sans")
             << QStringLiteral("Segoe UI") << QStringLiteral("Helvetica Neue")
             << QStringLiteral("Arial");
    for (const Language &language : languages())
        families << scriptFontFamily(language.code);
    families.removeAll(QString());
    families.removeDuplicates();
    QFont font;
    font.setFamilies(families);
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(9);
    return font;
}

bool pdfUsesLetter(const QLocale &locale)
{
    // CLDR supplemental data, measurementData/paperSize "US-Letter".
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Belize:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::CostaRica:
    case QLocale::ElSalvador:
    case QLocale::Guatemala:
    case QLocale::Nicaragua:
    case QLocale::Panama:
    case QLocale::Philippines:
    case QLocale::PuertoRico:
    case QLocale::Venezuela:
        return true;
    default:
        return false;
    }
}

QPageSize pdfPageSize(const QLocale &locale)
{
    return QPageSize(pdfUsesLetter(locale) ? QPageSize::Letter : QPageSize::A4);
}

void setUpPdfWriter(QPdfWriter &writer, const QPageSize &pageSize, const QString &title)
{
    writer.setResolution(72); // one device unit is one point
    writer.setPageLayout(
        QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF(), QPageLayout::Point));
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("GPU Scout " GPUSCOUT_VERSION));
}

} // namespace core
