// update_100k: importing a 100,000-row SkyPilot-shaped CSV into the database the way an
// update does (parse and map, merge by the rules, validate, store in one transaction with the
// offers' origins and the price history) beside update_100k_floor: parsing the same CSV and
// inserting its rows with one prepared statement in one transaction. Target: at most 3x.
// Also the peak resident memory of the process (VmHWM). Prints "name: value unit" lines.
#include "benchutil.h"

#include <core/catalog/catalogimporter.h>
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
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QByteArray csv = skyPilotCsv();
    const std::optional<SourceInfo> info = sourceInfo(QStringLiteral("skypilot:aws"));
    const std::unique_ptr<PriceSource> source = makePriceSource(info->id);
    int run = 0;

    const double update = bench::medianMs(3, [&] {
        std::unique_ptr<Database> database = freshDatabase(dir,
                                                           QStringLiteral("u%1.sqlite").arg(++run));
        CatalogStore store(*database);
        const Catalog current = store.load().value();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const Expected<SourceOffers> offers = source->parse(csv, current, now, info->url);
        if (!offers || offers->offers.size() != rows)
            qFatal("parse: %lld offers", offers ? qlonglong(offers->offers.size()) : -1LL);
        const Expected<MergeResult> merged = mergeSourceOffers(current, *info, *offers, now);
        if (!merged)
            qFatal("%s", qPrintable(merged.error()));
        const Status status = store.replace(merged->catalog, CatalogStore::bundledOrigin());
        if (!status.ok())
            qFatal("%s", qPrintable(status.error()));
    });
    const long peakKb = peakResidentKb();

    const double floor = bench::medianMs(3, [&] {
        std::unique_ptr<Database> database = freshDatabase(dir,
                                                           QStringLiteral("f%1.sqlite").arg(++run));
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
    });

    bench::print("update_100k", update, "ms");
    bench::print("update_100k_floor", floor, "ms");
    bench::print("update_100k_ratio", update / floor, "x");
    bench::print("update_100k_peak_rss", double(peakKb) / 1024.0, "MiB");
    return 0;
}
