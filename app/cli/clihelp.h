#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

namespace cli {

// What the help says about one command: its name, one-line summary and the options it accepts
// besides the global ones (the names in the option list).
struct CommandHelp
{
    QString name;
    QString summary;
    QStringList options;
};

// The command line's help, built from the same list of commands and options that run() parses
// with: the short overview (--help, help), one command's usage, options and example (help
// COMMAND, COMMAND --help), everything at once (--help-all) and the manual page (man-page).
class Help final
{
public:
    Help(QList<CommandHelp> commands, QList<QCommandLineOption> options);

    bool hasCommand(const QString &name) const;
    QString overview() const;
    QString command(const QString &name) const;
    QString all() const;
    // The manual page in roff (man 7 man), in the language of the current translation.
    QString manPage(const QString &version) const;

    // The options every command accepts.
    static QStringList globalOptions();

private:
    QList<QCommandLineOption> optionsOf(const CommandHelp &entry) const;
    QList<QCommandLineOption> everyCommandsOptions() const;
    QString usage(const CommandHelp &entry) const;

    QList<CommandHelp> m_commands;
    QList<QCommandLineOption> m_options;
};

} // namespace cli
