#!/usr/bin/env bash
# Installs what a fresh Debian 12 / Ubuntu 24.04 machine lacks to configure, build, test and
# package GPU Scout, without Recommends: every package the build needs is named here, because
# a fresh machine gets nothing else (qt6-base-dev only *recommends* libqt6opengl6-dev, which
# Qt6Charts needs). tests/setup checks that every CMake package the configure step used comes
# from this list. `tools/deps.sh --list` prints the list and installs nothing.
set -euo pipefail
packages=(
    # toolchain
    cmake ninja-build g++ pkg-config
    # Qt 6: Core, Gui, Widgets, Charts, Network, Sql, Svg, Test, LinguistTools, and what
    # Qt6Charts and Qt6Gui pull in through CMake: OpenGL, OpenGLWidgets, the GL headers
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-tools-dev
    qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev libqt6sql6-sqlite
    libqt6svg6 libgl-dev
    # gpuhunt's zipped catalogs
    libquazip1-qt6-dev
    # the interface fonts: Latin, Arabic script for Urdu, and Bengali
    fonts-noto-core fonts-noto-ui-core
    # tests: python3 for the translation check, poppler for the PDF check, clang-format 14
    # for the style check, the offscreen GUI and the fresh-install check
    python3 poppler-utils clang-format-14 xvfb xauth debootstrap
    # packaging and its tests
    dpkg-dev file appstream desktop-file-utils rpm lintian man-db
)
if [ "${1:-}" = "--list" ]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

$sudo apt-get update
# Qt 6.4 is the floor. Ubuntu 22.04 ships Qt 6.2, which cannot build GPU Scout: say so before
# installing anything rather than failing later in CMake.
qt=$(apt-cache policy qt6-base-dev | sed -n 's/^ *Candidate: *\([0-9.:+~a-z-]*\).*/\1/p' | sed 's/^[0-9]*://')
if [ -z "$qt" ] || [ "$qt" = "(none)" ]; then
    echo "deps.sh: this system's package lists have no qt6-base-dev; GPU Scout needs Qt 6.4 or newer (Debian 12, Ubuntu 24.04)." >&2
    exit 1
fi
if dpkg --compare-versions "$qt" lt 6.4; then
    echo "deps.sh: this system offers Qt $qt; GPU Scout needs Qt 6.4 or newer. Use Debian 12 or Ubuntu 24.04, or install Qt 6.4+ with the Qt Online Installer and configure with -DCMAKE_PREFIX_PATH=/path/to/Qt/6.x/gcc_64 (README, 'Building on Windows and macOS')." >&2
    exit 1
fi
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
