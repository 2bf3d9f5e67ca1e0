#include "cli.h"

#include <core/common/allocator.h>
#include <core/export/pdfreport.h>
#include <core/i18n/translations.h>

#include <QCoreApplication>
#include <QTranslator>

#include <algorithm>
#include <cstring>
#include <memory>

#ifdef Q_OS_WIN
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

namespace {
// Qt writes UTF-8; a Windows console shows it as such ("—", Urdu, Bengali) only in code page
// 65001. The console's own page comes back when the command ends, for what runs after it.
class Utf8Console final
{
public:
    Utf8Console()
        : m_previous(GetConsoleOutputCP())
    {
        SetConsoleOutputCP(CP_UTF8);
    }
    ~Utf8Console()
    {
        if (m_previous != 0)
            SetConsoleOutputCP(m_previous);
    }
    Utf8Console(const Utf8Console &) = delete;
    Utf8Console &operator=(const Utf8Console &) = delete;

private:
    UINT m_previous = 0;
};
} // namespace
#endif

int main(int argc, char *argv[])
{
    core::tuneAllocator();
#ifdef Q_OS_WIN
    const Utf8Console console;
#endif
    // Only export paints (the PDF report's text needs a QGuiApplication, on the offscreen
    // platform); every other command stays a plain QCoreApplication.
    const bool paints = std::any_of(
        argv + 1, argv + argc, [](const char *arg) { return std::strcmp(arg, "export") == 0; });
    const std::unique_ptr<QCoreApplication> app = paints
        ? core::PdfReport::createApplication(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GPUScout"));
    QCoreApplication::setApplicationName(QStringLiteral("GPUScout"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUSCOUT_VERSION));
    // Messages in the user's language; tables, CSV and JSON keep their machine-readable form.
    QTranslator translator;
    if (core::loadTranslation(translator, cli::language(QCoreApplication::arguments())))
        QCoreApplication::installTranslator(&translator);
    return cli::run(QCoreApplication::arguments());
}
