// The SkyPilot adapter on real files of github.com/skypilot-org/skypilot-catalog (whole files or
// excerpts of whole rows, tests/data/sources/real, origins in tests/data/README-sources.md):
// each test names the rows an offer comes from and the offer they must make.
#include <core/catalog/catalogimporter.h>
#include <core/network/sources/skypilotsource.h>
#include <core/network/sources/sourceregistry.h>

#include <QFile>
#include <QTest>

using namespace core;

namespace {

const Catalog &bundled()
{
    static const Catalog catalog = CatalogImporter::bundled().value();
    return catalog;
}

QByteArray realFile(const char *name)
{
    QFile file(QStringLiteral(GPUSCOUT_TEST_DATA "/sources/real/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

// The answer of GitHub's commits API for one commit, cut to the fields GPU Scout reads (the
// shape of docs.github.com "List commits"; written for the test).
const QByteArray commitAnswer = R"([{"sha": "2c3d7ea7d76bf84cf80d382e946c1609571485fd",
    "commit": {"author": {"name": "github-actions[bot]", "date": "2026-11-28T06:12:40Z"},
               "committer": {"name": "GitHub", "date": "2026-11-28T06:12:41Z"},
               "message": "[Bot] Update catalog"}}])";

Expected<SourceOffers> parse(const char *cloud, const QByteArray &answer,
                             const QByteArray &version = commitAnswer)
{
    const std::unique_ptr<PriceSource> source = makePriceSource(QStringLiteral("skypilot:")
                                                                + QLatin1String(cloud));
    return source->parse(answer, bundled(), QDateTime(QDate(2026, 12, 5), QTime(1, 0), Qt::UTC),
                         source->info().url, version);
}

const Offer *find(const SourceOffers &offers, const char *provider, const char *gpu, int count,
                  const char *tier)
{
    for (const Offer &offer : offers.offers) {
        if (offer.key
            == OfferKey{QLatin1String(provider), QLatin1String(gpu), count, QLatin1String(tier),
                        QString()})
            return &offer;
    }
    return nullptr;
}

// No two offers of one machine, and none with a region: the regions are in its notes.
void checkOneOfferPerMachine(const SourceOffers &offers)
{
    QSet<OfferKey> keys;
    for (const Offer &offer : offers.offers) {
        QVERIFY2(offer.key.region.isEmpty(), qPrintable(offer.key.toString()));
        QVERIFY2(!keys.contains(offer.key), qPrintable(offer.key.toString()));
        keys.insert(offer.key);
        if (offer.spotPerHour && offer.onDemandPerHour)
            QVERIFY2(*offer.spotPerHour < *offer.onDemandPerHour, qPrintable(offer.key.toString()));
    }
}

#define PARSED(offers, ...)                                                                        \
    const Expected<SourceOffers> offers = parse(__VA_ARGS__);                                      \
    QVERIFY2(offers, qPrintable(offers ? QString() : offers.error()));                             \
    checkOneOfferPerMachine(*offers)

} // namespace

class TestSkyPilotFiles final : public QObject
{
    Q_OBJECT

private slots:
    void readsEachCloudFromItsNewestSchema();
    void asksGitHubForTheFilesLastCommit();
    void datesOffersByTheLastCommitOrNotAtAll();
    void lambdaOneOfferPerInstanceType();
    void runPodV7NamesThePcieCards();
    void runPodV8SpotEqualToOnDemandIsNoSpot();
    void vastMemoryIsTheTotalOverTheGpus();
    void gcpInstancePriceIsGpuPlusHost();
    void awsTakesTheStandardZones();
    void awsLeavesOutLocalAndWavelengthZones();
    void azureNcCardsAndH100Nvl();
    void cudoRegionsAndUnknownA800();
    void fluidStackNvlinkIsTheSxmBoard();
    void hyperbolicH100();
    void paperspaceQuadrosAndV100();
    void nebiusWithoutMemory();
    void verdaGpuInfoInJson();
    void hyperstackPcieNvlinkAndSeparateMemory();
    void mithrilPriceIsTheAuctionsMinimum();
};

void TestSkyPilotFiles::readsEachCloudFromItsNewestSchema()
{
    const auto url = [](const char *cloud) {
        return sourceInfo(QStringLiteral("skypilot:") + QLatin1String(cloud))->url.toString();
    };
    const QString base = QStringLiteral(
        "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/");
    QCOMPARE(url("aws"), base + QStringLiteral("v9/aws/vms.csv"));
    QCOMPARE(url("gcp"), base + QStringLiteral("v9/gcp/vms.csv"));
    QCOMPARE(url("lambda"), base + QStringLiteral("v9/lambda/vms.csv"));
    QCOMPARE(url("fluidstack"), base + QStringLiteral("v9/fluidstack/vms.csv"));
    QCOMPARE(url("runpod"), base + QStringLiteral("v8/runpod/vms.csv"));
    QCOMPARE(url("paperspace"), base + QStringLiteral("v6/paperspace/vms.csv"));
    QCOMPARE(url("do"), base + QStringLiteral("v6/do/vms.csv"));
    QCOMPARE(url("azure"), base + QStringLiteral("v6/azure/vms.csv"));
}

void TestSkyPilotFiles::asksGitHubForTheFilesLastCommit()
{
    const std::unique_ptr<PriceSource> aws = makePriceSource(QStringLiteral("skypilot:aws"));
    QCOMPARE(aws->versionUrl(aws->info().url).toString(),
             QStringLiteral("https://api.github.com/repos/skypilot-org/skypilot-catalog/commits"
                            "?path=catalogs/v9/aws/vms.csv&sha=master&per_page=1"));
    // A mirror in the same layout is asked at its own origin; other addresses have no date.
    QCOMPARE(
        aws->versionUrl(QUrl(QStringLiteral("http://127.0.0.1:8080/skypilot-org/"
                                            "skypilot-catalog/master/catalogs/v9/aws/vms.csv")))
            .toString(),
        QStringLiteral("http://127.0.0.1:8080/repos/skypilot-org/skypilot-catalog/commits"
                       "?path=catalogs/v9/aws/vms.csv&sha=master&per_page=1"));
    QVERIFY(aws->versionUrl(QUrl(QStringLiteral("http://127.0.0.1:8080/vms.csv"))).isEmpty());
    QVERIFY(aws->versionUrl(QUrl::fromLocalFile(QStringLiteral("/tmp/vms.csv"))).isEmpty());
}

void TestSkyPilotFiles::datesOffersByTheLastCommitOrNotAtAll()
{
    PARSED(dated, "hyperbolic", realFile("skypilot-v8-hyperbolic-vms.csv"));
    QCOMPARE(dated->observedAt, QDateTime(QDate(2026, 11, 28), QTime(6, 12, 41), Qt::UTC));
    for (const Offer &offer : dated->offers)
        QCOMPARE(offer.observedAt.text(), QStringLiteral("2026-11-28"));
    // No commit to read: "date unknown", never the day of the fetch.
    PARSED(undated, "hyperbolic", realFile("skypilot-v8-hyperbolic-vms.csv"), QByteArray());
    QVERIFY(!undated->observedAt.isValid());
    for (const Offer &offer : undated->offers)
        QVERIFY(!offer.observedAt.isValid());
    QVERIFY(
        !SkyPilotSource::lastCommitTime("{\"message\": \"API rate limit exceeded\"}").isValid());
}

void TestSkyPilotFiles::lambdaOneOfferPerInstanceType()
{
    // v9/lambda/vms.csv lists every instance type once per region (17 regions at one price):
    // 25 types, three of them CPU-only (cpu_4x_general…).
    PARSED(offers, "lambda", realFile("skypilot-v9-lambda-vms.csv"));
    QCOMPARE(offers->rows, 425);
    QCOMPARE(offers->skippedRows, 3 * 17);
    QCOMPARE(offers->offers.size(), 22);
    QVERIFY(offers->unknownGpuNames.isEmpty());
    // gpu_2x_a6000,A6000,2.0,28.0,200.0,2.18,<17 regions>
    const Offer *a6000 = find(*offers, "lambda", "rtx-a6000", 2, "gpu_2x_a6000");
    QVERIFY(a6000);
    QCOMPARE(a6000->onDemandPerHour, std::optional<double>(2.18));
    QVERIFY(!a6000->spotPerHour);
    QCOMPARE(a6000->vcpus, std::optional<int>(28));
    QVERIFY2(a6000->notes.startsWith(QLatin1String("17 regions: europe-central-1, asia-south-1")),
             qPrintable(a6000->notes));
    // gpu_1x_a100,A100,1.0,30.0,200.0,1.99,me-west-1,… 40 GB: Lambda's 1x A100 is the PCIe card.
    const Offer *a100 = find(*offers, "lambda", "a100-40gb-pcie", 1, "gpu_1x_a100");
    QVERIFY(a100);
    QCOMPARE(a100->onDemandPerHour, std::optional<double>(1.99));
    // gpu_1x_a100_sxm4,A100,1.0,30.0,200.0,1.99,…: the same price, the SXM4 module — two
    // machines, and the one the curated "1x A100 SXM 40GB" row of lambda.ai/pricing names.
    const Offer *a100Sxm = find(*offers, "lambda", "a100-40gb-sxm4", 1, "gpu_1x_a100_sxm4");
    QVERIFY(a100Sxm);
    QCOMPARE(a100Sxm->onDemandPerHour, std::optional<double>(1.99));
    // gpu_8x_a100,A100,8.0,124.0,1800.0,15.92,…: the 8-GPU node is an HGX board (SXM4).
    QCOMPARE(find(*offers, "lambda", "a100-40gb-sxm4", 8, "gpu_8x_a100")->onDemandPerHour,
             std::optional<double>(15.92));
    // gpu_8x_a100_80gb_sxm4,A100-80GB,8.0,…,22.32 and gpu_1x_gh200,GH200,1.0,…,2.29.
    QCOMPARE(find(*offers, "lambda", "a100-80gb-sxm4", 8, "gpu_8x_a100_80gb_sxm4")->onDemandPerHour,
             std::optional<double>(22.32));
    QCOMPARE(find(*offers, "lambda", "gh200-96gb", 1, "gpu_1x_gh200")->onDemandPerHour,
             std::optional<double>(2.29));
    // gpu_1x_rtx6000,RTX6000,1.0,14.0,46.0,0.69,…: the Quadro RTX 6000 (24 GB).
    const Offer *rtx6000 = find(*offers, "lambda", "quadro-rtx-6000", 1, "gpu_1x_rtx6000");
    QVERIFY(rtx6000);
    QCOMPARE(rtx6000->onDemandPerHour, std::optional<double>(0.69));
    // gpu_1x_h100_pcie 3.29 and gpu_1x_h100_sxm5 4.29: two GPUs, never one offer.
    QCOMPARE(find(*offers, "lambda", "h100-pcie", 1, "gpu_1x_h100_pcie")->onDemandPerHour,
             std::optional<double>(3.29));
    QCOMPARE(find(*offers, "lambda", "h100-sxm", 1, "gpu_1x_h100_sxm5")->onDemandPerHour,
             std::optional<double>(4.29));
    QCOMPARE(find(*offers, "lambda", "a10", 1, "gpu_1x_a10")->onDemandPerHour,
             std::optional<double>(1.29));
}

void TestSkyPilotFiles::runPodV7NamesThePcieCards()
{
    // v7: 1x_A100-80GB_SECURE,A100-80GB,…,GpuInfo "A100-80GB",CA,1.19,1.64,CA-MTL-1 (25 zones)
    // is the PCIe card; 1x_A100-80GB-SXM_SECURE,…,,1.89 the SXM module.
    PARSED(offers, "runpod", realFile("skypilot-v7-runpod-vms.csv"));
    QCOMPARE(offers->rows, 50);
    QCOMPARE(offers->offers.size(), 2);
    const Offer *pcie = find(*offers, "runpod", "a100-80gb-pcie", 1, "secure");
    QVERIFY(pcie);
    QCOMPARE(pcie->onDemandPerHour, std::optional<double>(1.64));
    QCOMPARE(pcie->spotPerHour, std::optional<double>(1.19));
    QVERIFY2(pcie->notes.contains(QLatin1String("8 regions")), qPrintable(pcie->notes));
    const Offer *sxm = find(*offers, "runpod", "a100-80gb-sxm4", 1, "secure");
    QVERIFY(sxm);
    QCOMPARE(sxm->onDemandPerHour, std::optional<double>(1.89));
    QVERIFY(!sxm->spotPerHour);
}

void TestSkyPilotFiles::runPodV8SpotEqualToOnDemandIsNoSpot()
{
    // v8: 1x_A100-80GB_SECURE,A100-80GB,1.0,8.0,117.0,IN,1.39,1.39,AP-IN-1,{'Name': 'A100 PCIe'…}
    PARSED(offers, "runpod", realFile("skypilot-v8-runpod-vms.csv"));
    QCOMPARE(offers->rows, 48);
    QCOMPARE(offers->offers.size(), 1);
    const Offer *pcie = find(*offers, "runpod", "a100-80gb-pcie", 1, "secure");
    QVERIFY(pcie);
    QCOMPARE(pcie->onDemandPerHour, std::optional<double>(1.39));
    QVERIFY(!pcie->spotPerHour);
    QCOMPARE(pcie->vcpus, std::optional<int>(8));
    QVERIFY2(pcie->notes.startsWith(QLatin1String("14 regions: IN, JP, CA")),
             qPrintable(pcie->notes));
    QVERIFY(offers->notices.isEmpty());
}

void TestSkyPilotFiles::vastMemoryIsTheTotalOverTheGpus()
{
    PARSED(offers, "vast", realFile("skypilot-v9-vast-vms.csv"));
    QCOMPARE(offers->rows, 64);
    // 2x-A100_SXM4,A100,2,…,'SizeInMiB': 163840,…,1.87,0.00,"Montana, US, NA": 2 × 80 GB …
    const Offer *a100x2 = find(*offers, "vast-ai", "a100-80gb-sxm4", 2, "");
    QVERIFY(a100x2);
    QCOMPARE(a100x2->onDemandPerHour, std::optional<double>(1.87));
    QVERIFY(!a100x2->spotPerHour); // 0.00 is no price
    // … and 'SizeInMiB': 81920,…,"Germany, DE, EU": 2 × 40 GB, not one 80 GB card.
    QVERIFY(find(*offers, "vast-ai", "a100-40gb-sxm4", 2, ""));
    // 2x-A100_PCIE,A100,2,…,81920,…,1.33: two 40 GB PCIe cards.
    QCOMPARE(find(*offers, "vast-ai", "a100-40gb-pcie", 2, "")->onDemandPerHour,
             std::optional<double>(1.33));
    // 2x-Tesla_V100,V100,2,…,32768,…,0.35: 16 GB each.
    QCOMPARE(find(*offers, "vast-ai", "v100-16gb-sxm2", 2, "")->onDemandPerHour,
             std::optional<double>(0.35));
    // 1x-H100_NVL,H100,1,…,95830 (94 GB) and 4x-H100_SXM,H100,4,…,326236: NVL and SXM apart.
    QCOMPARE(find(*offers, "vast-ai", "h100-nvl", 1, "")->onDemandPerHour,
             std::optional<double>(1.98));
    QCOMPARE(find(*offers, "vast-ai", "h100-sxm", 4, "")->onDemandPerHour,
             std::optional<double>(7.47));
    // 8x-RTX_3090,RTX3090,8,…,196608,…,1.29 and 5x-RTX_3090,…,122880,…,1.25: 24 GB each.
    QVERIFY(find(*offers, "vast-ai", "rtx-3090", 8, ""));
    QVERIFY(find(*offers, "vast-ai", "rtx-3090", 5, ""));
    // Rows whose GPU and size the catalog has not: reported, the rest applied.
    QCOMPARE(offers->unknownGpuNames,
             (QStringList{QStringLiteral("RTX3060"), QStringLiteral("RTX4060"),
                          QStringLiteral("RTX4070"), QStringLiteral("RTX5880-Ada")}));
    QCOMPARE(offers->skippedRows, 4);
    QCOMPARE(offers->offers.size(), 43);
}

void TestSkyPilotFiles::gcpInstancePriceIsGpuPlusHost()
{
    PARSED(offers, "gcp", realFile("skypilot-v9-gcp-vms-excerpt.csv"));
    QCOMPARE(offers->rows, 74);
    // ,,,A100,1,{…40960…},europe-west4,europe-west4-a,1.61365,1.3251 (the GPU alone) +
    // a2-highgpu-1g,12.0,85.0,,,,europe-west4,europe-west4-a,0.81406,0.36774 (its host).
    const Offer *a100 = find(*offers, "gcp", "a100-40gb-sxm4", 1, "a2-highgpu-1g");
    QVERIFY(a100);
    QCOMPARE(a100->onDemandPerHour, std::optional<double>(2.42771));
    QCOMPARE(a100->spotPerHour, std::optional<double>(1.69284));
    QCOMPARE(a100->vcpus, std::optional<int>(12));
    // us-central1: 2.93391 + 0.73948 = 3.67339; the median of the 6 regions is 2.65389.
    QVERIFY2(a100->notes.contains(QLatin1String("6 regions"))
                 && a100->notes.contains(QLatin1String("us-central1"))
                 && a100->notes.contains(QLatin1String("median 2.65")),
             qPrintable(a100->notes));
    // ,,,H100,4,…,europe-north1,europe-north1-c,16.80304,4.594 + a3-highgpu-4g 5.20824,0.55432.
    const Offer *h100 = find(*offers, "gcp", "h100-sxm", 4, "a3-highgpu-4g");
    QVERIFY(h100);
    QCOMPARE(h100->onDemandPerHour, std::optional<double>(22.01128));
    QCOMPARE(h100->spotPerHour, std::optional<double>(5.14832));
    QCOMPARE(offers->offers.size(), 2);
    // No GPU-only figure is an instance price.
    for (const Offer &offer : offers->offers) {
        QVERIFY(offer.onDemandPerHour != std::optional<double>(1.61365));
        QVERIFY(!offer.key.tier.isEmpty());
    }
    // asia-southeast1-b: spot 21.7456 + 2.4909 above on-demand 16.80304 + 5.83544, refused;
    // 16 H100 rows in zones whose a3-highgpu-4g the excerpt lacks, left out.
    QCOMPARE(offers->notices.size(), 2);
    QVERIFY2(offers->notices.at(0).startsWith(QLatin1String("2 spot price")),
             qPrintable(offers->notices.at(0)));
    QVERIFY2(offers->notices.at(1).startsWith(QLatin1String("16 GPU-only price")),
             qPrintable(offers->notices.at(1)));
}

void TestSkyPilotFiles::awsTakesTheStandardZones()
{
    PARSED(offers, "aws", realFile("skypilot-v9-aws-vms-excerpt.csv"));
    QCOMPARE(offers->rows, 50);
    QCOMPARE(offers->offers.size(), 2);
    // g5.4xlarge,A10G,1.0,…,1.72247,0.488200,eu-north-1,eun1-az2 and
    // g5.4xlarge,…,1.99691,0.407200,ap-northeast-2,apne2-az4: the lowest of each.
    const Offer *small = find(*offers, "aws", "a10g", 1, "g5.4xlarge");
    QVERIFY(small);
    QCOMPARE(small->onDemandPerHour, std::optional<double>(1.72247));
    QCOMPARE(small->spotPerHour, std::optional<double>(0.4072));
    // g5.48xlarge,A10G,8.0,…,16.288,6.335100,us-east-1,use1-az5 … 18.08518,4.847200,
    // ca-central-1,cac1-az2; cac1-az1's spot 18.0852 is above its 18.08518 and refused.
    const Offer *large = find(*offers, "aws", "a10g", 8, "g5.48xlarge");
    QVERIFY(large);
    QCOMPARE(large->onDemandPerHour, std::optional<double>(16.288));
    QCOMPARE(large->spotPerHour, std::optional<double>(4.8472));
    QCOMPARE(offers->notices.size(), 1);
}

void TestSkyPilotFiles::awsLeavesOutLocalAndWavelengthZones()
{
    // Written for the test in the v9 shape: a Local Zone (use1-bos1-az1) and a Wavelength zone
    // (use1-wl1-bos-wlz1) sell cheaper spot than the region's zones; they do not count.
    const QByteArray csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,"
                           "GpuInfo,Price,SpotPrice,Region,AvailabilityZone\n"
                           "g4dn.xlarge,T4,1.0,4.0,16.0,,0.526,0.2100,us-east-1,use1-az1\n"
                           "g4dn.xlarge,T4,1.0,4.0,16.0,,0.526,0.1900,us-east-1,use1-az4\n"
                           "g4dn.xlarge,T4,1.0,4.0,16.0,,0.526,0.0900,us-east-1,use1-bos1-az1\n"
                           "g4dn.xlarge,T4,1.0,4.0,16.0,,0.526,0.0800,us-east-1,"
                           "use1-wl1-bos-wlz1\n"
                           "g4dn.xlarge,T4,1.0,4.0,16.0,,0.52,0.1800,us-east-2,us-east-2a\n"
                           "g4dn.xlarge,T4,1.0,4.0,16.0,,0.40,0.0700,us-east-2,"
                           "us-east-2-chi-1a\n";
    PARSED(offers, "aws", csv);
    const Offer *t4 = find(*offers, "aws", "t4", 1, "g4dn.xlarge");
    QVERIFY(t4);
    QCOMPARE(t4->onDemandPerHour, std::optional<double>(0.52));
    QCOMPARE(t4->spotPerHour, std::optional<double>(0.18));
    QCOMPARE(offers->skippedRows, 3);
}

void TestSkyPilotFiles::azureNcCardsAndH100Nvl()
{
    PARSED(offers, "azure", realFile("skypilot-v6-azure-vms-excerpt.csv"));
    QCOMPARE(offers->rows, 43);
    // Standard_NC24ads_A100_v4,A100-80GB,1,24.0,220,A100-80GB,3.673,0.40403,westus3,V2: the NC
    // series' A100 is the PCIe card; the lowest spot is westus3's.
    const Offer *a100 = find(*offers, "azure", "a100-80gb-pcie", 1, "Standard_NC24ads_A100_v4");
    QVERIFY(a100);
    QCOMPARE(a100->onDemandPerHour, std::optional<double>(3.673));
    QCOMPARE(a100->spotPerHour, std::optional<double>(0.40403));
    // Standard_NC40ads_H100_v5,H100,1,…,6.98,6.98,eastus: the H100 NVL; spot = on-demand is none.
    const Offer *h100 = find(*offers, "azure", "h100-nvl", 1, "Standard_NC40ads_H100_v5");
    QVERIFY(h100);
    QCOMPARE(h100->onDemandPerHour, std::optional<double>(6.98));
    QVERIFY(!h100->spotPerHour);
    // Standard_NC24s_v3,V100,4,…,12.24,1.3464,westus3: four 16 GB PCIe V100s.
    QCOMPARE(find(*offers, "azure", "v100-16gb-pcie", 4, "Standard_NC24s_v3")->spotPerHour,
             std::optional<double>(1.3464));
    QCOMPARE(find(*offers, "azure", "t4", 1, "Standard_NC16as_T4_v3")->onDemandPerHour,
             std::optional<double>(1.204));
    // K80 rows: no catalog GPU, reported; Standard_NC32ads_A10_v4 names no accelerator.
    QCOMPARE(offers->unknownGpuNames, QStringList{QStringLiteral("K80")});
    QCOMPARE(offers->offers.size(), 5);
}

void TestSkyPilotFiles::cudoRegionsAndUnknownA800()
{
    PARSED(offers, "cudo", realFile("skypilot-v9-cudo-vms.csv"));
    QCOMPARE(offers->rows, 36);
    QCOMPARE(offers->offers.size(), 27);
    QCOMPARE(offers->unknownGpuNames, QStringList{QStringLiteral("A800")});
    // intel-broadwell-v100_1x2v4gb,V100,…,0.2084,us-dallas-1 and …,0.21,us-newyork-1.
    const Offer *v100 = find(*offers, "cudo", "v100-16gb-pcie", 1, "intel-broadwell-v100_1x2v4gb");
    QVERIFY(v100);
    QCOMPARE(v100->onDemandPerHour, std::optional<double>(0.2084));
    QVERIFY2(v100->notes.contains(QLatin1String("2 regions: us-dallas-1, us-newyork-1")),
             qPrintable(v100->notes));
    // epyc-genoa-a100-pcie_2x8v16gb,A100,2.0,8,16,3.1176,no-kristiansand-1 (80 GB each).
    QCOMPARE(find(*offers, "cudo", "a100-80gb-pcie", 2, "epyc-genoa-a100-pcie_2x8v16gb")
                 ->onDemandPerHour,
             std::optional<double>(3.1176));
    // sapphire-rapids-h100_1x2v4gb,H100-SXM,1.0,2,4,1.8214000000000001,no-kristiansand-1.
    QCOMPARE(find(*offers, "cudo", "h100-sxm", 1, "sapphire-rapids-h100_1x2v4gb")->onDemandPerHour,
             std::optional<double>(1.8214));
}

void TestSkyPilotFiles::fluidStackNvlinkIsTheSxmBoard()
{
    // H100_NVLINK_80GB::8,H100-NVLINK,8,252,1440.0,23.92,FINLAND,…
    PARSED(offers, "fluidstack", realFile("skypilot-v9-fluidstack-vms.csv"));
    QCOMPARE(offers->offers.size(), 1);
    QVERIFY(offers->unknownGpuNames.isEmpty());
    const Offer *h100 = find(*offers, "fluidstack", "h100-sxm", 8, "H100_NVLINK_80GB::8");
    QVERIFY(h100);
    QCOMPARE(h100->onDemandPerHour, std::optional<double>(23.92));
    QCOMPARE(h100->notes, QStringLiteral("Region: FINLAND"));
}

void TestSkyPilotFiles::hyperbolicH100()
{
    // 1x-H100-75-722,H100,1,75,722,800,1.29,default,{'Name': 'NVIDIA-H100-80GB-HBM3'…}
    PARSED(offers, "hyperbolic", realFile("skypilot-v8-hyperbolic-vms.csv"));
    QCOMPARE(offers->offers.size(), 3);
    QCOMPARE(find(*offers, "hyperbolic", "h100-sxm", 1, "1x-H100-75-722")->onDemandPerHour,
             std::optional<double>(1.29));
    QCOMPARE(find(*offers, "hyperbolic", "h100-sxm", 3, "3x-H100-224-2165")->onDemandPerHour,
             std::optional<double>(3.87));
}

void TestSkyPilotFiles::paperspaceQuadrosAndV100()
{
    PARSED(offers, "paperspace", realFile("skypilot-v6-paperspace-vms.csv"));
    QCOMPARE(offers->rows, 19);
    QCOMPARE(offers->offers.size(), 13);
    // GPU+,M4000,…: no catalog GPU (the file has no A800 row).
    QCOMPARE(offers->unknownGpuNames, QStringList{QStringLiteral("M4000")});
    // P4000,P4000,1.0,8,32.0,P4000,East Coast (NY2),,0.51: the Quadro P4000.
    QCOMPARE(find(*offers, "paperspace", "quadro-p4000", 1, "P4000")->onDemandPerHour,
             std::optional<double>(0.51));
    QCOMPARE(find(*offers, "paperspace", "quadro-p4000", 2, "P4000x2")->onDemandPerHour,
             std::optional<double>(1.02));
    // V100,V100,1.0,8,32.0,V100,…,2.29: the 16 GB PCIe card; V100-32G …,2.30: the 32 GB one.
    QCOMPARE(find(*offers, "paperspace", "v100-16gb-pcie", 1, "V100")->onDemandPerHour,
             std::optional<double>(2.29));
    QCOMPARE(find(*offers, "paperspace", "v100-32gb-sxm2", 1, "V100-32G")->onDemandPerHour,
             std::optional<double>(2.30));
    // A100-80G,A100-80GB,1.0,12,80.0,…,3.18 and H100x8,H100,8.0,…,47.60: PCIe cards.
    QCOMPARE(find(*offers, "paperspace", "a100-80gb-pcie", 1, "A100-80G")->onDemandPerHour,
             std::optional<double>(3.18));
    QCOMPARE(find(*offers, "paperspace", "h100-pcie", 8, "H100x8")->onDemandPerHour,
             std::optional<double>(47.60));
    QCOMPARE(find(*offers, "paperspace", "rtx-a4000", 4, "A4000x4")->onDemandPerHour,
             std::optional<double>(3.04));
}

void TestSkyPilotFiles::nebiusWithoutMemory()
{
    PARSED(offers, "nebius", realFile("skypilot-v9-nebius-vms.csv"));
    QCOMPARE(offers->rows, 74);
    QCOMPARE(offers->offers.size(), 18);
    // gpu-h100-sxm_1gpu-16vcpu-200gb,H100,1,16,200,2.95,eu-north1,{…'SizeInMiB': 0…},1.25
    const Offer *h100 = find(*offers, "nebius", "h100-sxm", 1, "gpu-h100-sxm_1gpu-16vcpu-200gb");
    QVERIFY(h100);
    QCOMPARE(h100->onDemandPerHour, std::optional<double>(2.95));
    QCOMPARE(h100->spotPerHour, std::optional<double>(1.25));
    // gpu-h200-sxm_8gpu-128vcpu-1600gb in eu-north1, eu-west1 and us-central1: one offer.
    const Offer *h200 = find(*offers, "nebius", "h200", 8, "gpu-h200-sxm_8gpu-128vcpu-1600gb");
    QVERIFY(h200);
    QCOMPARE(h200->onDemandPerHour, std::optional<double>(28.0));
    QCOMPARE(h200->spotPerHour, std::optional<double>(11.6));
    QVERIFY2(h200->notes.startsWith(QLatin1String("3 regions: eu-north1, eu-west1, us-central1")),
             qPrintable(h200->notes));
}

void TestSkyPilotFiles::verdaGpuInfoInJson()
{
    // Verda writes GpuInfo as JSON ({"Gpus": [{"Name": "V100", … "SizeInMiB": 16384}]}), not
    // as a Python literal: its memory still tells the 16 GB V100 from the 32 GB one.
    PARSED(offers, "verda", realFile("skypilot-v8-verda-vms.csv"));
    QCOMPARE(offers->rows, 33);
    QVERIFY2(offers->unknownGpuNames.isEmpty(),
             qPrintable(offers->unknownGpuNames.join(QLatin1Char(','))));
    // 1V100.6V,1V100.6V,6.0,23.0,V100,1.0,{… 16384 …},FIN-01,0.1381,
    const Offer *v100 = nullptr;
    for (const Offer &offer : offers->offers) {
        if (offer.key.tier == QLatin1String("1V100.6V"))
            v100 = &offer;
    }
    QVERIFY(v100);
    QVERIFY2(v100->key.gpu.startsWith(QLatin1String("v100-16gb")), qPrintable(v100->key.gpu));
    QCOMPARE(v100->onDemandPerHour, std::optional<double>(0.1381));
    // 1B200.30V,…,B200,1.0,{…},FIN-03,4.89,1.712
    QCOMPARE(find(*offers, "datacrunch", "b200", 1, "1B200.30V")->spotPerHour,
             std::optional<double>(1.712));
}

void TestSkyPilotFiles::hyperstackPcieNvlinkAndSeparateMemory()
{
    PARSED(offers, "hyperstack", realFile("skypilot-v8-hyperstack-vms.csv"));
    QCOMPARE(offers->rows, 25);
    QVERIFY2(offers->unknownGpuNames.isEmpty(),
             qPrintable(offers->unknownGpuNames.join(QLatin1Char(','))));
    // n3-A100x1,A100-80G-PCIe,1,28,120.0,{…},1.35,CANADA-1,
    QCOMPARE(find(*offers, "hyperstack", "a100-80gb-pcie", 1, "n3-A100x1")->onDemandPerHour,
             std::optional<double>(1.35));
    // n3-H100x8-NVLink,H100-80G-PCIe-NVLink,8,…,15.6,CANADA-1: PCIe cards with NVLink bridges.
    const Offer *bridged = find(*offers, "hyperstack", "h100-pcie", 8, "n3-H100x8-NVLink");
    QVERIFY(bridged);
    QCOMPARE(bridged->onDemandPerHour, std::optional<double>(15.6));
    // n3-H100-SXM5x8,H100-80G-SXM5,8,… 19.2 in CANADA-1 and US-1: one offer, the SXM board.
    const Offer *sxm = find(*offers, "hyperstack", "h100-sxm", 8, "n3-H100-SXM5x8");
    QVERIFY(sxm);
    QCOMPARE(sxm->onDemandPerHour, std::optional<double>(19.2));
    checkOneOfferPerMachine(*offers);
}

QTEST_GUILESS_MAIN(TestSkyPilotFiles)
void TestSkyPilotFiles::mithrilPriceIsTheAuctionsMinimum()
{
    // v8/mithril/vms.csv: Price is the pricing API's minimum_price_cents and SpotPrice repeats
    // it (SkyPilot's fetch_mithril.py): an H100 and an H200 both at 1.0 per GPU-hour.
    PARSED(offers, "mithril", realFile("skypilot-v8-mithril-vms.csv"));
    QCOMPARE(offers->rows, 4);
    QCOMPARE(offers->offers.size(), 4);
    // h100-80gb.sxm.1x,H100,1,20,226,1.0,1.0,us-central2-a,…: a spot price, no on-demand one.
    const Offer *h100 = find(*offers, "mithril", "h100-sxm", 1, "h100-80gb.sxm.1x");
    QVERIFY(h100);
    QVERIFY(!h100->onDemandPerHour);
    QCOMPARE(h100->spotPerHour, std::optional<double>(1.0));
    QVERIFY2(h100->notes.startsWith(QLatin1String("spot auction: the price is the auction's "
                                                  "minimum bid")),
             qPrintable(h100->notes));
    // ccs-h200.sxm.8x,H200,8,…,8.0,8.0,us-central2-b
    const Offer *h200 = find(*offers, "mithril", "h200", 8, "ccs-h200.sxm.8x");
    QVERIFY(h200);
    QVERIFY(!h200->onDemandPerHour);
    QCOMPARE(h200->spotPerHour, std::optional<double>(8.0));
}

#include "tst_skypilotfiles.moc"
