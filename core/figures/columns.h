#pragma once

#include <core/engine/engine.h>

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QVariant>

#include <deque>
#include <optional>

namespace core {

// What a figure is, which decides how every output writes it.
enum class ColumnKind {
    Text, // a name or an id
    Integer,
    Number,
    Money, // US dollars; the GUI converts to the display currency
    Flag, // yes or no
    Fit, // "fits", "tight" or "no"
};

// Which way a figure is better, for marking the best of several offers (compare).
enum class Better {
    Nothing, // a name, a fact: no best
    Lower, // prices, costs, times
    Higher, // throughput, memory
};

// One row of an evaluation, with what a figure may need beside it.
struct ColumnContext
{
    const Evaluation &evaluation;
    const OfferEvaluation &row;
    QDate today = {}; // for data ages; invalid leaves them unknown
};

// The declaration of one per-row figure. The offers table (headers, tooltips, display
// decimals), the GUI's CSV, the CLI's table/CSV/JSON, the compare dialog, the details and the
// PDF read this and nothing else: a figure is added with one entry here and its computation
// in the engine (docs/columns.md).
struct ColumnSpec
{
    const char *key; // the CSV and JSON name, snake_case with its unit; never translated
    const char *header; // short, translatable in the context "core::Columns"
    const char *unit; // translatable unit symbol ("s", "GB"), or nullptr; money has none
    const char *toolTip; // translatable
    ColumnKind kind = ColumnKind::Text;
    // The one rounding rule: every output rounds the figure to this many decimals.
    int decimals = 0;
    QVariant (*value)(const ColumnContext &) = nullptr; // null when unknown
    Better better = Better::Nothing;
    // The label of the figure's line in the details ("Per 1,000 images:"), translatable in
    // "core::Columns"; nullptr: the header is used.
    const char *detailLabel = nullptr;
    // Listed by every view after the figures it lays out itself: a column of the offers table
    // and of the PDF's offers table, a line of the details, a row of compare. The built-in
    // entries are placed by each view; a new figure sets this (docs/columns.md).
    bool appended = false;
};

class Columns final
{
    Q_DECLARE_TR_FUNCTIONS(core::Columns)

public:
    // Stable addresses: an entry added later never moves the others.
    static const std::deque<ColumnSpec> &all();
    // The entries the views list after their own figures (`appended`), in order.
    static QList<const ColumnSpec *> appended();
    // Registers one more figure (a plug-in figure, a test), appended to every view; its key
    // must be new. Call it before any view is built.
    static const ColumnSpec &add(const ColumnSpec &spec);
    // nullptr for a key no entry has.
    static const ColumnSpec *find(QStringView key);
    // The entry for `key`, which must exist (a programming error otherwise).
    static const ColumnSpec &get(QStringView key);

    static QString header(const ColumnSpec &spec);
    static QString toolTip(const ColumnSpec &spec);
    static QString unit(const ColumnSpec &spec);
    static bool isNumeric(const ColumnSpec &spec);
    static QString detailLabel(const ColumnSpec &spec);

    // The figure as a number, unrounded, for the hot paths (sorting, filtering, the best of a
    // row): numbers and money as they are, fits as 2 (fits), 1 (tight) or 0, flags as 1 or 0;
    // nothing for text or an unknown value.
    static std::optional<double> number(const ColumnSpec &spec, const ColumnContext &context);

    // The figure as exports write it: numbers rounded to the entry's decimals, fits and basis as
    // their ids, flags as bools, null for unknown.
    static QVariant value(const ColumnSpec &spec, const ColumnContext &context);
    // The figure as a person reads it, in `locale`: digits of its script, the unit after the
    // number, money in US dollars, "—" for unknown. Number and unit are kept together in
    // right-to-left text by directional isolates.
    static QString text(const ColumnSpec &spec, const QVariant &value, const QLocale &locale);

    static QString fitText(Fit fit);
    static QString fitText(const QString &fitId);
    // A speed's basis as files write it: "measured", "estimated", or "user_measurement" when
    // the figure comes from the user's own measurement (docs/columns.md).
    static QString basisId(const SpeedEstimate &speed);
    static QString unknownText() { return QStringLiteral("—"); }
};

} // namespace core
