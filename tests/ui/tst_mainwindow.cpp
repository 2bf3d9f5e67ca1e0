#include <core/catalog/catalogimporter.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/charts/chartspanel.h>
#include <ui/charts/pricehistoryview.h>
#include <ui/compare/comparedialog.h>
#include <ui/details/detailpane.h>
#include <ui/filters/filterpanel.h>
#include <ui/filters/rangefilters.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>
#include <ui/offers/offersview.h>
#include <ui/settings/settings.h>
#include <ui/shortlist/shortlistmodel.h>
#include <ui/shortlist/shortlistpanel.h>
#include <ui/window/mainwindow.h>
#include <ui/workload/workloadbar.h>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace ui;

// The workspace as a user drives it, on the offscreen platform.
class TestMainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void opensOnTheBundledCatalog();
    void workloadChangesTheWorkloadColumns();
    void searchFiltersAndHeaderSorts();
    void emptyStateExplainsItself();
    void columnChooserPersists();
    void shortlistSurvivesRestartAndCatalogReplace();
    void compareOpensWithTheSelectedOffers();
    void updateMarksChangedPricesAndChartsHistory();
    void chartsAreBuiltWhenShownAndFollowTheFilter();
    void currencyChangesTheMoneyShown();
    void unchangedColumnsSaveTheSameBytes();
    void detailsKeepTheirOfferAcrossAWorkloadChange();
    void aNewWorkloadOpensOnItsBestOffers();
    void showsTheTopOfferWithoutFocus();
    void firstStartFavoursTheDetailsAndDocksPersist();
    void aReadOnlyDatabaseSaysSoAndTurnsEditsOff();
    void answerColumnsVisibleAtDefaultSize();
    void eachTaskKeepsItsColumns();
    void frozenColumnsStayWhileTheRestScrolls();
    void tabOrderAndDetailsFollowTheFilter();
    void fitsA1024By700Screen();
    void shortlistNamesTheTierAndMarksWhatDoesNotFit();
    void filtersAndTheirChipsPersist();

private:
    void setTask(core::Task task);
    void open();
    void close();
    QAction *action(const QString &text) const;

    QTemporaryDir m_dir;
    std::unique_ptr<core::Database> m_database;
    std::unique_ptr<Settings> m_settings;
    LanguageManager m_languages;
    std::unique_ptr<core::Session> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::open()
{
    auto database = core::Database::open(m_dir.filePath(QStringLiteral("gui.sqlite")));
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
    m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
    m_session = std::make_unique<core::Session>(*m_database);
    if (const auto workload = m_settings->activeWorkload())
        m_session->setWorkload(*workload);
    QVERIFY(m_session->load().ok());
    m_window = std::make_unique<MainWindow>(*m_session, *m_settings, m_languages);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::close()
{
    if (m_window)
        m_window->close(); // saves the state as a user's close does
    m_window.reset();
    m_session.reset();
    m_settings.reset();
    m_database.reset();
}

void TestMainWindow::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    open();
}

void TestMainWindow::cleanup()
{
    close();
    QFile::remove(m_dir.filePath(QStringLiteral("gui.sqlite")));
    QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestMainWindow::unchangedColumnsSaveTheSameBytes()
{
    // A restart that changes no column must not rewrite the settings for it.
    const QString path = m_dir.filePath(QStringLiteral("settings.ini"));
    close();
    const QByteArray first = Settings(path).offersHeaderState(core::Task::Interactive);
    QVERIFY(!first.isEmpty());
    // Each process has its own hash seed (QtTest fixes one): QHeaderView's hidden sections come
    // out in a different order under each.
    for (int restart = 0; restart < 4; ++restart) {
        QHashSeed::resetRandomGlobalSeed();
        open();
        close();
        QCOMPARE(Settings(path).offersHeaderState(core::Task::Interactive), first);
    }
    QHashSeed::setDeterministicGlobalSeed();
    open();
    m_window->offersView()->horizontalHeader()->setSectionHidden(int(OfferColumn::Provider), true);
    close();
    QVERIFY(Settings(path).offersHeaderState(core::Task::Interactive) != first);
    open();
}

void TestMainWindow::detailsKeepTheirOfferAcrossAWorkloadChange()
{
    auto *details = m_window->findChild<DetailPane *>();
    const QModelIndex third = m_window->offersProxy()->index(2, 0);
    m_window->offersView()->setCurrentIndex(third);
    const QString title = details->title();
    QVERIFY(!title.isEmpty());
    core::Workload workload = m_session->workload();
    workload.config.steps = 50;
    m_session->setWorkload(workload);
    QVERIFY(details->hasOffer());
    QCOMPARE(details->title(), title);
    m_session->retranslate(); // as a language switch does
    QCOMPARE(details->title(), title);
}

void TestMainWindow::aNewWorkloadOpensOnItsBestOffers()
{
    // An offer far down the table is in the details; a LoRA run makes it rank elsewhere.
    OffersView *view = m_window->offersView();
    auto *details = m_window->findChild<DetailPane *>();
    const QModelIndex last = m_window->offersProxy()->index(m_window->offersProxy()->rowCount() - 1,
                                                            0);
    view->setCurrentIndex(last);
    view->scrollTo(last);
    QCoreApplication::processEvents();
    QVERIFY(view->verticalScrollBar()->value() > 0);
    const QString title = details->title();
    core::Workload workload = m_session->workload();
    workload.task = core::Task::Lora;
    m_session->setWorkload(workload);
    QCoreApplication::processEvents();
    // The details keep the offer, but the table shows the answer: its first rows.
    QCOMPARE(details->title(), title);
    QCOMPARE(view->verticalScrollBar()->value(), 0);
    QVERIFY(view->viewport()->rect().intersects(
        view->visualRect(m_window->offersProxy()->index(0, int(OfferColumn::TotalCost)))));
    // A language switch re-evaluates without moving the user's place.
    view->scrollTo(view->currentIndex());
    QCoreApplication::processEvents();
    const int place = view->verticalScrollBar()->value();
    m_session->retranslate();
    QCoreApplication::processEvents();
    QCOMPARE(view->verticalScrollBar()->value(), place);
}

void TestMainWindow::showsTheTopOfferWithoutFocus()
{
    MainWindow other(*m_session, *m_settings, m_languages);
    other.show(); // no event processed yet: no activation, no focus-in
    QVERIFY(other.findChild<DetailPane *>()->hasOffer());
    QCOMPARE(other.offersView()->currentIndex().row(), 0);
    QVERIFY(
        other.offersView()->selectionModel()->selectedRows().isEmpty()); // current, not selected
}

void TestMainWindow::firstStartFavoursTheDetailsAndDocksPersist()
{
    const auto dock = [this](const char *name) {
        return m_window->findChild<QDockWidget *>(QLatin1String(name));
    };
    // A first start: the cost breakdown gets the room, the empty shortlist a strip below it.
    QVERIFY(dock("detailsDock")->height() > 2 * dock("shortlistDock")->height());
    QVERIFY(dock("shortlistDock")->height() >= dock("shortlistDock")->minimumSizeHint().height());

    // The user's own split comes back after a restart.
    m_window->resizeDocks({dock("detailsDock"), dock("shortlistDock")}, {300, 400}, Qt::Vertical);
    QTRY_VERIFY(dock("shortlistDock")->height() > dock("detailsDock")->height());
    const int shortlistHeight = dock("shortlistDock")->height();
    close();
    open();
    QCOMPARE(dock("shortlistDock")->height(), shortlistHeight);
}

QAction *TestMainWindow::action(const QString &text) const
{
    for (QAction *candidate : m_window->findChildren<QAction *>()) {
        if (candidate->text() == text)
            return candidate;
    }
    qFatal("no action %s", qPrintable(text));
    return nullptr;
}

void TestMainWindow::opensOnTheBundledCatalog()
{
    const int offers = int(core::CatalogImporter::bundled()->offers.size());
    QCOMPARE(m_window->offersModel()->rowCount(), offers);
    QCOMPARE(m_window->offersProxy()->rowCount(), offers);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("GPU Scout"));
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("workloadSummary"))
                ->text()
                .contains(QStringLiteral("Interactive")));
    // The answer first: the best-ranked offer is the table's first row.
    const QModelIndex top = m_window->offersProxy()->index(0, 0);
    QCOMPARE(m_window->offersModel()->row(m_window->offersProxy()->mapToSource(top).row()).rank, 1);
}

void TestMainWindow::workloadChangesTheWorkloadColumns()
{
    OffersModel *model = m_window->offersModel();
    const auto totals = [model] {
        QList<std::optional<double>> values;
        for (int row = 0; row < model->rowCount(); ++row)
            values.append(model->number(row, OfferColumn::TotalCost));
        return values;
    };
    const auto before = totals();
    core::Workload batch = m_session->workload();
    batch.task = core::Task::Batch;
    batch.images = 50000;
    batch.deadlineHours = 72;
    m_window->workloadBar()->setWorkload(batch);
    emit m_window->workloadBar()->workloadEdited(batch);
    QCOMPARE(m_session->workload().task, core::Task::Batch);
    QVERIFY(totals() != before);
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("workloadSummary"))
                ->text()
                .contains(QStringLiteral("50,000")));
}

void TestMainWindow::searchFiltersAndHeaderSorts()
{
    OffersProxyModel *proxy = m_window->offersProxy();
    const int all = proxy->rowCount();
    QTest::keyClicks(m_window->searchBox(), QStringLiteral("h100"));
    QVERIFY(proxy->rowCount() > 0 && proxy->rowCount() < all);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QVERIFY(proxy->index(row, int(OfferColumn::Gpu))
                    .data()
                    .toString()
                    .contains(QStringLiteral("H100")));
    // The search is a chip above the table; clearing it clears the search box.
    auto *chip = m_window->findChild<QToolButton *>(QStringLiteral("chip_search"));
    QVERIFY(chip);
    QVERIFY(chip->text().contains(QStringLiteral("h100")));
    chip->click();
    QVERIFY(m_window->searchBox()->text().isEmpty());
    QCOMPARE(proxy->rowCount(), all);
    QTest::keyClicks(m_window->searchBox(), QStringLiteral("h100"));

    QHeaderView *header = m_window->offersView()->horizontalHeader();
    const int onDemand = int(OfferColumn::OnDemand);
    m_window->offersView()->scrollTo(proxy->index(0, onDemand));
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(onDemand) + 5, header->height() / 2));
    QCOMPARE(proxy->sortColumn(), onDemand);
    double previous = -1;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const auto value = m_window->offersModel()->number(
            proxy->mapToSource(proxy->index(row, 0)).row(), OfferColumn::OnDemand);
        if (!value)
            break;
        QVERIFY(proxy->sortOrder() == Qt::AscendingOrder ? *value >= previous : true);
        previous = *value;
    }
    m_window->searchBox()->clear();
    QCOMPARE(proxy->rowCount(), all);
}

void TestMainWindow::emptyStateExplainsItself()
{
    QTest::keyClicks(m_window->searchBox(), QStringLiteral("no such gpu anywhere"));
    QCOMPARE(m_window->offersProxy()->rowCount(), 0);
    auto *empty = m_window->findChild<QLabel *>(QStringLiteral("emptyState"));
    QVERIFY(empty->isVisible());
    QVERIFY(empty->text().startsWith(QStringLiteral("No offer matches")));
    m_window->searchBox()->clear();
    QVERIFY(!empty->isVisible());
    QVERIFY(empty->text().isEmpty()); // no stale message left behind the table
}

void TestMainWindow::columnChooserPersists()
{
    QHeaderView *header = m_window->offersView()->horizontalHeader();
    const int region = int(OfferColumn::Region);
    const int basis = int(OfferColumn::Basis);
    QVERIFY(header->isSectionHidden(region));
    header->setSectionHidden(region, false); // what the chooser's checkable action does
    header->setSectionHidden(basis, true);
    header->moveSection(header->visualIndex(int(OfferColumn::Fits)), 3);
    header->resizeSection(int(OfferColumn::Provider), 333);
    close();
    open();
    header = m_window->offersView()->horizontalHeader();
    QVERIFY(!header->isSectionHidden(region));
    QVERIFY(header->isSectionHidden(basis));
    QCOMPARE(header->logicalIndex(3), int(OfferColumn::Fits));
    // The frozen columns stay at the leading edge whatever the user moves.
    QCOMPARE(header->logicalIndex(1), int(OfferColumn::Provider));
    QCOMPARE(header->logicalIndex(2), int(OfferColumn::Gpu));
    QCOMPARE(header->sectionSize(int(OfferColumn::Provider)), 333);
}

void TestMainWindow::shortlistSurvivesRestartAndCatalogReplace()
{
    OffersModel *model = m_window->offersModel();
    const core::OfferKey key = model->row(5).offer.offer->key;
    // An empty shortlist shows its explanation; the first star brings the table.
    const auto shortlistTable = [this] {
        return m_window->findChild<QTableView *>(QStringLiteral("shortlistView"));
    };
    QVERIFY(!shortlistTable() || !shortlistTable()->isVisible());
    QVERIFY(model->setData(model->index(5, int(OfferColumn::Shortlisted)), Qt::Checked,
                           Qt::CheckStateRole));
    QVERIFY(m_session->isShortlisted(key));
    QVERIFY(shortlistTable() && shortlistTable()->isVisible());
    QCOMPARE(shortlistTable()->model()->rowCount(), 1);
    close();
    open();
    QVERIFY(m_session->isShortlisted(key));
    QVERIFY(shortlistTable() && shortlistTable()->isVisible());
    QCOMPARE(shortlistTable()->model()->rowCount(), 1);
    const int row = m_window->offersModel()->rowOf(key);
    QCOMPARE(
        m_window->offersModel()->index(row, 0).data(Qt::CheckStateRole).value<Qt::CheckState>(),
        Qt::Checked);

    core::Catalog next = m_session->catalog();
    next.info.catalogVersion = QStringLiteral("replaced");
    QVERIFY(m_session->replaceCatalog(next, QStringLiteral("test")).ok());
    QVERIFY(m_session->isShortlisted(key));
    const int after = m_window->offersModel()->rowOf(key);
    QVERIFY(after >= 0);
    QCOMPARE(
        m_window->offersModel()->index(after, 0).data(Qt::CheckStateRole).value<Qt::CheckState>(),
        Qt::Checked);
}

void TestMainWindow::compareOpensWithTheSelectedOffers()
{
    OffersView *view = m_window->offersView();
    QItemSelectionModel *selection = view->selectionModel();
    for (int row : {0, 2, 4})
        selection->select(m_window->offersProxy()->index(row, 0),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
    action(QStringLiteral("&Compare selected offers"))->trigger();
    auto *dialog = m_window->findChild<CompareDialog *>();
    QVERIFY(dialog);
    QCOMPARE(dialog->offerCount(), 3);
    QVERIFY(dialog->isVisible());
    dialog->close();
}

void TestMainWindow::updateMarksChangedPricesAndChartsHistory()
{
    core::Catalog next = m_session->catalog();
    next.info.catalogVersion = QStringLiteral("update");
    core::Offer &offer = next.offers[0];
    const core::OfferKey key = offer.key;
    QVERIFY(offer.onDemandPerHour.has_value());
    offer.onDemandPerHour = *offer.onDemandPerHour * 1.5;
    offer.observedAt = core::PartialDate::parse(QStringLiteral("2026-11-28")).value();
    QVERIFY(
        m_session->replaceCatalog(next, QStringLiteral("https://example.org/catalog.json")).ok());

    OffersModel *model = m_window->offersModel();
    const int row = model->rowOf(key);
    const QModelIndex price = model->index(row, int(OfferColumn::OnDemand));
    QVERIFY2(price.data().toString().startsWith(QStringLiteral("▲")),
             qPrintable(price.data().toString()));
    QVERIFY(price.data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("Changed in the last update")));
    const QModelIndex other = model->index(model->rowOf(next.offers.at(1).key),
                                           int(OfferColumn::OnDemand));
    QVERIFY(!other.data().toString().startsWith(QStringLiteral("▲")));

    m_window->offersView()->setCurrentIndex(
        m_window->offersProxy()->mapFromSource(model->index(row, 0)));
    const QList<QPointF> points
        = m_window->findChild<DetailPane *>()->priceHistoryView()->onDemandPoints();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points.last().y(), *model->row(row).offer.onDemandUsdPerHour);
    QVERIFY(m_window->findChild<DetailPane *>()->priceHistoryView()->chartShown());

    // An offer seen once has a caption and no chart.
    const int once = model->rowOf(next.offers.at(1).key);
    m_window->offersView()->setCurrentIndex(
        m_window->offersProxy()->mapFromSource(model->index(once, 0)));
    QCOMPARE(m_window->findChild<DetailPane *>()->priceHistoryView()->onDemandPoints().size(), 1);
    QVERIFY(!m_window->findChild<DetailPane *>()->priceHistoryView()->chartShown());
}

void TestMainWindow::chartsAreBuiltWhenShownAndFollowTheFilter()
{
    QVERIFY(!m_window->chartsPanel()); // not built at start-up
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("chartsDock"));
    QVERIFY(dock);
    dock->show();
    QCoreApplication::processEvents();
    ChartsPanel *charts = m_window->chartsPanel();
    QVERIFY(charts);
    charts->setCurrentChart(ChartsPanel::Chart::SpeedCost);
    const qsizetype all = charts->scatterPoints().size();
    QVERIFY(all > 0);
    QTest::keyClicks(m_window->searchBox(), QStringLiteral("h100"));
    QCoreApplication::processEvents();
    QVERIFY(charts->scatterPoints().size() < all); // the chart follows the table's filter
}

void TestMainWindow::currencyChangesTheMoneyShown()
{
    OffersModel *model = m_window->offersModel();
    const QModelIndex price = model->index(0, int(OfferColumn::OnDemand));
    QVERIFY(price.data().toString().contains(u'$'));
    action(QStringLiteral("EUR"))->trigger(); // the bundled ECB snapshot has EUR
    QVERIFY2(price.data().toString().contains(QStringLiteral("EUR")),
             qPrintable(price.data().toString()));
    QCOMPARE(m_settings->currency(), QStringLiteral("EUR"));
    action(QStringLiteral("USD"))->trigger();
    QVERIFY(price.data().toString().contains(u'$'));
}

void TestMainWindow::aReadOnlyDatabaseSaysSoAndTurnsEditsOff()
{
    close(); // the first start seeded the catalog; now the same file, read-only
    const QString path = m_dir.filePath(QStringLiteral("gui.sqlite"));
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    auto database = core::Database::open(path, core::Database::Access::ReadOnly);
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
    m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
    m_session = std::make_unique<core::Session>(*m_database);
    QVERIFY(m_session->load().ok());
    m_window = std::make_unique<MainWindow>(*m_session, *m_settings, m_languages);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    bool said = false;
    for (const QLabel *label : m_window->statusBar()->findChildren<QLabel *>())
        said = said || label->text().startsWith(QStringLiteral("Read-only database · "));
    QVERIFY(said);
    for (const QString &text :
         {QStringLiteral("&Import catalog…"), QStringLiteral("&Update prices"),
          QStringLiteral("&Add to or remove from shortlist")}) {
        QAction *edit = action(text);
        QVERIFY2(!edit->isEnabled(), qPrintable(text));
        QCOMPARE(edit->toolTip(), m_session->readOnlyReason());
    }
    QVERIFY(action(QStringLiteral("&Export view as CSV…"))->isEnabled());
    close();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestMainWindow::setTask(core::Task task)
{
    core::Workload workload = m_session->workload();
    workload.task = task;
    if (task == core::Task::Batch) {
        workload.images = 50000;
        workload.deadlineHours = 72;
    }
    emit m_window->workloadBar()->workloadEdited(workload);
    QCOMPARE(m_session->workload().task, task);
}

void TestMainWindow::answerColumnsVisibleAtDefaultSize()
{
    // A first start: the window at its default size, the docks as they first open.
    close();
    QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
    open();
    QCOMPARE(m_window->size(), QSize(1400, 820));
    OffersView *view = m_window->offersView();
    for (const core::Task task : {core::Task::Interactive, core::Task::Batch, core::Task::Lora}) {
        setTask(task);
        QCoreApplication::processEvents();
        const int viewport = view->viewport()->width();
        QVERIFY(view->frozenWidth() > 0);
        for (const OfferColumn column : answerColumns(task)) {
            const int logical = int(column);
            const QString what = columnKey(column) + QStringLiteral(" of task ")
                + core::taskId(task);
            QVERIFY2(!view->isColumnHidden(logical), qPrintable(what));
            const int left = view->columnViewportPosition(logical);
            const int right = left + view->columnWidth(logical);
            QVERIFY2(
                left >= view->frozenWidth() && right <= viewport,
                qPrintable(what
                           + QStringLiteral(": %1..%2 of %3").arg(left).arg(right).arg(viewport)));
            // Its header is not elided either.
            QVERIFY2(view->fontMetrics().horizontalAdvance(columnHeader(column))
                         <= view->columnWidth(logical),
                     qPrintable(what));
        }
    }
}

void TestMainWindow::eachTaskKeepsItsColumns()
{
    OffersView *view = m_window->offersView();
    QVERIFY(!view->isColumnHidden(int(OfferColumn::SecondsPerImage)));
    QVERIFY(view->isColumnHidden(int(OfferColumn::TimeToFinish)));
    view->setColumnHidden(int(OfferColumn::Billing), true);
    setTask(core::Task::Batch);
    QVERIFY(!view->isColumnHidden(int(OfferColumn::TimeToFinish)));
    QVERIFY(!view->isColumnHidden(int(OfferColumn::Instances)));
    view->horizontalHeader()->resizeSection(int(OfferColumn::Instances), 97);
    setTask(core::Task::Lora);
    QVERIFY(!view->isColumnHidden(int(OfferColumn::TrainingStep)));
    QVERIFY(view->isColumnHidden(int(OfferColumn::SecondsPerImage)));
    setTask(core::Task::Interactive);
    QVERIFY(view->isColumnHidden(int(OfferColumn::Billing))); // the user's choice came back
    QVERIFY(view->isColumnHidden(int(OfferColumn::TimeToFinish)));
    setTask(core::Task::Batch);
    QCOMPARE(view->columnWidth(int(OfferColumn::Instances)), 97);
    // And across a restart.
    close();
    open();
    QCOMPARE(m_session->workload().task, core::Task::Batch);
    QCOMPARE(m_window->offersView()->columnWidth(int(OfferColumn::Instances)), 97);
    setTask(core::Task::Interactive);
    QVERIFY(m_window->offersView()->isColumnHidden(int(OfferColumn::Billing)));
}

void TestMainWindow::frozenColumnsStayWhileTheRestScrolls()
{
    OffersView *view = m_window->offersView();
    auto *frozen = view->findChild<QTableView *>(QStringLiteral("frozenColumns"));
    QVERIFY(frozen);
    QVERIFY(frozen->isVisible());
    QCOMPARE(frozen->model(), view->model());
    QCOMPARE(frozen->selectionModel(), view->selectionModel());
    QVERIFY(!frozen->isColumnHidden(int(OfferColumn::Provider)));
    QVERIFY(!frozen->isColumnHidden(int(OfferColumn::Gpu)));
    QVERIFY(frozen->isColumnHidden(int(OfferColumn::TotalCost)));
    QCOMPARE(frozen->focusPolicy(), Qt::NoFocus);
    // Scrolled to the far end, the provider and GPU are still drawn at the leading edge.
    view->resize(500, view->height());
    QCoreApplication::processEvents();
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    QVERIFY(view->horizontalScrollBar()->value() > 0);
    QCOMPARE(frozen->geometry().left(), view->viewport()->geometry().left());
    QCOMPARE(frozen->columnViewportPosition(int(OfferColumn::Provider)),
             view->columnWidth(int(OfferColumn::Shortlisted)));
    // Rows scroll together.
    view->verticalScrollBar()->setValue(5);
    QCOMPARE(frozen->verticalScrollBar()->value(), 5);
}

void TestMainWindow::tabOrderAndDetailsFollowTheFilter()
{
    auto *search = m_window->findChild<QLineEdit *>(QStringLiteral("searchBox"));
    auto *filters = m_window->findChild<FilterPanel *>();
    auto *details = m_window->findChild<DetailPane *>();
    OffersView *view = m_window->offersView();
    QVERIFY(search && filters && details);
    // Search, then the filters, then the table, then the details, in the Tab chain.
    int filterAt = -1;
    int viewAt = -1;
    int detailsAt = -1;
    QWidget *widget = search;
    for (int step = 1; step < 400 && detailsAt < 0; ++step) {
        widget = widget->nextInFocusChain();
        if (widget == search)
            break;
        if (!(widget->focusPolicy() & Qt::TabFocus))
            continue;
        if (filterAt < 0 && filters->isAncestorOf(widget))
            filterAt = step;
        else if (widget == view)
            viewAt = step;
        else if (detailsAt < 0 && details->isAncestorOf(widget))
            detailsAt = step;
    }
    QVERIFY2(filterAt > 0 && filterAt < viewAt && viewAt < detailsAt,
             qPrintable(QStringLiteral("%1 %2 %3").arg(filterAt).arg(viewAt).arg(detailsAt)));

    // The details follow the current row, and clear when the filter hides it.
    OffersProxyModel *proxy = m_window->offersProxy();
    OffersModel *model = m_window->offersModel();
    view->setCurrentIndex(proxy->index(0, 0));
    QVERIFY(details->hasOffer());
    const int shown = proxy->mapToSource(proxy->index(0, 0)).row();
    QString other;
    for (int row = 0; row < model->rowCount() && other.isEmpty(); ++row) {
        const QString gpu = model->row(row).offer.gpu->name.toLower();
        if (!model->searchText(shown).contains(gpu))
            other = gpu;
    }
    QVERIFY(!other.isEmpty());
    search->setText(other);
    QVERIFY(proxy->rowCount() > 0);
    QVERIFY(!details->hasOffer());
    view->setCurrentIndex(proxy->index(0, 0));
    QVERIFY(details->hasOffer());
    search->clear();

    // The shortlist's current row shows its offer in the details, as the table's does.
    const auto titleOf = [this](int row) {
        DetailPane pane;
        pane.setOffer(m_session->snapshot(), row);
        return pane.title();
    };
    const int first = proxy->mapToSource(proxy->index(0, 0)).row();
    int third = -1; // an offer whose details read otherwise than the first's
    for (int row = 1; row < proxy->rowCount() && third < 0; ++row) {
        const int source = proxy->mapToSource(proxy->index(row, 0)).row();
        if (titleOf(source) != titleOf(first))
            third = source;
    }
    QVERIFY(third >= 0);
    for (int row : {first, third})
        QVERIFY(m_session->setShortlisted(model->row(row).offer.offer->key, true).ok());
    view->setCurrentIndex(proxy->index(0, 0));
    auto *shortlist = m_window->findChild<ShortlistPanel *>();
    QTableView *list = shortlist->view();
    int listed = -1;
    for (int row = 0; row < shortlist->model()->rowCount(); ++row) {
        if (shortlist->model()->item(row).key == model->row(third).offer.offer->key)
            listed = row;
    }
    QVERIFY(listed >= 0);
    QCOMPARE(details->title(), titleOf(first));
    list->setCurrentIndex(shortlist->model()->index(listed, 0));
    QCOMPARE(details->title(), titleOf(third));
}

void TestMainWindow::fitsA1024By700Screen()
{
    QVERIFY2(m_window->minimumSizeHint().width() <= 1024,
             qPrintable(QString::number(m_window->minimumSizeHint().width())));
    m_window->resize(1024, 700);
    QCoreApplication::processEvents();
    QCOMPARE(m_window->width(), 1024);
    // No control narrower than it needs to show its text.
    for (QWidget *widget : m_window->findChildren<QWidget *>()) {
        // Qt's own dock title buttons draw an icon, not a text.
        if (!widget->isVisible() || widget->isWindow()
            || widget->objectName().startsWith(QLatin1String("qt_")))
            continue;
        const bool control = qobject_cast<QAbstractButton *>(widget)
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget);
        if (!control)
            continue;
        QVERIFY2(widget->width() >= widget->minimumSizeHint().width(),
                 qPrintable(widget->objectName() + QStringLiteral(" ")
                            + QString::fromLatin1(widget->metaObject()->className())
                            + QStringLiteral(": %1 < %2")
                                  .arg(widget->width())
                                  .arg(widget->minimumSizeHint().width())));
    }
}

void TestMainWindow::shortlistNamesTheTierAndMarksWhatDoesNotFit()
{
    // A full fine-tune fits few GPUs: star one offer that fits and one that does not, both with
    // a tier, and read their names in the shortlist.
    core::Workload finetune = m_session->workload();
    finetune.task = core::Task::Finetune;
    emit m_window->workloadBar()->workloadEdited(finetune);
    const auto &rows = m_session->snapshot()->evaluation.rows;
    std::optional<core::OfferKey> fits;
    std::optional<core::OfferKey> doesNot;
    for (const core::OfferEvaluation &row : rows) {
        if (row.offer.offer->key.tier.isEmpty())
            continue;
        if (row.fit == core::Fit::No && !doesNot)
            doesNot = row.offer.offer->key;
        else if (row.fit != core::Fit::No && !fits)
            fits = row.offer.offer->key;
    }
    QVERIFY(fits && doesNot);
    QVERIFY(m_session->setShortlisted(*fits, true).ok());
    QVERIFY(m_session->setShortlisted(*doesNot, true).ok());
    ShortlistModel *model = m_window->findChild<ShortlistPanel *>()->model();
    QCOMPARE(model->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const QString name = model->index(row, ShortlistModel::OfferColumn).data().toString();
        const core::OfferKey key = model->item(row).key;
        QVERIFY2(name.endsWith(QStringLiteral(" · ") + key.tier)
                     || name.contains(QStringLiteral(" · ") + key.tier + QStringLiteral(" (")),
                 qPrintable(name));
        QCOMPARE(name.contains(QStringLiteral("(does not fit)")), key == *doesNot);
    }
    QVERIFY(m_session->setShortlisted(*fits, false).ok());
    QVERIFY(m_session->setShortlisted(*doesNot, false).ok());
}

void TestMainWindow::filtersAndTheirChipsPersist()
{
    OffersProxyModel *proxy = m_window->offersProxy();
    const int all = proxy->rowCount();
    FilterPanel *panel = m_window->filterPanel();
    panel->rangeFilters()->minimumBox(OfferFilter::Range::VramGb)->setValue(40);
    const int narrowed = proxy->rowCount();
    QVERIFY(narrowed < all);
    QVERIFY(m_window->findChild<QToolButton *>(QStringLiteral("chip_vram_gb")));
    close();
    open();
    proxy = m_window->offersProxy();
    QCOMPARE(proxy->rowCount(), narrowed);
    QCOMPARE(proxy->filter().ranges.value(OfferFilter::Range::VramGb).min, std::optional(40.0));
    auto *chip = m_window->findChild<QToolButton *>(QStringLiteral("chip_vram_gb"));
    QVERIFY(chip && chip->isVisibleTo(m_window.get()));
    chip->click();
    QCOMPARE(proxy->rowCount(), all);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
