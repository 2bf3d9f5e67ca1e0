#pragma once

#include "catalogcommands.h"
#include "cli.h"

namespace cli {

// measure add (--gpu, --model and its settings, --seconds-per-image S or --its N
// [--provider P]), measure list, measure remove ID.
int measure(Context &context);

} // namespace cli
