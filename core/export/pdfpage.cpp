#include "pdfpage.h"

#include <QFontDatabase>
#include <QPageLayout>
#include <QPdfWriter>

namespace core {
namespace {

// The family names the bundled files register under (their own names once registered).
QString urduFamily = QStringLiteral("Noto Nastaliq Urdu");
QString bengaliFamily = QStringLiteral("Noto Sans Bengali");

} // namespace

void registerPdfFonts()
{
    static const bool registered = [] {
        for (const auto &[file, family] :
             {std::pair{QStringLiteral(":/fonts/NotoNastaliqUrdu-Regular.ttf"), &urduFamily},
              std::pair{QStringLiteral(":/fonts/NotoSansBengali-Regular.ttf"), &bengaliFamily}}) {
            const int id = QFontDatabase::addApplicationFont(file);
            const QStringList families = QFontDatabase::applicationFontFamilies(id);
            if (!families.isEmpty())
                *family = families.constFirst();
            else
                qWarning("Cannot load the bundled font %s", qPrintable(file));
        }
        return true;
    }();
    Q_UNUSED(registered);
}

QFont pdfFont(const QLocale &locale)
{
    registerPdfFonts();
    QStringList families;
    if (locale.language() == QLocale::Urdu)
        families << urduFamily;
    else if (locale.language() == QLocale::Bengali)
        families << bengaliFamily;
    families << QStringLiteral("Noto Sans") << QStringLiteral("DejaVu Sans")
             << QStringLiteral("Segoe UI") << QStringLiteral("Helvetica Neue")
             << QStringLiteral("Arial") << bengaliFamily << urduFamily;
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
