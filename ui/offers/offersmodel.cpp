#include "offersmodel.h"

#include "ui/common/format.h"
#include "ui/common/staricon.h"

#include <core/catalog/freshness.h>
#include <core/text/offername.h>

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
    // A new workload's rows are the same offers in the same order: their search text and age
    // stay (rebuilding them for 100,000 rows would stall the window after every change).
    const bool sameOffers = m_snapshot && snapshot && m_snapshot->catalog == snapshot->catalog
        && m_snapshot->today == snapshot->today
        && m_snapshot->evaluation.rows.size() == snapshot->evaluation.rows.size()
        && m_ageDays.size() == snapshot->evaluation.rows.size();
    m_snapshot = std::move(snapshot);
    if (sameOffers) {
        endResetModel();
        return;
    }
    m_searchText.clear(); // built when a search first needs it
    m_ageDays.clear();
    if (m_snapshot) {
        const QList<OfferEvaluation> &rows = m_snapshot->evaluation.rows;
        m_ageDays.reserve(rows.size());
        for (const OfferEvaluation &row : rows)
            m_ageDays.append(core::dataAgeInDays(*row.offer.offer, m_snapshot->today));
    }
    endResetModel();
}

const QString &OffersModel::searchText(int row) const
{
    if (m_searchText.size() != rowCount()) {
        const QList<OfferEvaluation> &rows = m_snapshot->evaluation.rows;
        m_searchText.reserve(rows.size());
        for (const OfferEvaluation &each : rows) {
            const core::Offer &offer = *each.offer.offer;
            m_searchText.append(QStringList{each.offer.provider->name, offer.key.tier,
                                            each.offer.gpu->name, offer.key.gpu, offer.key.region}
                                    .join(u' ')
                                    .toLower());
        }
    }
    return m_searchText.at(row);
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
    return parent.isValid() ? 0 : tableColumnCount();
}

std::optional<double> OffersModel::number(int index, OfferColumn column) const
{
    const OfferEvaluation &r = row(index);
    switch (column) {
    case OfferColumn::Shortlisted:
        return m_shortlisted.contains(r.offer.offer->key) ? 1.0 : 0.0;
    case OfferColumn::DataAge: // read once per snapshot; unknown when undated
        if (const std::optional<qint64> age = m_ageDays.at(index))
            return double(*age);
        return std::nullopt;
    default:
        break;
    }
    const core::ColumnSpec *spec = columnSpec(column);
    return spec ? core::Columns::number(*spec, {m_snapshot->evaluation, r, m_snapshot->today})
                : std::nullopt;
}

QString OffersModel::text(int index, OfferColumn column) const
{
    const OfferEvaluation &r = row(index);
    switch (column) {
    case OfferColumn::Provider:
        return core::OfferName::provider(r.offer.provider->name, r.offer.offer->key.tier);
    case OfferColumn::Gpu: // an instance of several GPUs says so: "RTX 3090 ×2"
        return core::OfferName::gpu(r.offer.gpu->name, r.offer.offer->key.gpuCount);
    case OfferColumn::Region:
        return r.offer.offer->key.region;
    case OfferColumn::Basis:
        return r.speed ? basisText(*r.speed) : QString();
    case OfferColumn::Access:
        return accessText(r.offer.provider->jupyter, r.offer.provider->ssh);
    case OfferColumn::Reason:
        return core::Engine::reasonText(m_snapshot->evaluation, r);
    case OfferColumn::NotListedSince: // ISO, so that it sorts by date
        return r.offer.offer->unlistedSince.toString(Qt::ISODate);
    default:
        break;
    }
    const core::ColumnSpec *spec = columnSpec(column);
    return spec && spec->kind == core::ColumnKind::Text
        ? core::Columns::value(*spec, {m_snapshot->evaluation, r, m_snapshot->today}).toString()
        : QString();
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
        // Each Latin name keeps its order in a right-to-left table, elided at its end too
        // ("Tesla V100 32GB (…", never "…( Tesla V100 32GB").
        return core::OfferName::provider(isolated(o.provider->name),
                                         o.offer->key.tier.isEmpty() ? QString()
                                                                     : isolated(o.offer->key.tier));
    case OfferColumn::Gpu:
        return core::OfferName::gpu(isolated(o.gpu->name), o.offer->key.gpuCount);
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
    if (spec && columnIsNumeric(column) && spec->kind != core::ColumnKind::Text)
        return figureText(*spec, value ? QVariant(*value) : QVariant(), false);
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
        return QString(tr("Observed %1 · %2").arg(observedText(offer.observedAt), offer.source)
                       + unlistedNote(offer));
    case OfferColumn::Reason:
        return core::Engine::reasonText(m_snapshot->evaluation, r);
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
                     change->previous.currency, observedText(change->previous.observedAt))
                .arg(change->current.onDemandPerHour
                         ? QLocale().toString(*change->current.onDemandPerHour, 'f', 2)
                         : unknownText(),
                     change->current.currency, observedText(change->current.observedAt));
        return QString(
            tr("Price: %1, observed %2").arg(offer.source, observedText(offer.observedAt))
            + unlistedNote(offer));
    }
    default:
        return QString(
            tr("Price: %1, observed %2").arg(offer.source, observedText(offer.observedAt))
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
    case KeptEndRole:
        if (column == OfferColumn::Gpu && r.offer.offer->key.gpuCount > 1) {
            const QString &name = r.offer.gpu->name;
            const QString text = core::OfferName::gpu(name, r.offer.offer->key.gpuCount);
            // A translation that puts the count first has no such end.
            return text.startsWith(name) ? text.mid(name.size()) : QString();
        }
        return QString();
    case Qt::TextAlignmentRole:
        return columnIsNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ForegroundRole:
        if (r.fit == core::Fit::No
            || (column == OfferColumn::DataAge
                && (!m_ageDays.at(index.row()) || *m_ageDays.at(index.row()) > staleAfterDays)))
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
    if (orientation != Qt::Horizontal || section < 0 || section >= tableColumnCount())
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
    emit headerDataChanged(Qt::Horizontal, 0, tableColumnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, tableColumnCount() - 1));
}

} // namespace ui
