// Updating from the public sources over loopback: the merge rules, one transaction per
// source, network manners, and the fault matrix per source (nothing changes on a failure).
#include "scaledprices.h"
#include "testhttpserver.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/i18n/translations.h>
#include <core/network/sources/sourceregistry.h>
#include <core/network/updaterun.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/pricehistory.h>
#include <core/store/sourcestatestore.h>

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace core;
using testutil::TestHttpServer;
using namespace std::chrono_literals;

namespace {

// Every row of every table a failed source must leave alone, as text (source_state records
// the failure itself and is left out).
QStringList snapshot(Database &database)
{
    QStringList rows;
    for (const char *table : {"catalog_info", "gpus", "providers", "offers", "benchmarks", "models",
                              "price_history", "spot_interruption", "shortlist_items"}) {
        QSqlQuery query(database.connection());
        if (!query.exec(QStringLiteral("SELECT * FROM ") + QLatin1String(table)
                        + QStringLiteral(" ORDER BY rowid")))
            qFatal("cannot read %s", table);
        while (query.next()) {
            QStringList values{QLatin1String(table)};
            for (int i = 0; i < query.record().count(); ++i)
                values.append(query.value(i).toString());
            rows.append(values.join(QLatin1Char('|')));
        }
    }
    return rows;
}

QStringList offersOf(Database &database, const QString &provider, bool include)
{
    QStringList rows;
    for (const QString &row : snapshot(database)) {
        if (row.startsWith(QLatin1String("offers|"))
            && row.startsWith(QLatin1String("offers|") + provider + QLatin1Char('|')) == include)
            rows.append(row);
    }
    return rows;
}

QByteArray fixtureFile(const QString &name)
{
    QFile file(QStringLiteral(GPUSCOUT_TEST_DATA "/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray fixture(const char *name)
{
    return fixtureFile(QString::fromLatin1(name));
}

TestHttpServer::Response ok(const QByteArray &body, const QByteArray &etag = QByteArray())
{
    TestHttpServer::Response response;
    response.body = body;
    response.etag = etag;
    return response;
}

QList<SourceOutcome> runUpdate(Database &database, const QString &id, const QUrl &url,
                               std::chrono::milliseconds deadline = 20s, bool confirmed = false)
{
    UpdateRun run(database, {id});
    run.setUrl(id, url);
    run.setDeadline(deadline);
    run.setConfirmed(confirmed);
    QSignalSpy finished(&run, &UpdateRun::finished);
    run.start();
    if (finished.isEmpty())
        finished.wait(30000);
    return run.outcomes();
}

// SkyPilot's file at its raw.githubusercontent.com path and GitHub's commits API beside it on
// the loopback server, so that the update dates the file by its last commit (here: today).
const QString runPodPath = QStringLiteral(
    "/skypilot-org/skypilot-catalog/master/catalogs/v8/runpod/vms.csv");
const QString commitsPath = QStringLiteral("/repos/skypilot-org/skypilot-catalog/commits");

QByteArray commitOn(const QDate &day)
{
    // The shape of GitHub's "List commits" answer, cut to what GPU Scout reads.
    return QStringLiteral(
               R"([{"sha": "0000000", "commit": {"committer": {"date": "%1T06:00:00Z"}}}])")
        .arg(day.toString(Qt::ISODate))
        .toUtf8();
}

QUrl serveRunPod(TestHttpServer &server, const QByteArray &body, const QByteArray &etag = {})
{
    server.setResponse(runPodPath, ok(body, etag));
    server.setResponse(commitsPath, ok(commitOn(QDate::currentDate()), "\"c1\""));
    return server.url(runPodPath);
}

struct SourceFixture
{
    const char *id;
    const char *path;
    const char *file;
};

const QList<SourceFixture> &sourceFixtures()
{
    static const QList<SourceFixture> all = {
        {"skypilot:runpod", "/vms.csv", "sources/skypilot-runpod-vms.csv"},
        {"skypilot:aws", "/aws/vms.csv", "sources/skypilot-aws-vms.csv"},
        {"gpuhunt:runpod", "/v3/runpod/latest/catalog.zip", "sources/gpuhunt-runpod-catalog.zip"},
        {"vast-ai", "/api/v0/bundles/", "vastai-bundles.json"},
        {"runpod", "/graphql", "sources/runpod-gputypes.json"},
        {"aws-spot-advisor", "/spot-advisor-data.json", "sources/aws-spot-advisor.json"},
    };
    return all;
}

} // namespace

class TestSourceUpdate final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void refreshesOneProviderAndLeavesTheOthers();
    void keepsANewerCuratedPriceOfAnUndatedFile();
    void keepsTheDataDateWithTheCommitsEtag();
    void leavesTheUnpublishedFeedOutUnlessGivenAnAddress();
    void marksOffersNoLongerListed();
    void keepsWhereOffersCameFromAcrossAReplace();
    void asksOnlyIfChangedAndAcceptsA304();
    void refusesAnUnsolicited304();
    void backsOffAfter429();
    void storesUrlsWithoutSecrets();
    void appliesSpotAdvisor();
    void holdsBackPricesFarFromTheStoredOnesUntilConfirmed();
    void holdsBackAnAnswerThatDropsMostOfTheOffers();
    void faultMatrix_data();
    void faultMatrix();
    void cliUpdatesOneSourceAndListsAll();

private:
    QTemporaryDir m_dir;
    QTranslator m_english; // the English plurals ("6 offers")
    std::unique_ptr<Database> m_database;
    int m_count = 0;
};

void TestSourceUpdate::initTestCase()
{
    QVERIFY(loadTranslation(m_english, QStringLiteral("en")));
    QCoreApplication::installTranslator(&m_english);
}

void TestSourceUpdate::init()
{
    m_database.reset();
    auto opened = Database::open(m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_count)));
    QVERIFY(opened);
    m_database = std::move(opened).value();
    QVERIFY(CatalogStore(*m_database).loadOrSeed());
}

void TestSourceUpdate::refreshesOneProviderAndLeavesTheOthers()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QUrl url = serveRunPod(server, fixture("sources/skypilot-runpod-vms.csv"));
    const QStringList others = offersOf(*m_database, QStringLiteral("runpod"), false);
    const QList<SourceOutcome> outcomes = runUpdate(*m_database, QStringLiteral("skypilot:runpod"),
                                                    url);
    QCOMPARE(outcomes.size(), 1);
    QCOMPARE(outcomes.constFirst().result, SourceOutcome::Result::Updated);
    QCOMPARE(outcomes.constFirst().unknownGpuNames, QStringList{QStringLiteral("MI999X")});
    QCOMPARE(offersOf(*m_database, QStringLiteral("runpod"), false), others);
    // The commits API was asked for the file's last commit, which dates every offer.
    bool askedForCommit = false;
    for (const auto &request : server.requests())
        askedForCommit |= request.path.startsWith(
            QByteArray(commitsPath.toUtf8() + QByteArray("?path=catalogs/v8/runpod")));
    QVERIFY(askedForCommit);

    const Catalog catalog = CatalogStore(*m_database).load().value();
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const auto offer = [&](const char *gpu, int count, const char *tier,
                           const QString &region = {}) -> const Offer * {
        for (const Offer &o : catalog.offers) {
            if (o.key
                == OfferKey{QStringLiteral("runpod"), QLatin1String(gpu), count,
                            QLatin1String(tier), region})
                return &o;
        }
        return nullptr;
    };
    // The curated A100 offer is the machine the file sells: the same offer, the file's price.
    const Offer *a100 = offer("a100-80gb-pcie", 1, "secure");
    QVERIFY(a100);
    QCOMPARE(a100->onDemandPerHour, std::optional<double>(1.57));
    QCOMPARE(a100->observedAt.text(), today);
    QCOMPARE(a100->listedBy, QStringLiteral("skypilot:runpod"));
    // So is the curated RTX 4090 of eight regions: its key stays (shortlists name it).
    const Offer *rtx4090 = offer("rtx-4090", 1, "secure",
                                 QStringLiteral("CA;CZ;IS;NL;NO;RO;SE;US"));
    QVERIFY(rtx4090);
    QCOMPARE(rtx4090->onDemandPerHour, std::optional<double>(0.69));
    QVERIFY(!rtx4090->unlistedSince.isValid());
    // One offer per machine the file sells.
    QHash<OfferKey, int> machines;
    for (const Offer &o : catalog.offers) {
        if (o.listedBy == QLatin1String("skypilot:runpod") && !o.unlistedSince.isValid())
            ++machines[{o.key.provider, o.key.gpu, o.key.gpuCount, o.key.tier, QString()}];
    }
    QCOMPARE(machines.size(), 5);
    for (const int copies : std::as_const(machines))
        QCOMPARE(copies, 1);
    // A curated RunPod offer the file does not sell is kept and marked as no longer listed.
    const auto origins = SourceStateStore(*m_database).origins().value();
    const auto curated = origins.constFind({QStringLiteral("runpod"), QStringLiteral("rtx-a4000"),
                                            1, QStringLiteral("secure"),
                                            QStringLiteral("CA;CZ;IS;NL;NO;RO;SE;US")});
    QVERIFY(curated != origins.cend());
    QCOMPARE(curated->unlistedSince, QDate::currentDate());
    const std::optional<SourceState> state
        = SourceStateStore(*m_database).state(QStringLiteral("skypilot:runpod"));
    QVERIFY(state);
    QCOMPARE(state->status, SourceState::Status::Updated);
    QCOMPARE(state->offers, 5);
    QCOMPARE(state->versionEtag, QByteArray("\"c1\""));
}

void TestSourceUpdate::keepsANewerCuratedPriceOfAnUndatedFile()
{
    // Without a commit to date the file, its prices are of unknown date: the curated A100
    // (2026-11-09) stays as it is, and is not "no longer listed" for being curated.
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setResponse(QStringLiteral("/vms.csv"), ok(fixture("sources/skypilot-runpod-vms.csv")));
    const Catalog before = CatalogStore(*m_database).load().value();
    const SourceOutcome outcome = runUpdate(*m_database, QStringLiteral("skypilot:runpod"),
                                            server.url(QStringLiteral("/vms.csv")))
                                      .constFirst();
    QCOMPARE(outcome.result, SourceOutcome::Result::Updated);
    QVERIFY(outcome.summary.curatedNewer > 0);
    const OfferKey key{QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 1,
                       QStringLiteral("secure"), QString()};
    const auto find = [&](const Catalog &catalog) {
        for (const Offer &o : catalog.offers) {
            if (o.key == key)
                return o;
        }
        return Offer();
    };
    const Offer after = find(CatalogStore(*m_database).load().value());
    QCOMPARE(after.onDemandPerHour, find(before).onDemandPerHour);
    QCOMPARE(after.observedAt.text(), find(before).observedAt.text());
    QVERIFY(!after.unlistedSince.isValid());
    // The offers only the file has are added, undated: "date unknown", never today.
    const Catalog stored = CatalogStore(*m_database).load().value();
    for (const Offer &o : stored.offers) {
        if (o.listedBy == QLatin1String("skypilot:runpod") && !o.unlistedSince.isValid())
            QVERIFY2(!o.observedAt.isValid(), qPrintable(o.key.toString()));
    }
    // The catalog format carries "date unknown" as a null observed_at: what publish-catalog
    // writes and live prices re-read imports again, the undated offers still undated.
    const QByteArray json = CatalogWriter::toJson(stored);
    QVERIFY(json.contains("\"observed_at\": null"));
    const Expected<Catalog> again = CatalogImporter::parse(json);
    QVERIFY2(again, qPrintable(again ? QString() : again.error()));
    QCOMPARE(again->offers.size(), stored.offers.size());
    for (qsizetype i = 0; i < stored.offers.size(); ++i)
        QCOMPARE(again->offers.at(i).observedAt.text(), stored.offers.at(i).observedAt.text());
}

void TestSourceUpdate::keepsTheDataDateWithTheCommitsEtag()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QUrl url = serveRunPod(server, fixture("sources/skypilot-runpod-vms.csv"), "\"v1\"");
    QCOMPARE(runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst().result,
             SourceOutcome::Result::Updated);
    // The commits API now answers 304 to the ETag it gave, and the file changed: the date kept
    // with the ETag dates the new prices.
    TestHttpServer::Response notModified;
    notModified.status = 304;
    notModified.reason = QByteArrayLiteral("Not Modified");
    notModified.etag = "\"c1\"";
    server.setResponse(commitsPath, notModified);
    server.setResponse(
        runPodPath,
        ok(testutil::scaledSkyPilotPrices(fixture("sources/skypilot-runpod-vms.csv"), 1.1),
           "\"v2\""));
    const SourceOutcome again
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url, 20s, true).constFirst();
    QCOMPARE(again.result, SourceOutcome::Result::Updated);
    bool sentEtag = false;
    for (const auto &request : server.requests()) {
        if (request.path.startsWith(commitsPath.toUtf8()))
            sentEtag |= request.headers.value("if-none-match") == QByteArray("\"c1\"");
    }
    QVERIFY(sentEtag);
    const Catalog stored = CatalogStore(*m_database).load().value();
    for (const Offer &o : stored.offers) {
        if (o.listedBy == QLatin1String("skypilot:runpod") && !o.unlistedSince.isValid())
            QCOMPARE(o.observedAt.text(), QDate::currentDate().toString(Qt::ISODate));
    }
}

void TestSourceUpdate::leavesTheUnpublishedFeedOutUnlessGivenAnAddress()
{
    const auto ids = [](const UpdateRun &run) {
        QStringList list;
        for (const SourceUpdate *update : run.sources())
            list.append(update->info().id);
        return list;
    };
    UpdateRun every(*m_database, {});
    QVERIFY(!ids(every).contains(QLatin1String("feed")));
    QVERIFY(ids(every).contains(QLatin1String("skypilot:aws")));
    // Given an address (update --url, the feed address setting), it joins the run, first.
    every.setUrl(QStringLiteral("feed"), QUrl(QStringLiteral("http://127.0.0.1:1/catalog.json")));
    QCOMPARE(ids(every).constFirst(), QStringLiteral("feed"));
    QCOMPARE(every.sources().constFirst()->url(),
             QUrl(QStringLiteral("http://127.0.0.1:1/catalog.json")));
    UpdateRun named(*m_database, {QStringLiteral("feed")});
    QCOMPARE(ids(named), QStringList{QStringLiteral("feed")});
}

void TestSourceUpdate::marksOffersNoLongerListed()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QByteArray full = fixture("sources/skypilot-runpod-vms.csv");
    const QUrl url = serveRunPod(server, full);
    QCOMPARE(runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst().result,
             SourceOutcome::Result::Updated);
    QByteArray fewer;
    for (const QByteArray &line : full.split('\n')) {
        if (!line.startsWith("1x_H100_SECURE") && !line.isEmpty())
            fewer += line + '\n';
    }
    server.setResponse(runPodPath, ok(fewer));
    const auto firstOrigins = SourceStateStore(*m_database).origins().value();
    const qint64 historyBefore = PriceHistory(*m_database).size();
    QTest::qWait(1100); // the second fetch is a second later: listed_at is kept to the second
    const SourceOutcome second
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst();
    QCOMPARE(second.result, SourceOutcome::Result::Updated);
    QCOMPARE(second.summary.unlisted, 1);
    QCOMPARE(second.summary.unchanged, 4);
    // Same prices, same day: no observation is new, and the offers still listed are listed
    // since the first fetch.
    QCOMPARE(PriceHistory(*m_database).size(), historyBefore);
    const auto origins = SourceStateStore(*m_database).origins().value();
    for (auto it = origins.cbegin(); it != origins.cend(); ++it) {
        if (!it->unlistedSince.isValid())
            QCOMPARE(it->listedSince, firstOrigins.value(it.key()).listedSince);
    }
    const OfferKey h100{QStringLiteral("runpod"), QStringLiteral("h100-sxm"), 1,
                        QStringLiteral("secure"), QString()};
    QCOMPARE(origins.value(h100).unlistedSince, QDate::currentDate());
    // Kept, and the loaded catalog carries the mark every output reads (not_listed_since).
    bool kept = false;
    const Catalog stored = CatalogStore(*m_database).load().value();
    for (const Offer &offer : stored.offers) {
        if (offer.key == h100) {
            kept = true;
            QCOMPARE(offer.unlistedSince, QDate::currentDate());
            QCOMPARE(offer.listedBy, QStringLiteral("skypilot:runpod"));
        }
        // Every stored offer carries what offer_origin says of it, and nothing else.
        const auto origin = origins.constFind(offer.key);
        QCOMPARE(offer.listedBy, origin != origins.cend() ? origin->sourceId : QString());
        QCOMPARE(offer.unlistedSince, origin != origins.cend() ? origin->unlistedSince : QDate());
    }
    QVERIFY(kept);
}

void TestSourceUpdate::keepsWhereOffersCameFromAcrossAReplace()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setResponse(QStringLiteral("/vms.csv"), ok(fixture("sources/skypilot-runpod-vms.csv")));
    QCOMPARE(runUpdate(*m_database, QStringLiteral("skypilot:runpod"),
                       server.url(QStringLiteral("/vms.csv")))
                 .constFirst()
                 .result,
             SourceOutcome::Result::Updated);
    const auto before = SourceStateStore(*m_database).origins().value();
    QVERIFY(!before.isEmpty());

    // A catalog file says nothing of where its offers came from, and this one lacks one of
    // the source's offers: the offers it keeps keep their origin, the one it drops has none.
    CatalogStore store(*m_database);
    Catalog file = store.load().value();
    const OfferKey dropped = before.cbegin().key();
    file.offers.removeIf([&](const Offer &offer) { return offer.key == dropped; });
    for (Offer &offer : file.offers) {
        offer.listedBy.clear();
        offer.listedAt = QDateTime();
        offer.unlistedSince = QDate();
    }
    QVERIFY(store.replace(file, QStringLiteral("file")).ok());
    const auto after = SourceStateStore(*m_database).origins().value();
    QCOMPARE(after.size(), before.size() - 1);
    QVERIFY(!after.contains(dropped));
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        QCOMPARE(it->sourceId, before.value(it.key()).sourceId);
        QCOMPARE(it->listedSince, before.value(it.key()).listedSince);
        QCOMPARE(it->unlistedSince, before.value(it.key()).unlistedSince);
    }
    const Catalog stored = store.load().value();
    for (const Offer &offer : stored.offers) {
        const auto origin = after.constFind(offer.key);
        QCOMPARE(offer.listedBy, origin != after.cend() ? origin->sourceId : QString());
    }
}

void TestSourceUpdate::asksOnlyIfChangedAndAcceptsA304()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setResponse(QStringLiteral("/vms.csv"),
                       ok(fixture("sources/skypilot-runpod-vms.csv"), "\"v1\""));
    const QUrl url = server.url(QStringLiteral("/vms.csv"));
    QCOMPARE(runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst().result,
             SourceOutcome::Result::Updated);
    const QStringList before = snapshot(*m_database);
    const SourceOutcome again
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst();
    QCOMPARE(again.result, SourceOutcome::Result::UpToDate);
    QCOMPARE(server.requests().constLast().headers.value("if-none-match"), QByteArray("\"v1\""));
    QCOMPARE(snapshot(*m_database), before);
}

void TestSourceUpdate::refusesAnUnsolicited304()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response notModified;
    notModified.status = 304;
    notModified.reason = QByteArrayLiteral("Not Modified");
    server.setResponse(QStringLiteral("/vms.csv"), notModified);
    const QStringList before = snapshot(*m_database);
    const SourceOutcome outcome = runUpdate(*m_database, QStringLiteral("skypilot:runpod"),
                                            server.url(QStringLiteral("/vms.csv")))
                                      .constFirst();
    QCOMPARE(outcome.result, SourceOutcome::Result::Failed);
    QVERIFY2(outcome.message.contains(QLatin1String("304")), qPrintable(outcome.message));
    QCOMPARE(snapshot(*m_database), before);
}

void TestSourceUpdate::backsOffAfter429()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response busy;
    busy.status = 429;
    busy.reason = QByteArrayLiteral("Too Many Requests");
    busy.headers = {{QByteArrayLiteral("Retry-After"), QByteArrayLiteral("120")}};
    server.setResponse(QStringLiteral("/api/v0/bundles/"), busy);
    const QUrl url = server.url(QStringLiteral("/api/v0/bundles/"));
    const SourceOutcome first = runUpdate(*m_database, QStringLiteral("vast-ai"), url).constFirst();
    QCOMPARE(first.result, SourceOutcome::Result::Failed);
    QCOMPARE(first.failure, DownloadFailure::TooManyRequests);
    QVERIFY2(first.message.contains(QLatin1String("too many requests")), qPrintable(first.message));
    QCOMPARE(server.requests().constFirst().method, QByteArray("POST"));
    QVERIFY(server.requests().constFirst().body.contains("\"rentable\""));
    const qsizetype asked = server.requests().size();
    // Within the Retry-After time no request is sent at all.
    const SourceOutcome second
        = runUpdate(*m_database, QStringLiteral("vast-ai"), url).constFirst();
    QCOMPARE(second.result, SourceOutcome::Result::Failed);
    QCOMPARE(server.requests().size(), asked);
}

void TestSourceUpdate::storesUrlsWithoutSecrets()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setResponse(QStringLiteral("/vms.csv"), ok(fixture("sources/skypilot-runpod-vms.csv")));
    QUrl url = server.url(QStringLiteral("/vms.csv"));
    url.setUserInfo(QStringLiteral("user:secret-password"));
    url.setQuery(QStringLiteral("api_key=secret-key"));
    const SourceOutcome outcome
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst();
    QCOMPARE(outcome.result, SourceOutcome::Result::Updated);
    const QString everything = snapshot(*m_database).join(QLatin1Char('\n'))
        + SourceStateStore(*m_database).state(QStringLiteral("skypilot:runpod"))->url
        + outcome.message;
    QVERIFY(!everything.contains(QLatin1String("secret")));
}

void TestSourceUpdate::appliesSpotAdvisor()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setResponse(QStringLiteral("/a.json"), ok(fixture("sources/aws-spot-advisor.json")));
    const QStringList offersBefore = offersOf(*m_database, QStringLiteral("-"), false);
    const SourceOutcome outcome = runUpdate(*m_database, QStringLiteral("aws-spot-advisor"),
                                            server.url(QStringLiteral("/a.json")))
                                      .constFirst();
    QCOMPARE(outcome.result, SourceOutcome::Result::Updated);
    const auto risks = SourceStateStore(*m_database).spotRisks().value();
    QCOMPARE(risks.value(QStringLiteral("g4dn.xlarge|us-east-1")).label, QStringLiteral("5-10%"));
    QCOMPARE(offersOf(*m_database, QStringLiteral("-"), false), offersBefore);
}

void TestSourceUpdate::holdsBackPricesFarFromTheStoredOnesUntilConfirmed()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    // RunPod's curated catalog has A100 and H100 offers; the answer lists them at ten times
    // the price. Its 26 curated offers alone would keep RunPod's overall median in place.
    const QUrl url = serveRunPod(
        server, testutil::scaledSkyPilotPrices(fixture("sources/skypilot-runpod-vms.csv"), 10),
        "\"v1\"");
    const QStringList before = snapshot(*m_database);
    const SourceOutcome held
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst();
    QCOMPARE(held.result, SourceOutcome::Result::NeedsConfirmation);
    QVERIFY2(held.changes.join(u' ').contains(QLatin1String("median price of runpod")),
             qPrintable(held.changes.join(u' ')));
    QCOMPARE(snapshot(*m_database), before);
    const std::optional<SourceState> state
        = SourceStateStore(*m_database).state(QStringLiteral("skypilot:runpod"));
    QVERIFY(state);
    QVERIFY(state->etag.isEmpty()); // asked again in full next time, to be confirmed

    const SourceOutcome again
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst();
    QCOMPARE(again.result, SourceOutcome::Result::NeedsConfirmation);
    QVERIFY(!server.requests().constLast().headers.contains("if-none-match"));

    const SourceOutcome confirmed
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url, 20s, true).constFirst();
    QCOMPARE(confirmed.result, SourceOutcome::Result::Updated);
    bool seen = false;
    const Catalog stored = CatalogStore(*m_database).load().value();
    for (const Offer &offer : stored.offers) {
        if (offer.key
            == OfferKey{QStringLiteral("runpod"), QStringLiteral("a100-80gb-pcie"), 1,
                        QStringLiteral("secure"), QString()}) {
            QCOMPARE(offer.onDemandPerHour.value_or(0), 15.7);
            seen = true;
        }
    }
    QVERIFY(seen);
}

void TestSourceUpdate::holdsBackAnAnswerThatDropsMostOfTheOffers()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QByteArray full = fixture("sources/skypilot-runpod-vms.csv");
    const QUrl url = serveRunPod(server, full);
    QCOMPARE(runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst().result,
             SourceOutcome::Result::Updated);
    // A truncated answer: the header and the first offer only.
    const QList<QByteArray> lines = full.split('\n');
    server.setResponse(runPodPath, ok(lines.at(0) + '\n' + lines.at(1) + '\n'));
    const QStringList before = snapshot(*m_database);
    const SourceOutcome held
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url).constFirst();
    QCOMPARE(held.result, SourceOutcome::Result::NeedsConfirmation);
    QVERIFY2(held.changes.join(u' ').contains(QLatin1String("no longer lists 4 of the 5 offers")),
             qPrintable(held.changes.join(u' ')));
    QCOMPARE(snapshot(*m_database), before);
    const SourceOutcome confirmed
        = runUpdate(*m_database, QStringLiteral("skypilot:runpod"), url, 20s, true).constFirst();
    QCOMPARE(confirmed.result, SourceOutcome::Result::Updated);
    QCOMPARE(confirmed.summary.unlisted, 4);
}

void TestSourceUpdate::faultMatrix_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("expected"); // a word the message must carry
    for (const SourceFixture &source : sourceFixtures()) {
        for (const auto &[fault, expected] :
             {std::pair{"404", "404"}, std::pair{"500", "500"}, std::pair{"429", "too many"},
              std::pair{"truncated", "cut off"}, std::pair{"drip", "within"},
              std::pair{"oversize", "limit"}, std::pair{"wrong-shape", ""},
              std::pair{"unknown-gpus", ""}}) {
            if (QLatin1String(source.id) == QLatin1String("aws-spot-advisor")
                && QLatin1String(fault) == QLatin1String("unknown-gpus"))
                continue; // it names instance types, not GPUs
            QTest::newRow(QByteArray(QByteArray(source.id) + ' ' + fault).constData())
                << QString::fromLatin1(source.id) << QString::fromLatin1(source.path)
                << QString::fromLatin1(fault) << QString::fromLatin1(expected);
        }
    }
}

void TestSourceUpdate::faultMatrix()
{
    QFETCH(QString, id);
    QFETCH(QString, path);
    QFETCH(QString, fault);
    QFETCH(QString, expected);
    TestHttpServer server;
    QVERIFY(server.listen());
    QByteArray good;
    for (const SourceFixture &source : sourceFixtures()) {
        if (id == QLatin1String(source.id))
            good = fixture(source.file);
    }
    QVERIFY(!good.isEmpty());
    TestHttpServer::Response response = ok(good);
    std::chrono::milliseconds deadline = 20s;
    if (fault == QLatin1String("404")) {
        response.status = 404;
        response.reason = QByteArrayLiteral("Not Found");
    } else if (fault == QLatin1String("500")) {
        response.status = 500;
        response.reason = QByteArrayLiteral("Internal Server Error");
    } else if (fault == QLatin1String("429")) {
        response.status = 429;
        response.reason = QByteArrayLiteral("Too Many Requests");
    } else if (fault == QLatin1String("truncated")) {
        response.behaviour = TestHttpServer::Behaviour::Truncated;
        response.body = good.left(good.size() / 2);
        response.declaredLength = good.size();
    } else if (fault == QLatin1String("drip")) {
        response.behaviour = TestHttpServer::Behaviour::Drip;
        deadline = 1500ms; // the overall deadline, not the silence timeout, ends it
    } else if (fault == QLatin1String("oversize")) {
        response.behaviour = TestHttpServer::Behaviour::NoLength;
        response.body = QByteArray(sourceInfo(id)->maxBytes + 1024, 'x');
    } else if (fault == QLatin1String("wrong-shape")) {
        response.body = id == QLatin1String("gpuhunt:runpod")
            ? QByteArrayLiteral("PK\x03\x04 not a zip")
            : QByteArrayLiteral("{\"unexpected\": [1, 2, 3]}\n");
    } else if (fault == QLatin1String("unknown-gpus")) {
        // Every GPU renamed into something no catalog knows.
        response.body = good;
        for (const char *name : {"A100-80GB", "A100", "H100", "RTX4090", "RTX 4090", "L40S", "A10G",
                                 "T4", "V100", "RTX 3090", "A100 SXM4", "A100 PCIe", "H100 SXM"}) {
            response.body.replace(QByteArray(QByteArray(",") + name + ','), QByteArray(",Zork9,"));
            response.body.replace(QByteArray(QByteArray("\"") + name + '"'),
                                  QByteArray("\"Zork9\""));
        }
        if (id == QLatin1String("gpuhunt:runpod"))
            response.body = fixture("sources/gpuhunt-unknown-gpus-catalog.zip");
        if (id == QLatin1String("vast-ai"))
            response.body = R"({"offers": [{"gpu_name": "Zork 9", "num_gpus": 1, "gpu_ram": 24000,
                                "dph_total": 0.3, "min_bid": null}]})";
    }
    server.setResponse(path, response);
    const QStringList before = snapshot(*m_database);
    const SourceOutcome outcome
        = runUpdate(*m_database, id, server.url(path), deadline).constFirst();
    QCOMPARE(outcome.result, SourceOutcome::Result::Failed);
    QVERIFY(!outcome.message.isEmpty());
    if (!expected.isEmpty())
        QVERIFY2(outcome.message.contains(expected, Qt::CaseInsensitive),
                 qPrintable(outcome.message));
    QCOMPARE(snapshot(*m_database), before);
    const std::optional<SourceState> state = SourceStateStore(*m_database).state(id);
    QVERIFY(state);
    QCOMPARE(state->status, SourceState::Status::Failed);
}

void TestSourceUpdate::cliUpdatesOneSourceAndListsAll()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setResponse(QStringLiteral("/vms.csv"), ok(fixture("sources/skypilot-runpod-vms.csv")));
    const QString path = m_dir.filePath(QStringLiteral("cli.sqlite"));
    const auto cli = [&](const QStringList &arguments) {
        QProcess process;
        process.start(QStringLiteral(GPUSCOUT_CLI),
                      QStringList{QStringLiteral("--database"), path, QStringLiteral("--lang"),
                                  QStringLiteral("en")}
                          + arguments);
        // The server answers from this event loop: wait without blocking it.
        QSignalSpy done(&process, &QProcess::finished);
        if (!done.wait(60000))
            qFatal("gpuscout-cli did not finish");
        return std::pair{
            process.exitCode(),
            QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError())};
    };
    const auto [listed, sources] = cli(
        {QStringLiteral("sources"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(listed, 0);
    for (const SourceInfo &info : allSources())
        QVERIFY2(sources.contains(info.id + QLatin1Char(',')), qPrintable(info.id));
    const auto [updated, output] = cli({QStringLiteral("update"), QStringLiteral("--source"),
                                        QStringLiteral("skypilot:runpod"), QStringLiteral("--url"),
                                        server.url(QStringLiteral("/vms.csv")).toString(),
                                        QStringLiteral("--timeout"), QStringLiteral("20")});
    QVERIFY2(updated == 0, qPrintable(output));
    QVERIFY(output.contains(QLatin1String("skypilot:runpod")));
    // The offers CSV: observed_at is the data's date (empty: this file has none), fetched_at
    // when the source was fetched.
    const auto [listedOffers, csv] = cli({QStringLiteral("offers"), QStringLiteral("--provider"),
                                          QStringLiteral("runpod"), QStringLiteral("--format"),
                                          QStringLiteral("csv")});
    QCOMPARE(listedOffers, 0);
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    const QStringList header = lines.constFirst().split(u',');
    const qsizetype observed = header.indexOf(QLatin1String("observed_at"));
    const qsizetype fetched = header.indexOf(QLatin1String("fetched_at"));
    QVERIFY(observed >= 0 && fetched >= 0);
    bool seenSourceOffer = false;
    for (const QString &line : lines.mid(1)) {
        // runpod,a100-80gb-pcie,2,…: only the file sells it (no curated row).
        if (!line.startsWith(QLatin1String("runpod,a100-80gb-pcie,2,")))
            continue;
        const QStringList cells = line.split(u',');
        QCOMPARE(cells.value(observed), QString());
        QVERIFY2(cells.value(fetched).startsWith(QDate::currentDate().toString(Qt::ISODate)),
                 qPrintable(line));
        seenSourceOffer = true;
    }
    QVERIFY2(seenSourceOffer, qPrintable(csv));
    const auto [failed, refused] = cli({QStringLiteral("update"), QStringLiteral("--source"),
                                        QStringLiteral("skypilot:runpod"), QStringLiteral("--url"),
                                        server.url(QStringLiteral("/missing.csv")).toString()});
    QCOMPARE(failed, 1);
    QVERIFY2(refused.contains(QLatin1String("404")), qPrintable(refused));
    server.setResponse(
        QStringLiteral("/tenfold.csv"),
        ok(testutil::scaledSkyPilotPrices(fixture("sources/skypilot-runpod-vms.csv"), 10)));
    const QStringList tenfold{QStringLiteral("update"), QStringLiteral("--source"),
                              QStringLiteral("skypilot:runpod"), QStringLiteral("--url"),
                              server.url(QStringLiteral("/tenfold.csv")).toString()};
    const auto [held, heldOutput] = cli(tenfold);
    QCOMPARE(held, 1);
    QVERIFY2(heldOutput.contains(QLatin1String("needs-confirmation"))
                 && heldOutput.contains(QLatin1String("--force")),
             qPrintable(heldOutput));
    const auto [forced, forcedOutput] = cli(tenfold + QStringList{QStringLiteral("--force")});
    QVERIFY2(forced == 0, qPrintable(forcedOutput));
    const auto [unknown, message] = cli(
        {QStringLiteral("update"), QStringLiteral("--source"), QStringLiteral("nowhere")});
    QCOMPARE(unknown, 2);
}

QTEST_GUILESS_MAIN(TestSourceUpdate)
#include "tst_sourceupdate.moc"
