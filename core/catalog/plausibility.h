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

    // A provider whose offers, kept by the new catalog, lose their known prices: a price read
    // as implausible must not silently become "unknown".
    struct PriceLoss
    {
        QString provider;
        qsizetype known = 0; // prices (on-demand and spot) of its offers in both catalogs
        qsizetype lost = 0; // of them, unknown in the new catalog
    };

    qsizetype offersBefore = 0;
    qsizetype offersAfter = 0;
    qsizetype offersRemoved = 0; // stored offers whose key the new catalog lacks
    QList<MedianShift> shifts; // providers whose median moved by more than the limit
    QList<PriceLoss> priceLosses; // providers that lose more than the limit of their prices
    std::optional<QString> outOfRange; // a value outside ValueBounds
    // A price source's update: the offers it listed last time, and how many of them its
    // fresh answer no longer lists (they are kept, marked "not listed since").
    QString sourceName;
    qsizetype sourceListedBefore = 0;
    qsizetype sourceDropped = 0;

    bool removesTooMany() const;
    bool dropsTooMany() const;
    bool suspicious() const
    {
        return removesTooMany() || dropsTooMany() || !shifts.isEmpty() || !priceLosses.isEmpty()
            || outOfRange;
    }
    // One sentence per change a user should confirm.
    QStringList descriptions() const;
};

// The guard every catalog replace passes (a file import, the feed, a price source): a
// replace that would remove more than maxRemovedShare of the offers (for a price source: stop
// listing more than that share of the offers it listed last time), or move a provider's
// median price per GPU-hour by more than maxMedianFactor (either way), or make more than
// maxRemovedShare of a provider's known prices unknown, is refused unless the
// user confirms it (CLI --force, the GUI's dialog). Values outside ValueBounds are refused
// always. The first catalog (nothing stored yet) passes the share and median checks.
class Plausibility final
{
    Q_DECLARE_TR_FUNCTIONS(core::Plausibility)

public:
    static constexpr double maxRemovedShare = 0.5;
    static constexpr double maxMedianFactor = 3.0;

    static ReplaceChanges compare(const Catalog &before, const Catalog &after);
    // A price source's answer against the stored catalog, GPU by GPU: for each provider, the
    // median over its GPUs of the fresh and of the stored median price per GPU-hour, where
    // both exist; a provider whose fresh prices sit more than maxMedianFactor away (a price
    // read in cents, say) is listed. Unlike compare(), curated offers the answer does not
    // list cannot hide the change.
    static QList<ReplaceChanges::MedianShift> freshPriceShifts(const Catalog &stored,
                                                               const QList<Offer> &fresh);
    // Ok, or a message that says what the replace would change. With `confirmed` only the
    // value bounds are checked.
    static Status check(const Catalog &before, const Catalog &after, bool confirmed);
    static Status judge(const ReplaceChanges &changes, bool confirmed);
};

} // namespace core
