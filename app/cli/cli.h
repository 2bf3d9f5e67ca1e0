#pragma once

#include <core/output/tablewriter.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace cli {

// The translation context of the command line's texts.
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Exit codes every command keeps to.
enum ExitCode { Ok = 0, Failed = 1, Usage = 2 };

struct Context
{
    QCommandLineParser &parser;
    QStringList arguments; // the command's positional arguments, after the command name
    core::TableFormat format = core::TableFormat::Text;
    QString databasePath;
    QTextStream &out;
    QTextStream &err;
};

// The language of the messages: --lang CODE among `arguments`, else the system's (run() then
// refuses a --lang it does not know). Read before run(), which builds translated texts.
QString language(const QStringList &arguments);
int run(const QStringList &arguments);

// Reads a number option; on a bad value prints a usage error and returns false.
bool numberOption(Context &context, const QString &name, double minimum,
                  std::optional<double> &value);
bool intOption(Context &context, const QString &name, int minimum, std::optional<int> &value);

} // namespace cli
