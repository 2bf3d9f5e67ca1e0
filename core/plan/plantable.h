#pragma once

#include "planoptimizer.h"

#include <core/common/expected.h>
#include <core/output/tablewriter.h>

#include <QCoreApplication>
#include <QLocale>

#include <optional>

namespace core {

struct RentOrBuy;

// A plan as rows of plain values — one per part, per storage volume, the total, how far over
// budget, and the cheapest single provider — what the CLI prints and the CSV export writes.
// Column names and values do not depend on the language.
Table planTable(const PlanResult &result, const std::optional<PlanResult> &singleProvider);

class PlanExport final
{
    Q_DECLARE_TR_FUNCTIONS(core::PlanExport)

public:
    // Through ExportFile: an export completes or leaves the old file untouched.
    static Status writeCsv(const QString &path, const PlanResult &result,
                           const std::optional<PlanResult> &singleProvider,
                           bool replaceOtherFile = false);
    // A one-page report: the plan's parts, the comparison with a single provider and with
    // buying a card (when given), in `locale`'s language direction. Needs a QGuiApplication.
    static Status writePdf(const QString &path, const PlanResult &result,
                           const std::optional<PlanResult> &singleProvider,
                           const std::optional<RentOrBuy> &buying, const QLocale &locale,
                           bool replaceOtherFile = false);

private:
    static QString taskName(Task task);
};

} // namespace core
