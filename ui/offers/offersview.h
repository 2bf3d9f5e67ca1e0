#pragma once

#include <QTableView>

namespace ui {

// The offers table: sortable, columns movable, and a column chooser on the header's context
// menu. The header state (visible columns, order, widths) is saved and restored by the owner.
class OffersView final : public QTableView
{
    Q_OBJECT

public:
    explicit OffersView(QWidget *parent = nullptr);

    // The header's state; until the user moves, resizes, hides or sorts a column, the very bytes
    // restored (QHeaderView::saveState() orders hidden sections by a per-process hash seed, so
    // the same columns would otherwise give new bytes, and a settings write, on every close).
    QByteArray saveHeaderState() const;
    bool restoreHeaderState(const QByteArray &state);
    void resetColumns();
    // The logical columns in their visual order, hidden ones left out.
    QList<int> visibleColumns() const;

private:
    void showColumnMenu(const QPoint &position);

    QByteArray m_restoredState; // empty once the header changes
};

} // namespace ui
