#!/usr/bin/env bash
# Regenerates every raster icon from the one source, resources/icons/gpuscout.svg: the PNG sizes
# for the Linux icon theme, the Windows .ico and the macOS .icns. The results are committed, so
# a build on any OS needs none of these tools; run this after changing the SVG.
# Needs rsvg-convert (librsvg2-bin), icotool (icoutils) and png2icns (icnsutils).
set -euo pipefail
cd "$(dirname "$0")/../.."
icons=resources/icons
source="$icons/gpuscout.svg"

for tool in rsvg-convert icotool png2icns; do
    if ! command -v "$tool" >/dev/null; then
        echo "generate-icons.sh: $tool is missing; install librsvg2-bin, icoutils and icnsutils." >&2
        exit 1
    fi
done

for size in 16 24 32 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" --output "$icons/gpuscout-$size.png" "$source"
done

# Windows: small sizes as bitmaps, 256 px stored as PNG (-r) as Vista and later expect.
icotool --create --output "$icons/gpuscout.ico" \
    "$icons"/gpuscout-{16,24,32,48,64}.png --raw="$icons/gpuscout-256.png"

# macOS: png2icns picks the icon type from each image's size; 24 and 64 px have no type.
png2icns "$icons/gpuscout.icns" "$icons"/gpuscout-{16,32,48,128,256,512}.png >/dev/null

echo "Icons regenerated in $icons"
