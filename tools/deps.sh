#!/usr/bin/env bash
# Installs what a fresh Debian 12 / Ubuntu 22.04+ machine lacks to build, test and run GPU Scout.
set -euo pipefail
packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n qt6-svg-dev libqt6sql6-sqlite libqt6svg6 libgl-dev
    libquazip1-qt6-dev
    fonts-noto-core fonts-noto-ui-core
    xvfb xauth poppler-utils dpkg-dev file
    appstream desktop-file-utils rpm
    clang-format-14 debootstrap
)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi
