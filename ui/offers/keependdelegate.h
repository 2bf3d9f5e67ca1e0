#pragma once

#include <QStyledItemDelegate>

namespace ui {

// Draws a cell whose text is too wide by eliding before the end the model keeps whole
// (OffersModel::KeptEndRole): "GeForc…3090 ×4", never "GeForce RTX 3090 ×…". Another text too
// wide ends in "…"; either is laid out in the direction of its own letters (a Latin name in an
// Urdu table reads left to right, its "…" at its end). Cells that fit are drawn as usual.
class KeepEndDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    // The text as drawn in `option` (its rect, font and widget) for `index`.
    QString shownText(const QStyleOptionViewItem &option, const QModelIndex &index) const;

private:
    // `option` initialised for `index`: its text fitted.
    void fit(QStyleOptionViewItem &option, const QModelIndex &index) const;
};

} // namespace ui
