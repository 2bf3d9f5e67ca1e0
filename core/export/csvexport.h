#pragma once

#include <core/common/expected.h>
#include <core/output/tablewriter.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QLocale>

namespace core {

struct CsvOptions
{
    // A UTF-8 byte order mark, for Excel (which reads BOM-less files in the ANSI code page).
    bool byteOrderMark = false;
    // Numbers as `locale` writes them (its decimal separator and digit grouping) instead of
    // machine-readable ones (dot decimal, no grouping). Such fields are quoted when they
    // contain a comma; the field separator stays a comma.
    bool localeNumbers = false;
    QLocale locale;
    // Replace an existing file that is not an earlier CSV export (see ExportFile).
    bool replaceOtherFile = false;
    // What the rows are of (core::workloadComment), written first as "# …"; none when empty.
    QString comment;
};

// Writes a core::Table as CSV: RFC 4180 (CRLF line ends, fields quoted when they hold a comma,
// a quote or a line break), UTF-8, the options' comment as a first line "# …" when there is one
// (the workload the rows are of), then one header row of the table's column names. The caller
// chooses the columns: the GUI its visible ones in their order, the CLI reportTable()'s.
//
// Formula injection (OWASP "CSV Injection"): a text cell that starts with =, +, -, @, a tab or
// a carriage return is written with a leading single quote, so that a spreadsheet shows it as
// text instead of evaluating it (safetext::csvText, the rule the CLI's --format csv follows too).
// Only text cells: numeric values (int, double) are written as numbers, so a real negative number
// stays a number a spreadsheet can add up. A number that arrives as text ("-5" as a QString) is
// text and is neutralised.
class CsvExport final
{
    Q_DECLARE_TR_FUNCTIONS(core::CsvExport)

public:
    static QByteArray toCsv(const Table &table, const CsvOptions &options = {});
    // Through QSaveFile: the file is complete, or the one that was there is untouched.
    static Status write(const Table &table, const QString &path, const CsvOptions &options = {});

    // `text` with a leading single quote when a spreadsheet would read it as a formula.
    static QString neutralised(const QString &text);
};

} // namespace core
