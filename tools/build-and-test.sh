#!/usr/bin/env bash
# Installs the build dependencies, builds everything (tests and benchmarks included) with
# compiler warnings as errors and runs the whole suite through ctest on the offscreen platform.
# Under CI=true (and with GPUSCOUT_FULL_CHECK=1) it then builds a second tree with
# AddressSanitizer and UndefinedBehaviorSanitizer (the asan preset, float-cast-overflow and
# leak checks included) and runs the product's tests in it. With GPUSCOUT_FULL_CHECK=1 it
# also proves the README's two commands in a fresh Debian 12 root
# (tools/check-fresh-install.sh): that takes 15-25 minutes more on two cores, so CI runs it
# as the GitHub workflow's fresh-install job rather than here (see the README).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
./tools/deps.sh
configure=()
# Debian's python3, which deps.sh installs, rather than whichever one comes first on this
# machine's PATH (a pyenv shim, say): the build uses only what a fresh machine would have.
if command -v dpkg-query >/dev/null && [ -x /usr/bin/python3 ]; then
    configure+=(-DPython3_EXECUTABLE=/usr/bin/python3)
fi
jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset ci "${configure[@]}"
cmake --build --preset ci
ctest --preset ci --parallel "$jobs"
echo "build-and-test: build and tests took $((SECONDS - started)) s"

if [ "${CI:-}" = true ] || [ "${GPUSCOUT_FULL_CHECK:-}" = 1 ]; then
    sanitizers=$SECONDS
    cmake --preset asan "${configure[@]}"
    cmake --build --preset asan
    ctest --preset asan --parallel "$jobs"
    echo "build-and-test: sanitizer build and tests took $((SECONDS - sanitizers)) s"
fi
if [ "${GPUSCOUT_FULL_CHECK:-}" = 1 ]; then
    fresh=$SECONDS
    status=0
    ./tools/check-fresh-install.sh || status=$?
    if [ "$status" -eq 3 ]; then
        # Said loudly, not hidden: this machine could not make a root (the reason is printed
        # above); the GitHub workflow's fresh-install job still runs it.
        echo "build-and-test: WARNING: the fresh-install check could not run on this machine (see above)."
    elif [ "$status" -ne 0 ]; then
        exit "$status"
    fi
    echo "build-and-test: fresh-install check took $((SECONDS - fresh)) s"
fi
echo "build-and-test: $((SECONDS - started)) s in all"
