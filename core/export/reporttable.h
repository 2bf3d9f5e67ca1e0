#pragma once

#include <core/engine/engine.h>
#include <core/output/tablewriter.h>

#include <QDate>
#include <QList>
#include <QStringList>

#include <optional>

namespace core {

// The rows of an evaluation in the order reports list them: ranked offers by rank, then the
// unranked ones in the evaluation's order. With `top`, only the N best-ranked offers.
QList<int> reportOrder(const Evaluation &evaluation, std::optional<int> top = std::nullopt);

// The columns `gpuscout-cli recommend` prints (scripts depend on them: only ever append).
QStringList recommendationColumns();
// The standard set of an export: the recommendation's figures, the cost breakdown, both
// prices and where each number comes from.
QStringList exportColumns();

// A table of `columns` (keys of the column registry, core/figures/columns.h, each carrying its
// unit) for the evaluation rows at `rows`, in that order. Figures are rounded by the registry's
// one rule; unknown values are null; data ages need `today`. Every number of the table, the
// charts and the exports comes from these rows: one source of numbers.
Table reportTable(const Evaluation &evaluation, const QList<int> &rows, const QStringList &columns,
                  const QDate &today = {});

// The comment a table of `workload`'s rows carries ("workload: gpuscout:view?v=1&task=…"): the
// link that opens the same workload in the GUI or gives it to `gpuscout-cli --link`, so a CSV
// says what its costs are of, in any language, as the PDF's workload section does.
QString workloadComment(const Workload &workload);

} // namespace core
