// MainWindow's shortlist commands: star or unstar the selection, compare offers, go to one.
#include "mainwindow.h"
#include "ui/compare/comparedialog.h"
#include "ui/offers/offersmodel.h"
#include "ui/offers/offersproxymodel.h"
#include "ui/offers/offersview.h"

#include <core/session/session.h>

#include <QItemSelectionModel>
#include <QMessageBox>

namespace ui {

void MainWindow::toggleShortlist()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        const QModelIndex source = m_proxy->mapToSource(index);
        const core::OfferKey key = m_model->row(source.row()).offer.offer->key;
        if (core::Status status = m_session.setShortlisted(key, !m_session.isShortlisted(key));
            !status.ok()) {
            showError(tr("Shortlist"), status.error());
            return;
        }
    }
}

void MainWindow::compareSelection()
{
    QList<core::OfferKey> keys;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        keys.append(m_model->row(m_proxy->mapToSource(index).row()).offer.offer->key);
    compareOffers(keys);
}

void MainWindow::compareOffers(const QList<core::OfferKey> &keys)
{
    if (keys.size() < 2) {
        showError(tr("Compare offers"),
                  tr("Select at least 2 offers to compare (you selected %n).", nullptr,
                     int(keys.size())));
        return;
    }
    QList<int> rows;
    for (const core::OfferKey &key : keys) {
        const int row = m_model->rowOf(key);
        if (row >= 0)
            rows.append(row);
    }
    auto *dialog = new CompareDialog(m_session.snapshot(), rows, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::selectOffer(const core::OfferKey &key)
{
    const int row = m_model->rowOf(key);
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) {
        // Hidden by the filter: the details show it all the same (until the table's row moves).
        if (row >= 0)
            showDetails(row);
        return;
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

} // namespace ui
