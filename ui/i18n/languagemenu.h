#pragma once

class QMenu;

namespace ui {

class LanguageManager;
class Settings;

// Fills `menu` with each language under its own name (a user who cannot read the current one
// still finds theirs), checks the current one, switches on a click and remembers the choice.
void fillLanguageMenu(QMenu &menu, LanguageManager &languages, Settings &settings);

} // namespace ui
