#pragma once

#include "catalog.h"

#include <core/common/expected.h>

#include <QCoreApplication>
#include <QStringList>

namespace core {

// How a new catalog would change the stored one, as far as a user would notice a mistake:
// how many offers it drops and how far it moves each provider's median price.
struct ReplaceChanges
{
    struct MedianShift
    {
        QString provider;
        double before = 0; // USD per GPU and hour
        double after = 0;
        double factor() const { return after > before ? after / before : before / after; }
    };

    qsizetype offersBefore = 0;
    qsizetype offersAfter = 0;
    qsizetype offersRemoved = 0; // stored offers whose key the new catalog lacks
    QList<MedianShift> shifts; // providers whose median moved by more than the limit
    std::optional<QString> outOfRange; // a value outside ValueBounds

    bool removesTooMany() const;
    bool suspicious() const { return removesTooMany() || !shifts.isEmpty() || outOfRange; }
    // One sentence per change a user should confirm.
    QStringList descriptions() const;
};

// The guard every catalog replace passes (a file import, the feed, a live price source): a
// replace that would remove more than maxRemovedShare of the offers, or move a provider's
// median price per GPU-hour by more than maxMedianFactor (either way), is refused unless the
// user confirms it (CLI --force, the GUI's dialog). Values outside ValueBounds are refused
// always. The first catalog (nothing stored yet) passes the share and median checks.
class Plausibility final
{
    Q_DECLARE_TR_FUNCTIONS(core::Plausibility)

public:
    static constexpr double maxRemovedShare = 0.5;
    static constexpr double maxMedianFactor = 3.0;

    static ReplaceChanges compare(const Catalog &before, const Catalog &after);
    // Ok, or a message that says what the replace would change. With `confirmed` only the
    // value bounds are checked.
    static Status check(const Catalog &before, const Catalog &after, bool confirmed);
};

} // namespace core
