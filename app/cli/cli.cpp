#include "cli.h"

#include "calibrationcommand.h"
#include "catalogcommands.h"
#include "clihelp.h"
#include "enginecommands.h"
#include "exportcommand.h"
#include "linkcommand.h"
#include "measurecommands.h"
#include "networkcommands.h"
#include "plancommands.h"
#include "safeoutput.h"

#include <core/engine/workloadfields.h>
#include <core/i18n/translations.h>

#include <QCoreApplication>
#include <QHash>

#include <cmath>
#include <functional>
#include <optional>

namespace cli {
namespace {

struct Command
{
    QString name;
    QString summary;
    QStringList options; // names of the options the command accepts, besides the global ones
    std::function<int(Context &)> run;
};

// The options that describe a workload, for every command that evaluates one: the workload
// fields the CLI offers (core/engine/workloadfields.h).
QStringList workloadOptions()
{
    QStringList options;
    for (const core::WorkloadField &field : core::workloadFields()) {
        if (!field.option.isEmpty())
            options.append(field.option);
    }
    return options;
}

QList<Command> commands()
{
    return {
        {QStringLiteral("gpus"), Cli::tr("List the GPUs of the catalog."), {}, &listGpus},
        {QStringLiteral("providers"),
         Cli::tr("List the providers and their features."),
         {},
         &listProviders},
        {QStringLiteral("offers"),
         Cli::tr("List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot."),
         {QStringLiteral("gpu"), QStringLiteral("provider"), QStringLiteral("min-vram"),
          QStringLiteral("max-price"), QStringLiteral("spot")},
         &listOffers},
        {QStringLiteral("import"),
         Cli::tr("Replace the catalog with the catalog file FILE."),
         {QStringLiteral("force")},
         &importCatalog},
        {QStringLiteral("catalog"),
         Cli::tr("Show which catalog the database holds."),
         {},
         &showCatalog},
        {QStringLiteral("generate-catalog"),
         Cli::tr("Write a synthetic catalog of N offers for scale tests (--count N --out FILE "
                 "[--seed S])."),
         {QStringLiteral("count"), QStringLiteral("out"), QStringLiteral("seed"),
          QStringLiteral("force")},
         &generateCatalog},
        {QStringLiteral("calibration"),
         Cli::tr("Show how well the speed model predicts GPUs it has not seen (leave one GPU out); "
                 "--write [PATH] refits the speed parameters and writes them to PATH."),
         {QStringLiteral("write")},
         &runCalibration},
        {QStringLiteral("estimate"),
         Cli::tr("Seconds per image of a model on a GPU (--gpu, --model)."),
         {QStringLiteral("gpu"), QStringLiteral("model"), QStringLiteral("width"),
          QStringLiteral("height"), QStringLiteral("steps"), QStringLiteral("batch"),
          QStringLiteral("frames"), QStringLiteral("precision"), QStringLiteral("basis"),
          QStringLiteral("stack")},
         &estimateSpeed},
        {QStringLiteral("recommend"),
         Cli::tr("Rank every offer for a workload (--model, --task and its volume)."),
         workloadOptions()
             + QStringList{QStringLiteral("top"), QStringLiteral("link"),
                           QStringLiteral("include-unverified-prices")},
         &recommendOffers},
        {QStringLiteral("link"),
         Cli::tr("Print the gpuscout: link that opens a workload in the GUI (the workload "
                 "options, or --link LINK with options that change it)."),
         workloadOptions() + QStringList{QStringLiteral("link")}, &printLink},
        {QStringLiteral("export"),
         Cli::tr("Export offers for a workload to --csv FILE and/or --pdf FILE "
                 "(--top N, default 10, or --shortlist NAME)."),
         workloadOptions()
             + QStringList{QStringLiteral("top"), QStringLiteral("link"),
                           QStringLiteral("shortlist"), QStringLiteral("csv"),
                           QStringLiteral("pdf"), QStringLiteral("locale-numbers"),
                           QStringLiteral("include-unverified-prices"), QStringLiteral("force")},
         &exportOffers},
        {QStringLiteral("update"),
         Cli::tr("Fetch fresh prices from every source, or one (--source ID [--url URL] "
                 "[--timeout SECONDS] [--force])."),
         {QStringLiteral("url"), QStringLiteral("source"), QStringLiteral("timeout"),
          QStringLiteral("force")},
         &updateCatalog},
        {QStringLiteral("sources"),
         Cli::tr("List the price sources with their address and last answer."),
         {},
         &listSources},
        {QStringLiteral("publish-catalog"),
         Cli::tr("Write the stored catalog as a catalog document to --out FILE."),
         {QStringLiteral("out"), QStringLiteral("force")},
         &publishCatalog},
        {QStringLiteral("live"),
         Cli::tr("Fetch and apply a provider's live prices: live vast-ai [--url URL] "
                 "[--force]."),
         {QStringLiteral("url"), QStringLiteral("force")},
         &applyLivePrices},
        {QStringLiteral("rates"),
         Cli::tr("Show the currency rates with source and date; --update fetches them."),
         {QStringLiteral("update"), QStringLiteral("url")},
         &showRates},
        {QStringLiteral("history"),
         Cli::tr("An offer's recorded prices (--gpu, --provider)."),
         {QStringLiteral("gpu"), QStringLiteral("provider")},
         &showHistory},
        {QStringLiteral("plan"),
         Cli::tr("The cheapest assignment of a plan FILE's workloads to offers (--provider P "
                 "pins one provider)."),
         {QStringLiteral("provider")},
         &showPlan},
        {QStringLiteral("rent-or-buy"),
         Cli::tr("Your own GPU against the best rental of --plan FILE (--gpu, --purchase-usd, "
                 "--resale-usd, --months, --watts, --usd-per-kwh)."),
         {QStringLiteral("gpu"), QStringLiteral("purchase-usd"), QStringLiteral("resale-usd"),
          QStringLiteral("months"), QStringLiteral("watts"), QStringLiteral("usd-per-kwh"),
          QStringLiteral("plan"), QStringLiteral("provider")},
         &rentOrBuy},
        {QStringLiteral("measure"),
         Cli::tr("Your own measurements: measure add (--gpu, --model, its settings, "
                 "--seconds-per-image S or --its N), measure list, measure remove ID."),
         {QStringLiteral("gpu"), QStringLiteral("model"), QStringLiteral("width"),
          QStringLiteral("height"), QStringLiteral("steps"), QStringLiteral("batch"),
          QStringLiteral("frames"), QStringLiteral("precision"), QStringLiteral("stack"),
          QStringLiteral("provider"), QStringLiteral("seconds-per-image"), QStringLiteral("its")},
         &measure},
    };
}

QList<QCommandLineOption> allOptions()
{
    QList<QCommandLineOption> options{
        {QStringLiteral("database"), Cli::tr("Use the database at PATH instead of the default."),
         QStringLiteral("PATH")},
        {QStringLiteral("lang"),
         Cli::tr("Messages in CODE: en, ur, bn or ro (default: the system's language)."),
         QStringLiteral("CODE")},
        {QStringLiteral("url"),
         Cli::tr("update, live, rates: fetch from URL instead of the default."),
         QStringLiteral("URL")},
        {QStringLiteral("update"), Cli::tr("rates: fetch the newest ECB reference rates first.")},
        {QStringLiteral("source"),
         Cli::tr("update: only the source ID (see gpuscout-cli sources)."), QStringLiteral("ID")},
        {QStringLiteral("timeout"),
         Cli::tr("update: give up on a request after SECONDS in all (default 120)."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("format"), Cli::tr("Output format: table, csv or json."),
         QStringLiteral("FORMAT"), QStringLiteral("table")},
        {QStringLiteral("gpu"), Cli::tr("Only offers of this GPU (id or name)."),
         QStringLiteral("GPU")},
        {QStringLiteral("provider"), Cli::tr("Only offers of this provider (id or name)."),
         QStringLiteral("PROVIDER")},
        {QStringLiteral("min-vram"), Cli::tr("Only GPUs with at least GB of memory."),
         QStringLiteral("GB")},
        {QStringLiteral("max-price"), Cli::tr("Only offers at most USD per hour."),
         QStringLiteral("USD")},
        {QStringLiteral("spot"),
         Cli::tr("offers: only offers with a spot price, compared at it; recommend: "
                 "allow spot for batch and training work.")},
        {QStringLiteral("model"), Cli::tr("Diffusion model (id or name), e.g. sdxl, flux1-dev."),
         QStringLiteral("MODEL")},
        {QStringLiteral("task"), Cli::tr("interactive, batch, lora or finetune."),
         QStringLiteral("TASK")},
        {QStringLiteral("width"), Cli::tr("Image width in pixels (default: the model's)."),
         QStringLiteral("W")},
        {QStringLiteral("height"), Cli::tr("Image height in pixels (default: the model's)."),
         QStringLiteral("H")},
        {QStringLiteral("steps"), Cli::tr("Denoising steps (default: the model's)."),
         QStringLiteral("N")},
        {QStringLiteral("batch"), Cli::tr("Images per batch (default 1)."), QStringLiteral("B")},
        {QStringLiteral("frames"), Cli::tr("Video frames (video models)."), QStringLiteral("N")},
        {QStringLiteral("precision"),
         Cli::tr("fp16 (default), bf16, fp8 (FP8 compute: TensorRT, torchao), fp8-weights "
                 "(FP8 weights, BF16 compute: ComfyUI, Forge) or nf4 (4-bit weights: NF4, GGUF)."),
         QStringLiteral("P")},
        {QStringLiteral("basis"), Cli::tr("auto (default), measured or estimated."),
         QStringLiteral("BASIS")},
        {QStringLiteral("images"), Cli::tr("batch: number of images (default 1000)."),
         QStringLiteral("N")},
        {QStringLiteral("deadline-hours"), Cli::tr("batch: finish within H hours."),
         QStringLiteral("H")},
        {QStringLiteral("sessions-per-month"),
         Cli::tr("interactive: sessions a month (default 12)."), QStringLiteral("N")},
        {QStringLiteral("session-minutes"),
         Cli::tr("interactive: minutes per session (default 60)."), QStringLiteral("M")},
        {QStringLiteral("max-wait"),
         Cli::tr("interactive: acceptable wait per image in seconds (default 10); slower offers "
                 "rank after every offer within it."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("stack"),
         Cli::tr("Software stack: pytorch (default: diffusers, Forge), torch-compile, tensorrt, "
                 "a1111 or comfyui."),
         QStringLiteral("STACK")},
        {QStringLiteral("train-steps"), Cli::tr("lora/finetune: optimizer steps (default 2000)."),
         QStringLiteral("N")},
        {QStringLiteral("training-hours"),
         Cli::tr("lora/finetune: a run of HOURS on each offer instead of --train-steps."),
         QStringLiteral("HOURS")},
        {QStringLiteral("gradient-checkpointing"),
         Cli::tr("lora/finetune: trade speed for memory.")},
        {QStringLiteral("text-encoders"),
         Cli::tr("offloaded (default: moved off the GPU once the prompt is encoded) or resident."),
         QStringLiteral("WHERE")},
        {QStringLiteral("fp8-text-encoders"),
         Cli::tr("Text encoders stored in FP8 (as ComfyUI's t5xxl_fp8) instead of 16 bits.")},
        {QStringLiteral("optimizer"),
         Cli::tr("lora/finetune: adamw (default), adamw8bit or adafactor."),
         QStringLiteral("NAME")},
        {QStringLiteral("budget"), Cli::tr("Rank offers within USD first."), QStringLiteral("USD")},
        {QStringLiteral("top"), Cli::tr("Only the N best-ranked offers."), QStringLiteral("N")},
        {QStringLiteral("include-unverified-prices"),
         Cli::tr("recommend, export: rank offers whose price comes from a single unverified "
                 "source older than 90 days, or undated, on equal terms (by default they rank "
                 "after every verified or recent price).")},
        {QStringLiteral("link"),
         Cli::tr("recommend, export, link: the workload of a gpuscout:view link (as the GUI's "
                 "Copy link to this view gives); workload options given as well override the "
                 "link's values."),
         QStringLiteral("LINK")},
        {QStringLiteral("count"), Cli::tr("generate-catalog: number of offers."),
         QStringLiteral("N")},
        {QStringLiteral("out"), Cli::tr("generate-catalog: the file to write."),
         QStringLiteral("FILE")},
        {QStringLiteral("seed"),
         Cli::tr("generate-catalog: seed of the price variation (default 1)."),
         QStringLiteral("S")},
        {QStringLiteral("shortlist"), Cli::tr("export: the offers of the saved shortlist NAME."),
         QStringLiteral("NAME")},
        {QStringLiteral("csv"), Cli::tr("export: write a CSV file (UTF-8, RFC 4180)."),
         QStringLiteral("FILE")},
        {QStringLiteral("pdf"), Cli::tr("export: write a PDF report."), QStringLiteral("FILE")},
        {QStringLiteral("force"),
         Cli::tr("import, update, live: apply the new catalog or prices even when they look "
                 "implausible; export, publish-catalog, generate-catalog: replace an existing "
                 "file that is not an earlier export.")},
        {QStringLiteral("write"),
         Cli::tr("calibration: refit the speed parameters on the catalog and write them to the "
                 "PATH given after the command (default "
                 "resources/engine/speed-parameters.json, from the source tree).")},
        {QStringLiteral("locale-numbers"),
         Cli::tr("export: numbers in the CSV as the locale writes them, "
                 "not machine-readable.")},
    };
    return options + planOptions();
}

Help help()
{
    QList<CommandHelp> entries;
    for (const Command &command : commands())
        entries.append({command.name, command.summary, command.options});
    return Help(entries, allOptions());
}

// `help [COMMAND]`, `COMMAND --help`, `--help-all` and the manual page; nullopt when the
// arguments ask for none of them.
std::optional<int> showHelp(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
    const Help help = cli::help();
    if (parser.isSet(QStringLiteral("man-page"))) {
        out << help.manPage(QCoreApplication::applicationVersion());
        return Ok;
    }
    if (parser.isSet(QStringLiteral("help-all"))) {
        out << help.all();
        return Ok;
    }
    QStringList positional = parser.positionalArguments();
    const bool helpCommand = positional.value(0) == QLatin1String("help");
    if (!helpCommand && !parser.isSet(QStringLiteral("help")))
        return std::nullopt;
    if (helpCommand)
        positional.removeFirst();
    if (positional.isEmpty()) {
        out << help.overview();
        return Ok;
    }
    if (!help.hasCommand(positional.constFirst()) || (helpCommand && positional.size() > 1)) {
        err << Cli::tr("Unknown command \"%1\". Run gpuscout-cli --help for the list.")
                   .arg(positional.join(u' '))
            << '\n';
        return Usage;
    }
    out << help.command(positional.constFirst());
    return Ok;
}

} // namespace

bool numberOption(Context &context, const QString &name, double minimum,
                  std::optional<double> &value)
{
    if (!context.parser.isSet(name))
        return true;
    bool ok = false;
    const double number = context.parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < minimum) {
        context.err << Cli::tr("--%1 needs a number of at least %2, not \"%3\".")
                           .arg(name)
                           .arg(minimum)
                           .arg(context.parser.value(name))
                    << '\n';
        return false;
    }
    value = number;
    return true;
}

bool intOption(Context &context, const QString &name, int minimum, std::optional<int> &value)
{
    if (!context.parser.isSet(name))
        return true;
    bool ok = false;
    const int number = context.parser.value(name).toInt(&ok);
    if (!ok || number < minimum) {
        context.err << Cli::tr("--%1 needs a whole number of at least %2, not \"%3\".")
                           .arg(name)
                           .arg(minimum)
                           .arg(context.parser.value(name))
                    << '\n';
        return false;
    }
    value = number;
    return true;
}

QString language(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        QString code;
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            code = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            code = arguments.at(i).mid(7);
        if (core::isSupportedLanguage(code))
            return code;
    }
    return core::systemLanguage();
}

int run(const QStringList &arguments)
{
    QTextStream out(stdout);
    SafeOutput safeErr(stderr);
    QTextStream err(&safeErr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("GPU Scout: compare rented cloud GPUs for diffusion image generation."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions(allOptions());
    QCommandLineOption manPage(QStringLiteral("man-page"));
    manPage.setFlags(QCommandLineOption::HiddenFromHelp); // for the build, which installs it
    parser.addOption(manPage);
    parser.addPositionalArgument(QStringLiteral("command"),
                                 Cli::tr("What to do; see Commands below."));

    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n' << Cli::tr("Run gpuscout-cli --help for usage.") << '\n';
        return Usage;
    }
    if (const std::optional<int> status = showHelp(parser, out, err))
        return *status;
    if (parser.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
            << '\n';
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        err << Cli::tr("No command given.") << '\n' << help().overview();
        return Usage;
    }
    const QList<Command> all = commands();
    const auto command = std::find_if(all.cbegin(), all.cend(), [&](const Command &c) {
        return c.name == positional.constFirst();
    });
    if (command == all.cend()) {
        err << Cli::tr("Unknown command \"%1\". Run gpuscout-cli --help for the list.")
                   .arg(positional.constFirst())
            << '\n';
        return Usage;
    }
    if (parser.isSet(QStringLiteral("lang"))
        && !core::isSupportedLanguage(parser.value(QStringLiteral("lang")))) {
        err << Cli::tr("Unknown language \"%1\": use en, ur, bn or ro.")
                   .arg(parser.value(QStringLiteral("lang")))
            << '\n';
        return Usage;
    }
    const QStringList global = Help::globalOptions();
    for (const QString &name : parser.optionNames()) {
        if (!global.contains(name) && !command->options.contains(name)) {
            err << Cli::tr("The option --%1 does not apply to \"%2\".").arg(name, command->name)
                << '\n';
            return Usage;
        }
    }

    Context context{parser,
                    positional.mid(1),
                    core::TableFormat::Text,
                    parser.value(QStringLiteral("database")),
                    out,
                    err};
    const QString format = parser.value(QStringLiteral("format"));
    if (format == QLatin1String("csv"))
        context.format = core::TableFormat::Csv;
    else if (format == QLatin1String("json"))
        context.format = core::TableFormat::Json;
    else if (format != QLatin1String("table")) {
        err << Cli::tr("Unknown format \"%1\": use table, csv or json.").arg(format) << '\n';
        return Usage;
    }
    return command->run(context);
}

} // namespace cli
