#include "exportcommand.h"

#include "catalogcommands.h"
#include "workloadoptions.h"

#include <core/export/csvexport.h>
#include <core/export/pdfreport.h>
#include <core/export/reporttable.h>
#include <core/store/shortliststore.h>

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QLocale>

namespace cli {
namespace {

constexpr int defaultTop = 10;

struct Selection
{
    QList<int> rows; // into the evaluation's rows, in report order
    QList<core::OfferKey> unavailable; // shortlisted, no longer in the catalog
    QString title;
};

// The shortlist's offers in report order (ranked ones by rank), and those that left the catalog.
core::Expected<Selection> shortlistSelection(core::Database &database, const QString &name,
                                             const core::Evaluation &evaluation)
{
    const core::Expected<core::Shortlist> list = core::ShortlistStore(database).byName(name);
    if (!list)
        return core::Error{list.error()};
    QHash<core::OfferKey, int> indexes;
    for (int i = 0; i < int(evaluation.rows.size()); ++i)
        indexes.insert(evaluation.rows.at(i).offer.offer->key, i);
    QSet<int> listed;
    Selection selection;
    selection.title = list->name;
    for (const core::ShortlistItem &item : list->items) {
        const auto it = indexes.constFind(item.key);
        if (it == indexes.cend())
            selection.unavailable.append(item.key);
        else
            listed.insert(*it);
    }
    for (const int index : core::reportOrder(evaluation)) {
        if (listed.contains(index))
            selection.rows.append(index);
    }
    return selection;
}

// The export's table, with a line for each shortlisted offer that left the catalog.
core::Table exportTable(const core::Evaluation &evaluation, const Selection &selection)
{
    core::Table table = core::reportTable(evaluation, selection.rows, core::exportColumns(),
                                          QDate::currentDate());
    for (const core::OfferKey &key : selection.unavailable) {
        QVariantList row;
        for (const QString &column : std::as_const(table.columns)) {
            if (column == QLatin1String("provider"))
                row.append(key.provider);
            else if (column == QLatin1String("gpu"))
                row.append(key.gpu);
            else if (column == QLatin1String("gpu_count"))
                row.append(key.gpuCount);
            else if (column == QLatin1String("tier"))
                row.append(key.tier);
            else if (column == QLatin1String("region"))
                row.append(key.region);
            else if (column == QLatin1String("reason"))
                row.append(Cli::tr("unavailable: no longer in the catalog"));
            else
                row.append(QVariant());
        }
        table.rows.append(row);
    }
    return table;
}

} // namespace

int exportOffers(Context &context)
{
    const bool csv = context.parser.isSet(QStringLiteral("csv"));
    const bool pdf = context.parser.isSet(QStringLiteral("pdf"));
    if (!csv && !pdf) {
        context.err << Cli::tr("export needs --csv FILE or --pdf FILE (or both).") << '\n';
        return Usage;
    }
    if (!context.arguments.isEmpty()) {
        context.err << Cli::tr("export takes no FILE argument: name the file with --csv or --pdf.")
                    << '\n';
        return Usage;
    }
    const bool shortlist = context.parser.isSet(QStringLiteral("shortlist"));
    if (shortlist && context.parser.isSet(QStringLiteral("top"))) {
        context.err << Cli::tr("Use either --top or --shortlist, not both.") << '\n';
        return Usage;
    }
    std::optional<int> top;
    if (const int usage = checkRankingUsage(context, top); usage != Ok)
        return usage;
    const std::optional<OpenWorkspace> open = openWorkspace(context);
    if (!open)
        return Failed;
    std::optional<core::Evaluation> evaluation;
    if (const int status = evaluateWorkload(context, open->workspace, evaluation); status != Ok)
        return status;

    Selection selection;
    if (shortlist) {
        core::Expected<Selection> listed = shortlistSelection(
            *open->database, context.parser.value(QStringLiteral("shortlist")), *evaluation);
        if (!listed) {
            context.err << listed.error() << '\n';
            return Failed;
        }
        selection = std::move(listed).value();
    } else {
        selection.rows = core::reportOrder(*evaluation, top.value_or(defaultTop));
    }

    if (csv) {
        const QString path = context.parser.value(QStringLiteral("csv"));
        core::CsvOptions options;
        options.localeNumbers = context.parser.isSet(QStringLiteral("locale-numbers"));
        options.replaceOtherFile = context.parser.isSet(QStringLiteral("force"));
        options.comment = core::workloadComment(evaluation->workload);
        if (const core::Status status = core::CsvExport::write(exportTable(*evaluation, selection),
                                                               path, options);
            !status.ok()) {
            context.err << status.error() << '\n';
            return Failed;
        }
        context.err << Cli::tr("Wrote %1: %n offer(s).", nullptr, int(selection.rows.size()))
                           .arg(QDir::toNativeSeparators(path))
                    << '\n';
    }
    if (pdf) {
        const QString path = context.parser.value(QStringLiteral("pdf"));
        core::PdfReport report(open->workspace.catalog(), *evaluation, evaluation->assumptions);
        // A document for people: its dates, times and digits in the language of its words.
        report.setLocale(QLocale(language(QCoreApplication::arguments())));
        report.setRows(selection.rows);
        report.setUnavailable(selection.unavailable);
        report.setTitle(selection.title);
        const core::Expected<int> pages = report.write(
            path, context.parser.isSet(QStringLiteral("force")));
        if (!pages) {
            context.err << pages.error() << '\n';
            return Failed;
        }
        context.err
            << Cli::tr("Wrote %1: %n page(s).", nullptr, *pages).arg(QDir::toNativeSeparators(path))
            << '\n';
    }
    return Ok;
}

} // namespace cli
