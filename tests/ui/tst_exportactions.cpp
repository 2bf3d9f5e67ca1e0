#include "uitestworkspace.h"

#include <core/catalog/catalogimporter.h>
#include <core/network/sources/csvreader.h>
#include <core/session/viewlink.h>
#include <core/store/catalogstore.h>
#include <core/store/sourcestatestore.h>
#include <ui/offers/offercolumns.h>
#include <ui/offers/offerfilter.h>
#include <ui/offers/offersproxymodel.h>
#include <ui/offers/offersview.h>
#include <ui/window/exportactions.h>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

#include <cmath>

namespace {

QString cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(GPUSCOUT_CLI), arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qFatal("gpuscout-cli %s: %s", qPrintable(arguments.join(QLatin1Char(' '))),
               process.readAllStandardError().constData());
    return QString::fromUtf8(process.readAllStandardOutput());
}

QList<QList<QByteArray>> records(const QByteArray &csv)
{
    QList<QList<QByteArray>> result;
    core::CsvReader reader(csv);
    QList<QByteArray> fields;
    while (reader.next(fields))
        result.append(fields);
    return result;
}

// `table` with only the columns named in `header`, in that order.
QList<QList<QByteArray>> projected(const QList<QList<QByteArray>> &table,
                                   const QList<QByteArray> &header)
{
    QList<int> columns;
    for (const QByteArray &name : header)
        columns.append(int(table.constFirst().indexOf(name)));
    QList<QList<QByteArray>> result;
    for (const QList<QByteArray> &record : table) {
        QList<QByteArray> fields;
        for (const int column : std::as_const(columns))
            fields.append(column >= 0 ? record.value(column) : QByteArray("<missing>"));
        result.append(fields);
    }
    return result;
}

} // namespace

// File → Export view as CSV writes the numbers `gpuscout-cli recommend --format csv` prints for
// the same workload on the same database: both evaluate through the one door (core::Workspace),
// so AWS Spot Advisor's interruption rates price spot work alike in both.
class TestExportActions final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theViewsCsvIsTheRecommendation();
    void theViewsCsvNamesItsWorkloadAndEachOffersGpuCount();
    void theSaveDialogSpeaksUrdu();

private:
    QTemporaryDir m_dir;
};

void TestExportActions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
}

void TestExportActions::theViewsCsvIsTheRecommendation()
{
    uitest::Workspace workspace(m_dir.path());
    {
        // The bundled catalog with spot prices for AWS, and the advisor's bucket for each of
        // those instance types: a database as an update of skypilot:aws and the advisor leaves.
        auto database = core::Database::open(workspace.databasePath());
        QVERIFY(database);
        core::Expected<core::Catalog> bundled = core::CatalogImporter::bundled();
        QVERIFY(bundled);
        core::Catalog catalog = std::move(bundled).value();
        QList<core::SpotRisk> risks;
        for (core::Offer &offer : catalog.offers) {
            if (offer.key.provider != QLatin1String("aws") || !offer.onDemandPerHour)
                continue;
            offer.spotPerHour = std::round(*offer.onDemandPerHour * 3500) / 10000;
            risks.append({offer.key.tier, offer.key.region, QStringLiteral(">20%"), 20});
        }
        QVERIFY(!risks.isEmpty());
        QVERIFY(core::CatalogStore(**database).replace(catalog, QStringLiteral("test")).ok());
        QSqlDatabase db = (*database)->connection();
        QVERIFY(core::SourceStateStore::replaceSpotRisks(
                    db, risks, QStringLiteral("aws-spot-advisor"), QDateTime::currentDateTimeUtc())
                    .ok());
    }
    const QStringList database{QStringLiteral("--database"), workspace.databasePath(),
                               QStringLiteral("--lang"), QStringLiteral("en")};
    const QString link = cli(QStringList{QStringLiteral("link"), QStringLiteral("--model"),
                                         QStringLiteral("sdxl"), QStringLiteral("--task"),
                                         QStringLiteral("batch"), QStringLiteral("--images"),
                                         QStringLiteral("20000"), QStringLiteral("--spot")}
                             + database)
                             .trimmed();
    const QByteArray recommended = cli(QStringList{
                                           QStringLiteral("recommend"), QStringLiteral("--link"),
                                           link, QStringLiteral("--format"), QStringLiteral("csv")}
                                       + database)
                                       .toUtf8();

    workspace.open();
    // English as the application installs it (plural forms and all), as the CLI's --lang en.
    QVERIFY(workspace.languages().setLanguage(QStringLiteral("en")));
    const core::Expected<core::ViewLink> view = core::ViewLink::parse(
        link, workspace.session().catalog());
    QVERIFY(view);
    emit workspace.window()->workloadBar()->workloadEdited(view->workload);
    QVERIFY(uitest::evaluated(workspace.session()));
    bool advised = false;
    for (const core::OfferEvaluation &row : workspace.session().snapshot()->evaluation.rows)
        advised = advised || (row.spot && row.spotRateFromAdvisor);
    QVERIFY2(advised, "no offer is priced at the spot advisor's rate");

    // The view: every offer in rank order, with each column the recommendation also prints.
    auto *proxy = workspace.window()->findChild<ui::OffersProxyModel *>();
    auto *table = workspace.window()->findChild<ui::OffersView *>();
    auto *exports = workspace.window()->findChild<ui::ExportActions *>();
    QVERIFY(proxy && table && exports);
    proxy->setFilter(ui::OfferFilter());
    table->sortByColumn(int(ui::OfferColumn::Rank), Qt::AscendingOrder);
    // Both name the workload on their first line, the link that gives it back; the header follows.
    const qsizetype firstLineEnd = recommended.indexOf("\r\n");
    const QByteArray comment = recommended.left(firstLineEnd);
    QVERIFY2(comment.startsWith("# workload: gpuscout:view?v=1&task=batch&model=sdxl"),
             comment.constData());
    QVERIFY(comment.contains("&images=20000&") && comment.contains("&spot=1"));
    const QByteArray recommendedTable = recommended.mid(firstLineEnd + 2);
    const QList<QByteArray> cliHeader = records(recommendedTable).constFirst();
    for (int c = 0; c < ui::offerColumnCount; ++c) {
        const QStringList keys = ui::columnExportKeys(ui::OfferColumn(c));
        bool printed = !keys.isEmpty();
        for (const QString &key : keys)
            printed = printed && cliHeader.contains(key.toUtf8());
        table->horizontalHeader()->setSectionHidden(c, !printed);
    }
    QVERIFY(table->visibleColumns().contains(int(ui::OfferColumn::TotalCost)));

    const QString path = m_dir.filePath(QStringLiteral("view.csv"));
    const core::Status written = exports->writeViewCsv(path, false);
    QVERIFY2(written.ok(), qPrintable(written.error()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    // The byte order mark that makes Excel read Urdu and Bengali names as UTF-8.
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    QVERIFY(bytes.mid(3).startsWith(QByteArray(comment + "\r\n")));
    const QList<QList<QByteArray>> gui = records(bytes.mid(3 + comment.size() + 2));
    QVERIFY(gui.size() > 100);
    QCOMPARE(projected(records(recommendedTable), gui.constFirst()), gui);
}

// The task's own columns (the GPU's count is not among them): the CSV still says that a 2-GPU
// offer is two cards, beside the GPU's name, and which workload its costs are of.
void TestExportActions::theViewsCsvNamesItsWorkloadAndEachOffersGpuCount()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    uitest::Workspace workspace(folder.path());
    workspace.open();
    QVERIFY(uitest::evaluated(workspace.session()));
    auto *table = workspace.window()->findChild<ui::OffersView *>();
    auto *exports = workspace.window()->findChild<ui::ExportActions *>();
    QVERIFY(table && exports);
    QVERIFY(table->visibleColumns().contains(int(ui::OfferColumn::Gpu)));
    QVERIFY(!table->visibleColumns().contains(int(ui::OfferColumn::GpuCount)));

    const QString path = folder.filePath(QStringLiteral("view.csv"));
    const core::Status written = exports->writeViewCsv(path, false);
    QVERIFY2(written.ok(), qPrintable(written.error()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll().mid(3);
    const qsizetype firstLineEnd = bytes.indexOf("\r\n");
    QVERIFY2(bytes.startsWith("# workload: gpuscout:view?v=1&task=interactive&model="),
             bytes.left(firstLineEnd).constData());
    const QList<QList<QByteArray>> rows = records(bytes.mid(firstLineEnd + 2));
    const qsizetype name = rows.constFirst().indexOf("gpu_name");
    QVERIFY(name >= 0);
    QCOMPARE(rows.constFirst().value(name + 1), QByteArray("gpu_count"));
    QCOMPARE(rows.constFirst().count("gpu_count"), 1);
    int multiGpu = 0;
    for (const QList<QByteArray> &row : rows.mid(1))
        multiGpu += row.value(name + 1).toInt() > 1 ? 1 : 0;
    QVERIFY2(multiGpu > 0, "no offer of several GPUs is marked as such");
    // The same file is recognised as an earlier export: exporting again may replace it.
    QVERIFY(exports->writeViewCsv(path, false).ok());
}

// Qt ships no Urdu, Bengali or Romanian qtbase translation: the save dialog's labels, buttons and
// the file list's headers come from GPU Scout's own .ts (ui/i18n/qtstrings.cpp), and its file
// pattern reads "(*.csv)", not "(csv.*)", in a right-to-left line.
void TestExportActions::theSaveDialogSpeaksUrdu()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    uitest::Workspace workspace(folder.path());
    workspace.open();
    QVERIFY(workspace.languages().setLanguage(QStringLiteral("ur")));
    QVERIFY(uitest::evaluated(workspace.session()));
    auto *exports = workspace.window()->findChild<ui::ExportActions *>();
    QVERIFY(exports);

    QStringList shown;
    QStringList english;
    QString filter;
    bool seen = false;
    QTimer poll; // until the dialog is up, inside its own event loop
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        poll.stop();
        seen = true;
        const auto collect = [&](const QString &text, const char *context, const char *source,
                                 const char *comment = nullptr) {
            shown << text;
            if (text == QLatin1String(source)
                || text != QCoreApplication::translate(context, source, comment))
                english << text;
        };
        collect(dialog->findChild<QLabel *>(QStringLiteral("lookInLabel"))->text(), "QFileDialog",
                "Look in:");
        collect(dialog->findChild<QLabel *>(QStringLiteral("fileNameLabel"))->text(), "QFileDialog",
                "File &name:");
        collect(dialog->findChild<QLabel *>(QStringLiteral("fileTypeLabel"))->text(), "QFileDialog",
                "Files of type:");
        auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        collect(buttons->button(QDialogButtonBox::Cancel)->text(), "QPlatformTheme", "Cancel");
        const QAbstractItemModel *files
            = dialog->findChild<QTreeView *>(QStringLiteral("treeView"))->model();
        collect(files->headerData(0, Qt::Horizontal).toString(), "QFileSystemModel", "Name");
        collect(files->headerData(1, Qt::Horizontal).toString(), "QFileSystemModel", "Size");
        collect(files->headerData(2, Qt::Horizontal).toString(), "QFileSystemModel", "Type",
                "All other platforms");
        collect(files->headerData(3, Qt::Horizontal).toString(), "QFileSystemModel",
                "Date Modified");
        filter = dialog->findChild<QComboBox *>(QStringLiteral("fileTypeCombo"))->currentText();
        dialog->reject();
    });
    poll.start();
    exports->exportViewCsv(false);
    poll.stop();
    QVERIFY2(seen, "no file dialog opened");
    QVERIFY2(english.isEmpty(),
             qPrintable(QStringLiteral("in English or untranslated: ")
                        + english.join(QStringLiteral(" | "))));
    QCOMPARE(shown.size(), 8);
    // The pattern stays left to right and Qt still reads it from the filter's end.
    QVERIFY2(filter.endsWith(QStringLiteral("\u2066(*.csv)")), qPrintable(filter));
}

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"
