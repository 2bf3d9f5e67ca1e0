#include "../core/testutil.h"
#include "testhttpserver.h"

#include <core/currency/currencyconverter.h>
#include <core/currency/ecbrates.h>
#include <core/network/ratesfeed.h>
#include <core/store/database.h>
#include <core/store/ratestore.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace core;
using testutil::TestHttpServer;

namespace {

std::optional<CurrencyRate> rateOf(const QList<CurrencyRate> &rates, const QString &currency)
{
    for (const CurrencyRate &rate : rates) {
        if (rate.currency == currency)
            return rate;
    }
    return std::nullopt;
}

} // namespace

class TestCurrency final : public QObject
{
    Q_OBJECT

private slots:
    void parsesTheBundledSnapshot();
    void parsesAFetchedDocument();
    void refusesBrokenDocuments_data();
    void refusesBrokenDocuments();
    void convertsWithSourceAndDate();
    void saysWhenARateIsUnavailable();
    void catalogRatesFillGapsOnly();
    void storesFetchedRatesForOfflineUse();
    void failedFetchKeepsStoredRates();

private:
    QTemporaryDir m_dir;
};

void TestCurrency::parsesTheBundledSnapshot()
{
    const auto rates = EcbRates::bundled();
    QVERIFY2(rates.hasValue(), qPrintable(rates.hasValue() ? QString() : rates.error()));
    // resources/currency/eurofxref-daily-2026-03-13.xml: USD 1.1476, GBP 0.86503, INR 106.0205,
    // RON 5.0947 per EUR.
    const CurrencyRate eur = rateOf(*rates, QStringLiteral("EUR")).value();
    QCOMPARE(eur.usdPerUnit, 1.1476);
    QCOMPARE(eur.date, QDate(2026, 3, 13));
    QVERIFY(eur.source.contains(QStringLiteral("European Central Bank")));
    QCOMPARE(rateOf(*rates, QStringLiteral("GBP"))->usdPerUnit, 1.1476 / 0.86503);
    QCOMPARE(rateOf(*rates, QStringLiteral("INR"))->usdPerUnit, 1.1476 / 106.0205);
    QCOMPARE(rateOf(*rates, QStringLiteral("RON"))->usdPerUnit, 1.1476 / 5.0947);
    QVERIFY(!rateOf(*rates, QStringLiteral("USD")));
    QVERIFY(!rateOf(*rates, QStringLiteral("PKR")));
    QVERIFY(!rateOf(*rates, QStringLiteral("BDT")));
}

void TestCurrency::parsesAFetchedDocument()
{
    const auto rates = EcbRates::parse(
        testutil::readData(QStringLiteral("ecb-daily-2022-07-08.xml")), QStringLiteral("fixture"));
    QVERIFY(rates.hasValue());
    QCOMPARE(rates->size(), 31); // 30 currencies besides USD, and EUR
    QCOMPARE(rateOf(*rates, QStringLiteral("EUR"))->usdPerUnit, 1.0163);
    QCOMPARE(rateOf(*rates, QStringLiteral("GBP"))->date, QDate(2022, 7, 8));
    QCOMPARE(rateOf(*rates, QStringLiteral("GBP"))->source, QStringLiteral("fixture"));
}

void TestCurrency::refusesBrokenDocuments_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not XML") << QByteArrayLiteral(
        "<Cube time='2026-01-02'><Cube currency='USD' rate='1.1'>")
                             << QStringLiteral("The ECB rates are not valid XML: ");
    QTest::newRow("empty") << QByteArrayLiteral("<Envelope><Cube></Cube></Envelope>")
                           << QStringLiteral("The document holds no ECB reference rates.");
    QTest::newRow("no USD") << QByteArrayLiteral(
        "<Cube><Cube time='2026-01-02'><Cube currency='GBP' rate='0.85'/></Cube></Cube>")
                            << QStringLiteral("The ECB rates of 2026-01-02 give no US dollar rate");
    QTest::newRow("bad rate")
        << QByteArrayLiteral(
               "<Cube><Cube time='2026-01-02'><Cube currency='USD' rate='1,1'/></Cube></Cube>")
        << QStringLiteral("The ECB rate for USD is \"1,1\", which is not a positive number.");
    QTest::newRow("bad date")
        << QByteArrayLiteral(
               "<Cube><Cube time='yesterday'><Cube currency='USD' rate='1.1'/></Cube></Cube>")
        << QStringLiteral("The ECB rates give the date \"yesterday\", which is not a date.");
    // The probe's rates: stored and shown before, pricing every offer at nothing or infinity.
    QTest::newRow("rate 1e30")
        << QByteArrayLiteral("<Cube><Cube time='2026-01-02'><Cube currency='USD' rate='1.1'/>"
                             "<Cube currency='GBP' rate='1e30'/></Cube></Cube>")
        << QStringLiteral("The ECB rate for GBP is 1e+30 per euro, outside the plausible range "
                          "(0.001 to 1000000).");
    QTest::newRow("rate 1e-30")
        << QByteArrayLiteral(
               "<Cube><Cube time='2026-01-02'><Cube currency='USD' rate='1e-30'/></Cube></Cube>")
        << QStringLiteral("The ECB rate for USD is 1e-30 per euro, outside the plausible range");
    QTest::newRow("date in the future")
        << QByteArrayLiteral(
               "<Cube><Cube time='9999-12-31'><Cube currency='USD' rate='1.1'/></Cube></Cube>")
        << QStringLiteral("The ECB rates give the date 9999-12-31, which is in the future.");
    QTest::newRow("currency with escapes")
        << QByteArrayLiteral("<Cube><Cube time='2026-01-02'><Cube currency='USD&#x202e;' "
                             "rate='1.1'/></Cube></Cube>")
        << QStringLiteral("The ECB rates list \"USD\\u202E\", which is not a currency code.");
}

void TestCurrency::refusesBrokenDocuments()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, expected);
    const auto rates = EcbRates::parse(xml, QStringLiteral("test"));
    QVERIFY(!rates.hasValue());
    QVERIFY2(rates.error().startsWith(expected), qPrintable(rates.error()));
}

void TestCurrency::convertsWithSourceAndDate()
{
    const CurrencyConverter converter = CurrencyConverter::fromRates(EcbRates::bundled().value(),
                                                                     Catalog());
    const auto usd = converter.convert(2.5, QStringLiteral("USD"));
    QVERIFY(usd.hasValue());
    QCOMPARE(usd->amount, 2.5);
    const auto eur = converter.convert(1.1476, QStringLiteral("EUR"));
    QVERIFY(eur.hasValue());
    QCOMPARE(eur->amount, 1.0);
    QCOMPARE(eur->date, QDate(2026, 3, 13));
    QVERIFY(eur->source.contains(QStringLiteral("bundled")));
    const auto inr = converter.convert(1.0, QStringLiteral("INR"));
    QVERIFY(inr.hasValue());
    QCOMPARE(inr->amount, 106.0205 / 1.1476);
    for (const QString &currency : {QStringLiteral("GBP"), QStringLiteral("RON")})
        QVERIFY(converter.canConvert(currency));
}

void TestCurrency::saysWhenARateIsUnavailable()
{
    const CurrencyConverter converter = CurrencyConverter::fromRates(EcbRates::bundled().value(),
                                                                     Catalog());
    for (const QString &currency : {QStringLiteral("PKR"), QStringLiteral("BDT")}) {
        const auto amount = converter.convert(1.0, currency);
        QVERIFY(!amount.hasValue());
        QCOMPARE(amount.error(),
                 QStringLiteral("No rate for %1 is available: the European Central Bank publishes "
                                "none and the catalog lists none. Prices are shown in US dollars.")
                     .arg(currency));
    }
    QVERIFY(CurrencyConverter::displayCurrencies().contains(QStringLiteral("PKR")));
}

void TestCurrency::catalogRatesFillGapsOnly()
{
    Catalog catalog;
    catalog.exchangeRates.append({QStringLiteral("PKR"), 0.0036,
                                  QStringLiteral("State Bank of Pakistan (test)"),
                                  PartialDate::parse(QStringLiteral("2026-11-01")).value()});
    catalog.exchangeRates.append({QStringLiteral("EUR"), 2.0, QStringLiteral("catalog (test)"),
                                  PartialDate::parse(QStringLiteral("2026-11-01")).value()});
    const CurrencyConverter converter = CurrencyConverter::fromRates(EcbRates::bundled().value(),
                                                                     catalog);
    const auto pkr = converter.convert(0.0036, QStringLiteral("PKR"));
    QVERIFY(pkr.hasValue());
    QCOMPARE(pkr->amount, 1.0);
    QCOMPARE(pkr->source, QStringLiteral("State Bank of Pakistan (test)"));
    QCOMPARE(converter.rate(QStringLiteral("EUR"))->usdPerUnit, 1.1476); // the ECB wins
}

void TestCurrency::storesFetchedRatesForOfflineUse()
{
    const QString path = m_dir.filePath(QStringLiteral("rates.sqlite"));
    {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        // Nothing fetched yet: the bundled snapshot.
        QCOMPARE(RatesFeed::currentRates(*database.value())->constFirst().date, QDate(2026, 3, 13));
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response response;
        response.body = testutil::readData(QStringLiteral("ecb-daily-2022-07-08.xml"));
        server.setResponse(QStringLiteral("/eurofxref-daily.xml"), response);
        RatesFeed feed(*database.value());
        feed.setUrl(server.url(QStringLiteral("/eurofxref-daily.xml")));
        QSignalSpy finished(&feed, &RatesFeed::finished);
        feed.start();
        QVERIFY(finished.wait(20000));
        QVERIFY2(feed.result().hasValue(),
                 qPrintable(feed.result().hasValue() ? QString() : feed.result().error()));
    }
    auto reopened = Database::open(path); // offline, later
    QVERIFY(reopened.hasValue());
    const auto rates = RatesFeed::currentRates(*reopened.value());
    QVERIFY(rates.hasValue());
    QCOMPARE(rateOf(*rates, QStringLiteral("EUR"))->usdPerUnit, 1.0163);
    QCOMPARE(rateOf(*rates, QStringLiteral("EUR"))->date, QDate(2022, 7, 8));
    QVERIFY(rateOf(*rates, QStringLiteral("EUR"))
                ->source.contains(QStringLiteral("European Central Bank")));
}

void TestCurrency::failedFetchKeepsStoredRates()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("rates-fail.sqlite")));
    QVERIFY(database.hasValue());
    const QList<CurrencyRate> stored = {
        {QStringLiteral("EUR"), 1.08, QStringLiteral("earlier"), QDate(2026, 1, 2)}};
    QVERIFY(RateStore(*database.value()).replace(stored, QDateTime::currentDateTimeUtc()).ok());
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response garbage;
    garbage.body = QByteArrayLiteral("<html>");
    server.setResponse(QStringLiteral("/garbage.xml"), garbage);
    for (const QString &path : {QStringLiteral("/missing.xml"), QStringLiteral("/garbage.xml")}) {
        RatesFeed feed(*database.value());
        feed.setUrl(server.url(path));
        QSignalSpy finished(&feed, &RatesFeed::finished);
        feed.start();
        QVERIFY(finished.wait(20000));
        QVERIFY(!feed.result().hasValue());
        QVERIFY2(
            feed.result().error().endsWith(QStringLiteral("stored currency rates are unchanged.")),
            qPrintable(feed.result().error()));
    }
    const auto rates = RateStore(*database.value()).all();
    QCOMPARE(rates->size(), 1);
    QCOMPARE(rates->constFirst().usdPerUnit, 1.08);
}

QTEST_GUILESS_MAIN(TestCurrency)
#include "tst_currency.moc"
