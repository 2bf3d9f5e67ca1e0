#!/usr/bin/env bash
# Proves that a fresh machine gets everything this build used: every CMake package
# configuration (the *_DIR entries of CMakeCache.txt) and every tool or library the configure
# step found (FILEPATH entries, the Python interpreter) belongs to a Debian package that
# tools/deps.sh's list pulls in without Recommends. It trusts nothing that happens to be
# installed on this machine. Run by ctest (tests/setup) on Debian and Ubuntu.
#
#   tools/check-deps.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check-deps.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
cache="$build/CMakeCache.txt"
if [ ! -f "$cache" ]; then
    echo "check-deps: $cache does not exist; configure first." >&2
    exit 1
fi
for tool in dpkg-query apt-cache; do
    if ! command -v "$tool" >/dev/null; then
        echo "check-deps: $tool is missing; this check is for Debian and Ubuntu." >&2
        exit 1
    fi
done

mapfile -t listed < <("$here/deps.sh" --list)
# What the list installs: each package and everything it depends on (Depends and
# Pre-Depends), recursively, without Recommends or Suggests. Virtual packages ("<name>")
# count through their providers, which apt-cache lists beneath them.
closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
        --no-breaks --no-replaces --no-enhances "${listed[@]}" 2>/dev/null \
    | sed -n 's/^\([a-z0-9][a-z0-9.+-]*\).*/\1/p; s/^ *\([a-z0-9][a-z0-9.+-]*\)$/\1/p' | sort -u)
# Every Debian system, debootstrap's minbase included, has the Essential and Priority: required
# packages (dpkg, apt, coreutils, …): they count as installed.
base=$(dpkg-query -W -f='${Package} ${Essential} ${Priority}\n' 2>/dev/null | awk '$2 == "yes" || $3 == "required" {print $1}')
closure=$(printf '%s\n%s\n' "$closure" "$base" | sort -u)
if [ -z "$closure" ]; then
    echo "check-deps: apt-cache knows none of deps.sh's packages; run apt-get update." >&2
    exit 1
fi

# The files the configure step used.
files=()
while IFS= read -r dir; do
    config=$(ls "$dir"/*Config.cmake "$dir"/*-config.cmake 2>/dev/null | head -n 1 || true)
    [ -n "$config" ] && files+=("$config")
done < <(sed -n 's/^[A-Za-z0-9_]*_DIR:PATH=\(\/.*\)$/\1/p' "$cache" | sort -u)
while IFS= read -r file; do
    [ -f "$file" ] && files+=("$file")
done < <(sed -n 's/^[A-Za-z0-9_]*:FILEPATH=\(\/.*\)$/\1/p; s/^_Python3_EXECUTABLE:INTERNAL=\(\/.*\)$/\1/p' "$cache" | sort -u)

# Lookups FindOpenGL makes on its own that nothing here links (Qt links libOpenGL, libGLX
# and libEGL, never GLU).
optional='^/usr/lib/[^/]*/libGLU\.so$'

# Which package owns each file, asked once (dpkg-query -S is slow per call). A link (the
# compiler's alternatives, an unversioned .so) is asked for under both of its names.
declare -A owner=()
mapfile -t reals < <(for file in "${files[@]}"; do readlink -f "$file"; done)
while IFS= read -r line; do
    path=${line#*: }
    package=${line%%: *}
    package=${package%%,*}
    owner[$path]=${package%%:*}
done < <(dpkg-query -S "${files[@]}" "${reals[@]}" 2>/dev/null || true)

failures=0
for index in "${!files[@]}"; do
    file=${files[$index]}
    real=${reals[$index]}
    grep -Eq "$optional" <<<"$file" && continue
    package=${owner[$real]:-${owner[$file]:-}}
    if [ -z "$package" ]; then
        echo "NOT FROM A PACKAGE: $file ($real): a fresh machine does not have it; make deps.sh install a package that provides it and let CMake find that one."
        failures=$((failures + 1))
    elif ! grep -qx "$package" <<<"$closure"; then
        echo "MISSING: $file comes from $package, which tools/deps.sh does not pull in without Recommends; add $package to its list."
        failures=$((failures + 1))
    fi
done
echo "check-deps: ${#files[@]} files the configure step used, ${#listed[@]} packages listed, $(wc -l <<<"$closure") in their closure, $failures not covered."
[ "$failures" -eq 0 ]
