// An update of many sources keeps the event loop turning: each source is parsed, merged and
// stored on a worker thread (over a connection of its own), the results arrive one by one on
// the main thread, and the session swaps in one new snapshot at the end of the run. Twenty
// SkyPilot sources from loopback; no timed assertion, only the order of events.
#include "../core/testutil.h"
#include "testhttpserver.h"

#include <core/i18n/translations.h>
#include <core/network/sources/sourceregistry.h>
#include <core/network/updaterun.h>
#include <core/session/session.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/ratestore.h>

#include <QAtomicInt>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTranslator>

using namespace core;
using testutil::TestHttpServer;
using namespace std::chrono_literals;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/real/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The real file of a cloud where tests/data holds one, else RunPod's (a file of the same
// shape: the point here is the run, not the cloud).
QByteArray fileFor(const QString &cloud)
{
    for (const char *name :
         {"v6-azure-vms-excerpt", "v6-paperspace-vms", "v8-hyperbolic-vms", "v8-runpod-vms",
          "v9-aws-vms-excerpt", "v9-cudo-vms", "v9-fluidstack-vms", "v9-gcp-vms-excerpt",
          "v9-lambda-vms", "v9-nebius-vms", "v9-vast-vms"}) {
        const QString file = QString::fromLatin1(name);
        if (file.section(QLatin1Char('-'), 1, 1) == cloud)
            return fixture(QStringLiteral("skypilot-%1.csv").arg(file));
    }
    return fixture(QStringLiteral("skypilot-v8-runpod-vms.csv"));
}

// A run's applies, counted as they start (on whichever thread runs them), and those that run
// on the main thread.
struct Applies
{
    QAtomicInt all = 0;
    QAtomicInt onMainThread = 0;

    void count(UpdateRun *run)
    {
        QObject::connect(
            run, &UpdateRun::sourceApplying, run,
            [this](int) {
                all.fetchAndAddRelaxed(1);
                if (QThread::currentThread() == QCoreApplication::instance()->thread())
                    onMainThread.fetchAndAddRelaxed(1);
            },
            Qt::DirectConnection);
    }
};

} // namespace

class TestUpdateRun final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void appliesOffTheMainThreadAndReloadsOnce();
    void feedAndRatesStoreOffTheMainThread();

private:
    QTranslator m_english;
    QTemporaryDir m_dir;
};

void TestUpdateRun::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(loadTranslation(m_english, QStringLiteral("en")));
    QCoreApplication::installTranslator(&m_english);
}

void TestUpdateRun::appliesOffTheMainThreadAndReloadsOnce()
{
    auto opened = Database::open(m_dir.filePath(QStringLiteral("run.sqlite")));
    QVERIFY(opened);
    Database &database = **opened;
    QVERIFY(CatalogStore(database).loadOrSeed());
    Session session(database);
    QVERIFY(session.load().ok());

    // Twenty SkyPilot clouds, each at its raw.githubusercontent.com path on the loopback
    // server, dated by the commits API beside them. The first in registry order never answers:
    // the other nineteen are all fetched before it times out, then apply one after the other.
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response commit;
    commit.body = QByteArrayLiteral(
        R"([{"sha": "0000000", "commit": {"committer": {"date": "2026-12-01T06:00:00Z"}}}])");
    server.setResponse(QStringLiteral("/repos/skypilot-org/skypilot-catalog/commits"), commit);
    QStringList ids;
    QHash<QString, QUrl> urls;
    for (const SourceInfo &info : allSources()) {
        if (!info.id.startsWith(QLatin1String("skypilot:")) || ids.size() == 20)
            continue;
        const QString cloud = info.id.mid(9);
        const QString path = QStringLiteral(
                                 "/skypilot-org/skypilot-catalog/master/catalogs/v9/%1/vms.csv")
                                 .arg(cloud);
        TestHttpServer::Response answer;
        answer.body = fileFor(cloud);
        QVERIFY(!answer.body.isEmpty());
        if (ids.isEmpty())
            answer.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        server.setResponse(path, answer);
        ids.append(info.id);
        urls.insert(info.id, server.url(path));
    }
    QCOMPARE(ids.size(), 20);

    UpdateRun *run = session.startUpdate(ids);
    for (auto it = urls.cbegin(); it != urls.cend(); ++it)
        run->setUrl(it.key(), it.value());
    run->setDeadline(3s);
    run->setConfirmed(true); // new providers' offers: the plausibility guard is not the point

    // The event loop's turns, counted by a timer that fires whenever the loop is free.
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(0);
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    Applies applies;
    applies.count(run);
    QList<int> ticksAtFinish;
    QList<int> finishedIndexes;
    connect(run, &UpdateRun::sourceFinished, this, [&](int index) {
        ticksAtFinish.append(ticks);
        finishedIndexes.append(index);
    });
    QSignalSpy catalogChanged(&session, &Session::catalogChanged);
    QSignalSpy finished(run, &UpdateRun::finished);
    QList<SourceOutcome> outcomes;
    connect(run, &UpdateRun::finished, this, [&] { outcomes = run->outcomes(); });

    ticker.start();
    run->start();
    QVERIFY(finished.wait(60000));
    ticker.stop();

    QCOMPARE(outcomes.size(), 20);
    QCOMPARE(outcomes.constFirst().result, SourceOutcome::Result::Failed); // timed out
    int updated = 0;
    for (const SourceOutcome &outcome : std::as_const(outcomes)) {
        if (outcome.result == SourceOutcome::Result::Updated)
            ++updated;
        else
            qInfo().noquote() << outcome.sourceId << outcome.message;
    }
    QVERIFY2(updated >= 15, qPrintable(QString::number(updated)));
    // Every fetched source applied on the worker, none on the main thread.
    QCOMPARE(applies.all.loadRelaxed(), 19);
    QCOMPARE(applies.onMainThread.loadRelaxed(), 0);
    // Reported in registry order, with the event loop turning between each source and the next.
    QCOMPARE(finishedIndexes.size(), 20);
    for (int i = 0; i < 20; ++i)
        QCOMPARE(finishedIndexes.at(i), i);
    for (int i = 1; i < ticksAtFinish.size(); ++i)
        QVERIFY2(ticksAtFinish.at(i) > ticksAtFinish.at(i - 1),
                 qPrintable(QStringLiteral("no turn of the event loop between source %1 and %2")
                                .arg(i - 1)
                                .arg(i)));
    // One new snapshot for the whole run, with what the sources brought.
    QCOMPARE(catalogChanged.size(), 1);
    bool fromLambda = false;
    for (const Offer &offer : session.catalog().offers)
        fromLambda |= offer.listedBy == QLatin1String("skypilot:lambda");
    QVERIFY(fromLambda);
}

void TestUpdateRun::feedAndRatesStoreOffTheMainThread()
{
    auto opened = Database::open(m_dir.filePath(QStringLiteral("feed.sqlite")));
    QVERIFY(opened);
    Database &database = **opened;
    QVERIFY(CatalogStore(database).loadOrSeed());
    Session session(database);
    QVERIFY(session.load().ok());

    // A whole catalog from the feed and the ECB's rates of 8 July 2022, from loopback.
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response feed;
    feed.body = QJsonDocument(testutil::smallCatalogJson()).toJson(QJsonDocument::Compact);
    server.setResponse(QStringLiteral("/feed.json"), feed);
    TestHttpServer::Response rates;
    QFile ecb(QStringLiteral(GPUSCOUT_TEST_DATA "/ecb-daily-2022-07-08.xml"));
    QVERIFY(ecb.open(QIODevice::ReadOnly));
    rates.body = ecb.readAll();
    server.setResponse(QStringLiteral("/eurofxref-daily.xml"), rates);

    UpdateRun *run = session.startUpdate({QStringLiteral("feed"), QStringLiteral("ecb")});
    run->setUrl(QStringLiteral("feed"), server.url(QStringLiteral("/feed.json")));
    run->setUrl(QStringLiteral("ecb"), server.url(QStringLiteral("/eurofxref-daily.xml")));
    run->setConfirmed(true); // a small catalog in place of the bundled one

    // The feed replaces the catalog and the rates replace theirs: both on the worker.
    Applies applies;
    applies.count(run);
    QSignalSpy catalogChanged(&session, &Session::catalogChanged);
    QSignalSpy finished(run, &UpdateRun::finished);
    QList<SourceOutcome> outcomes;
    connect(run, &UpdateRun::finished, this, [&] { outcomes = run->outcomes(); });
    run->start();
    QVERIFY(finished.wait(30000));

    QCOMPARE(outcomes.size(), 2);
    for (const SourceOutcome &outcome : std::as_const(outcomes))
        QVERIFY2(outcome.result == SourceOutcome::Result::Updated, qPrintable(outcome.message));
    QVERIFY2(outcomes.at(1).message.contains(QLatin1String("currency rate")),
             qPrintable(outcomes.at(1).message));
    QCOMPARE(applies.all.loadRelaxed(), 2);
    QCOMPARE(applies.onMainThread.loadRelaxed(), 0);
    QCOMPARE(catalogChanged.size(), 1);
    QCOMPARE(session.catalog().info.catalogVersion,
             testutil::smallCatalogJson().value(QStringLiteral("catalog_version")).toString());
    const Expected<QList<CurrencyRate>> stored = RateStore(database).all();
    QVERIFY(stored);
    QVERIFY(!stored->isEmpty());
    QCOMPARE(stored->constFirst().date, QDate(2022, 7, 8));
}

QTEST_GUILESS_MAIN(TestUpdateRun)
#include "tst_updaterun.moc"
