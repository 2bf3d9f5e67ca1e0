#include "translations.h"

#include <QFontDatabase>
#include <QHash>
#include <QLocale>
#include <QMutex>
#include <QTranslator>

namespace core {

const QList<Language> &languages()
{
    static const QList<Language> list{
        {QStringLiteral("en"), QStringLiteral("English"), {}, {}},
        {QStringLiteral("ur"), QStringLiteral("اردو"),
         QStringLiteral(":/fonts/NotoNastaliqUrdu-Regular.ttf"),
         QStringLiteral("Noto Nastaliq Urdu"), true},
        {QStringLiteral("bn"), QStringLiteral("বাংলা"),
         QStringLiteral(":/fonts/NotoSansBengali-Regular.ttf"), QStringLiteral("Noto Sans Bengali"),
         false},
        {QStringLiteral("ro"), QStringLiteral("Română"), {}, {}},
    };
    return list;
}

const QStringList &supportedLanguages()
{
    static const QStringList codes = [] {
        QStringList list;
        for (const Language &language : languages())
            list.append(language.code);
        return list;
    }();
    return codes;
}

QString scriptFontFamily(const QString &code)
{
    // Registered on first use, once: loading a font costs start-up time.
    static QMutex mutex; // a report may be painted off the GUI thread
    const QMutexLocker lock(&mutex);
    static QHash<QString, QString> registered;
    if (const auto found = registered.constFind(code); found != registered.constEnd())
        return *found;
    QString family;
    for (const Language &language : languages()) {
        if (language.code != code || language.fontFile.isEmpty())
            continue;
        const int id = QFontDatabase::addApplicationFont(language.fontFile);
        const QStringList families = QFontDatabase::applicationFontFamilies(id);
        if (families.isEmpty())
            qWarning("Cannot load the bundled font %s", qPrintable(language.fontFile));
        family = families.isEmpty() ? language.fontFamily : families.constFirst();
    }
    registered.insert(code, family);
    return family;
}

bool isSupportedLanguage(const QString &code)
{
    return supportedLanguages().contains(code);
}

QString systemLanguage()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString code = name.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        if (isSupportedLanguage(code))
            return code;
    }
    return QStringLiteral("en");
}

bool loadTranslation(QTranslator &translator, const QString &code)
{
    return isSupportedLanguage(code)
        && translator.load(QStringLiteral(":/i18n/gpuscout_%1.qm").arg(code));
}

} // namespace core
