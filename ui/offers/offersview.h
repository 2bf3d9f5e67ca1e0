#pragma once

#include <core/engine/workload.h>

#include <QLocale>
#include <QTableView>

namespace ui {

class FrozenColumns;
class KeepEndDelegate;
class Settings;

// The offers table: sortable, columns movable, a column chooser on the header's context menu,
// and the star, provider and GPU frozen at the leading edge while the rest scrolls. Each task
// (interactive, batch, training) has its own columns, order and widths, kept in the settings.
class OffersView final : public QTableView
{
    Q_OBJECT

public:
    explicit OffersView(QWidget *parent = nullptr);
    ~OffersView() override;

    void setModel(QAbstractItemModel *model) override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

    // The header's state; until the user moves, resizes, hides or sorts a column, the very bytes
    // restored (QHeaderView::saveState() orders hidden sections by a per-process hash seed, so
    // the same columns would otherwise give new bytes, and a settings write, on every close).
    QByteArray saveHeaderState() const;
    bool restoreHeaderState(const QByteArray &state);
    // The task's columns in their order, the rest hidden, widths fitted.
    void resetColumns();
    // Keeps the columns of the task shown so far in `settings` and shows `task`'s: the ones kept
    // for it, else its defaults. Nothing happens when the task shares its columns.
    void showTask(core::Task task, Settings &settings);
    void saveColumns(Settings &settings) const;
    core::Task task() const { return m_task; }
    // The logical columns in their visual order, hidden ones left out.
    QList<int> visibleColumns() const;
    // Where the frozen columns end: the scrolling part starts after this many pixels.
    int frozenWidth() const;

protected:
    void updateGeometries() override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showColumnMenu(const QPoint &position);
    void sortAsHeaderSays();
    // Visible columns as wide as their texts, the names capped.
    void fitColumns();

    FrozenColumns *m_frozen = nullptr;
    KeepEndDelegate *m_keepEnd = nullptr;
    bool m_fitWhenFilled = false; // fitted to no rows: fitted again to the first ones
    core::Task m_task = core::Task::Interactive;
    bool m_taskShown = false;
    QByteArray m_restoredState; // empty once the header changes
    QString m_language = QLocale().name(); // the language the widths were fitted in
};

} // namespace ui
