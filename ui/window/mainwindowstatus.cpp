// MainWindow's view of the current state: the status bar, the empty table's explanation and
// the details of the current offer.
#include "mainwindow.h"
#include "ui/common/format.h"
#include "ui/details/detailpane.h"
#include "ui/filters/filterchips.h"
#include "ui/offers/offersmodel.h"
#include "ui/offers/offersproxymodel.h"
#include "ui/offers/offersview.h"
#include "ui/window/loadingpage.h"
#include "ui/window/networkactions.h"
#include "ui/window/stalepricesbar.h"
#include "ui/workload/workloadbar.h"

#include <core/common/localtext.h>
#include <core/session/session.h>

#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QToolButton>

namespace ui {

void MainWindow::updateStatus()
{
    if (m_session.isLoading()) {
        m_catalogStatus->setText(m_loadingPage->text());
        m_catalogStatus->setToolTip(QString());
        m_countStatus->clear();
        m_stack->setCurrentWidget(m_loadingPage);
        return;
    }
    const std::shared_ptr<const core::Snapshot> snapshot = m_session.snapshot();
    const core::CatalogInfo &info = snapshot->catalog->info;
    // A catalog that failed to load has no version or date to show, and no prices to date.
    const QString summary = WorkloadBar::summary(m_session.workload(), *snapshot->catalog);
    QString catalogText = info.catalogVersion.isEmpty()
        ? summary
        : tr("Catalog %1, generated %2 · %3")
              .arg(isolated(core::localDigits(info.catalogVersion, QLocale())),
                   core::localDate(info.generatedAt, QLocale()), summary);
    if (const QString freshness = NetworkActions::freshnessText(
            core::priceFreshness(m_model->ageDays(), m_proxy->sourceRows()));
        !freshness.isEmpty())
        catalogText += QStringLiteral(" · ") + freshness;
    m_catalogStatus->setText(m_session.isReadOnly() ? tr("Read-only database · %1").arg(catalogText)
                                                    : catalogText);
    m_catalogStatus->setToolTip(m_session.isReadOnly() ? m_session.readOnlyReason()
                                                       : m_catalogStatus->text());
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    m_countStatus->setText(
        tr("%1 of %n offer(s) shown", nullptr, total).arg(QLocale().toString(shown)));

    m_activeFilters->setFilter(m_proxy->filter(), m_session.workload().task);
    m_clearFilters->setVisible(!m_proxy->filter().isEmpty());

    if (shown > 0) {
        m_stack->setCurrentWidget(m_view);
        m_emptyState->clear(); // the stack measures hidden pages too: no stale text to lay out
        return;
    }
    if (total == 0) {
        m_emptyState->setText(
            tr("The catalog holds no offers. Import a catalog with File → Import catalog…"));
    } else if (m_proxy->filter().fitsOnly) {
        m_emptyState->setText(
            tr("No offer fits this workload. Try a smaller batch or resolution, FP8 "
               "precision, gradient checkpointing or an 8-bit optimizer — or clear "
               "“Fits the workload” to see every offer."));
    } else {
        m_emptyState->setText(
            tr("No offer matches the search and filters. Clear them to see all %n offer(s).",
               nullptr, total));
    }
    m_stack->setCurrentWidget(m_emptyState);
}

void MainWindow::updateStalePrices()
{
    m_stalePrices->setFreshness(m_session.snapshot()->workspace.priceFreshness(),
                                m_session.isReadOnly());
}

void MainWindow::updateDetails()
{
    showDetails(m_proxy->mapToSource(m_view->currentIndex()).row());
}

void MainWindow::showDetails(int row)
{
    m_detailPane->setOffer(m_session.snapshot(), row);
    if (row < 0)
        return;
    const core::Expected<QList<core::PriceObservation>> history = m_session.priceHistory(
        m_model->row(row).offer.offer->key);
    m_detailPane->setPriceHistory(history ? *history : QList<core::PriceObservation>());
}

} // namespace ui
