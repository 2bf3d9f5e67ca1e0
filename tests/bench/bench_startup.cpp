// bench_startup: gpuscout started on a stored catalog of 100,000 offers (or the count given as
// the first argument), as a returning user starts it (catalog stored, window saved):
//   startup_100k_first_paint  process start to the end of the window's first painted frame.
//                             Target: at most 3x its floor, at any catalog size.
//   startup_100k_filled       process start to the first frame with the table filled: the
//                             catalog read, evaluated and shown. Target: at most 600 ms.
//   catalog_load_100k         the store's read of the catalog (CatalogStore::load), beside
//                             catalog_load_100k_floor: the same offers' columns stepped through
//                             with one forward-only QSqlQuery, each cell fetched and nothing kept.
// Each start-up figure beside startup_100k_floor, a minimal Qt Widgets window of gpuscout's size
// started and timed the same way (tests/bench/minimal_window.cpp), the runs alternating so both see
// the same machine. Offscreen, on a 1920x1080 screen, with settings of its own. The times come from
// the processes' own reports (app/gui/startupprobe.h) on the steady clock all processes share.
#include "benchutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/common/allocator.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/offertable.h>

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>

namespace {

struct Times
{
    double firstPaintMs = 0;
    double filledMs = 0;
};

double reported(const QString &output, const QString &name,
                std::chrono::steady_clock::duration started)
{
    const QRegularExpression line(QStringLiteral("^") + name + QStringLiteral(": (\\d+)$"),
                                  QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = line.match(output);
    if (!match.hasMatch())
        return -1;
    const auto at = std::chrono::nanoseconds(match.captured(1).toLongLong());
    return std::chrono::duration<double, std::milli>(at - started).count();
}

Times run(const QString &program, const QStringList &arguments, const QString &screenConfig)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GPUSCOUT_QUIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"),
                       QStringLiteral("offscreen:configfile=") + screenConfig);
    process.setProcessEnvironment(environment);
    const auto started = std::chrono::steady_clock::now().time_since_epoch();
    process.start(program, arguments);
    const bool finished = process.waitForFinished(300000);
    const QString output = QString::fromUtf8(process.readAllStandardOutput());
    Times times;
    times.firstPaintMs = reported(output, QStringLiteral("first_paint_steady_ns"), started);
    times.filledMs = reported(output, QStringLiteral("filled_steady_ns"), started);
    if (!finished || process.exitCode() != 0 || times.firstPaintMs < 0) {
        QTextStream(stderr) << program
                            << " did not report its first paint: " << process.readAllStandardError()
                            << Qt::endl;
        std::exit(1);
    }
    return times;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    core::tuneAllocator(); // as the executables do
    QCoreApplication app(argc, argv);
    const int offers = argc > 1 ? QByteArray(argv[1]).toInt() : 100000;
    if (offers <= 0) {
        QTextStream(stderr) << "usage: bench_startup [OFFERS]" << Qt::endl;
        return 2;
    }
    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("startup.sqlite"));
    {
        auto opened = core::Database::open(database);
        if (!opened)
            qFatal("%s", qPrintable(opened.error()));
        const core::Catalog catalog = core::syntheticCatalog(
            core::CatalogImporter::bundled().value(), offers);
        // Not the bundled origin: the start loads it as it is, as after an import or an update.
        const core::Status stored = core::CatalogStore(**opened).replace(catalog,
                                                                         QStringLiteral("bench"));
        if (!stored.ok())
            qFatal("%s", qPrintable(stored.error()));
    }
    double loadMs = 0;
    double loadFloorMs = 0;
    {
        auto opened = core::Database::open(database);
        if (!opened)
            qFatal("%s", qPrintable(opened.error()));
        loadMs = bench::medianMs(3, [&] {
            if (core::CatalogStore(**opened).load().value().offers.size() != offers)
                qFatal("the catalog lost offers");
        });
        QSqlDatabase db = (*opened)->connection();
        volatile qsizetype sink = 0;
        loadFloorMs = bench::medianMs(3, [&] {
            QSqlQuery query(db);
            query.setForwardOnly(true);
            if (!query.exec(QStringLiteral("SELECT ") + core::offertable::columns()
                            + QStringLiteral(" FROM offers ORDER BY rowid")))
                qFatal("select");
            const int columns = 18;
            qsizetype cells = 0;
            while (query.next()) {
                for (int i = 0; i < columns; ++i)
                    cells += query.value(i).isNull() ? 0 : 1;
            }
            sink = cells;
        });
    }
    const QString screenConfig = dir.filePath(QStringLiteral("screen.json"));
    {
        QFile file(screenConfig);
        if (!file.open(QIODevice::WriteOnly))
            return 1;
        file.write(R"({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080,
                      "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    }
    const QString gui = QStringLiteral(GPUSCOUT_GUI);
    const QStringList arguments{QStringLiteral("--database"), database,
                                QStringLiteral("--settings"),
                                dir.filePath(QStringLiteral("settings.ini"))};
    run(gui, arguments, screenConfig); // saves the window, as a first day does
    std::vector<double> firstPaint, filled, floor;
    for (int i = 0; i < 5; ++i) {
        const Times times = run(gui, arguments, screenConfig);
        if (times.filledMs < 0) {
            QTextStream(stderr) << "gpuscout did not report its filled table" << Qt::endl;
            return 1;
        }
        firstPaint.push_back(times.firstPaintMs);
        filled.push_back(times.filledMs);
        floor.push_back(
            run(QStringLiteral(GPUSCOUT_MINIMAL_WINDOW), {}, screenConfig).firstPaintMs);
    }
    const QByteArray prefix = "startup_"
        + (offers % 1000 == 0 ? QByteArray::number(offers / 1000) + 'k'
                              : QByteArray::number(offers));
    const auto name = [&prefix](const char *figure) { return QByteArray(prefix + figure); };
    const double floorMs = median(floor);
    bench::print(name("_first_paint").constData(), median(firstPaint), "ms");
    bench::print(name("_first_paint_floor").constData(), floorMs, "ms");
    bench::print(name("_first_paint_ratio").constData(), median(firstPaint) / floorMs, "x");
    bench::print(name("_filled").constData(), median(filled), "ms");
    bench::print(name("_filled_floor").constData(), floorMs, "ms");
    const QByteArray load = "catalog_load" + prefix.mid(7);
    bench::print(load.constData(), loadMs, "ms");
    bench::print(QByteArray(load + "_floor").constData(), loadFloorMs, "ms");
    return 0;
}
