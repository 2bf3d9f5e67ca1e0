#include "exportactions.h"

#include "ui/offers/offercolumns.h"
#include "ui/offers/offersmodel.h"
#include "ui/offers/offersproxymodel.h"
#include "ui/offers/offersview.h"
#include "ui/settings/settings.h"

#include <core/export/csvexport.h>
#include <core/export/pdfreport.h>
#include <core/export/reporttable.h>
#include <core/session/session.h>

#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QMessageBox>

namespace ui {
ExportActions::ExportActions(core::Session &session, Settings &settings, OffersProxyModel &proxy,
                             OffersView &view, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_settings(settings)
    , m_proxy(proxy)
    , m_view(view)
    , m_window(window)
{
}

QString ExportActions::chooseFile(const QString &title, const QString &suggestedName,
                                  const QString &filter)
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, title, QDir(m_settings.lastExportFolder()).filePath(suggestedName), filter);
    if (!path.isEmpty())
        m_settings.setLastExportFolder(QFileInfo(path).absolutePath());
    return path;
}

void ExportActions::exportViewCsv(bool localeNumbers)
{
    const QString path = chooseFile(
        tr("Export view as CSV"),
        tr("gpuscout-offers-%1.csv").arg(QDate::currentDate().toString(Qt::ISODate)),
        tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (core::Status status = writeViewCsv(path, localeNumbers); !status.ok())
        QMessageBox::warning(m_window, tr("Export view as CSV"), status.error());
}

core::Status ExportActions::writeViewCsv(const QString &path, bool localeNumbers) const
{
    // The registry's keys and values, as `gpuscout-cli recommend --format csv` writes them;
    // money stays in US dollars, as its keys say.
    QStringList keys;
    for (int logical : m_view.visibleColumns()) {
        for (const QString &key : columnExportKeys(OfferColumn(logical))) {
            if (!keys.contains(key)) // the GPU's count comes with its name and has a column too
                keys.append(key);
        }
    }
    QList<int> rows;
    rows.reserve(m_proxy.rowCount());
    for (int proxyRow = 0; proxyRow < m_proxy.rowCount(); ++proxyRow)
        rows.append(m_proxy.mapToSource(m_proxy.index(proxyRow, 0)).row());
    const std::shared_ptr<const core::Snapshot> snapshot = m_proxy.offersModel()->snapshot();
    const core::Table table = core::reportTable(snapshot->evaluation, rows, keys, snapshot->today);
    core::CsvOptions options;
    options.localeNumbers = localeNumbers;
    options.locale = QLocale();
    options.replaceOtherFile = true; // the file dialog asked before replacing a file
    // Excel reads a CSV without a byte order mark in the system's code page: Urdu and Bengali
    // names would come out garbled.
    options.byteOrderMark = true;
    options.comment = core::workloadComment(snapshot->evaluation.workload);
    return core::CsvExport::write(table, path, options);
}

void ExportActions::exportShortlistPdf()
{
    const std::shared_ptr<const core::Snapshot> snapshot = m_session.snapshot();
    if (m_session.shortlist().isEmpty()) {
        QMessageBox::information(m_window, tr("Export shortlist as PDF"),
                                 tr("Your shortlist is empty. Star offers in the table first."));
        return;
    }
    const QString path = chooseFile(
        tr("Export shortlist as PDF"),
        tr("gpuscout-shortlist-%1.pdf").arg(QDate::currentDate().toString(Qt::ISODate)),
        tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QHash<core::OfferKey, int> rows;
    for (int i = 0; i < snapshot->evaluation.rows.size(); ++i)
        rows.insert(snapshot->evaluation.rows.at(i).offer.offer->key, i);
    QList<int> reported;
    QList<core::OfferKey> unavailable;
    for (const core::ShortlistItem &item : m_session.shortlist()) {
        const auto it = rows.constFind(item.key);
        if (it == rows.constEnd())
            unavailable.append(item.key);
        else
            reported.append(*it);
    }
    // Best-ranked first, unranked after, as the report's table reads.
    std::stable_sort(reported.begin(), reported.end(), [&](int a, int b) {
        const int ra = snapshot->evaluation.rows.at(a).rank;
        const int rb = snapshot->evaluation.rows.at(b).rank;
        return (ra > 0) != (rb > 0) ? ra > 0 : ra < rb;
    });
    core::PdfReport report(*snapshot->catalog, snapshot->evaluation,
                           snapshot->evaluation.assumptions);
    report.setRows(reported);
    report.setUnavailable(unavailable);
    report.setLocale(QLocale());
    if (const core::Expected<int> pages = report.write(path, true); !pages)
        QMessageBox::warning(m_window, tr("Export shortlist as PDF"), pages.error());
}

} // namespace ui
