#include "offersmodel.h"

#include "ui/common/format.h"
#include "ui/common/staricon.h"

#include <core/common/localtext.h>

#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace ui {

using core::OfferEvaluation;

OffersModel::OffersModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_star(starIcon())
{
}

void OffersModel::setSnapshot(std::shared_ptr<const core::Snapshot> snapshot)
{
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_searchText.clear();
    m_ageDays.clear();
    if (m_snapshot) {
        const QList<OfferEvaluation> &rows = m_snapshot->evaluation.rows;
        m_searchText.reserve(rows.size());
        m_ageDays.reserve(rows.size());
        for (const OfferEvaluation &row : rows) {
            const core::Offer &offer = *row.offer.offer;
            m_searchText.append(QStringList{row.offer.provider->name, offer.key.tier,
                                            row.offer.gpu->name, offer.key.gpu, offer.key.region}
                                    .join(u' ')
                                    .toLower());
            m_ageDays.append(offer.observedAt.ageInDays(m_snapshot->today));
        }
    }
    endResetModel();
}

void OffersModel::setShortlisted(const QSet<core::OfferKey> &keys)
{
    m_shortlisted = keys;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, 0),
                         {Qt::DisplayRole, Qt::CheckStateRole});
}

int OffersModel::rowOf(const core::OfferKey &key) const
{
    for (int i = 0; i < rowCount(); ++i) {
        if (row(i).offer.offer->key == key)
            return i;
    }
    return -1;
}

int OffersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_snapshot ? 0 : int(m_snapshot->evaluation.rows.size());
}

int OffersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : offerColumnCount;
}

std::optional<double> OffersModel::number(int index, OfferColumn column) const
{
    const OfferEvaluation &r = row(index);
    const core::ResolvedOffer &o = r.offer;
    switch (column) {
    case OfferColumn::Shortlisted:
        return m_shortlisted.contains(o.offer->key) ? 1.0 : 0.0;
    case OfferColumn::Rank:
        return r.rank > 0 ? std::optional<double>(r.rank) : std::nullopt;
    case OfferColumn::GpuCount:
        return o.offer->key.gpuCount;
    case OfferColumn::Vram:
        return o.gpu->vramGb;
    case OfferColumn::Fp16Tflops:
        return o.gpu->fp16TensorTflops;
    case OfferColumn::Bandwidth:
        return o.gpu->memoryBandwidthGbs;
    case OfferColumn::OnDemand:
        return o.onDemandUsdPerHour;
    case OfferColumn::Spot:
        return o.spotUsdPerHour;
    case OfferColumn::Billing:
        return o.billingIncrementS ? std::optional<double>(*o.billingIncrementS) : std::nullopt;
    case OfferColumn::Minimum:
        return o.minBilledS ? std::optional<double>(*o.minBilledS) : std::nullopt;
    case OfferColumn::Storage:
        return o.provider->storageUsdPerGbMonth;
    case OfferColumn::ColdStart:
        return r.coldStartS / 60.0;
    case OfferColumn::PrebuiltImages:
        return o.provider->diffusionImage ? std::optional<double>(*o.provider->diffusionImage)
                                          : std::nullopt;
    case OfferColumn::Fits:
        return 2.0 - int(r.fit); // fits 2, tight 1, no 0
    case OfferColumn::SecondsPerImage:
        return r.secondsPerImage;
    case OfferColumn::TrainingStep:
        return r.trainingStepS;
    case OfferColumn::TimeToFinish:
        return m_snapshot->evaluation.workload.task == core::Task::Interactive ? std::nullopt
                                                                               : r.totalHours;
    case OfferColumn::Instances:
        return r.instances;
    case OfferColumn::ImagesPerHour:
        return r.imagesPerHour;
    case OfferColumn::UsdPer1000:
        return r.usdPer1000Images;
    case OfferColumn::TotalCost:
        return r.totalCostUsd;
    case OfferColumn::DataAge:
        return double(m_ageDays.at(index));
    default:
        return std::nullopt;
    }
}

QString OffersModel::text(int index, OfferColumn column) const
{
    const OfferEvaluation &r = row(index);
    switch (column) {
    case OfferColumn::Provider:
        return r.offer.offer->key.tier.isEmpty()
            ? r.offer.provider->name
            : tr("%1 (%2)", "provider (tier)").arg(r.offer.provider->name, r.offer.offer->key.tier);
    case OfferColumn::Gpu:
        return r.offer.gpu->name;
    case OfferColumn::Region:
        return r.offer.offer->key.region;
    case OfferColumn::Basis:
        return r.speed ? basisText(*r.speed) : QString();
    case OfferColumn::Access:
        return accessText(r.offer.provider->jupyter, r.offer.provider->ssh);
    case OfferColumn::Reason:
        return r.reason;
    case OfferColumn::NotListedSince: // ISO, so that it sorts by date
        return r.offer.offer->unlistedSince.toString(Qt::ISODate);
    default:
        return {};
    }
}

QVariant OffersModel::display(const OfferEvaluation &r, int index, OfferColumn column) const
{
    const core::ResolvedOffer &o = r.offer;
    const std::optional<double> value = columnIsNumeric(column) ? number(index, column)
                                                                : std::nullopt;
    switch (column) {
    case OfferColumn::Shortlisted:
        return QString(); // the check box shows it
    case OfferColumn::Rank:
        return value ? formatInteger(*value) : QString();
    case OfferColumn::Vram:
        return formatGb(*value);
    case OfferColumn::OnDemand: {
        const auto change = m_snapshot->priceChanges.constFind(o.offer->key);
        if (change == m_snapshot->priceChanges.constEnd() || !value)
            return formatMoney(value);
        const std::optional<double> before = change->previous.onDemandPerHour;
        const std::optional<double> after = change->current.onDemandPerHour;
        const QString arrow = !before || !after || *after == *before ? QStringLiteral("•")
            : *after > *before                                       ? QStringLiteral("▲")
                                                                     : QStringLiteral("▼");
        return tr("%1 %2", "price-change mark, price").arg(arrow, formatMoney(value));
    }
    case OfferColumn::Billing:
        return billingText(o.billingIncrementS);
    case OfferColumn::Minimum:
        return minimumText(o.minBilledS);
    case OfferColumn::ColdStart:
        return formatMinutes(r.coldStartS / 60.0, r.coldStartAssumed);
    case OfferColumn::PrebuiltImages:
        return yesNoText(o.provider->diffusionImage);
    case OfferColumn::Fits:
        return fitText(r.fit);
    case OfferColumn::DataAge:
        return ageText(m_ageDays.at(index), staleAfterDays);
    case OfferColumn::Provider:
        // A Latin name keeps its order in a right-to-left table, elided at its end too
        // ("Tesla V100 32GB (…", never "…( Tesla V100 32GB").
        return o.offer->key.tier.isEmpty()
            ? isolated(o.provider->name)
            : tr("%1 (%2)", "provider (tier)")
                  .arg(isolated(o.provider->name), isolated(o.offer->key.tier));
    case OfferColumn::Gpu:
    case OfferColumn::Region:
        return isolated(text(index, column));
    case OfferColumn::TimeToFinish:
        return value ? formatHours(value) : unknownText();
    case OfferColumn::NotListedSince: // empty while the source lists the offer
        return o.offer->unlistedSince.isValid()
            ? isolated(QLocale().toString(o.offer->unlistedSince, QLocale::ShortFormat))
            : QString();
    default:
        break;
    }
    // Every other figure as the registry declares it: its decimals (the one rounding rule of the
    // exports too); the header carries the unit.
    const core::ColumnSpec *spec = columnSpec(column);
    if (spec && columnIsMoney(column))
        return formatMoney(value, spec->decimals);
    if (spec && columnIsNumeric(column))
        return formatNumber(value, spec->decimals);
    const QString plain = text(index, column);
    return plain.isEmpty() && column != OfferColumn::Reason ? unknownText() : plain;
}

QString OffersModel::unlistedNote(const core::Offer &offer)
{
    if (!offer.unlistedSince.isValid())
        return {};
    return QLatin1Char('\n')
        + tr("No longer listed by %1 since %2: the offer may be gone.")
              .arg(offer.listedBy,
                   isolated(QLocale().toString(offer.unlistedSince, QLocale::ShortFormat)));
}

QVariant OffersModel::toolTip(const OfferEvaluation &r, OfferColumn column) const
{
    const core::Offer &offer = *r.offer.offer;
    switch (column) {
    case OfferColumn::Basis:
        if (!r.speed)
            return tr("No speed: the catalog has neither a benchmark nor the specs of this GPU.");
        if (r.speed->series == core::userMeasurementSeries())
            return tr("Your own measurement, ahead of published figures: %1").arg(r.speed->source);
        return r.speed->basis == core::Basis::Measured
            ? tr("Measured: %1").arg(r.speed->source)
            : tr("Estimated from the GPU's specs by the throughput model (%1).")
                  .arg(r.speed->source);
    case OfferColumn::DataAge:
    case OfferColumn::NotListedSince:
        return QString(
            tr("Observed %1 · %2").arg(core::localDate(offer.observedAt, QLocale()), offer.source)
            + unlistedNote(offer));
    case OfferColumn::Reason:
        return r.reason;
    case OfferColumn::Gpu:
        return r.offer.gpu->source;
    case OfferColumn::ColdStart:
        return r.coldStartAssumed
            ? tr("The provider publishes no cold-start figure; an assumption is used.")
            : QVariant();
    case OfferColumn::OnDemand: {
        const auto change = m_snapshot->priceChanges.constFind(offer.key);
        if (change != m_snapshot->priceChanges.constEnd())
            return tr("Changed in the last update: it was %1 %2 (observed %3); now %4 %5 (observed "
                      "%6).")
                .arg(change->previous.onDemandPerHour
                         ? QLocale().toString(*change->previous.onDemandPerHour, 'f', 2)
                         : unknownText(),
                     change->previous.currency,
                     core::localDate(change->previous.observedAt, QLocale()))
                .arg(change->current.onDemandPerHour
                         ? QLocale().toString(*change->current.onDemandPerHour, 'f', 2)
                         : unknownText(),
                     change->current.currency,
                     core::localDate(change->current.observedAt, QLocale()));
        return QString(tr("Price: %1, observed %2")
                           .arg(offer.source, core::localDate(offer.observedAt, QLocale()))
                       + unlistedNote(offer));
    }
    default:
        return QString(tr("Price: %1, observed %2")
                           .arg(offer.source, core::localDate(offer.observedAt, QLocale()))
                       + unlistedNote(offer));
    }
}

QVariant OffersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OfferEvaluation &r = row(index.row());
    const auto column = OfferColumn(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.row(), column);
    case Qt::ToolTipRole:
        return toolTip(r, column);
    case Qt::TextAlignmentRole:
        return columnIsNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ForegroundRole:
        if (r.fit == core::Fit::No
            || (column == OfferColumn::DataAge && m_ageDays.at(index.row()) > staleAfterDays))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::CheckStateRole:
        if (column == OfferColumn::Shortlisted)
            return m_shortlisted.contains(r.offer.offer->key) ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::AccessibleTextRole:
        if (column == OfferColumn::Shortlisted)
            return m_shortlisted.contains(r.offer.offer->key) ? tr("On the shortlist")
                                                              : tr("Not on the shortlist");
        return display(r, index.row(), column);
    case OfferKeyRole:
        return QVariant::fromValue(r.offer.offer->key);
    case SortRole: {
        if (!columnIsNumeric(column))
            return text(index.row(), column);
        const std::optional<double> value = number(index.row(), column);
        return value ? QVariant(*value) : QVariant();
    }
    default:
        return {};
    }
}

bool OffersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::CheckStateRole
        || OfferColumn(index.column()) != OfferColumn::Shortlisted)
        return false;
    emit shortlistRequested(row(index.row()).offer.offer->key,
                            value.value<Qt::CheckState>() == Qt::Checked);
    return true;
}

Qt::ItemFlags OffersModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && OfferColumn(index.column()) == OfferColumn::Shortlisted)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant OffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= offerColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto column = OfferColumn(section);
    // The shortlist column is a check box wide: its header is a drawn star (see staricon.h).
    const bool star = column == OfferColumn::Shortlisted;
    switch (role) {
    case Qt::DisplayRole:
        return star ? QVariant() : QVariant(columnHeader(column));
    case Qt::DecorationRole:
        return star ? QVariant(m_star) : QVariant();
    case Qt::AccessibleTextRole:
        return columnHeader(column);
    case Qt::ToolTipRole:
        return columnToolTip(column);
    default:
        return {};
    }
}

void OffersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, offerColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, offerColumnCount - 1));
}

} // namespace ui
