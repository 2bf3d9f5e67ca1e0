#include "uitestworkspace.h"

#include <core/catalog/catalogimporter.h>
#include <ui/charts/chartspanel.h>
#include <ui/charts/pricehistoryview.h>
#include <ui/compare/comparedialog.h>
#include <ui/details/detailpane.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>
#include <ui/offers/offersview.h>
#include <ui/shortlist/shortlistmodel.h>
#include <ui/shortlist/shortlistpanel.h>

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace ui;

// The workspace as a user drives it, on the offscreen platform: what it opens on, the workload,
// the details, comparing, updates, charts, currency and a read-only database. The columns and
// docks are tst_mainwindowlayout's, the search and filters tst_mainwindowfilters'.
class TestMainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void opensOnTheBundledCatalog();
    void workloadChangesTheWorkloadColumns();
    void detailsKeepTheirOfferAcrossAWorkloadChange();
    void aNewWorkloadOpensOnItsBestOffers();
    void showsTheTopOfferWithoutFocus();
    void detailsNobodyChoseFollowANewWorkloadsTopOffer();
    void compareOpensWithTheSelectedOffers();
    void updateMarksChangedPricesAndChartsHistory();
    void chartsAreBuiltWhenShownAndFollowTheFilter();
    void currencyChangesTheMoneyShown();
    void aReadOnlyDatabaseSaysSoAndTurnsEditsOff();
    void shortlistSurvivesRestartAndCatalogReplace();
    void shortlistNamesTheTierAndMarksWhatDoesNotFit();

private:
    QTemporaryDir m_dir;
    uitest::Workspace m_workspace{m_dir.path()};
};

void TestMainWindow::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace.open();
}

void TestMainWindow::cleanup()
{
    m_workspace.removeFiles();
}

void TestMainWindow::opensOnTheBundledCatalog()
{
    const int offers = int(core::CatalogImporter::bundled()->offers.size());
    QCOMPARE(m_workspace.window()->offersModel()->rowCount(), offers);
    QCOMPARE(m_workspace.window()->offersProxy()->rowCount(), offers);
    QCOMPARE(m_workspace.window()->windowTitle(), QStringLiteral("GPU Scout"));
    QVERIFY(m_workspace.window()
                ->findChild<QLabel *>(QStringLiteral("workloadSummary"))
                ->text()
                .contains(QStringLiteral("Interactive")));
    // The answer first: the best-ranked offer is the table's first row.
    const QModelIndex top = m_workspace.window()->offersProxy()->index(0, 0);
    QCOMPARE(m_workspace.window()
                 ->offersModel()
                 ->row(m_workspace.window()->offersProxy()->mapToSource(top).row())
                 .rank,
             1);
}

void TestMainWindow::workloadChangesTheWorkloadColumns()
{
    OffersModel *model = m_workspace.window()->offersModel();
    const auto totals = [model] {
        QList<std::optional<double>> values;
        for (int row = 0; row < model->rowCount(); ++row)
            values.append(model->number(row, OfferColumn::TotalCost));
        return values;
    };
    const auto before = totals();
    core::Workload batch = m_workspace.session().workload();
    batch.task = core::Task::Batch;
    batch.images = 50000;
    batch.deadlineHours = 72;
    m_workspace.window()->workloadBar()->setWorkload(batch);
    emit m_workspace.window()->workloadBar()->workloadEdited(batch);
    QCOMPARE(m_workspace.session().workload().task, core::Task::Batch);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QVERIFY(totals() != before);
    QVERIFY(m_workspace.window()
                ->findChild<QLabel *>(QStringLiteral("workloadSummary"))
                ->text()
                .contains(QStringLiteral("50,000")));
}

void TestMainWindow::detailsKeepTheirOfferAcrossAWorkloadChange()
{
    auto *details = m_workspace.window()->findChild<DetailPane *>();
    const QModelIndex third = m_workspace.window()->offersProxy()->index(2, 0);
    m_workspace.window()->offersView()->setCurrentIndex(third);
    const QString title = details->title();
    QVERIFY(!title.isEmpty());
    core::Workload workload = m_workspace.session().workload();
    workload.config.steps = 50;
    m_workspace.session().setWorkload(workload);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QVERIFY(details->hasOffer());
    QCOMPARE(details->title(), title);
    m_workspace.session().retranslate(); // as a language switch does
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QCOMPARE(details->title(), title);
}

void TestMainWindow::aNewWorkloadOpensOnItsBestOffers()
{
    // An offer far down the table is in the details; a LoRA run makes it rank elsewhere.
    OffersView *view = m_workspace.window()->offersView();
    auto *details = m_workspace.window()->findChild<DetailPane *>();
    const QModelIndex last = m_workspace.window()->offersProxy()->index(
        m_workspace.window()->offersProxy()->rowCount() - 1, 0);
    view->setCurrentIndex(last);
    view->scrollTo(last);
    QCoreApplication::processEvents();
    QVERIFY(view->verticalScrollBar()->value() > 0);
    const QString title = details->title();
    core::Workload workload = m_workspace.session().workload();
    workload.task = core::Task::Lora;
    m_workspace.session().setWorkload(workload);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QCoreApplication::processEvents();
    // The details keep the offer, but the table shows the answer: its first rows.
    QCOMPARE(details->title(), title);
    QCOMPARE(view->verticalScrollBar()->value(), 0);
    QVERIFY(view->viewport()->rect().intersects(view->visualRect(
        m_workspace.window()->offersProxy()->index(0, int(OfferColumn::TotalCost)))));
    // A language switch re-evaluates without moving the user's place.
    view->scrollTo(view->currentIndex());
    QCoreApplication::processEvents();
    const int place = view->verticalScrollBar()->value();
    m_workspace.session().retranslate();
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QCoreApplication::processEvents();
    QCOMPARE(view->verticalScrollBar()->value(), place);
}

void TestMainWindow::showsTheTopOfferWithoutFocus()
{
    MainWindow other(m_workspace.session(), m_workspace.settings(), m_workspace.languages());
    other.show(); // no event processed yet: no activation, no focus-in
    QVERIFY(other.findChild<DetailPane *>()->hasOffer());
    QCOMPARE(other.offersView()->currentIndex().row(), 0);
    QVERIFY(
        other.offersView()->selectionModel()->selectedRows().isEmpty()); // current, not selected
}

void TestMainWindow::detailsNobodyChoseFollowANewWorkloadsTopOffer()
{
    MainWindow other(m_workspace.session(), m_workspace.settings(), m_workspace.languages());
    other.show();
    auto *details = other.findChild<DetailPane *>();
    const QString firstTop = details->title();
    // A new workload (as a link opens at start): its own top offer, not the old one, which a
    // LoRA run ranks elsewhere.
    core::Workload workload = m_workspace.session().workload();
    workload.task = core::Task::Lora;
    m_workspace.session().setWorkload(workload);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QCoreApplication::processEvents();
    QCOMPARE(other.offersView()->currentIndex().row(), 0);
    QVERIFY(details->hasOffer());
    QVERIFY(details->title() != firstTop);
    // Once the user chooses an offer, it stays across the next workload.
    other.offersView()->setCurrentIndex(other.offersProxy()->index(3, 0));
    const QString chosen = details->title();
    workload.task = core::Task::Interactive;
    m_workspace.session().setWorkload(workload);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QCoreApplication::processEvents();
    QCOMPARE(details->title(), chosen);
}

void TestMainWindow::compareOpensWithTheSelectedOffers()
{
    OffersView *view = m_workspace.window()->offersView();
    QItemSelectionModel *selection = view->selectionModel();
    for (int row : {0, 2, 4})
        selection->select(m_workspace.window()->offersProxy()->index(row, 0),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_workspace.action(QStringLiteral("&Compare selected offers"))->trigger();
    auto *dialog = m_workspace.window()->findChild<CompareDialog *>();
    QVERIFY(dialog);
    QCOMPARE(dialog->offerCount(), 3);
    QVERIFY(dialog->isVisible());
    dialog->close();
}

void TestMainWindow::updateMarksChangedPricesAndChartsHistory()
{
    core::Catalog next = m_workspace.session().catalog();
    next.info.catalogVersion = QStringLiteral("update");
    core::Offer &offer = next.offers[0];
    const core::OfferKey key = offer.key;
    QVERIFY(offer.onDemandPerHour.has_value());
    offer.onDemandPerHour = *offer.onDemandPerHour * 1.5;
    offer.observedAt = core::PartialDate::parse(QStringLiteral("2026-11-28")).value();
    QVERIFY(m_workspace.session()
                .replaceCatalog(next, QStringLiteral("https://example.org/catalog.json"))
                .ok());

    OffersModel *model = m_workspace.window()->offersModel();
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

    m_workspace.window()->offersView()->setCurrentIndex(
        m_workspace.window()->offersProxy()->mapFromSource(model->index(row, 0)));
    const QList<QPointF> points
        = m_workspace.window()->findChild<DetailPane *>()->priceHistoryView()->onDemandPoints();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points.last().y(), *model->row(row).offer.onDemandUsdPerHour);
    QVERIFY(m_workspace.window()->findChild<DetailPane *>()->priceHistoryView()->chartShown());

    // An offer seen once has a caption and no chart.
    const int once = model->rowOf(next.offers.at(1).key);
    m_workspace.window()->offersView()->setCurrentIndex(
        m_workspace.window()->offersProxy()->mapFromSource(model->index(once, 0)));
    QCOMPARE(m_workspace.window()
                 ->findChild<DetailPane *>()
                 ->priceHistoryView()
                 ->onDemandPoints()
                 .size(),
             1);
    QVERIFY(!m_workspace.window()->findChild<DetailPane *>()->priceHistoryView()->chartShown());
}

void TestMainWindow::chartsAreBuiltWhenShownAndFollowTheFilter()
{
    QVERIFY(!m_workspace.window()->chartsPanel()); // not built at start-up
    auto *dock = m_workspace.window()->findChild<QDockWidget *>(QStringLiteral("chartsDock"));
    QVERIFY(dock);
    dock->show();
    QCoreApplication::processEvents();
    ChartsPanel *charts = m_workspace.window()->chartsPanel();
    QVERIFY(charts);
    charts->setCurrentChart(ChartsPanel::Chart::SpeedCost);
    const qsizetype all = charts->scatterPoints().size();
    QVERIFY(all > 0);
    QTest::keyClicks(m_workspace.window()->searchBox(), QStringLiteral("h100"));
    QCoreApplication::processEvents();
    QVERIFY(charts->scatterPoints().size() < all); // the chart follows the table's filter
}

void TestMainWindow::currencyChangesTheMoneyShown()
{
    OffersModel *model = m_workspace.window()->offersModel();
    const QModelIndex price = model->index(0, int(OfferColumn::OnDemand));
    QVERIFY(price.data().toString().contains(u'$'));
    m_workspace.action(QStringLiteral("EUR"))->trigger(); // the bundled ECB snapshot has EUR
    QVERIFY2(price.data().toString().contains(QStringLiteral("EUR")),
             qPrintable(price.data().toString()));
    QCOMPARE(m_workspace.settings().currency(), QStringLiteral("EUR"));
    m_workspace.action(QStringLiteral("USD"))->trigger();
    QVERIFY(price.data().toString().contains(u'$'));
}

void TestMainWindow::aReadOnlyDatabaseSaysSoAndTurnsEditsOff()
{
    m_workspace.close(); // the first start seeded the catalog; now the same file, read-only
    const QString path = m_workspace.databasePath();
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    m_workspace.open(core::Database::Access::ReadOnly);

    bool said = false;
    for (const QLabel *label : m_workspace.window()->statusBar()->findChildren<QLabel *>())
        said = said || label->text().startsWith(QStringLiteral("Read-only database · "));
    QVERIFY(said);
    for (const QString &text :
         {QStringLiteral("&Import catalog…"), QStringLiteral("&Update prices"),
          QStringLiteral("&Add to or remove from shortlist")}) {
        QAction *edit = m_workspace.action(text);
        QVERIFY2(!edit->isEnabled(), qPrintable(text));
        QCOMPARE(edit->toolTip(), m_workspace.session().readOnlyReason());
    }
    QVERIFY(m_workspace.action(QStringLiteral("&Export view as CSV…"))->isEnabled());
    m_workspace.close();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestMainWindow::shortlistSurvivesRestartAndCatalogReplace()
{
    OffersModel *model = m_workspace.window()->offersModel();
    const core::OfferKey key = model->row(5).offer.offer->key;
    // An empty shortlist shows its explanation; the first star brings the table.
    const auto shortlistTable = [this] {
        return m_workspace.window()->findChild<QTableView *>(QStringLiteral("shortlistView"));
    };
    QVERIFY(!shortlistTable() || !shortlistTable()->isVisible());
    QVERIFY(model->setData(model->index(5, int(OfferColumn::Shortlisted)), Qt::Checked,
                           Qt::CheckStateRole));
    QVERIFY(m_workspace.session().isShortlisted(key));
    QVERIFY(shortlistTable() && shortlistTable()->isVisible());
    QCOMPARE(shortlistTable()->model()->rowCount(), 1);
    m_workspace.close();
    m_workspace.open();
    QVERIFY(m_workspace.session().isShortlisted(key));
    QVERIFY(shortlistTable() && shortlistTable()->isVisible());
    QCOMPARE(shortlistTable()->model()->rowCount(), 1);
    const int row = m_workspace.window()->offersModel()->rowOf(key);
    QCOMPARE(m_workspace.window()
                 ->offersModel()
                 ->index(row, 0)
                 .data(Qt::CheckStateRole)
                 .value<Qt::CheckState>(),
             Qt::Checked);

    core::Catalog next = m_workspace.session().catalog();
    next.info.catalogVersion = QStringLiteral("replaced");
    QVERIFY(m_workspace.session().replaceCatalog(next, QStringLiteral("test")).ok());
    QVERIFY(m_workspace.session().isShortlisted(key));
    const int after = m_workspace.window()->offersModel()->rowOf(key);
    QVERIFY(after >= 0);
    QCOMPARE(m_workspace.window()
                 ->offersModel()
                 ->index(after, 0)
                 .data(Qt::CheckStateRole)
                 .value<Qt::CheckState>(),
             Qt::Checked);
}

void TestMainWindow::shortlistNamesTheTierAndMarksWhatDoesNotFit()
{
    // A full fine-tune fits few GPUs: star one offer that fits and one that does not, both with
    // a tier, and read their names in the shortlist.
    core::Workload finetune = m_workspace.session().workload();
    finetune.task = core::Task::Finetune;
    emit m_workspace.window()->workloadBar()->workloadEdited(finetune);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    const auto &rows = m_workspace.session().snapshot()->evaluation.rows;
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
    QVERIFY(m_workspace.session().setShortlisted(*fits, true).ok());
    QVERIFY(m_workspace.session().setShortlisted(*doesNot, true).ok());
    ShortlistModel *model = m_workspace.window()->findChild<ShortlistPanel *>()->model();
    QCOMPARE(model->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const QString name = model->index(row, ShortlistModel::OfferColumn).data().toString();
        const core::OfferKey key = model->item(row).key;
        QVERIFY2(name.endsWith(QStringLiteral(" · ") + key.tier)
                     || name.contains(QStringLiteral(" · ") + key.tier + QStringLiteral(" (")),
                 qPrintable(name));
        QCOMPARE(name.contains(QStringLiteral("(does not fit)")), key == *doesNot);
    }
    QVERIFY(m_workspace.session().setShortlisted(*fits, false).ok());
    QVERIFY(m_workspace.session().setShortlisted(*doesNot, false).ok());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
