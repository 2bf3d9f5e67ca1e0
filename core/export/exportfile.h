#pragma once

#include <core/common/expected.h>

#include <QCoreApplication>
#include <QSaveFile>

#include <memory>

namespace core {

// What an export writes: an existing file of the same kind that GPU Scout wrote (an earlier
// export, recognised by what the app writes into it) is replaced without asking; any other
// existing file only when the user said so. Catalog: a catalog document (publish-catalog,
// generate-catalog).
enum class ExportKind { Csv, Pdf, Png, Svg, Catalog };

// Where every export writes: a QSaveFile, so that an export either completes or leaves the
// file that was there untouched, with errors that name the path and the reason.
//
// Before writing, the target is checked: an export never replaces an SQLite database (the
// open one, through any link, or another program's), a folder, a device, a pipe or anything
// else that is not a regular file. An existing regular file that is not an earlier export of
// the same kind is replaced only with `replaceOtherFile` (the CLI's --force, or a file dialog
// that asked the user already). An earlier export is known by GPU Scout's own mark in it: the
// PDF's creator, a CSV header made only of GPU Scout's column names, a catalog document as
// CatalogWriter lays it out. PNG and SVG files carry no mark: only a dialog replaces them.
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
    // Whether `head` and `tail` (the first and last bytes of a file, up to markBytes each) are
    // those of an earlier export of `kind`.
    static bool isEarlierExport(const QByteArray &head, const QByteArray &tail, ExportKind kind);
    static constexpr qint64 markBytes = 64 * 1024;

    // The settings file (QSettings::fileName()): no export replaces it, even when forced. It
    // need not exist yet.
    static void protectSettingsFile(const QString &path);

    static QString cannotWrite(const QString &path, const QString &reason);
};

} // namespace core
