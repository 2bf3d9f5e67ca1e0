#!/usr/bin/env bash
# Installs the build dependencies, builds everything (tests and benchmarks included) and runs
# the whole suite through ctest on the offscreen platform.
set -euo pipefail
cd "$(dirname "$0")/.."
./tools/deps.sh
cmake --preset default
cmake --build --preset default
QT_QPA_PLATFORM=offscreen ctest --preset default --output-on-failure
