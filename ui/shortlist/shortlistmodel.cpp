#include "shortlistmodel.h"

#include "ui/common/format.h"

#include <core/figures/columns.h>
#include <core/text/offername.h>

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace ui {

ShortlistModel::ShortlistModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ShortlistModel::setContents(std::shared_ptr<const core::Snapshot> snapshot,
                                 QList<core::ShortlistItem> items)
{
    beginResetModel();
    // A new workload's rows are the same offers in the same order (the same catalog): the
    // shortlist's rows stay where they were found, and no offer is read again.
    const bool sameRows = m_snapshot && snapshot && m_snapshot->catalog == snapshot->catalog
        && m_snapshot->evaluation.rows.size() == snapshot->evaluation.rows.size()
        && std::equal(m_items.cbegin(), m_items.cend(), items.cbegin(), items.cend(),
                      [](const core::ShortlistItem &a, const core::ShortlistItem &b) {
                          return a.key == b.key;
                      });
    m_snapshot = std::move(snapshot);
    m_items = std::move(items);
    if (sameRows) {
        endResetModel();
        return;
    }
    // Only the shortlist's own keys are hashed: each offer's key is looked up among them, and
    // the scan stops once all are found (an empty shortlist reads no offer at all).
    QHash<core::OfferKey, int> rows; // shortlisted key -> evaluation row, -1 until found
    for (const core::ShortlistItem &item : std::as_const(m_items))
        rows.insert(item.key, -1);
    if (m_snapshot) {
        const QList<core::OfferEvaluation> &evaluations = m_snapshot->evaluation.rows;
        qsizetype missing = rows.size();
        for (int i = 0; i < evaluations.size() && missing > 0; ++i) {
            const auto found = rows.find(evaluations.at(i).offer.offer->key);
            if (found != rows.end() && found.value() < 0) {
                found.value() = i;
                --missing;
            }
        }
    }
    m_evaluationRows.clear();
    m_evaluationRows.reserve(m_items.size());
    for (const core::ShortlistItem &item : std::as_const(m_items))
        m_evaluationRows.append(rows.value(item.key, -1));
    endResetModel();
}

void ShortlistModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ShortlistModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int ShortlistModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ShortlistModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::ShortlistItem &item = m_items.at(index.row());
    const int evaluationRow = m_evaluationRows.at(index.row());
    const core::OfferEvaluation *row = evaluationRow >= 0
        ? &m_snapshot->evaluation.rows.at(evaluationRow)
        : nullptr;
    if (role == OfferKeyRole)
        return QVariant::fromValue(item.key);
    if (role == Qt::EditRole && index.column() == NoteColumn)
        return item.note;
    if (role == Qt::ToolTipRole && !row)
        return tr("This offer is no longer in the catalog.");
    if (role == Qt::ToolTipRole && row->fit == core::Fit::No)
        return tr("The workload does not fit in this GPU's memory.");
    if (role == Qt::ToolTipRole && index.column() == OfferColumn) // the name, also where elided
        return data(index, Qt::DisplayRole);
    if (role == Qt::ForegroundRole && row && row->fit == core::Fit::No)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case OfferColumn:
        if (!row)
            return tr("%1 (no longer offered)")
                .arg(isolated(core::OfferName::full(item.key.provider, item.key.gpu, item.key)));
        if (row->fit == core::Fit::No)
            return tr("%1 (does not fit)", "offer name")
                .arg(isolated(core::OfferName::full(row->offer.provider->name, row->offer.gpu->name,
                                                    item.key)));
        return core::OfferName::full(row->offer.provider->name, row->offer.gpu->name, item.key);
    case TotalCostColumn:
        return row ? formatMoney(row->totalCostUsd) : unknownText();
    case SecondsPerImageColumn:
        return row ? formatNumber(row->secondsPerImage ? row->secondsPerImage : row->trainingStepS,
                                  core::Columns::get(u"seconds_per_image").decimals)
                   : unknownText();
    case NoteColumn:
        return item.note;
    }
    return {};
}

bool ShortlistModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::EditRole
        || index.column() != NoteColumn)
        return false;
    emit noteEdited(m_items.at(index.row()).key, value.toString());
    return true;
}

Qt::ItemFlags ShortlistModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NoteColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant ShortlistModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OfferColumn:
        return tr("Offer");
    case TotalCostColumn:
        return core::Columns::header(core::Columns::get(u"total_cost_usd"));
    case SecondsPerImageColumn:
        return core::Columns::header(core::Columns::get(
            m_snapshot
                    && (m_snapshot->evaluation.workload.task == core::Task::Lora
                        || m_snapshot->evaluation.workload.task == core::Task::Finetune)
                ? u"training_step_s"
                : u"seconds_per_image"));
    case NoteColumn:
        return tr("Note");
    }
    return {};
}

} // namespace ui
