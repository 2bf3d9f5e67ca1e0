#pragma once

#include "cli.h"

namespace cli {

// `gpuscout-cli calibration`: how well the throughput model predicts GPUs it has not seen
// (leave one GPU out over the catalog's benchmarks), per series and overall.
int runCalibration(Context &context);

} // namespace cli
