#pragma once

#include "ui/offers/offerfilter.h"

#include <core/engine/workload.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

// A filter in words and as key/value pairs: the chips above the table name each active filter,
// and a link or a saved view carries the pairs (the same keys the chips clear by).
namespace ui::filtertext {

// One active filter: its key (as in toKeyValues()) and its text in the current language, the
// numbers in the locale's digits and kept in their order in right-to-left text.
struct Chip
{
    QString key;
    QString text;
};

// In the order of the panel: search first, then ranges, lists, billing and the check boxes.
// `task` says whether the seconds are per image or per training step.
QList<Chip> chips(const OfferFilter &filter, core::Task task = core::Task::Interactive);

// The one name of a range: the column registry's key of its figure (core/figures/columns.cpp),
// as a chip, the saved filters and a gpuscout:view link (f.<key>.min, f.<key>.max) call it.
// The seconds are per training step ("training_step_s") for training work, per image
// ("seconds_per_image") otherwise. Never translated.
QString rangeKey(OfferFilter::Range range, core::Task task = core::Task::Interactive);
// The range `key` names; either name of the seconds names them, so that a view made for
// another task still narrows them.
std::optional<OfferFilter::Range> rangeFromKey(const QString &key);

// Every active filter as key/value pairs in a stable order: "search" → the text, a range key
// (of `task`) → "MIN..MAX" (either end may be empty; C-locale numbers), "providers"/"gpus" →
// ids joined by ",", "billing" → "second,minute,hourly,unknown" (those chosen), a check box
// key → "1".
QList<std::pair<QString, QString>> toKeyValues(const OfferFilter &filter,
                                               core::Task task = core::Task::Interactive);
// The filter of such pairs; unknown keys and malformed values are left out.
OfferFilter fromKeyValues(const QList<std::pair<QString, QString>> &pairs);
// The pairs as "key=value" lines for the settings, and back. Settings saved before the ranges
// took the registry's keys name them "seconds", "usd_per_1000", "total_cost", "data_age",
// "vram" and "price": those are read as the new keys, which the next save writes.
QStringList toSettings(const QList<std::pair<QString, QString>> &pairs);
QList<std::pair<QString, QString>> fromSettings(const QStringList &lines);
// The filter without the one `key` names.
OfferFilter without(OfferFilter filter, const QString &key);

} // namespace ui::filtertext
