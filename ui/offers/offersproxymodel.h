#pragma once

#include "offerfilter.h"

#include <QAbstractProxyModel>
#include <QList>

namespace ui {

class OffersModel;

// Sorts and filters the offers table. Unlike QSortFilterProxyModel it sorts on the model's
// typed keys with std::stable_sort and filters with a plain loop, so 100,000 offers stay
// interactive (tests/bench/bench_workspace). Unknown values sort last in both directions.
class OffersProxyModel final : public QAbstractProxyModel
{
    Q_OBJECT

public:
    explicit OffersProxyModel(QObject *parent = nullptr);

    void setOffersModel(OffersModel *model);
    OffersModel *offersModel() const { return m_model; }

    void setFilter(const OfferFilter &filter);
    const OfferFilter &filter() const { return m_filter; }
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    // The source row of each row shown, in the order shown.
    const QList<int> &sourceRows() const { return m_proxyToSource; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    // The set of rows shown changed (a new filter, or a shortlist change under "shortlisted
    // only"). Not emitted by a sort, which only reorders them, nor by a reset (modelReset).
    void filtered();

private:
    void rebuild(); // filter and sort from scratch
    void refilter(); // rebuild, keeping persistent indexes (the selection)
    void sortRows(QList<int> &rows) const;
    void rebuildInverse();
    void onSourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                             const QList<int> &roles);

    OffersModel *m_model = nullptr;
    OfferFilter m_filter;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QList<int> m_proxyToSource;
    QList<int> m_sourceToProxy; // -1 when filtered out
};

} // namespace ui
