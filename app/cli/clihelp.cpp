#include "clihelp.h"

#include "cli.h"

#include <core/output/manpage.h>

#include <QCoreApplication>

#include <algorithm>

namespace cli {
namespace {

// Terminals are at least 80 columns wide; QCommandLineParser wraps its help at 79 as well.
constexpr qsizetype Width = 79;
constexpr qsizetype NameColumn = 26;

// What a command takes besides options, and one command line that works as written (against
// the bundled catalog). Commands and their words stay in English: they are what one types.
struct Synopsis
{
    QLatin1StringView name;
    QLatin1StringView arguments;
    QLatin1StringView example;
};

constexpr Synopsis synopses[] = {
    {QLatin1StringView("gpus"), {}, QLatin1StringView("gpuscout-cli gpus --format csv")},
    {QLatin1StringView("providers"), {}, QLatin1StringView("gpuscout-cli providers")},
    {QLatin1StringView("offers"),
     {},
     QLatin1StringView("gpuscout-cli offers --gpu rtx-4090 --max-price 1.5")},
    {QLatin1StringView("import"), QLatin1StringView("FILE"),
     QLatin1StringView("gpuscout-cli import catalog.json")},
    {QLatin1StringView("catalog"), {}, QLatin1StringView("gpuscout-cli catalog")},
    {QLatin1StringView("generate-catalog"),
     {},
     QLatin1StringView("gpuscout-cli generate-catalog --count 10000 --out large-catalog.json")},
    {QLatin1StringView("calibration"), {}, QLatin1StringView("gpuscout-cli calibration")},
    {QLatin1StringView("estimate"),
     {},
     QLatin1StringView("gpuscout-cli estimate --gpu rtx-4090 --model sdxl --steps 30")},
    {QLatin1StringView("recommend"),
     {},
     QLatin1StringView("gpuscout-cli recommend --model sdxl --task interactive --top 5")},
    {QLatin1StringView("link"),
     {},
     QLatin1StringView("gpuscout-cli link --model sdxl --task batch --images 50000")},
    {QLatin1StringView("export"),
     {},
     QLatin1StringView(
         "gpuscout-cli export --model sdxl --task batch --images 50000 --pdf report.pdf")},
    {QLatin1StringView("update"), {}, QLatin1StringView("gpuscout-cli update --source vast-ai")},
    {QLatin1StringView("sources"), {}, QLatin1StringView("gpuscout-cli sources")},
    {QLatin1StringView("publish-catalog"),
     {},
     QLatin1StringView("gpuscout-cli publish-catalog --out catalog.json")},
    {QLatin1StringView("live"), QLatin1StringView("PROVIDER"),
     QLatin1StringView("gpuscout-cli live vast-ai")},
    {QLatin1StringView("rates"), {}, QLatin1StringView("gpuscout-cli rates --update")},
    {QLatin1StringView("history"),
     {},
     QLatin1StringView("gpuscout-cli history --gpu rtx-4090 --provider runpod")},
    {QLatin1StringView("plan"), QLatin1StringView("FILE [OTHER-FILE]"),
     QLatin1StringView("gpuscout-cli plan my-plan.json")},
    {QLatin1StringView("rent-or-buy"),
     {},
     QLatin1StringView("gpuscout-cli rent-or-buy --plan my-plan.json --gpu rtx-4090 "
                       "--purchase-usd 1800 --watts 450 --usd-per-kwh 0.3")},
    {QLatin1StringView("measure"), QLatin1StringView("add | list | remove ID"),
     QLatin1StringView(
         "gpuscout-cli measure add --gpu rtx-4090 --model sdxl --seconds-per-image 3.2")},
};

const Synopsis *synopsis(const QString &name)
{
    const auto found = std::find_if(std::cbegin(synopses), std::cend(synopses),
                                    [&](const Synopsis &s) { return s.name == name; });
    return found == std::cend(synopses) ? nullptr : found;
}

QString optionNames(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : option.names())
        names.append((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name);
    QString text = names.join(QStringLiteral(", "));
    if (!option.valueName().isEmpty())
        text += u' ' + option.valueName();
    return text;
}

// `text` broken into lines of at most Width columns, each after `indent` spaces.
QString wrapped(const QString &text, qsizetype indent)
{
    QString result;
    QString line;
    const QString margin(indent, u' ');
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && indent + line.size() + 1 + word.size() > Width) {
            result += margin + line + u'\n';
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        result += margin + line + u'\n';
    return result;
}

QString optionTable(const QList<QCommandLineOption> &options)
{
    QString text;
    for (const QCommandLineOption &option : options) {
        const QString names = QStringLiteral("  ") + optionNames(option);
        QString description = wrapped(option.description(), NameColumn);
        if (names.size() + 2 <= NameColumn)
            description.replace(0, names.size(), names);
        else
            description.prepend(names + u'\n');
        text += description;
    }
    return text;
}

QString exitStatus()
{
    return Cli::tr("Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.");
}

} // namespace

Help::Help(QList<CommandHelp> commands, QList<QCommandLineOption> options)
    : m_commands(std::move(commands))
    , m_options(std::move(options))
{
}

QStringList Help::globalOptions()
{
    return {QStringLiteral("database"), QStringLiteral("format"), QStringLiteral("lang")};
}

bool Help::hasCommand(const QString &name) const
{
    return std::any_of(m_commands.cbegin(), m_commands.cend(),
                       [&](const CommandHelp &entry) { return entry.name == name; });
}

QList<QCommandLineOption> Help::optionsOf(const CommandHelp &entry) const
{
    QList<QCommandLineOption> result;
    for (const QString &name : entry.options) {
        const auto found = std::find_if(
            m_options.cbegin(), m_options.cend(),
            [&](const QCommandLineOption &option) { return option.names().contains(name); });
        if (found != m_options.cend())
            result.append(*found);
    }
    return result;
}

QList<QCommandLineOption> Help::everyCommandsOptions() const
{
    QList<QCommandLineOption> global;
    for (const QCommandLineOption &option : m_options) {
        if (globalOptions().contains(option.names().constFirst()))
            global.append(option);
    }
    global += {{{QStringLiteral("h"), QStringLiteral("help")},
                Cli::tr("Show this overview, or with a command that command's help.")},
               {QStringLiteral("help-all"), Cli::tr("Show the help of every command.")},
               {{QStringLiteral("v"), QStringLiteral("version")}, Cli::tr("Show the version.")}};
    return global;
}

QString Help::usage(const CommandHelp &entry) const
{
    QString text = QStringLiteral("gpuscout-cli ") + entry.name;
    if (const Synopsis *s = synopsis(entry.name); s && !s->arguments.isEmpty())
        text += u' ' + QString(s->arguments);
    return text + QStringLiteral(" [") + Cli::tr("options") + u']';
}

QString Help::overview() const
{
    QString text = Cli::tr("Usage: %1")
                       .arg(QStringLiteral("gpuscout-cli COMMAND [") + Cli::tr("options") + u']')
        + u'\n' + Cli::tr("GPU Scout: compare rented cloud GPUs for diffusion image generation.")
        + QStringLiteral("\n\n") + Cli::tr("Commands:") + u'\n';
    const auto line = [](const QString &name, const QString &summary) {
        const QString head = QStringLiteral("  ") + name;
        QString entry = wrapped(summary, 20);
        if (head.size() + 2 <= 20)
            entry.replace(0, head.size(), head);
        else
            entry.prepend(head + u'\n');
        return entry;
    };
    for (const CommandHelp &entry : m_commands)
        text += line(entry.name, entry.summary);
    text += line(QStringLiteral("help"), Cli::tr("Show a command's usage, options and example."));
    text += u'\n' + Cli::tr("Options of every command:") + u'\n';
    text += optionTable(everyCommandsOptions()) + u'\n';
    text += wrapped(Cli::tr("Run \"gpuscout-cli help COMMAND\" for a command's options and an "
                            "example."),
                    0);
    text += wrapped(exitStatus(), 0);
    return text;
}

QString Help::command(const QString &name) const
{
    const auto found = std::find_if(m_commands.cbegin(), m_commands.cend(),
                                    [&](const CommandHelp &c) { return c.name == name; });
    if (found == m_commands.cend())
        return {};
    QString text = Cli::tr("Usage: %1").arg(usage(*found)) + u'\n' + wrapped(found->summary, 0);
    if (const QList<QCommandLineOption> options = optionsOf(*found); !options.isEmpty())
        text += u'\n' + Cli::tr("Options:") + u'\n' + optionTable(options);
    text += u'\n' + Cli::tr("Also: --database PATH, --format table|csv|json, --lang CODE.") + u'\n';
    if (const Synopsis *s = synopsis(name))
        text += u'\n' + Cli::tr("Example:") + u'\n' + QStringLiteral("  ") + QString(s->example)
            + u'\n';
    return text;
}

QString Help::all() const
{
    QString text = overview();
    const QString rule(Width, u'-');
    for (const CommandHelp &entry : m_commands)
        text += u'\n' + rule + u'\n' + command(entry.name);
    return text;
}

QString Help::manPage(const QString &version) const
{
    core::ManPage page;
    page.program = QStringLiteral("gpuscout-cli");
    page.version = version;
    page.summary = Cli::tr("compare rented cloud GPUs for diffusion image generation");
    page.synopsis = QStringLiteral("COMMAND [") + Cli::tr("options") + u']';
    page.description = Cli::tr(
        "gpuscout-cli is the command-line companion of GPU Scout: it lists the catalog's cloud "
        "GPU offers and ranks them by what they cost and how fast they are for a diffusion "
        "workload, as the desktop application does. Tables go to standard output as text, CSV "
        "or JSON; errors go to standard error.");
    page.options = everyCommandsOptions();
    page.extraSections = QStringLiteral(".SH COMMANDS\n");
    for (const CommandHelp &entry : m_commands) {
        page.extraSections += QStringLiteral(".SS \"") + core::roffText(usage(entry))
            + QStringLiteral("\"\n") + core::roffText(entry.summary) + u'\n'
            + core::roffOptions(optionsOf(entry));
        if (const Synopsis *s = synopsis(entry.name))
            page.extraSections += QStringLiteral(".PP\n") + core::roffText(Cli::tr("Example:"))
                + QStringLiteral("\n.RS\n.nf\n") + core::roffText(QString(s->example))
                + QStringLiteral("\n.fi\n.RE\n");
    }
    page.extraSections += QStringLiteral(".SH \"EXIT STATUS\"\n") + core::roffText(exitStatus())
        + u'\n';
    page.seeAlso = QStringLiteral("gpuscout");
    return core::manPageText(page);
}

} // namespace cli
