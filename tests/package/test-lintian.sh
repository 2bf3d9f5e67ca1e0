#!/usr/bin/env bash
# Builds the Debian package of a configured and built tree and runs lintian on it: the test fails
# on any error (and on lintian itself failing), and prints the warnings for the record. Also
# checks that the manual pages the package installs render, as `man gpuscout-cli` would show them.
# Usage: test-lintian.sh CPACK BUILD_DIR. A missing lintian or man fails the test (tools/deps.sh
# installs them): a packaging check that cannot run has not passed.
set -euo pipefail

cpack=${1:?usage: test-lintian.sh CPACK BUILD_DIR}
build=${2:?usage: test-lintian.sh CPACK BUILD_DIR}

fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in lintian man dpkg-deb; do
    command -v "$tool" >/dev/null || fail "$tool not found (tools/deps.sh installs it)"
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gpuscout-lintian.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if ! (cd "$build" && "$cpack" -G DEB -B "$tmp/out") >"$tmp/cpack.log" 2>&1; then
    cat "$tmp/cpack.log" >&2
    fail "cpack -G DEB failed"
fi
debs=("$tmp"/out/*.deb)
[ -f "${debs[0]}" ] || fail "cpack produced no .deb"
deb=${debs[0]}

# The manual pages, rendered from the package's payload as man would.
dpkg-deb -x "$deb" "$tmp/root"
for exe in gpuscout gpuscout-cli; do
    page=$tmp/root/usr/share/man/man1/$exe.1.gz
    [ -f "$page" ] || fail "the package has no manual page for $exe"
    text=$(MANWIDTH=80 man -l "$page" 2>"$tmp/man.err") || { cat "$tmp/man.err" >&2; fail "man cannot render $exe.1"; }
    [ ! -s "$tmp/man.err" ] || { cat "$tmp/man.err" >&2; fail "man warns about $exe.1"; }
    grep -q "^NAME" <<<"$text" || fail "$exe.1 has no NAME section"
done
cli_page=$(MANWIDTH=80 man -l "$tmp/root/usr/share/man/man1/gpuscout-cli.1.gz")
for section in SYNOPSIS OPTIONS COMMANDS "EXIT STATUS"; do
    grep -q "^$section" <<<"$cli_page" || fail "gpuscout-cli.1 has no $section section"
done
grep -q "gpuscout-cli recommend --model sdxl" <<<"$cli_page" \
    || fail "gpuscout-cli.1 lacks the recommend example of the command's help"

# Errors fail; warnings and notes are printed. Running as root is lintian's own complaint only.
status=0
lintian --fail-on error --display-info --no-tag-display-limit "$deb" >"$tmp/lintian.log" 2>&1 || status=$?
cat "$tmp/lintian.log"
[ "$status" -eq 0 ] || fail "lintian reports errors on $(basename "$deb") (status $status)"
if grep -q '^E: ' "$tmp/lintian.log"; then
    fail "lintian printed errors"
fi
echo "PASS: lintian finds no error in $(basename "$deb")"
