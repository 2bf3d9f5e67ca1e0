#include <core/export/csvexport.h>

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace core;

namespace {

// A strict RFC 4180 reader: CRLF between records, fields quoted when they hold a comma, a
// quote or a line break, quotes doubled inside. Fails the test on anything else.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    qsizetype i = 0;
    const auto failAt = [&](const char *what) {
        qWarning("CSV: %s at %lld", what, qlonglong(i));
        return QList<QStringList>{};
    };
    while (i < text.size()) {
        if (text.at(i) == u'"') {
            ++i;
            while (true) {
                if (i >= text.size())
                    return failAt("unterminated quote");
                if (text.at(i) == u'"') {
                    if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                        field += u'"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text.at(i++);
            }
        } else {
            while (i < text.size() && text.at(i) != u',' && text.at(i) != u'\r') {
                if (text.at(i) == u'"' || text.at(i) == u'\n')
                    return failAt("quote or line feed in an unquoted field");
                field += text.at(i++);
            }
        }
        if (i < text.size() && text.at(i) == u',') {
            record.append(field);
            field.clear();
            ++i;
        } else if (text.mid(i, 2) == QLatin1String("\r\n")) {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
            i += 2;
        } else {
            return failAt("a field must end with a comma or CRLF");
        }
    }
    if (!record.isEmpty() || !field.isEmpty())
        return failAt("the last record lacks its CRLF");
    return records;
}

QList<QStringList> parseCsv(const QByteArray &bytes)
{
    return parseCsv(QString::fromUtf8(bytes));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCsvExport final : public QObject
{
    Q_OBJECT

private slots:
    void roundTripsThroughRfc4180();
    void headerAndLineEnds();
    void byteOrderMarkOnlyWhenAsked();
    void neutralisesFormulaInjection_data();
    void neutralisesFormulaInjection();
    void negativeNumbersStayNumbers();
    void localeNumbersUseTheLocale();
    void writesThroughSaveFile();
    void unwritablePathFailsClearly_data();
    void unwritablePathFailsClearly();
#ifdef Q_OS_UNIX // the file size limit (RLIMIT_FSIZE) is how the test makes a write fail
    void failedWriteLeavesTheOldFile();
#endif

private:
    QTemporaryDir m_dir;
};

void TestCsvExport::roundTripsThroughRfc4180()
{
    const QString tricky[] = {QStringLiteral("plain"),
                              QStringLiteral("comma, inside"),
                              QStringLiteral("say \"hi\""),
                              QStringLiteral("two\nlines"),
                              QStringLiteral("crlf\r\ninside"),
                              QStringLiteral("اردو، بنگلہ"),
                              QStringLiteral("বাংলা"),
                              QStringLiteral("\"\""),
                              QString()};
    Table table{{QStringLiteral("text"), QStringLiteral("usd_per_hour")}, {}};
    for (const QString &text : tricky)
        table.rows.append({text.isNull() ? QVariant() : QVariant(text), 0.69});
    const QList<QStringList> records = parseCsv(CsvExport::toCsv(table));
    QCOMPARE(records.size(), qsizetype(std::size(tricky)) + 1);
    QCOMPARE(records.at(0), table.columns);
    for (qsizetype i = 0; i < qsizetype(std::size(tricky)); ++i) {
        QCOMPARE(records.at(i + 1).at(0), tricky[i].isNull() ? QString() : tricky[i]);
        QCOMPARE(records.at(i + 1).at(1), QStringLiteral("0.69"));
    }
}

void TestCsvExport::headerAndLineEnds()
{
    const Table table{
        {QStringLiteral("provider"), QStringLiteral("seconds_per_image"), QStringLiteral("fits")},
        {{QStringLiteral("runpod"), 2.5, true}, {QStringLiteral("vultr"), QVariant(), false}}};
    const QByteArray csv = CsvExport::toCsv(table);
    QCOMPARE(csv, QByteArray("provider,seconds_per_image,fits\r\nrunpod,2.5,yes\r\nvultr,,no\r\n"));
}

void TestCsvExport::byteOrderMarkOnlyWhenAsked()
{
    const Table table{{QStringLiteral("a")}, {{1}}};
    QVERIFY(!CsvExport::toCsv(table).startsWith("\xEF\xBB\xBF"));
    CsvOptions options;
    options.byteOrderMark = true;
    QCOMPARE(CsvExport::toCsv(table, options),
             QByteArray("\xEF\xBB\xBF"
                        "a\r\n1\r\n"));
}

void TestCsvExport::neutralisesFormulaInjection_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("equals") << QStringLiteral("=HYPERLINK(\"http://evil\",\"x\")");
    QTest::newRow("plus") << QStringLiteral("+1+2");
    QTest::newRow("minus") << QStringLiteral("-2+3");
    QTest::newRow("at") << QStringLiteral("@SUM(A1:A9)");
    QTest::newRow("tab") << QStringLiteral("\t=1");
    QTest::newRow("carriage return") << QStringLiteral("\r=1");
    QTest::newRow("number as text") << QStringLiteral("-5");
}

void TestCsvExport::neutralisesFormulaInjection()
{
    QFETCH(QString, text);
    const Table table{{QStringLiteral("note")}, {{text}}};
    const QList<QStringList> records = parseCsv(CsvExport::toCsv(table));
    QCOMPARE(records.size(), 2);
    QCOMPARE(records.at(1).at(0), u'\'' + text);
    QCOMPARE(CsvExport::neutralised(QStringLiteral("safe = text")), QStringLiteral("safe = text"));
}

void TestCsvExport::negativeNumbersStayNumbers()
{
    const Table table{
        {QStringLiteral("delta_usd"), QStringLiteral("delta_count"), QStringLiteral("note")},
        {{-1.25, -3, QStringLiteral("-1.25")}, {qlonglong(-40), 0.0, QStringLiteral("ok")}}};
    const QList<QStringList> records = parseCsv(CsvExport::toCsv(table));
    QCOMPARE(
        records.at(1),
        (QStringList{QStringLiteral("-1.25"), QStringLiteral("-3"), QStringLiteral("'-1.25")}));
    QCOMPARE(records.at(2),
             (QStringList{QStringLiteral("-40"), QStringLiteral("0"), QStringLiteral("ok")}));
}

void TestCsvExport::localeNumbersUseTheLocale()
{
    const Table table{{QStringLiteral("usd_per_hour"), QStringLiteral("images")},
                      {{1234.5, 50000}, {-0.25, 7}}};
    QCOMPARE(parseCsv(CsvExport::toCsv(table)).at(1),
             (QStringList{QStringLiteral("1234.5"), QStringLiteral("50000")}));

    CsvOptions options;
    options.localeNumbers = true;
    options.locale = QLocale(QLocale::German, QLocale::Germany);
    const QByteArray german = CsvExport::toCsv(table, options);
    QVERIFY2(german.contains("\"1.234,5\""), german.constData()); // a decimal comma gets quoted
    const QList<QStringList> records = parseCsv(german);
    QCOMPARE(records.at(1), (QStringList{QStringLiteral("1.234,5"), QStringLiteral("50.000")}));
    QCOMPARE(records.at(2), (QStringList{QStringLiteral("-0,25"), QStringLiteral("7")}));

    options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(parseCsv(CsvExport::toCsv(table, options)).at(1),
             (QStringList{QStringLiteral("1,234.5"), QStringLiteral("50,000")}));
}

void TestCsvExport::writesThroughSaveFile()
{
    const QString path = m_dir.filePath(QStringLiteral("offers.csv"));
    const Table table{{QStringLiteral("provider")}, {{QStringLiteral("runpod")}}};
    const Status status = CsvExport::write(table, path);
    QVERIFY2(status.ok(), qPrintable(status.error()));
    QCOMPARE(readFile(path), QByteArray("provider\r\nrunpod\r\n"));
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("offers.csv")});
}

void TestCsvExport::unwritablePathFailsClearly_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    // Tests run as root, whom permissions do not stop: a regular file in the way does.
    QFile blocker(m_dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.write("not a folder");
    QTest::newRow("missing folder") << m_dir.filePath(QStringLiteral("missing/deeper/offers.csv"))
                                    << QStringLiteral("does not exist");
    QTest::newRow("under a file") << m_dir.filePath(QStringLiteral("blocker/offers.csv"))
                                  << QStringLiteral("is a file, not a folder");
    QTest::newRow("a folder") << m_dir.path() << QStringLiteral("it is a folder");
}

void TestCsvExport::unwritablePathFailsClearly()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const QByteArray blockerBefore = readFile(m_dir.filePath(QStringLiteral("blocker")));
    const Status status = CsvExport::write({{QStringLiteral("a")}, {{1}}}, path);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().contains(QDir::toNativeSeparators(path)), qPrintable(status.error()));
    QVERIFY2(status.error().contains(reason), qPrintable(status.error()));
    QVERIFY(!QFileInfo(path).isFile());
    QCOMPARE(readFile(m_dir.filePath(QStringLiteral("blocker"))), blockerBefore);
}

#ifdef Q_OS_UNIX
void TestCsvExport::failedWriteLeavesTheOldFile()
{
    // A write that fails half-way: the file size limit (which binds root too) stops it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shortlist.csv"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old export\r\n");
    }
    Table big{{QStringLiteral("text")}, {}};
    for (int i = 0; i < 2000; ++i)
        big.rows.append({QStringLiteral("row %1 with enough text to exceed the limit").arg(i)});

    rlimit saved{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limited = saved;
    limited.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    const Status status = CsvExport::write(big, path);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previous);

    QVERIFY(!status.ok());
    QVERIFY2(status.error().startsWith(
                 QStringLiteral("Cannot write \"%1\"").arg(QDir::toNativeSeparators(path))),
             qPrintable(status.error()));
    QCOMPARE(readFile(path), QByteArray("the old export\r\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("shortlist.csv")});
}
#endif

QTEST_GUILESS_MAIN(TestCsvExport)
#include "tst_csvexport.moc"
