#include "keependdelegate.h"

#include "offersmodel.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStyle>

#include <algorithm>

namespace ui {

void KeepEndDelegate::fit(QStyleOptionViewItem &option, const QModelIndex &index) const
{
    initStyleOption(&option, index);
    const QString kept = index.data(OffersModel::KeptEndRole).toString();
    if (kept.isEmpty() || !option.text.endsWith(kept) || option.text.size() == kept.size())
        return;
    const QWidget *widget = option.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    // The room the style gives the text: its rectangle less a margin on either side.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const int room = style->subElementRect(QStyle::SE_ItemViewItemText, &option, widget).width()
        - 2 * margin;
    const QFontMetrics metrics(option.font);
    if (metrics.horizontalAdvance(option.text) <= room)
        return;
    const QString head = option.text.chopped(kept.size());
    option.text = metrics.elidedText(head, Qt::ElideRight,
                                     std::max(0, room - metrics.horizontalAdvance(kept)))
        + kept;
    if (option.text == kept) // no letter of the name left: the ellipsis says it is there
        option.text = QStringLiteral("…") + kept;
}

void KeepEndDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem fitted = option;
    fit(fitted, index);
    const QWidget *widget = fitted.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &fitted, painter, widget);
}

QString KeepEndDelegate::shownText(const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    QStyleOptionViewItem fitted = option;
    fit(fitted, index);
    const QWidget *widget = fitted.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const int room = style->subElementRect(QStyle::SE_ItemViewItemText, &fitted, widget).width()
        - 2 * margin;
    // What the style then does with a text still too wide.
    return QFontMetrics(fitted.font).elidedText(fitted.text, fitted.textElideMode, room);
}

} // namespace ui
