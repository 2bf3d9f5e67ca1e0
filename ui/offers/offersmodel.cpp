#include "offersmodel.h"

#include <QLocale>

namespace ui {

OffersModel::OffersModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void OffersModel::setOffers(QList<core::ResolvedOffer> offers)
{
    beginResetModel();
    m_offers = std::move(offers);
    endResetModel();
}

int OffersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offers.size());
}

int OffersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OffersModel::billingText(std::optional<int> seconds)
{
    if (!seconds)
        return QStringLiteral("—");
    if (*seconds == 0)
        return tr("none", "minimum charge");
    if (*seconds == 1)
        return tr("per second");
    if (*seconds == 60)
        return tr("per minute");
    if (*seconds == 3600)
        return tr("per hour");
    if (*seconds % 3600 == 0)
        return tr("%n h", "duration in hours", *seconds / 3600);
    if (*seconds % 60 == 0)
        return tr("%n min", "duration in minutes", *seconds / 60);
    return tr("%n s", "duration in seconds", *seconds);
}

namespace {

QString money(const std::optional<double> &usd)
{
    return usd ? QLocale().toCurrencyString(*usd, QStringLiteral("$"), 2) : QStringLiteral("—");
}

template<typename T>
QVariant orNull(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

} // namespace

QVariant OffersModel::displayValue(const core::ResolvedOffer &row, int column) const
{
    const QLocale locale;
    switch (column) {
    case ProviderColumn:
        return row.offer->key.tier.isEmpty()
            ? row.provider->name
            : tr("%1 (%2)", "provider (tier)").arg(row.provider->name, row.offer->key.tier);
    case GpuColumn:
        return row.gpu->name;
    case CountColumn:
        return locale.toString(row.offer->key.gpuCount);
    case VramColumn:
        return tr("%1 GB").arg(locale.toString(row.gpu->vramGb, 'f', 0));
    case OnDemandColumn:
        return money(row.onDemandUsdPerHour);
    case SpotColumn:
        return money(row.spotUsdPerHour);
    case BillingColumn:
        return billingText(row.billingIncrementS);
    case MinimumColumn:
        return row.minBilledS && *row.minBilledS == 0 ? tr("none", "minimum charge")
                                                      : billingText(row.minBilledS);
    case RegionColumn:
        return row.offer->key.region.isEmpty() ? QStringLiteral("—") : row.offer->key.region;
    case ObservedColumn:
        return row.offer->observedAt.text();
    }
    return {};
}

QVariant OffersModel::sortValue(const core::ResolvedOffer &row, int column) const
{
    switch (column) {
    case CountColumn:
        return row.offer->key.gpuCount;
    case VramColumn:
        return row.gpu->vramGb;
    case OnDemandColumn:
        return orNull(row.onDemandUsdPerHour);
    case SpotColumn:
        return orNull(row.spotUsdPerHour);
    case BillingColumn:
        return orNull(row.billingIncrementS);
    case MinimumColumn:
        return orNull(row.minBilledS);
    case ObservedColumn:
        return row.offer->observedAt.first();
    default:
        return displayValue(row, column);
    }
}

QVariant OffersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::ResolvedOffer &row = m_offers.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ToolTipRole:
        return tr("Source: %1\nObserved: %2").arg(row.offer->source, row.offer->observedAt.text());
    case Qt::TextAlignmentRole:
        return index.column() >= CountColumn && index.column() <= SpotColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    case KeyRole:
        return row.offer->key.toString();
    default:
        return {};
    }
}

QVariant OffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ProviderColumn:
        return tr("Provider");
    case GpuColumn:
        return tr("GPU");
    case CountColumn:
        return tr("GPUs", "number of GPUs in the instance");
    case VramColumn:
        return tr("VRAM");
    case OnDemandColumn:
        return tr("On-demand $/h");
    case SpotColumn:
        return tr("Spot $/h");
    case BillingColumn:
        return tr("Billing");
    case MinimumColumn:
        return tr("Minimum charge");
    case RegionColumn:
        return tr("Region");
    case ObservedColumn:
        return tr("Observed");
    }
    return {};
}

} // namespace ui
