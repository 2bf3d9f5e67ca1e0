#include "plantable.h"

#include "rentorbuy.h"

#include <core/common/localtext.h>
#include <core/export/exportfile.h>
#include <core/export/pdflayout.h>
#include <core/export/pdfpage.h>
#include <core/figures/columns.h>
#include <core/text/money.h>
#include <core/text/vocabulary.h>

#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextStream>

#include <algorithm>

namespace core {
namespace {

QVariantList emptyRow(const QString &part, qsizetype columns)
{
    QVariantList row(columns);
    row[0] = part;
    return row;
}

} // namespace

QString PlanExport::taskName(Task task)
{
    return Vocabulary::task(task);
}

Table planTable(const PlanResult &result, const std::optional<PlanResult> &single)
{
    Table table{{QStringLiteral("part"), QStringLiteral("task"), QStringLiteral("model"),
                 QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("gpu_count"),
                 QStringLiteral("spot"), QStringLiteral("instances"), QStringLiteral("hours"),
                 QStringLiteral("basis"), QStringLiteral("total_cost_usd")},
                {}};
    const qsizetype n = table.columns.size();
    for (const PlanPart &part : result.parts) {
        const OfferEvaluation &row = part.row;
        table.rows.append({QStringLiteral("workload"), taskId(part.workload.task),
                           part.workload.model, row.offer.provider->id, row.offer.gpu->id,
                           row.offer.offer->key.gpuCount, row.spot, row.instances,
                           roundedCell(part.instanceHours, 2),
                           row.speed ? QVariant(Columns::basisId(*row.speed)) : QVariant(),
                           roundedCell(part.costUsd, 2)});
    }
    for (const PlanStorage &s : result.storage) {
        QVariantList row = emptyRow(QStringLiteral("storage"), n);
        row[3] = s.provider;
        row[10] = roundedCell(s.costUsd, 2);
        table.rows.append(row);
    }
    QVariantList total = emptyRow(QStringLiteral("total"), n);
    total[3] = result.providers().join(QLatin1Char('+'));
    total[8] = roundedCell(result.instanceHours, 2);
    total[10] = roundedCell(result.totalCostUsd, 2);
    table.rows.append(total);
    if (const auto over = result.overBudgetUsd()) {
        QVariantList row = emptyRow(QStringLiteral("over_budget"), n);
        row[10] = roundedCell(*over, 2);
        table.rows.append(row);
    }
    if (single && result.provider.isEmpty()) {
        QVariantList row = emptyRow(QStringLiteral("single_provider_total"), n);
        row[3] = single->provider;
        row[8] = roundedCell(single->instanceHours, 2);
        row[10] = roundedCell(single->totalCostUsd, 2);
        table.rows.append(row);
    }
    return table;
}

Status PlanExport::writeCsv(const QString &path, const PlanResult &result,
                            const std::optional<PlanResult> &single, bool replaceOtherFile)
{
    QString text;
    QTextStream stream(&text);
    writeTable(planTable(result, single), TableFormat::Csv, stream);
    stream.flush();
    return ExportFile::write(path, text.toUtf8(), ExportKind::Csv, replaceOtherFile);
}

Status PlanExport::writePdf(const QString &path, const PlanResult &result,
                            const std::optional<PlanResult> &single,
                            const std::optional<RentOrBuy> &buying, const QLocale &locale,
                            bool replaceOtherFile)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return Error{tr("The PDF report needs a QGuiApplication to paint text.")};
    Expected<std::unique_ptr<QSaveFile>> file = ExportFile::open(path, ExportKind::Pdf,
                                                                 replaceOtherFile);
    if (!file)
        return Error{file.error()};
    QSaveFile &out = *file.value();
    const QPageSize pageSize = pdfPageSize(locale);
    QPdfWriter writer(&out);
    setUpPdfWriter(writer, pageSize, result.plan.name);
    // The shortlist report's fonts: Urdu and Bengali from the bundled files, embedded.
    PdfLayout layout(writer, pageSize.sizePoints(), pdfFont(locale), locale.textDirection());
    auto money = [&](double usd) { return core::money(usd, QStringLiteral("USD"), 2, locale); };

    // Providers by name, as the plan dialog writes them; the offers placed carry the names.
    auto providerName = [&](const QString &id) {
        for (const PlanResult *placed : {&result, single ? &*single : nullptr}) {
            if (!placed)
                continue;
            for (const PlanPart &part : placed->parts) {
                if (part.row.offer.provider->id == id)
                    return part.row.offer.provider->name;
            }
        }
        return id;
    };
    QStringList providers = result.providers();
    std::transform(providers.begin(), providers.end(), providers.begin(), providerName);

    layout.heading(tr("Plan: %1").arg(result.plan.name));
    QList<std::pair<QString, QString>> figures{
        {tr("Monthly total"), money(result.totalCostUsd)},
        {tr("Hours a month"), locale.toString(result.instanceHours, 'f', 1)},
        {tr("Providers"), providers.join(QStringLiteral(", "))}};
    if (result.plan.monthlyBudgetUsd)
        figures.append({tr("Monthly budget"), money(*result.plan.monthlyBudgetUsd)});
    if (const auto over = result.overBudgetUsd())
        figures.append({tr("Over budget by"), money(*over)});
    if (single)
        figures.append({tr("Everything at %1").arg(providerName(single->provider)),
                        money(single->totalCostUsd)});
    if (buying) {
        figures.append({tr("Your own GPU, a month"), money(buying->monthlyOwnUsd)});
        figures.append({tr("Break-even (months)"),
                        buying->breakEvenMonths ? locale.toString(*buying->breakEvenMonths, 'f', 1)
                                                : tr("never")});
    }
    layout.keyValues(figures);
    layout.space(10);
    QList<QStringList> rows;
    for (const PlanPart &part : result.parts)
        rows.append({taskName(part.workload.task) + QStringLiteral(" · ") + part.workload.model,
                     part.row.offer.provider->name, part.row.offer.gpu->name,
                     locale.toString(part.instanceHours, 'f', 1), money(part.costUsd)});
    for (const PlanStorage &s : result.storage)
        rows.append({tr("storage (%1 GB)").arg(locale.toString(s.gb, 'f', 0)),
                     providerName(s.provider), QString(), QString(), money(s.costUsd)});
    layout.table({{tr("Workload"), 1.4},
                  {tr("Provider"), 1.2},
                  {tr("GPU"), 1.4},
                  {tr("Hours"), 0.7, true},
                  {tr("Cost"), 0.8, true}},
                 rows, 9);
    layout.space(8);
    layout.paragraph(tr("Costs come from the engine for each offer (docs/engine-model.md); "
                        "persistent storage is counted once per provider. Purchase prices are "
                        "launch prices with their sources, never rental figures."),
                     layout.font(8));

    QPainter painter;
    if (!painter.begin(&writer)) {
        out.cancelWriting();
        return Error{ExportFile::cannotWrite(path, tr("the PDF writer could not start"))};
    }
    painter.setLayoutDirection(locale.textDirection());
    layout.paint(
        painter, [&writer] { return writer.newPage(); }, [](QPainter &, const QRectF &, int) {});
    painter.end();
    return ExportFile::commit(out);
}

} // namespace core
