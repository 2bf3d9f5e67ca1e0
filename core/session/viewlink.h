#pragma once

#include <core/common/expected.h>
#include <core/engine/workload.h>

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace core {

struct Catalog;

// The filters of a shared view, by the names a link gives them after "f." (docs/links.md).
// Ranges name a numeric figure of the column registry (core/figures/columns.h): f.<key>.min and
// f.<key>.max, so a range filter on any column needs nothing new here. Flags and lists are
// named in viewlink.cpp. A filter this version does not know is left out, as any unknown key.
struct ViewFilters
{
    QString search; // the search box's text
    QMap<QString, double> minimum; // column key → the lowest value shown
    QMap<QString, double> maximum; // column key → the highest value shown
    QSet<QString> flags; // "fits", "spot_price", …: each one present is on
    QMap<QString, QStringList> lists; // "provider", "gpu", "billing" → the ids shown, sorted

    bool isEmpty() const;
    friend bool operator==(const ViewFilters &, const ViewFilters &) = default;
};

// What a `gpuscout:view?v=1&…` link carries: the workload, the filters, the sort and the
// visible columns. Every part but the workload may be empty, which means the task's defaults.
struct ViewLink
{
    static constexpr int version = 1;

    Workload workload;
    ViewFilters filters;
    QString sortColumn; // a column key; empty: the task's own order
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    QStringList columns; // the visible column keys in their order; empty: the task's own

    // The link's text: fixed key order and shortest numbers, so the same view always gives the
    // same link.
    QString toString() const;
    // The view of `text`, with the model and the filters' providers and GPUs checked against
    // `catalog`, and what the link leaves out taken from the model's defaults (as
    // gpuscout-cli's options are). Refuses a link it cannot read with a sentence that names
    // the key and its value; keys it does not know are ignored (a newer version's).
    static Expected<ViewLink> parse(const QString &text, const Catalog &catalog);

    Q_DECLARE_TR_FUNCTIONS(core::ViewLink)
};

} // namespace core
