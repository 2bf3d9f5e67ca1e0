#pragma once

#include "pricesource.h"

#include <QCoreApplication>

namespace core {

// One cloud of SkyPilot's public catalog: the folder name there, the catalog provider it
// feeds, and whether its GpuInfo `SizeInMiB` values are really GB (RunPod's are).
struct SkyPilotCloud
{
    QString cloud; // "aws", "runpod", "verda", …
    QString provider; // catalog provider id: "aws", "runpod", "datacrunch", …
    QString providerName;
    bool sizeInMibIsGb = false;
};

// SkyPilot's catalog (github.com/skypilot-org/skypilot-catalog, catalogs/v8/<cloud>/vms.csv,
// regenerated every few hours): one row per instance type, region and zone, with the columns
// InstanceType, AcceleratorName, AcceleratorCount, vCPUs, MemoryGiB, GpuInfo, Price,
// SpotPrice, Region, AvailabilityZone in an order that differs from cloud to cloud — so they
// are read by header name. Rows without an accelerator (CPU instances) are left out; zones of
// a region become one offer at the zone's lowest price (the price SkyPilot itself quotes).
class SkyPilotSource final : public PriceSource
{
    Q_DECLARE_TR_FUNCTIONS(core::SkyPilotSource)

public:
    explicit SkyPilotSource(SkyPilotCloud cloud);

    static QList<SkyPilotCloud> clouds();

    SourceInfo info() const override;
    Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                 const QDateTime &fetchedAt, const QUrl &url,
                                 const QByteArray &version) const override;

private:
    SkyPilotCloud m_cloud;
};

} // namespace core
