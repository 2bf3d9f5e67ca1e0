#include <core/catalog/catalogimporter.h>
#include <ui/offers/offersmodel.h>

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QtTest>

using ui::OffersModel;

class TestOffersModel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void passesTheModelTester();
    void showsResolvedValues();
    void sortsNumerically();

private:
    core::Catalog m_catalog;
};

void TestOffersModel::initTestCase()
{
    auto catalog = core::CatalogImporter::parseFile(QStringLiteral(GPUSCOUT_TEST_DATA "/catalog-small.json"));
    QVERIFY(catalog.hasValue());
    m_catalog = catalog.value();
}

void TestOffersModel::passesTheModelTester()
{
    OffersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setOffers(core::resolveOffers(m_catalog));
    QCOMPARE(model.rowCount(), 4);
    model.setOffers({});
    QCOMPARE(model.rowCount(), 0);
}

void TestOffersModel::showsResolvedValues()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    OffersModel model;
    model.setOffers(core::resolveOffers(m_catalog));
    const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, OffersModel::ProviderColumn), QStringLiteral("RunPod (secure)"));
    QCOMPARE(text(0, OffersModel::BillingColumn), QStringLiteral("per second"));
    QCOMPARE(text(0, OffersModel::MinimumColumn), QStringLiteral("—")); // unknown stays unknown
    QCOMPARE(text(2, OffersModel::MinimumColumn), QStringLiteral("per hour"));
    QCOMPARE(text(3, OffersModel::MinimumColumn), QStringLiteral("none"));
    QCOMPARE(text(1, OffersModel::SpotColumn), QStringLiteral("—"));
    QCOMPARE(text(3, OffersModel::OnDemandColumn), QStringLiteral("$0.58")); // 0.50 EUR
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("runpod.io/pricing")));
}

void TestOffersModel::sortsNumerically()
{
    OffersModel model;
    model.setOffers(core::resolveOffers(m_catalog));
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(OffersModel::SortRole);
    proxy.sort(OffersModel::OnDemandColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, OffersModel::GpuColumn).data().toString(), QStringLiteral("A100 80GB SXM4"));
    QCOMPARE(proxy.index(0, OffersModel::CountColumn).data().toString(), QStringLiteral("8"));
}

QTEST_MAIN(TestOffersModel)
#include "tst_offersmodel.moc"
