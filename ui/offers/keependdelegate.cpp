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
    const QWidget *widget = option.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    // The room the style gives the text: its rectangle less a margin on either side.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const int room = style->subElementRect(QStyle::SE_ItemViewItemText, &option, widget).width()
        - 2 * margin;
    const QFontMetrics metrics(option.font);
    if (option.text.isEmpty() || metrics.horizontalAdvance(option.text) <= room)
        return;
    if (kept.isEmpty() || !option.text.endsWith(kept) || option.text.size() == kept.size()) {
        // A name without a kept end ("Cudo Compute (intel-icelake)") ends in "…", laid out in
        // its own letters' direction: in a right-to-left table the style's own elision put the
        // "…" and the parenthesis of a Latin name on the wrong side ("intel…( Cudo Compute").
        option.text = QChar(0x2068) + metrics.elidedText(option.text, Qt::ElideRight, room)
            + QChar(0x2069);
        return;
    }
    const QString head = option.text.chopped(kept.size());
    // In the middle: a GPU's model number is at the end of its name ("GeFor…5070 ×4").
    option.text = metrics.elidedText(head, Qt::ElideMiddle,
                                     std::max(0, room - metrics.horizontalAdvance(kept)))
        + kept;
    if (option.text == kept) // no letter of the name left: the ellipsis says it is there
        option.text = QStringLiteral("…") + kept;
    // Laid out in the direction of its own letters: in a right-to-left table the "…" between a
    // Latin name's halves would otherwise send "5070" to the other side.
    option.text = QChar(0x2068) + option.text + QChar(0x2069);
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
    // What the style then does with a text still too wide; the isolate's marks draw nothing.
    QString shown = QFontMetrics(fitted.font).elidedText(fitted.text, fitted.textElideMode, room);
    if (shown.startsWith(QChar(0x2068)) && shown.endsWith(QChar(0x2069)))
        shown = shown.mid(1).chopped(1);
    return shown;
}

} // namespace ui
