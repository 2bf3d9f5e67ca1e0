#include <core/catalog/catalogimporter.h>

#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace core;

// The catalog shipped with the application: it loads through the one importer and holds
// what a new user needs, each value with its source and date.
class TestBundledCatalog final : public QObject
{
    Q_OBJECT

private slots:
    void loads();
    void coversTheMarket();
    void everyOfferHasSourceAndDate();
    void hasTheModelsOfTheWorkloadEngine();

private:
    Catalog m_catalog;
};

void TestBundledCatalog::loads()
{
    const auto catalog = CatalogImporter::bundled();
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    m_catalog = catalog.value();
    // The version compiled in for the start-up check is the one in the file that is bundled.
    QCOMPARE(CatalogImporter::bundledVersion(), m_catalog.info.catalogVersion);
}

void TestBundledCatalog::coversTheMarket()
{
    QVERIFY2(m_catalog.gpus.size() >= 45, qPrintable(QString::number(m_catalog.gpus.size())));
    QSet<QString> providersWithOffers;
    for (const Offer &offer : std::as_const(m_catalog.offers))
        providersWithOffers.insert(offer.key.provider);
    QVERIFY2(m_catalog.offers.size() >= 150, qPrintable(QString::number(m_catalog.offers.size())));
    // Issue #37: the curated providers and those the price sources' files bring.
    QVERIFY2(providersWithOffers.size() >= 30,
             qPrintable(QString::number(providersWithOffers.size())));
    QVERIFY(m_catalog.benchmarks.size() >= 40);
}

void TestBundledCatalog::everyOfferHasSourceAndDate()
{
    // Every curated offer is dated. An offer without a data date comes from a price source's
    // public file whose last commit date could not be read when the catalog was built
    // (tools/catalog/build.py): its source names that file at its commit, and the date stays
    // unknown rather than becoming the day the file was read.
    static const QRegularExpression sourceFile(QStringLiteral(
        "^SkyPilot catalog https://raw\\.githubusercontent\\.com/skypilot-org/skypilot-catalog/"
        "[0-9a-f]{40}/catalogs/v[0-9]+/[a-z]+/vms\\.csv \\(read [0-9]{4}-[0-9]{2}-[0-9]{2}\\)$"));
    for (const Offer &offer : std::as_const(m_catalog.offers)) {
        QVERIFY2(!offer.source.trimmed().isEmpty(), qPrintable(offer.key.toString()));
        QVERIFY2(offer.observedAt.isValid() || sourceFile.match(offer.source).hasMatch(),
                 qPrintable(offer.key.toString() + QLatin1Char(' ') + offer.source));
        QVERIFY2(m_catalog.usdPerUnit(offer.currency).has_value(),
                 qPrintable(offer.key.toString()));
    }
    for (const Gpu &gpu : std::as_const(m_catalog.gpus))
        QVERIFY2(!gpu.source.trimmed().isEmpty(), qPrintable(gpu.id));
}

void TestBundledCatalog::hasTheModelsOfTheWorkloadEngine()
{
    for (const char *id : {"sd15", "sdxl", "sdxl-refined", "sd35-medium", "sd35-large",
                           "flux1-schnell", "flux1-dev"})
        QVERIFY2(m_catalog.model(QLatin1String(id)), id);
    const bool hasVideo = std::any_of(
        m_catalog.models.cbegin(), m_catalog.models.cend(),
        [](const ModelProfile &m) { return m.kind == QLatin1String("video"); });
    QVERIFY(hasVideo);
}

QTEST_GUILESS_MAIN(TestBundledCatalog)
#include "tst_bundledcatalog.moc"
