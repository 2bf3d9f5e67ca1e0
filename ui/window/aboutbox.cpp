#include "aboutbox.h"

#include <core/catalog/catalog.h>

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QUrl>

namespace ui {

QString AboutBox::licenceFolder()
{
    // Where packaging/CMakeLists.txt installs them, relative to the executable.
#if defined(Q_OS_MACOS)
    const QString relative = QStringLiteral("../Resources/licenses");
#elif defined(Q_OS_WIN)
    const QString relative = QStringLiteral("../licenses");
#else
    const QString relative = QStringLiteral("../share/doc/gpuscout");
#endif
    const QDir folder(QApplication::applicationDirPath() + u'/' + relative);
    return folder.exists() ? folder.canonicalPath() : QString();
}

QString AboutBox::text(const core::CatalogInfo &catalog)
{
    QString html
        = QApplication::translate(
              "ui::MainWindow",
              "<h3>GPU Scout %1</h3><p>Compare rented cloud GPUs for diffusion image generation: "
              "what each offer costs and how fast it is for your workload.</p>"
              "<p>Catalog %2 (%3), published by %4.</p>")
              .arg(QApplication::applicationVersion(), catalog.catalogVersion.toHtmlEscaped(),
                   catalog.generatedAt.text(), catalog.publisher.toHtmlEscaped());
    html += QApplication::translate(
                "ui::AboutBox",
                "<p>GPU Scout is free software under the MIT licence.</p>"
                "<p>It is built on <a href=\"https://www.qt.io\">Qt</a> %1 (GNU LGPL 3.0) and "
                "reads zipped price lists with <a href=\"https://github.com/stachenov/quazip\">"
                "QuaZip</a> (GNU LGPL 2.1 with a static-linking exception) and zlib (zlib "
                "licence); the Windows and macOS packages carry them, Linux distributions "
                "provide them. The PDF report embeds the Noto Nastaliq Urdu and Noto Sans "
                "Bengali fonts (SIL Open Font License 1.1).</p>")
                .arg(QString::fromLatin1(qVersion()));
    if (const QString folder = licenceFolder(); !folder.isEmpty()) {
        html += QApplication::translate("ui::AboutBox",
                                        "<p>The licence texts: <a href=\"%1\">%2</a>.</p>")
                    .arg(QUrl::fromLocalFile(folder).toString(QUrl::FullyEncoded),
                         QDir::toNativeSeparators(folder).toHtmlEscaped());
    }
    return html;
}

void AboutBox::show(QWidget *parent, const core::CatalogInfo &catalog)
{
    QMessageBox::about(parent, QApplication::translate("ui::MainWindow", "About GPU Scout"),
                       text(catalog));
}

} // namespace ui
