#include "uitestutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/engine/engine.h>
#include <ui/common/format.h>
#include <ui/details/detailpane.h>
#include <ui/offers/offersmodel.h>

#include <QAction>
#include <QClipboard>
#include <QLabel>
#include <QtTest>

using ui::DetailPane;
using Field = ui::DetailPane::Field;

class TestDetailPane final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsAnEmptyState();
    void showsAnOffer();
    void showsTheBreakdownWithItsBasis();
    void unknownShowsADash();
    void trainingShowsStepsAndRun();
    void rebuildsOnLanguageChange();
    void copiesTheWholePane();
    void roundsAsTheTable();
    void namesAndDatesInTheLanguagesForm();

private:
    std::shared_ptr<const core::Snapshot> snapshot(const core::Workload &workload) const;
    int rowWhere(const core::Snapshot &snapshot,
                 const std::function<bool(const core::OfferEvaluation &)> &test) const;

    std::shared_ptr<const core::Catalog> m_catalog;
};

void TestDetailPane::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto catalog = core::CatalogImporter::bundled();
    QVERIFY(catalog.hasValue());
    m_catalog = std::make_shared<const core::Catalog>(catalog.value());
}

std::shared_ptr<const core::Snapshot> TestDetailPane::snapshot(const core::Workload &workload) const
{
    return uitest::snapshot(m_catalog, workload);
}

int TestDetailPane::rowWhere(const core::Snapshot &snapshot,
                             const std::function<bool(const core::OfferEvaluation &)> &test) const
{
    const QList<core::OfferEvaluation> &rows = snapshot.evaluation.rows;
    for (int i = 0; i < rows.size(); ++i) {
        if (test(rows.at(i)))
            return i;
    }
    return -1;
}

void TestDetailPane::showsAnEmptyState()
{
    DetailPane pane;
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QVERIFY(!pane.hasOffer());
    auto *empty = pane.findChild<QLabel *>(QStringLiteral("emptyState"));
    QVERIFY(empty);
    QVERIFY(empty->isVisible());
    QCOMPARE(empty->text(), QStringLiteral("Select an offer to see its costs and features."));

    const auto snap = snapshot(core::Workload{});
    pane.setOffer(snap, 0);
    QVERIFY(pane.hasOffer());
    QVERIFY(!empty->isVisible());
    pane.setOffer(snap, -1);
    QVERIFY(!pane.hasOffer());
    QVERIFY(empty->isVisible());
    pane.setOffer(snap, int(snap->evaluation.rows.size())); // out of range: nothing selected
    QVERIFY(empty->isVisible());
    pane.setOffer(nullptr, 0);
    QVERIFY(empty->isVisible());
}

void TestDetailPane::showsAnOffer()
{
    const auto snap = snapshot(core::Workload{});
    const int row = rowWhere(*snap, [](const core::OfferEvaluation &r) {
        return r.offer.provider->id == QLatin1String("runpod")
            && r.offer.gpu->id.contains(QLatin1String("4090")) && r.totalCostUsd;
    });
    QVERIFY(row >= 0);
    const core::OfferEvaluation &r = snap->evaluation.rows.at(row);
    DetailPane pane;
    pane.setOffer(snap, row);
    QVERIFY(pane.title().contains(r.offer.gpu->name));
    QVERIFY(pane.title().contains(QStringLiteral("RunPod")));
    QCOMPARE(pane.valueText(Field::Billing), QStringLiteral("per second"));
    QCOMPARE(pane.valueText(Field::Spot), QStringLiteral("yes"));
    QCOMPARE(pane.valueText(Field::PersistentStorage), QStringLiteral("yes"));
    QCOMPARE(pane.valueText(Field::StoragePrice), ui::formatMoneyPerGbMonth(0.07));
    QCOMPARE(pane.valueText(Field::Jupyter), QStringLiteral("yes"));
    QCOMPARE(pane.valueText(Field::Ssh), QStringLiteral("yes"));
    QCOMPARE(pane.valueText(Field::Vram), ui::formatGb(r.offer.gpu->vramGb));
    QCOMPARE(pane.valueText(Field::OnDemand), ui::formatMoneyPerHour(r.offer.onDemandUsdPerHour));
    QCOMPARE(pane.valueText(Field::Website), QStringLiteral("www.runpod.io/pricing"));
    auto *website = pane.findChild<QLabel *>(QStringLiteral("website"));
    QVERIFY(website->openExternalLinks());
    QVERIFY(website->text().contains(QStringLiteral("href=\"https://www.runpod.io/pricing\"")));
    QVERIFY(
        pane.valueText(Field::VramRequired).contains(ui::formatGb(snap->evaluation.vram.totalGb)));
    QCOMPARE(pane.valueText(Field::Fits), ui::fitText(r.fit));
    QCOMPARE(pane.reasonText(), core::Engine::reasonText(snap->evaluation, r));
    QVERIFY(pane.valueText(Field::PriceSource).contains(r.offer.offer->observedAt.text()));
}

void TestDetailPane::showsTheBreakdownWithItsBasis()
{
    const auto snap = snapshot(core::Workload{});
    const int row = rowWhere(
        *snap, [](const core::OfferEvaluation &r) { return r.cost && r.coldStartAssumed; });
    QVERIFY(row >= 0);
    const core::OfferEvaluation &r = snap->evaluation.rows.at(row);
    DetailPane pane;
    pane.setOffer(snap, row);
    QCOMPARE(pane.valueText(Field::Total), ui::formatMoney(r.cost->total()));
    QCOMPARE(pane.valueText(Field::Total), ui::formatMoney(r.totalCostUsd));
    QCOMPARE(pane.valueText(Field::Compute), ui::formatMoney(r.cost->computeUsd));
    QCOMPARE(pane.valueText(Field::Rounding), ui::formatMoney(r.cost->roundingUsd));
    QCOMPARE(pane.valueText(Field::ColdStart), ui::formatMoney(r.cost->coldStartUsd));
    QCOMPARE(pane.valueText(Field::Storage), ui::formatMoney(r.cost->storageUsd));
    QCOMPARE(pane.valueText(Field::SpotRisk), ui::formatMoney(r.cost->spotRiskUsd));
    QCOMPARE(pane.valueText(Field::Rate), ui::formatMoneyPerHour(r.usdPerHour));
    QVERIFY(pane.basisNote(Field::Rate)
                .contains(QStringLiteral("on-demand"))); // interactive: never spot
    QVERIFY2(pane.basisNote(Field::ColdStart).contains(QStringLiteral("(assumed)")),
             qPrintable(pane.basisNote(Field::ColdStart)));
    QVERIFY(pane.basisNote(Field::Compute)
                .contains(r.speed->basis == core::Basis::Measured ? QStringLiteral("measured")
                                                                  : QStringLiteral("estimated")));
    QVERIFY(pane.valueText(Field::SpeedBasis).startsWith(ui::basisText(r.speed->basis)));
    QVERIFY(pane.basisNote(Field::Total).contains(QStringLiteral("a month")));

    // Batch with spot: the rate says spot.
    core::Workload batch;
    batch.task = core::Task::Batch;
    batch.allowSpot = true;
    const auto spotSnap = snapshot(batch);
    const int spotRow = rowWhere(*spotSnap,
                                 [](const core::OfferEvaluation &e) { return e.spot && e.cost; });
    QVERIFY(spotRow >= 0);
    pane.setOffer(spotSnap, spotRow);
    QVERIFY(pane.basisNote(Field::Rate).startsWith(QStringLiteral("spot")));
    QCOMPARE(pane.valueText(Field::SpotRisk),
             ui::formatMoney(spotSnap->evaluation.rows.at(spotRow).cost->spotRiskUsd));
}

void TestDetailPane::unknownShowsADash()
{
    const auto snap = snapshot(core::Workload{});
    // An offer whose provider publishes no cold start and whose spot price is unknown.
    const int row = rowWhere(*snap, [](const core::OfferEvaluation &r) {
        return !r.offer.provider->coldStartS && !r.offer.spotUsdPerHour
            && !r.offer.provider->storageUsdPerGbMonth;
    });
    QVERIFY(row >= 0);
    DetailPane pane;
    pane.setOffer(snap, row);
    QCOMPARE(pane.valueText(Field::TypicalColdStart), ui::unknownText());
    QCOMPARE(pane.valueText(Field::SpotPrice), ui::unknownText());
    QCOMPARE(pane.valueText(Field::StoragePrice), ui::unknownText());
    QCOMPARE(ui::unknownText(), QStringLiteral("—"));

    // An offer without a price: no breakdown, every cost figure unknown.
    const int unpriced = rowWhere(*snap,
                                  [](const core::OfferEvaluation &r) { return !r.usdPerHour; });
    if (unpriced >= 0) {
        pane.setOffer(snap, unpriced);
        QCOMPARE(pane.valueText(Field::Total), ui::unknownText());
        QCOMPARE(pane.valueText(Field::Compute), ui::unknownText());
        QCOMPARE(pane.valueText(Field::Rate), ui::unknownText());
    }
    // A provider with unknown billing increment.
    const int unknownBilling = rowWhere(
        *snap, [](const core::OfferEvaluation &r) { return r.billingUnknown; });
    QVERIFY(unknownBilling >= 0);
    pane.setOffer(snap, unknownBilling);
    QCOMPARE(pane.valueText(Field::Billing), ui::unknownText());
    QVERIFY(pane.basisNote(Field::Rounding).contains(QStringLiteral("unknown")));

    // A price whose data's date is unknown says so, never an age of 0 days.
    auto undatedCatalog = std::make_shared<core::Catalog>(*m_catalog);
    undatedCatalog->offers[0].observedAt = core::PartialDate();
    const auto undated = uitest::snapshot(undatedCatalog, core::Workload{});
    const int undatedRow = rowWhere(*undated, [&](const core::OfferEvaluation &r) {
        return r.offer.offer->key == undatedCatalog->offers[0].key;
    });
    QVERIFY(undatedRow >= 0);
    pane.setOffer(undated, undatedRow);
    QVERIFY2(pane.valueText(Field::PriceSource).endsWith(QStringLiteral(", date unknown")),
             qPrintable(pane.valueText(Field::PriceSource)));
}

void TestDetailPane::trainingShowsStepsAndRun()
{
    // A fixture, not the bundled catalog: an RTX 4090 with every spec the training estimate
    // needs, an SDXL profile with its LoRA VRAM and a priced offer, whatever the bundled data
    // holds on the day.
    auto fixture = core::CatalogImporter::parseFile(QStringLiteral(GPUSCOUT_TEST_DATA)
                                                    + QStringLiteral("/catalog-small.json"));
    QVERIFY2(fixture.hasValue(), qPrintable(fixture.hasValue() ? QString() : fixture.error()));
    const auto catalog = std::make_shared<const core::Catalog>(std::move(fixture).value());
    core::Workload lora;
    lora.task = core::Task::Lora;
    lora.config.precision = core::Precision::Bf16;
    auto evaluation = core::Engine(*catalog).evaluate(lora, core::resolveOffers(*catalog));
    QVERIFY(evaluation.hasValue());
    const auto snap = std::make_shared<const core::Snapshot>(
        core::Snapshot{catalog, std::move(evaluation).value(), QDate::currentDate(), {}});
    const int row = rowWhere(*snap, [](const core::OfferEvaluation &r) {
        return r.offer.offer->key.gpu == QLatin1String("rtx-4090");
    });
    QVERIFY(row >= 0);
    QVERIFY(snap->evaluation.rows.at(row).trainingStepS);
    QVERIFY(snap->evaluation.rows.at(row).cost);
    DetailPane pane;
    pane.setOffer(snap, row);
    QVERIFY(pane.valueText(Field::Speed).contains(QStringLiteral("per training step")));
    QCOMPARE(pane.findChild<QWidget *>(QStringLiteral("costBox"))->property("title").toString(),
             QStringLiteral("Cost of the training run"));
}

void TestDetailPane::rebuildsOnLanguageChange()
{
    const auto snap = snapshot(core::Workload{});
    DetailPane pane;
    pane.setOffer(snap, 0);
    const QString total = pane.valueText(Field::Total);
    const QString title = pane.title();
    QEvent event(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&pane, &event);
    QVERIFY(pane.hasOffer()); // the last snapshot and row are kept
    QCOMPARE(pane.valueText(Field::Total), total);
    QCOMPARE(pane.title(), title);
}

void TestDetailPane::copiesTheWholePane()
{
    const auto snap = snapshot(core::Workload{});
    const int row = rowWhere(*snap,
                             [](const core::OfferEvaluation &r) { return r.cost.has_value(); });
    QVERIFY(row >= 0);
    DetailPane pane;
    QCOMPARE(pane.plainText(), QString()); // nothing selected, nothing to copy
    pane.setOffer(snap, row);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));

    const QString text = pane.plainText();
    const QStringList lines = text.split(u'\n');
    QCOMPARE(lines.first(), pane.title());
    QVERIFY(lines.contains(QStringLiteral("Total: ") + pane.valueText(Field::Total)
                           + QStringLiteral(" — ") + pane.basisNote(Field::Total)));
    QVERIFY(lines.contains(QStringLiteral("Billing increment: ") + pane.valueText(Field::Billing)));
    QVERIFY(lines.contains(pane.reasonText()));

    // Ctrl+C on the pane puts the same text on the clipboard.
    QGuiApplication::clipboard()->clear();
    pane.setFocus();
    QTest::keySequence(&pane, QKeySequence::Copy);
    QCOMPARE(QGuiApplication::clipboard()->text(), text);
    // And the context menu offers it.
    QCOMPARE(pane.contextMenuPolicy(), Qt::ActionsContextMenu);
    QCOMPARE(pane.actions().size(), 1);
    QCOMPARE(pane.actions().first()->text(), QStringLiteral("&Copy details"));
}

void TestDetailPane::roundsAsTheTable()
{
    // One rounding per figure (the column registry's): the cost of 1,000 images once had 2
    // decimals here and 3 in the table.
    const auto snap = snapshot(core::Workload{});
    const int row = rowWhere(*snap, [](const core::OfferEvaluation &r) {
        return r.usdPer1000Images
            && std::round(*r.usdPer1000Images * 100) * 10 != std::round(*r.usdPer1000Images * 1000);
    });
    QVERIFY(row >= 0);
    ui::OffersModel model;
    model.setSnapshot(snap);
    DetailPane pane;
    pane.setOffer(snap, row);
    for (const auto &[field, column] :
         {std::pair{Field::UsdPer1000, ui::OfferColumn::UsdPer1000},
          std::pair{Field::ImagesPerHour, ui::OfferColumn::ImagesPerHour},
          std::pair{Field::Total, ui::OfferColumn::TotalCost}})
        QCOMPARE(pane.valueText(field), model.index(row, int(column)).data().toString());
}

// Inside right-to-left text a Latin name keeps its order (first-strong isolates, not "OpenRelay پر
// GeForce…" read backwards), a date too; Bengali writes a date's digits in Bengali.
void TestDetailPane::namesAndDatesInTheLanguagesForm()
{
    const auto snap = snapshot(core::Workload{});
    const int row = rowWhere(*snap, [](const core::OfferEvaluation &r) {
        return r.offer.offer->key.gpuCount == 1 && r.offer.offer->key.tier.isEmpty()
            && r.offer.offer->observedAt.isValid();
    });
    QVERIFY(row >= 0);
    const core::OfferEvaluation &r = snap->evaluation.rows.at(row);
    const QChar fsi(0x2068);
    const QChar pdi(0x2069);
    {
        QLocale::setDefault(QLocale(QLocale::Urdu, QLocale::Pakistan));
        DetailPane pane;
        pane.setOffer(snap, row);
        QVERIFY2(pane.title().contains(fsi + r.offer.gpu->name + pdi), qPrintable(pane.title()));
        QVERIFY2(pane.title().contains(fsi + r.offer.provider->name + pdi),
                 qPrintable(pane.title()));
        QVERIFY(pane.valueText(Field::PriceSource)
                    .contains(fsi + r.offer.offer->observedAt.text() + pdi));
    }
    {
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
        DetailPane pane;
        pane.setOffer(snap, row);
        QString bengali = r.offer.offer->observedAt.text();
        for (QChar &c : bengali) {
            if (c.isDigit())
                c = QChar(0x09E6 + c.digitValue());
        }
        QVERIFY2(pane.valueText(Field::PriceSource).contains(bengali),
                 qPrintable(pane.valueText(Field::PriceSource)));
        QVERIFY(!pane.title().contains(fsi)); // left to right: no isolates needed
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QTEST_MAIN(TestDetailPane)
#include "tst_detailpane.moc"
