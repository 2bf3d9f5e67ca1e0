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
    void textFitsTheTerminalWidth();
    void writesOneWideRecordAsLines();
    void leavesOutUnknownColumnsFirst();
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

void TestTableWriter::textFitsTheTerminalWidth()
{
    // 30 columns of 20 characters, a long text first: 660 characters a line before.
    Table table;
    table.columns.append(QStringLiteral("notes"));
    for (int i = 0; i < 29; ++i)
        table.columns.append(QStringLiteral("column_%1").arg(i, 2, 10, QLatin1Char('0')));
    table.columns.append(QStringLiteral("usd_per_hour")); // a figure readers look for first
    for (int row = 0; row < 3; ++row) {
        QVariantList values{QString(60, QLatin1Char('x'))};
        for (int i = 0; i < 29; ++i)
            values.append(QStringLiteral("value %1 of row %2....").arg(i).arg(row));
        values.append(0.25 * (row + 1));
        table.rows.append(values);
    }
    const QString text = write(table, TableFormat::Text);
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines)
        QVERIFY2(line.size() <= TextTableWidth, qPrintable(line));
    // The long text is cut with an ellipsis; the preferred figure is kept though it comes last.
    QVERIFY(lines.at(1).startsWith(QString(21, QLatin1Char('x')) + u'…'));
    QVERIFY(lines.at(0).contains(QStringLiteral("usd_per_hour")));
    QVERIFY(lines.at(1).endsWith(QStringLiteral("0.25")));
    // The columns left out are named, and CSV and JSON keep every column and whole value.
    QVERIFY(text.contains(QStringLiteral("Columns not shown (")));
    QVERIFY(text.contains(QStringLiteral("column_28")));
    const QString csv = write(table, TableFormat::Csv);
    QVERIFY(csv.contains(QString(60, QLatin1Char('x'))));
    QVERIFY(csv.contains(QStringLiteral("value 28 of row 2....")));
}

void TestTableWriter::writesOneWideRecordAsLines()
{
    Table table;
    QVariantList values;
    for (int i = 0; i < 12; ++i) {
        table.columns.append(QStringLiteral("field_%1").arg(i));
        values.append(QStringLiteral("a value of twenty %1").arg(i));
    }
    table.rows.append(values);
    const QStringList lines = write(table, TableFormat::Text).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 12);
    QCOMPARE(lines.at(0), QStringLiteral("field_0   a value of twenty 0"));
    QCOMPARE(lines.at(11), QStringLiteral("field_11  a value of twenty 11"));
}

void TestTableWriter::leavesOutUnknownColumnsFirst()
{
    // A preferred figure nobody knows (seconds per image of a training run) gives its room to
    // one that is known.
    Table table{{QStringLiteral("rank"), QStringLiteral("seconds_per_image"),
                 QStringLiteral("training_step_s"), QStringLiteral("notes")},
                {{1, QVariant(), 0.41, QString(60, QLatin1Char('n'))},
                 {2, QVariant(), 0.52, QString(60, QLatin1Char('n'))}}};
    for (int i = 0; i < 3; ++i) {
        table.columns.append(QStringLiteral("wide_%1").arg(i));
        for (QVariantList &row : table.rows)
            row.append(QString(20, QLatin1Char('w')));
    }
    const QString header = write(table, TableFormat::Text).section(u'\n', 0, 0);
    QVERIFY2(header.contains(QStringLiteral("training_step_s")), qPrintable(header));
    QVERIFY2(!header.contains(QStringLiteral("seconds_per_image")), qPrintable(header));
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
        QVERIFY(line.size() <= TextTableWidth);
    QCOMPARE(lines.at(1), QString(21, u'x') + QStringLiteral("…  a"));
}

QTEST_GUILESS_MAIN(TestTableWriter)
#include "tst_tablewriter.moc"
