#include <core/catalog/catalogimporter.h>

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
    QVERIFY2(providersWithOffers.size() >= 15,
             qPrintable(QString::number(providersWithOffers.size())));
    QVERIFY(m_catalog.benchmarks.size() >= 40);
}

void TestBundledCatalog::everyOfferHasSourceAndDate()
{
    for (const Offer &offer : std::as_const(m_catalog.offers)) {
        QVERIFY2(!offer.source.trimmed().isEmpty(), qPrintable(offer.key.toString()));
        QVERIFY2(offer.observedAt.isValid(), qPrintable(offer.key.toString()));
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
