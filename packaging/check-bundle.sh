#!/usr/bin/env bash
# Lists the dependencies of every binary of an installed Windows folder or macOS app bundle and
# fails on one that is neither inside it nor part of the operating system: what a user's machine,
# which has no Qt, no QuaZip and no build tools, would not find.
#   check-bundle.sh windows INSTALL_DIR   (needs dumpbin: run in the MSVC environment)
#   check-bundle.sh macos   GPUScout.app  (needs otool)
# Prints every binary with its dependencies and where each resolves, then the failures.
set -euo pipefail

system=${1:?usage: check-bundle.sh windows|macos DIR}
root=${2:?usage: check-bundle.sh windows|macos DIR}
failures=0
bad() { echo "  MISSING: $*"; failures=$((failures + 1)); }

check_windows() {
    local bin="$root/bin"
    [ -f "$bin/gpuscout.exe" ] && [ -f "$bin/gpuscout-cli.exe" ] || { echo "no bin/gpuscout.exe and bin/gpuscout-cli.exe in $root"; exit 1; }
    local windir=${SYSTEMROOT:-C:\\Windows}
    windir=$(cygpath -u "$windir" 2>/dev/null || echo /c/Windows)
    while IFS= read -r -d '' file; do
        echo "$file"
        # A DLL is looked for in the executable's folder (bin, for the plugins too) and then in
        # the system folders; a plugin's own folder does not count.
        while IFS= read -r dependency; do
            local lower=${dependency,,}
            if [[ $lower == api-ms-win-* || $lower == ext-ms-* ]]; then
                echo "  $dependency: Windows API set"
            elif [ -f "$bin/$dependency" ]; then
                echo "  $dependency: bin"
            elif [[ $lower == vcruntime* || $lower == msvcp* || $lower == concrt* || $lower == vccorlib* ]]; then
                # The runner has Visual Studio's runtime in System32; a user's machine may not.
                bad "$dependency (the Visual C++ runtime must be in bin)"
            elif [ -f "$windir/System32/$dependency" ]; then
                echo "  $dependency: Windows"
            else
                bad "$dependency (needed by $file)"
            fi
        done < <(dumpbin -nologo -dependents "$(cygpath -w "$file" 2>/dev/null || echo "$file")" \
                 | tr -d '\r' \
                 | awk '/has the following (delay load )?dependencies/ {on = 1; next}
                        /Summary/ {on = 0}
                        on && NF == 1 {print $1}')
    done < <(find "$root" -type f \( -iname '*.exe' -o -iname '*.dll' \) -print0)
}

check_macos() {
    local app=$root
    local macos="$app/Contents/MacOS"
    [ -d "$macos" ] || { echo "$app is no app bundle"; exit 1; }
    local app_real
    app_real=$(cd "$app" && pwd -P)
    # The executables' run paths apply to every library they load (dyld's run path stack).
    local main_rpaths=()
    for exe in "$macos"/*; do
        while IFS= read -r rpath; do
            main_rpaths+=("${rpath//@executable_path/$macos}")
        done < <(otool -l "$exe" | awk '/cmd LC_RPATH/ {getline; getline; print $2}' | sort -u)
    done
    inside() { # a path that exists inside the bundle
        [ -e "$1" ] || return 1
        local real
        real=$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")
        [[ $real == "$app_real"/* ]]
    }
    while IFS= read -r -d '' file; do
        file -b "$file" | grep -q 'Mach-O' || continue
        echo "$file"
        local dir own rpaths=()
        dir=$(dirname "$file")
        own=$(otool -D "$file" | grep -v ':$' | head -n 1 || true)
        while IFS= read -r rpath; do
            rpath=${rpath//@executable_path/$macos}
            rpaths+=("${rpath//@loader_path/$dir}")
        done < <(otool -l "$file" | awk '/cmd LC_RPATH/ {getline; getline; print $2}' | sort -u)
        rpaths+=(${main_rpaths[@]+"${main_rpaths[@]}"})
        while IFS= read -r dependency; do
            [ "$dependency" = "$own" ] && continue
            case "$dependency" in
                /System/Library/* | /usr/lib/*)
                    echo "  $dependency: macOS" ;;
                @executable_path/*)
                    inside "$macos/${dependency#@executable_path/}" && echo "  $dependency: bundle" \
                        || bad "$dependency (needed by $file)" ;;
                @loader_path/*)
                    inside "$dir/${dependency#@loader_path/}" && echo "  $dependency: bundle" \
                        || bad "$dependency (needed by $file)" ;;
                @rpath/*)
                    # Run paths outside the bundle (the build machine's Qt) do not exist on a
                    # user's machine: only those inside it count.
                    local found=""
                    for rpath in ${rpaths[@]+"${rpaths[@]}"}; do
                        if inside "$rpath/${dependency#@rpath/}"; then found=$rpath; break; fi
                    done
                    [ -n "$found" ] && echo "  $dependency: bundle ($found)" \
                        || bad "$dependency (needed by $file; run paths: ${rpaths[*]:-none})" ;;
                *)
                    bad "$dependency (needed by $file: outside the bundle)" ;;
            esac
        # Universal binaries list their dependencies once per architecture, under "(architecture
        # x):" headings.
        done < <(otool -L "$file" | grep -v ':$' | awk '{print $1}' | sort -u)
    done < <(find "$app" -type f -print0)
}

case "$system" in
    windows) check_windows ;;
    macos) check_macos ;;
    *) echo "unknown system $system"; exit 2 ;;
esac

if [ "$failures" -ne 0 ]; then
    echo "FAIL: $failures dependencies are neither in $root nor in the operating system"
    exit 1
fi
echo "PASS: every dependency of every binary in $root is inside it or the operating system's"
