#pragma once

#include "catalogcommands.h"
#include "cli.h"

namespace cli {

// openCatalog, with the user's measurements taking precedence over published benchmarks of
// their GPU and model (core::Measurements::withMeasurements): for the commands that evaluate.
std::optional<OpenCatalog> openMeasuredCatalog(Context &context);

// measure add (--gpu, --model and its settings, --seconds-per-image S or --its N
// [--provider P]), measure list, measure remove ID.
int measure(Context &context);

} // namespace cli
