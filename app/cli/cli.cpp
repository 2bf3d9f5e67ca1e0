#include "cli.h"

#include "catalogcommands.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <cmath>
#include <functional>

namespace cli {
namespace {

struct Command
{
    QString name;
    QString summary;
    QStringList options; // names of the options the command accepts, besides the global ones
    std::function<int(Context &)> run;
};

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

QList<Command> commands()
{
    return {
        {QStringLiteral("gpus"), tr("List the GPUs of the catalog."), {}, &listGpus},
        {QStringLiteral("providers"), tr("List the providers and their features."), {}, &listProviders},
        {QStringLiteral("offers"), tr("List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot."),
         {QStringLiteral("gpu"), QStringLiteral("provider"), QStringLiteral("min-vram"),
          QStringLiteral("max-price"), QStringLiteral("spot")},
         &listOffers},
        {QStringLiteral("import"), tr("Replace the catalog with the catalog file FILE."), {}, &importCatalog},
        {QStringLiteral("catalog"), tr("Show which catalog the database holds."), {}, &showCatalog},
    };
}

void addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("database"), tr("Use the database at PATH instead of the default."), QStringLiteral("PATH")},
        {QStringLiteral("format"), tr("Output format: table, csv or json."), QStringLiteral("FORMAT"), QStringLiteral("table")},
        {QStringLiteral("gpu"), tr("Only offers of this GPU (id or name)."), QStringLiteral("GPU")},
        {QStringLiteral("provider"), tr("Only offers of this provider (id or name)."), QStringLiteral("PROVIDER")},
        {QStringLiteral("min-vram"), tr("Only GPUs with at least GB of memory."), QStringLiteral("GB")},
        {QStringLiteral("max-price"), tr("Only offers at most USD per hour."), QStringLiteral("USD")},
        {QStringLiteral("spot"), tr("Only offers with a spot price; prices compared are spot prices.")},
    });
}

QString helpText(const QCommandLineParser &parser)
{
    QString text = parser.helpText();
    text += QLatin1Char('\n') + tr("Commands:") + QLatin1Char('\n');
    for (const Command &command : commands())
        text += QStringLiteral("  %1  %2\n").arg(command.name.leftJustified(10), command.summary);
    text += QLatin1Char('\n') + tr("Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.")
        + QLatin1Char('\n');
    return text;
}

} // namespace

bool numberOption(Context &context, const QString &name, double minimum, std::optional<double> &value)
{
    if (!context.parser.isSet(name))
        return true;
    bool ok = false;
    const double number = context.parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < minimum) {
        context.err << tr("--%1 needs a number of at least %2, not \"%3\".")
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
        context.err << tr("--%1 needs a whole number of at least %2, not \"%3\".")
                           .arg(name)
                           .arg(minimum)
                           .arg(context.parser.value(name))
                    << '\n';
        return false;
    }
    value = number;
    return true;
}

int run(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("GPU Scout: compare rented cloud GPUs for diffusion image generation."));
    parser.addHelpOption();
    parser.addVersionOption();
    addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("command"), tr("What to do; see Commands below."));

    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n' << tr("Run gpuscout-cli --help for usage.") << '\n';
        return Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << helpText(parser);
        return Ok;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        err << tr("No command given.") << '\n' << helpText(parser);
        return Usage;
    }
    const QList<Command> all = commands();
    const auto command = std::find_if(all.cbegin(), all.cend(), [&](const Command &c) {
        return c.name == positional.constFirst();
    });
    if (command == all.cend()) {
        err << tr("Unknown command \"%1\". Run gpuscout-cli --help for the list.").arg(positional.constFirst())
            << '\n';
        return Usage;
    }
    const QSet<QString> global = {QStringLiteral("database"), QStringLiteral("format")};
    for (const QString &name : parser.optionNames()) {
        if (!global.contains(name) && !command->options.contains(name)) {
            err << tr("The option --%1 does not apply to \"%2\".").arg(name, command->name) << '\n';
            return Usage;
        }
    }

    Context context{parser, positional.mid(1), core::TableFormat::Text,
                    parser.value(QStringLiteral("database")), out, err};
    const QString format = parser.value(QStringLiteral("format"));
    if (format == QLatin1String("csv"))
        context.format = core::TableFormat::Csv;
    else if (format == QLatin1String("json"))
        context.format = core::TableFormat::Json;
    else if (format != QLatin1String("table")) {
        err << tr("Unknown format \"%1\": use table, csv or json.").arg(format) << '\n';
        return Usage;
    }
    return command->run(context);
}

} // namespace cli
