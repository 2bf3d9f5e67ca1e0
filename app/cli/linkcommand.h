#pragma once

#include "cli.h"

namespace cli {

// gpuscout-cli link: the gpuscout:view link of a workload, as the GUI opens it.
int printLink(Context &context);

} // namespace cli
