#pragma once

class QWidget;

namespace core {
class Session;
}

namespace ui {

// File → Import catalog: the user picks a file; a catalog that differs more than an update
// usually does is replaced only when the user confirms, listing the changes; a failure says
// that nothing changed.
void importCatalogInteractively(core::Session &session, QWidget *parent);

} // namespace ui
