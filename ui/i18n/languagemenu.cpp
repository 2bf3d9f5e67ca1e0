#include "languagemenu.h"

#include "ui/i18n/languagemanager.h"
#include "ui/settings/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace ui {

void fillLanguageMenu(QMenu &menu, LanguageManager &languages, Settings &settings)
{
    auto *group = new QActionGroup(&menu);
    for (const Language &language : LanguageManager::languages()) {
        QAction *action = menu.addAction(language.nativeName);
        action->setCheckable(true);
        action->setData(language.code);
        action->setChecked(language.code == languages.current());
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, &menu,
                         [&languages, &settings, code = language.code] {
                             languages.setLanguage(code);
                             settings.setLanguage(code);
                         });
    }
    QObject::connect(&languages, &LanguageManager::languageChanged, group,
                     [group](const QString &code) {
                         for (QAction *action : group->actions())
                             action->setChecked(action->data().toString() == code);
                     });
}

} // namespace ui
