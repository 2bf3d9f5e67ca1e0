#pragma once

#include <QString>
#include <QVariant>

namespace core {

// The one rule for text that leaves GPU Scout (the CLI's table and CSV, the CSV export, the
// GUI's clipboard copy) and for text that enters the catalog. A catalog, a feed or a provider's
// API is written by someone else: its names must not drive a terminal (ESC, BEL), become a
// spreadsheet formula, reorder a line (bidi controls) or draw over it (runs of combining marks).
namespace safetext {

// Combining marks allowed on one base character: real scripts need a few (Bengali, Vietnamese,
// Urdu's vowel marks); hundreds draw a line down the page and take seconds to shape.
constexpr int maxCombiningRun = 4;

enum class LineBreaks { Escape, Keep };

// Every C0 and C1 control character, DEL and every bidi control written as a visible escape
// (\x1B, \u202E), so that what is printed is what the data says; line breaks (CR, LF) and
// tabs too unless kept.
QString escapeControls(const QString &text, LineBreaks lineBreaks = LineBreaks::Escape);

// A text cell as every CSV writes it: controls escaped (line breaks kept: the field is quoted),
// and a leading ', when a spreadsheet would read the text as a formula (= + - @ tab CR first;
// OWASP "CSV Injection").
QString csvText(const QString &text);
QString neutraliseFormula(const QString &text);

// Text from outside (a server's reason phrase or error message, a name from a provider's API,
// a link's parameter) as a message quotes it: every control and bidi control escaped, line
// breaks too, and cut to `maxLength` characters with an ellipsis. Also what is stored of it.
constexpr qsizetype maxQuotedLength = 200;
QString quoted(const QString &text, qsizetype maxLength = maxQuotedLength);

// Catalog text as the importer keeps it: control characters and bidi controls removed, runs
// of combining marks cut to maxCombiningRun.
QString cleanCatalogText(const QString &text);

// Whether a table cell holds a number (written as a number, never neutralised).
bool isNumber(const QVariant &value);

} // namespace safetext
} // namespace core
