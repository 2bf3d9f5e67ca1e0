#include "skypilotsource.h"

#include "csvreader.h"
#include "gpumatcher.h"
#include "offerbuilder.h"

#include <QRegularExpression>

namespace core {
namespace {

// GpuInfo is a Python literal: {'Gpus': [{'Name': 'A100 PCIe', …, 'MemoryInfo':
// {'SizeInMiB': 80}}], 'TotalGpuMemoryInMiB': 80}. Only the first GPU's name and size count.
struct GpuInfo
{
    QString name;
    std::optional<double> sizeInMib;
};

GpuInfo readGpuInfo(const QByteArray &text)
{
    static const QRegularExpression name(QStringLiteral("'name'\\s*:\\s*'([^']*)'"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression size(QStringLiteral("'SizeInMiB'\\s*:\\s*([0-9.eE+]+)"),
                                         QRegularExpression::CaseInsensitiveOption);
    GpuInfo info;
    if (text.isEmpty())
        return info;
    const QString value = QString::fromUtf8(text);
    if (const QRegularExpressionMatch m = name.match(value); m.hasMatch())
        info.name = m.captured(1);
    if (const QRegularExpressionMatch m = size.match(value); m.hasMatch()) {
        bool ok = false;
        const double mib = m.captured(1).toDouble(&ok);
        if (ok)
            info.sizeInMib = mib;
    }
    return info;
}

// RunPod's instance types end in _SECURE or _COMMUNITY: its two clouds, the catalog's tiers.
QString tierOf(const SkyPilotCloud &cloud, const QString &instanceType)
{
    if (cloud.cloud == QLatin1String("runpod")) {
        if (instanceType.endsWith(QLatin1String("_SECURE"), Qt::CaseInsensitive))
            return QStringLiteral("secure");
        if (instanceType.endsWith(QLatin1String("_COMMUNITY"), Qt::CaseInsensitive))
            return QStringLiteral("community");
    }
    return instanceType;
}

} // namespace

SkyPilotSource::SkyPilotSource(SkyPilotCloud cloud)
    : m_cloud(std::move(cloud))
{
}

QList<SkyPilotCloud> SkyPilotSource::clouds()
{
    // The clouds with GPUs under catalogs/v8/ of skypilot-org/skypilot-catalog (seen
    // 2026-12-01); SkyPilot's "verda" is DataCrunch, "vast" is Vast.ai, "do" DigitalOcean.
    return {
        {QStringLiteral("aws"), QStringLiteral("aws"), QStringLiteral("AWS"), false},
        {QStringLiteral("azure"), QStringLiteral("azure"), QStringLiteral("Microsoft Azure"),
         false},
        {QStringLiteral("gcp"), QStringLiteral("gcp"), QStringLiteral("Google Cloud"), false},
        {QStringLiteral("lambda"), QStringLiteral("lambda"), QStringLiteral("Lambda"), false},
        {QStringLiteral("runpod"), QStringLiteral("runpod"), QStringLiteral("RunPod"), true},
        {QStringLiteral("vast"), QStringLiteral("vast-ai"), QStringLiteral("Vast.ai"), false},
        {QStringLiteral("paperspace"), QStringLiteral("paperspace"), QStringLiteral("Paperspace"),
         false},
        {QStringLiteral("cudo"), QStringLiteral("cudo"), QStringLiteral("Cudo Compute"), false},
        {QStringLiteral("fluidstack"), QStringLiteral("fluidstack"), QStringLiteral("FluidStack"),
         false},
        {QStringLiteral("nebius"), QStringLiteral("nebius"), QStringLiteral("Nebius"), false},
        {QStringLiteral("verda"), QStringLiteral("datacrunch"),
         QStringLiteral("DataCrunch (Verda)"), false},
        {QStringLiteral("hyperstack"), QStringLiteral("hyperstack"), QStringLiteral("Hyperstack"),
         false},
        {QStringLiteral("do"), QStringLiteral("digitalocean"), QStringLiteral("DigitalOcean"),
         false},
        {QStringLiteral("oci"), QStringLiteral("oci"), QStringLiteral("Oracle Cloud"), false},
        {QStringLiteral("jarvislabs"), QStringLiteral("jarvislabs"), QStringLiteral("JarvisLabs"),
         false},
        {QStringLiteral("primeintellect"), QStringLiteral("primeintellect"),
         QStringLiteral("Prime Intellect"), false},
        {QStringLiteral("shadeform"), QStringLiteral("shadeform"), QStringLiteral("Shadeform"),
         false},
        {QStringLiteral("hyperbolic"), QStringLiteral("hyperbolic"), QStringLiteral("Hyperbolic"),
         false},
        {QStringLiteral("seeweb"), QStringLiteral("seeweb"), QStringLiteral("Seeweb"), false},
        {QStringLiteral("mithril"), QStringLiteral("mithril"), QStringLiteral("Mithril"), false},
        {QStringLiteral("yotta"), QStringLiteral("yotta"), QStringLiteral("Yotta"), false},
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
                                   "skypilot-catalog/master/catalogs/v8/%1/vms.csv")
                        .arg(m_cloud.cloud));
    // The AWS and Azure files run to several MB; 64 MiB leaves room to grow.
    info.maxBytes = 64 * 1024 * 1024;
    return info;
}

Expected<SourceOffers> SkyPilotSource::parse(const QByteArray &answer, const Catalog &catalog,
                                             const QDateTime &fetchedAt, const QUrl &url,
                                             const QByteArray &) const
{
    const SourceInfo about = info();
    CsvReader reader(answer);
    QList<QByteArray> fields;
    if (!reader.next(fields))
        return Error{tr("%1 is empty or not CSV.").arg(about.name)};
    const CsvColumns columns(fields);
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

    OfferBuilder builder(about.id, m_cloud.provider, fetchedAt,
                         QStringLiteral("SkyPilot catalog %1").arg(Download::safeUrl(url)));
    builder.reserve(answer.count('\n'));
    const GpuMatcher matcher(catalog);
    // A file repeats a few GpuInfo texts on thousands of rows: each is read once.
    QHash<QByteArray, GpuInfo> gpuInfos;
    while (reader.next(fields)) {
        builder.countRow();
        const QString accelerator
            = QString::fromUtf8(CsvColumns::field(fields, nameColumn)).trimmed();
        if (accelerator.isEmpty()) {
            builder.skipRow(); // a CPU instance: nothing for GPU Scout
            continue;
        }
        const QByteArray &infoText = CsvColumns::field(fields, infoColumn);
        auto known = gpuInfos.constFind(infoText);
        if (known == gpuInfos.cend())
            known = gpuInfos.insert(infoText, readGpuInfo(infoText));
        const GpuInfo &gpuInfo = *known;
        std::optional<double> memoryGb;
        if (gpuInfo.sizeInMib) {
            // RunPod writes GB under SizeInMiB; so does anyone whose "MiB" is below 512.
            const double size = *gpuInfo.sizeInMib;
            memoryGb = m_cloud.sizeInMibIsGb || size < 512 ? size : size / 1024.0;
        }
        const QString instanceType
            = QString::fromUtf8(CsvColumns::field(fields, instanceColumn)).trimmed();
        const QString gpu = matcher.match(accelerator, memoryGb,
                                          gpuInfo.name + QLatin1Char(' ') + instanceType);
        if (gpu.isEmpty()) {
            builder.unknownGpu(accelerator);
            continue;
        }
        RowPrices row;
        row.gpu = gpu;
        row.gpuCount = OfferBuilder::count(CsvColumns::field(fields, countColumn));
        row.tier = tierOf(m_cloud, instanceType);
        row.region = QString::fromUtf8(CsvColumns::field(fields, regionColumn)).trimmed();
        row.onDemand = OfferBuilder::price(CsvColumns::field(fields, priceColumn));
        row.spot = OfferBuilder::price(CsvColumns::field(fields, spotColumn));
        row.vcpus = OfferBuilder::count(CsvColumns::field(fields, cpuColumn), 4096);
        row.ramGb = OfferBuilder::amount(CsvColumns::field(fields, memoryColumn));
        builder.add(row);
    }
    if (reader.failed())
        return Error{tr("%1 is cut off or not CSV: record %2 has an unterminated quote.")
                         .arg(about.name)
                         .arg(reader.record())};
    return builder.finish();
}

} // namespace core
