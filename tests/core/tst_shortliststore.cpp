#include <core/i18n/translations.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <core/store/shortliststore.h>

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace core;

class TestShortlistStore final : public QObject
{
    Q_OBJECT

private slots:
    void addsRemovesAndNotes();
    void survivesReopening();
    void refusesEmptyAndDuplicateNames();
    void migrationMergesTheDefaultListsOfEachLanguage();
    void shortlistSurvivesLanguageChange();
    void theDefaultListTakesTheUsersName();

private:
    QTemporaryDir m_dir;
    const OfferKey m_key{
        QStringLiteral("runpod"), QStringLiteral("rtx-4090"), 1, QStringLiteral("secure"), {}};
    const OfferKey m_other{QStringLiteral("aws"), QStringLiteral("l4"), 1,
                           QStringLiteral("g6.xlarge"), QStringLiteral("us-east-1")};
};

void TestShortlistStore::addsRemovesAndNotes()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("a.sqlite")));
    QVERIFY(database.hasValue());
    ShortlistStore store(*database.value());
    const auto id = store.ensure(QStringLiteral("SDXL evenings"));
    QVERIFY(id.hasValue());
    QCOMPARE(store.ensure(QStringLiteral("SDXL evenings")).value(), id.value()); // idempotent
    QVERIFY(store.addItem(*id, m_key).ok());
    const Status added = store.addItem(*id, m_other, QStringLiteral("hourly billing"));
    QVERIFY2(added.ok(), qPrintable(added.error()));
    QVERIFY(store.addItem(*id, m_key).ok()); // adding twice keeps one
    QCOMPARE(store.byName(QStringLiteral("SDXL evenings"))->items.size(), 2);
    QVERIFY(store.setNote(*id, m_key, QStringLiteral("cheapest per month")).ok());
    QVERIFY(store.removeItem(*id, m_other).ok());
    const auto list = store.byName(QStringLiteral("SDXL evenings"));
    QCOMPARE(list->items.size(), 1);
    QCOMPARE(list->items.at(0).key, m_key);
    QCOMPARE(list->items.at(0).note, QStringLiteral("cheapest per month"));
    QVERIFY(store.remove(*id).ok());
    QVERIFY(!store.byName(QStringLiteral("SDXL evenings")).hasValue());
    QCOMPARE(store.byName(QStringLiteral("SDXL evenings")).error(),
             QStringLiteral("There is no shortlist called \"SDXL evenings\"."));
}

void TestShortlistStore::survivesReopening()
{
    const QString path = m_dir.filePath(QStringLiteral("b.sqlite"));
    {
        auto database = Database::open(path);
        ShortlistStore store(*database.value());
        QVERIFY(store.addItem(store.ensure(QStringLiteral("Batch")).value(), m_other).ok());
    }
    auto database = Database::open(path);
    const auto lists = ShortlistStore(*database.value()).all();
    QVERIFY(lists.hasValue());
    QCOMPARE(lists->size(), 1);
    QCOMPARE(lists->at(0).name, QStringLiteral("Batch"));
    QCOMPARE(lists->at(0).items.at(0).key, m_other);
}

void TestShortlistStore::refusesEmptyAndDuplicateNames()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("c.sqlite")));
    ShortlistStore store(*database.value());
    QCOMPARE(store.ensure(QStringLiteral("  ")).error(),
             QStringLiteral("A shortlist needs a name."));
    const qint64 first = store.ensure(QStringLiteral("One")).value();
    store.ensure(QStringLiteral("Two")).value();
    const Status status = store.rename(first, QStringLiteral("Two"));
    QVERIFY(!status.ok());
    QCOMPARE(
        status.error(),
        QStringLiteral("Cannot rename the shortlist to \"Two\": a shortlist of that name exists."));
}

void TestShortlistStore::migrationMergesTheDefaultListsOfEachLanguage()
{
    // A database from before stable ids, where English, Urdu and Romanian sessions each made a
    // default list of their own, beside a list the user named.
    const QString path = m_dir.filePath(QStringLiteral("languages.sqlite"));
    {
        // Version 8: the schema before step 9 gave shortlists their stable ids.
        auto old = Database::openAtVersion(path, 8);
        QVERIFY(old.hasValue());
        QSqlQuery query(old.value()->connection());
        for (const char *statement :
             {"INSERT INTO shortlists (id, name, created_at) VALUES"
              " (1, 'My shortlist', '2026-11-01T00:00:00Z'),"
              " (2, 'Render farm', '2026-11-02T00:00:00Z'),"
              " (3, '\u0645\u06CC\u0631\u06CC \u0634\u0627\u0631\u0679 \u0644\u0633\u0679',"
              " '2026-11-03T00:00:00Z'),"
              " (4, 'Lista mea scurt\u0103', '2026-11-04T00:00:00Z')",
              "INSERT INTO shortlist_items (shortlist_id, provider, gpu, gpu_count, tier,"
              " region, note, added_at) VALUES"
              " (1, 'runpod', 'rtx-4090', 1, 'secure', '', '', '2026-11-01T01:00:00Z'),"
              " (3, 'runpod', 'rtx-4090', 1, 'secure', '', 'cheap', '2026-11-03T01:00:00Z'),"
              " (3, 'aws', 'l4', 1, 'g6.xlarge', 'us-east-1', '', '2026-11-03T02:00:00Z'),"
              " (4, 'vast', 'rtx-3090', 1, '', '', 'spot', '2026-11-04T01:00:00Z'),"
              " (2, 'aws', 'l4', 1, 'g6.xlarge', 'us-east-1', 'mine', '2026-11-02T01:00:00Z')"}) {
            QVERIFY2(query.exec(QString::fromUtf8(statement)),
                     qPrintable(query.lastError().text()));
        }
    }
    auto database = Database::open(path);
    QVERIFY(database.hasValue());
    ShortlistStore store(*database.value());
    const auto lists = store.all();
    QVERIFY(lists);
    QCOMPARE(lists->size(), 2);
    const Shortlist &merged = lists->at(0);
    QCOMPARE(merged.stableId, ShortlistStore::defaultId());
    QVERIFY(merged.name.isEmpty());
    QCOMPARE(merged.displayName(), ShortlistStore::defaultName());
    QCOMPARE(merged.items.size(), 3);
    QCOMPARE(merged.items.at(0).key, m_key);
    QCOMPARE(merged.items.at(0).note, QStringLiteral("cheap")); // the note found a home
    QCOMPARE(merged.items.at(1).key, m_other);
    QCOMPARE(merged.items.at(2).note, QStringLiteral("spot"));
    // The user's own list is untouched, with an id of its own.
    QCOMPARE(lists->at(1).name, QStringLiteral("Render farm"));
    QCOMPARE(lists->at(1).items.size(), 1);
    QVERIFY(!lists->at(1).stableId.isEmpty());
    QVERIFY(lists->at(1).stableId != ShortlistStore::defaultId());
}

void TestShortlistStore::shortlistSurvivesLanguageChange()
{
    const QString path = m_dir.filePath(QStringLiteral("switch.sqlite"));
    QTranslator urdu;
    QVERIFY(loadTranslation(urdu, QStringLiteral("ur")));
    const QString englishName = ShortlistStore::defaultName();
    {
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        Session session(*database.value());
        QVERIFY(session.load().ok());
        QVERIFY(session.setShortlisted(m_key, true).ok());
        // A switch at run time.
        QVERIFY(QCoreApplication::installTranslator(&urdu));
        QVERIFY(ShortlistStore::defaultName() != englishName); // the test means something
        session.retranslate();
        QVERIFY(session.isShortlisted(m_key));
        QCOMPARE(session.shortlistName(), ShortlistStore::defaultName());
        QVERIFY(session.setShortlisted(m_other, true).ok());
        QCOMPARE(session.shortlist().size(), 2);
    }
    {
        // A restart in Urdu.
        auto database = Database::open(path);
        QVERIFY(database.hasValue());
        Session session(*database.value());
        QVERIFY(session.load().ok());
        QCOMPARE(session.shortlist().size(), 2);
    }
    QCoreApplication::removeTranslator(&urdu);
    auto database = Database::open(path);
    QVERIFY(database.hasValue());
    Session session(*database.value());
    QVERIFY(session.load().ok());
    // A restart in English: the same two offers, and one list in the database.
    QVERIFY(session.isShortlisted(m_key));
    QVERIFY(session.isShortlisted(m_other));
    QCOMPARE(session.shortlistName(), englishName);
    const auto lists = ShortlistStore(*database.value()).all();
    QVERIFY(lists);
    QCOMPARE(lists->size(), 1);
}

void TestShortlistStore::theDefaultListTakesTheUsersName()
{
    auto database = Database::open(m_dir.filePath(QStringLiteral("named.sqlite")));
    QVERIFY(database.hasValue());
    Session session(*database.value());
    QVERIFY(session.load().ok());
    QVERIFY(session.setShortlisted(m_key, true).ok());
    QVERIFY(session.renameShortlist(QStringLiteral("Evenings")).ok());
    QCOMPARE(session.shortlistName(), QStringLiteral("Evenings"));
    QVERIFY(session.isShortlisted(m_key));
    ShortlistStore store(*database.value());
    QCOMPARE(store.byName(QStringLiteral("Evenings"))->items.size(), 1);
    QVERIFY(!session.renameShortlist(QStringLiteral("  ")).ok());
    QCOMPARE(session.shortlistName(), QStringLiteral("Evenings"));
}

QTEST_GUILESS_MAIN(TestShortlistStore)
#include "tst_shortliststore.moc"
