// update_100k: importing a 100,000-row SkyPilot-shaped CSV into the database the way an
// update does (parse and map, merge by the rules, validate, store in one transaction with the
// offers' origins and the price history) beside update_100k_floor: parsing the same CSV and
// inserting its rows with one prepared statement in one transaction. Target: at most 3x.
// Also the peak resident memory of the process (VmHWM), and where each update's time goes.
// update_100k_again: the same source fetched again with 1 % of its prices changed, after the
// first update, beside the same floor and the first update (target: no slower than it).
// Prints "name: value unit" lines.
#include "benchutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/common/allocator.h>
#include <core/network/sources/csvreader.h>
#include <core/network/sources/sourcemerge.h>
#include <core/network/sources/sourceregistry.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/sqlutil.h>

#include <QCoreApplication>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace core;

namespace {

constexpr int rows = 100000;

// AWS's column order; 100,000 distinct instance types over a few GPUs and regions.
QByteArray skyPilotCsv()
{
    struct Gpu
    {
        const char *name;
        int mib;
    };
    const Gpu gpus[] = {{"T4", 16384},   {"A10G", 24576}, {"L4", 24576},
                        {"L40S", 49152}, {"A100", 40960}, {"H100", 81920}};
    const char *regions[] = {"us-east-1", "us-west-2", "eu-west-1", "ap-south-1"};
    QByteArray csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,"
                     "Price,SpotPrice,Region,AvailabilityZone\n";
    csv.reserve(rows * 220);
    for (int i = 0; i < rows; ++i) {
        const Gpu &gpu = gpus[i % 6];
        const int count = 1 << (i % 4);
        csv += "bench" + QByteArray::number(i / 4) + ".xlarge," + gpu.name + ','
            + QByteArray::number(count) + ".0,8.0,32.0,\"{'Gpus': [{'Name': '" + gpu.name
            + "', 'Manufacturer': 'NVIDIA', 'Count': " + QByteArray::number(count)
            + ", 'MemoryInfo': {'SizeInMiB': " + QByteArray::number(gpu.mib) + "}}]}\","
            + QByteArray::number(0.5 + (i % 997) * 0.01, 'f', 4) + ','
            + QByteArray::number(0.2 + (i % 991) * 0.005, 'f', 4) + ',' + regions[i % 4] + ",az1\n";
    }
    return csv;
}

// The CSV with every hundredth on-demand price raised by a cent.
QByteArray changedPrices(const QByteArray &csv)
{
    QList<QByteArray> lines = csv.split('\n');
    for (qsizetype i = 1; i < lines.size(); i += 100) {
        QList<QByteArray> fields = lines.at(i).split(',');
        // The GpuInfo field holds commas: the price is the fourth field from the end.
        if (fields.size() < 4)
            continue;
        QByteArray &price = fields[fields.size() - 4];
        price = QByteArray::number(price.toDouble() + 0.01, 'f', 4);
        lines[i] = fields.join(',');
    }
    return lines.join('\n');
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

long peakResidentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return -1;
}

std::unique_ptr<Database> freshDatabase(const QTemporaryDir &dir, const QString &name)
{
    QFile::remove(dir.filePath(name));
    auto database = Database::open(dir.filePath(name));
    if (!database)
        qFatal("%s", qPrintable(database.error()));
    if (!CatalogStore(**database).loadOrSeed())
        qFatal("cannot seed");
    return std::move(database).value();
}

} // namespace

int main(int argc, char **argv)
{
    core::tuneAllocator(); // as the executables do
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QByteArray csv = skyPilotCsv();
    const std::optional<SourceInfo> info = sourceInfo(QStringLiteral("skypilot:aws"));
    const std::unique_ptr<PriceSource> source = makePriceSource(info->id);
    int run = 0;
    // Where an update's time goes, run by run: loading the stored catalog, parsing and mapping,
    // the merge with its checks, and the store's transaction.
    // Each figure times the update (or the floor's insert) alone: creating and seeding the
    // fresh database each run starts from is outside both, as it is part of neither.
    struct Steps
    {
        std::vector<double> total, load, parse, merge, store;
    };
    Steps firstSteps, againSteps;
    const auto update = [&](const QByteArray &answer) {
        std::unique_ptr<Database> database = freshDatabase(dir,
                                                           QStringLiteral("u%1.sqlite").arg(++run));
        CatalogStore store(*database);
        const auto apply = [&](const QByteArray &body, Steps *steps) {
            QElapsedTimer timer;
            timer.start();
            const Catalog current = store.load().value();
            const double loaded = timer.nsecsElapsed() / 1e6;
            const QDateTime now = QDateTime::currentDateTimeUtc();
            Expected<SourceOffers> offers = source->parse(body, current, now, info->url);
            if (!offers || offers->offers.size() != rows)
                qFatal("parse: %lld offers", offers ? qlonglong(offers->offers.size()) : -1LL);
            const double parsed = timer.nsecsElapsed() / 1e6;
            const Expected<MergeResult> merged = mergeSourceOffers(current, *info,
                                                                   std::move(offers).value(), now);
            if (!merged)
                qFatal("%s", qPrintable(merged.error()));
            const double mergedAt = timer.nsecsElapsed() / 1e6;
            const Status status = store.replace(merged->catalog, CatalogStore::bundledOrigin());
            if (!status.ok())
                qFatal("%s", qPrintable(status.error()));
            if (steps) {
                const double total = timer.nsecsElapsed() / 1e6;
                steps->total.push_back(total);
                steps->load.push_back(loaded);
                steps->parse.push_back(parsed - loaded);
                steps->merge.push_back(mergedAt - parsed);
                steps->store.push_back(total - mergedAt);
            }
        };
        if (answer.isEmpty()) {
            apply(csv, &firstSteps);
            return;
        }
        apply(csv, nullptr);
        apply(answer, &againSteps);
    };
    for (int i = 0; i < 3; ++i)
        update(QByteArray());
    const double first = median(firstSteps.total);
    const long peakKb = peakResidentKb();

    std::vector<double> floorMs;
    for (int i = 0; i < 3; ++i) {
        std::unique_ptr<Database> database = freshDatabase(dir,
                                                           QStringLiteral("f%1.sqlite").arg(++run));
        QElapsedTimer timer;
        timer.start();
        QSqlDatabase db = database->connection();
        if (!sql::exec(db,
                       QStringLiteral("CREATE TABLE floor (instance TEXT, gpu TEXT, count REAL,"
                                      " price REAL, spot REAL, region TEXT)"))
                 .ok())
            qFatal("create");
        sql::Transaction transaction(db);
        QSqlQuery query(db);
        if (!sql::prepare(query, QStringLiteral("INSERT INTO floor VALUES (?, ?, ?, ?, ?, ?)"))
                 .ok())
            qFatal("prepare");
        CsvReader reader(csv);
        QList<QByteArray> fields;
        reader.next(fields);
        const CsvColumns columns(fields);
        const int instance = columns.indexOf("InstanceType");
        const int gpu = columns.indexOf("AcceleratorName");
        const int count = columns.indexOf("AcceleratorCount");
        const int price = columns.indexOf("Price");
        const int spot = columns.indexOf("SpotPrice");
        const int region = columns.indexOf("Region");
        while (reader.next(fields)) {
            sql::bind(query,
                      {QString::fromUtf8(fields.at(instance)), QString::fromUtf8(fields.at(gpu)),
                       fields.at(count).toDouble(), fields.at(price).toDouble(),
                       fields.at(spot).toDouble(), QString::fromUtf8(fields.at(region))});
            if (!sql::exec(query).ok())
                qFatal("insert");
        }
        if (!transaction.commit().ok())
            qFatal("commit");
        floorMs.push_back(timer.nsecsElapsed() / 1e6);
    }
    const double floor = median(floorMs);

    bench::print("update_100k", first, "ms");
    bench::print("update_100k_floor", floor, "ms");
    bench::print("update_100k_ratio", first / floor, "x");
    bench::print("update_100k_peak_rss", double(peakKb) / 1024.0, "MiB");
    bench::print("update_100k_load", median(firstSteps.load), "ms");
    bench::print("update_100k_parse", median(firstSteps.parse), "ms");
    bench::print("update_100k_merge", median(firstSteps.merge), "ms");
    bench::print("update_100k_store", median(firstSteps.store), "ms");
    // The same source again, 1 % of its prices changed: only those offers are written. Target:
    // no slower than the first update (update_100k, printed again beside it).
    for (int i = 0; i < 3; ++i)
        update(changedPrices(csv));
    const double again = median(againSteps.total);
    bench::print("update_100k_again", again, "ms");
    bench::print("update_100k_again_floor", floor, "ms");
    bench::print("update_100k_again_ratio", again / floor, "x");
    bench::print("update_100k_again_first", first, "ms");
    bench::print("update_100k_again_vs_first", again / first, "x");
    bench::print("update_100k_again_load", median(againSteps.load), "ms");
    bench::print("update_100k_again_parse", median(againSteps.parse), "ms");
    bench::print("update_100k_again_merge", median(againSteps.merge), "ms");
    bench::print("update_100k_again_store", median(againSteps.store), "ms");
    return 0;
}
