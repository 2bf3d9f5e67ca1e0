#pragma once

#include "catalogcommands.h"
#include "cli.h"

#include <QCommandLineOption>
#include <QList>

namespace cli {

// The options of plan, rent-or-buy and measure, added to the parser beside the others.
QList<QCommandLineOption> planOptions();

// plan FILE.json: the cheapest assignment of the plan's workloads to offers, and the cheapest
// single provider for comparison.
int showPlan(Context &context);
// rent-or-buy --gpu ID --purchase-usd N --resale-usd R --watts W --usd-per-kwh P --plan FILE.
int rentOrBuy(Context &context);

} // namespace cli
