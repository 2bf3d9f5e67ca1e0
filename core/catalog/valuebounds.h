#pragma once

#include "catalog.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace core {

// The plausible range of every number a catalog holds. The JSON reader checks each number's
// sign; these bounds catch what a wrong unit, a typo or a hostile feed produces (a price
// ×1000, 2e9 GPUs, 1e308 TFLOPS) and a tampered database row (a price of -3). The importer
// applies them to every file and feed, the store to every row it loads, and Plausibility to
// every catalog about to replace the stored one. Text fields are bounded in length, sources
// must not be empty and no observation lies in the future. docs/catalog-format.md lists them.
class ValueBounds final
{
    Q_DECLARE_TR_FUNCTIONS(core::ValueBounds)

public:
    // Per GPU and hour, in US dollars: the dearest data-centre GPU rents for about $15, the
    // cheapest marketplace card for about $0.03; a tenth of a cent is no price.
    static constexpr double maxUsdPerGpuHour = 100;
    static constexpr double minUsdPerGpuHour = 0.001;
    // Text: ids and names; sources, addresses and software lists; notes (characters). The
    // bundled catalog's longest are 69, 1,260 and 2,595.
    static constexpr qsizetype maxNameLength = 200;
    static constexpr qsizetype maxSourceLength = 4000;
    static constexpr qsizetype maxNotesLength = 20000;
    // How far in the future an observation date may lie (a clock ahead, another time zone).
    static constexpr int futureDaysAllowed = 2;
    static constexpr int maxGpuCount = 64;

    // The first value outside its range, as a sentence naming the record, the field, the value
    // and the range; nothing when every value is plausible.
    static std::optional<QString> check(const Catalog &catalog);
};

} // namespace core
