#include "sourceregistry.h"

#include "awsspotadvisorsource.h"
#include "gpuhuntsource.h"
#include "runpodsource.h"
#include "skypilotsource.h"
#include "vastaisource.h"

#include <core/currency/ecbrates.h>
#include <core/network/catalogfeed.h>

namespace core {

QList<SourceInfo> allSources()
{
    QList<SourceInfo> sources;
    // The project's feed: .github/workflows/catalog.yml would publish it to GitHub Pages, but
    // nothing has been published at its address (gpuscout.github.io/gpuscout does not exist),
    // so it is no part of an update of every source; `update --source feed`, `update --url` and
    // the feed address setting still use it.
    sources.append({QStringLiteral("feed"),
                    QStringLiteral("GPU Scout catalog feed"),
                    SourceKind::Catalog,
                    {},
                    {},
                    CatalogFeed::defaultUrl(),
                    16 * 1024 * 1024,
                    /*live=*/false,
                    /*runByDefault=*/false});
    for (const SkyPilotCloud &cloud : SkyPilotSource::clouds())
        sources.append(SkyPilotSource(cloud).info());
    for (const GpuHuntProvider &provider : GpuHuntSource::providers())
        sources.append(GpuHuntSource(provider).info());
    sources.append(VastAiSource().info());
    sources.append(RunPodSource().info());
    sources.append(AwsSpotAdvisorSource().info());
    sources.append({QStringLiteral("ecb"),
                    QStringLiteral("European Central Bank reference rates"),
                    SourceKind::Rates,
                    {},
                    {},
                    EcbRates::defaultUrl(),
                    1024 * 1024});
    return sources;
}

std::optional<SourceInfo> sourceInfo(const QString &id)
{
    for (const SourceInfo &info : allSources()) {
        if (info.id == id)
            return info;
    }
    return std::nullopt;
}

std::unique_ptr<PriceSource> makePriceSource(const QString &id)
{
    for (const SkyPilotCloud &cloud : SkyPilotSource::clouds()) {
        if (id == QLatin1String("skypilot:") + cloud.cloud)
            return std::make_unique<SkyPilotSource>(cloud);
    }
    for (const GpuHuntProvider &provider : GpuHuntSource::providers()) {
        if (id == QLatin1String("gpuhunt:") + provider.name)
            return std::make_unique<GpuHuntSource>(provider);
    }
    if (id == QLatin1String("vast-ai"))
        return std::make_unique<VastAiSource>();
    if (id == QLatin1String("runpod"))
        return std::make_unique<RunPodSource>();
    if (id == QLatin1String("aws-spot-advisor"))
        return std::make_unique<AwsSpotAdvisorSource>();
    return nullptr;
}

} // namespace core
