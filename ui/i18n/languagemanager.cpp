#include "languagemanager.h"

#include <core/i18n/translations.h>

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QWidget>

namespace ui {
namespace {

// The script's bundled font (core::languages()), registered only for a language that needs one.
void applyScriptFont(const QString &code)
{
    static const QFont systemFont = QGuiApplication::font();
    QFont font = systemFont;
    for (const Language &language : core::languages()) {
        if (language.code != code || language.fontFile.isEmpty())
            continue;
        const QString family = core::scriptFontFamily(code);
        font.setFamilies(language.fontFirst ? QStringList{family, systemFont.family()}
                                            : QStringList{systemFont.family(), family});
    }
    QGuiApplication::setFont(font);
}

} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

LanguageManager::~LanguageManager()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator);
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator);
}

QList<Language> LanguageManager::languages()
{
    return core::languages();
}

bool LanguageManager::isSupported(const QString &code)
{
    return core::isSupportedLanguage(code);
}

QString LanguageManager::systemLanguage()
{
    return core::systemLanguage();
}

bool LanguageManager::setLanguage(const QString &code)
{
    if (!isSupported(code))
        return false;
    if (code == m_current)
        return true;
    emit aboutToChangeLanguage();
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator);
        delete m_translator;
        m_translator = nullptr;
    }
    if (m_qtTranslator) {
        QCoreApplication::removeTranslator(m_qtTranslator);
        delete m_qtTranslator;
        m_qtTranslator = nullptr;
    }
    // Qt's own translation of its dialogs where the system has one (qtbase_<code>.qm). Debian's
    // qt6-translations-l10n has none for Urdu, Bengali or Romanian (Qt's qttranslations holds
    // none), so GPU Scout's own files carry the Qt strings it shows (qtstrings.cpp); installed
    // after it, ours win where both have a text.
    auto *qtTranslator = new QTranslator(this);
    if (code != QLatin1String("en")
        && qtTranslator->load(QStringLiteral("qtbase_") + code,
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
        m_qtTranslator = qtTranslator;
    } else {
        delete qtTranslator;
    }
    auto *translator = new QTranslator(this);
    if (core::loadTranslation(*translator, code)) {
        QCoreApplication::installTranslator(translator);
        m_translator = translator;
    } else {
        delete translator;
    }
    QLocale::setDefault(QLocale(code));
    // A widget keeps the locale it was made with: each window (and so each spin box and date
    // field in it) takes the new one, for the digits it shows and the digits it reads.
    for (QWidget *window : QApplication::topLevelWidgets())
        window->setLocale(QLocale());
    applyScriptFont(code);
    m_current = code;
    // Installing a translator posts LanguageChange; English after another language needs one too.
    if (!m_translator) {
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    emit languageChanged(code);
    return true;
}

} // namespace ui
