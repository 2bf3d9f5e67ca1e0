#include "skypilotsource.h"

#include "csvreader.h"
#include "gpumatcher.h"
#include "offerbuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrlQuery>

#include <cstring>

namespace core {
namespace {

// The catalog's words for a Mithril price (data, like every offer's notes; SkyPilot's fetcher
// writes the pricing API's minimum_price_cents as Price and again as SpotPrice).
const QString auctionMinimumNote = QStringLiteral(
    "spot auction: the price is the auction's minimum bid; capacity goes to higher bids, so a "
    "run may cost more");

// GpuInfo is a Python literal (JSON in Verda's file: "Name"): {'Gpus': [{'Name': 'A100 PCIe', …,
// 'MemoryInfo':
// {'SizeInMiB': 80}}], 'TotalGpuMemoryInMiB': 80}, or in older files the bare name
// ("A100-80GB"). Only the first GPU's name and size count.
struct GpuInfo
{
    QString name;
    std::optional<double> sizeInMib;
};

GpuInfo readGpuInfo(const QByteArray &text)
{
    static const QRegularExpression name(
        QStringLiteral("['\"]name['\"]\\s*:\\s*['\"]([^'\"]*)['\"]"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression size(QStringLiteral("['\"]SizeInMiB['\"]\\s*:\\s*([0-9.eE+]+)"),
                                         QRegularExpression::CaseInsensitiveOption);
    GpuInfo info;
    if (text.isEmpty())
        return info;
    const QString value = QString::fromUtf8(text);
    if (!value.contains(QLatin1Char('{'))) {
        info.name = value.trimmed();
        return info;
    }
    if (const QRegularExpressionMatch m = name.match(value); m.hasMatch())
        info.name = m.captured(1);
    if (const QRegularExpressionMatch m = size.match(value); m.hasMatch()) {
        bool ok = false;
        const double mib = m.captured(1).toDouble(&ok);
        if (ok && mib > 0) // Nebius writes 0: unknown
            info.sizeInMib = mib;
    }
    return info;
}

// RunPod's instance types end in _SECURE or _COMMUNITY: its two clouds, the catalog's tiers.
QString tierOf(const SkyPilotCloud &cloud, const QString &instanceType)
{
    if (cloud.instanceTypeIsSynthetic)
        return {};
    if (cloud.cloud == QLatin1String("runpod")) {
        if (instanceType.endsWith(QLatin1String("_SECURE"), Qt::CaseInsensitive))
            return QStringLiteral("secure");
        if (instanceType.endsWith(QLatin1String("_COMMUNITY"), Qt::CaseInsensitive))
            return QStringLiteral("community");
    }
    return instanceType;
}

// What the provider rents when the row does not say. Lambda's 1-, 2- and 4-GPU A100 and V100
// instances are PCIe cards, its 8-GPU nodes HGX boards (SXM). Azure's NC series are PCIe cards
// (its NCads H100 v5 the H100 NVL), its ND series HGX boards.
QString unstatedFormFactor(const SkyPilotCloud &cloud, int count, const QString &instanceType)
{
    if (cloud.cloud == QLatin1String("lambda"))
        return count >= 8 ? QStringLiteral("sxm") : QStringLiteral("pcie");
    if (cloud.cloud == QLatin1String("azure")) {
        if (instanceType.startsWith(QLatin1String("Standard_ND")))
            return QStringLiteral("sxm");
        if (instanceType.startsWith(QLatin1String("Standard_NC")))
            return instanceType.contains(QLatin1String("H100")) ? QStringLiteral("nvl")
                                                                : QStringLiteral("pcie");
    }
    return cloud.unstatedFormFactor;
}

// AWS Local Zones (by id use1-bos1-az1, by name us-east-1-bos-1a) and Wavelength zones
// (use1-wl1-bos-wlz1) sell at other prices to other users: only the region's own zones
// (use1-az4, us-east-1a) count.
// `zoneIds` keeps each zone's verdict on the id pattern: a file repeats its zones on every row.
bool isLocalOrWavelengthZone(const QString &region, const QString &zone,
                             QHash<QString, bool> &zoneIds)
{
    static const QRegularExpression id(QStringLiteral("^[a-z]+[0-9]+-[a-z0-9-]+-(az|wlz)[0-9]+$"));
    auto known = zoneIds.constFind(zone);
    if (known == zoneIds.cend())
        known = zoneIds.insert(zone, id.match(zone).hasMatch());
    return *known
        || (zone.size() > region.size() && zone.startsWith(region)
            && zone.at(region.size()) == QLatin1Char('-'));
}

// The VM a GCP accelerator is rented with, as SkyPilot pairs them: A2/A3/A4/G2 machine types
// come with their GPUs; the N1 GPUs attach to any N1 VM and SkyPilot's default host for them is
// n1-highmem-8. Empty for anything else (TPUs).
QString gcpHost(const QString &accelerator, int count)
{
    struct Family
    {
        const char *accelerator;
        QList<std::pair<int, const char *>> hosts;
    };
    static const QList<Family> families = {
        {"A100",
         {{1, "a2-highgpu-1g"},
          {2, "a2-highgpu-2g"},
          {4, "a2-highgpu-4g"},
          {8, "a2-highgpu-8g"},
          {16, "a2-megagpu-16g"}}},
        {"A100-80GB",
         {{1, "a2-ultragpu-1g"},
          {2, "a2-ultragpu-2g"},
          {4, "a2-ultragpu-4g"},
          {8, "a2-ultragpu-8g"}}},
        {"H100",
         {{1, "a3-highgpu-1g"}, {2, "a3-highgpu-2g"}, {4, "a3-highgpu-4g"}, {8, "a3-highgpu-8g"}}},
        {"H100-MEGA", {{8, "a3-megagpu-8g"}}},
        {"H200", {{8, "a3-ultragpu-8g"}}},
        {"B200", {{8, "a4-highgpu-8g"}}},
        {"L4",
         {{1, "g2-standard-4"},
          {2, "g2-standard-24"},
          {4, "g2-standard-48"},
          {8, "g2-standard-96"}}},
    };
    static const QStringList n1 = {QStringLiteral("T4"), QStringLiteral("V100"),
                                   QStringLiteral("P100"), QStringLiteral("P4"),
                                   QStringLiteral("K80")};
    if (n1.contains(accelerator))
        return QStringLiteral("n1-highmem-8");
    for (const Family &family : families) {
        if (accelerator != QLatin1String(family.accelerator))
            continue;
        for (const auto &[gpus, host] : family.hosts) {
            if (gpus == count)
                return QString::fromLatin1(host);
        }
    }
    return {};
}

bool isGcpHost(const QString &type)
{
    for (const char *family : {"a2-", "a3-", "a4-", "g2-standard-", "n1-highmem-8"}) {
        if (type.startsWith(QLatin1String(family)))
            return true;
    }
    return false;
}

struct HostPrice
{
    std::optional<double> onDemand;
    std::optional<double> spot;
    std::optional<int> vcpus;
    std::optional<double> ramGb;
};

// The lines of a file, from one memchr to the next (QByteArray::count reads byte by byte: 9 ms
// for a 100,000-row file).
qsizetype lineCount(QByteArrayView data)
{
    qsizetype lines = 0;
    const char *at = data.data();
    const char *const end = at + data.size();
    while (at < end) {
        const void *newline = std::memchr(at, '\n', std::size_t(end - at));
        if (!newline)
            break;
        ++lines;
        at = static_cast<const char *>(newline) + 1;
    }
    return lines;
}

std::optional<double> sum(std::optional<double> a, std::optional<double> b)
{
    return a && b ? OfferBuilder::price(*a + *b) : std::nullopt;
}

} // namespace

SkyPilotSource::SkyPilotSource(SkyPilotCloud cloud)
    : m_cloud(std::move(cloud))
{
}

QList<SkyPilotCloud> SkyPilotSource::clouds()
{
    // The clouds with GPUs in skypilot-org/skypilot-catalog, each in the newest schema folder
    // that holds its vms.csv (seen 2026-12-05: catalogs/v9 for aws, gcp, lambda, vast, cudo,
    // fluidstack, nebius, oci, seeweb; v8 for runpod, verda, hyperstack, jarvislabs,
    // primeintellect, shadeform, hyperbolic, mithril, yotta; only v6 for azure, paperspace
    // and do). SkyPilot's "verda" is DataCrunch, "vast" is Vast.ai, "do" DigitalOcean.
    const auto cloud = [](const char *id, const char *provider, const char *name,
                          const char *version, const char *unstated = "") {
        SkyPilotCloud c;
        c.cloud = QString::fromLatin1(id);
        c.provider = QString::fromLatin1(provider);
        c.providerName = QString::fromLatin1(name);
        c.version = QString::fromLatin1(version);
        c.unstatedFormFactor = QString::fromLatin1(unstated);
        return c;
    };
    SkyPilotCloud runpod = cloud("runpod", "runpod", "RunPod", "v8", "pcie");
    runpod.sizeInMibIsGb = true;
    SkyPilotCloud vast = cloud("vast", "vast-ai", "Vast.ai", "v9");
    vast.sizeIsTotal = true;
    vast.instanceTypeIsSynthetic = true;
    SkyPilotCloud mithril = cloud("mithril", "mithril", "Mithril", "v8");
    mithril.priceIsAuctionMinimum = true;
    return {
        cloud("aws", "aws", "AWS", "v9"),
        cloud("azure", "azure", "Microsoft Azure", "v6"),
        cloud("gcp", "gcp", "Google Cloud", "v9"),
        cloud("lambda", "lambda", "Lambda", "v9"),
        runpod,
        vast,
        cloud("paperspace", "paperspace", "Paperspace", "v6", "pcie"),
        cloud("cudo", "cudo", "Cudo Compute", "v9", "pcie"),
        cloud("fluidstack", "fluidstack", "FluidStack", "v9"),
        cloud("nebius", "nebius", "Nebius", "v9"),
        cloud("verda", "datacrunch", "DataCrunch (Verda)", "v8"),
        cloud("hyperstack", "hyperstack", "Hyperstack", "v8"),
        cloud("do", "digitalocean", "DigitalOcean", "v6"),
        cloud("oci", "oci", "Oracle Cloud", "v9"),
        cloud("jarvislabs", "jarvislabs", "JarvisLabs", "v8"),
        cloud("primeintellect", "primeintellect", "Prime Intellect", "v8"),
        cloud("shadeform", "shadeform", "Shadeform", "v8"),
        cloud("hyperbolic", "hyperbolic", "Hyperbolic", "v8"),
        cloud("seeweb", "seeweb", "Seeweb", "v9"),
        mithril,
        cloud("yotta", "yotta", "Yotta", "v8"),
    };
}

SourceInfo SkyPilotSource::info() const
{
    SourceInfo info;
    info.id = QStringLiteral("skypilot:") + m_cloud.cloud;
    info.name = QStringLiteral("SkyPilot catalog (%1)").arg(m_cloud.providerName);
    info.kind = SourceKind::Offers;
    info.providers = {m_cloud.provider};
    info.providerNames = {m_cloud.providerName};
    info.url = QUrl(QStringLiteral("https://raw.githubusercontent.com/skypilot-org/"
                                   "skypilot-catalog/master/catalogs/%1/%2/vms.csv")
                        .arg(m_cloud.version, m_cloud.cloud));
    // The AWS and GCP files run to several MB; 64 MiB leaves room to grow.
    info.maxBytes = 64 * 1024 * 1024;
    return info;
}

QUrl SkyPilotSource::versionUrl(const QUrl &url) const
{
    // raw.githubusercontent.com/<owner>/<repo>/<branch>/<path> → GitHub's commits API for
    // <path>, one commit: key-less, one request per file (and a 304 when the ETag still
    // holds). A mirror in the same layout (the tests' loopback server) is asked at its origin.
    if (!url.isValid() || url.isLocalFile())
        return {};
    const QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.size() < 4)
        return {};
    QUrl api;
    api.setScheme(url.scheme());
    if (url.host() == QLatin1String("raw.githubusercontent.com")) {
        api.setHost(QStringLiteral("api.github.com"));
    } else {
        api.setHost(url.host());
        api.setPort(url.port());
    }
    api.setPath(QStringLiteral("/repos/%1/%2/commits").arg(parts.at(0), parts.at(1)));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("path"), parts.mid(3).join(QLatin1Char('/')));
    query.addQueryItem(QStringLiteral("sha"), parts.at(2));
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("1"));
    api.setQuery(query);
    return api;
}

QDateTime SkyPilotSource::lastCommitTime(const QByteArray &answer)
{
    const QJsonDocument document = QJsonDocument::fromJson(answer);
    if (!document.isArray() || document.array().isEmpty())
        return {};
    const QJsonObject commit
        = document.array().first().toObject().value(QStringLiteral("commit")).toObject();
    const QString date = commit.value(QStringLiteral("committer"))
                             .toObject()
                             .value(QStringLiteral("date"))
                             .toString();
    QDateTime time = QDateTime::fromString(date, Qt::ISODate);
    return time.isValid() ? time.toUTC() : QDateTime();
}

Expected<SourceOffers> SkyPilotSource::parse(const QByteArray &answer, const Catalog &catalog,
                                             const QDateTime &, const QUrl &url,
                                             const QByteArray &version) const
{
    const SourceInfo about = info();
    CsvReader reader(answer);
    QList<QByteArray> header;
    if (!reader.next(header))
        return Error{tr("%1 is empty or not CSV.").arg(about.name)};
    const CsvColumns columns(header);
    if (const QStringList missing = columns.missing(
            {"InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region"});
        !missing.isEmpty())
        return Error{tr("%1 has changed shape: the header lacks the column(s) %2.")
                         .arg(about.name, missing.join(QStringLiteral(", ")))};
    const int instanceColumn = columns.indexOf("InstanceType");
    const int nameColumn = columns.indexOf("AcceleratorName");
    const int countColumn = columns.indexOf("AcceleratorCount");
    const int cpuColumn = columns.indexOf("vCPUs");
    const int memoryColumn = columns.indexOf("MemoryGiB");
    const int infoColumn = columns.indexOf("GpuInfo");
    const int priceColumn = columns.indexOf("Price");
    const int spotColumn = columns.indexOf("SpotPrice");
    const int regionColumn = columns.indexOf("Region");
    const int zoneColumn = columns.indexOf("AvailabilityZone");
    // The rows as views into the answer: no field is copied that is not kept.
    QList<QByteArrayView> fields;
    const auto text = [](const QList<QByteArrayView> &row, int column) {
        return QString::fromUtf8(CsvColumns::field(row, column)).trimmed();
    };
    // Names a file repeats on thousands of rows (GPUs, regions, zones): each converted once.
    QHash<QByteArray, QString> names;
    const auto name = [&names](const QList<QByteArrayView> &row, int column) {
        const QByteArrayView field = CsvColumns::field(row, column);
        const auto found = names.constFind(QByteArray::fromRawData(field.data(), field.size()));
        if (found != names.cend())
            return *found;
        return *names.insert(field.toByteArray(), QString::fromUtf8(field).trimmed());
    };
    const bool gcp = m_cloud.cloud == QLatin1String("gcp");
    const bool aws = m_cloud.cloud == QLatin1String("aws");

    // GCP: the host VMs' prices per zone, read before the accelerator rows that need them.
    QHash<QString, HostPrice> hosts;
    if (gcp) {
        CsvReader first(answer);
        first.next(fields);
        while (first.next(fields)) {
            if (!text(fields, nameColumn).isEmpty())
                continue;
            const QString type = text(fields, instanceColumn);
            if (!isGcpHost(type))
                continue;
            hosts.insert(type + QLatin1Char('|') + text(fields, zoneColumn),
                         {OfferBuilder::price(CsvColumns::field(fields, priceColumn)),
                          OfferBuilder::price(CsvColumns::field(fields, spotColumn)),
                          OfferBuilder::count(CsvColumns::field(fields, cpuColumn), 4096),
                          OfferBuilder::amount(CsvColumns::field(fields, memoryColumn))});
        }
    }

    OfferBuilder builder(about.id, m_cloud.provider, lastCommitTime(version),
                         QStringLiteral("SkyPilot catalog %1").arg(Download::safeUrl(url)));
    builder.reserve(lineCount(answer));
    const GpuMatcher matcher(catalog);
    // A file repeats a few GpuInfo texts on thousands of rows: each is read once.
    QHash<QByteArray, GpuInfo> gpuInfos;
    QHash<QString, bool> zoneIds;
    qsizetype withoutHost = 0;
    QString withoutHostExample;
    while (reader.next(fields)) {
        builder.countRow();
        const QString accelerator = name(fields, nameColumn);
        if (accelerator.isEmpty() || accelerator.startsWith(QLatin1String("tpu-"))) {
            builder.skipRow(); // a CPU instance or a TPU: nothing for GPU Scout
            continue;
        }
        const QString region = name(fields, regionColumn);
        const QString zone = name(fields, zoneColumn);
        if (aws && isLocalOrWavelengthZone(region, zone, zoneIds)) {
            builder.skipRow();
            continue;
        }
        const std::optional<int> count = OfferBuilder::count(
            CsvColumns::field(fields, countColumn));
        const QByteArrayView infoText = CsvColumns::field(fields, infoColumn);
        auto known = gpuInfos.constFind(QByteArray::fromRawData(infoText.data(), infoText.size()));
        if (known == gpuInfos.cend()) {
            const QByteArray copy = infoText.toByteArray();
            known = gpuInfos.insert(copy, readGpuInfo(copy));
        }
        const GpuInfo &gpuInfo = *known;
        std::optional<double> memoryGb;
        if (gpuInfo.sizeInMib) {
            double size = *gpuInfo.sizeInMib;
            if (m_cloud.sizeIsTotal) // Vast: the instance's total, per GPU = total ÷ count
                size /= count.value_or(1);
            // RunPod writes GB under SizeInMiB; so does anyone whose "MiB" is below 512.
            memoryGb = m_cloud.sizeInMibIsGb || size < 512 ? size : size / 1024.0;
        }
        QString instanceType = text(fields, instanceColumn);
        RowPrices row;
        row.onDemand = OfferBuilder::price(CsvColumns::field(fields, priceColumn));
        row.spot = OfferBuilder::price(CsvColumns::field(fields, spotColumn));
        row.vcpus = OfferBuilder::count(CsvColumns::field(fields, cpuColumn), 4096);
        row.ramGb = OfferBuilder::amount(CsvColumns::field(fields, memoryColumn));
        if (m_cloud.priceIsAuctionMinimum) {
            row.spot = row.onDemand;
            row.onDemand.reset();
            row.notes = auctionMinimumNote;
        }
        if (gcp && instanceType.isEmpty()) {
            // A GPU-only price: the instance is the GPU with its host VM, never the GPU alone.
            const QString host = count ? gcpHost(accelerator, *count) : QString();
            const auto found = hosts.constFind(host + QLatin1Char('|') + zone);
            if (host.isEmpty() || found == hosts.cend() || !sum(row.onDemand, found->onDemand)) {
                if (withoutHost++ == 0)
                    withoutHostExample = QStringLiteral("%1 × %2 %3")
                                             .arg(count.value_or(0))
                                             .arg(accelerator, zone);
                builder.skipRow();
                continue;
            }
            instanceType = host;
            row.onDemand = sum(row.onDemand, found->onDemand);
            row.spot = sum(row.spot, found->spot);
            row.vcpus = found->vcpus;
            row.ramGb = found->ramGb;
        }
        const QString gpu = matcher.match(
            accelerator, memoryGb, gpuInfo.name + QLatin1Char(' ') + instanceType,
            unstatedFormFactor(m_cloud, count.value_or(1), instanceType));
        if (gpu.isEmpty()) {
            builder.unknownGpu(accelerator);
            continue;
        }
        row.gpu = gpu;
        row.gpuCount = count;
        row.tier = tierOf(m_cloud, instanceType);
        row.region = region;
        builder.add(std::move(row));
    }
    if (reader.failed())
        return Error{tr("%1 is cut off or not CSV: record %2 has an unterminated quote.")
                         .arg(about.name)
                         .arg(reader.record())};
    SourceOffers offers = builder.finish();
    if (withoutHost > 0)
        offers.notices.append(tr("%n GPU-only price(s) without their host VM in the file were "
                                 "left out (for example %1).",
                                 nullptr, int(std::min<qsizetype>(withoutHost, 1000000)))
                                  .arg(withoutHostExample));
    return offers;
}

} // namespace core
