#include "uitestutil.h"

#include <core/figures/columns.h>
#include <ui/filters/filterchips.h>
#include <ui/filters/filterpanel.h>
#include <ui/filters/filtertext.h>
#include <ui/filters/rangefilters.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QToolButton>
#include <QtTest>

using namespace ui;
using Range = OfferFilter::Range;

// The filter panel's ranges and the chips that name and clear each active filter, driving the
// table's proxy as the main window does.
class TestFilterPanel final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyRangeNarrowsItsFigure_data();
    void everyRangeNarrowsItsFigure();
    void chipsClearOneFilterEach();
    void chipsClearFromTheKeyboard();
    void chipsWriteTheLocalesDigits();
    void urduChipsKeepNumbersAndUnitsInOrder();
    void stateRoundTripsAsKeyValues();
    void rangesAreNamedByTheColumnRegistry();
    void savedFiltersOfTheOldKeysAreRead();
    void spinBoxesReadBothDigitSystems();

private:
    void apply();
    std::optional<double> value(int proxyRow, Range range) const;

    std::shared_ptr<const core::Snapshot> m_snapshot = uitest::snapshot();
    std::unique_ptr<OffersModel> m_model;
    std::unique_ptr<OffersProxyModel> m_proxy;
    std::unique_ptr<FilterPanel> m_panel;
    std::unique_ptr<FilterChips> m_chips;
};

void TestFilterPanel::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_model = std::make_unique<OffersModel>();
    m_model->setSnapshot(m_snapshot);
    m_proxy = std::make_unique<OffersProxyModel>();
    m_proxy->setOffersModel(m_model.get());
    m_panel = std::make_unique<FilterPanel>();
    m_panel->setCatalog(*m_snapshot->catalog);
    m_chips = std::make_unique<FilterChips>();
    connect(m_panel.get(), &FilterPanel::filterChanged, this, &TestFilterPanel::apply);
    connect(m_chips.get(), &FilterChips::clearRequested, m_panel.get(), &FilterPanel::clearFilter);
    m_panel->show();
    m_chips->show();
    apply();
}

void TestFilterPanel::cleanup()
{
    m_chips.reset();
    m_panel.reset();
    m_proxy.reset();
    m_model.reset();
}

void TestFilterPanel::apply()
{
    m_proxy->setFilter(m_panel->filter());
    m_chips->setFilter(m_proxy->filter(), core::Task::Interactive);
}

std::optional<double> TestFilterPanel::value(int proxyRow, Range range) const
{
    const int row = m_proxy->mapToSource(m_proxy->index(proxyRow, 0)).row();
    return OfferFilter::rangeValue(range, m_model->row(row), m_model->ageDays(row));
}

void TestFilterPanel::everyRangeNarrowsItsFigure_data()
{
    QTest::addColumn<Range>("range");
    for (Range range : OfferFilter::rangeFields())
        QTest::newRow(qPrintable(filtertext::rangeKey(range))) << range;
}

void TestFilterPanel::everyRangeNarrowsItsFigure()
{
    QFETCH(Range, range);
    const int all = m_proxy->rowCount();
    // The middle of the known values: some rows lie on each side of it.
    QList<double> known;
    for (int row = 0; row < all; ++row) {
        if (const auto v = value(row, range))
            known.append(*v);
    }
    QVERIFY(known.size() > 10);
    std::sort(known.begin(), known.end());
    QDoubleSpinBox *min = m_panel->rangeFilters()->minimumBox(range);
    QDoubleSpinBox *max = m_panel->rangeFilters()->maximumBox(range);
    QVERIFY(min && max);
    const double low = known.at(known.size() / 4);
    const double high = known.at(known.size() * 3 / 4);
    // Typed, as a user does: the boxes round to their decimals.
    min->setValue(low);
    max->setValue(high);
    QVERIFY(m_proxy->rowCount() > 0);
    QVERIFY(m_proxy->rowCount() < all);
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const auto v = value(row, range);
        QVERIFY(v); // an unknown value is outside a set range
        QVERIFY2(*v >= min->value() && *v <= max->value(), qPrintable(QString::number(*v)));
    }
    QCOMPARE(m_chips->chips().size(), 1);
    QCOMPARE(m_chips->chips().first()->objectName(),
             QStringLiteral("chip_") + filtertext::rangeKey(range));

    // Clearing its chip restores every row.
    m_chips->chips().first()->click();
    QCOMPARE(m_proxy->rowCount(), all);
    QCOMPARE(min->value(), 0.0);
    QCOMPARE(max->value(), 0.0);
    QCoreApplication::processEvents(); // the clicked chip goes when its click is done
    QVERIFY(m_chips->chips().isEmpty());
    QVERIFY(m_chips->isHidden());
}

void TestFilterPanel::chipsClearOneFilterEach()
{
    const int all = m_proxy->rowCount();
    m_panel->rangeFilters()->minimumBox(Range::VramGb)->setValue(40);
    m_panel->rangeFilters()->maximumBox(Range::UsdPerHour)->setValue(3);
    const int narrowed = m_proxy->rowCount();
    QVERIFY(narrowed > 0 && narrowed < all);
    QCOMPARE(m_chips->chips().size(), 2);
    // In the panel's order, each naming its figure and range.
    const QString vram = m_chips->chips().at(0)->text();
    const QString price = m_chips->chips().at(1)->text();
    QVERIFY2(vram.contains(QStringLiteral("VRAM ≥ 40 GB")), qPrintable(vram));
    QVERIFY2(price.contains(QStringLiteral("price ≤ $3.00/h")), qPrintable(price));

    // The VRAM chip goes alone: the price range stays.
    m_chips->findChild<QToolButton *>(QStringLiteral("chip_vram_gb"))->click();
    QCoreApplication::processEvents();
    QCOMPARE(m_chips->chips().size(), 1);
    QCOMPARE(m_chips->chips().first()->objectName(), QStringLiteral("chip_usd_per_hour"));
    QVERIFY(m_proxy->rowCount() > narrowed);
    QVERIFY(m_proxy->rowCount() < all);
    QVERIFY(!m_proxy->filter().ranges.contains(Range::VramGb));
    QVERIFY(m_proxy->filter().ranges.contains(Range::UsdPerHour));
}

void TestFilterPanel::chipsClearFromTheKeyboard()
{
    const int all = m_proxy->rowCount();
    m_panel->rangeFilters()->maximumBox(Range::TotalCost)->setValue(50);
    QVERIFY(m_proxy->rowCount() < all);
    QToolButton *chip = m_chips->chips().value(0);
    QVERIFY(chip);
    QVERIFY(chip->focusPolicy() & Qt::TabFocus);
    QVERIFY(!chip->accessibleName().isEmpty());
    chip->setFocus();
    QTest::keyClick(chip, Qt::Key_Space);
    QCOMPARE(m_proxy->rowCount(), all);
}

void TestFilterPanel::chipsWriteTheLocalesDigits()
{
    QLocale::setDefault(QLocale(QStringLiteral("bn")));
    OfferFilter filter;
    filter.setRange(Range::VramGb, {24, 80});
    filter.setRange(Range::DataAge, {std::nullopt, 30});
    const QList<filtertext::Chip> chips = filtertext::chips(filter);
    QCOMPARE(chips.size(), 2);
    const QString text = chips.at(1).text; // VRAM after the data age, in the panel's order
    QVERIFY2(text.contains(QStringLiteral("২৪")) && text.contains(QStringLiteral("৮০")),
             qPrintable(text));
    // One digit system on the line: no Latin digit beside the Bengali ones.
    for (const QChar c : text)
        QVERIFY2(!(c >= u'0' && c <= u'9'), qPrintable(text));
    QVERIFY(chips.at(0).text.contains(QStringLiteral("৩০")));
}

void TestFilterPanel::urduChipsKeepNumbersAndUnitsInOrder()
{
    QLocale::setDefault(QLocale(QStringLiteral("ur")));
    OfferFilter filter;
    filter.setRange(Range::VramGb, {24, 80});
    filter.setRange(Range::Seconds, {std::nullopt, 15});
    for (const filtertext::Chip &chip : filtertext::chips(filter)) {
        // The figure and its unit sit inside one first-strong isolate, so "24–80 GB" is never
        // read "GB 80–24" in the right-to-left line.
        const qsizetype open = chip.text.indexOf(QChar(0x2068));
        const qsizetype close = chip.text.lastIndexOf(QChar(0x2069));
        QVERIFY2(open >= 0 && close > open, qPrintable(chip.text));
        const QString inside = chip.text.mid(open + 1, close - open - 1);
        QVERIFY2(inside.contains(chip.key == QLatin1String("vram_gb") ? QStringLiteral("GB")
                                                                      : QStringLiteral("s")),
                 qPrintable(inside));
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    for (const filtertext::Chip &chip : filtertext::chips(filter))
        QVERIFY(!chip.text.contains(QChar(0x2068))); // left-to-right text needs none
}

void TestFilterPanel::stateRoundTripsAsKeyValues()
{
    OfferFilter filter;
    filter.search = QStringLiteral("4090");
    filter.setRange(Range::VramGb, {24, std::nullopt});
    filter.setRange(Range::UsdPer1000, {std::nullopt, 0.5});
    filter.providers = {QStringLiteral("runpod"), QStringLiteral("vastai")};
    filter.billing = {OfferFilter::Billing::PerSecond, OfferFilter::Billing::Hourly};
    filter.fitsOnly = true;
    filter.hideStale = true;
    const auto pairs = filtertext::toKeyValues(filter);
    QVERIFY(pairs.contains(std::pair(QStringLiteral("vram_gb"), QStringLiteral("24.."))));
    QVERIFY(
        pairs.contains(std::pair(QStringLiteral("usd_per_1000_images"), QStringLiteral("..0.5"))));
    QVERIFY(
        pairs.contains(std::pair(QStringLiteral("providers"), QStringLiteral("runpod,vastai"))));
    QVERIFY(pairs.contains(std::pair(QStringLiteral("billing"), QStringLiteral("second,hourly"))));
    QVERIFY(pairs.contains(std::pair(QStringLiteral("fits"), QStringLiteral("1"))));
    QCOMPARE(filtertext::fromKeyValues(pairs), filter);
    // Nonsense is left out, not guessed.
    const OfferFilter bad = filtertext::fromKeyValues(
        {{QStringLiteral("vram_gb"), QStringLiteral("80..24")},
         {QStringLiteral("usd_per_hour"), QStringLiteral("cheap")},
         {QStringLiteral("colour"), QStringLiteral("blue")}});
    QVERIFY(bad.isEmpty());

    // The panel takes the pairs back (without the search, which is not the panel's).
    QSignalSpy changed(m_panel.get(), &FilterPanel::filterChanged);
    m_panel->setState(pairs);
    QCOMPARE(changed.count(), 1);
    OfferFilter expected = filter;
    expected.search.clear();
    expected.providers.intersect(m_panel->filter().providers); // providers the catalog lists
    QCOMPARE(m_panel->filter().ranges, filter.ranges);
    QCOMPARE(m_panel->filter().billing, filter.billing);
    QVERIFY(m_panel->filter().fitsOnly && m_panel->filter().hideStale);
    QCOMPARE(m_panel->state(), filtertext::toKeyValues(m_panel->filter()));
    m_panel->clear();
    QVERIFY(m_panel->state().isEmpty());
}

void TestFilterPanel::rangesAreNamedByTheColumnRegistry()
{
    // One name per range: the key of the registry's numeric column, for chips, settings and links.
    for (const Range range : OfferFilter::rangeFields()) {
        for (const core::Task task :
             {core::Task::Interactive, core::Task::Batch, core::Task::Lora, core::Task::Finetune}) {
            const QString key = filtertext::rangeKey(range, task);
            const core::ColumnSpec *spec = core::Columns::find(key);
            QVERIFY2(spec && core::Columns::isNumeric(*spec), qPrintable(key));
            QCOMPARE(filtertext::rangeFromKey(key), std::optional(range));
        }
    }
    QCOMPARE(filtertext::rangeKey(Range::Seconds, core::Task::Batch),
             QStringLiteral("seconds_per_image"));
    QCOMPARE(filtertext::rangeKey(Range::Seconds, core::Task::Lora),
             QStringLiteral("training_step_s"));
    QVERIFY(!filtertext::rangeFromKey(QStringLiteral("vram"))); // the old names are the settings'

    // A training run's seconds are per step: its chip and its saved pair say so.
    m_panel->setTask(core::Task::Lora);
    m_panel->rangeFilters()->maximumBox(Range::Seconds)->setValue(2);
    QCOMPARE(filtertext::chips(m_panel->filter(), core::Task::Lora).first().key,
             QStringLiteral("training_step_s"));
    QCOMPARE(m_panel->state(),
             (QList<std::pair<QString, QString>>{
                 {QStringLiteral("training_step_s"), QStringLiteral("..2")}}));
    m_panel->clear();
    m_panel->setState({{QStringLiteral("training_step_s"), QStringLiteral("..2")}});
    QCOMPARE(m_panel->filter().ranges.value(Range::Seconds).max, std::optional(2.0));
}

void TestFilterPanel::savedFiltersOfTheOldKeysAreRead()
{
    // Settings saved before the ranges took the registry's keys keep their filters, and the next
    // save writes the new keys.
    const QStringList saved{
        QStringLiteral("search=4090"),        QStringLiteral("seconds=..3"),
        QStringLiteral("usd_per_1000=..0.5"), QStringLiteral("total_cost=..100"),
        QStringLiteral("data_age=..30"),      QStringLiteral("vram=24.."),
        QStringLiteral("price=0.2..2.5"),     QStringLiteral("fits=1")};
    const OfferFilter filter = filtertext::fromKeyValues(filtertext::fromSettings(saved));
    OfferFilter expected;
    expected.search = QStringLiteral("4090");
    expected.setRange(Range::Seconds, {std::nullopt, 3});
    expected.setRange(Range::UsdPer1000, {std::nullopt, 0.5});
    expected.setRange(Range::TotalCost, {std::nullopt, 100});
    expected.setRange(Range::DataAge, {std::nullopt, 30});
    expected.setRange(Range::VramGb, {24, std::nullopt});
    expected.setRange(Range::UsdPerHour, {0.2, 2.5});
    expected.fitsOnly = true;
    QCOMPARE(filter, expected);
    const QStringList rewritten = filtertext::toSettings(filtertext::toKeyValues(filter));
    QCOMPARE(rewritten,
             (QStringList{QStringLiteral("search=4090"), QStringLiteral("seconds_per_image=..3"),
                          QStringLiteral("usd_per_1000_images=..0.5"),
                          QStringLiteral("total_cost_usd=..100"),
                          QStringLiteral("data_age_days=..30"), QStringLiteral("vram_gb=24.."),
                          QStringLiteral("usd_per_hour=0.2..2.5"), QStringLiteral("fits=1")}));
    QCOMPARE(filtertext::fromKeyValues(filtertext::fromSettings(rewritten)), expected);
}

void TestFilterPanel::spinBoxesReadBothDigitSystems()
{
    // A window made under the Bengali locale shows Bengali digits and reads Latin ones too.
    QLocale::setDefault(QLocale(QStringLiteral("bn")));
    FilterPanel panel;
    panel.show();
    QDoubleSpinBox *vram = panel.rangeFilters()->minimumBox(Range::VramGb);
    vram->setValue(24);
    QVERIFY2(vram->text().contains(QStringLiteral("২৪")), qPrintable(vram->text()));
    for (const QString &typed : {QStringLiteral("৪৮"), QStringLiteral("48")}) {
        vram->setValue(0);
        vram->setFocus();
        vram->selectAll();
        uitest::type(vram, typed);
        vram->interpretText();
        QCOMPARE(vram->value(), 48.0);
    }
}

QTEST_MAIN(TestFilterPanel)
#include "tst_filterpanel.moc"
