// Writes every chart, in light, dark and right-to-left, for an interactive month and a batch
// job, as PNG and SVG into a folder, for a person to look at (docs/benchmarks.md, "Looking at
// the charts"). It checks nothing: tst_chartspanel does.
//
//   QT_QPA_PLATFORM=offscreen ./build/tests/review/review_charts DIR
#include "../ui/uitestutil.h"

#include <ui/charts/chartspanel.h>

#include <QApplication>
#include <QDir>
#include <QTextStream>

#include <numeric>

namespace {

QList<int> allRows(const core::Snapshot &snapshot)
{
    QList<int> rows(qsizetype(snapshot.evaluation.rows.size()));
    std::iota(rows.begin(), rows.end(), 0);
    return rows;
}

// A shortlist with per-hour, per-minute and per-second billing, to show the steps.
QSet<core::OfferKey> billingSteps(const core::Snapshot &snapshot)
{
    QSet<core::OfferKey> shortlist;
    QSet<int> increments;
    for (const core::OfferEvaluation &row : snapshot.evaluation.rows) {
        const int increment = row.offer.billingIncrementS.value_or(0);
        if (row.rank > 0 && (increment == 1 || increment == 60 || increment == 3600)
            && !increments.contains(increment)) {
            increments.insert(increment);
            shortlist.insert(row.offer.offer->key);
        }
    }
    return shortlist;
}

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    return dark;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTextStream err(stderr);
    if (argc != 2) {
        err << "usage: review_charts DIR\n";
        return 2;
    }
    const QDir folder(QString::fromLocal8Bit(argv[1]));
    if (!folder.exists()) {
        err << "review_charts: " << folder.path() << " is not a folder\n";
        return 1;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    core::Workload batch;
    batch.task = core::Task::Batch;
    batch.images = 50000;
    const auto interactive = uitest::snapshot();
    const auto batchJob = uitest::snapshot(batch);

    const struct
    {
        const char *name;
        Qt::LayoutDirection direction;
        bool dark;
    } looks[] = {{"light", Qt::LeftToRight, false},
                 {"dark", Qt::LeftToRight, true},
                 {"rtl", Qt::RightToLeft, false}};
    int written = 0;
    for (const auto &look : looks) {
        QApplication::setLayoutDirection(look.direction);
        for (const auto &snapshot : {interactive, batchJob}) {
            ui::ChartsPanel panel;
            if (look.dark)
                panel.setPalette(darkPalette());
            panel.setContents(snapshot, allRows(*snapshot), billingSteps(*interactive));
            for (int chart = 0; chart < 4; ++chart) {
                if (!panel.isChartAvailable(ui::ChartsPanel::Chart(chart)))
                    continue;
                panel.setCurrentChart(ui::ChartsPanel::Chart(chart));
                const QString stem = QStringLiteral("%1-%2-%3")
                                         .arg(QLatin1String(look.name),
                                              core::taskId(snapshot->evaluation.workload.task))
                                         .arg(chart);
                for (const char *suffix : {".png", ".svg"}) {
                    const QString path = folder.filePath(stem + QLatin1String(suffix));
                    QString error;
                    if (!panel.saveChart(path, &error)) {
                        err << "review_charts: " << error << '\n';
                        return 1;
                    }
                    ++written;
                }
            }
        }
    }
    QTextStream(stdout) << "review_charts: wrote " << written << " files to " << folder.path()
                        << '\n';
    return 0;
}
