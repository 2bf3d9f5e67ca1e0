#include <core/export/csvexport.h>
#include <core/export/reporttable.h>
#include <core/figures/columns.h>
#include <core/plan/plantable.h>
#include <core/store/database.h>
#include <ui/charts/rentorbuychart.h>
#include <ui/common/format.h>
#include <ui/details/detailpane.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offersmodel.h>
#include <ui/plan/measuredialog.h>
#include <ui/plan/planactions.h>
#include <ui/plan/plandialog.h>
#include <ui/plan/planeditor.h>
#include <ui/workload/planpage.h>
#include <ui/workload/workloadwizard.h>

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
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
    void theWizardMakesThePresetPlan();
    void theChartCrossesAtBreakEven();
    void saysByHowMuchOverBudget();
    void comparesWithASavedPlan();
    void aMeasurementIsRecordedAndRemoved();
    void aMeasurementIsLabelledYours();
    void exportsThePlanAsPdf();
    void planPdfEmbedsTheBundledFont_data();
    void planPdfEmbedsTheBundledFont();
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

// The done-when's path: the wizard's task page chooses a plan, its page takes the preset,
// finishing saves the plan through the session and opens the plan dialog on its bill.
void TestPlanDialog::theWizardMakesThePresetPlan()
{
    WorkloadWizard wizard(m_session->catalog(), m_session->workload());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QVERIFY(!wizard.plan());
    auto *choice = wizard.findChild<QRadioButton *>(QStringLiteral("task_plan"));
    QVERIFY(choice);
    choice->click();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::PlanPageId));
    QCOMPARE(wizard.nextId(), -1);
    core::Plan edited = wizard.planPage()->plan();
    edited.workloads.removeLast();
    wizard.planPage()->setPlan(edited);
    auto *preset = wizard.planPage()->findChild<QPushButton *>(QStringLiteral("planPreset"));
    QVERIFY(preset);
    preset->click();
    QVERIFY(wizard.planPage()->isComplete());
    const std::optional<core::Plan> plan = wizard.plan();
    QVERIFY(plan);
    QCOMPARE(plan->workloads.size(), 3);
    QCOMPARE(plan->name, core::PlanFormat::exploreOnDemandRenderOnSpot().name);
    wizard.accept();

    const std::unique_ptr<PlanDialog> dialog(PlanActions::showPlan(*m_session, *plan, nullptr));
    dialog->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(m_session->savedPlanNames()->contains(plan->name));
    const core::Expected<core::Plan> saved = m_session->savedPlan(plan->name);
    QVERIFY(saved);
    QCOMPARE(saved->workloads.size(), 3);
    QVERIFY(dialog->result());
    const core::PlanResult &result = *dialog->result();
    double sum = 0;
    for (const core::PlanPart &part : result.parts)
        sum += part.costUsd;
    for (const core::PlanStorage &storage : result.storage)
        sum += storage.costUsd;
    QVERIFY(qAbs(result.totalCostUsd - sum) < 1e-9);
    QVERIFY(dialog->singleProvider() && dialog->buying());
    QVERIFY2(dialog->summaryText().contains(formatMoney(result.totalCostUsd)),
             qPrintable(dialog->summaryText()));
    const QTableWidget *parts = dialog->partsTable();
    QCOMPARE(parts->item(parts->rowCount() - 1, 4)->text(), formatMoney(result.totalCostUsd));
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
    const core::Evaluation &evaluation = m_session->snapshot()->evaluation;
    for (const core::OfferEvaluation &row : evaluation.rows) {
        if (row.offer.gpu->id == QLatin1String("t4") && row.speed)
            labelled = row.speed->series == core::Measurements::seriesId()
                && core::Engine::reasonText(evaluation, row)
                       .contains(QStringLiteral("your measurement"));
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

// The table cell, its tooltip, the details and the GUI's CSV of a T4 offer say "your
// measurement" (user_measurement in the file) while the measurement exists, and no longer after.
void TestPlanDialog::aMeasurementIsLabelledYours()
{
    const auto t4Row = [this](const core::Snapshot &snapshot) {
        const auto &rows = snapshot.evaluation.rows;
        for (int i = 0; i < int(rows.size()); ++i) {
            if (rows.at(i).offer.gpu->id == QLatin1String("t4") && rows.at(i).speed)
                return i;
        }
        return -1;
    };
    const auto csvBasis = [](const core::Snapshot &snapshot, int row) {
        const core::Table table = core::reportTable(snapshot.evaluation, {row},
                                                    {QStringLiteral("basis")}, snapshot.today);
        return QString::fromUtf8(core::CsvExport::toCsv(table))
            .split(QStringLiteral("\r\n"))
            .value(1);
    };
    core::Measurement measurement;
    measurement.gpu = QStringLiteral("t4");
    measurement.model = m_session->workload().model;
    measurement.config = m_session->workload().config;
    measurement.secondsPerImage = 0.05;
    const core::Expected<qint64> id = m_session->addMeasurement(measurement);
    QVERIFY2(id, qPrintable(id ? QString() : id.error()));

    std::shared_ptr<const core::Snapshot> snapshot = m_session->snapshot();
    int row = t4Row(*snapshot);
    QVERIFY(row >= 0);
    OffersModel model;
    model.setSnapshot(snapshot);
    const QModelIndex cell = model.index(row, int(OfferColumn::Basis));
    QCOMPARE(cell.data().toString(), QStringLiteral("your measurement"));
    QVERIFY2(
        cell.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Your own measurement")),
        qPrintable(cell.data(Qt::ToolTipRole).toString()));
    DetailPane pane;
    pane.setOffer(snapshot, row);
    QVERIFY2(pane.valueText(DetailPane::Field::SpeedBasis)
                 .startsWith(QStringLiteral("your measurement")),
             qPrintable(pane.valueText(DetailPane::Field::SpeedBasis)));
    QCOMPARE(csvBasis(*snapshot, row), QStringLiteral("user_measurement"));
    QCOMPARE(core::Columns::basisId(*snapshot->evaluation.rows.at(row).speed),
             QStringLiteral("user_measurement"));

    QVERIFY(m_session->removeMeasurement(*id).ok());
    snapshot = m_session->snapshot();
    row = t4Row(*snapshot);
    QVERIFY(row >= 0);
    model.setSnapshot(snapshot);
    const QString basis = model.index(row, int(OfferColumn::Basis)).data().toString();
    QVERIFY2(basis == QLatin1String("measured") || basis == QLatin1String("estimated"),
             qPrintable(basis));
    pane.setOffer(snapshot, row);
    QVERIFY(!pane.valueText(DetailPane::Field::SpeedBasis).startsWith(QStringLiteral("your")));
    QCOMPARE(csvBasis(*snapshot, row), basis);
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

void TestPlanDialog::planPdfEmbedsTheBundledFont_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("font");
    QTest::newRow("Urdu") << QLocale(QLocale::Urdu, QLocale::Pakistan)
                          << QStringLiteral("شام کا منصوبہ") << QByteArray("NotoNastaliqUrdu");
    QTest::newRow("Bengali") << QLocale(QLocale::Bengali, QLocale::Bangladesh)
                             << QStringLiteral("সন্ধ্যার পরিকল্পনা") << QByteArray("NotoSansBengali");
}

// The plan's PDF takes the shortlist report's fonts: the bundled file of the language's script,
// embedded (its name in the font dictionaries), so it reads the same without the font installed.
void TestPlanDialog::planPdfEmbedsTheBundledFont()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, name);
    QFETCH(QByteArray, font);
    PlanDialog dialog(*m_session);
    QVERIFY(dialog.result());
    core::PlanResult result = *dialog.result();
    result.plan.name = name;
    const QString path = m_dir.filePath(QStringLiteral("plan-%1.pdf").arg(locale.name()));
    QVERIFY(
        core::PlanExport::writePdf(path, result, dialog.singleProvider(), dialog.buying(), locale)
            .ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY2(bytes.contains("/FontFile2") && bytes.contains(font), font.constData());
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
    WorkloadWizard wizard(m_session->catalog(), m_session->workload());
    wizard.resize(1000, 720);
    wizard.findChild<QRadioButton *>(QStringLiteral("task_plan"))->click();
    screenshot(wizard, QStringLiteral("wizard-task-%1.png").arg(code));
    wizard.next();
    QCOMPARE(wizard.isRightToLeft(), rightToLeft);
    screenshot(wizard, QStringLiteral("wizard-plan-%1.png").arg(code));
    // The plan's PDF in the language, beside the screenshots (tools render it to an image).
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR", QDir::currentPath());
    QVERIFY(dialog.result());
    QVERIFY(core::PlanExport::writePdf(
                QDir(folder).filePath(QStringLiteral("plan-%1.pdf").arg(code)), *dialog.result(),
                dialog.singleProvider(), dialog.buying(), QLocale(), true)
                .ok());
    if (code == QLatin1String("ur")) {
        MeasureDialog measure(*m_session, QStringLiteral("rtx-4090"), QStringLiteral("runpod"));
        screenshot(measure, QStringLiteral("measure-dialog-ur.png"));
    }
    QVERIFY(m_languages->setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestPlanDialog)
#include "tst_plandialog.moc"
