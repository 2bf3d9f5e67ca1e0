#pragma once

#include "pricesource.h"

#include <QCoreApplication>

namespace core {

// One cloud of SkyPilot's public catalog: the folder name there, the catalog provider it
// feeds, and how its file is written.
struct SkyPilotCloud
{
    QString cloud; // "aws", "runpod", "verda", …
    QString provider; // catalog provider id: "aws", "runpod", "datacrunch", …
    QString providerName;
    QString version; // the newest schema folder that holds the cloud's file: "v9", "v8", "v6"
    bool sizeInMibIsGb = false; // RunPod writes GB under GpuInfo's SizeInMiB
    bool sizeIsTotal = false; // Vast writes the instance's total under SizeInMiB
    // What the provider rents when a row does not say (RunPod's "A100-80GB" is the PCIe card,
    // its SXM module says "SXM"); empty: SXM, what AWS p4d/p5 and GCP a2/a3 rent.
    QString unstatedFormFactor;
    // Mithril: Price (and SpotPrice, its copy) is the minimum price of its spot auction, not
    // an on-demand price: the offer is spot only, and its notes say what the price is.
    bool priceIsAuctionMinimum = false;
    // Vast: InstanceType is a name SkyPilot composes, "<count>x-<GPU>-<vCPUs>-<RAM>", not a product
    // of the provider's: the offer has no tier (count, GPU, vCPUs and RAM are its own fields).
    bool instanceTypeIsSynthetic = false;
};

// SkyPilot's catalog (github.com/skypilot-org/skypilot-catalog, catalogs/<version>/<cloud>/
// vms.csv, regenerated every few hours for some clouds, never for others): one row per instance
// type, region and zone, with the columns InstanceType, AcceleratorName, AcceleratorCount,
// vCPUs, MemoryGiB, GpuInfo, Price, SpotPrice, Region, AvailabilityZone in an order that
// differs from cloud to cloud — so they are read by header name. Rows without an accelerator
// (CPU instances) are left out, except GCP's: there the accelerator rows carry the GPU-only
// price and no instance type, and the instance price is the GPU's plus its host VM's
// (a2-highgpu-1g …) in the same zone. AWS rows of Local Zones and Wavelength zones are left
// out (the region's standard zones count). The file carries no date: GitHub's commits API
// (versionUrl) gives the last commit that touched it, which dates the offers.
class SkyPilotSource final : public PriceSource
{
    Q_DECLARE_TR_FUNCTIONS(core::SkyPilotSource)

public:
    explicit SkyPilotSource(SkyPilotCloud cloud);

    static QList<SkyPilotCloud> clouds();

    SourceInfo info() const override;
    QUrl versionUrl(const QUrl &url) const override;
    Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                 const QDateTime &fetchedAt, const QUrl &url,
                                 const QByteArray &version) const override;

    // The committer date of the first commit in a GitHub commits API answer; invalid when
    // the text is not one.
    static QDateTime lastCommitTime(const QByteArray &answer);

private:
    SkyPilotCloud m_cloud;
};

} // namespace core
