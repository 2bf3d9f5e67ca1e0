// Money as people read it (core::money): one spelling for the table, details, charts, plans
// and the PDF, which wrote it three ways before.
#include <core/text/money.h>

#include <QTest>

using namespace core;

class TestMoney final : public QObject
{
    Q_OBJECT

private slots:
    void dollarsInEnglish();
    void otherCurrenciesByTheirCode();
    void noLocaleWritesTheCommonEnglishWay();
    void theLanguagesDigitsAndIsolatedInRightToLeft();
};

void TestMoney::dollarsInEnglish()
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(money(0.08, QStringLiteral("USD"), 2, english), QStringLiteral("$0.08"));
    QCOMPARE(money(1234.5, QStringLiteral("USD"), 2, english), QStringLiteral("$1,234.50"));
    QCOMPARE(money(0.125, QStringLiteral("USD"), 3, english), QStringLiteral("$0.125"));
}

void TestMoney::otherCurrenciesByTheirCode()
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(money(12.5, QStringLiteral("EUR"), 2, english),
             QStringLiteral("EUR") + QChar(0x00A0) + QStringLiteral("12.50"));
}

void TestMoney::noLocaleWritesTheCommonEnglishWay()
{
    // The C locale would write "0.08$".
    QCOMPARE(money(0.08, QStringLiteral("USD"), 2, QLocale::c()), QStringLiteral("$0.08"));
}

void TestMoney::theLanguagesDigitsAndIsolatedInRightToLeft()
{
    const QString bengali = money(3.5, QStringLiteral("USD"), 2, QLocale(QLocale::Bengali));
    QVERIFY2(bengali.contains(QStringLiteral("৩")), qPrintable(bengali));
    QVERIFY2(bengali.contains(u'$'), qPrintable(bengali));
    // In Urdu the amount is one isolated run (FSI … PDI), so "$" stays beside its digits.
    const QString urdu = money(3.5, QStringLiteral("USD"), 2, QLocale(QLocale::Urdu));
    QVERIFY2(urdu.startsWith(QChar(0x2068)) && urdu.endsWith(QChar(0x2069)), qPrintable(urdu));
    QVERIFY2(urdu.contains(u'$'), qPrintable(urdu));
}

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
