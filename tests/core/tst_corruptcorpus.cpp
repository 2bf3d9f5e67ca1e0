#include "testutil.h"

#include <core/catalog/catalogimporter.h>

#include <QDir>
#include <QJsonObject>
#include <QtTest>

using namespace core;

// Every file of tests/data/corrupt is a catalog with one fault (broken or lenient JSON, wrong
// types, bad references, implausible values); each must be refused with the message listed in
// expected.json, a sentence that names the record, the field, the value and what is expected.
class TestCorruptCorpus final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFileIsListed();
    void refusedWithItsMessage_data();
    void refusedWithItsMessage();

private:
    QJsonObject m_expected;
    QDir m_folder;
};

void TestCorruptCorpus::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_folder = QDir(testutil::dataPath(QStringLiteral("corrupt")));
    QFile manifest(m_folder.filePath(QStringLiteral("expected.json")));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    m_expected = QJsonDocument::fromJson(manifest.readAll()).object();
    QVERIFY(m_expected.size() >= 50);
}

void TestCorruptCorpus::everyFileIsListed()
{
    QStringList files = m_folder.entryList({QStringLiteral("*.json")}, QDir::Files);
    files.removeAll(QStringLiteral("expected.json"));
    QStringList listed = m_expected.keys();
    files.sort();
    listed.sort();
    QCOMPARE(files, listed);
}

void TestCorruptCorpus::refusedWithItsMessage_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    for (auto it = m_expected.constBegin(); it != m_expected.constEnd(); ++it)
        QTest::newRow(qPrintable(it.key())) << it.key() << it.value().toString();
}

void TestCorruptCorpus::refusedWithItsMessage()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    QFile input(m_folder.filePath(file));
    QVERIFY(input.open(QIODevice::ReadOnly));
    const Expected<Catalog> catalog = CatalogImporter::parse(input.readAll());
    QVERIFY2(!catalog, qPrintable(file));
    QCOMPARE(catalog.error(), message);
}

QTEST_GUILESS_MAIN(TestCorruptCorpus)
#include "tst_corruptcorpus.moc"
