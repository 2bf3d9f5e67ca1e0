#include <core/store/database.h>
#include <core/store/shortliststore.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace core;

class TestShortlistStore final : public QObject
{
    Q_OBJECT

private slots:
    void addsRemovesAndNotes();
    void survivesReopening();
    void refusesEmptyAndDuplicateNames();

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

QTEST_GUILESS_MAIN(TestShortlistStore)
#include "tst_shortliststore.moc"
