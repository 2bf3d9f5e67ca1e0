#!/usr/bin/env bash
# Proves the README's two commands on a machine that has nothing: builds a minimal Debian 12
# root (debootstrap --variant=minbase, from the mirror apt already uses here), puts a clean
# clone of this repository's HEAD inside, and runs there, as written in the README,
#   1. the first command (install, build, start the app) with the GUI offscreen, quitting after
#      its first paint (GPUSCOUT_QUIT_AFTER_FIRST_PAINT), and
#   2. the second command (build and run every test).
# Nothing of this machine's installed packages, caches or environment reaches the root: it gets
# an empty environment and only what the README's commands install. Only committed work is
# tried (the clone is of HEAD).
#
#   tools/check-fresh-install.sh            # needs root (debootstrap, chroot, mount)
#
# Exits 0 when both commands passed, 1 when one failed, 3 when this machine cannot make a root.
#
# Cached between runs, in GPUSCOUT_FRESH_CACHE (default /var/cache/gpuscout-fresh-install):
# the freshly bootstrapped root as a tarball (the root itself is unpacked anew every run, so
# each run starts from a new minbase system) and the .deb files apt downloaded, so a second run
# does not download them again. Delete the folder to bootstrap from the mirror again.
set -euo pipefail
# The whole script is one function, read before it runs, and the line that calls it also exits:
# editing this file while a run is under way cannot change what that run does.
main() {
repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${GPUSCOUT_FRESH_CACHE:-/var/cache/gpuscout-fresh-install}
suite=bookworm

say() { printf 'check-fresh-install: %s\n' "$*"; }
# Exit 1: a README command failed in the fresh root. Exit 3: this machine cannot make a root at
# all (not root, no debootstrap, mounts refused, the mirror out of reach): nothing was proven
# either way, and the message says why.
fail() { printf 'check-fresh-install: %s\n' "$*" >&2; exit 1; }
cannot() { printf 'check-fresh-install: cannot make a fresh root here: %s\n' "$*" >&2; exit 3; }

[ "$(id -u)" -eq 0 ] || cannot "needs root to bootstrap a root file system, chroot into it and mount /proc, /sys and /dev there (run it with sudo)."
for tool in debootstrap chroot mount umount git tar; do
    command -v "$tool" >/dev/null || cannot "$tool is missing (tools/deps.sh installs debootstrap; the others come with every Debian)."
done

# The mirror this machine's apt uses for Debian itself (GPUSCOUT_DEBIAN_MIRROR on a machine that
# is not Debian, such as an Ubuntu CI runner).
mirror=${GPUSCOUT_DEBIAN_MIRROR:-}
[ -n "$mirror" ] || mirror=$(sed -n 's/^URIs: *\(http[^ ]*debian\/\{0,1\}\) *$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -n 1 || true)
[ -n "$mirror" ] || mirror=$(sed -n 's/^deb \(http[^ ]*\) bookworm .*/\1/p' /etc/apt/sources.list 2>/dev/null | head -n 1 || true)
[ -n "$mirror" ] || cannot "found no Debian mirror in /etc/apt/sources.list or /etc/apt/sources.list.d/*.sources."
security=$(sed -n 's/^URIs: *\(http[^ ]*debian-security\/\{0,1\}\) *$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1 || true)
[ -n "$security" ] || security=${mirror%/debian*}/debian-security

mkdir -p "$cache/archives/partial"
root=$(mktemp -d /var/tmp/gpuscout-fresh.XXXXXX)
mounts=()
cleanup() {
    local index
    for ((index = ${#mounts[@]} - 1; index >= 0; index--)); do
        umount -l "${mounts[$index]}" 2>/dev/null || true
    done
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT

started=$SECONDS
base="$cache/$suite-minbase.tar"
if [ -f "$base" ]; then
    say "unpacking the cached minbase root ($base)"
    tar -C "$root" -xpf "$base"
else
    say "bootstrapping a minimal Debian 12 root from $mirror (about 2 minutes)"
    if ! debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$cache/debootstrap.log" 2>&1; then
        tail -n 20 "$cache/debootstrap.log" >&2
        cannot "debootstrap could not build the root (log: $cache/debootstrap.log)."
    fi
    tar -C "$root" --exclude='./var/cache/apt/archives/*.deb' -cpf "$base.partial" .
    mv "$base.partial" "$base"
fi
bootstrapped=$SECONDS

# What a fresh Debian 12 installation's apt is given: the release, its updates and security.
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security $suite-security main
EOF
cp /etc/resolv.conf "$root/etc/resolv.conf"

mount_in() { # type source target [options]
    mkdir -p "$root$3"
    if ! mount ${4:+-o "$4"} -t "$1" "$2" "$root$3" 2>"$cache/mount.err"; then
        cannot "mount $1 on $root$3 was refused: $(cat "$cache/mount.err") (a container without CAP_SYS_ADMIN cannot; run it on a VM or CI runner)."
    fi
    mounts+=("$root$3")
}
mount_in proc proc /proc
mount_in sysfs sysfs /sys
mount_in none /dev /dev rbind
mount_in tmpfs tmpfs /dev/shm
mount_in none "$cache/archives" /var/cache/apt/archives bind

say "cloning $(git -C "$repo" rev-parse --short HEAD) into the root"
git clone --quiet --no-hardlinks "$repo" "$root/src/gpuscout"

# The README's commands, taken from the README itself: the first two sh blocks of its quick start.
mapfile -t commands < <(awk '/^## Quick start/ {quick = 1} quick && /^```sh$/ {block = 1; next}
    block && /^```$/ {block = 0; if (++count == 2) exit; next} block {print}' "$repo/README.md")
[ "${#commands[@]}" -eq 2 ] || fail "expected two one-line sh blocks in the README's quick start, found ${#commands[@]} lines."

in_root() { # extra environment..., then the command
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 TERM=dumb "$@"
}
say "1/2: ${commands[0]}   (GUI offscreen, quitting after its first paint)"
in_root QT_QPA_PLATFORM=offscreen GPUSCOUT_QUIT_AFTER_FIRST_PAINT=1 \
    /bin/bash -c "cd /src/gpuscout && ${commands[0]}" || fail "the README's first command failed in a fresh Debian 12 root."
first=$SECONDS
say "2/2: ${commands[1]}"
in_root /bin/bash -c "cd /src/gpuscout && ${commands[1]}" || fail "the README's second command failed in a fresh Debian 12 root."
second=$SECONDS

say "passed: root $((bootstrapped - started)) s, first command $((first - bootstrapped)) s, second command $((second - first)) s, $((second - started)) s in all."
}
main "$@"; exit $?
