#include <core/output/tablewriter.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QtTest>

using namespace core;

class TestTableWriter final : public QObject
{
    Q_OBJECT

private slots:
    void writesCsvWithQuoting();
    void writesJsonWithNulls();
    void alignsTextAndMarksUnknown();
    void cutsALongCellInsteadOfPaddingEveryRow();

private:
    static QString write(const Table &table, TableFormat format)
    {
        QString text;
        QTextStream out(&text);
        writeTable(table, format, out);
        return text;
    }

    const Table m_table{
        {QStringLiteral("provider"), QStringLiteral("usd_per_hour"), QStringLiteral("region")},
        {{QStringLiteral("RunPod"), 0.69, QVariant()},
         {QStringLiteral("Say \"hi\", Inc."), 2.5, QStringLiteral("us-east-1\nus-west-2")}}};
};

void TestTableWriter::writesCsvWithQuoting()
{
    QCOMPARE(write(m_table, TableFormat::Csv),
             QStringLiteral("provider,usd_per_hour,region\r\n"
                            "RunPod,0.69,\r\n"
                            "\"Say \"\"hi\"\", Inc.\",2.5,\"us-east-1\nus-west-2\"\r\n"));
}

void TestTableWriter::writesJsonWithNulls()
{
    const QJsonArray rows
        = QJsonDocument::fromJson(write(m_table, TableFormat::Json).toUtf8()).array();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("usd_per_hour")).toDouble(), 0.69);
    QVERIFY(rows.at(0).toObject().value(QStringLiteral("region")).isNull());
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("provider")).toString(),
             QStringLiteral("Say \"hi\", Inc."));
}

void TestTableWriter::alignsTextAndMarksUnknown()
{
    const Table table{{QStringLiteral("a"), QStringLiteral("b")},
                      {{QStringLiteral("long value"), QVariant()}, {QStringLiteral("x"), 1}}};
    QCOMPARE(write(table, TableFormat::Text),
             QStringLiteral("a           b\nlong value  —\nx           1\n"));
}

// The probe: a provider name of 1 MB padded every line of `offers` to 1 MB (255 MB of output).
void TestTableWriter::cutsALongCellInsteadOfPaddingEveryRow()
{
    const Table table{{QStringLiteral("provider"), QStringLiteral("gpu")},
                      {{QString(1000000, u'x'), QStringLiteral("a")},
                       {QStringLiteral("RunPod"), QStringLiteral("b")}}};
    const QStringList lines = write(table, TableFormat::Text).split(u'\n');
    QCOMPARE(lines.size(), 4);
    for (const QString &line : lines)
        QVERIFY(line.size() <= 210);
    QCOMPARE(lines.at(1), QString(200, u'x') + QStringLiteral("…  a"));
}

QTEST_GUILESS_MAIN(TestTableWriter)
#include "tst_tablewriter.moc"
