#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <ui/window/mainwindow.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GPUScout"));
    QApplication::setApplicationName(QStringLiteral("GPUScout"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Scout"));
    QApplication::setApplicationVersion(QStringLiteral(GPUSCOUT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Compare rented cloud GPUs for diffusion image generation."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption databaseOption(QStringLiteral("database"),
                                            QApplication::translate("main", "Use the database at PATH."),
                                            QStringLiteral("PATH"));
    parser.addOption(databaseOption);
    parser.process(app);

    const QString path = parser.isSet(databaseOption) ? parser.value(databaseOption)
                                                      : core::Database::defaultPath();
    auto database = core::Database::open(path);
    if (!database) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "GPU Scout"), database.error());
        return 1;
    }
    core::CatalogStore store(*database.value());
    core::Expected<core::Catalog> catalog = store.loadOrSeed();
    if (!catalog) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "GPU Scout"), catalog.error());
        return 1;
    }
    ui::MainWindow window(*database.value());
    window.setCatalog(std::move(catalog).value());
    window.show();
    return QApplication::exec();
}
