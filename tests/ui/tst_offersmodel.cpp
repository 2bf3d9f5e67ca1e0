#include "uitestutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/export/reporttable.h>
#include <core/figures/columns.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QImage>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace ui;

class TestOffersModel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void passesTheModelTester();
    void showsTheEngineRows();
    void unknownValuesShowAsDash();
    void unknownValuesSortLastInBothDirections_data();
    void unknownValuesSortLastInBothDirections();
    void sortsTextCaseInsensitively();
    void sortsByRankAsByAnyFigure_data();
    void sortsByRankAsByAnyFigure();
    void filtersBySearchAndPanel();
    void searchIgnoresCaseAndSpacing();
    void searchReadsTheCatalogShown();
    void onlyAFilterChangesTheRowsShown();
    void starringAsksTheSession();
    void headersExplainTheirUnits();
    void moneyColumnsShowMoney();
    void shortlistHeaderIsADrawnStar();
    void columnsReadTheRegistry();
    void marksSeveralGpus();
    void anUndatedPriceIsNeverFresh();

private:
    std::shared_ptr<const core::Snapshot> m_snapshot;
};

void TestOffersModel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_snapshot = uitest::snapshot();
}

void TestOffersModel::passesTheModelTester()
{
    OffersModel model;
    OffersProxyModel proxy;
    QAbstractItemModelTester modelTester(&model,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setOffersModel(&model);
    model.setSnapshot(m_snapshot);
    proxy.sort(int(OfferColumn::TotalCost), Qt::DescendingOrder);
    OfferFilter filter;
    filter.search = QStringLiteral("h100");
    proxy.setFilter(filter);
    QVERIFY(proxy.rowCount() > 0 && proxy.rowCount() < model.rowCount());
    proxy.setFilter({});
    QCOMPARE(proxy.rowCount(), model.rowCount());
    model.setShortlisted({m_snapshot->evaluation.rows.at(0).offer.offer->key});
    model.setSnapshot(nullptr);
    QCOMPARE(proxy.rowCount(), 0);
}

void TestOffersModel::showsTheEngineRows()
{
    OffersModel model;
    model.setSnapshot(m_snapshot);
    QCOMPARE(model.rowCount(), m_snapshot->evaluation.rows.size());
    for (int row = 0; row < model.rowCount(); ++row) {
        const core::OfferEvaluation &evaluation = m_snapshot->evaluation.rows.at(row);
        QCOMPARE(model.number(row, OfferColumn::TotalCost), evaluation.totalCostUsd);
        QCOMPARE(model.number(row, OfferColumn::GpuCount).value(),
                 double(evaluation.offer.offer->key.gpuCount));
        if (evaluation.rank > 0)
            QCOMPARE(model.index(row, int(OfferColumn::Rank)).data().toString(),
                     QString::number(evaluation.rank));
    }
}

void TestOffersModel::unknownValuesShowAsDash()
{
    OffersModel model;
    model.setSnapshot(m_snapshot);
    int checked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (!m_snapshot->evaluation.rows.at(row).offer.spotUsdPerHour) {
            QCOMPARE(model.index(row, int(OfferColumn::Spot)).data().toString(),
                     QStringLiteral("—"));
            QVERIFY(
                !model.index(row, int(OfferColumn::Spot)).data(OffersModel::SortRole).isValid());
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

void TestOffersModel::unknownValuesSortLastInBothDirections_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("order");
    for (OfferColumn column :
         {OfferColumn::Spot, OfferColumn::Storage, OfferColumn::Rank, OfferColumn::Minimum}) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder})
            QTest::addRow("%s %s", qPrintable(columnKey(column)),
                          order == Qt::AscendingOrder ? "asc" : "desc")
                << int(column) << int(order);
    }
}

void TestOffersModel::unknownValuesSortLastInBothDirections()
{
    QFETCH(int, column);
    QFETCH(int, order);
    // FLUX.1 at 16 bits: every catalog GPU has a speed, so only a model that does not fit some
    // cards leaves offers without a rank.
    core::Workload flux;
    flux.model = QStringLiteral("flux1-dev");
    OffersModel model;
    model.setSnapshot(uitest::snapshot(flux));
    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    proxy.sort(column, Qt::SortOrder(order));
    bool seenUnknown = false;
    double previous = order == Qt::AscendingOrder ? -INFINITY : INFINITY;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const std::optional<double> value = model.number(
            proxy.mapToSource(proxy.index(row, 0)).row(), OfferColumn(column));
        if (!value) {
            seenUnknown = true;
            continue;
        }
        QVERIFY2(!seenUnknown, "a known value after an unknown one");
        QVERIFY(order == Qt::AscendingOrder ? *value >= previous : *value <= previous);
        previous = *value;
    }
    QVERIFY(seenUnknown);
}

void TestOffersModel::sortsByRankAsByAnyFigure_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("order");
    for (const QString &search : {QString(), QStringLiteral("a100"), QStringLiteral("runpod")}) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder})
            QTest::addRow("'%s' %s", qPrintable(search),
                          order == Qt::AscendingOrder ? "asc" : "desc")
                << search << int(order);
    }
}

// The rank order is placed from the engine's ranks without comparing: it must be the order a
// stable sort of the rank figure gives, unranked rows last in their order, filtered or not.
void TestOffersModel::sortsByRankAsByAnyFigure()
{
    QFETCH(QString, search);
    QFETCH(int, order);
    core::Workload flux; // offers that do not fit stay unranked
    flux.model = QStringLiteral("flux1-dev");
    OffersModel model;
    model.setSnapshot(uitest::snapshot(flux));
    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    OfferFilter filter;
    filter.search = search;
    proxy.setFilter(filter);
    proxy.sort(int(OfferColumn::Rank), Qt::SortOrder(order));
    QList<int> expected = proxy.sourceRows();
    std::sort(expected.begin(), expected.end()); // source order, then a stable sort by rank
    const auto rank = [&model](int row) { return model.row(row).rank; };
    std::stable_sort(expected.begin(), expected.end(), [&](int a, int b) {
        if (rank(a) == 0 || rank(b) == 0)
            return rank(a) != 0 && rank(b) == 0;
        return order == Qt::AscendingOrder ? rank(a) < rank(b) : rank(a) > rank(b);
    });
    QVERIFY(expected.size() > 2);
    if (search.isEmpty())
        QVERIFY(
            std::any_of(expected.cbegin(), expected.cend(), [&](int row) { return !rank(row); }));
    QCOMPARE(proxy.sourceRows(), expected);
}

void TestOffersModel::sortsTextCaseInsensitively()
{
    OffersModel model;
    model.setSnapshot(m_snapshot);
    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    proxy.sort(int(OfferColumn::Provider), Qt::AscendingOrder);
    for (int row = 1; row < proxy.rowCount(); ++row) {
        const QString a = proxy.index(row - 1, int(OfferColumn::Provider)).data().toString();
        const QString b = proxy.index(row, int(OfferColumn::Provider)).data().toString();
        QVERIFY2(a.compare(b, Qt::CaseInsensitive) <= 0, qPrintable(a + QStringLiteral(" > ") + b));
    }
}

void TestOffersModel::filtersBySearchAndPanel()
{
    OffersModel model;
    model.setSnapshot(m_snapshot);
    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    OfferFilter filter;
    filter.search = QStringLiteral("4090 runpod");
    proxy.setFilter(filter);
    QVERIFY(proxy.rowCount() > 0);
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const core::OfferEvaluation &r = model.row(proxy.mapToSource(proxy.index(row, 0)).row());
        QCOMPARE(r.offer.gpu->id, QStringLiteral("rtx-4090"));
        QVERIFY(r.offer.provider->id.startsWith(QStringLiteral("runpod")));
    }
    filter = {};
    filter.setRange(OfferFilter::Range::VramGb, {80, std::nullopt});
    filter.setRange(OfferFilter::Range::UsdPerHour, {std::nullopt, 3});
    filter.billing = {OfferFilter::Billing::PerSecond};
    proxy.setFilter(filter);
    QVERIFY(proxy.rowCount() > 0);
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const core::OfferEvaluation &r = model.row(proxy.mapToSource(proxy.index(row, 0)).row());
        QVERIFY(r.offer.gpu->vramGb >= 80);
        QVERIFY(*r.usdPerHour <= 3);
        QCOMPARE(r.offer.billingIncrementS.value(), 1);
    }
    filter = {};
    filter.spotOnly = true;
    filter.fitsOnly = true;
    proxy.setFilter(filter);
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const core::OfferEvaluation &r = model.row(proxy.mapToSource(proxy.index(row, 0)).row());
        QVERIFY(r.offer.spotUsdPerHour.has_value());
        QVERIFY(r.fit != core::Fit::No);
    }
}

void TestOffersModel::searchIgnoresCaseAndSpacing()
{
    OffersModel model;
    model.setSnapshot(m_snapshot);
    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    OfferFilter filter;
    filter.search = QStringLiteral("4090 runpod");
    proxy.setFilter(filter);
    const int lower = proxy.rowCount();
    QVERIFY(lower > 0);
    filter.search = QStringLiteral("  RunPod   RTX 4090 ");
    proxy.setFilter(filter);
    QCOMPARE(proxy.rowCount(), lower);
    filter.search = QStringLiteral("RUNPOD no-such-gpu");
    proxy.setFilter(filter);
    QCOMPARE(proxy.rowCount(), 0);
}

// The rows' search text is built when a search first needs it: after a new catalog, the text
// is the new offers', whether or not the old catalog was searched.
void TestOffersModel::searchReadsTheCatalogShown()
{
    core::Catalog renamed = core::CatalogImporter::bundled().value();
    for (core::Provider &provider : renamed.providers)
        provider.name += QStringLiteral(" Zyxw");
    const auto renamedSnapshot = uitest::snapshot(std::make_shared<const core::Catalog>(renamed));
    OfferFilter search;
    search.search = QStringLiteral("zyxw");
    for (const bool searchedBefore : {true, false}) {
        OffersModel model;
        OffersProxyModel proxy;
        proxy.setOffersModel(&model);
        model.setSnapshot(m_snapshot);
        if (searchedBefore) {
            proxy.setFilter(search);
            QCOMPARE(proxy.rowCount(), 0);
        }
        model.setSnapshot(renamedSnapshot);
        proxy.setFilter(search);
        QCOMPARE(proxy.rowCount(), model.rowCount());
    }
}

void TestOffersModel::onlyAFilterChangesTheRowsShown()
{
    // The window recomputes its status (counts, price dates) on `filtered`: a sort, which only
    // reorders the rows, must not ask for it.
    OffersModel model;
    model.setSnapshot(m_snapshot);
    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    QSignalSpy filtered(&proxy, &OffersProxyModel::filtered);
    proxy.sort(int(OfferColumn::TotalCost), Qt::DescendingOrder);
    QCOMPARE(filtered.count(), 0);
    OfferFilter filter;
    filter.search = QStringLiteral("h100");
    proxy.setFilter(filter);
    QCOMPARE(filtered.count(), 1);
    proxy.setFilter(filter); // unchanged
    QCOMPARE(filtered.count(), 1);
}

void TestOffersModel::starringAsksTheSession()
{
    OffersModel model;
    model.setSnapshot(m_snapshot);
    QSignalSpy spy(&model, &OffersModel::shortlistRequested);
    const QModelIndex star = model.index(3, int(OfferColumn::Shortlisted));
    QVERIFY(model.flags(star) & Qt::ItemIsUserCheckable);
    QVERIFY(model.setData(star, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<core::OfferKey>(),
             m_snapshot->evaluation.rows.at(3).offer.offer->key);
    QCOMPARE(spy.at(0).at(1).toBool(), true);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setShortlisted({m_snapshot->evaluation.rows.at(3).offer.offer->key});
    QCOMPARE(changed.count(), 1); // one batched notification for the star column
    QCOMPARE(star.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
}

void TestOffersModel::headersExplainTheirUnits()
{
    OffersModel model;
    for (int column = 0; column < offerColumnCount; ++column) {
        const bool text = !model.headerData(column, Qt::Horizontal).toString().isEmpty();
        const bool icon
            = !model.headerData(column, Qt::Horizontal, Qt::DecorationRole).value<QIcon>().isNull();
        QVERIFY(text != icon); // a caption or a drawn symbol, never both
        QVERIFY(
            !model.headerData(column, Qt::Horizontal, Qt::AccessibleTextRole).toString().isEmpty());
        QVERIFY(!model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
}

void TestOffersModel::moneyColumnsShowMoney()
{
    // What the CSV export names "_usd" is what the table shows as money, and nothing else.
    OffersModel model;
    model.setSnapshot(m_snapshot);
    for (int column = 0; column < offerColumnCount; ++column) {
        const auto offerColumn = OfferColumn(column);
        if (columnIsMoney(offerColumn))
            QVERIFY(columnIsNumeric(offerColumn));
        int known = 0;
        for (int row = 0; row < model.rowCount() && known < 20; ++row) {
            if (!model.number(row, offerColumn))
                continue;
            ++known;
            const QString shown = model.index(row, column).data().toString();
            QVERIFY2(shown.contains(QLatin1Char('$')) == columnIsMoney(offerColumn),
                     qPrintable(columnKey(offerColumn) + QStringLiteral(": ") + shown));
        }
    }
}

void TestOffersModel::shortlistHeaderIsADrawnStar()
{
    OffersModel model;
    const int column = int(OfferColumn::Shortlisted);
    QVERIFY(model.headerData(column, Qt::Horizontal).toString().isEmpty());
    QCOMPARE(model.headerData(column, Qt::Horizontal, Qt::AccessibleTextRole).toString(),
             QStringLiteral("Shortlist"));
    const QIcon star = model.headerData(column, Qt::Horizontal, Qt::DecorationRole).value<QIcon>();
    for (int side : {16, 32}) {
        const QImage image = star.pixmap(side, side).toImage();
        QCOMPARE(image.size(), QSize(side, side));
        QVERIFY(qAlpha(image.pixel(side / 2, side / 2)) > 0); // filled centre
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0); // between the points
        QCOMPARE(qAlpha(image.pixel(side - 1, side - 1)), 0);
    }
    // A starred row shows its check box, and no text beside it.
    model.setSnapshot(m_snapshot);
    model.setShortlisted({m_snapshot->evaluation.rows.at(0).offer.offer->key});
    QCOMPARE(model.index(0, column).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    QVERIFY(model.index(0, column).data().toString().isEmpty());
}

void TestOffersModel::columnsReadTheRegistry()
{
    // Every figure of the table is a registry entry: its header, tooltip and CSV key, the same
    // keys `gpuscout-cli recommend --format csv` writes.
    const QStringList cli = core::recommendationColumns() + core::exportColumns();
    for (int logical = 1; logical < offerColumnCount; ++logical) {
        const auto column = OfferColumn(logical);
        const QStringList keys = columnExportKeys(column);
        QVERIFY2(!keys.isEmpty(), qPrintable(columnKey(column)));
        for (const QString &key : keys)
            QVERIFY2(core::Columns::find(key), qPrintable(key));
        if (column == OfferColumn::Access)
            continue;
        const core::ColumnSpec *spec = columnSpec(column);
        QVERIFY(spec);
        QCOMPARE(columnHeader(column), core::Columns::header(*spec));
        QCOMPARE(columnToolTip(column), core::Columns::toolTip(*spec));
        QCOMPARE(columnIsMoney(column), spec->kind == core::ColumnKind::Money);
    }
    for (const char *key :
         {"on_demand_usd_per_hour", "spot_usd_per_hour", "usd_per_1000_images", "total_cost_usd",
          "seconds_per_image", "fits", "instances", "time_to_finish_hours"})
        QVERIFY2(cli.contains(QLatin1String(key)), key);
    QCOMPARE(columnKey(OfferColumn::OnDemand), QStringLiteral("on_demand_usd_per_hour"));
    QCOMPARE(columnKey(OfferColumn::TotalCost), QStringLiteral("total_cost_usd"));
    QVERIFY(columnSpec(OfferColumn::Shortlisted) == nullptr);
}

// An offer whose data's date is unknown: "date unknown", never 0 days; greyed as stale; outside
// every age range and hidden by "fresh prices only".
void TestOffersModel::anUndatedPriceIsNeverFresh()
{
    auto catalog = std::make_shared<core::Catalog>(*m_snapshot->catalog);
    QVERIFY(catalog->offers.size() >= 2);
    catalog->offers[0].observedAt = core::PartialDate();
    catalog->offers[1].observedAt = *core::PartialDate::parse(
        QDate::currentDate().addDays(-3).toString(Qt::ISODate));
    const std::shared_ptr<const core::Snapshot> snapshot = uitest::snapshot(catalog);
    OffersModel model;
    model.setSnapshot(snapshot);
    const auto rowOf = [&](const core::Offer &offer) { return model.rowOf(offer.key); };
    const int undated = rowOf(catalog->offers[0]);
    const int dated = rowOf(catalog->offers[1]);
    QVERIFY(undated >= 0 && dated >= 0);
    QVERIFY(!model.ageDays(undated));
    QCOMPARE(model.ageDays(dated), std::optional<qint64>(3));
    QVERIFY(!model.number(undated, OfferColumn::DataAge));
    const QModelIndex age = model.index(undated, int(OfferColumn::DataAge));
    QCOMPARE(age.data().toString(), QStringLiteral("date unknown"));
    QVERIFY(model.index(dated, int(OfferColumn::DataAge))
                .data()
                .toString()
                .startsWith(QStringLiteral("3 day")));
    QVERIFY(model.data(age, Qt::ForegroundRole).isValid()); // greyed like a stale price
    QVERIFY(model.data(age, Qt::ToolTipRole).toString().contains(QStringLiteral("date unknown")));

    OffersProxyModel proxy;
    proxy.setOffersModel(&model);
    const auto shown = [&](int row) { return proxy.mapFromSource(model.index(row, 0)).isValid(); };
    OfferFilter fresh;
    fresh.hideStale = true;
    proxy.setFilter(fresh);
    QVERIFY(!shown(undated));
    QVERIFY(shown(dated));
    OfferFilter recent;
    recent.setRange(OfferFilter::Range::DataAge, {std::nullopt, 30.0});
    proxy.setFilter(recent);
    QVERIFY(!shown(undated));
    QVERIFY(shown(dated));
}

QTEST_MAIN(TestOffersModel)
#include "tst_offersmodel.moc"

void TestOffersModel::marksSeveralGpus()
{
    // An instance of two RTX 3090 at $0.33/h is not one card at that price: the GPU column
    // says how many (core::OfferName, the name the charts, compare and the PDF use too).
    OffersModel model;
    model.setSnapshot(m_snapshot);
    int several = -1;
    int one = -1;
    for (int row = 0; row < model.rowCount() && (several < 0 || one < 0); ++row)
        (model.row(row).offer.offer->key.gpuCount > 1 ? several : one) = row;
    QVERIFY(several >= 0 && one >= 0);
    const core::ResolvedOffer &multi = model.row(several).offer;
    QCOMPARE(model.index(several, int(OfferColumn::Gpu)).data().toString(),
             QStringLiteral("%1 ×%2").arg(multi.gpu->name).arg(multi.offer->key.gpuCount));
    QCOMPARE(model.index(one, int(OfferColumn::Gpu)).data().toString(),
             model.row(one).offer.gpu->name);
}
