#!/usr/bin/env bash
# Fails, naming each file, when a C++ source under app/, core/, ui/ or tests/ is not as
# .clang-format says. `tools/check-format.sh clang-format-14 --fix` formats them instead.
#
#   tools/check-format.sh [CLANG_FORMAT] [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."
clang_format=${1:-clang-format-14}
mapfile -t sources < <(find app core ui tests \( -name '*.cpp' -o -name '*.h' \) -type f | sort)
if [ "${2:-}" = "--fix" ]; then
    "$clang_format" -i "${sources[@]}"
    exit 0
fi
# One run over every file (a process per file costs more than the formatting); clang-format
# names each file it would change in its warnings.
mapfile -t unformatted < <("$clang_format" --dry-run "${sources[@]}" 2>&1 \
    | sed -n 's/^\(.*\):[0-9]*:[0-9]*: warning: code should be clang-formatted.*/\1/p' | sort -u)
if [ "${#unformatted[@]}" -gt 0 ]; then
    printf 'not formatted: %s\n' "${unformatted[@]}"
    echo "${#unformatted[@]} of ${#sources[@]} files differ from .clang-format; run: tools/check-format.sh $clang_format --fix"
    exit 1
fi
echo "${#sources[@]} files formatted as .clang-format says ($("$clang_format" --version | sed 's/.*version //'))."
