#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QTranslator;

namespace core {

// One language GPU Scout speaks, and the font its script needs: the one list the language menu,
// the GUI's font and the PDF's font read (docs/architecture.md: adding a language).
struct Language
{
    QString code; // ISO 639-1: "en", "ur", "bn", "ro"
    QString nativeName; // the language's name in itself: never translated
    // A font bundled for the script (resources/fonts, SIL OFL 1.1), so it renders on every OS
    // whatever the system has installed; empty when the system's fonts write it.
    QString fontFile;
    QString fontFamily; // the family the file registers under
    // The script font before the system's (Nastaliq for Urdu), or after it as a fallback
    // for the script's letters only (Bengali, whose digits and Latin stay the system's).
    bool fontFirst = false;
};

// English first: the source language.
const QList<Language> &languages();

// The languages GPU Scout speaks, as ISO 639-1 codes; English is the source language. The
// translations are embedded under :/i18n (translations/), for the GUI and the CLI alike.
const QStringList &supportedLanguages();
bool isSupportedLanguage(const QString &code);
// The family of the bundled font of `code`'s script, registering it on first use (needs a
// QGuiApplication); empty for a language the system's fonts write.
QString scriptFontFamily(const QString &code);
// The first of the system's interface languages that GPU Scout speaks, else "en".
QString systemLanguage();
// Loads the translation of `code` into `translator` (English too: its .qm carries the plural
// forms); false when there is none.
bool loadTranslation(QTranslator &translator, const QString &code);

} // namespace core
