#pragma once

#include <core/catalog/resolvedoffer.h>

#include <QAbstractTableModel>
#include <QDate>
#include <QList>

namespace ui {

// One row per offer of the catalog, presenting the values core resolved. Display text is
// formatted through the current QLocale; SortRole gives the raw number (or nothing when the
// value is unknown) so sorting is numeric.
class OffersModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ProviderColumn,
        GpuColumn,
        CountColumn,
        VramColumn,
        OnDemandColumn,
        SpotColumn,
        BillingColumn,
        MinimumColumn,
        RegionColumn,
        ObservedColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, KeyRole };

    explicit OffersModel(QObject *parent = nullptr);

    void setOffers(QList<core::ResolvedOffer> offers);
    const core::ResolvedOffer &offerAt(int row) const { return m_offers.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString billingText(std::optional<int> seconds);

private:
    QVariant displayValue(const core::ResolvedOffer &row, int column) const;
    QVariant sortValue(const core::ResolvedOffer &row, int column) const;

    QList<core::ResolvedOffer> m_offers;
};

} // namespace ui
