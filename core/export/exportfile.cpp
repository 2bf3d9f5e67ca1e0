#include "exportfile.h"

#include <QDir>
#include <QFileInfo>

namespace core {
namespace {

// QSaveFile reports a missing or unusable folder through its temporary file, often with a
// generic message: say what is wrong with the folder when that is the cause.
QString folderProblem(const QString &path)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    QFileInfo ancestor = folder;
    while (!ancestor.exists() && !ancestor.isRoot()
           && ancestor.absolutePath() != ancestor.absoluteFilePath())
        ancestor = QFileInfo(ancestor.absolutePath());
    if (ancestor.exists() && !ancestor.isDir())
        return ExportFile::tr("%1 is a file, not a folder")
            .arg(QDir::toNativeSeparators(ancestor.absoluteFilePath()));
    if (!folder.exists())
        return ExportFile::tr("the folder %1 does not exist")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isWritable())
        return ExportFile::tr("the folder %1 is not writable")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    return {};
}

} // namespace

QString ExportFile::cannotWrite(const QString &path, const QString &reason)
{
    return tr("Cannot write \"%1\": %2.").arg(QDir::toNativeSeparators(path), reason);
}

Expected<std::unique_ptr<QSaveFile>> ExportFile::open(const QString &path)
{
    if (path.isEmpty())
        return Error{tr("No file name was given for the export.")};
    if (QFileInfo(path).isDir())
        return Error{cannotWrite(path, tr("it is a folder"))};
    auto file = std::make_unique<QSaveFile>(path);
    if (!file->open(QIODevice::WriteOnly)) {
        const QString problem = folderProblem(path);
        return Error{cannotWrite(path, problem.isEmpty() ? file->errorString() : problem)};
    }
    return file;
}

Status ExportFile::commit(QSaveFile &file)
{
    if (file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return Error{cannotWrite(file.fileName(), reason)};
    }
    if (!file.commit())
        return Error{cannotWrite(file.fileName(), file.errorString())};
    return {};
}

Status ExportFile::write(const QString &path, const QByteArray &data)
{
    Expected<std::unique_ptr<QSaveFile>> file = open(path);
    if (!file)
        return Error{file.error()};
    QSaveFile &out = *file.value();
    if (out.write(data) != data.size()) {
        const QString reason = out.errorString();
        out.cancelWriting();
        return Error{cannotWrite(path, reason)};
    }
    return commit(out);
}

} // namespace core
