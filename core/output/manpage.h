#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace core {

// A manual page (man 7 man) written from the same texts as a program's --help, so the two never
// disagree: each executable prints its own with the hidden option --man-page, and the build
// installs the result on Linux.
struct ManPage
{
    QString program; // gpuscout-cli
    QString version; // 0.1.0
    QString summary; // the NAME line after the dash
    QString synopsis; // what follows the program's name, e.g. "COMMAND [options]"
    QString description; // one paragraph
    QList<QCommandLineOption> options;
    QString extraSections; // further .SH sections, already in roff
    QString seeAlso; // a manual page name, e.g. "gpuscout"
};

QString manPageText(const ManPage &page);

// Plain text made safe for roff: backslashes and hyphen-minus escaped, no line starting with a
// control character.
QString roffText(QString text);
// The options as a roff list (.TP): names in bold, the value's name in italics.
QString roffOptions(const QList<QCommandLineOption> &options);

} // namespace core
