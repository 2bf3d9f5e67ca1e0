#pragma once

#include <core/common/expected.h>

#include <QCoreApplication>
#include <QSaveFile>

#include <memory>

namespace core {

// Where every export writes: a QSaveFile, so that an export either completes or leaves the
// file that was there untouched, with errors that name the path and the reason.
class ExportFile final
{
    Q_DECLARE_TR_FUNCTIONS(core::ExportFile)

public:
    static Expected<std::unique_ptr<QSaveFile>> open(const QString &path);
    // Replaces the target with what was written; on failure the target stays as it was.
    static Status commit(QSaveFile &file);
    static Status write(const QString &path, const QByteArray &data);

    static QString cannotWrite(const QString &path, const QString &reason);
};

} // namespace core
