#pragma once

#include "cli.h"

namespace cli {

// gpuscout-cli update [--source ID] [--url URL] [--timeout SECONDS]: fetch every source (or
// one) and apply each in its own transaction.
int updateCatalog(Context &context);
// gpuscout-cli sources [--format csv|json]: every source, its address and last answer.
int listSources(Context &context);
// gpuscout-cli publish-catalog --out FILE: the stored catalog as a catalog document (the
// scheduled workflow publishes it as the feed).
int publishCatalog(Context &context);
// gpuscout-cli live SOURCE... [--url URL] [--force]: update --source for the sources of live
// prices (SourceInfo::live), with the same output and exit codes.
int applyLivePrices(Context &context);
// gpuscout-cli rates [--update] [--url URL]: show (or first fetch) the currency rates.
int showRates(Context &context);
// gpuscout-cli history --gpu GPU --provider PROVIDER: an offer's recorded prices.
int showHistory(Context &context);

} // namespace cli
