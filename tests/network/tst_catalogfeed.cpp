#include "../core/testutil.h"
#include "testhttpserver.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/i18n/translations.h>
#include <core/network/catalogfeed.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/feedstatestore.h>
#include <core/store/pricehistory.h>
#include <core/store/shortliststore.h>

#include <QJsonArray>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace core;
using testutil::TestHttpServer;
using namespace std::chrono_literals;

namespace {

// Every row of every table a failed update must leave alone, as text.
QStringList snapshot(Database &database, bool withFeedState = true)
{
    QStringList tables = {QStringLiteral("catalog_info"),
                          QStringLiteral("exchange_rates"),
                          QStringLiteral("gpus"),
                          QStringLiteral("providers"),
                          QStringLiteral("models"),
                          QStringLiteral("offers"),
                          QStringLiteral("benchmarks"),
                          QStringLiteral("shortlists"),
                          QStringLiteral("shortlist_items"),
                          QStringLiteral("offer_notes"),
                          QStringLiteral("saved_workloads"),
                          QStringLiteral("price_history"),
                          QStringLiteral("currency_rates")};
    if (withFeedState)
        tables.append(QStringLiteral("feed_state"));
    QStringList rows;
    for (const QString &table : std::as_const(tables)) {
        QSqlQuery query(database.connection());
        if (!query.exec(QStringLiteral("SELECT * FROM ") + table
                        + QStringLiteral(" ORDER BY rowid")))
            qFatal("cannot read %s", qPrintable(table));
        while (query.next()) {
            QStringList values{table};
            for (int i = 0; i < query.record().count(); ++i)
                values.append(query.value(i).toString());
            rows.append(values.join(QLatin1Char('|')));
        }
    }
    return rows;
}

QByteArray catalogJson(const std::function<void(QJsonObject &)> &change = {})
{
    QJsonObject root = testutil::smallCatalogJson();
    if (change)
        change(root);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// The small catalog as version test-2, with the RTX 4090's on-demand price up from 0.69 to 0.74.
QByteArray nextCatalog()
{
    return catalogJson([](QJsonObject &root) {
        root.insert(QStringLiteral("catalog_version"), QStringLiteral("test-2"));
        QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
        QJsonObject first = offers.at(0).toObject();
        first.insert(QStringLiteral("on_demand_per_hour"), 0.74);
        offers.replace(0, first);
        root.insert(QStringLiteral("offers"), offers);
    });
}

TestHttpServer::Response ok(const QByteArray &body, const QByteArray &etag = {})
{
    TestHttpServer::Response response;
    response.body = body;
    response.etag = etag;
    response.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    return response;
}

} // namespace

Q_DECLARE_METATYPE(testutil::TestHttpServer::Response)

class TestCatalogFeed final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void updatesAndRecordsHistory();
    void holdsBackACatalogThatDropsMostOffersUntilConfirmed();
    void notModifiedSendsTheEtagBack();
    void failureChangesNothing_data();
    void failureChangesNothing();
    void refusesPlainHttpElsewhere();
    void followsRedirectsOnLoopbackOnly();
    void stopsEndlessRedirects();
    void readsFileUrls();
    void cancels();

private:
    struct Run
    {
        bool ok = false;
        CatalogFeed::Result result;
        QString message;
        int progressSignals = 0;
    };
    Run run(const QUrl &url, DownloadLimits limits = {}, bool confirmed = false);

    QTranslator m_english;
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    TestHttpServer *m_server = nullptr;
    QList<OfferKey> m_shortlisted;
};

void TestCatalogFeed::initTestCase()
{
    // The messages as users read them: the English plurals ("3 times") come from its .qm.
    QVERIFY(loadTranslation(m_english, QStringLiteral("en")));
    QCoreApplication::installTranslator(&m_english);
}

void TestCatalogFeed::init()
{
    static int counter = 0;
    auto database = Database::open(m_dir.filePath(QStringLiteral("feed-%1.sqlite").arg(++counter)));
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
    const auto catalog = CatalogImporter::parse(catalogJson());
    QVERIFY(catalog.hasValue());
    QVERIFY(CatalogStore(*m_database).replace(*catalog, QStringLiteral("seed")).ok());
    ShortlistStore shortlists(*m_database);
    const auto id = shortlists.ensure(QStringLiteral("Evenings"));
    QVERIFY(id.hasValue());
    m_shortlisted = {catalog->offers.at(0).key, catalog->offers.at(3).key};
    for (const OfferKey &key : std::as_const(m_shortlisted))
        QVERIFY(shortlists.addItem(*id, key, QStringLiteral("keep")).ok());
    m_server = new TestHttpServer(this);
    QVERIFY(m_server->listen());
}

void TestCatalogFeed::cleanup()
{
    delete m_server;
    m_server = nullptr;
    m_database.reset();
}

TestCatalogFeed::Run TestCatalogFeed::run(const QUrl &url, DownloadLimits limits, bool confirmed)
{
    CatalogFeed feed(*m_database);
    feed.setUrl(url);
    feed.setLimits(limits);
    feed.setConfirmed(confirmed);
    QSignalSpy finished(&feed, &CatalogFeed::finished);
    QSignalSpy progress(&feed, &CatalogFeed::progress);
    feed.start();
    Run outcome;
    if (!finished.wait(20000)) {
        outcome.message = QStringLiteral("the feed never finished");
        return outcome;
    }
    outcome.ok = feed.result().hasValue();
    if (outcome.ok)
        outcome.result = feed.result().value();
    outcome.message = feed.message();
    outcome.progressSignals = int(progress.size());
    return outcome;
}

// A catalog that keeps one offer of the stored ones (a truncated export, say) is held back with
// the change named, stores nothing (the ETag neither), and is applied once confirmed.
void TestCatalogFeed::holdsBackACatalogThatDropsMostOffersUntilConfirmed()
{
    const QByteArray shrunk = catalogJson([](QJsonObject &root) {
        root.insert(QStringLiteral("catalog_version"), QStringLiteral("test-shrunk"));
        root.insert(QStringLiteral("offers"),
                    QJsonArray{root.value(QStringLiteral("offers")).toArray().at(0)});
    });
    m_server->setResponse(QStringLiteral("/catalog.json"), ok(shrunk, QByteArrayLiteral("\"s\"")));
    const QUrl url = m_server->url(QStringLiteral("/catalog.json"));
    const QStringList before = snapshot(*m_database);
    const Run held = run(url);
    QVERIFY2(held.ok, qPrintable(held.message));
    QCOMPARE(held.result.outcome, CatalogFeed::Outcome::NeedsConfirmation);
    QVERIFY2(held.result.changes.join(u' ').contains(QLatin1String("It removes")),
             qPrintable(held.result.changes.join(u' ')));
    QVERIFY2(held.message.contains(QLatin1String("was not applied")), qPrintable(held.message));
    QCOMPARE(snapshot(*m_database), before);

    const Run applied = run(url, DownloadLimits(), true);
    QVERIFY2(applied.ok, qPrintable(applied.message));
    QCOMPARE(applied.result.outcome, CatalogFeed::Outcome::Updated);
    QCOMPARE(CatalogStore(*m_database).load()->offers.size(), 1);
}

void TestCatalogFeed::updatesAndRecordsHistory()
{
    m_server->setResponse(QStringLiteral("/catalog.json"),
                          ok(nextCatalog(), QByteArrayLiteral("\"v2\"")));
    const qint64 historyBefore = PriceHistory(*m_database).size();
    const QUrl url = m_server->url(QStringLiteral("/catalog.json"));

    const Run outcome = run(url);
    QVERIFY2(outcome.ok, qPrintable(outcome.message));
    QCOMPARE(outcome.result.outcome, CatalogFeed::Outcome::Updated);
    QCOMPARE(outcome.result.info.catalogVersion, QStringLiteral("test-2"));
    QCOMPARE(outcome.result.changedPrices, 1);
    QVERIFY(outcome.progressSignals > 0);
    QVERIFY2(outcome.message.startsWith(QStringLiteral("Updated the catalog to version test-2")),
             qPrintable(outcome.message));

    CatalogStore store(*m_database);
    QCOMPARE(store.load()->info.catalogVersion, QStringLiteral("test-2"));
    QCOMPARE(store.storedInfo()->origin, url.toString());
    // One new observation: the one offer whose price changed.
    PriceHistory history(*m_database);
    QCOMPARE(history.size(), historyBefore + 1);
    const auto changes = history.changesInLastUpdate();
    QVERIFY(changes.hasValue());
    QCOMPARE(changes->size(), 1);
    QCOMPARE(changes->at(0).current.key, m_shortlisted.at(0));
    QCOMPARE(changes->at(0).previous.onDemandPerHour.value(), 0.69);
    QCOMPARE(changes->at(0).current.onDemandPerHour.value(), 0.74);
    // The shortlist still names the same offers, and they are all in the new catalog.
    const auto list = ShortlistStore(*m_database).byName(QStringLiteral("Evenings"));
    QVERIFY(list.hasValue());
    QCOMPARE(list->items.size(), m_shortlisted.size());
    const Catalog catalog = store.load().value();
    for (qsizetype i = 0; i < m_shortlisted.size(); ++i) {
        QCOMPARE(list->items.at(i).key, m_shortlisted.at(i));
        QVERIFY(std::any_of(catalog.offers.cbegin(), catalog.offers.cend(),
                            [&](const Offer &offer) { return offer.key == m_shortlisted.at(i); }));
    }
    const auto state = FeedStateStore(*m_database).state(url.toString());
    QVERIFY(state.has_value());
    QCOMPARE(state->etag, QByteArrayLiteral("\"v2\""));
}

void TestCatalogFeed::notModifiedSendsTheEtagBack()
{
    m_server->setResponse(QStringLiteral("/catalog.json"),
                          ok(nextCatalog(), QByteArrayLiteral("\"v2\"")));
    const QUrl url = m_server->url(QStringLiteral("/catalog.json"));
    QVERIFY(run(url).ok);
    QVERIFY(!m_server->requests().constLast().headers.contains("if-none-match"));
    const QStringList before = snapshot(*m_database, false);

    const Run again = run(url);
    QVERIFY2(again.ok, qPrintable(again.message));
    QCOMPARE(again.result.outcome, CatalogFeed::Outcome::UpToDate);
    QCOMPARE(m_server->requests().constLast().headers.value("if-none-match"),
             QByteArrayLiteral("\"v2\""));
    QVERIFY2(again.message.startsWith(QStringLiteral("The catalog is already up to date")),
             qPrintable(again.message));
    QCOMPARE(snapshot(*m_database, false), before);
}

void TestCatalogFeed::failureChangesNothing_data()
{
    QTest::addColumn<TestHttpServer::Response>("response");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<int>("timeoutMs");
    QTest::addColumn<QString>("expected");

    const QByteArray good = nextCatalog();
    TestHttpServer::Response missing;
    missing.status = 404;
    missing.reason = QByteArrayLiteral("Not Found");
    missing.body = QByteArrayLiteral("no");
    QTest::newRow("404")
        << missing << qint64(16 << 20) << 5000
        << QStringLiteral("The server answered 404 Not Found for {url}; the catalog is unchanged.");
    TestHttpServer::Response broken;
    broken.status = 500;
    broken.reason = QByteArrayLiteral("Internal Server Error");
    broken.body = QByteArrayLiteral("oops");
    QTest::newRow("500") << broken << qint64(16 << 20) << 5000
                         << QStringLiteral("The server answered 500 Internal Server Error for "
                                           "{url}; the catalog is unchanged.");
    TestHttpServer::Response silent;
    silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    QTest::newRow("timeout") << silent << qint64(16 << 20) << 300
                             << QStringLiteral(
                                    "{url} did not answer within 0.3 s; the catalog is unchanged.");
    TestHttpServer::Response truncated = ok(good);
    truncated.behaviour = TestHttpServer::Behaviour::Truncated;
    truncated.declaredLength = good.size() + 1000;
    QTest::newRow("truncated") << truncated << qint64(16 << 20) << 5000
                               << QStringLiteral("The download from {url} was cut off after %1 of "
                                                 "%2 bytes; the catalog is unchanged.")
                                      .arg(QLocale().toString(good.size()))
                                      .arg(QLocale().toString(good.size() + 1000));
    QTest::newRow("oversize by Content-Length")
        << ok(good) << qint64(1000) << 5000
        << QStringLiteral("The answer from {url} announces %1 bytes, more than the limit of 1,000 "
                          "bytes; the catalog is unchanged.")
               .arg(QLocale().toString(good.size()));
    TestHttpServer::Response endless = ok(good);
    endless.behaviour = TestHttpServer::Behaviour::NoLength;
    QTest::newRow("oversize while reading")
        << endless << qint64(1000) << 5000
        << QStringLiteral("The answer from {url} is larger than the limit of 1,000 bytes; the "
                          "catalog is unchanged.");
    QTest::newRow("invalid JSON")
        << ok(QByteArrayLiteral("{\"schema_version\": 1, ")) << qint64(16 << 20) << 5000
        << QStringLiteral("The catalog from {url} was refused: The catalog is not valid JSON: ");
    QTest::newRow("unknown schema version")
        << ok(catalogJson(
               [](QJsonObject &root) { root.insert(QStringLiteral("schema_version"), 2); }))
        << qint64(16 << 20) << 5000
        << QStringLiteral("The catalog from {url} was refused: catalog: unknown schema version 2; "
                          "this version of "
                          "GPU Scout reads version 1; the catalog is unchanged.");
    QTest::newRow("invalid catalog")
        << ok(catalogJson(
               [](QJsonObject &root) { root.insert(QStringLiteral("offers"), QJsonArray()); }))
        << qint64(16 << 20) << 5000
        << QStringLiteral("The catalog from {url} was refused: catalog: it lists no offers; the "
                          "catalog is unchanged.");
    TestHttpServer::Response toPlainHttp;
    toPlainHttp.status = 302;
    toPlainHttp.reason = QByteArrayLiteral("Found");
    toPlainHttp.headers.append(
        {QByteArrayLiteral("Location"), QByteArrayLiteral("http://example.invalid/catalog.json")});
    QTest::newRow("redirect to plain HTTP")
        << toPlainHttp << qint64(16 << 20) << 5000
        << QStringLiteral("{url} redirected to http://example.invalid/catalog.json, which was "
                          "refused: GPU Scout "
                          "follows redirects only to HTTPS addresses; the catalog is unchanged.");
}

void TestCatalogFeed::failureChangesNothing()
{
    QFETCH(TestHttpServer::Response, response);
    QFETCH(qint64, maxBytes);
    QFETCH(int, timeoutMs);
    QFETCH(QString, expected);
    m_server->setResponse(QStringLiteral("/catalog.json"), response);
    const QUrl url = m_server->url(QStringLiteral("/catalog.json"));
    const QStringList before = snapshot(*m_database);

    DownloadLimits limits;
    limits.maxBytes = maxBytes;
    limits.timeout = std::chrono::milliseconds(timeoutMs);
    const Run outcome = run(url, limits);
    QVERIFY(!outcome.ok);
    const QString sentence = QString(expected).replace(QStringLiteral("{url}"), url.toString());
    if (sentence.endsWith(QLatin1Char('.')))
        QCOMPARE(outcome.message, sentence);
    else
        QVERIFY2(outcome.message.startsWith(sentence), qPrintable(outcome.message));
    QVERIFY2(outcome.message.endsWith(QStringLiteral("; the catalog is unchanged.")),
             qPrintable(outcome.message));
    QCOMPARE(snapshot(*m_database), before);
}

void TestCatalogFeed::refusesPlainHttpElsewhere()
{
    const QStringList before = snapshot(*m_database);
    const Run outcome = run(QUrl(QStringLiteral("http://example.invalid/catalog.json")));
    QVERIFY(!outcome.ok);
    QCOMPARE(
        outcome.message,
        QStringLiteral(
            "The address http://example.invalid/catalog.json was refused: GPU Scout fetches only "
            "over HTTPS (plain HTTP only from this computer); the catalog is unchanged."));
    QVERIFY(m_server->requests().isEmpty());
    const Run ftp = run(QUrl(QStringLiteral("ftp://127.0.0.1/catalog.json")));
    QVERIFY(!ftp.ok);
    QVERIFY2(ftp.message.contains(QStringLiteral("only https: and file: addresses")),
             qPrintable(ftp.message));
    QCOMPARE(snapshot(*m_database), before);
}

void TestCatalogFeed::followsRedirectsOnLoopbackOnly()
{
    TestHttpServer::Response moved;
    moved.status = 301;
    moved.reason = QByteArrayLiteral("Moved Permanently");
    moved.headers.append({QByteArrayLiteral("Location"), QByteArrayLiteral("/new/catalog.json")});
    m_server->setResponse(QStringLiteral("/old/catalog.json"), moved);
    m_server->setResponse(QStringLiteral("/new/catalog.json"), ok(nextCatalog()));
    const Run outcome = run(m_server->url(QStringLiteral("/old/catalog.json")));
    QVERIFY2(outcome.ok, qPrintable(outcome.message));
    QCOMPARE(outcome.result.outcome, CatalogFeed::Outcome::Updated);
    QCOMPARE(m_server->requests().size(), 2);
}

void TestCatalogFeed::stopsEndlessRedirects()
{
    TestHttpServer::Response loop;
    loop.status = 302;
    loop.reason = QByteArrayLiteral("Found");
    loop.headers.append({QByteArrayLiteral("Location"), QByteArrayLiteral("/loop")});
    m_server->setResponse(QStringLiteral("/loop"), loop);
    const QStringList before = snapshot(*m_database);
    DownloadLimits limits;
    limits.maxRedirects = 3;
    const Run outcome = run(m_server->url(QStringLiteral("/loop")), limits);
    QVERIFY(!outcome.ok);
    QStringList paths;
    for (const auto &request : m_server->requests())
        paths.append(QString::fromLatin1(request.method + ' ' + request.path));
    QVERIFY2(outcome.message.contains(QStringLiteral("redirected more than 3 times")),
             qPrintable(outcome.message + QLatin1Char(' ') + paths.join(QLatin1Char(','))));
    QVERIFY2(m_server->requests().size() <= 4,
             qPrintable(QString::number(m_server->requests().size())));
    QCOMPARE(snapshot(*m_database), before);
}

void TestCatalogFeed::readsFileUrls()
{
    const QString path = m_dir.filePath(QStringLiteral("feed-catalog.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(nextCatalog());
    file.close();
    const Run outcome = run(QUrl::fromLocalFile(path));
    QVERIFY2(outcome.ok, qPrintable(outcome.message));
    QCOMPARE(outcome.result.info.catalogVersion, QStringLiteral("test-2"));
}

void TestCatalogFeed::cancels()
{
    TestHttpServer::Response silent;
    silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    m_server->setResponse(QStringLiteral("/slow"), silent);
    const QStringList before = snapshot(*m_database);
    CatalogFeed feed(*m_database);
    feed.setUrl(m_server->url(QStringLiteral("/slow")));
    QSignalSpy finished(&feed, &CatalogFeed::finished);
    feed.start();
    QTRY_VERIFY_WITH_TIMEOUT(!m_server->requests().isEmpty(), 5000);
    QVERIFY(feed.isRunning());
    feed.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    QVERIFY(!feed.result().hasValue());
    QVERIFY2(feed.message().contains(QStringLiteral("was cancelled; the catalog is unchanged.")),
             qPrintable(feed.message()));
    QCOMPARE(snapshot(*m_database), before);
}

QTEST_GUILESS_MAIN(TestCatalogFeed)
#include "tst_catalogfeed.moc"
