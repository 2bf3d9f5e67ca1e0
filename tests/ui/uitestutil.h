#pragma once

#include <core/catalog/catalogimporter.h>
#include <core/session/session.h>

#include <QDate>

#include <memory>

namespace uitest {

// A snapshot of the bundled catalog evaluated for `workload`, as the session would make it.
inline std::shared_ptr<const core::Snapshot> snapshot(const core::Workload &workload = {})
{
    auto catalog = std::make_shared<const core::Catalog>(core::CatalogImporter::bundled().value());
    const core::Engine engine(*catalog);
    auto evaluation = engine.evaluate(workload, core::resolveOffers(*catalog));
    return std::make_shared<const core::Snapshot>(
        core::Snapshot{catalog, evaluation.value(), QDate::currentDate(), {}});
}

} // namespace uitest
