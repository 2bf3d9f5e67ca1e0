#include "exportfile.h"

#include <core/store/database.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStorageInfo>

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

// A write that failed for want of space often comes back as "Unknown error": say so plainly.
QString writeProblem(const QString &path, const QString &reason, qint64 needed)
{
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    if (storage.isValid() && storage.bytesAvailable() < needed + 4096)
        return ExportFile::tr("the disk is full (%1 free, the export needs %2)")
            .arg(QLocale().formattedDataSize(storage.bytesAvailable()),
                 QLocale().formattedDataSize(needed));
    return reason;
}

bool isEarlierExport(const QByteArray &head, ExportKind kind)
{
    switch (kind) {
    case ExportKind::Pdf:
        return head.startsWith("%PDF-");
    case ExportKind::Png:
        return head.startsWith("\x89PNG\r\n\x1a\n");
    case ExportKind::Svg:
        return head.startsWith("<?xml") || head.startsWith("<svg");
    case ExportKind::Csv: {
        // GPU Scout's CSV starts with a header row of snake_case column names.
        QByteArray line = head.left(head.indexOf('\n') < 0 ? head.size() : head.indexOf('\n'));
        if (line.startsWith("\xEF\xBB\xBF"))
            line.remove(0, 3);
        static const QRegularExpression header(
            QStringLiteral("^[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*)*\\r?$"));
        return header.match(QString::fromLatin1(line)).hasMatch();
    }
    }
    return false;
}

QString kindName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Csv:
        return ExportFile::tr("a CSV export");
    case ExportKind::Pdf:
        return ExportFile::tr("a PDF report");
    case ExportKind::Png:
        return ExportFile::tr("a PNG image");
    case ExportKind::Svg:
        return ExportFile::tr("an SVG image");
    }
    return {};
}

} // namespace

QString ExportFile::cannotWrite(const QString &path, const QString &reason)
{
    return tr("Cannot write \"%1\": %2.").arg(QDir::toNativeSeparators(path), reason);
}

Status ExportFile::checkTarget(const QString &path, ExportKind kind, bool replaceOtherFile)
{
    if (path.isEmpty())
        return Error{tr("No file name was given for the export.")};
    const QFileInfo info(path);
    if (!info.exists()) {
        if (info.isSymLink()) // a dangling link: writing would create its target somewhere else
            return Error{cannotWrite(
                path, tr("it is a link to %1, which does not exist").arg(info.symLinkTarget()))};
        return {};
    }
    const QString target = info.canonicalFilePath();
    if (info.isDir())
        return Error{cannotWrite(path, tr("it is a folder"))};
    if (!info.isFile())
        return Error{cannotWrite(path,
                                 tr("it is not a regular file (a device, a pipe or a "
                                    "socket); exports write regular files only"))};
    if (Database::isOpen(target))
        return Error{cannotWrite(path,
                                 tr("it is the database GPU Scout has open; an export "
                                    "would destroy the catalog and your shortlists"))};
    QFile file(target);
    QByteArray head;
    if (file.open(QIODevice::ReadOnly))
        head = file.read(512);
    if (head.startsWith(QByteArrayLiteral("SQLite format 3")))
        return Error{cannotWrite(path,
                                 tr("it is an SQLite database; an export never replaces "
                                    "a database"))};
    if (!replaceOtherFile && !head.isEmpty() && !isEarlierExport(head, kind))
        return Error{cannotWrite(path,
                                 tr("the file exists and is not %1; choose another name, "
                                    "or replace it with --force")
                                     .arg(kindName(kind)))};
    return {};
}

Expected<std::unique_ptr<QSaveFile>> ExportFile::open(const QString &path, ExportKind kind,
                                                      bool replaceOtherFile)
{
    if (Status status = checkTarget(path, kind, replaceOtherFile); !status.ok())
        return Error{status.error()};
    // Through a link to an earlier export, replace the file the link points to, not the link.
    const QFileInfo info(path);
    const QString target = info.isSymLink() ? info.canonicalFilePath() : path;
    auto file = std::make_unique<QSaveFile>(target);
    if (!file->open(QIODevice::WriteOnly)) {
        const QString problem = folderProblem(target);
        return Error{cannotWrite(path, problem.isEmpty() ? file->errorString() : problem)};
    }
    return file;
}

Status ExportFile::commit(QSaveFile &file)
{
    const qint64 size = file.size();
    if (file.error() != QFileDevice::NoError) {
        const QString reason = writeProblem(file.fileName(), file.errorString(), size);
        file.cancelWriting();
        return Error{cannotWrite(file.fileName(), reason)};
    }
    if (!file.commit())
        return Error{
            cannotWrite(file.fileName(), writeProblem(file.fileName(), file.errorString(), size))};
    return {};
}

Status ExportFile::write(const QString &path, const QByteArray &data, ExportKind kind,
                         bool replaceOtherFile)
{
    Expected<std::unique_ptr<QSaveFile>> file = open(path, kind, replaceOtherFile);
    if (!file)
        return Error{file.error()};
    QSaveFile &out = *file.value();
    if (out.write(data) != data.size()) {
        const QString reason = writeProblem(path, out.errorString(), data.size());
        out.cancelWriting();
        return Error{cannotWrite(path, reason)};
    }
    return commit(out);
}

} // namespace core
