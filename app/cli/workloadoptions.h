#pragma once

#include "cli.h"

#include <core/catalog/catalog.h>
#include <core/engine/engine.h>
#include <core/session/workspace.h>

#include <optional>

namespace cli {

// The options that describe a workload, shared by estimate, recommend and export. Each
// prints why it failed and returns false (nullptr, nullopt) on a bad value.

// --model by id or (case-insensitive) name.
const core::ModelProfile *findModel(Context &context, const core::Catalog &catalog);
// --width, --height, --steps, --batch, --frames, --precision; the model's defaults otherwise.
bool readConfig(Context &context, const core::ModelProfile &model, core::InferenceConfig &config);
// --basis: auto, measured or estimated.
std::optional<core::BasisChoice> readBasis(Context &context);
// --task and its volume options, the training options and the preferences that are given, over
// what `workload` holds.
bool readWorkload(Context &context, core::Workload &workload);

// The usage checks recommend and export share, before any file is opened: --top (when given)
// is a whole number ≥ 1 and --task (or --link) is present. Returns Ok or Usage.
int checkRankingUsage(Context &context, std::optional<int> &top);

// The workload of --link LINK (Failed when it cannot be read), else of --model (required) with
// its defaults, and over either the workload options that are given: an option given overrides
// the link's value, and a --model other than the link's brings its own width, height, steps and
// frames. Ok, or the exit code after saying why.
int readLinkedWorkload(Context &context, const core::Catalog &catalog, core::Workload &workload);

// The workload of readLinkedWorkload(), evaluated by `workspace` as the GUI's table evaluates
// it: Ok with `evaluation` set, or the exit code after saying why.
int evaluateWorkload(Context &context, const core::Workspace &workspace,
                     std::optional<core::Evaluation> &evaluation);

} // namespace cli
