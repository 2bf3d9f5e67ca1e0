#pragma once

#include "pricesource.h"

#include <QCoreApplication>

namespace core {

struct GpuHuntProvider
{
    QString name; // gpuhunt's provider name: "aws", "lambdalabs", "verda", …
    QString provider; // catalog provider id
    QString providerName;
};

// dstack's gpuhunt catalogs: a public S3 bucket, v3/<provider>/version naming the current
// version and v3/<provider>/<version>/catalog.zip (refreshed hourly). The zip holds CSV with the
// columns instance_name, location, price, cpu, memory, gpu_count, gpu_name, gpu_memory, spot, …
// (read by name); a row is on-demand or spot (`spot` True), and both rows of an instance and
// location become one offer. The zip is opened with QuaZip, its entries checked for size
// before they are inflated. The version text ("20251201-1234") dates the offers.
class GpuHuntSource final : public PriceSource
{
    Q_DECLARE_TR_FUNCTIONS(core::GpuHuntSource)

public:
    explicit GpuHuntSource(GpuHuntProvider provider);

    static QList<GpuHuntProvider> providers();

    SourceInfo info() const override;
    QUrl versionUrl(const QUrl &url) const override;
    QUrl answerUrl(const QUrl &url, const QByteArray &version) const override;
    Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                 const QDateTime &fetchedAt, const QUrl &url,
                                 const QByteArray &version) const override;

    // The CSV entries of a zip, inflated; a reason when it is no zip or too large inflated.
    static Expected<QList<QByteArray>> csvEntries(const QByteArray &zip, qint64 maxInflated);

private:
    Expected<SourceOffers> parseCsv(const QList<QByteArray> &tables, const Catalog &catalog,
                                    const QDateTime &observedAt, const QUrl &url) const;

    GpuHuntProvider m_provider;
};

} // namespace core
