#pragma once

#include <QIcon>

namespace ui {

// A five-pointed star drawn at any size in the palette's button-text colour: the shortlist
// column's header. Drawn rather than typed as "★" because user-interface fonts often lack that
// glyph (Noto Sans, Debian's default, does), so the text fell back to whichever font has it,
// which looked different from system to system and cost a font-fallback search before the
// first paint.
QIcon starIcon();

} // namespace ui
