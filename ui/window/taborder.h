#pragma once

#include <QList>

class QWidget;

namespace ui {

// Makes Tab walk `parts` in this order. A part with focusable children (a panel in a dock)
// contributes them in their own order; a part without is taken itself.
void chainTabOrder(const QList<QWidget *> &parts);

} // namespace ui
