#pragma once

#include <core/engine/engine.h>

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QVariant>

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
};

class Columns final
{
    Q_DECLARE_TR_FUNCTIONS(core::Columns)

public:
    static const QList<ColumnSpec> &all();
    // nullptr for a key no entry has.
    static const ColumnSpec *find(QStringView key);
    // The entry for `key`, which must exist (a programming error otherwise).
    static const ColumnSpec &get(QStringView key);

    static QString header(const ColumnSpec &spec);
    static QString toolTip(const ColumnSpec &spec);
    static QString unit(const ColumnSpec &spec);
    static bool isNumeric(const ColumnSpec &spec);

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
    // `text` isolated from the surrounding direction (U+2068 … U+2069): a number with its unit,
    // a date, an id stays in its own order inside a right-to-left line.
    static QString isolated(const QString &text);
};

} // namespace core
