#include "mainwindow.h"

#include "ui/charts/chartspanel.h"
#include "ui/common/elidinglabel.h"
#include "ui/common/format.h"
#include "ui/details/detailpane.h"
#include "ui/filters/filterchips.h"
#include "ui/filters/filterpanel.h"
#include "ui/filters/filtertext.h"
#include "ui/i18n/languagemanager.h"
#include "ui/i18n/languagemenu.h"
#include "ui/offers/offersmodel.h"
#include "ui/offers/offersproxymodel.h"
#include "ui/offers/offersview.h"
#include "ui/plan/planactions.h"
#include "ui/settings/settings.h"
#include "ui/shortlist/shortlistpanel.h"
#include "ui/window/aboutbox.h"
#include "ui/window/catalogimport.h"
#include "ui/window/currencymenu.h"
#include "ui/window/exportactions.h"
#include "ui/window/linkactions.h"
#include "ui/window/loadingpage.h"
#include "ui/window/networkactions.h"
#include "ui/window/stalepricesbar.h"
#include "ui/window/taborder.h"
#include "ui/workload/savedworkloadsmenu.h"
#include "ui/workload/workloadbar.h"
#include "ui/workload/workloadwizard.h"

#include <core/network/sources/sourceregistry.h>
#include <core/session/session.h>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace ui {

struct MainWindow::Actions
{
    QMenu *file = nullptr;
    QMenu *view = nullptr;
    QMenu *workload = nullptr;
    QMenu *shortlist = nullptr;
    QMenu *language = nullptr;
    QMenu *help = nullptr;
    QAction *import = nullptr;
    QAction *exportCsv = nullptr;
    QAction *exportCsvLocale = nullptr;
    QAction *exportPdf = nullptr;
    QAction *updatePrices = nullptr;
    QAction *updateRates = nullptr;
    QMenu *livePrices = nullptr;
    QAction *quit = nullptr;
    QAction *search = nullptr;
    QAction *resetColumns = nullptr;
    QAction *wizard = nullptr;
    QAction *saveWorkload = nullptr;
    QAction *toggleShortlist = nullptr;
    QAction *compare = nullptr;
    QAction *about = nullptr;
    QAction *aboutQt = nullptr;
};

struct MainWindow::Docks
{
    QDockWidget *filters = nullptr;
    QDockWidget *details = nullptr;
    QDockWidget *shortlist = nullptr;
    QDockWidget *charts = nullptr;
};

MainWindow::MainWindow(core::Session &session, Settings &settings, LanguageManager &languages,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_settings(settings)
    , m_languages(languages)
    , m_model(new OffersModel(this))
    , m_proxy(new OffersProxyModel(this))
    , m_view(new OffersView(this))
    , m_workloadBar(new WorkloadBar(this))
    , m_filterPanel(new FilterPanel(this))
    , m_detailPane(new DetailPane(this))
    , m_shortlistPanel(new ShortlistPanel(this))
    , m_search(new QLineEdit(this))
    , m_activeFilters(new FilterChips(this))
    , m_clearFilters(new QToolButton(this))
    , m_stack(new QStackedWidget(this))
    , m_emptyState(new QLabel(this))
    , m_loadingPage(new LoadingPage(this))
    , m_stalePrices(new StalePricesBar(this))
    , m_catalogStatus(new ElidingLabel(this))
    , m_countStatus(new QLabel(this))
    , m_actions(std::make_unique<Actions>())
    , m_docks(std::make_unique<Docks>())
{
    setObjectName(QStringLiteral("mainWindow"));
    m_proxy->setOffersModel(m_model);
    m_view->setModel(m_proxy);
    m_search->setObjectName(QStringLiteral("searchBox"));
    m_search->setClearButtonEnabled(true);
    m_activeFilters->setObjectName(QStringLiteral("activeFilters"));
    m_emptyState->setObjectName(QStringLiteral("emptyState"));
    m_emptyState->setAlignment(Qt::AlignCenter);
    m_emptyState->setWordWrap(true);
    m_emptyState->setMargin(24);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_emptyState);
    m_stack->addWidget(m_loadingPage);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_search, 2);
    filterRow->addWidget(m_activeFilters, 3);
    filterRow->addWidget(m_clearFilters);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stalePrices);
    layout->addWidget(m_workloadBar);
    layout->addLayout(filterRow);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);
    // The status line takes the room there is and no more: its text (the workload is at the top
    // of the window too) must not widen the window past a 1024 px screen; the tooltip has it all.
    m_catalogStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_catalogStatus, 1);
    m_currency = new CurrencyMenu(m_session, m_settings, this);
    statusBar()->addPermanentWidget(m_currency->statusLabel());
    statusBar()->addPermanentWidget(m_countStatus);
    m_exports = new ExportActions(m_session, m_settings, *m_proxy, *m_view, this);
    m_network = new NetworkActions(m_session, m_settings, this);
    m_links = new LinkActions(m_session, *m_view, *m_filterPanel, *m_search, this);

    createDocks();
    createActions();
    // Tab walks as a user reads the window: search, the filters, the table, the details.
    chainTabOrder({m_search, m_filterPanel, m_view, m_detailPane});
    m_activeFilters->setTabAnchor(m_search); // the chips between the search and the filters

    connect(&m_session, &core::Session::catalogChanged, this, [this] {
        m_workloadBar->setCatalog(m_session.catalog());
        m_filterPanel->setCatalog(m_session.catalog());
        updateStalePrices();
    });
    // One click updates the prices: the update dialog shows its progress, asks nothing first.
    connect(m_stalePrices, &StalePricesBar::updateRequested, this,
            [this] { m_actions->updatePrices->trigger(); });
    connect(&m_session, &core::Session::evaluationChanged, this, &MainWindow::onEvaluationChanged);
    // The evaluation on its worker reads the default locale, which a switch changes.
    connect(&m_languages, &LanguageManager::aboutToChangeLanguage, &m_session,
            &core::Session::waitForEvaluation);
    connect(&m_session, &core::Session::shortlistChanged, this, &MainWindow::onShortlistChanged);
    connect(&m_session, &core::Session::workloadChanged, this, [this] {
        m_showTopPending = true;
        m_workloadBar->setWorkload(m_session.workload());
        m_view->showTask(m_session.workload().task, m_settings);
        m_filterPanel->setTask(m_session.workload().task);
    });
    connect(m_workloadBar, &WorkloadBar::workloadEdited, &m_session, &core::Session::setWorkload);
    connect(m_workloadBar, &WorkloadBar::wizardRequested, this, &MainWindow::openWizard);
    connect(m_filterPanel, &FilterPanel::filterChanged, this, &MainWindow::applyFilter);
    connect(m_search, &QLineEdit::textChanged, this, &MainWindow::applyFilter);
    connect(m_activeFilters, &FilterChips::clearRequested, this, [this](const QString &key) {
        if (key == QLatin1String("search"))
            m_search->clear();
        else
            m_filterPanel->clearFilter(key);
    });
    connect(m_clearFilters, &QToolButton::clicked, this, [this] {
        m_search->clear();
        m_filterPanel->clear();
    });
    connect(m_model, &OffersModel::shortlistRequested, this,
            [this](const core::OfferKey &key, bool on) {
                if (core::Status status = m_session.setShortlisted(key, on); !status.ok())
                    showError(tr("Shortlist"), status.error());
            });
    // The status counts and dates the rows shown: a sort only reorders them.
    connect(m_proxy, &OffersProxyModel::filtered, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::updateDetails);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (!m_choosingOffer)
            m_detailsFollowTop = false; // the user chose an offer: it stays
    });
    connect(m_shortlistPanel, &ShortlistPanel::noteEdited, this,
            [this](const core::OfferKey &key, const QString &note) {
                if (core::Status status = m_session.setShortlistNote(key, note); !status.ok())
                    showError(tr("Shortlist"), status.error());
            });
    connect(m_shortlistPanel, &ShortlistPanel::removeRequested, this,
            [this](const core::OfferKey &key) {
                if (core::Status status = m_session.setShortlisted(key, false); !status.ok())
                    showError(tr("Shortlist"), status.error());
            });
    connect(m_shortlistPanel, &ShortlistPanel::offerActivated, this, &MainWindow::selectOffer);
    connect(m_shortlistPanel, &ShortlistPanel::currentOfferChanged, this, &MainWindow::selectOffer);
    m_shortlistPanel->setRenameHandler(
        [this](const QString &name) { return m_session.renameShortlist(name); });
    connect(m_shortlistPanel, &ShortlistPanel::compareRequested, this, &MainWindow::compareOffers);
    // A large catalog loads after the window appears: until it is there, what needs it waits.
    connect(&m_session, &core::Session::loadProgress, this, [this](qint64 read, qint64 total) {
        m_loadingPage->setProgress(read, total);
        m_catalogStatus->setText(m_loadingPage->text());
    });
    connect(&m_session, &core::Session::loadStarted, this, &MainWindow::updateLoading);
    connect(&m_session, &core::Session::loaded, this, &MainWindow::updateLoading);
    connect(&m_session, &core::Session::loadFailed, this, [this] {
        updateLoading();
        updateStatus(); // the empty catalog's explanation, in place of the progress
    });
    m_session.whenLoaded(m_network, [this] {
        QTimer::singleShot(0, m_network, &NetworkActions::refreshOnStartIfOld);
    });
    connect(m_network, &NetworkActions::ratesChanged, this,
            [this] { m_currency->apply(m_settings.currency()); });
    connect(m_currency, &CurrencyMenu::currencyChanged, this, [this] {
        m_model->retranslate(); // re-renders every money cell
        updateCharts();
        updateDetails();
    });

    m_workloadBar->setCatalog(m_session.catalog());
    m_filterPanel->setCatalog(m_session.catalog());
    m_filterPanel->setTask(m_session.workload().task);
    m_workloadBar->setWorkload(m_session.workload());
    updateStalePrices();
    retranslateUi();
    m_currency->apply(m_settings.currency());
    onEvaluationChanged();
    onShortlistChanged();
    restoreState();
    updateLoading();
}

MainWindow::~MainWindow() = default;

// While the session loads its catalog, nothing that reads it can be used: the workload and its
// wizard, the filters and search, exports, imports and updates, the shortlist, links, the
// language (its switch waits for the evaluation). Quit and the window itself stay.
void MainWindow::updateLoading()
{
    const bool loading = m_session.isLoading();
    const Actions &a = *m_actions;
    for (QAction *action :
         {a.import, a.updatePrices, a.livePrices->menuAction(), a.updateRates, a.exportCsv,
          a.exportCsvLocale, a.exportPdf, a.search, m_links->copyAction(), a.resetColumns,
          a.workload->menuAction(), a.shortlist->menuAction(), a.language->menuAction(), a.about})
        action->setEnabled(!loading);
    for (QWidget *widget : std::initializer_list<QWidget *>{
             m_workloadBar, m_filterPanel, m_search, m_activeFilters, m_clearFilters, m_detailPane,
             m_shortlistPanel, m_stalePrices})
        widget->setEnabled(!loading);
    disableEditsIfReadOnly();
    if (loading) {
        m_loadingPage->setProgress(0, -1); // nothing read yet
        updateStatus(); // the progress in place of the table
    }
    // As a window that opens on its rows does (showEvent): the top offer's details.
    if (!loading && !m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
        showTopOffer();
}

void MainWindow::createDocks()
{
    const auto dock = [this](QWidget *widget, const char *name, Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(widget);
        addDockWidget(area, dock);
        return dock;
    };
    m_docks->filters = dock(m_filterPanel, "filtersDock", Qt::LeftDockWidgetArea);
    m_docks->details = dock(m_detailPane, "detailsDock", Qt::RightDockWidgetArea);
    m_docks->shortlist = dock(m_shortlistPanel, "shortlistDock", Qt::RightDockWidgetArea);
    // The charts are built the first time their dock is shown: most sessions never open them,
    // and four chart views are a good share of start-up.
    m_docks->charts = dock(new QWidget(this), "chartsDock", Qt::BottomDockWidgetArea);
    connect(m_docks->charts, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !m_chartsPanel) {
            QWidget *placeholder = m_docks->charts->widget();
            m_chartsPanel = new ChartsPanel(m_docks->charts);
            m_docks->charts->setWidget(m_chartsPanel);
            placeholder->deleteLater();
            connect(m_chartsPanel, &ChartsPanel::offerClicked, this, &MainWindow::selectOffer);
            // Opened the first time at a height its labels can be read at, not the dock's
            // minimum, while the table keeps three rows on a laptop's screen.
            const int rowsKept = m_view->horizontalHeader()->height()
                + 3 * m_view->verticalHeader()->defaultSectionSize();
            const int wanted = std::max(340, height() * 2 / 5);
            resizeDocks({m_docks->charts},
                        {std::max(260, std::min(wanted, m_view->height() - rowsKept))},
                        Qt::Vertical);
        }
        if (visible)
            updateCharts();
    });
    splitDockWidget(m_docks->details, m_docks->shortlist, Qt::Vertical);
    m_docks->charts->hide(); // View → Charts; the table keeps the room until asked
}

void MainWindow::createActions()
{
    Actions &a = *m_actions;
    a.file = menuBar()->addMenu(QString());
    a.import = a.file->addAction(QString(), this,
                                 [this] { importCatalogInteractively(m_session, this); });
    a.import->setShortcut(QKeySequence::Open);
    a.updatePrices = a.file->addAction(QString(), m_network, &NetworkActions::updateCatalog);
    a.updatePrices->setShortcut(QKeySequence::Refresh); // F5; Cmd+R on macOS
    a.livePrices = a.file->addMenu(QString());
    for (const core::SourceInfo &source : core::allSources()) {
        if (!source.live)
            continue;
        const QString provider = source.providers.value(0);
        const core::Provider *known = m_session.catalog().provider(provider);
        a.livePrices->addAction(known ? known->name : source.providerNames.value(0, source.name),
                                this, [this, id = source.id] { m_network->fetchLivePrices(id); });
    }
    a.updateRates = a.file->addAction(QString(), m_network, &NetworkActions::updateRates);
    a.file->addMenu(m_network->refreshOnStartMenu());
    a.file->addSeparator();
    a.exportCsv = a.file->addAction(QString(), this, [this] { m_exports->exportViewCsv(false); });
    a.exportCsv->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    a.exportCsvLocale = a.file->addAction(QString(), this,
                                          [this] { m_exports->exportViewCsv(true); });
    a.exportPdf = a.file->addAction(QString(), m_exports, &ExportActions::exportShortlistPdf);
    a.exportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    a.file->addSeparator();
    a.quit = a.file->addAction(QString(), this, &QWidget::close);
    a.quit->setShortcut(QKeySequence::Quit);

    a.view = menuBar()->addMenu(QString());
    a.search = a.view->addAction(QString(), this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    a.search->setShortcut(QKeySequence::Find);
    a.view->addAction(m_links->copyAction());
    a.view->addSeparator();
    for (QDockWidget *dock :
         {m_docks->filters, m_docks->details, m_docks->shortlist, m_docks->charts})
        a.view->addAction(dock->toggleViewAction());
    a.view->addMenu(m_currency);
    a.resetColumns = a.view->addAction(QString(), m_view, &OffersView::resetColumns);

    a.workload = menuBar()->addMenu(QString());
    a.wizard = a.workload->addAction(QString(), this, &MainWindow::openWizard);
    a.wizard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    a.saveWorkload = a.workload->addAction(QString(), this, &MainWindow::saveWorkloadAs);
    a.saveWorkload->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_workloadBar->savedButton()->setMenu(new SavedWorkloadsMenu(m_session, a.saveWorkload, this));

    // Plans and the user's own measurements (ui/plan), with the selected offer's provider and GPU.
    // "I measured this…" also from the detail pane's context menu.
    auto *plans = new PlanActions(
        m_session, a.workload,
        [this] {
            const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
            if (!current.isValid())
                return std::pair<QString, QString>();
            const core::OfferKey &key = m_model->row(current.row()).offer.offer->key;
            return std::pair(key.provider, key.gpu);
        },
        this);
    m_detailPane->addAction(plans->measureAction());

    a.shortlist = menuBar()->addMenu(QString());
    a.toggleShortlist = a.shortlist->addAction(QString(), this, &MainWindow::toggleShortlist);
    a.toggleShortlist->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    a.compare = a.shortlist->addAction(QString(), this, &MainWindow::compareSelection);
    // Not Ctrl+M: on macOS that is Cmd+M, which minimizes the window.
    a.compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));

    a.language = menuBar()->addMenu(QString());
    a.language->setObjectName(QStringLiteral("languageMenu"));
    fillLanguageMenu(*a.language, m_languages, m_settings);

    a.help = menuBar()->addMenu(QString());
    a.about = a.help->addAction(QString(), this, &MainWindow::showAbout);
    a.about->setMenuRole(QAction::AboutRole);
    a.aboutQt = a.help->addAction(QString(), qApp, &QApplication::aboutQt);
    a.aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::retranslateUi()
{
    m_network->retranslate();
    m_links->retranslate();
    setWindowTitle(tr("GPU Scout"));
    Actions &a = *m_actions;
    a.file->setTitle(tr("&File"));
    a.import->setText(tr("&Import catalog…"));
    a.updatePrices->setText(tr("&Update prices"));
    a.livePrices->setTitle(tr("&Live provider prices"));
    a.updateRates->setText(tr("Update &currency rates"));
    a.exportCsv->setText(tr("&Export view as CSV…"));
    a.exportCsvLocale->setText(tr("Export view as CSV with local &number format…"));
    a.exportPdf->setText(tr("Export shortlist as &PDF report…"));
    a.quit->setText(tr("&Quit"));
    a.view->setTitle(tr("&View"));
    a.search->setText(tr("&Search offers"));
    a.resetColumns->setText(tr("&Reset columns"));
    a.workload->setTitle(tr("&Workload"));
    a.wizard->setText(tr("Workload &wizard…"));
    a.saveWorkload->setText(tr("&Save workload as…"));
    a.shortlist->setTitle(tr("&Shortlist"));
    a.toggleShortlist->setText(tr("&Add to or remove from shortlist"));
    a.compare->setText(tr("&Compare selected offers"));
    a.language->setTitle(tr("&Language"));
    a.help->setTitle(tr("&Help"));
    a.about->setText(tr("&About GPU Scout"));
    a.aboutQt->setText(tr("About &Qt"));
    m_docks->filters->setWindowTitle(tr("Filters"));
    m_docks->details->setWindowTitle(tr("Details"));
    m_docks->shortlist->setWindowTitle(tr("Shortlist"));
    m_docks->charts->setWindowTitle(tr("Charts"));
    m_search->setPlaceholderText(tr("Search provider, GPU or region (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search offers"));
    m_clearFilters->setText(tr("Clear all"));
    m_clearFilters->setToolTip(tr("Clear the search and every filter"));
    m_view->setAccessibleName(tr("Offers"));
    m_shortlistPanel->setName(m_session.shortlistName()); // the default name is translated
    disableEditsIfReadOnly();
    m_model->retranslate();
    updateStatus();
}

void MainWindow::disableEditsIfReadOnly()
{
    if (!m_session.isReadOnly())
        return;
    const Actions &a = *m_actions;
    // Every edit that would write is off, and says why where the user looks for it.
    for (QAction *edit : {a.import, a.updatePrices, a.updateRates, a.saveWorkload,
                          a.toggleShortlist, a.livePrices->menuAction()}) {
        edit->setEnabled(false);
        edit->setToolTip(m_session.readOnlyReason());
        edit->setStatusTip(m_session.readOnlyReason());
    }
    a.file->setToolTipsVisible(true);
    a.shortlist->setToolTipsVisible(true);
    a.workload->setToolTipsVisible(true);
}

void MainWindow::mirrorDocksToDirection()
{
    // The filters sit where a line starts (left in English, right in Urdu), the details and
    // the shortlist where it ends. Qt's dock areas keep their sides in either direction.
    const Qt::DockWidgetArea start = isRightToLeft() ? Qt::RightDockWidgetArea
                                                     : Qt::LeftDockWidgetArea;
    if (dockWidgetArea(m_docks->filters) == start
        || (dockWidgetArea(m_docks->filters) != Qt::LeftDockWidgetArea
            && dockWidgetArea(m_docks->filters) != Qt::RightDockWidgetArea))
        return;
    const auto mirrored = [](Qt::DockWidgetArea area) {
        return area == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea
            : area == Qt::RightDockWidgetArea ? Qt::LeftDockWidgetArea
                                              : area;
    };
    const int filtersWidth = m_docks->filters->width();
    const int sideWidth = m_docks->details->width();
    const int detailsHeight = m_docks->details->height();
    const int shortlistHeight = m_docks->shortlist->height();
    for (QDockWidget *dock : {m_docks->filters, m_docks->details, m_docks->shortlist}) {
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (area != mirrored(area))
            addDockWidget(mirrored(area), dock);
    }
    if (dockWidgetArea(m_docks->details) == dockWidgetArea(m_docks->shortlist))
        splitDockWidget(m_docks->details, m_docks->shortlist, Qt::Vertical);
    resizeDocks({m_docks->filters, m_docks->details}, {filtersWidth, sideWidth}, Qt::Horizontal);
    resizeDocks({m_docks->details, m_docks->shortlist}, {detailsHeight, shortlistHeight},
                Qt::Vertical);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LayoutDirectionChange)
        mirrorDocksToDirection();
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The offers' reasons are worded when shown (retranslateUi refreshed the views); only a
        // failed evaluation's message is text the session must make again. A switch removes one
        // translator and installs another: once, when both are done.
        if (!m_reevaluatePending) {
            m_reevaluatePending = true;
            QTimer::singleShot(0, this, [this] {
                m_reevaluatePending = false;
                m_session.retranslate();
            });
        }
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::restoreState()
{
    if (!restoreGeometry(m_settings.windowGeometry())) {
        // First start: 1400×820 where the screen has room; on a laptop's 1366×768 the screen's
        // available area less a window manager's frame, so that the status bar and the
        // shortlist's buttons are on it.
        const QRect available = screen()->availableGeometry();
        const QMargins frame(4, 32, 4, 4);
        const QRect room = available.marginsRemoved(frame);
        QRect first(QPoint(), QSize(1400, 820).boundedTo(room.size()));
        first.moveCenter(room.center());
        setGeometry(first);
    }
    const bool restored = QMainWindow::restoreState(m_settings.windowState());
    mirrorDocksToDirection(); // saved in the other direction, or a first start in Urdu
    if (!restored) {
        // First start, in either direction (after the mirroring, which re-adds the docks):
        // room for the cost breakdown's notes, a compact filter column, and the details above
        // the shortlist, which starts empty.
        // The table keeps room for each task's answer columns (docs/columns.md).
        resizeDocks({m_docks->filters, m_docks->details}, {220, 400}, Qt::Horizontal);
        resizeDocks({m_docks->details, m_docks->shortlist}, {560, 220}, Qt::Vertical);
    }
    m_view->showTask(m_session.workload().task, m_settings);
    // The saved providers and GPUs are checked in the lists the catalog fills.
    m_session.whenLoaded(this, [this] {
        m_filterPanel->setState(filtertext::fromSettings(m_settings.filterState()));
    });
}

void MainWindow::saveState()
{
    if (!m_session.isLoading()) // the saved filters were not applied yet: they stay
        m_settings.setFilterState(filtertext::toSettings(m_filterPanel->state()));
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(QMainWindow::saveState());
    m_view->saveColumns(m_settings);
    m_settings.setActiveWorkload(m_session.workload());
    m_settings.sync();
}

void MainWindow::showEvent(QShowEvent *event)
{
    // The top offer's details are there from the first paint, whether or not the window manager
    // gives the window focus (the table's focus-in would pick the first row only then).
    if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
        showTopOffer();
    QMainWindow::showEvent(event);
}

void MainWindow::showTopOffer()
{
    const QScopedValueRollback choosing(m_choosingOffer, true);
    m_view->selectionModel()->setCurrentIndex(m_proxy->index(0, 0), QItemSelectionModel::NoUpdate);
    m_detailsFollowTop = true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveState();
    event->accept();
}

void MainWindow::onEvaluationChanged()
{
    // The offer in the detail pane stays there across a new workload, catalog or language.
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    const std::optional<core::OfferKey> shown = current.isValid()
        ? std::optional(m_model->row(current.row()).offer.offer->key)
        : std::nullopt;
    const std::shared_ptr<const core::Snapshot> snapshot = m_session.snapshot();
    m_model->setShortlisted(m_session.shortlistedKeys());
    m_model->setSnapshot(snapshot);
    // Of the same catalog the offer keeps its row; only another catalog's is searched for.
    const int kept = current.isValid() && current.row() < m_model->rowCount()
            && m_model->row(current.row()).offer.offer->key == *shown
        ? current.row()
        : -1;
    if (const int row = kept >= 0 ? kept : shown ? m_model->rowOf(*shown) : -1; row >= 0) {
        const QScopedValueRollback choosing(m_choosingOffer, true);
        m_view->selectionModel()->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)),
                                                  QItemSelectionModel::NoUpdate);
    }
    // The details keep the offer the user chose, but a new workload opens on its answer: the
    // top of the table, not wherever the kept offer now ranks (a new language or catalog keeps
    // the place); details nobody chose show the new top offer.
    if (std::exchange(m_showTopPending, false)) {
        if (m_detailsFollowTop && m_proxy->rowCount() > 0)
            showTopOffer();
        m_view->scrollToTop();
    }
    m_shortlistPanel->setContents(snapshot, m_session.shortlist());
    // The status bar followed the model's reset (connected to the proxy's modelReset).
    updateDetails();
    updateCharts();
}

void MainWindow::updateCharts()
{
    if (!m_chartsPanel || !m_docks->charts->isVisible())
        return;
    QList<int> rows;
    rows.reserve(m_proxy->rowCount());
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        rows.append(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    m_chartsPanel->setContents(m_session.snapshot(), rows, m_session.shortlistedKeys());
}

void MainWindow::onShortlistChanged()
{
    m_shortlistPanel->setName(m_session.shortlistName());
    m_model->setShortlisted(m_session.shortlistedKeys());
    m_shortlistPanel->setContents(m_session.snapshot(), m_session.shortlist());
    updateCharts();
}

void MainWindow::applyFilter()
{
    OfferFilter filter = m_filterPanel->filter();
    filter.search = m_search->text().trimmed();
    m_proxy->setFilter(filter); // a change updates the status (OffersProxyModel::filtered)
    // The one choice of the panel that is not a filter of rows: it ranks them again.
    if (filter.includeUnverifiedPrices != m_session.assumptions().includeUnverifiedPrices) {
        core::Assumptions assumptions = m_session.assumptions();
        assumptions.includeUnverifiedPrices = filter.includeUnverifiedPrices;
        m_session.setAssumptions(assumptions);
    }
    // An offer the filter hid leaves the details with it.
    updateDetails();
    updateCharts();
}

void MainWindow::openWizard()
{
    WorkloadWizard wizard(m_session.catalog(), m_session.workload(), this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    if (const std::optional<core::Plan> plan = wizard.plan())
        PlanActions::showPlan(m_session, *plan, this);
    else
        m_session.setWorkload(wizard.workload());
}

void MainWindow::saveWorkloadAs()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save workload"), tr("Name:"),
                                               QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    if (core::Status status = m_session.saveWorkload(name, m_session.workload()); !status.ok())
        showError(tr("Save workload"), status.error());
}

void MainWindow::showAbout()
{
    AboutBox::show(this, m_session.catalog().info);
}

void MainWindow::showError(const QString &title, const QString &message)
{
    QMessageBox::warning(this, title, message);
}

} // namespace ui
