#pragma once

#include <QTableView>

namespace ui {

// The leading columns of a table (the shortlist star, provider and GPU) drawn by a second view
// over the table's own, so that they stay in place while the rest scrolls sideways: the
// technique of Qt's "Frozen Column" example. It shares the table's model and selection, scrolls
// vertically with it, and mirrors to the right edge in right-to-left layouts.
class FrozenColumns final : public QTableView
{
    Q_OBJECT

public:
    explicit FrozenColumns(QTableView *table);

    // After the table got its model (and so its selection model).
    void attach();
    // Columns shown, their widths and the overlay's place, from the table.
    void sync();
    // The width the overlay covers at the table's leading edge.
    int coveredWidth() const { return m_width; }

private:
    QTableView *m_table = nullptr;
    int m_width = 0;
};

} // namespace ui
