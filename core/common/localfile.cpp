#include "localfile.h"

#include <QDir>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <sys/stat.h>
#endif

namespace core {

std::optional<QString> LocalFile::linkLoop(const QString &path)
{
    if (!QFileInfo(path).isSymLink())
        return std::nullopt;
#ifdef Q_OS_UNIX
    struct stat status;
    if (::stat(QFile::encodeName(path).constData(), &status) == 0 || errno != ELOOP)
        return std::nullopt;
#else
    QString at = path;
    for (int step = 0; step < 40; ++step) {
        const QFileInfo link(at);
        if (!link.isSymLink())
            return std::nullopt;
        at = link.symLinkTarget();
    }
#endif
    return tr("it is a link that leads round a loop of links and never to a file");
}

QString LocalFile::notRegular()
{
    return tr("it is not a regular file (a device, a pipe or a socket); GPU Scout reads "
              "regular files only");
}

std::optional<QString> LocalFile::readProblem(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        if (const std::optional<QString> loop = linkLoop(path))
            return loop;
        if (info.isSymLink())
            return tr("it is a link to %1, which does not exist")
                .arg(QDir::toNativeSeparators(info.symLinkTarget()));
        return tr("it does not exist");
    }
    if (info.isDir())
        return tr("it is a folder");
    if (!info.isFile())
        return notRegular();
    if (!info.isReadable())
        return tr("you may not read it");
    return std::nullopt;
}

} // namespace core
