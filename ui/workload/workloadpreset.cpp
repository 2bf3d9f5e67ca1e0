#include "workloadpreset.h"

#include "workloadunits.h"

#include <QCoreApplication>

namespace ui {
namespace {

struct WorkloadPresets
{
    Q_DECLARE_TR_FUNCTIONS(ui::WorkloadPresets)
};

} // namespace

QList<WorkloadPreset> workloadPresets()
{
    return {WorkloadPreset::InteractiveCreator, WorkloadPreset::BatchProducer,
            WorkloadPreset::Trainer};
}

QString presetName(WorkloadPreset preset)
{
    switch (preset) {
    case WorkloadPreset::InteractiveCreator:
        return WorkloadPresets::tr("Interactive &creator");
    case WorkloadPreset::BatchProducer:
        return WorkloadPresets::tr("Batch &producer");
    case WorkloadPreset::Trainer:
        return WorkloadPresets::tr("T&rainer");
    }
    return {};
}

QString presetDescription(WorkloadPreset preset)
{
    switch (preset) {
    case WorkloadPreset::InteractiveCreator:
        return WorkloadPresets::tr(
            "SDXL at 1024 × 1024, 30 steps, one image at a time; three evenings a week of an hour "
            "each (13 sessions a month).");
    case WorkloadPreset::BatchProducer:
        return WorkloadPresets::tr("SDXL at 1024 × 1024, 30 steps, batches of 4; 50,000 images "
                                   "within 72 hours, spot allowed.");
    case WorkloadPreset::Trainer:
        return WorkloadPresets::tr(
            "An SDXL LoRA: 2,000 steps in BF16 with gradient checkpointing and 8-bit AdamW.");
    }
    return {};
}

core::Workload presetWorkload(WorkloadPreset preset, const core::Workload &current)
{
    // A preset sets its own task's figures; the other tasks' stay the user's (a Trainer preset
    // leaves 90-minute sessions at 90 minutes).
    core::Workload w = current;
    w.model = QStringLiteral("sdxl");
    w.config.width = 1024;
    w.config.height = 1024;
    w.config.steps = 30;
    w.config.batch = 1;
    w.config.frames.reset();
    w.config.precision = core::Precision::Fp16;
    switch (preset) {
    case WorkloadPreset::InteractiveCreator:
        w.task = core::Task::Interactive;
        w.sessionsPerMonth = units::sessionsPerMonthFromWeek(3); // three evenings a week
        w.sessionMinutes = 60;
        w.maxWaitS = core::Workload::DefaultMaxWaitS;
        w.allowSpot = false;
        break;
    case WorkloadPreset::BatchProducer:
        w.task = core::Task::Batch;
        w.config.batch = 4;
        w.images = 50'000;
        w.setDeadlineHours(72);
        w.allowSpot = true;
        break;
    case WorkloadPreset::Trainer:
        w.task = core::Task::Lora;
        w.config.precision = core::Precision::Bf16;
        w.trainSteps = 2000;
        w.trainHours.reset();
        w.gradientCheckpointing = true;
        w.optimizer = core::Optimizer::AdamW8bit;
        w.allowSpot = false;
        break;
    }
    w.budgetUsd = current.budgetUsd;
    w.region = current.region;
    return w;
}

} // namespace ui
