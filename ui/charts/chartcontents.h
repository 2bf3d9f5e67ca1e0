#pragma once

#include <core/session/session.h>
#include <core/text/offername.h>

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace ui {

// What every chart of the panel is drawn from: the table's snapshot, the rows the proxy shows
// (source rows, in the proxy's order) and the shortlist. Charts read the engine's rows as the
// table does; they never compute a cost themselves.
struct ChartContents
{
    std::shared_ptr<const core::Snapshot> snapshot;
    QList<int> visibleRows;
    QSet<core::OfferKey> shortlist;
    bool shortlistOnly = false;

    bool hasRows() const { return snapshot && !visibleRows.isEmpty(); }
    const core::OfferEvaluation &row(int index) const
    {
        return snapshot->evaluation.rows.at(index);
    }
    const core::Workload &workload() const { return snapshot->evaluation.workload; }
    bool training() const;

    // Visible ranked rows by rank, then visible rows that have a cost but no rank.
    QList<int> byRank(bool shortlistedOnly) const;
    // The best `count` ranked rows among the visible ones.
    QList<int> topRanked(int count) const;
    // Visible shortlisted rows, ranked ones first by rank, cost or no cost.
    QList<int> shortlistedRows() const;
};

// Category axes merge equal names: make each unique (the region, then an invisible mark).
QStringList uniqueLabels(const QStringList &labels, const QList<core::OfferKey> &keys);
// Money as the table shows it: in the display currency (format.h).
double displayMoney(double usd);
QString currencyCode();
QString speedBasisText(const core::OfferEvaluation &row);

} // namespace ui
