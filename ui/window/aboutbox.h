#pragma once

#include <QString>

class QWidget;

namespace core {
struct CatalogInfo;
}

namespace ui {

// Help → About GPU Scout: the version, the catalog, GPU Scout's licence and the licences of what
// it carries (Qt, QuaZip and zlib in the Windows and macOS packages, the Noto fonts everywhere),
// with where the licence texts are installed.
class AboutBox final
{
public:
    static QString text(const core::CatalogInfo &catalog);
    static void show(QWidget *parent, const core::CatalogInfo &catalog);
    // The installed folder with the licence texts, or empty when it is not there (a build tree).
    static QString licenceFolder();
};

} // namespace ui
