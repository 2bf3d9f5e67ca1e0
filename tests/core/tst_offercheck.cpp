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

const QString repeated = QStringLiteral(
    "an offer with the same provider, GPU, count, tier and region appears twice");

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
    QCOMPARE(problem(catalog),
             QStringLiteral("offers[4] (%1): ").arg(catalog.offers.at(1).key.toString())
                 + repeated);
}

void TestOfferCheck::theFirstRepeatInOrderIsNamed()
{
    Catalog catalog = m_small;
    // offers: 0 1 2 3 | 3 0 — the copy of offer 3 comes first (at 4), although offer 0's key
    // is the earlier one of the catalog.
    catalog.offers.append(catalog.offers.at(3));
    catalog.offers.append(catalog.offers.at(0));
    QCOMPARE(problem(catalog),
             QStringLiteral("offers[4] (%1): ").arg(catalog.offers.at(3).key.toString())
                 + repeated);
}

void TestOfferCheck::anEarlierProblemComesBeforeALaterRepeat()
{
    Catalog catalog = m_small;
    catalog.offers.append(catalog.offers.at(0));
    catalog.offers[2].key.gpu = QStringLiteral("no-such-gpu");
    QCOMPARE(problem(catalog),
             QStringLiteral("offers[2] (%1): refers to the unknown GPU \"no-such-gpu\"")
                 .arg(catalog.offers.at(2).key.toString()));
}

void TestOfferCheck::aRepeatComesBeforeALaterProblem()
{
    Catalog catalog = m_small;
    catalog.offers.insert(2, catalog.offers.at(0));
    catalog.offers.last().source.clear();
    QCOMPARE(problem(catalog),
             QStringLiteral("offers[2] (%1): ").arg(catalog.offers.at(0).key.toString())
                 + repeated);
}

void TestOfferCheck::manyCopiesOfOneOfferNameTheSecond()
{
    Catalog catalog = m_small;
    catalog.offers = QList<Offer>(20000, m_small.offers.at(2));
    QCOMPARE(problem(catalog),
             QStringLiteral("offers[1] (%1): ").arg(m_small.offers.at(2).key.toString())
                 + repeated);
}

void TestOfferCheck::eachOfferOfAProviderIsChecked()
{
    // Offers of one provider in a row: a later one's wrong provider is still found.
    Catalog catalog = m_small;
    for (Offer &offer : catalog.offers)
        offer.key.provider = catalog.offers.at(0).key.provider;
    for (int i = 0; i < catalog.offers.size(); ++i)
        catalog.offers[i].key.gpuCount = i + 1; // no repeat
    QCOMPARE(OfferCheck::problem(catalog), std::nullopt);
    Catalog unknown = catalog;
    unknown.offers[3].key.provider = QStringLiteral("nobody");
    QCOMPARE(problem(unknown),
             QStringLiteral("offers[3] (%1): refers to the unknown provider \"nobody\"")
                 .arg(unknown.offers.at(3).key.toString()));
    Catalog invalid = catalog;
    invalid.offers[2].key.provider = QStringLiteral("Not An Id");
    QCOMPARE(problem(invalid),
             QStringLiteral("offers[2] (%1): \"provider\" is not a valid id: \"Not An Id\"")
                 .arg(invalid.offers.at(2).key.toString()));
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
    QCOMPARE(problem(catalog),
             QStringLiteral("offers[20000] (%1): ").arg(catalog.offers.constLast().key.toString())
                 + repeated);
}

QTEST_GUILESS_MAIN(TestOfferCheck)
#include "tst_offercheck.moc"
