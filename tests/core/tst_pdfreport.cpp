#include <core/catalog/catalogimporter.h>
#include <core/engine/engine.h>
#include <core/export/pdfreport.h>
#include <core/export/reporttable.h>
#include <core/figures/chartitem.h>
#include <core/figures/reportcharts.h>
#include <core/plan/measurement.h>

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace core;

namespace {

struct Tool
{
    int exitCode = -1;
    QString out;
};

// poppler-utils (tools/deps.sh): what a reader of the PDF gets.
Tool poppler(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput())};
}

int pdfPages(const QString &path)
{
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^Pages:\\s+(\\d+)$"),
                                                             QRegularExpression::MultilineOption)
                                              .match(
                                                  poppler(QStringLiteral("pdfinfo"), {path}).out);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// The text as pdftotext extracts it, with the Latin ligatures (ﬁ, ﬀ) the fonts use spelt out.
QString pdfText(const QString &path)
{
    QString text = poppler(QStringLiteral("pdftotext"),
                           {QStringLiteral("-layout"), path, QStringLiteral("-")})
                       .out;
    text.replace(QChar(0xFB00), QLatin1String("ff"));
    text.replace(QChar(0xFB01), QLatin1String("fi"));
    text.replace(QChar(0xFB02), QLatin1String("fl"));
    text.replace(QChar(0xFB03), QLatin1String("ffi"));
    text.replace(QChar(0xFB04), QLatin1String("ffl"));
    return text;
}

// The font lines of `pdffonts`: name, type, encoding, emb, sub, uni, object id.
QStringList embeddedFonts(const QString &path)
{
    QStringList embedded;
    const QStringList lines = poppler(QStringLiteral("pdffonts"), {path}).out.split(u'\n');
    for (const QString &line : lines.mid(2)) {
        const QStringList fields = line.simplified().split(u' ');
        if (fields.size() >= 7 && fields.at(fields.size() - 5) == QLatin1String("yes"))
            embedded.append(fields.constFirst());
    }
    return embedded;
}

} // namespace

class TestPdfReport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void writesTheTopOffers();
    void longTablesBreakAcrossPages();
    void noPageHoldsOnlyALineOrTwo_data();
    void noPageHoldsOnlyALineOrTwo();
    void listsUnavailableOffers();
    void labelsYourMeasurement();
    void embedsUrduAndBengaliFonts_data();
    void embedsUrduAndBengaliFonts();
    void choosesPaperByTerritory();
    void unwritablePathLeavesNoFile();
    void paretoFrontier();
    void labelsNeverOverlap();
    void scatterMarksNeverOverlap();

private:
    QString write(const QString &name, const QList<int> &rows, const QLocale &locale,
                  const QString &title = {}, const QList<OfferKey> &unavailable = {});

    QTemporaryDir m_dir;
    Catalog m_catalog;
    Evaluation m_evaluation;
    int m_pages = 0;
};

void TestPdfReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const char *tool : {"pdfinfo", "pdftotext", "pdffonts"}) {
        // Without poppler this test cannot read the PDF back, so it fails rather than pass
        // unseen: tools/deps.sh installs poppler-utils, CI installs poppler on every OS.
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                 qPrintable(QStringLiteral("%1 (poppler) is not on the PATH: install poppler-utils"
                                           " (tools/deps.sh), `brew install poppler` or "
                                           "`conda install -c conda-forge poppler`")
                                .arg(QLatin1String(tool))));
    }
    Expected<Catalog> catalog = CatalogImporter::bundled();
    QVERIFY2(catalog.hasValue(), qPrintable(catalog.hasValue() ? QString() : catalog.error()));
    m_catalog = std::move(catalog).value();
    Workload workload;
    workload.model = QStringLiteral("sdxl");
    workload.task = Task::Batch;
    workload.images = 5000;
    Expected<Evaluation> evaluation = Engine(m_catalog).evaluate(workload,
                                                                 resolveOffers(m_catalog));
    QVERIFY2(evaluation.hasValue(),
             qPrintable(evaluation.hasValue() ? QString() : evaluation.error()));
    m_evaluation = std::move(evaluation).value();
}

QString TestPdfReport::write(const QString &name, const QList<int> &rows, const QLocale &locale,
                             const QString &title, const QList<OfferKey> &unavailable)
{
    PdfReport report(m_catalog, m_evaluation, Assumptions());
    report.setRows(rows);
    report.setLocale(locale);
    report.setTitle(title);
    report.setUnavailable(unavailable);
    report.setCreatedAt(QDateTime(QDate(2026, 11, 20), QTime(10, 30)));
    const QString path = m_dir.filePath(name);
    const Expected<int> pages = report.write(path);
    if (!pages) {
        qWarning("%s", qPrintable(pages.error()));
        return {};
    }
    m_pages = *pages;
    return path;
}

void TestPdfReport::writesTheTopOffers()
{
    const QList<int> rows = reportOrder(m_evaluation, 5);
    QCOMPARE(rows.size(), 5);
    const QString path = write(QStringLiteral("top5.pdf"), rows,
                               QLocale(QLocale::English, QLocale::UnitedKingdom));
    QVERIFY(!path.isEmpty());
    // The title page (workload, assumptions, offers), the charts, the breakdown and sources.
    QCOMPARE(m_pages, 3);
    QCOMPARE(pdfPages(path), 3);

    const QString text = pdfText(path);
    for (const QString &expected :
         {QStringLiteral("Cloud GPUs for your workload"), QStringLiteral("20 November 2026"),
          QStringLiteral("Workload"), QStringLiteral("Stable Diffusion XL"),
          QStringLiteral("5,000 image"), QStringLiteral("1024 × 1024 pixels"),
          QStringLiteral("Assumptions"), QStringLiteral("Spot interruptions"),
          QStringLiteral("Offers"), QStringLiteral("Cost of the task"),
          QStringLiteral("Speed and cost"), QStringLiteral("Pareto frontier"),
          QStringLiteral("Where the money goes"), QStringLiteral("Rounding waste"),
          QStringLiteral("Where the numbers come from"), QStringLiteral("What “estimated” means"),
          QStringLiteral("Page 1 of 3"), QStringLiteral("Page 2 of 3"),
          QStringLiteral("Page 3 of 3")})
        QVERIFY2(text.contains(expected), qPrintable(expected));
    // Money in cents on every axis too: "$0.10", never "$0.1" or "$0.0".
    const QRegularExpressionMatch tenths
        = QRegularExpression(QStringLiteral("\\$\\d+\\.\\d(?!\\d)")).match(text);
    QVERIFY2(!tenths.hasMatch(), qPrintable(tenths.captured()));
    for (const int index : rows) {
        const OfferEvaluation &row = m_evaluation.rows.at(index);
        QVERIFY2(text.contains(row.offer.provider->name), qPrintable(row.offer.provider->name));
        QVERIFY2(text.contains(row.offer.offer->observedAt.text()),
                 qPrintable(row.offer.offer->observedAt.text()));
    }
}

void TestPdfReport::longTablesBreakAcrossPages()
{
    const QList<int> rows = reportOrder(m_evaluation, 60);
    const QString path = write(QStringLiteral("top60.pdf"), rows,
                               QLocale(QLocale::English, QLocale::UnitedKingdom));
    QVERIFY(!path.isEmpty());
    QVERIFY2(m_pages > 4, qPrintable(QString::number(m_pages)));
    QCOMPARE(pdfPages(path), m_pages);
    const QString text = pdfText(path);
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(m_pages)));
    // Each page of a broken table repeats its header.
    QVERIFY(text.count(QStringLiteral("Price observed")) >= 2);
}

void TestPdfReport::noPageHoldsOnlyALineOrTwo_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<int>("offers");
    for (const QLocale &locale : {QLocale(QLocale::English, QLocale::UnitedKingdom),
                                  QLocale(QLocale::Urdu, QLocale::Pakistan)}) {
        // Two and eight offers left the closing note alone on the last page.
        for (const int offers : {1, 2, 3, 8})
            QTest::addRow("%s, %d offers", qPrintable(locale.name()), offers) << locale << offers;
    }
}

// Whatever the number of offers, each page carries a real share of the report: the closing
// note never stands alone on a last page (pdftotext's lines of each page, its footer aside: the
// note alone was its heading and five lines).
void TestPdfReport::noPageHoldsOnlyALineOrTwo()
{
    QFETCH(QLocale, locale);
    QFETCH(int, offers);
    const QString path = write(QStringLiteral("fill-%1-%2.pdf").arg(locale.name()).arg(offers),
                               reportOrder(m_evaluation, offers), locale);
    QVERIFY(!path.isEmpty());
    QCOMPARE(pdfPages(path), m_pages);
    for (int page = 1; page <= m_pages; ++page) {
        const QString text = poppler(QStringLiteral("pdftotext"),
                                     {QStringLiteral("-layout"), QStringLiteral("-f"),
                                      QString::number(page), QStringLiteral("-l"),
                                      QString::number(page), path, QStringLiteral("-")})
                                 .out;
        const qsizetype lines = text.split(u'\n', Qt::SkipEmptyParts)
                                    .filter(QRegularExpression(QStringLiteral("\\S")))
                                    .size()
            - 1; // the footer
        QVERIFY2(lines >= 8,
                 qPrintable(QStringLiteral("page %1 of %2 holds %3 lines:\n%4")
                                .arg(page)
                                .arg(m_pages)
                                .arg(lines)
                                .arg(text)));
    }
}

void TestPdfReport::listsUnavailableOffers()
{
    const OfferKey gone{QStringLiteral("defunct-cloud"),
                        QStringLiteral("rtx-4090"),
                        2,
                        QStringLiteral("secure"),
                        {}};
    const QString path = write(QStringLiteral("shortlist.pdf"), reportOrder(m_evaluation, 2),
                               QLocale(QLocale::English, QLocale::UnitedKingdom),
                               QStringLiteral("Team shortlist"), {gone});
    QVERIFY(!path.isEmpty());
    const QString text = pdfText(path);
    QVERIFY(text.contains(QStringLiteral("Team shortlist")));
    QVERIFY(text.contains(QStringLiteral("no longer in the catalog")));
    QVERIFY2(text.contains(QStringLiteral("defunct-cloud · rtx-4090 ×2 · secure")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("unavailable")));
}

// An offer whose speed is the user's own measurement says so in the offers table and in where
// the numbers come from.
void TestPdfReport::labelsYourMeasurement()
{
    Measurement measurement;
    measurement.gpu = QStringLiteral("t4");
    measurement.model = QStringLiteral("sdxl");
    measurement.config = m_evaluation.workload.config;
    measurement.secondsPerImage = 0.05;
    const Catalog measured = Measurements::withMeasurements(m_catalog, {measurement});
    Expected<Evaluation> evaluation = Engine(measured).evaluate(m_evaluation.workload,
                                                                resolveOffers(measured));
    QVERIFY(evaluation.hasValue());
    QList<int> rows;
    for (int i = 0; i < int(evaluation->rows.size()); ++i) {
        if (evaluation->rows.at(i).offer.gpu->id == QLatin1String("t4"))
            rows.append(i);
    }
    QVERIFY(!rows.isEmpty());
    PdfReport report(measured, *evaluation, {});
    report.setRows(rows.mid(0, 1));
    report.setLocale(QLocale(QLocale::English, QLocale::UnitedKingdom));
    const QString path = m_dir.filePath(QStringLiteral("yours.pdf"));
    QVERIFY(report.write(path).hasValue());
    const QString text = pdfText(path);
    QVERIFY2(text.contains(QStringLiteral("your measurement"))
                 && !text.contains(QStringLiteral("measured:")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("your own measurement")));
}

void TestPdfReport::embedsUrduAndBengaliFonts_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("font");
    QTest::newRow("Urdu, right to left")
        << QLocale(QLocale::Urdu, QLocale::Pakistan) << QStringLiteral("کلاؤڈ جی پی یو رپورٹ")
        << QStringLiteral("NotoNastaliqUrdu");
    QTest::newRow("Bengali") << QLocale(QLocale::Bengali, QLocale::Bangladesh)
                             << QStringLiteral("ক্লাউড জিপিইউ প্রতিবেদন")
                             << QStringLiteral("NotoSansBengali");
}

void TestPdfReport::embedsUrduAndBengaliFonts()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, title);
    QFETCH(QString, font);
    const QString path = write(QStringLiteral("%1.pdf").arg(locale.name()),
                               reportOrder(m_evaluation, 5), locale, title);
    QVERIFY(!path.isEmpty());
    QCOMPARE(pdfPages(path), m_pages);
    const QStringList fonts = embeddedFonts(path);
    const bool embedded = std::any_of(fonts.cbegin(), fonts.cend(),
                                      [&](const QString &name) { return name.contains(font); });
    QVERIFY2(embedded, qPrintable(fonts.join(u' ')));
    // Every font of the report is embedded: it reads the same where the fonts are missing.
    const QStringList all = poppler(QStringLiteral("pdffonts"), {path}).out.split(u'\n').mid(2);
    for (const QString &line : all) {
        if (!line.trimmed().isEmpty())
            QVERIFY2(line.simplified().split(u' ').size() >= 7
                         && line.contains(QLatin1String(" yes ")),
                     qPrintable(line));
    }
    const QString text = pdfText(path);
    QVERIFY(text.contains(locale.toString(m_pages)));
    // The creation date in the language's digits: Bengali's own, not 0–9.
    QVERIFY2(text.contains(locale.toString(2026).remove(locale.groupSeparator())),
             qPrintable(text.left(400)));
}

void TestPdfReport::choosesPaperByTerritory()
{
    QVERIFY(PdfReport::usesLetterPaper(QLocale(QLocale::English, QLocale::UnitedStates)));
    QVERIFY(PdfReport::usesLetterPaper(QLocale(QLocale::French, QLocale::Canada)));
    QVERIFY(PdfReport::usesLetterPaper(QLocale(QLocale::Spanish, QLocale::Mexico)));
    QVERIFY(!PdfReport::usesLetterPaper(QLocale(QLocale::English, QLocale::UnitedKingdom)));
    QVERIFY(!PdfReport::usesLetterPaper(QLocale(QLocale::Urdu, QLocale::Pakistan)));
    QVERIFY(!PdfReport::usesLetterPaper(QLocale(QLocale::Romanian, QLocale::Romania)));

    const QString letter = write(QStringLiteral("letter.pdf"), reportOrder(m_evaluation, 3),
                                 QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(poppler(QStringLiteral("pdfinfo"), {letter})
                .out.contains(QStringLiteral("612 x 792 pts (letter)")));
    const QString a4 = write(QStringLiteral("a4.pdf"), reportOrder(m_evaluation, 3),
                             QLocale(QLocale::Romanian, QLocale::Romania));
    QVERIFY(poppler(QStringLiteral("pdfinfo"), {a4}).out.contains(QStringLiteral("(A4)")));
}

void TestPdfReport::unwritablePathLeavesNoFile()
{
    QFile blocker(m_dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString path = m_dir.filePath(QStringLiteral("blocker/report.pdf"));
    PdfReport report(m_catalog, m_evaluation, Assumptions());
    const Expected<int> pages = report.write(path);
    QVERIFY(!pages.hasValue());
    QVERIFY2(pages.error().contains(QDir::toNativeSeparators(path)), qPrintable(pages.error()));
    QVERIFY2(pages.error().contains(QStringLiteral("is a file, not a folder")),
             qPrintable(pages.error()));
    QVERIFY(!QFileInfo::exists(path));
}

void TestPdfReport::paretoFrontier()
{
    // x: cost, y: seconds. C is beaten by A on both; D ties A's cost but is slower.
    const auto item = [](double x, double y) {
        ChartItem i;
        i.x = x;
        i.y = y;
        return i;
    };
    QList<ChartItem> items{item(1.0, 5.0), item(2.0, 2.0), item(1.5, 6.0),
                           item(1.0, 7.0), item(4.0, 1.0), item(5.0, 1.5)};
    items.append(ChartItem()); // no figures: ignored
    QCOMPARE(core::paretoFrontier(items), (QList<int>{0, 1, 4}));
    QVERIFY(core::paretoFrontier({}).isEmpty());
}

namespace {

// Many points, most in one crowded corner: what a catalog of similar offers looks like.
QList<QPointF> crowdedPoints(int count)
{
    QList<QPointF> points;
    for (int i = 0; i < count; ++i) {
        const double t = double(i) / count;
        points.append({40 + 300 * t * t + 7 * std::sin(i * 1.7), 260 - 200 * t + 9 * std::cos(i)});
    }
    return points;
}

bool anyIntersect(const QList<QRectF> &rects)
{
    for (qsizetype i = 0; i < rects.size(); ++i) {
        for (qsizetype j = i + 1; j < rects.size(); ++j) {
            if (rects.at(i).intersects(rects.at(j)))
                return true;
        }
    }
    return false;
}

} // namespace

void TestPdfReport::labelsNeverOverlap()
{
    const QList<QPointF> points = crowdedPoints(120);
    const QList<QSizeF> sizes(points.size(), QSizeF(60, 12));
    const QRectF area(0, 0, 400, 300);
    constexpr double radius = 4;
    for (const Qt::LayoutDirection direction : {Qt::LeftToRight, Qt::RightToLeft}) {
        const QList<PlacedLabel> placed = placeLabels(points, sizes, area, direction, radius);
        QCOMPARE(placed.size(), points.size());
        QList<QRectF> rects;
        int leaders = 0;
        for (qsizetype i = 0; i < placed.size(); ++i) {
            if (placed.at(i).rect.isEmpty())
                continue;
            const QRectF &rect = placed.at(i).rect;
            QVERIFY(area.contains(rect));
            QCOMPARE(rect.size(), sizes.at(i));
            // Over no point, its own included.
            for (const QPointF &p : points)
                QVERIFY(!rect.intersects(
                    QRectF(p - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius))));
            rects.append(rect);
            leaders += placed.at(i).leader ? 1 : 0;
        }
        QVERIFY(!anyIntersect(rects));
        QVERIFY2(rects.size() >= 20, qPrintable(QString::number(rects.size())));
        QVERIFY(leaders > 0); // the crowd pushes some out, with a line back
        QVERIFY(rects.size() < points.size()); // and some find no room at all
    }
    // The first label goes beside its point on the side the text runs to.
    const QList<PlacedLabel> ltr = placeLabels({{100, 100}}, {{30, 10}}, area, Qt::LeftToRight, 4);
    QVERIFY(ltr.first().rect.left() > 100 && !ltr.first().leader);
    const QList<PlacedLabel> rtl = placeLabels({{100, 100}}, {{30, 10}}, area, Qt::RightToLeft, 4);
    QVERIFY(rtl.first().rect.right() < 100);
}

void TestPdfReport::scatterMarksNeverOverlap()
{
    // Sixty offers in the report's scatter: each mark is placed clear of the others.
    QList<ChartItem> items;
    for (int i = 0; i < 60; ++i) {
        ChartItem item;
        item.mark = QString::number(i + 1);
        item.x = 1 + 0.05 * i + 0.3 * std::sin(i);
        item.y = 2 + 0.02 * i * i + 0.4 * std::cos(i * 1.3);
        item.measured = i % 3 == 0;
        items.append(item);
    }
    QImage page(QSize(600, 400), QImage::Format_ARGB32_Premultiplied);
    page.fill(Qt::white);
    QPainter painter(&page);
    const auto format = [](double value, int decimals) {
        return QString::number(value, 'f', decimals);
    };
    const ReportCharts charts(QFont(), Qt::LeftToRight, format, format);
    const QRectF rect(10, 10, 580, 380);
    const QList<QRectF> marks = charts.paintScatter(painter, rect, items, QStringLiteral("cost"),
                                                    QStringLiteral("seconds"));
    painter.end();
    QVERIFY(marks.size() >= 20);
    QVERIFY(!anyIntersect(marks));
    for (const QRectF &mark : marks)
        QVERIFY(rect.contains(mark));
}

int main(int argc, char *argv[])
{
    // The report paints text: that needs a QGuiApplication, which core creates offscreen.
    const std::unique_ptr<QCoreApplication> app = PdfReport::createApplication(argc, argv);
    TestPdfReport test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_pdfreport.moc"
