// What a price source's answer may not do to the catalog, over loopback: prices out of bounds
// never reach it, a known price never becomes unknown because an answer's price was absurd,
// and a server's text reaches the stored state and the messages without control characters.
#include "testhttpserver.h"

#include <core/i18n/translations.h>
#include <core/network/updaterun.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/sourcestatestore.h>

#include <QFile>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace core;
using testutil::TestHttpServer;
using namespace std::chrono_literals;

namespace {

QByteArray runPodAnswer()
{
    QFile file(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/runpod-gputypes.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QList<const char *> onDemandKeys = {"securePrice", "communityPrice", "uninterruptablePrice"};
const QList<const char *> allPriceKeys = {"securePrice",     "communityPrice",
                                          "secureSpotPrice", "communitySpotPrice",
                                          "minimumBidPrice", "uninterruptablePrice"};

// The answer with the prices under `keys` replaced by `price`.
QByteArray runPodAnswerPricedAt(const QByteArray &price, const QList<const char *> &keys)
{
    QByteArray answer = runPodAnswer();
    for (const char *key : keys) {
        const QByteArray field = QByteArray("\"") + key + "\": ";
        qsizetype at = 0;
        while ((at = answer.indexOf(field, at)) >= 0) {
            at += field.size();
            const qsizetype end = answer.indexOf(',', at);
            const qsizetype brace = answer.indexOf('}', at);
            const qsizetype stop = end < 0 || (brace >= 0 && brace < end) ? brace : end;
            if (answer.mid(at, 4) != "null")
                answer.replace(at, stop - at, price);
        }
    }
    return answer;
}

TestHttpServer::Response ok(const QByteArray &body)
{
    TestHttpServer::Response response;
    response.body = body;
    return response;
}

SourceOutcome runUpdate(Database &database, const QUrl &url, bool confirmed = false)
{
    UpdateRun run(database, {QStringLiteral("runpod")});
    run.setUrl(QStringLiteral("runpod"), url);
    run.setDeadline(20s);
    run.setConfirmed(confirmed);
    QSignalSpy finished(&run, &UpdateRun::finished);
    run.start();
    if (finished.isEmpty())
        finished.wait(30000);
    return run.outcomes().value(0);
}

// RunPod's offers as "gpu|tier|on-demand|spot".
QStringList runPodPrices(Database &database)
{
    QSqlQuery query(database.connection());
    query.exec(QStringLiteral("SELECT gpu, tier, on_demand_per_hour, spot_per_hour FROM offers "
                              "WHERE provider = 'runpod' ORDER BY gpu, tier, gpu_count, region"));
    QStringList rows;
    while (query.next())
        rows.append(QStringList{query.value(0).toString(), query.value(1).toString(),
                                query.value(2).toString(), query.value(3).toString()}
                        .join(u'|'));
    return rows;
}

bool hasControls(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() <= 0x9F)
            || c.unicode() == 0x202E;
    });
}

} // namespace

class TestSourceBounds final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void absurdPricesLeaveTheStoredPricesKnown();
    void aPriceBelowATenthOfACentIsRefused();
    void aServersTextIsStoredWithoutControls_data();
    void aServersTextIsStoredWithoutControls();

private:
    QTemporaryDir m_dir;
    QTranslator m_english;
    std::unique_ptr<Database> m_database;
    int m_count = 0;
};

void TestSourceBounds::initTestCase()
{
    QVERIFY(loadTranslation(m_english, QStringLiteral("en")));
    QCoreApplication::installTranslator(&m_english);
}

void TestSourceBounds::init()
{
    m_database.reset();
    auto opened = Database::open(m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_count)));
    QVERIFY(opened);
    m_database = std::move(opened).value();
    QVERIFY(CatalogStore(*m_database).loadOrSeed());
}

// The probe: an answer with on-demand prices of $1e9 an hour was applied with those prices
// dropped, and five stored on-demand prices became unknown.
void TestSourceBounds::absurdPricesLeaveTheStoredPricesKnown()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QUrl url = server.url(QStringLiteral("/graphql"));
    server.setResponse(QStringLiteral("/graphql"), ok(runPodAnswer()));
    QCOMPARE(runUpdate(*m_database, url).result, SourceOutcome::Result::Updated);
    const QStringList before = runPodPrices(*m_database);
    QVERIFY(!before.isEmpty());

    server.setResponse(QStringLiteral("/graphql"), ok(runPodAnswerPricedAt("1e9", onDemandKeys)));
    for (const bool confirmed : {false, true}) {
        const SourceOutcome outcome = runUpdate(*m_database, url, confirmed);
        QVERIFY2(outcome.result != SourceOutcome::Result::Cancelled, qPrintable(outcome.message));
        QCOMPARE(runPodPrices(*m_database), before);
    }
}

void TestSourceBounds::aPriceBelowATenthOfACentIsRefused()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QUrl url = server.url(QStringLiteral("/graphql"));
    const QStringList before = runPodPrices(*m_database);
    server.setResponse(QStringLiteral("/graphql"),
                       ok(runPodAnswerPricedAt("0.0002", allPriceKeys)));
    const SourceOutcome outcome = runUpdate(*m_database, url, true);
    QCOMPARE(outcome.result, SourceOutcome::Result::Failed);
    QVERIFY2(outcome.message.contains(QLatin1String("plausible")), qPrintable(outcome.message));
    QCOMPARE(runPodPrices(*m_database), before);
}

void TestSourceBounds::aServersTextIsStoredWithoutControls_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("reason");
    QTest::addColumn<QByteArray>("body");
    const QByteArray title = "\x1b]0;pwned\x07\xe2\x80\xae";
    QTest::newRow("reason phrase") << 500 << QByteArray("Oops " + title) << QByteArray();
    QTest::newRow("graphql error")
        << 200 << QByteArray("OK")
        << QByteArray(R"({"errors": [{"message": "bad query \u001b]0;pwned\u0007\u202e"}]})");
    QTest::newRow("long graphql error")
        << 200 << QByteArray("OK")
        << QByteArray(R"({"errors": [{"message": ")" + QByteArray(100000, 'x') + "\"}]}");
}

// The probe: an HTTP reason phrase and RunPod's error text reached the terminal, and the
// stored source state, with their escapes.
void TestSourceBounds::aServersTextIsStoredWithoutControls()
{
    QFETCH(int, status);
    QFETCH(QByteArray, reason);
    QFETCH(QByteArray, body);
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response response;
    response.status = status;
    response.reason = reason;
    response.body = body;
    server.setResponse(QStringLiteral("/graphql"), response);
    const SourceOutcome outcome = runUpdate(*m_database, server.url(QStringLiteral("/graphql")));
    QCOMPARE(outcome.result, SourceOutcome::Result::Failed);
    const std::optional<SourceState> state
        = SourceStateStore(*m_database).state(QStringLiteral("runpod"));
    QVERIFY(state);
    for (const QString &text : {outcome.message, state->message}) {
        QVERIFY2(!hasControls(text), qPrintable(text));
        QVERIFY2(text.size() < 1000, qPrintable(text.left(1000)));
    }
    // What the text said stays readable, its controls as escapes.
    if (!reason.startsWith("OK") || body.contains("pwned"))
        QVERIFY2(outcome.message.contains(QLatin1String("\\x1B]0;pwned\\x07")),
                 qPrintable(outcome.message));
}

QTEST_GUILESS_MAIN(TestSourceBounds)
#include "tst_sourcebounds.moc"
