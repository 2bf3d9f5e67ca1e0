#pragma once

#include <core/i18n/translations.h>

#include <QList>
#include <QObject>
#include <QString>

class QTranslator;

namespace ui {

using Language = core::Language; // core's one list of languages and their fonts

// Loads the application's translation, the translation of Qt's own strings and the locale for
// numbers, dates and money; switching needs no restart (widgets receive LanguageChange and
// retranslate). The layout direction comes from the translation's QT_LAYOUT_DIRECTION, which
// QGuiApplication applies on LanguageChange: no language is hard-coded as right-to-left.
class LanguageManager final : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    static QList<Language> languages();
    // The first of the system's UI languages that GPU Scout speaks, else English.
    static QString systemLanguage();
    static bool isSupported(const QString &code);

    QString current() const { return m_current; }
    // Returns false (and changes nothing) for an unsupported code.
    bool setLanguage(const QString &code);

signals:
    // Before the translators and the default locale change: nothing may read the default
    // locale on another thread while it changes (QLocale::setDefault is not thread-safe).
    void aboutToChangeLanguage();
    void languageChanged(const QString &code);

private:
    QString m_current;
    QTranslator *m_translator = nullptr;
    QTranslator *m_qtTranslator = nullptr; // qtbase_<code>.qm, when the system has it
};

} // namespace ui
