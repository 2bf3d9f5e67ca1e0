#!/usr/bin/env bash
# packaging/check-bundle.sh runs only on the Windows and macOS runners, against dumpbin and otool.
# This runs it here on made-up bundles with stand-ins for those tools that print what the real
# ones print (otool -l/-D/-L, dumpbin -dependents), so its judgement is tested where it is
# written: a library outside the bundle, one only the build machine's run path reaches, and the
# compiler's runtime found only in System32 must fail; a bundle without them must pass.
# Usage: test-check-bundle.sh CHECK_BUNDLE_SH
set -euo pipefail
check=${1:?usage: test-check-bundle.sh CHECK_BUNDLE_SH}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gpuscout-check-bundle.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
mkdir -p "$tmp/tools"

# --- macOS ---------------------------------------------------------------------------------
app=$tmp/GPUScout.app/Contents
mkdir -p "$app/MacOS" "$app/Frameworks/QtCore.framework/Versions/A" "$app/PlugIns/platforms"
touch "$app/MacOS/GPUScout" "$app/MacOS/gpuscout-cli" "$app/Info.plist" \
    "$app/Frameworks/QtCore.framework/Versions/A/QtCore" \
    "$app/Frameworks/libquazip1-qt6.1.4.dylib" "$app/PlugIns/platforms/libqoffscreen.dylib"
ln -s libquazip1-qt6.1.4.dylib "$app/Frameworks/libquazip1-qt6.1.dylib"
cat >"$tmp/tools/file" <<'TOOL'
#!/usr/bin/env bash
case "$2" in *.plist) echo "XML 1.0 document text" ;; *) echo "Mach-O 64-bit executable arm64" ;; esac
TOOL
cat >"$tmp/tools/otool" <<'TOOL'
#!/usr/bin/env bash
rpath() { printf 'Load command 20\n          cmd LC_RPATH\n      cmdsize 48\n         path %s (offset 12)\n' "$1"; }
case "$1" in
-l) case "$2" in
        */MacOS/*) rpath @executable_path/../Frameworks ;;
        *libquazip*) rpath /Users/runner/Qt/6.5.3/macos/lib ;;
    esac ;;
-D) echo "$2:"
    case "$2" in
        *libquazip*) echo @rpath/libquazip1-qt6.1.4.dylib ;;
        *QtCore) echo @rpath/QtCore.framework/Versions/A/QtCore ;;
        *libqoffscreen*) echo libqoffscreen.dylib ;;
    esac ;;
-L) echo "$2:"
    case "$2" in
        */MacOS/*) printf '\t%s (compatibility version 1.0.0)\n' @rpath/QtCore.framework/Versions/A/QtCore \
                       @rpath/libquazip1-qt6.1.4.dylib /usr/lib/libc++.1.dylib \
                       /System/Library/Frameworks/AppKit.framework/Versions/C/AppKit ;;
        *libquazip*) printf '\t%s (compatibility version 1.0.0)\n' @rpath/libquazip1-qt6.1.4.dylib \
                         @rpath/QtCore5Compat.framework/Versions/A/QtCore5Compat /usr/lib/libz.1.dylib ;;
        *QtCore) printf '\t%s (compatibility version 1.0.0)\n' @rpath/QtCore.framework/Versions/A/QtCore \
                     /usr/lib/libSystem.B.dylib ;;
        *libqoffscreen*) printf '\t%s (compatibility version 1.0.0)\n' libqoffscreen.dylib \
                             @rpath/QtCore.framework/Versions/A/QtCore $EXTRA_DEPENDENCY ;;
    esac ;;
esac
TOOL
chmod +x "$tmp/tools/file" "$tmp/tools/otool"
run() { PATH="$tmp/tools:$PATH" "$check" "$@" >"$tmp/out" 2>&1; }

# Qt5Compat reachable only through the build machine's run path, a Homebrew library: two failures.
EXTRA_DEPENDENCY=/opt/homebrew/lib/libfoo.dylib run macos "$tmp/GPUScout.app" && fail "macOS: a broken bundle passed"
grep -q 'MISSING: @rpath/QtCore5Compat' "$tmp/out" || fail "macOS: QtCore5Compat not reported: $(cat "$tmp/out")"
grep -q 'MISSING: /opt/homebrew/lib/libfoo.dylib' "$tmp/out" || fail "macOS: the Homebrew library not reported"
grep -q 'FAIL: 2 dependencies' "$tmp/out" || fail "macOS: not exactly two failures: $(cat "$tmp/out")"
# Deployed and without the outside library: passes.
mkdir -p "$app/Frameworks/QtCore5Compat.framework/Versions/A"
touch "$app/Frameworks/QtCore5Compat.framework/Versions/A/QtCore5Compat"
EXTRA_DEPENDENCY= run macos "$tmp/GPUScout.app" || fail "macOS: a complete bundle failed: $(cat "$tmp/out")"

# --- Windows -------------------------------------------------------------------------------
root=$tmp/installed
mkdir -p "$root/bin" "$root/plugins/platforms" "$tmp/Windows/System32"
touch "$root/bin/gpuscout.exe" "$root/bin/gpuscout-cli.exe" "$root/bin/Qt6Core.dll" \
    "$root/bin/Qt6Gui.dll" "$root/plugins/platforms/qoffscreen.dll" \
    "$tmp/Windows/System32/KERNEL32.dll" "$tmp/Windows/System32/VCRUNTIME140.dll"
cat >"$tmp/tools/cygpath" <<'TOOL'
#!/usr/bin/env bash
echo "$2"
TOOL
cat >"$tmp/tools/dumpbin" <<'TOOL'
#!/usr/bin/env bash
printf 'Dump of file %s\r\n\r\nFile Type: EXECUTABLE IMAGE\r\n\r\n  Image has the following dependencies:\r\n\r\n' "$3"
case "$3" in
    *gpuscout*.exe) printf '    %s\r\n' Qt6Core.dll KERNEL32.dll VCRUNTIME140.dll \
                        api-ms-win-crt-runtime-l1-1-0.dll quazip1-qt6.dll ;;
    *Qt6Core.dll | *Qt6Gui.dll) printf '    KERNEL32.dll\r\n' ;;
    *qoffscreen.dll) printf '    %s\r\n' Qt6Core.dll Qt6Gui.dll ;;
esac
printf '\r\n  Summary\r\n\r\n        1000 .data\r\n'
TOOL
chmod +x "$tmp/tools/cygpath" "$tmp/tools/dumpbin"
# QuaZip missing and the runtime only in System32, for both executables: four failures.
SYSTEMROOT=$tmp/Windows run windows "$root" && fail "Windows: a broken folder passed"
grep -q 'MISSING: VCRUNTIME140.dll (the Visual C++ runtime must be in bin)' "$tmp/out" \
    || fail "Windows: the runtime outside bin not reported: $(cat "$tmp/out")"
grep -q 'FAIL: 4 dependencies' "$tmp/out" || fail "Windows: not exactly four failures: $(cat "$tmp/out")"
touch "$root/bin/quazip1-qt6.dll" "$root/bin/VCRUNTIME140.dll"
SYSTEMROOT=$tmp/Windows run windows "$root" || fail "Windows: a complete folder failed: $(cat "$tmp/out")"

echo "PASS: check-bundle.sh fails on each missing dependency and passes complete bundles"
