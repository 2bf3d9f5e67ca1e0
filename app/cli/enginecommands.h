#pragma once

#include "cli.h"

namespace cli {

int estimateSpeed(Context &context);
int recommendOffers(Context &context);

} // namespace cli
