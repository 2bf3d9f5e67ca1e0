#include <core/catalog/catalogimporter.h>
#include <core/network/sources/sourcemerge.h>

#include <QtTest>

using namespace core;

// The merge rules on a catalog built for the case (docs/network.md): what becomes of the
// stored offers of a machine the source lists under another key, and of those of machines it
// does not list, with few such offers and with many.
class TestSourceMerge final : public QObject
{
    Q_OBJECT

private slots:
    void foldsCopiesOfListedMachinesAndMarksTheRest_data();
    void foldsCopiesOfListedMachinesAndMarksTheRest();
};

namespace {

Offer curated(const QString &tier, const QString &region,
              const QString &gpu = QStringLiteral("h100-sxm"))
{
    Offer offer;
    offer.key = {QStringLiteral("lambda"), gpu, 1, tier, region};
    offer.onDemandPerHour = 2.0;
    offer.source = QStringLiteral("lambda.ai/pricing");
    offer.observedAt = PartialDate::parse(QStringLiteral("2025-01-01")).value();
    return offer;
}

} // namespace

void TestSourceMerge::foldsCopiesOfListedMachinesAndMarksTheRest_data()
{
    QTest::addColumn<int>("machines");
    QTest::newRow("a few machines") << 3;
    QTest::newRow("many machines") << 40; // more than the merge compares one by one
}

void TestSourceMerge::foldsCopiesOfListedMachinesAndMarksTheRest()
{
    QFETCH(int, machines);
    Catalog catalog = CatalogImporter::bundled().value();
    catalog.offers.removeIf(
        [](const Offer &o) { return o.key.provider == QLatin1String("lambda"); });
    SourceOffers fresh;
    fresh.providers = {QStringLiteral("lambda")};
    const QDateTime fetchedAt(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
    fresh.observedAt = fetchedAt;
    for (int i = 0; i < machines; ++i) {
        const QString tier = QStringLiteral("tier%1").arg(i);
        // Two curated rows of the machine, in two regions; the source lists it in a third.
        catalog.offers.append(curated(tier, QStringLiteral("us-east")));
        catalog.offers.append(curated(tier, QStringLiteral("us-west")));
        // A machine the source does not list.
        catalog.offers.append(curated(tier, QStringLiteral("us-east"), QStringLiteral("a10")));
        Offer listed = curated(tier, QStringLiteral("eu-central"));
        listed.onDemandPerHour = 1.5;
        listed.source = QStringLiteral("the source");
        listed.observedAt = PartialDate::parse(QStringLiteral("2026-12-01")).value();
        fresh.offers.append(listed);
    }
    SourceInfo source;
    source.id = QStringLiteral("test:lambda");
    source.name = QStringLiteral("Test source");
    source.providers = {QStringLiteral("lambda")};

    const Expected<MergeResult> merged = mergeSourceOffers(catalog, source, fresh, fetchedAt);
    QVERIFY2(merged.hasValue(), merged ? "" : qPrintable(merged.error()));
    QCOMPARE(merged->summary.updated, machines); // each listed machine's first curated row
    QCOMPARE(merged->summary.superseded, machines); // its second row is the same machine
    QCOMPARE(merged->summary.unlisted, machines); // the A10s
    QCOMPARE(merged->summary.added, 0);
    int h100 = 0;
    int a10 = 0;
    for (const Offer &offer : merged->catalog.offers) {
        if (offer.key.provider != QLatin1String("lambda"))
            continue;
        if (offer.key.gpu == QLatin1String("h100-sxm")) {
            ++h100;
            QCOMPARE(offer.key.region, QStringLiteral("us-east")); // its key stays
            QCOMPARE(offer.onDemandPerHour, std::optional<double>(1.5));
            QCOMPARE(offer.listedBy, source.id);
        } else {
            ++a10;
            QCOMPARE(offer.unlistedSince, fetchedAt.date());
        }
    }
    QCOMPARE(h100, machines);
    QCOMPARE(a10, machines);
}

QTEST_GUILESS_MAIN(TestSourceMerge)
#include "tst_sourcemerge.moc"
