#pragma once

#include <core/engine/workload.h>

#include <QList>
#include <QString>

namespace ui {

// The three users of the product (docs: DESIGN.md), as starting points in the wizard.
enum class WorkloadPreset { InteractiveCreator, BatchProducer, Trainer };

QList<WorkloadPreset> workloadPresets();
QString presetName(WorkloadPreset preset);
QString presetDescription(WorkloadPreset preset);

// The preset's workload. Budget and region are the user's, not the preset's: they are copied
// from `current`.
core::Workload presetWorkload(WorkloadPreset preset, const core::Workload &current = {});

} // namespace ui
