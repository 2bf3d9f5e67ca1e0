#include "startupprobe.h"

#include <core/common/allocator.h>
#include <core/output/manpage.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/common/applicationicon.h>
#include <ui/i18n/languagemanager.h>
#include <ui/settings/settings.h>
#include <ui/window/linkactions.h>
#include <ui/window/mainwindow.h>
#include <ui/window/singleinstance.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QTextStream>

int main(int argc, char *argv[])
{
    core::tuneAllocator();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GPUScout"));
    QApplication::setApplicationName(QStringLiteral("GPUScout"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Scout"));
    QApplication::setApplicationVersion(QStringLiteral(GPUSCOUT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.gpuscout.GPUScout"));
    QApplication::setWindowIcon(ui::applicationIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Compare rented cloud GPUs for diffusion image generation."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption databaseOption(
        QStringLiteral("database"), QApplication::translate("main", "Use the database at PATH."),
        QStringLiteral("PATH"));
    parser.addOption(databaseOption);
    const QCommandLineOption languageOption(
        QStringLiteral("lang"),
        QApplication::translate("main", "Show the interface in CODE: en, ur, bn or ro."),
        QStringLiteral("CODE"));
    parser.addOption(languageOption);
    const QCommandLineOption settingsOption(
        QStringLiteral("settings"),
        QApplication::translate(
            "main", "Keep the settings in the INI file at PATH, not in the user's settings."),
        QStringLiteral("PATH"));
    parser.addOption(settingsOption);
    const QString linkHelp = QApplication::translate(
        "main",
        "A gpuscout:view link to open (as View → Copy link to this view gives); a link that "
        "cannot be read is explained and the usual view opens.");
    parser.addPositionalArgument(QStringLiteral("link"), linkHelp, QStringLiteral("[LINK]"));
    QCommandLineOption manPageOption(QStringLiteral("man-page"));
    manPageOption.setFlags(QCommandLineOption::HiddenFromHelp); // for the build, which installs it
    parser.addOption(manPageOption);
    parser.process(app);
    if (parser.isSet(manPageOption)) {
        core::ManPage page;
        page.program = QStringLiteral("gpuscout");
        page.version = QApplication::applicationVersion();
        page.summary = QApplication::translate(
            "main", "compare rented cloud GPUs for diffusion image generation");
        page.synopsis = QStringLiteral("[options] [LINK]");
        page.description = parser.applicationDescription() + u' '
            + QApplication::translate("main",
                                      "GPU Scout shows side by side what each cloud GPU offer "
                                      "costs and how fast it is for your workload.");
        page.options = {databaseOption, languageOption, settingsOption};
        page.extraSections = QStringLiteral(".SH ARGUMENTS\n.TP\n.I LINK\n")
            + core::roffText(linkHelp) + u'\n';
        page.seeAlso = QStringLiteral("gpuscout-cli");
        QTextStream(stdout) << core::manPageText(page);
        return 0;
    }

    ui::Settings settings = parser.isSet(settingsOption)
        ? ui::Settings(parser.value(settingsOption))
        : ui::Settings();
    ui::LanguageManager languages;
    // --lang for this run, else the saved choice, else the system's language.
    QString language = parser.value(languageOption);
    if (!language.isEmpty() && !ui::LanguageManager::isSupported(language)) {
        QTextStream(stderr) << QApplication::translate(
                                   "main", "Unknown language \"%1\"; use en, ur, bn or ro.")
                                   .arg(language)
                            << Qt::endl;
        return 2;
    }
    if (language.isEmpty())
        language = settings.language();
    if (!ui::LanguageManager::isSupported(language))
        language = ui::LanguageManager::systemLanguage();
    languages.setLanguage(language);

    const QString path = parser.isSet(databaseOption) ? parser.value(databaseOption)
                                                      : core::Database::defaultPath();
    // A second launch on the same database (a clicked gpuscout: link) hands its link to the
    // window that is already open.
    const QStringList links = parser.positionalArguments();
    ui::SingleInstance instance(QFileInfo(path).absoluteFilePath());
    if (instance.sendToRunning(links.value(0)))
        return 0;
    auto database = core::Database::open(path);
    if (!database) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "GPU Scout"),
                              database.error());
        return 1;
    }
    core::Session session(*database.value());
    if (const std::optional<core::Workload> workload = settings.activeWorkload())
        session.setWorkload(*workload);
    // The window paints first and shows how far the catalog is read; whatever needs the catalog
    // (a link given here or handed over by a later launch, the menus) waits for it.
    session.startLoad();
    ui::MainWindow window(session, settings, languages);
    StartupProbe probe(true);
    if (StartupProbe::requested())
        window.installEventFilter(&probe);
    QObject::connect(
        &session, &core::Session::loadFailed, &window, [&window](const QString &error) {
            QMessageBox::critical(&window, QApplication::translate("main", "GPU Scout"), error);
            QCoreApplication::exit(1);
        });
    window.show();
    session.whenLoaded(&window, [&] {
        if (!links.isEmpty())
            window.linkActions()->openOrExplain(links.constFirst());
        if (StartupProbe::requested())
            probe.contentShown(&window);
    });
    instance.listen();
    QObject::connect(&instance, &ui::SingleInstance::received, &window,
                     [&window](const QString &link) {
                         window.setWindowState(window.windowState() & ~Qt::WindowMinimized);
                         window.raise();
                         window.activateWindow();
                         if (!link.isEmpty())
                             window.linkActions()->openOrExplain(link); // after the load
                     });
    return QApplication::exec();
}
