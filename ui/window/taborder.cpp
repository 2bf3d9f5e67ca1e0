#include "taborder.h"

#include <QWidget>

namespace ui {
namespace {

QList<QWidget *> focusableIn(QWidget *part)
{
    QList<QWidget *> widgets;
    for (QWidget *widget = part->nextInFocusChain(); widget && widget != part;
         widget = widget->nextInFocusChain()) {
        if (part->isAncestorOf(widget) && (widget->focusPolicy() & Qt::TabFocus)
            && !widgets.contains(widget))
            widgets.append(widget);
    }
    if (widgets.isEmpty())
        widgets.append(part);
    return widgets;
}

} // namespace

void chainTabOrder(const QList<QWidget *> &parts)
{
    QWidget *previous = nullptr;
    for (QWidget *part : parts) {
        for (QWidget *widget : focusableIn(part)) {
            if (previous)
                QWidget::setTabOrder(previous, widget);
            previous = widget;
        }
    }
}

} // namespace ui
