#pragma once

#include "cli.h"

namespace cli {

// export: the best-ranked offers (--top N, default 10) or a saved shortlist (--shortlist
// NAME) for a workload, as a CSV file (--csv FILE) and/or a PDF report (--pdf FILE).
int exportOffers(Context &context);

} // namespace cli
