#include <core/catalog/offermatch.h>

#include <QtTest>

using namespace core;

class TestOfferMatch final : public QObject
{
    Q_OBJECT

private slots:
    void matchesEachOfferToTheOneWithItsKey_data();
    void matchesEachOfferToTheOneWithItsKey();
};

namespace {

// Offers named by their region: "a b c" is three offers of one machine in regions a, b and c.
QList<Offer> offers(const QString &regions)
{
    QList<Offer> list;
    for (const QString &region : regions.split(u' ', Qt::SkipEmptyParts)) {
        Offer offer;
        offer.key = {QStringLiteral("aws"), QStringLiteral("h100"), 1, QString(), region};
        list.append(offer);
    }
    return list;
}

} // namespace

void TestOfferMatch::matchesEachOfferToTheOneWithItsKey_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QList<qsizetype>>("expected");
    QTest::newRow("the same") << "a b c"
                              << "a b c" << QList<qsizetype>{0, 1, 2};
    QTest::newRow("changed in place, one dropped, two appended")
        << "a b c d"
        << "a c d e f" << QList<qsizetype>{0, 2, 3, -1, -1};
    QTest::newRow("the first dropped") << "a b c"
                                       << "b c" << QList<qsizetype>{1, 2};
    QTest::newRow("reversed") << "a b c"
                              << "c b a" << QList<qsizetype>{2, 1, 0};
    QTest::newRow("new offers between") << "a b"
                                        << "x a y b z" << QList<qsizetype>{-1, 0, -1, 1, -1};
    QTest::newRow("moved back after a jump") << "a b c d"
                                             << "c d a b" << QList<qsizetype>{2, 3, 0, 1};
    QTest::newRow("nothing before") << ""
                                    << "a b" << QList<qsizetype>{-1, -1};
    QTest::newRow("nothing after") << "a b"
                                   << "" << QList<qsizetype>{};
}

void TestOfferMatch::matchesEachOfferToTheOneWithItsKey()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QList<qsizetype>, expected);
    QCOMPARE(matchOffers(offers(before), offers(after)), expected);
}

QTEST_GUILESS_MAIN(TestOfferMatch)
#include "tst_offermatch.moc"
