#include "manpage.h"

#include <QStringList>

namespace core {

QString roffText(QString text)
{
    text.replace(u'\\', QStringLiteral("\\e"));
    text.replace(u'-', QStringLiteral("\\-"));
    QStringList lines = text.split(u'\n');
    for (QString &line : lines) {
        if (line.startsWith(u'.') || line.startsWith(u'\''))
            line.prepend(QStringLiteral("\\&"));
    }
    return lines.join(u'\n');
}

QString roffOptions(const QList<QCommandLineOption> &options)
{
    QString text;
    for (const QCommandLineOption &option : options) {
        if (option.flags().testFlag(QCommandLineOption::HiddenFromHelp))
            continue;
        QStringList names;
        for (const QString &name : option.names()) {
            const QString dashes = name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--");
            names.append(QStringLiteral("\\fB") + roffText(dashes + name) + QStringLiteral("\\fR"));
        }
        QString head = names.join(QStringLiteral(", "));
        if (!option.valueName().isEmpty())
            head += QStringLiteral(" \\fI") + roffText(option.valueName()) + QStringLiteral("\\fR");
        text += QStringLiteral(".TP\n") + head + u'\n' + roffText(option.description()) + u'\n';
    }
    return text;
}

QString manPageText(const ManPage &page)
{
    const QString title = page.program.toUpper();
    QString text = QStringLiteral(".TH %1 1 \"\" \"GPU Scout %2\" \"User Commands\"\n")
                       .arg(roffText(title), roffText(page.version));
    text += QStringLiteral(".SH NAME\n") + roffText(page.program) + QStringLiteral(" \\- ")
        + roffText(page.summary) + u'\n';
    text += QStringLiteral(".SH SYNOPSIS\n.B ") + roffText(page.program) + u'\n'
        + roffText(page.synopsis) + u'\n';
    text += QStringLiteral(".SH DESCRIPTION\n") + roffText(page.description) + u'\n';
    if (!page.options.isEmpty())
        text += QStringLiteral(".SH OPTIONS\n") + roffOptions(page.options);
    text += page.extraSections;
    if (!page.seeAlso.isEmpty())
        text += QStringLiteral(".SH \"SEE ALSO\"\n.BR ") + roffText(page.seeAlso)
            + QStringLiteral(" (1)\n");
    return text;
}

} // namespace core
