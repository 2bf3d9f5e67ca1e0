#include <core/export/csvexport.h>
#include <core/output/tablewriter.h>
#include <core/output/textsanitizer.h>

#include <QTextStream>
#include <QtTest>

using namespace core;

// One rule for every text output: no control byte reaches a terminal or another program, every
// CSV (the CLI's --format csv and the export) neutralises formulas the same way, and catalog
// text loses bidi controls and towers of combining marks on the way in.
class TestTextSanitizer final : public QObject
{
    Q_OBJECT

private slots:
    void escapesControlsAndBidi_data();
    void escapesControlsAndBidi();
    void keepsLineBreaksWhenAsked();
    void quotesOutsideTextEscapedAndCut();
    void tableOutputCarriesNoControlByte();
    void everyCsvNeutralisesFormulasAlike_data();
    void everyCsvNeutralisesFormulasAlike();
    void catalogTextLosesBidiAndMarkRuns();
    void catalogTextKeepsRealScripts();
};

namespace {

QString written(const Table &table, TableFormat format)
{
    QString text;
    QTextStream out(&text);
    writeTable(table, format, out);
    return text;
}

bool hasControl(const QString &text, bool allowLineBreaks)
{
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (allowLineBreaks && (u == '\n' || u == '\r' || u == '\t'))
            continue;
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x202E || u == 0x2066)
            return true;
    }
    return false;
}

} // namespace

void TestTextSanitizer::escapesControlsAndBidi_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("RunPod") << QStringLiteral("RunPod");
    QTest::newRow("ESC colour") << QStringLiteral("Run\x1b[31mPod")
                                << QStringLiteral("Run\\x1B[31mPod");
    QTest::newRow("BEL") << QStringLiteral("a\x07") << QStringLiteral("a\\x07");
    QTest::newRow("C1 CSI") << QStringLiteral("a\u009b2J") << QStringLiteral("a\\x9B2J");
    QTest::newRow("DEL") << QStringLiteral("a\x7f") << QStringLiteral("a\\x7F");
    QTest::newRow("RLO") << QStringLiteral("abc\u202Edcb") << QStringLiteral("abc\\u202Edcb");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\\x0Ab");
    QTest::newRow("Urdu") << QStringLiteral("کلاؤڈ") << QStringLiteral("کلاؤڈ");
}

void TestTextSanitizer::escapesControlsAndBidi()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(safetext::escapeControls(input), expected);
}

void TestTextSanitizer::keepsLineBreaksWhenAsked()
{
    QCOMPARE(safetext::escapeControls(QStringLiteral("a\nb\x1b"), safetext::LineBreaks::Keep),
             QStringLiteral("a\nb\\x1B"));
}

void TestTextSanitizer::tableOutputCarriesNoControlByte()
{
    const Table table{{QStringLiteral("name")},
                      {{QStringLiteral("\x1b]0;owned\x07")}, {QStringLiteral("x\u202Ey")}}};
    const QString text = written(table, TableFormat::Text);
    QVERIFY2(!hasControl(text, true), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("\\x1B]0;owned\\x07")));
    const QString csv = written(table, TableFormat::Csv);
    QVERIFY2(!hasControl(csv, true), qPrintable(csv));
}

void TestTextSanitizer::everyCsvNeutralisesFormulasAlike_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::newRow("=") << QVariant(QStringLiteral("=HYPERLINK(\"http://x\")"));
    QTest::newRow("+") << QVariant(QStringLiteral("+1+1"));
    QTest::newRow("-") << QVariant(QStringLiteral("-2+3"));
    QTest::newRow("@") << QVariant(QStringLiteral("@SUM(A1)"));
    QTest::newRow("tab") << QVariant(QStringLiteral("\t=1"));
    QTest::newRow("ESC") << QVariant(QStringLiteral("\x1b[2J"));
    QTest::newRow("negative number") << QVariant(-5.5);
    QTest::newRow("plain") << QVariant(QStringLiteral("RunPod"));
}

void TestTextSanitizer::everyCsvNeutralisesFormulasAlike()
{
    QFETCH(QVariant, value);
    const Table table{{QStringLiteral("name")}, {{value}}};
    const QString cli = written(table, TableFormat::Csv);
    const QString exported = QString::fromUtf8(CsvExport::toCsv(table));
    QCOMPARE(cli, exported);
    const QString cell = cli.section(QStringLiteral("\r\n"), 1, 1);
    if (value.typeId() == QMetaType::Double)
        QCOMPARE(cell, QStringLiteral("-5.5"));
    else if (QStringLiteral("=+-@\t").contains(value.toString().front()))
        QVERIFY2(cell.startsWith(u'\'') || cell.startsWith(QStringLiteral("\"'")),
                 qPrintable(cell));
    QVERIFY(!hasControl(cell, true));
}

void TestTextSanitizer::catalogTextLosesBidiAndMarkRuns()
{
    QCOMPARE(safetext::cleanCatalogText(QStringLiteral("\u202Eyelp\u202C Cloud\u2066")),
             QStringLiteral("yelp Cloud"));
    QCOMPARE(safetext::cleanCatalogText(QStringLiteral("Run\x1bPod\x07")),
             QStringLiteral("RunPod"));
    QString tower = QStringLiteral("H");
    for (int i = 0; i < 1800; ++i)
        tower += QChar(0x0301);
    const QString cleaned = safetext::cleanCatalogText(tower + QStringLiteral("100"));
    QCOMPARE(cleaned.size(), 1 + safetext::maxCombiningRun + 3);
    QVERIFY(cleaned.endsWith(QStringLiteral("100")));
}

void TestTextSanitizer::catalogTextKeepsRealScripts()
{
    for (const QString &text : {QStringLiteral("ক্লাউড জিপিইউ"), QStringLiteral("کلاؤڈ جی پی یو"),
                                QStringLiteral("Tiếng Việt"), QStringLiteral("line\nnext")})
        QCOMPARE(safetext::cleanCatalogText(text), text);
}

// A server's reason phrase or error text, as a message quotes it and the source state stores it.
void TestTextSanitizer::quotesOutsideTextEscapedAndCut()
{
    using core::safetext::quoted;
    QCOMPARE(quoted(QStringLiteral("Oops\x1b]0;pwned\x07\u202e\nnext")),
             QStringLiteral("Oops\\x1B]0;pwned\\x07\\u202E\\x0Anext"));
    QCOMPARE(quoted(QString(300, u'x')), QString(200, u'x') + QStringLiteral("…"));
    // A surrogate pair is not cut in half.
    const QString emoji = QString(9, u'a') + QString::fromUcs4(U"\U0001F600");
    QCOMPARE(quoted(emoji, 10), QString(9, u'a') + QStringLiteral("…"));
}

QTEST_GUILESS_MAIN(TestTextSanitizer)
#include "tst_textsanitizer.moc"
