#include "uitestutil.h"

#include <core/export/csvexport.h>
#include <core/export/pdfreport.h>
#include <core/export/reporttable.h>
#include <core/figures/columns.h>
#include <ui/compare/comparedialog.h>
#include <ui/details/detailpane.h>
#include <ui/offers/offersmodel.h>

#include <QProcess>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using ui::OfferColumn;

// A figure added in one place — one entry of the column registry — shows in every view: the
// offers table, the CSV of the view and the CLI's export, the details, compare and the PDF
// (docs/columns.md, "Adding a per-row figure").
class TestAddedColumn final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void table();
    void csv();
    void details();
    void compare();
    void pdf();

private:
    QList<int> pricedRows(int count) const;

    std::shared_ptr<const core::Snapshot> m_snapshot;
    const core::ColumnSpec *m_spec = nullptr;
    OfferColumn m_column = OfferColumn::Count;
};

namespace {

constexpr const char *key = "test_vram_gb_per_usd";
constexpr const char *header = "VRAM/$"; // one word: a narrow PDF column does not wrap it

std::optional<double> vramPerDollar(const core::OfferEvaluation &row)
{
    if (!row.usdPerHour || *row.usdPerHour <= 0)
        return std::nullopt;
    return row.offer.gpu->vramGb * row.offer.offer->key.gpuCount / *row.usdPerHour;
}

} // namespace

void TestAddedColumn::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // The one place: before any view is built, as a plug-in figure would be.
    m_spec = &core::Columns::add({key, header, "GB", "Memory of the instance per dollar an hour.",
                                  core::ColumnKind::Number, 1,
                                  [](const core::ColumnContext &c) {
                                      const std::optional<double> value = vramPerDollar(c.row);
                                      return value ? QVariant(*value) : QVariant();
                                  },
                                  core::Better::Higher});
    QCOMPARE(core::Columns::find(QString::fromLatin1(key)), m_spec);
    m_column = OfferColumn(ui::offerColumnCount);
    QCOMPARE(ui::tableColumnCount(), ui::offerColumnCount + 1);
    QCOMPARE(ui::columnKey(m_column), QString::fromLatin1(key));
    m_snapshot = uitest::snapshot();
}

QList<int> TestAddedColumn::pricedRows(int count) const
{
    QList<int> rows;
    const auto &all = m_snapshot->evaluation.rows;
    for (int i = 0; i < all.size() && rows.size() < count; ++i) {
        if (vramPerDollar(all.at(i)))
            rows.append(i);
    }
    return rows;
}

void TestAddedColumn::table()
{
    ui::OffersModel model;
    QAbstractItemModelTester tester(&model);
    model.setSnapshot(m_snapshot);
    QCOMPARE(model.columnCount(), ui::offerColumnCount + 1);
    QCOMPARE(model.headerData(int(m_column), Qt::Horizontal).toString(),
             QString::fromLatin1(header));
    const int row = pricedRows(1).value(0, -1);
    QVERIFY(row >= 0);
    const double expected = *vramPerDollar(m_snapshot->evaluation.rows.at(row));
    QCOMPARE(model.number(row, m_column), expected);
    // The registry's rounding, the header carrying the unit.
    QCOMPARE(model.index(row, int(m_column)).data().toString(),
             QLocale().toString(expected, 'f', 1));
}

void TestAddedColumn::csv()
{
    const QList<int> rows = pricedRows(3);
    // The GUI's CSV writes each visible column's export keys; the CLI's export writes them all.
    QCOMPARE(ui::columnExportKeys(m_column), QStringList{QString::fromLatin1(key)});
    QVERIFY(core::exportColumns().contains(QString::fromLatin1(key)));
    const core::Table table = core::reportTable(m_snapshot->evaluation, rows,
                                                {QStringLiteral("gpu"), QString::fromLatin1(key)});
    const QString csv = QString::fromUtf8(core::CsvExport::toCsv(table));
    QVERIFY2(csv.startsWith(QStringLiteral("gpu,%1\r\n").arg(QString::fromLatin1(key))),
             qPrintable(csv));
    const double value = *vramPerDollar(m_snapshot->evaluation.rows.at(rows.first()));
    QVERIFY2(csv.contains(u',' + QString::number(std::round(value * 10) / 10) + u'\r'),
             qPrintable(csv));
}

void TestAddedColumn::details()
{
    ui::DetailPane pane;
    const int row = pricedRows(1).value(0, -1);
    pane.setOffer(m_snapshot, row);
    const double value = *vramPerDollar(m_snapshot->evaluation.rows.at(row));
    const QString expected = QLocale().toString(value, 'f', 1) + QStringLiteral(" GB");
    QVERIFY2(pane.appendedText(QString::fromLatin1(key)).contains(expected),
             qPrintable(pane.appendedText(QString::fromLatin1(key))));
    QVERIFY(pane.plainText().contains(QString::fromLatin1(header) + QStringLiteral(": ")));
}

void TestAddedColumn::compare()
{
    const QList<int> rows = pricedRows(4);
    ui::CompareDialog dialog(m_snapshot, rows);
    const int attribute = ui::CompareDialog::attributeIndex(m_column);
    QVERIFY(attribute >= 0);
    QCOMPARE(ui::CompareDialog::better(m_column), core::Better::Higher);
    QCOMPARE(dialog.table()->verticalHeaderItem(attribute)->text(), QString::fromLatin1(header));
    double best = 0;
    for (const int row : rows)
        best = std::max(best, *vramPerDollar(m_snapshot->evaluation.rows.at(row)));
    for (int offer = 0; offer < rows.size(); ++offer) {
        const double value = *vramPerDollar(m_snapshot->evaluation.rows.at(rows.at(offer)));
        QCOMPARE(dialog.isBest(attribute, offer), dialog.differs(attribute) && value == best);
    }
}

void TestAddedColumn::pdf()
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils, tools/deps.sh) is not on the PATH");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QList<int> rows = pricedRows(3);
    core::PdfReport report(*m_snapshot->catalog, m_snapshot->evaluation,
                           m_snapshot->evaluation.assumptions);
    report.setRows(rows);
    report.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString path = dir.filePath(QStringLiteral("added.pdf"));
    const core::Expected<int> pages = report.write(path);
    QVERIFY2(pages.hasValue(), qPrintable(pages.hasValue() ? QString() : pages.error()));
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(60000));
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(text.contains(QString::fromLatin1(header)), qPrintable(text));
    const double value = *vramPerDollar(m_snapshot->evaluation.rows.at(rows.first()));
    QVERIFY2(text.contains(QLocale().toString(value, 'f', 1)), qPrintable(text));
}

QTEST_MAIN(TestAddedColumn)
#include "tst_addedcolumn.moc"
