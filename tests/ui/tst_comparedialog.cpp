#include "uitestutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/engine/engine.h>
#include <core/text/offername.h>
#include <ui/common/format.h>
#include <ui/compare/comparedialog.h>

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QtTest>

using ui::CompareDialog;
using ui::OfferColumn;

class TestCompareDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void comparesTwoOffers();
    void comparesSixOffers();
    void highlightsDifferences();
    void marksTheBest();
    void unknownIsNeverBest();
    void dropsInvalidRows();

private:
    std::shared_ptr<const core::Snapshot> snapshot(const core::Workload &workload = {}) const;
    QList<int> rowsWhere(const core::Snapshot &snapshot, int count,
                         const std::function<bool(const core::OfferEvaluation &)> &test) const;

    std::shared_ptr<const core::Catalog> m_catalog;
};

void TestCompareDialog::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto catalog = core::CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = std::make_shared<const core::Catalog>(catalog.value());
}

std::shared_ptr<const core::Snapshot>
TestCompareDialog::snapshot(const core::Workload &workload) const
{
    return uitest::snapshot(m_catalog, workload);
}

QList<int>
TestCompareDialog::rowsWhere(const core::Snapshot &snapshot, int count,
                             const std::function<bool(const core::OfferEvaluation &)> &test) const
{
    QList<int> rows;
    for (int i = 0; i < snapshot.evaluation.rows.size() && rows.size() < count; ++i) {
        if (test(snapshot.evaluation.rows.at(i)))
            rows.append(i);
    }
    return rows;
}

void TestCompareDialog::comparesTwoOffers()
{
    const auto snap = snapshot();
    const QList<int> rows = rowsWhere(
        *snap, 2, [](const core::OfferEvaluation &r) { return r.totalCostUsd.has_value(); });
    QCOMPARE(rows.size(), 2);
    CompareDialog dialog(snap, rows);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.offerCount(), 2);
    // Time to finish, instances and seconds per step joined the rows.
    QCOMPARE(dialog.attributeCount(), 22);
    QCOMPARE(dialog.table()->columnCount(), 2);
    QCOMPARE(dialog.table()->rowCount(), 22);

    const int total = CompareDialog::attributeIndex(OfferColumn::TotalCost);
    const int gpu = CompareDialog::attributeIndex(OfferColumn::Gpu);
    const int vram = CompareDialog::attributeIndex(OfferColumn::Vram);
    const int billing = CompareDialog::attributeIndex(OfferColumn::Billing);
    for (int offer = 0; offer < 2; ++offer) {
        const core::OfferEvaluation &r = snap->evaluation.rows.at(rows.at(offer));
        QCOMPARE(dialog.cellText(total, offer), ui::formatMoney(r.totalCostUsd));
        QCOMPARE(dialog.cellText(gpu, offer),
                 core::OfferName::gpu(r.offer.gpu->name, r.offer.offer->key.gpuCount));
        QCOMPARE(dialog.cellText(vram, offer), ui::formatGb(r.offer.gpu->vramGb));
        QCOMPARE(dialog.cellText(billing, offer), ui::billingText(r.offer.billingIncrementS));
        QVERIFY(dialog.table()->item(total, offer)->text().endsWith(dialog.cellText(total, offer)));
        QVERIFY(dialog.table()->horizontalHeaderItem(offer)->text().contains(r.offer.gpu->name));
    }
    QCOMPARE(dialog.table()->verticalHeaderItem(total)->text(),
             ui::columnHeader(OfferColumn::TotalCost));
}

void TestCompareDialog::comparesSixOffers()
{
    const auto snap = snapshot();
    const QList<int> rows = rowsWhere(*snap, 7, [](const core::OfferEvaluation &) { return true; });
    CompareDialog six(snap, rows.mid(0, 6));
    QCOMPARE(six.offerCount(), 6);
    QCOMPARE(six.table()->columnCount(), 6);
    QVERIFY(six.findChild<QLabel *>(QStringLiteral("compareScrollNote"))->isHidden());
    // A seventh offer is shown too, never dropped: the table scrolls and says so.
    CompareDialog seven(snap, rows);
    QCOMPARE(seven.offerCount(), 7);
    QCOMPARE(seven.table()->columnCount(), 7);
    QVERIFY(!seven.findChild<QLabel *>(QStringLiteral("compareScrollNote"))->isHidden());
    QCOMPARE(seven.table()->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOn);
    for (int attribute = 0; attribute < six.attributeCount(); ++attribute) {
        for (int offer = 0; offer < 6; ++offer)
            QVERIFY(!six.cellText(attribute, offer).isEmpty());
    }
}

void TestCompareDialog::highlightsDifferences()
{
    const auto snap = snapshot();
    // The same GPU at two providers: GPU and VRAM agree, the provider differs.
    const core::OfferEvaluation &first = snap->evaluation.rows.at(0);
    const QList<int> rows = rowsWhere(*snap, 2, [&first](const core::OfferEvaluation &r) {
        return r.offer.gpu == first.offer.gpu
            && r.offer.offer->key.gpuCount == first.offer.offer->key.gpuCount;
    });
    QVERIFY(rows.size() == 2 || !"two offers of the same GPU");
    QVERIFY(snap->evaluation.rows.at(rows.at(1)).offer.provider != first.offer.provider
            || snap->evaluation.rows.at(rows.at(1)).offer.offer->key != first.offer.offer->key);
    CompareDialog dialog(snap, rows);
    const int gpu = CompareDialog::attributeIndex(OfferColumn::Gpu);
    const int vram = CompareDialog::attributeIndex(OfferColumn::Vram);
    QVERIFY(!dialog.differs(gpu));
    QVERIFY(!dialog.differs(vram));
    QVERIFY(!dialog.table()->verticalHeaderItem(gpu)->font().bold());
    QCOMPARE(dialog.table()->item(gpu, 0)->background().style(), Qt::NoBrush);

    int differing = -1;
    for (int attribute = 0; attribute < dialog.attributeCount(); ++attribute) {
        const bool same = dialog.cellText(attribute, 0) == dialog.cellText(attribute, 1);
        QCOMPARE(dialog.differs(attribute), !same);
        if (!same)
            differing = attribute;
    }
    QVERIFY(differing >= 0);
    QVERIFY(dialog.table()->verticalHeaderItem(differing)->font().bold());
    QVERIFY(dialog.table()->item(differing, 0)->background().style() != Qt::NoBrush);
    QVERIFY(dialog.table()->item(differing, 1)->background().style() != Qt::NoBrush);
    // Same values are never "best": nothing to choose between.
    QVERIFY(!dialog.isBest(vram, 0) && !dialog.isBest(vram, 1));
}

void TestCompareDialog::marksTheBest()
{
    const auto snap = snapshot();
    const QList<int> rows = rowsWhere(*snap, 6, [](const core::OfferEvaluation &r) {
        return r.totalCostUsd && r.fit != core::Fit::No;
    });
    QCOMPARE(rows.size(), 6);
    CompareDialog dialog(snap, rows);
    // Returns how many offers are marked best, or -1 when the marks are not the expected ones.
    const auto checkBest = [&](OfferColumn column, auto value, bool lowest) {
        const int attribute = CompareDialog::attributeIndex(column);
        std::optional<double> top;
        for (int row : rows) {
            const std::optional<double> v = value(snap->evaluation.rows.at(row));
            if (v && (!top || (lowest ? *v < *top : *v > *top)))
                top = v;
        }
        int marked = 0;
        for (int offer = 0; offer < rows.size(); ++offer) {
            const std::optional<double> v = value(snap->evaluation.rows.at(rows.at(offer)));
            const bool expected = dialog.differs(attribute) && v && top && *v == *top;
            if (dialog.isBest(attribute, offer) != expected)
                return -1;
            if (expected) {
                ++marked;
                const QTableWidgetItem *item = dialog.table()->item(attribute, offer);
                if (!item->font().bold() || !item->text().startsWith(QStringLiteral("✓")))
                    return -1;
            }
        }
        return marked;
    };
    using E = core::OfferEvaluation;
    QVERIFY(checkBest(
                OfferColumn::TotalCost, [](const E &r) { return r.totalCostUsd; }, true)
            >= 1);
    QVERIFY(checkBest(
                OfferColumn::OnDemand, [](const E &r) { return r.offer.onDemandUsdPerHour; }, true)
            >= 0);
    QVERIFY(checkBest(
                OfferColumn::Vram,
                [](const E &r) { return std::optional<double>(r.offer.gpu->vramGb); }, false)
            >= 0);
    QVERIFY(checkBest(
                OfferColumn::Fp16Tflops, [](const E &r) { return r.offer.gpu->fp16TensorTflops; },
                false)
            >= 0);
    QVERIFY(checkBest(
                OfferColumn::ImagesPerHour, [](const E &r) { return r.imagesPerHour; }, false)
            >= 0);
    QVERIFY(checkBest(
                OfferColumn::SecondsPerImage, [](const E &r) { return r.secondsPerImage; }, true)
            >= 0);

    // Rows that are not comparable are never marked.
    for (OfferColumn column : {OfferColumn::Provider, OfferColumn::Gpu, OfferColumn::GpuCount,
                               OfferColumn::Basis, OfferColumn::Fits}) {
        for (int offer = 0; offer < rows.size(); ++offer)
            QVERIFY(!dialog.isBest(CompareDialog::attributeIndex(column), offer));
    }
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("compareLegend"))
                ->text()
                .contains(QStringLiteral("best")));
}

void TestCompareDialog::unknownIsNeverBest()
{
    const auto snap = snapshot();
    // One offer with a spot price and one without.
    const QList<int> priced = rowsWhere(*snap, 1, [](const core::OfferEvaluation &r) {
        return r.offer.spotUsdPerHour.has_value();
    });
    const QList<int> unpriced = rowsWhere(
        *snap, 1, [](const core::OfferEvaluation &r) { return !r.offer.spotUsdPerHour; });
    QCOMPARE(priced.size(), 1);
    QCOMPARE(unpriced.size(), 1);
    CompareDialog dialog(snap, {unpriced.first(), priced.first()});
    const int spot = CompareDialog::attributeIndex(OfferColumn::Spot);
    QCOMPARE(dialog.cellText(spot, 0), ui::unknownText());
    QVERIFY(dialog.differs(spot));
    QVERIFY(!dialog.isBest(spot, 0));
    QVERIFY(dialog.isBest(spot, 1));

    // Two unknowns: nothing is best, and the row does not differ.
    const QList<int> twoUnpriced = rowsWhere(
        *snap, 2, [](const core::OfferEvaluation &r) { return !r.offer.spotUsdPerHour; });
    CompareDialog both(snap, twoUnpriced);
    QVERIFY(!both.differs(spot));
    QVERIFY(!both.isBest(spot, 0) && !both.isBest(spot, 1));

    // An offer the workload does not fit is never the cheapest or fastest.
    core::Workload video;
    video.model = QStringLiteral("hunyuanvideo");
    video.config = {1280, 720, 50, 1, 129, core::Precision::Bf16};
    const auto big = snapshot(video);
    // The cheapest offer that does not fit, against a dearer one that fits.
    int noFit = -1;
    int fits = -1;
    const QList<core::OfferEvaluation> &rows = big->evaluation.rows;
    for (int i = 0; i < rows.size(); ++i) {
        if (rows.at(i).fit == core::Fit::No && rows.at(i).totalCostUsd
            && (noFit < 0 || *rows.at(i).totalCostUsd < *rows.at(noFit).totalCostUsd))
            noFit = i;
    }
    QVERIFY(noFit >= 0);
    for (int i = 0; i < rows.size() && fits < 0; ++i) {
        if (rows.at(i).fit != core::Fit::No && rows.at(i).totalCostUsd
            && *rows.at(i).totalCostUsd > *rows.at(noFit).totalCostUsd)
            fits = i;
    }
    QVERIFY(fits >= 0);
    CompareDialog fit(big, {noFit, fits});
    const int total = CompareDialog::attributeIndex(OfferColumn::TotalCost);
    QVERIFY(!fit.isBest(total, 0));
    QVERIFY(fit.isBest(total, 1));
}

void TestCompareDialog::dropsInvalidRows()
{
    const auto snap = snapshot();
    CompareDialog dialog(snap, {-1, 0, 1, int(snap->evaluation.rows.size())});
    QCOMPARE(dialog.offerCount(), 2);
    QEvent event(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&dialog, &event);
    QCOMPARE(dialog.offerCount(), 2);
    QCOMPARE(dialog.table()->columnCount(), 2);
}

QTEST_MAIN(TestCompareDialog)
#include "tst_comparedialog.moc"
