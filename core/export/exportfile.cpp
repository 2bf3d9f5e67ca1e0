#include "exportfile.h"

#include "reporttable.h"

#include <core/common/localfile.h>
#include <core/figures/columns.h>
#include <core/plan/plantable.h>
#include <core/store/database.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>
#include <QStorageInfo>

#include <algorithm>

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
// `needed` is what was to be written, 0 when unknown (a PDF writer streams its pages).
QString writeProblem(const QString &path, const QString &reason, qint64 needed)
{
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    if (!storage.isValid() || storage.bytesAvailable() >= needed + 64 * 1024) {
        // QIODevice's default text, when the system said nothing more precise.
        if (reason.isEmpty() || reason == QFile().errorString())
            return ExportFile::tr("not everything could be written (the disk is full, or a "
                                  "limit on file sizes was reached); the file was left as it "
                                  "was");
        return reason;
    }
    const QString free = QLocale().formattedDataSize(storage.bytesAvailable());
    if (needed <= 0)
        return ExportFile::tr("the disk is full (%1 free)").arg(free);
    return ExportFile::tr("the disk is full (%1 free, the export needs %2)")
        .arg(free, QLocale().formattedDataSize(needed));
}

// The names a CSV export of GPU Scout writes in its header row: the column registry, the
// export's own columns and the plan's.
const QSet<QString> &csvColumnNames()
{
    static const QSet<QString> names = [] {
        QSet<QString> all;
        for (const ColumnSpec &spec : Columns::all())
            all.insert(QString::fromLatin1(spec.key));
        for (const QString &name : exportColumns())
            all.insert(name);
        for (const QString &name : planTable(PlanResult{}, std::nullopt).columns)
            all.insert(name);
        return all;
    }();
    return names;
}

bool isCsvExport(const QByteArray &head)
{
    const qsizetype end = head.indexOf('\n');
    if (end < 0)
        return false; // a header row longer than markBytes is not GPU Scout's
    QByteArray line = head.left(end);
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    // The workload the rows are of (core::workloadComment) comes before the header.
    if (line.startsWith("# workload: gpuscout:")) {
        const qsizetype next = head.indexOf('\n', end + 1);
        if (next < 0)
            return false;
        line = head.mid(end + 1, next - end - 1);
    }
    if (line.endsWith('\r'))
        line.chop(1);
    const QList<QByteArray> names = line.split(',');
    // One word alone ("keep", "id") is anybody's file; GPU Scout's exports have many columns.
    if (names.size() < 3)
        return false;
    const QSet<QString> &known = csvColumnNames();
    return std::all_of(names.cbegin(), names.cend(), [&known](const QByteArray &name) {
        return known.contains(QString::fromLatin1(name));
    });
}

// QPdfWriter writes the creator into the document information as UTF-16 with a byte-order mark.
bool isPdfReport(const QByteArray &head, const QByteArray &tail)
{
    if (!head.startsWith("%PDF-"))
        return false;
    QByteArray creator("/Creator (\xFE\xFF");
    for (const char c : QByteArrayView("GPU Scout")) {
        creator.append('\0');
        creator.append(c);
    }
    return head.contains(creator) || tail.contains(creator);
}

// CatalogWriter's layout: QJsonDocument's object with its keys in order, from "benchmarks" to
// "schema_version", indented (the default) or compact (generate-catalog's).
bool isCatalogDocument(const QByteArray &head, const QByteArray &tail)
{
    static const QRegularExpression indentedEnd(
        QStringLiteral("\\n    \"schema_version\": \\d+\\n}\\n?$"));
    static const QRegularExpression compactEnd(QStringLiteral(",\"schema_version\":\\d+}$"));
    const QString end = QString::fromLatin1(tail.right(64));
    return (head.startsWith("{\n    \"benchmarks\": [") && indentedEnd.match(end).hasMatch())
        || (head.startsWith("{\"benchmarks\":[") && compactEnd.match(end).hasMatch());
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
    case ExportKind::Catalog:
        return ExportFile::tr("a catalog written by GPU Scout");
    }
    return {};
}

QMutex &protectedMutex()
{
    static QMutex mutex;
    return mutex;
}

QStringList &settingsFiles()
{
    static QStringList files;
    return files;
}

bool isSettingsFile(const QString &canonicalPath)
{
    const QMutexLocker locker(&protectedMutex());
    const QStringList &files = settingsFiles();
    return std::any_of(files.cbegin(), files.cend(), [&canonicalPath](const QString &file) {
        return QFileInfo(file).canonicalFilePath() == canonicalPath;
    });
}

} // namespace

QString ExportFile::cannotWrite(const QString &path, const QString &reason)
{
    return tr("Cannot write \"%1\": %2.").arg(QDir::toNativeSeparators(path), reason);
}

bool ExportFile::isEarlierExport(const QByteArray &head, const QByteArray &tail, ExportKind kind)
{
    switch (kind) {
    case ExportKind::Csv:
        return isCsvExport(head);
    case ExportKind::Pdf:
        return isPdfReport(head, tail);
    case ExportKind::Catalog:
        return isCatalogDocument(head, tail);
    case ExportKind::Png:
    case ExportKind::Svg:
        return false;
    }
    return false;
}

void ExportFile::protectSettingsFile(const QString &path)
{
    const QMutexLocker locker(&protectedMutex());
    if (!path.isEmpty() && !settingsFiles().contains(path))
        settingsFiles().append(QFileInfo(path).absoluteFilePath());
}

Status ExportFile::checkTarget(const QString &path, ExportKind kind, bool replaceOtherFile)
{
    if (path.isEmpty())
        return Error{tr("No file name was given for the export.")};
    const QFileInfo info(path);
    if (!info.exists()) {
        if (!info.isSymLink())
            return {};
        if (const std::optional<QString> loop = LocalFile::linkLoop(path))
            return Error{cannotWrite(path, *loop)};
        // A dangling link: writing would create its target somewhere else.
        return Error{cannotWrite(
            path, tr("it is a link to %1, which does not exist").arg(info.symLinkTarget()))};
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
    if (isSettingsFile(target))
        return Error{cannotWrite(path,
                                 tr("it is GPU Scout's settings file; an export never "
                                    "replaces it"))};
    QFile file(target);
    QByteArray head;
    QByteArray tail;
    if (file.open(QIODevice::ReadOnly)) {
        head = file.read(markBytes);
        if (file.size() > markBytes && file.seek(std::max(markBytes, file.size() - markBytes)))
            tail = file.read(markBytes);
        else
            tail = head;
    }
    if (head.startsWith(QByteArrayLiteral("SQLite format 3")))
        return Error{cannotWrite(path,
                                 tr("it is an SQLite database; an export never replaces "
                                    "a database"))};
    if (!replaceOtherFile && !head.isEmpty() && !isEarlierExport(head, tail, kind))
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
    // What was to be written: after a failed write the file holds less than that.
    const qint64 size = std::max(file.pos(), file.size());
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
    // Written in pieces, each checked: a disk that fills up half way fails the export, and
    // the earlier file stays as it was.
    constexpr qsizetype piece = 1024 * 1024;
    for (qsizetype at = 0; at < data.size(); at += piece) {
        const qsizetype length = std::min(piece, data.size() - at);
        if (out.write(data.constData() + at, length) != length
            || out.error() != QFileDevice::NoError) {
            const QString reason = writeProblem(path, out.errorString(), data.size());
            out.cancelWriting();
            return Error{cannotWrite(path, reason)};
        }
    }
    if (!out.flush()) {
        const QString reason = writeProblem(path, out.errorString(), data.size());
        out.cancelWriting();
        return Error{cannotWrite(path, reason)};
    }
    return commit(out);
}

} // namespace core
