#pragma once

#include <core/common/expected.h>

#include <QCoreApplication>
#include <QSaveFile>

#include <memory>

namespace core {

// What an export writes: an existing file of the same kind (an earlier export) is replaced
// without asking; any other existing file only when the user said so.
enum class ExportKind { Csv, Pdf, Png, Svg };

// Where every export writes: a QSaveFile, so that an export either completes or leaves the
// file that was there untouched, with errors that name the path and the reason.
//
// Before writing, the target is checked: an export never replaces an SQLite database (the
// open one, through any link, or another program's), a folder, a device, a pipe or anything
// else that is not a regular file. An existing regular file that is not an earlier export of
// the same kind is replaced only with `replaceOtherFile` (the CLI's --force, or a file dialog
// that asked the user already).
class ExportFile final
{
    Q_DECLARE_TR_FUNCTIONS(core::ExportFile)

public:
    static Status checkTarget(const QString &path, ExportKind kind, bool replaceOtherFile);
    static Expected<std::unique_ptr<QSaveFile>> open(const QString &path, ExportKind kind,
                                                     bool replaceOtherFile = false);
    // Replaces the target with what was written; on failure the target stays as it was.
    static Status commit(QSaveFile &file);
    static Status write(const QString &path, const QByteArray &data, ExportKind kind,
                        bool replaceOtherFile = false);

    static QString cannotWrite(const QString &path, const QString &reason);
};

} // namespace core
