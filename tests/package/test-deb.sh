#!/usr/bin/env bash
# Builds the Debian package of a configured and built tree, unpacks it into a temporary root
# (never into the system) and checks what a user would get: the files, the declared
# dependencies, and that the unpacked CLI and GUI run on a fresh database.
# Usage: test-deb.sh CPACK BUILD_DIR VERSION. Missing packaging tools fail the test (tools/deps.sh
# installs them): a packaging check that cannot run has not passed.
set -euo pipefail

cpack=${1:?usage: test-deb.sh CPACK BUILD_DIR VERSION}
build=${2:?usage: test-deb.sh CPACK BUILD_DIR VERSION}
version=${3:?usage: test-deb.sh CPACK BUILD_DIR VERSION}
app_id=io.github.gpuscout.GPUScout

fail() { echo "FAIL: $*" >&2; exit 1; }

command -v "$cpack" >/dev/null || fail "cpack not found"
for tool in dpkg-deb dpkg-shlibdeps timeout; do
    command -v "$tool" >/dev/null || fail "$tool not found (it comes with dpkg, dpkg-dev or coreutils; tools/deps.sh installs them)"
done
[ -f "$build/CPackConfig.cmake" ] || fail "$build has no CPackConfig.cmake; configure it first"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gpuscout-deb.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# 1. Build the package into the temporary folder, not into the build tree.
if ! (cd "$build" && "$cpack" -G DEB -B "$tmp/out") >"$tmp/cpack.log" 2>&1; then
    cat "$tmp/cpack.log" >&2
    fail "cpack -G DEB failed"
fi
debs=("$tmp"/out/*.deb)
[ -f "${debs[0]}" ] || fail "cpack produced no .deb in $tmp/out"
deb=${debs[0]}
echo "built $(basename "$deb")"

# 2. The payload.
root=$tmp/root
dpkg-deb -x "$deb" "$root"
prefix=$root/usr
expected=(
    bin/gpuscout
    bin/gpuscout-cli
    "share/applications/$app_id.desktop"
    "share/metainfo/$app_id.metainfo.xml"
    "share/icons/hicolor/scalable/apps/$app_id.svg"
    share/doc/gpuscout/copyright
    share/doc/gpuscout/changelog.gz
    share/man/man1/gpuscout.1.gz
    share/man/man1/gpuscout-cli.1.gz
)
for size in 16 24 32 48 64 128 256 512; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for file in "${expected[@]}"; do
    [ -f "$prefix/$file" ] || fail "the package lacks /usr/$file"
done
for exe in gpuscout gpuscout-cli; do
    [ -x "$prefix/bin/$exe" ] || fail "/usr/bin/$exe is not executable"
done
grep -q "<release version=\"$version\"" "$prefix/share/metainfo/$app_id.metainfo.xml" \
    || fail "the metainfo has no <release> entry for $version"
# The installed tree as software centres see it: metainfo, desktop entry and icon together.
if command -v appstreamcli >/dev/null; then
    appstreamcli validate-tree --no-net "$root" >"$tmp/validate-tree.log" 2>&1 \
        || { cat "$tmp/validate-tree.log" >&2; fail "appstreamcli validate-tree rejects the payload"; }
fi

# 3. The control fields: the version, and Qt 6 from shlibdeps plus the plugins named by hand
#    (Ubuntu's t64 names such as libqt6core6t64 match the prefixes).
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "package version is not $version"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for package in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6sql6-sqlite qt6-qpa-plugins; do
    grep -q "\b$package" <<<"$depends" || fail "Depends does not name $package"
done

# 4. Run what was unpacked, isolated from the user's settings and data.
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_DATA_HOME=$tmp/home/.local/share
export XDG_CACHE_HOME=$tmp/home/.cache XDG_RUNTIME_DIR=$tmp/runtime QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
cli=$prefix/bin/gpuscout-cli

cli_version=$("$cli" --version) || fail "gpuscout-cli --version failed"
grep -qF "$version" <<<"$cli_version" || fail "gpuscout-cli --version printed '$cli_version', not $version"

"$cli" offers --format csv --database "$tmp/db.sqlite" >"$tmp/offers.csv" \
    || fail "gpuscout-cli offers failed"
rows=$(($(wc -l <"$tmp/offers.csv") - 1))
[ "$rows" -ge 150 ] || fail "gpuscout-cli offers listed $rows offers, expected at least 150"
echo "gpuscout-cli listed $rows offers"

# A GUI still running when timeout stops it (status 124) has loaded; any other status means it
# exited early or crashed.
status=0
timeout 8 "$prefix/bin/gpuscout" --database "$tmp/gui.sqlite" >"$tmp/gui.log" 2>&1 || status=$?
if [ "$status" -ne 124 ]; then
    cat "$tmp/gui.log" >&2
    fail "gpuscout exited with status $status instead of running until stopped"
fi
[ -s "$tmp/gui.sqlite" ] || fail "gpuscout did not create its database"
# An error dialog would also keep the GUI running, so check that it seeded the catalog: its
# database must be about as large as the one the CLI seeded, not an empty schema.
gui_size=$(stat -c %s "$tmp/gui.sqlite")
cli_size=$(stat -c %s "$tmp/db.sqlite")
[ $((gui_size * 2)) -ge "$cli_size" ] \
    || fail "gpuscout's database ($gui_size bytes) is much smaller than a seeded one ($cli_size bytes)"
"$cli" offers --format csv --database "$tmp/gui.sqlite" >"$tmp/gui-offers.csv" \
    || fail "gpuscout-cli cannot read the database gpuscout created"
gui_rows=$(($(wc -l <"$tmp/gui-offers.csv") - 1))
[ "$gui_rows" -eq "$rows" ] || fail "the GUI's database lists $gui_rows offers, the CLI's $rows"

echo "PASS: $(basename "$deb") installs and runs"
