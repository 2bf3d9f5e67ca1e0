#include "translations.h"

#include <QLocale>
#include <QTranslator>

namespace core {

const QStringList &supportedLanguages()
{
    static const QStringList codes{QStringLiteral("en"), QStringLiteral("ur"), QStringLiteral("bn"),
                                   QStringLiteral("ro")};
    return codes;
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
