// bench_workspace: the offers table at 100,000 rows, and start-up.
//   sort_100k    re-sorting the proxy by a computed column (total cost), beside std::sort over
//                the same keys (sort_100k_floor). Target ≤ 3× the floor.
//   filter_100k  applying a search and filter, beside a plain loop over the same predicate
//                (filter_100k_floor). Target ≤ 3× the floor.
//   startup      process start to the first painted main window on the bundled catalog,
//                beside a minimal Qt Widgets window (startup_floor). Target ≤ 2× the floor.
#include "benchutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/session/session.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersproxymodel.h>

#include <QApplication>
#include <QProcess>
#include <QTemporaryDir>

#include <cmath>

namespace {

double processMs(const QString &program, const QStringList &arguments)
{
    return bench::medianMs(5, [&] {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("GPUSCOUT_QUIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.start(program, arguments);
        process.waitForFinished(60000);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    auto catalog = std::make_shared<const core::Catalog>(
        core::syntheticCatalog(core::CatalogImporter::bundled().value(), 100'000));
    const core::Engine engine(*catalog);
    core::Workload workload;
    workload.task = core::Task::Batch;
    workload.images = 50'000;
    auto snapshot = std::make_shared<const core::Snapshot>(
        core::Snapshot{catalog, engine.evaluate(workload, core::resolveOffers(*catalog)).value(), QDate::currentDate(), {}});

    ui::OffersModel model;
    model.setSnapshot(snapshot);
    ui::OffersProxyModel proxy;
    proxy.setOffersModel(&model);

    // Sorting: alternate the direction so every run really reorders.
    int run = 0;
    const double sort = bench::medianMs(7, [&] {
        proxy.sort(int(ui::OfferColumn::TotalCost), run++ % 2 ? Qt::AscendingOrder : Qt::DescendingOrder);
    });
    const double sortFloor = bench::medianMs(7, [&] {
        std::vector<double> keys;
        keys.reserve(snapshot->evaluation.rows.size());
        for (const core::OfferEvaluation &row : snapshot->evaluation.rows)
            keys.push_back(row.totalCostUsd.value_or(NAN));
        std::sort(keys.begin(), keys.end(), [](double a, double b) {
            if (std::isnan(a) || std::isnan(b))
                return !std::isnan(a) && std::isnan(b);
            return a < b;
        });
    });

    ui::OfferFilter filter;
    filter.search = QStringLiteral("h100");
    filter.minVramGb = 40;
    ui::OfferFilter other;
    other.search = QStringLiteral("rtx");
    run = 0;
    const double filterTime = bench::medianMs(7, [&] { proxy.setFilter(run++ % 2 ? filter : other); });
    run = 0;
    volatile int sink = 0;
    const double filterFloor = bench::medianMs(7, [&] {
        const ui::OfferFilter &current = run++ % 2 ? filter : other;
        int accepted = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            accepted += current.accepts(model.row(row), model.searchText(row), model.ageDays(row), false, 30);
        sink = accepted;
    });

    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("bench.sqlite"));
    processMs(QStringLiteral(GPUSCOUT_GUI), {QStringLiteral("--database"), database}); // seed the database once
    const double startup = processMs(QStringLiteral(GPUSCOUT_GUI), {QStringLiteral("--database"), database});
    const double startupFloor = processMs(QStringLiteral(GPUSCOUT_MINIMAL_WINDOW), {});

    bench::print("sort_100k", sort, "ms");
    bench::print("sort_100k_floor", sortFloor, "ms");
    bench::print("filter_100k", filterTime, "ms");
    bench::print("filter_100k_floor", filterFloor, "ms");
    bench::print("startup", startup, "ms");
    bench::print("startup_floor", startupFloor, "ms");
    return 0;
}
