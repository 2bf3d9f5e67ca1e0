#include "networkcommands.h"

#include "catalogcommands.h"

#include <core/catalog/catalogwriter.h>
#include <core/currency/currencyconverter.h>
#include <core/currency/ecbrates.h>
#include <core/network/catalogfeed.h>
#include <core/network/ratesfeed.h>
#include <core/network/sources/sourceregistry.h>
#include <core/network/updaterun.h>
#include <core/store/catalogstore.h>
#include <core/store/pricehistory.h>
#include <core/store/sourcestatestore.h>

#include <QEventLoop>
#include <QHash>
#include <QUrl>

#include <algorithm>

namespace cli {
namespace {

// --url, checked for being an address at all; the network rules are the core's.
bool urlOption(Context &context, QUrl &url)
{
    if (!context.parser.isSet(QStringLiteral("url")))
        return true;
    const QString text = context.parser.value(QStringLiteral("url"));
    url = QUrl::fromUserInput(text, QString(), QUrl::AssumeLocalFile);
    if (!url.isValid() || url.scheme().isEmpty()) {
        context.err << Cli::tr("--url needs an address such as https://…, not \"%1\".").arg(text)
                    << '\n';
        return false;
    }
    return true;
}

// Runs the event loop until `feed` says it has finished.
template<typename Feed>
void runToEnd(Feed &feed)
{
    QEventLoop loop;
    QObject::connect(&feed, &Feed::finished, &loop, &QEventLoop::quit);
    feed.start();
    loop.exec();
}

QString resultId(core::SourceOutcome::Result result)
{
    switch (result) {
    case core::SourceOutcome::Result::Updated:
        return QStringLiteral("updated");
    case core::SourceOutcome::Result::UpToDate:
        return QStringLiteral("up-to-date");
    case core::SourceOutcome::Result::Cancelled:
        return QStringLiteral("cancelled");
    case core::SourceOutcome::Result::NeedsConfirmation:
        return QStringLiteral("needs-confirmation");
    case core::SourceOutcome::Result::Failed:
        break;
    }
    return QStringLiteral("failed");
}

QString kindId(core::SourceKind kind)
{
    switch (kind) {
    case core::SourceKind::Offers:
        return QStringLiteral("offers");
    case core::SourceKind::SpotRisk:
        return QStringLiteral("spot-risk");
    case core::SourceKind::Rates:
        return QStringLiteral("rates");
    case core::SourceKind::Catalog:
        break;
    }
    return QStringLiteral("catalog");
}

QString sourceIds(bool liveOnly)
{
    QStringList ids;
    for (const core::SourceInfo &info : core::allSources()) {
        if (!liveOnly || info.live)
            ids.append(info.id);
    }
    return ids.join(QStringLiteral(", "));
}

// Runs the shared update (core::UpdateRun) for `ids` (every source when empty), prints what
// each source did, and returns the exit code. `url` replaces the address of the one source.
int runUpdate(Context &context, const QStringList &ids, const QUrl &url)
{
    std::optional<double> timeout;
    if (!numberOption(context, QStringLiteral("timeout"), 1, timeout))
        return Usage;
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    core::UpdateRun run(*open->database, ids);
    if (!run.unknownIds().isEmpty()) {
        context.err << Cli::tr("No source \"%1\"; gpuscout-cli sources lists them: %2")
                           .arg(run.unknownIds().join(QStringLiteral(", ")), sourceIds(false))
                    << '\n';
        return Usage;
    }
    if (url.isValid())
        run.setUrl(ids.isEmpty() ? QStringLiteral("feed") : ids.constFirst(), url);
    run.setConfirmed(context.parser.isSet(QStringLiteral("force")));
    // Checked before the conversion: --timeout 1e12 must not overflow the milliseconds.
    run.setDeadline(
        std::chrono::milliseconds(timeout ? qint64(std::min(*timeout, 86400.0) * 1000) : 120000));
    QEventLoop loop;
    QObject::connect(&run, &core::UpdateRun::finished, &loop, &QEventLoop::quit);
    run.start();
    if (run.isRunning())
        loop.exec();

    core::Table table{
        {QStringLiteral("source"), QStringLiteral("status"), QStringLiteral("updated"),
         QStringLiteral("unchanged"), QStringLiteral("new"), QStringLiteral("not_listed"),
         QStringLiteral("offers"), QStringLiteral("unknown_gpus"), QStringLiteral("message")},
        {}};
    bool failed = false;
    for (const core::SourceOutcome &outcome : run.outcomes()) {
        failed = failed || outcome.result == core::SourceOutcome::Result::Failed
            || outcome.result == core::SourceOutcome::Result::NeedsConfirmation;
        const bool counted = outcome.result == core::SourceOutcome::Result::Updated;
        table.rows.append({outcome.sourceId, resultId(outcome.result),
                           counted ? QVariant(qlonglong(outcome.summary.updated)) : QVariant(),
                           counted ? QVariant(qlonglong(outcome.summary.unchanged)) : QVariant(),
                           counted ? QVariant(qlonglong(outcome.summary.added)) : QVariant(),
                           counted ? QVariant(qlonglong(outcome.summary.unlisted)) : QVariant(),
                           counted ? QVariant(qlonglong(outcome.offers)) : QVariant(),
                           outcome.unknownGpuNames.join(QStringLiteral("; ")), outcome.message});
    }
    core::writeTable(table, context.format, context.out);
    bool confirm = false;
    for (const core::SourceOutcome &outcome : run.outcomes()) {
        context.err << outcome.message << '\n';
        for (const QString &change : outcome.changes)
            context.err << "  " << change << '\n';
        confirm = confirm || outcome.result == core::SourceOutcome::Result::NeedsConfirmation;
    }
    if (confirm)
        context.err << Cli::tr("Nothing of that was stored. If the changes are real, run the "
                               "update again with --force.")
                    << '\n';
    return failed ? Failed : Ok;
}

} // namespace

int updateCatalog(Context &context)
{
    if (!context.arguments.isEmpty()) {
        context.err << Cli::tr("update takes no arguments; use --source ID for one source and "
                               "--url URL for another address.")
                    << '\n';
        return Usage;
    }
    const QString source = context.parser.value(QStringLiteral("source"));
    QUrl url;
    if (!urlOption(context, url))
        return Usage;
    return runUpdate(context, source.isEmpty() ? QStringList() : QStringList{source}, url);
}

int listSources(Context &context)
{
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    const core::Expected<QList<core::SourceState>> states
        = core::SourceStateStore(*open->database).all();
    QHash<QString, core::SourceState> byId;
    if (states) {
        for (const core::SourceState &state : *states)
            byId.insert(state.id, state);
    }
    core::Table table{{QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("providers"),
                       QStringLiteral("url"), QStringLiteral("last_fetched"),
                       QStringLiteral("last_status"), QStringLiteral("offers"),
                       QStringLiteral("message")},
                      {}};
    for (const core::SourceInfo &info : core::allSources()) {
        const auto state = byId.constFind(info.id);
        const bool known = state != byId.cend();
        table.rows.append({info.id, kindId(info.kind), info.providers.join(QLatin1Char(';')),
                           core::Download::safeUrl(info.url),
                           known && state->checkedAt.isValid()
                               ? state->checkedAt.toString(Qt::ISODate)
                               : QString(),
                           known ? core::SourceStateStore::statusId(state->status) : QString(),
                           known ? QVariant(qlonglong(state->offers)) : QVariant(),
                           known ? state->message : QString()});
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int publishCatalog(Context &context)
{
    const QString out = context.parser.value(QStringLiteral("out"));
    if (out.isEmpty() || !context.arguments.isEmpty()) {
        context.err << Cli::tr("publish-catalog needs --out FILE.") << '\n';
        return Usage;
    }
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    if (core::Status status = core::CatalogWriter::writeFile(
            open->catalog, out, context.parser.isSet(QStringLiteral("force")));
        !status.ok()) {
        context.err << status.error() << '\n';
        return Failed;
    }
    context.err << Cli::tr("Wrote the catalog (%n offer(s)) to %1.", nullptr,
                           int(open->catalog.offers.size()))
                       .arg(out)
                << '\n';
    return Ok;
}

int applyLivePrices(Context &context)
{
    // The sources of a provider's own live prices (SourceInfo::live), through the same update
    // as every other source: `live vast-ai` is `update --source vast-ai`.
    bool known = !context.arguments.isEmpty();
    for (const QString &id : std::as_const(context.arguments)) {
        const std::optional<core::SourceInfo> info = core::sourceInfo(id);
        known = known && info && info->live;
    }
    if (!known) {
        context.err
            << Cli::tr("live needs one or more sources of live prices: %1").arg(sourceIds(true))
            << '\n';
        return Usage;
    }
    QUrl url;
    if (!urlOption(context, url))
        return Usage;
    if (url.isValid() && context.arguments.size() > 1) {
        context.err << Cli::tr("--url needs a single source.") << '\n';
        return Usage;
    }
    return runUpdate(context, context.arguments, url);
}

int showRates(Context &context)
{
    QUrl url = core::EcbRates::defaultUrl();
    if (!urlOption(context, url))
        return Usage;
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    if (context.parser.isSet(QStringLiteral("update"))) {
        core::RatesFeed feed(*open->database);
        feed.setUrl(url);
        runToEnd(feed);
        if (!feed.result()) {
            context.err << feed.result().error() << '\n';
            return Failed;
        }
        context.err << Cli::tr("Stored %n reference rate(s) of %1.", nullptr,
                               int(feed.result()->size()))
                           .arg(feed.result()->isEmpty()
                                    ? QString()
                                    : feed.result()->constFirst().date.toString(Qt::ISODate))
                    << '\n';
    } else if (context.parser.isSet(QStringLiteral("url"))) {
        context.err << Cli::tr("--url applies to rates --update only.") << '\n';
        return Usage;
    }
    core::Expected<QList<core::CurrencyRate>> reference = core::RatesFeed::currentRates(
        *open->database);
    if (!reference) {
        context.err << reference.error() << '\n';
        return Failed;
    }
    const core::CurrencyConverter converter = core::CurrencyConverter::fromRates(*reference,
                                                                                 open->catalog);
    core::Table table{{QStringLiteral("currency"), QStringLiteral("usd_per_unit"),
                       QStringLiteral("units_per_usd"), QStringLiteral("date"),
                       QStringLiteral("source")},
                      {}};
    for (const QString &currency : core::CurrencyConverter::displayCurrencies()) {
        if (currency == QLatin1String("USD"))
            continue;
        const core::Expected<core::ConvertedAmount> one = converter.convert(1.0, currency);
        if (!one) {
            table.rows.append({currency, QVariant(), QVariant(), QVariant(), one.error()});
            continue;
        }
        table.rows.append(
            {currency, one->usdPerUnit, one->amount, one->date.toString(Qt::ISODate), one->source});
    }
    core::writeTable(table, context.format, context.out);
    return Ok;
}

int showHistory(Context &context)
{
    if (!context.parser.isSet(QStringLiteral("gpu"))
        || !context.parser.isSet(QStringLiteral("provider"))) {
        context.err << Cli::tr("history needs --gpu GPU and --provider PROVIDER.") << '\n';
        return Usage;
    }
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    const core::Gpu *gpu = findGpu(context, open->catalog,
                                   context.parser.value(QStringLiteral("gpu")));
    if (!gpu)
        return Failed;
    const core::Provider *provider = findProvider(context, open->catalog,
                                                  context.parser.value(QStringLiteral("provider")));
    if (!provider)
        return Failed;
    const core::Expected<QList<core::PriceObservation>> history
        = core::PriceHistory(*open->database).history(provider->id, gpu->id);
    if (!history) {
        context.err << history.error() << '\n';
        return Failed;
    }
    core::Table table{{QStringLiteral("provider"), QStringLiteral("gpu"),
                       QStringLiteral("gpu_count"), QStringLiteral("tier"),
                       QStringLiteral("region"), QStringLiteral("currency"),
                       QStringLiteral("on_demand_per_hour"), QStringLiteral("spot_per_hour"),
                       QStringLiteral("observed_at"), QStringLiteral("recorded_at")},
                      {}};
    for (const core::PriceObservation &row : *history) {
        table.rows.append({row.key.provider, row.key.gpu, row.key.gpuCount, row.key.tier,
                           row.key.region, row.currency, core::cell(row.onDemandPerHour),
                           core::cell(row.spotPerHour), row.observedAt.text(),
                           row.recordedAt.toString(Qt::ISODate)});
    }
    core::writeTable(table, context.format, context.out);
    if (history->isEmpty())
        context.err << Cli::tr("No prices are recorded for %1 on %2.").arg(gpu->id, provider->id)
                    << '\n';
    return Ok;
}

} // namespace cli
