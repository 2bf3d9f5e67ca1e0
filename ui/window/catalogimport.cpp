#include "catalogimport.h"

#include <core/catalog/catalogimporter.h>
#include <core/session/session.h>

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>

namespace ui {

// The texts keep the main window's translation context, where they were first translated.
void importCatalogInteractively(core::Session &session, QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(
        parent, QCoreApplication::translate("ui::MainWindow", "Import catalog"), QString(),
        QCoreApplication::translate("ui::MainWindow", "GPU Scout catalog (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    core::Expected<core::Catalog> catalog = core::CatalogImporter::parseFile(path);
    const core::ReplaceChanges changes = catalog ? session.changesTo(*catalog)
                                                 : core::ReplaceChanges();
    bool confirmed = false;
    if (catalog && changes.suspicious() && !changes.outOfRange) {
        const QString list = QStringLiteral("• ")
            + changes.descriptions().join(QStringLiteral("\n• "));
        if (QMessageBox::warning(parent,
                                 QCoreApplication::translate("ui::MainWindow", "Import catalog"),
                                 QCoreApplication::translate(
                                     "ui::MainWindow",
                                     "This catalog differs from the one you have more than an "
                                     "update usually does:\n\n%1\n\nReplace your catalog with "
                                     "it anyway?")
                                     .arg(list),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Yes)
            return;
        confirmed = true;
    }
    const core::Status status = catalog
        ? session.replaceCatalog(std::move(catalog).value(), path, confirmed)
        : core::Status(core::Error{catalog.error()});
    if (!status.ok()) {
        QMessageBox::warning(parent,
                             QCoreApplication::translate("ui::MainWindow", "Import catalog"),
                             QCoreApplication::translate(
                                 "ui::MainWindow",
                                 "Nothing was imported; the catalog, your shortlist and settings "
                                 "are unchanged.\n\n%1")
                                 .arg(status.error()));
    }
}

} // namespace ui
