#include "cli.h"

#include <core/export/pdfreport.h>
#include <core/i18n/translations.h>

#include <QCoreApplication>
#include <QTranslator>

#include <algorithm>
#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
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
