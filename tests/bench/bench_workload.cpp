// bench_workload: a workload change in the main window at 100,000 offers, as a user feels it.
//   workload_change_100k        from the change (a new step count) until the offers table has
//                               the new figures and has repainted, beside the engine's bare
//                               evaluation of the same workload (workload_change_100k_floor).
//                               Target ≤ 150 ms.
//   workload_change_100k_model  the same until the table's model has the new figures.
//   workload_change_100k_stall  the longest the GUI thread did not run a 5 ms timer during the
//                               change, beside the longest gap of the same timer while idle
//                               (workload_change_100k_stall_floor). Target: a frame or two.
//   workload_change_100k_blocking_stall  the same stall when the change is waited for on the
//                               GUI thread (Session::waitForEvaluation), as an evaluation on the
//                               GUI thread would block it: what the worker saves.
// Each figure is the median of several changes; the stall's worst change is printed too.
#include "benchutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/common/allocator.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersview.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <vector>

namespace {

constexpr int Runs = 7;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Records when the offers view last painted.
class PaintProbe final : public QObject
{
public:
    explicit PaintProbe(const QElapsedTimer &clock)
        : m_clock(clock)
    {
    }
    qint64 paintedNs = -1;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            paintedNs = m_clock.nsecsElapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_clock;
};

// The longest gap between ticks of a 5 ms timer while `work` runs, until `done` holds; `work`
// starts from a tick, so a blocking call inside it counts.
struct Ticks
{
    double maxGapMs = 0;
};

Ticks runTicking(const std::function<void()> &work, const std::function<bool()> &done,
                 const QElapsedTimer &clock)
{
    Ticks ticks;
    qint64 last = -1;
    bool started = false;
    QEventLoop loop;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(5);
    QObject::connect(&timer, &QTimer::timeout, &loop, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last >= 0)
            ticks.maxGapMs = std::max(ticks.maxGapMs, (now - last) / 1e6);
        last = clock.nsecsElapsed();
        if (!started) {
            started = true;
            work();
            return;
        }
        if (done())
            loop.quit();
    });
    QTimer limit;
    limit.setSingleShot(true);
    QObject::connect(&limit, &QTimer::timeout, &loop, [&loop] {
        QTextStream(stderr) << "the change did not finish in 60 s" << Qt::endl;
        loop.exit(1);
    });
    limit.start(60000);
    timer.start();
    if (loop.exec() != 0)
        std::exit(1);
    return ticks;
}

} // namespace

int main(int argc, char *argv[])
{
    core::tuneAllocator(); // as the executables do
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    auto database = core::Database::open(QDir(dir.path()).filePath(QStringLiteral("bench.sqlite")));
    if (!database) {
        QTextStream(stderr) << database.error() << Qt::endl;
        return 1;
    }
    core::Session session(**database);
    core::Workload workload;
    workload.task = core::Task::Batch;
    workload.images = 50'000;
    session.setWorkload(workload);
    const core::Status replaced = session.replaceCatalog(
        core::syntheticCatalog(core::CatalogImporter::bundled().value(), 100'000),
        QStringLiteral("bench"), true);
    if (!replaced.ok()) {
        QTextStream(stderr) << replaced.error() << Qt::endl;
        return 1;
    }
    ui::Settings settings(QDir(dir.path()).filePath(QStringLiteral("settings.ini")));
    ui::LanguageManager languages;
    ui::MainWindow window(session, settings, languages);
    window.resize(1400, 820);
    window.show();
    QCoreApplication::processEvents();

    QElapsedTimer clock;
    clock.start();
    PaintProbe probe(clock);
    window.offersView()->viewport()->installEventFilter(&probe);
    qint64 modelNs = -1;
    QObject::connect(&session, &core::Session::evaluationChanged, &app,
                     [&] { modelNs = clock.nsecsElapsed(); });

    // Every change really changes the figures: the step count alternates.
    int steps = 30;
    const auto nextWorkload = [&] {
        core::Workload next = session.workload();
        steps = steps == 30 ? 31 : 30;
        next.config.steps = steps;
        return next;
    };

    std::vector<double> changed;
    std::vector<double> model;
    std::vector<double> stalls;
    for (int run = 0; run < Runs; ++run) {
        qint64 started = 0;
        modelNs = -1;
        const core::Workload next = nextWorkload();
        const Ticks ticks = runTicking(
            [&] {
                started = clock.nsecsElapsed();
                probe.paintedNs = -1;
                session.setWorkload(next);
            },
            [&] { return modelNs >= 0 && probe.paintedNs > modelNs; }, clock);
        changed.push_back((probe.paintedNs - started) / 1e6);
        model.push_back((modelNs - started) / 1e6);
        stalls.push_back(ticks.maxGapMs);
    }

    // The same changes waited for on the GUI thread.
    std::vector<double> blocking;
    for (int run = 0; run < Runs; ++run) {
        modelNs = -1;
        const core::Workload next = nextWorkload();
        const Ticks ticks = runTicking(
            [&] {
                probe.paintedNs = -1;
                session.setWorkload(next);
                session.waitForEvaluation();
            },
            [&] { return modelNs >= 0 && probe.paintedNs > modelNs; }, clock);
        blocking.push_back(ticks.maxGapMs);
    }

    // The floors: the engine alone, and the timer's gaps with nothing to do (as long as a change).
    const core::Workspace workspace = session.workspace();
    const double engine = bench::medianMs(Runs, [&] {
        core::Workload next = nextWorkload();
        (void)workspace.evaluate(next);
    });
    std::vector<double> idle;
    for (int run = 0; run < Runs; ++run) {
        const qint64 until = clock.nsecsElapsed() + qint64(median(changed) * 1e6);
        idle.push_back(
            runTicking([] {}, [&] { return clock.nsecsElapsed() >= until; }, clock).maxGapMs);
    }

    bench::print("workload_change_100k", median(changed), "ms");
    bench::print("workload_change_100k_floor", engine, "ms");
    bench::print("workload_change_100k_model", median(model), "ms");
    bench::print("workload_change_100k_stall", median(stalls), "ms");
    bench::print("workload_change_100k_stall_worst",
                 *std::max_element(stalls.begin(), stalls.end()), "ms");
    bench::print("workload_change_100k_stall_floor", median(idle), "ms");
    bench::print("workload_change_100k_blocking_stall", median(blocking), "ms");
    return 0;
}
