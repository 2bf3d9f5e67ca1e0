#include "uitestworkspace.h"

#include <ui/details/detailpane.h>
#include <ui/filters/filterpanel.h>
#include <ui/filters/rangefilters.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>
#include <ui/offers/offersview.h>
#include <ui/shortlist/shortlistmodel.h>
#include <ui/shortlist/shortlistpanel.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace ui;

// The workspace's search and filters: the table, its empty state, the chips and the details
// follow them; the filters survive a restart, those saved under the old keys too.
class TestMainWindowFilters final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void searchFiltersAndHeaderSorts();
    void emptyStateExplainsItself();
    void tabOrderAndDetailsFollowTheFilter();
    void filtersAndTheirChipsPersist();
    void filtersSavedUnderTheOldKeysSurvive();
    void oldUnverifiedPricesRankEquallyWhenChecked();

private:
    QTemporaryDir m_dir;
    uitest::Workspace m_workspace{m_dir.path()};
};

void TestMainWindowFilters::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace.open();
}

void TestMainWindowFilters::cleanup()
{
    m_workspace.removeFiles();
}

void TestMainWindowFilters::searchFiltersAndHeaderSorts()
{
    OffersProxyModel *proxy = m_workspace.window()->offersProxy();
    const int all = proxy->rowCount();
    QTest::keyClicks(m_workspace.window()->searchBox(), QStringLiteral("h100"));
    QVERIFY(proxy->rowCount() > 0 && proxy->rowCount() < all);
    for (int row = 0; row < proxy->rowCount(); ++row)
        QVERIFY(proxy->index(row, int(OfferColumn::Gpu))
                    .data()
                    .toString()
                    .contains(QStringLiteral("H100")));
    // The search is a chip above the table; clearing it clears the search box.
    auto *chip = m_workspace.window()->findChild<QToolButton *>(QStringLiteral("chip_search"));
    QVERIFY(chip);
    QVERIFY(chip->text().contains(QStringLiteral("h100")));
    chip->click();
    QVERIFY(m_workspace.window()->searchBox()->text().isEmpty());
    QCOMPARE(proxy->rowCount(), all);
    QTest::keyClicks(m_workspace.window()->searchBox(), QStringLiteral("h100"));

    QHeaderView *header = m_workspace.window()->offersView()->horizontalHeader();
    const int onDemand = int(OfferColumn::OnDemand);
    m_workspace.window()->offersView()->scrollTo(proxy->index(0, onDemand));
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(onDemand) + 5, header->height() / 2));
    QCOMPARE(proxy->sortColumn(), onDemand);
    double previous = -1;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const auto value = m_workspace.window()->offersModel()->number(
            proxy->mapToSource(proxy->index(row, 0)).row(), OfferColumn::OnDemand);
        if (!value)
            break;
        QVERIFY(proxy->sortOrder() == Qt::AscendingOrder ? *value >= previous : true);
        previous = *value;
    }
    m_workspace.window()->searchBox()->clear();
    QCOMPARE(proxy->rowCount(), all);
}

void TestMainWindowFilters::emptyStateExplainsItself()
{
    QTest::keyClicks(m_workspace.window()->searchBox(), QStringLiteral("no such gpu anywhere"));
    QCOMPARE(m_workspace.window()->offersProxy()->rowCount(), 0);
    auto *empty = m_workspace.window()->findChild<QLabel *>(QStringLiteral("emptyState"));
    QVERIFY(empty->isVisible());
    QVERIFY(empty->text().startsWith(QStringLiteral("No offer matches")));
    m_workspace.window()->searchBox()->clear();
    QVERIFY(!empty->isVisible());
    QVERIFY(empty->text().isEmpty()); // no stale message left behind the table
}

void TestMainWindowFilters::tabOrderAndDetailsFollowTheFilter()
{
    auto *search = m_workspace.window()->findChild<QLineEdit *>(QStringLiteral("searchBox"));
    auto *filters = m_workspace.window()->findChild<FilterPanel *>();
    auto *details = m_workspace.window()->findChild<DetailPane *>();
    OffersView *view = m_workspace.window()->offersView();
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
    OffersProxyModel *proxy = m_workspace.window()->offersProxy();
    OffersModel *model = m_workspace.window()->offersModel();
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
        pane.setOffer(m_workspace.session().snapshot(), row);
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
        QVERIFY(m_workspace.session().setShortlisted(model->row(row).offer.offer->key, true).ok());
    view->setCurrentIndex(proxy->index(0, 0));
    auto *shortlist = m_workspace.window()->findChild<ShortlistPanel *>();
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

void TestMainWindowFilters::filtersAndTheirChipsPersist()
{
    OffersProxyModel *proxy = m_workspace.window()->offersProxy();
    const int all = proxy->rowCount();
    FilterPanel *panel = m_workspace.window()->filterPanel();
    panel->rangeFilters()->minimumBox(OfferFilter::Range::VramGb)->setValue(40);
    const int narrowed = proxy->rowCount();
    QVERIFY(narrowed < all);
    QVERIFY(m_workspace.window()->findChild<QToolButton *>(QStringLiteral("chip_vram_gb")));
    m_workspace.close();
    m_workspace.open();
    proxy = m_workspace.window()->offersProxy();
    QCOMPARE(proxy->rowCount(), narrowed);
    QCOMPARE(proxy->filter().ranges.value(OfferFilter::Range::VramGb).min, std::optional(40.0));
    auto *chip = m_workspace.window()->findChild<QToolButton *>(QStringLiteral("chip_vram_gb"));
    QVERIFY(chip && chip->isVisibleTo(m_workspace.window()));
    chip->click();
    QCOMPARE(proxy->rowCount(), all);
}

void TestMainWindowFilters::filtersSavedUnderTheOldKeysSurvive()
{
    // Settings written before the ranges took the column registry's keys: the user's filters
    // come back, and the next save writes the new keys.
    m_workspace.close();
    {
        Settings old(m_workspace.settingsPath());
        old.setFilterState(
            {QStringLiteral("vram=40.."), QStringLiteral("price=..3"), QStringLiteral("fits=1")});
        old.sync();
    }
    m_workspace.open();
    const OfferFilter filter = m_workspace.window()->offersProxy()->filter();
    QCOMPARE(filter.ranges.value(OfferFilter::Range::VramGb).min, std::optional(40.0));
    QCOMPARE(filter.ranges.value(OfferFilter::Range::UsdPerHour).max, std::optional(3.0));
    QVERIFY(filter.fitsOnly);
    QVERIFY(m_workspace.window()->findChild<QToolButton *>(QStringLiteral("chip_vram_gb")));
    m_workspace.close();
    QCOMPARE(Settings(m_workspace.settingsPath()).filterState(),
             (QStringList{QStringLiteral("vram_gb=40.."), QStringLiteral("usd_per_hour=..3"),
                          QStringLiteral("fits=1")}));
}

namespace {

// Whether some old unverified price ranks before some verified or recent one.
bool oldUnverifiedMixIn(const core::Evaluation &evaluation)
{
    int bestOld = 0;
    int worstOther = 0;
    for (const core::OfferEvaluation &row : evaluation.rows) {
        if (row.rank == 0)
            continue;
        if (row.priceOldUnverified)
            bestOld = bestOld == 0 ? row.rank : std::min(bestOld, row.rank);
        else
            worstOther = std::max(worstOther, row.rank);
    }
    return bestOld > 0 && bestOld < worstOther;
}

} // namespace

// The panel's ranking choice: old prices from a single unverified source rank after the others
// until it is checked; it is a chip, and it survives a restart.
void TestMainWindowFilters::oldUnverifiedPricesRankEquallyWhenChecked()
{
    core::Session &session = m_workspace.session();
    QVERIFY(!session.assumptions().includeUnverifiedPrices);
    QVERIFY(!oldUnverifiedMixIn(session.snapshot()->evaluation));
    auto *box = m_workspace.window()->filterPanel()->findChild<QCheckBox *>(
        QStringLiteral("includeUnverifiedPrices"));
    QVERIFY(box);
    const int all = m_workspace.window()->offersProxy()->rowCount();
    box->click();
    QVERIFY(session.assumptions().includeUnverifiedPrices);
    QVERIFY(uitest::evaluated(session)); // the new ranking arrives from the worker
    QVERIFY(oldUnverifiedMixIn(session.snapshot()->evaluation));
    QCOMPARE(m_workspace.window()->offersProxy()->rowCount(), all); // it hides no row
    QVERIFY(
        m_workspace.window()->findChild<QToolButton *>(QStringLiteral("chip_unverified_prices")));

    m_workspace.close();
    QVERIFY(Settings(m_workspace.settingsPath())
                .filterState()
                .contains(QStringLiteral("unverified_prices=1")));
    m_workspace.open();
    QVERIFY(m_workspace.session().assumptions().includeUnverifiedPrices);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QVERIFY(oldUnverifiedMixIn(m_workspace.session().snapshot()->evaluation));
    auto *chip = m_workspace.window()->findChild<QToolButton *>(
        QStringLiteral("chip_unverified_prices"));
    QVERIFY(chip);
    chip->click();
    QVERIFY(!m_workspace.session().assumptions().includeUnverifiedPrices);
    QVERIFY(uitest::evaluated(m_workspace.session()));
    QVERIFY(!oldUnverifiedMixIn(m_workspace.session().snapshot()->evaluation));
}

QTEST_MAIN(TestMainWindowFilters)
#include "tst_mainwindowfilters.moc"
