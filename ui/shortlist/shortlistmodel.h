#pragma once

#include <core/session/session.h>

#include <QAbstractTableModel>
#include <QHash>

namespace ui {

// The shortlist beside the table: each starred offer with its cost for the active workload
// and the user's note. An offer that left the catalog stays listed, marked unavailable.
class ShortlistModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { OfferColumn, TotalCostColumn, SecondsPerImageColumn, NoteColumn, ColumnCount };
    enum Role { OfferKeyRole = Qt::UserRole + 1 };

    explicit ShortlistModel(QObject *parent = nullptr);

    void setContents(std::shared_ptr<const core::Snapshot> snapshot,
                     QList<core::ShortlistItem> items);
    const core::ShortlistItem &item(int row) const { return m_items.at(row); }
    // The row of the snapshot's evaluation for this shortlist row, or -1 when unavailable.
    int evaluationRow(int row) const { return m_evaluationRows.at(row); }
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void noteEdited(const core::OfferKey &key, const QString &note);

private:
    std::shared_ptr<const core::Snapshot> m_snapshot;
    QList<core::ShortlistItem> m_items;
    QList<int> m_evaluationRows;
};

} // namespace ui
