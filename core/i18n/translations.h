#pragma once

#include <QString>
#include <QStringList>

class QTranslator;

namespace core {

// The languages GPU Scout speaks, as ISO 639-1 codes; English is the source language. The
// translations are embedded under :/i18n (translations/), for the GUI and the CLI alike.
const QStringList &supportedLanguages();
bool isSupportedLanguage(const QString &code);
// The first of the system's interface languages that GPU Scout speaks, else "en".
QString systemLanguage();
// Loads the translation of `code` into `translator` (English too: its .qm carries the plural
// forms); false when there is none.
bool loadTranslation(QTranslator &translator, const QString &code);

} // namespace core
