#pragma once

#include <QIcon>

namespace ui {

// The application's icon, drawn from the PNGs bundled at :/icons/gpuscout-<size>.png.
//
// QIcon::addFile() decodes every file it is given at once (eight PNGs up to 512 px, after a scan
// of the image-format plugins): a tenth of the work before the first paint. This icon decodes a
// size only when a platform asks for it: X11 asks for all, Windows for two, macOS for the
// largest, Wayland and the offscreen platform for none.
QIcon applicationIcon();

} // namespace ui
