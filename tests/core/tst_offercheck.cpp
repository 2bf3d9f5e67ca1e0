#include "testutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/offercheck.h>

#include <QtTest>

using namespace core;

// The importer's offer rules on a catalog in memory (a price source's merge): the first problem
// in the offers' order is the one reported, a repeated key at the offer that repeats it.
class TestOfferCheck final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aValidCatalogPasses();
    void aRepeatedKeyIsNamedAtItsSecondOffer();
    void theFirstRepeatInOrderIsNamed();
    void anEarlierProblemComesBeforeALaterRepeat();
    void aRepeatComesBeforeALaterProblem();
    void manyCopiesOfOneOfferNameTheSecond();
    void eachOfferOfAProviderIsChecked();
    void offersOfManyMachinesPass();

private:
    Catalog m_small;
};

namespace {

QString problem(const Catalog &catalog)
{
    return OfferCheck::problem(catalog).value_or(QString());
}

// The problem of the catalog's offer `index`, as OfferCheck words it.
QString problemAt(const Catalog &catalog, qsizetype index, const QString &what)
{
    return QStringLiteral("offers[%1] (%2): %3")
        .arg(index)
        .arg(catalog.offers.at(index).key.toString(), what);
}

QString repeatAt(const Catalog &catalog, qsizetype index)
{
    return problemAt(
        catalog, index,
        QStringLiteral(
            "an offer with the same provider, GPU, count, tier and region appears twice"));
}

} // namespace

void TestOfferCheck::initTestCase()
{
    auto catalog = CatalogImporter::parse(testutil::readData(QStringLiteral("catalog-small.json")));
    QVERIFY2(catalog, qPrintable(catalog ? QString() : catalog.error()));
    m_small = catalog.value();
    QCOMPARE(m_small.offers.size(), 4);
}

void TestOfferCheck::aValidCatalogPasses()
{
    QCOMPARE(OfferCheck::problem(m_small), std::nullopt);
}

void TestOfferCheck::aRepeatedKeyIsNamedAtItsSecondOffer()
{
    Catalog catalog = m_small;
    catalog.offers.append(catalog.offers.at(1));
    catalog.offers.last().onDemandPerHour = 9.5; // another price: the key alone repeats
    QCOMPARE(problem(catalog), repeatAt(catalog, 4));
}

void TestOfferCheck::theFirstRepeatInOrderIsNamed()
{
    // offers: 0 1 2 3 | 3 0 — the copy of offer 3 comes first (at 4), although offer 0's key
    // is the earlier one of the catalog.
    Catalog catalog = m_small;
    catalog.offers << m_small.offers.at(3) << m_small.offers.at(0);
    QCOMPARE(problem(catalog), repeatAt(catalog, 4));
}

void TestOfferCheck::anEarlierProblemComesBeforeALaterRepeat()
{
    Catalog catalog = m_small;
    catalog.offers.append(catalog.offers.at(0));
    catalog.offers[2].key.gpu = QStringLiteral("no-such-gpu");
    QCOMPARE(problem(catalog),
             problemAt(catalog, 2, QStringLiteral("refers to the unknown GPU \"no-such-gpu\"")));
}

void TestOfferCheck::aRepeatComesBeforeALaterProblem()
{
    Catalog catalog = m_small;
    catalog.offers.insert(2, catalog.offers.at(0));
    catalog.offers.last().source.clear();
    QCOMPARE(problem(catalog), repeatAt(catalog, 2));
}

void TestOfferCheck::manyCopiesOfOneOfferNameTheSecond()
{
    Catalog catalog = m_small;
    catalog.offers = QList<Offer>(20000, m_small.offers.at(2));
    QCOMPARE(problem(catalog), repeatAt(catalog, 1));
}

void TestOfferCheck::eachOfferOfAProviderIsChecked()
{
    // Offers of one provider in a row: a later one's wrong provider is still found.
    Catalog catalog = m_small;
    for (qsizetype i = 0; i < catalog.offers.size(); ++i) {
        catalog.offers[i].key.provider = m_small.offers.at(0).key.provider;
        catalog.offers[i].key.gpuCount = int(i) + 1; // no repeat
    }
    QCOMPARE(OfferCheck::problem(catalog), std::nullopt);
    // A later offer's unknown provider, an earlier one's invalid id: each at its offer.
    const struct
    {
        qsizetype index;
        const char *provider;
        const char *problem;
    } wrong[] = {{3, "nobody", "refers to the unknown provider \"nobody\""},
                 {2, "Not An Id", "\"provider\" is not a valid id: \"Not An Id\""}};
    for (const auto &[index, provider, what] : wrong) {
        Catalog changed = catalog;
        changed.offers[index].key.provider = QLatin1String(provider);
        QCOMPARE(problem(changed), problemAt(changed, index, QLatin1String(what)));
    }
}

void TestOfferCheck::offersOfManyMachinesPass()
{
    // 20,000 offers that differ in count, tier or region only: no two keys alike.
    Catalog catalog = m_small;
    catalog.offers.clear();
    for (int i = 0; i < 20000; ++i) {
        Offer offer = m_small.offers.at(i % 4);
        offer.key.gpuCount = 1 + i % 8;
        offer.key.tier = QStringLiteral("tier-%1").arg(i / 80);
        offer.key.region = QStringLiteral("region-%1").arg(i / 8 % 10);
        catalog.offers.append(offer);
    }
    QCOMPARE(OfferCheck::problem(catalog), std::nullopt);
    // The last offer again, once: named at its copy.
    catalog.offers.append(catalog.offers.constLast());
    QCOMPARE(problem(catalog), repeatAt(catalog, 20000));
}

QTEST_GUILESS_MAIN(TestOfferCheck)
#include "tst_offercheck.moc"
