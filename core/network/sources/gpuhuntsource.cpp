#include "gpuhuntsource.h"

#include "csvreader.h"
#include "gpumatcher.h"
#include "offerbuilder.h"

#include <QBuffer>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>
#include <quazip.h>
#include <quazipfile.h>

namespace core {
namespace {

constexpr qint64 maxInflatedBytes = 256 * 1024 * 1024;

// "20251201-1234" (or "20251201") → 2025-12-01 00:00 UTC; invalid otherwise.
QDateTime dateOfVersion(const QByteArray &version)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{8})(?:-\\d+)?$"));
    const QRegularExpressionMatch m = pattern.match(QString::fromLatin1(version.trimmed()));
    if (!m.hasMatch())
        return {};
    const QDate date = QDate::fromString(m.captured(1), QStringLiteral("yyyyMMdd"));
    return date.isValid() ? QDateTime(date, QTime(0, 0), Qt::UTC) : QDateTime();
}

bool isTrue(const QByteArray &text)
{
    const QByteArray value = text.trimmed().toLower();
    return value == "true" || value == "1";
}

} // namespace

GpuHuntSource::GpuHuntSource(GpuHuntProvider provider)
    : m_provider(std::move(provider))
{
}

QList<GpuHuntProvider> GpuHuntSource::providers()
{
    // gpuhunt's offline providers, the ones its workflow publishes to the bucket.
    return {
        {QStringLiteral("aws"), QStringLiteral("aws"), QStringLiteral("AWS")},
        {QStringLiteral("azure"), QStringLiteral("azure"), QStringLiteral("Microsoft Azure")},
        {QStringLiteral("gcp"), QStringLiteral("gcp"), QStringLiteral("Google Cloud")},
        {QStringLiteral("lambdalabs"), QStringLiteral("lambda"), QStringLiteral("Lambda")},
        {QStringLiteral("nebius"), QStringLiteral("nebius"), QStringLiteral("Nebius")},
        {QStringLiteral("oci"), QStringLiteral("oci"), QStringLiteral("Oracle Cloud")},
        {QStringLiteral("runpod"), QStringLiteral("runpod"), QStringLiteral("RunPod")},
        {QStringLiteral("verda"), QStringLiteral("datacrunch"),
         QStringLiteral("DataCrunch (Verda)")},
        {QStringLiteral("cloudrift"), QStringLiteral("cloudrift"), QStringLiteral("CloudRift")},
    };
}

SourceInfo GpuHuntSource::info() const
{
    SourceInfo info;
    info.id = QStringLiteral("gpuhunt:") + m_provider.name;
    info.name = QStringLiteral("gpuhunt catalog (%1)").arg(m_provider.providerName);
    info.kind = SourceKind::Offers;
    info.providers = {m_provider.provider};
    info.providerNames = {m_provider.providerName};
    info.url = QUrl(QStringLiteral("https://dstack-gpu-pricing.s3.eu-west-1.amazonaws.com/v3/%1/"
                                   "latest/catalog.zip")
                        .arg(m_provider.name));
    info.maxBytes = 32 * 1024 * 1024;
    return info;
}

QUrl GpuHuntSource::versionUrl(const QUrl &url) const
{
    // gpuhunt publishes v3/<provider>/version beside the folders of its versions, one level
    // above <version>/catalog.zip (github.com/dstackai/gpuhunt's catalog workflow).
    if (url.isLocalFile())
        return url.resolved(QUrl(QStringLiteral("version")));
    return url.resolved(QUrl(QStringLiteral("../version")));
}

QUrl GpuHuntSource::answerUrl(const QUrl &url, const QByteArray &version) const
{
    // The catalog of that version: v3/<provider>/<version>/catalog.zip, in place of the
    // "latest" folder of the address.
    static const QRegularExpression token(QStringLiteral("^[A-Za-z0-9_-]{1,80}$"));
    const QString text = QString::fromLatin1(version.trimmed());
    const QString latest = QStringLiteral("/latest/");
    if (!token.match(text).hasMatch() || !url.path().contains(latest))
        return url;
    QUrl versioned(url);
    QString path = url.path();
    path.replace(path.lastIndexOf(latest), latest.size(),
                 QLatin1Char('/') + text + QLatin1Char('/'));
    versioned.setPath(path);
    return versioned;
}

Expected<QList<QByteArray>> GpuHuntSource::csvEntries(const QByteArray &zip, qint64 maxInflated)
{
    QByteArray data = zip;
    QBuffer buffer(&data);
    QuaZip archive(&buffer);
    if (!archive.open(QuaZip::mdUnzip))
        return Error{
            tr("the answer is not a zip archive (QuaZip error %1)").arg(archive.getZipError())};
    QList<QByteArray> tables;
    qint64 total = 0;
    for (bool more = archive.goToFirstFile(); more; more = archive.goToNextFile()) {
        const QString name = archive.getCurrentFileName();
        if (!name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            continue;
        QuaZipFile file(&archive);
        if (!file.open(QIODevice::ReadOnly))
            return Error{tr("the entry %1 of the zip cannot be opened (QuaZip error %2)")
                             .arg(name)
                             .arg(file.getZipError())};
        // The size the archive announces is checked first, then what really comes out.
        if (file.usize() < 0 || total + file.usize() > maxInflated)
            return Error{tr("the entry %1 would inflate to more than %2")
                             .arg(name, QLocale().formattedDataSize(maxInflated))};
        QByteArray table = file.read(maxInflated - total + 1);
        total += table.size();
        if (total > maxInflated)
            return Error{tr("the entry %1 would inflate to more than %2")
                             .arg(name, QLocale().formattedDataSize(maxInflated))};
        if (file.getZipError() != 0)
            return Error{tr("the entry %1 of the zip is damaged (QuaZip error %2)")
                             .arg(name)
                             .arg(file.getZipError())};
        file.close();
        tables.append(std::move(table));
    }
    if (tables.isEmpty())
        return Error{tr("the zip holds no CSV file")};
    return tables;
}

Expected<SourceOffers> GpuHuntSource::parse(const QByteArray &answer, const Catalog &catalog,
                                            const QDateTime &fetchedAt, const QUrl &url,
                                            const QByteArray &version) const
{
    const Expected<QList<QByteArray>> tables = csvEntries(answer, maxInflatedBytes);
    if (!tables)
        return Error{tr("%1 cannot be read: %2.").arg(info().name, tables.error())};
    // The version dates the catalog; without it the date is unknown (never the fetch day).
    Q_UNUSED(fetchedAt);
    return parseCsv(*tables, catalog, dateOfVersion(version), url);
}

Expected<SourceOffers> GpuHuntSource::parseCsv(const QList<QByteArray> &tables,
                                               const Catalog &catalog, const QDateTime &observedAt,
                                               const QUrl &url) const
{
    const SourceInfo about = info();
    OfferBuilder builder(about.id, m_provider.provider, observedAt,
                         QStringLiteral("gpuhunt catalog %1").arg(Download::safeUrl(url)));
    const GpuMatcher matcher(catalog);
    for (const QByteArray &table : tables) {
        CsvReader reader(table);
        QList<QByteArray> fields;
        if (!reader.next(fields))
            continue;
        const CsvColumns columns(fields);
        if (const QStringList missing = columns.missing(
                {"instance_name", "location", "price", "gpu_count", "gpu_name", "spot"});
            !missing.isEmpty())
            return Error{tr("%1 has changed shape: the header lacks the column(s) %2.")
                             .arg(about.name, missing.join(QStringLiteral(", ")))};
        const int instance = columns.indexOf("instance_name");
        const int location = columns.indexOf("location");
        const int price = columns.indexOf("price");
        const int cpu = columns.indexOf("cpu");
        const int memory = columns.indexOf("memory");
        const int gpuCount = columns.indexOf("gpu_count");
        const int gpuName = columns.indexOf("gpu_name");
        const int gpuMemory = columns.indexOf("gpu_memory");
        const int spot = columns.indexOf("spot");
        while (reader.next(fields)) {
            builder.countRow();
            const QString name = QString::fromUtf8(CsvColumns::field(fields, gpuName)).trimmed();
            if (name.isEmpty()) {
                builder.skipRow();
                continue;
            }
            const QString instanceName
                = QString::fromUtf8(CsvColumns::field(fields, instance)).trimmed();
            const QString gpu = matcher.match(
                name, OfferBuilder::amount(CsvColumns::field(fields, gpuMemory)), instanceName);
            if (gpu.isEmpty()) {
                builder.unknownGpu(name);
                continue;
            }
            RowPrices row;
            row.gpu = gpu;
            row.gpuCount = OfferBuilder::count(CsvColumns::field(fields, gpuCount));
            row.tier = instanceName;
            row.region = QString::fromUtf8(CsvColumns::field(fields, location)).trimmed();
            const std::optional<double> value = OfferBuilder::price(
                CsvColumns::field(fields, price));
            (isTrue(CsvColumns::field(fields, spot)) ? row.spot : row.onDemand) = value;
            row.vcpus = OfferBuilder::count(CsvColumns::field(fields, cpu), 4096);
            row.ramGb = OfferBuilder::amount(CsvColumns::field(fields, memory));
            builder.add(row);
        }
        if (reader.failed())
            return Error{tr("%1 is cut off or not CSV: record %2 has an unterminated quote.")
                             .arg(about.name)
                             .arg(reader.record())};
    }
    return builder.finish();
}

} // namespace core
