#include "cli.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GPUScout"));
    QCoreApplication::setApplicationName(QStringLiteral("GPUScout"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUSCOUT_VERSION));
    return cli::run(QCoreApplication::arguments());
}
