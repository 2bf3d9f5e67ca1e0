#include "offersproxymodel.h"

#include "offersmodel.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ui {

OffersProxyModel::OffersProxyModel(QObject *parent)
    : QAbstractProxyModel(parent)
{
}

void OffersProxyModel::setOffersModel(OffersModel *model)
{
    beginResetModel();
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    QAbstractProxyModel::setSourceModel(model);
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        rebuild();
        endResetModel();
    });
    connect(model, &QAbstractItemModel::dataChanged, this, &OffersProxyModel::onSourceDataChanged);
    connect(model, &QAbstractItemModel::headerDataChanged, this,
            &QAbstractItemModel::headerDataChanged);
    rebuild();
    endResetModel();
}

void OffersProxyModel::rebuild()
{
    m_proxyToSource.clear();
    const int rows = m_model ? m_model->rowCount() : 0;
    m_proxyToSource.reserve(rows);
    const QStringList searchWords = m_filter.searchWords();
    const QString noSearch; // a row's search text is built only when there are words to find
    for (int row = 0; row < rows; ++row) {
        // Whether a row is shortlisted (a key lookup) matters only to "shortlisted only".
        const bool shortlisted = m_filter.shortlistOnly
            && m_model->number(row, OfferColumn::Shortlisted).value_or(0) > 0;
        if (m_filter.accepts(
                m_model->row(row), searchWords.isEmpty() ? noSearch : m_model->searchText(row),
                searchWords, m_model->ageDays(row), shortlisted, OffersModel::staleAfterDays))
            m_proxyToSource.append(row);
    }
    sortRows(m_proxyToSource);
    rebuildInverse();
}

void OffersProxyModel::rebuildInverse()
{
    m_sourceToProxy.fill(-1, m_model ? m_model->rowCount() : 0);
    for (int proxy = 0; proxy < m_proxyToSource.size(); ++proxy)
        m_sourceToProxy[m_proxyToSource.at(proxy)] = proxy;
}

void OffersProxyModel::sortRows(QList<int> &rows) const
{
    if (!m_model || m_sortColumn < 0 || m_sortColumn >= tableColumnCount())
        return;
    const auto column = OfferColumn(m_sortColumn);
    const bool ascending = m_sortOrder == Qt::AscendingOrder;
    if (column == OfferColumn::Rank) {
        // The engine ranked the rows already, each rank once: every ranked row goes to its
        // rank's place, the unranked ones after them in their order. No comparison: after each
        // new workload the default order costs a pass over the rows.
        std::vector<int> byRank(size_t(m_model->rowCount()) + 1, -1); // ranks run 1…rows
        QList<int> unranked;
        for (const int row : std::as_const(rows)) {
            const int rank = m_model->row(row).rank;
            if (rank > 0 && rank < int(byRank.size()))
                byRank[rank] = row;
            else
                unranked.append(row);
        }
        rows.clear();
        const auto take = [&rows](int row) {
            if (row >= 0)
                rows.append(row);
        };
        if (ascending)
            std::for_each(byRank.cbegin(), byRank.cend(), take);
        else
            std::for_each(byRank.crbegin(), byRank.crend(), take);
        rows.append(unranked);
        return;
    }
    if (columnIsNumeric(column)) {
        // One key per source row, read once; NaN marks an unknown value, which sorts last.
        std::vector<double> keys(m_model->rowCount(), std::nan(""));
        for (int row : rows)
            keys[row] = m_model->number(row, column).value_or(std::nan(""));
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
            const double ka = keys[a];
            const double kb = keys[b];
            if (std::isnan(ka) || std::isnan(kb))
                return !std::isnan(ka) && std::isnan(kb);
            return ascending ? ka < kb : ka > kb;
        });
        return;
    }
    std::vector<QString> keys(m_model->rowCount());
    for (int row : rows)
        keys[row] = m_model->text(row, column);
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
        const QString &ka = keys[a];
        const QString &kb = keys[b];
        if (ka.isEmpty() || kb.isEmpty())
            return !ka.isEmpty() && kb.isEmpty();
        const int order = ka.compare(kb, Qt::CaseInsensitive);
        return ascending ? order < 0 : order > 0;
    });
}

void OffersProxyModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> sourceRows;
    sourceRows.reserve(before.size());
    for (const QModelIndex &index : before)
        sourceRows.append(m_proxyToSource.value(index.row(), -1));
    sortRows(m_proxyToSource);
    rebuildInverse();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int source = sourceRows.at(i);
        after.append(source >= 0 ? index(m_sourceToProxy.at(source), before.at(i).column())
                                 : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void OffersProxyModel::setFilter(const OfferFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    refilter();
}

void OffersProxyModel::refilter()
{
    // A layout change rather than a reset keeps the selection of rows that stay visible.
    emit layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    QList<int> sourceRows;
    for (const QModelIndex &index : before)
        sourceRows.append(m_proxyToSource.value(index.row(), -1));
    rebuild();
    QModelIndexList after;
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int source = sourceRows.at(i);
        const int proxy = source >= 0 ? m_sourceToProxy.value(source, -1) : -1;
        after.append(proxy >= 0 ? index(proxy, before.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged();
    emit filtered();
}

void OffersProxyModel::onSourceDataChanged(const QModelIndex &topLeft,
                                           const QModelIndex &bottomRight, const QList<int> &roles)
{
    const bool shortlistColumn = topLeft.column() == int(OfferColumn::Shortlisted);
    if (shortlistColumn
        && (m_filter.shortlistOnly || m_sortColumn == int(OfferColumn::Shortlisted))) {
        refilter();
        return;
    }
    if (m_proxyToSource.isEmpty())
        return;
    emit dataChanged(index(0, topLeft.column()),
                     index(int(m_proxyToSource.size()) - 1, bottomRight.column()), roles);
}

QModelIndex OffersProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_model || !proxyIndex.isValid() || proxyIndex.row() >= m_proxyToSource.size())
        return {};
    return m_model->index(m_proxyToSource.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex OffersProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.row() >= m_sourceToProxy.size())
        return {};
    const int row = m_sourceToProxy.at(sourceIndex.row());
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

QModelIndex OffersProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex OffersProxyModel::parent(const QModelIndex &) const
{
    return {};
}

int OffersProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_proxyToSource.size());
}

int OffersProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_model ? 0 : m_model->columnCount();
}

QVariant OffersProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal)
        return m_model ? m_model->headerData(section, orientation, role) : QVariant();
    return QAbstractProxyModel::headerData(section, orientation, role);
}

} // namespace ui
