#include <core/plan/plantable.h>
#include <core/store/database.h>
#include <ui/charts/rentorbuychart.h>
#include <ui/i18n/languagemanager.h>
#include <ui/plan/measuredialog.h>
#include <ui/plan/plandialog.h>
#include <ui/plan/planeditor.h>

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace ui;

// The plan dialog over a session: the preset plan is placed, compared with one provider and
// with buying a card, marked over budget; the measurement dialog records and removes; both
// switch language (Urdu right to left) and are saved as screenshots.
class TestPlanDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void placesThePresetPlan();
    void theChartCrossesAtBreakEven();
    void saysByHowMuchOverBudget();
    void comparesWithASavedPlan();
    void aMeasurementIsRecordedAndRemoved();
    void exportsThePlanAsPdf();
    void switchesLanguage_data();
    void switchesLanguage();

private:
    void screenshot(QWidget &widget, const QString &name);

    QTemporaryDir m_dir;
    std::unique_ptr<core::Database> m_database;
    std::unique_ptr<core::Session> m_session;
    std::unique_ptr<LanguageManager> m_languages;
};

void TestPlanDialog::initTestCase()
{
    auto database = core::Database::open(m_dir.filePath(QStringLiteral("plan.sqlite")));
    QVERIFY(database);
    m_database = std::move(database).value();
    m_session = std::make_unique<core::Session>(*m_database);
    QVERIFY(m_session->load().ok());
    m_languages = std::make_unique<LanguageManager>();
    QVERIFY(m_languages->setLanguage(QStringLiteral("en")));
}

void TestPlanDialog::cleanupTestCase()
{
    m_session.reset();
    m_database.reset();
}

void TestPlanDialog::screenshot(QWidget &widget, const QString &name)
{
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QCoreApplication::processEvents();
    const QImage image = widget.grab().toImage();
    QVERIFY(!image.isNull());
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(folder);
    QVERIFY(image.save(QDir(folder).filePath(name)));
}

void TestPlanDialog::placesThePresetPlan()
{
    PlanDialog dialog(*m_session);
    QVERIFY(dialog.result());
    QCOMPARE(dialog.editor()->workloadList()->count(), 3);
    const core::PlanResult &result = *dialog.result();
    QCOMPARE(result.parts.size(), 3);
    QCOMPARE(dialog.partsTable()->rowCount(), int(result.parts.size() + result.storage.size()) + 1);
    QVERIFY(dialog.singleProvider());
    QVERIFY(dialog.singleProvider()->totalCostUsd >= result.totalCostUsd);
    QVERIFY(dialog.buying());
    QVERIFY2(dialog.summaryText().contains(QStringLiteral("Everything at one provider")),
             qPrintable(dialog.summaryText()));
    QVERIFY(dialog.summaryText().contains(QStringLiteral("Buying the card")));
}

void TestPlanDialog::theChartCrossesAtBreakEven()
{
    PlanDialog dialog(*m_session);
    QVERIFY(dialog.buying());
    const QList<QPointF> rental = dialog.chart()->rentalPoints();
    const QList<QPointF> own = dialog.chart()->ownPoints();
    QCOMPARE(rental.size(), 25);
    QCOMPARE(own.size(), 25);
    QCOMPARE(rental.first().y(), 0.0);
    QCOMPARE(own.first().y(), dialog.buying()->depreciationUsd);
    QCOMPARE(rental.last().y(), dialog.buying()->monthlyRentalUsd * 24);
}

void TestPlanDialog::saysByHowMuchOverBudget()
{
    PlanDialog dialog(*m_session);
    core::Plan plan = dialog.editor()->plan();
    plan.monthlyBudgetUsd = 1;
    dialog.editor()->setPlan(plan);
    QVERIFY(dialog.result());
    QVERIFY(dialog.result()->overBudgetUsd());
    QVERIFY2(dialog.summaryText().contains(QStringLiteral("Over the monthly budget of $1.00 by")),
             qPrintable(dialog.summaryText()));
}

void TestPlanDialog::comparesWithASavedPlan()
{
    core::Plan evenings = core::PlanFormat::exploreOnDemandRenderOnSpot();
    evenings.name = QStringLiteral("evenings only");
    evenings.workloads = {evenings.workloads.constFirst()};
    QVERIFY(m_session->savePlan(evenings).ok());
    PlanDialog dialog(*m_session);
    QVERIFY(!dialog.comparedPlan());
    dialog.compareWith(evenings.name);
    QVERIFY(dialog.comparedPlan());
    QVERIFY(dialog.comparedPlan()->totalCostUsd < dialog.result()->totalCostUsd);
    QVERIFY2(dialog.summaryText().contains(QStringLiteral("Saved plan \"evenings only\"")),
             qPrintable(dialog.summaryText()));
}

void TestPlanDialog::aMeasurementIsRecordedAndRemoved()
{
    MeasureDialog dialog(*m_session, QStringLiteral("t4"), QStringLiteral("aws"));
    QCOMPARE(dialog.list()->rowCount(), 0);
    dialog.setValue(0.05, true);
    QVERIFY(dialog.record());
    QCOMPARE(dialog.list()->rowCount(), 1);
    QCOMPARE(m_session->measurements()->size(), 1);
    bool labelled = false;
    for (const core::OfferEvaluation &row : m_session->snapshot()->evaluation.rows) {
        if (row.offer.gpu->id == QLatin1String("t4") && row.speed)
            labelled = row.speed->series == core::Measurements::seriesId()
                && row.reason.contains(QStringLiteral("your measurement"));
    }
    QVERIFY(labelled);
    screenshot(dialog, QStringLiteral("measure-dialog-en.png"));
    dialog.list()->selectRow(0);
    QPushButton *remove = nullptr;
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("Remove selected"))
            remove = button;
    }
    QVERIFY(remove);
    remove->click();
    QCOMPARE(dialog.list()->rowCount(), 0);
    QVERIFY(m_session->measurements()->isEmpty());
}

void TestPlanDialog::exportsThePlanAsPdf()
{
    PlanDialog dialog(*m_session);
    QVERIFY(dialog.result() && dialog.buying());
    const QString path = m_dir.filePath(QStringLiteral("plan.pdf"));
    QVERIFY(core::PlanExport::writePdf(path, *dialog.result(), dialog.singleProvider(),
                                       dialog.buying(), QLocale(QLocale::English))
                .ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    QVERIFY(file.size() > 1000);
    // An export never writes over something that is not an earlier export.
    const QString other = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile notes(other);
    QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("mine") == 4);
    notes.close();
    QVERIFY(!core::PlanExport::writePdf(other, *dialog.result(), dialog.singleProvider(),
                                        dialog.buying(), QLocale(QLocale::English))
                 .ok());
    QVERIFY(notes.open(QIODevice::ReadOnly));
    QCOMPARE(notes.readAll(), QByteArray("mine"));
}

void TestPlanDialog::switchesLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("rightToLeft");
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("ur") << QStringLiteral("ur") << true;
    QTest::newRow("bn") << QStringLiteral("bn") << false;
    QTest::newRow("ro") << QStringLiteral("ro") << false;
}

void TestPlanDialog::switchesLanguage()
{
    QFETCH(QString, code);
    QFETCH(bool, rightToLeft);
    PlanDialog dialog(*m_session);
    dialog.resize(1300, 880);
    const QString english = dialog.windowTitle();
    QVERIFY(m_languages->setLanguage(code));
    QCoreApplication::processEvents();
    QCOMPARE(dialog.isRightToLeft(), rightToLeft);
    if (code != QLatin1String("en"))
        QVERIFY(dialog.windowTitle() != english);
    screenshot(dialog, QStringLiteral("plan-dialog-%1.png").arg(code));
    if (code == QLatin1String("ur")) {
        MeasureDialog measure(*m_session, QStringLiteral("rtx-4090"), QStringLiteral("runpod"));
        screenshot(measure, QStringLiteral("measure-dialog-ur.png"));
    }
    QVERIFY(m_languages->setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestPlanDialog)
#include "tst_plandialog.moc"
