// bench_engine: computing every metric for 100,000 offers, beside a plain loop that reads each
// offer's price and GPU specs (the floor). Target: compute_100k ≤ 20 × compute_100k_floor.
#include "benchutil.h"

#include <core/catalog/catalogimporter.h>
#include <core/catalog/catalogwriter.h>
#include <core/common/allocator.h>
#include <core/engine/engine.h>

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    core::tuneAllocator(); // as the executables do
    QCoreApplication app(argc, argv);
    const core::Catalog catalog = core::syntheticCatalog(core::CatalogImporter::bundled().value(),
                                                         100'000);
    core::Workload workload;
    workload.model = QStringLiteral("sdxl");
    workload.task = core::Task::Batch;
    workload.images = 50'000;
    workload.deadlineHours = 72;
    workload.allowSpot = true;

    volatile double sink = 0;
    const double floor = bench::medianMs(5, [&] {
        const QList<core::ResolvedOffer> offers = core::resolveOffers(catalog);
        double sum = 0;
        for (const core::ResolvedOffer &offer : offers)
            sum += offer.onDemandUsdPerHour.value_or(0) * offer.gpu->fp16TensorTflops.value_or(1)
                    / offer.gpu->memoryBandwidthGbs.value_or(1)
                + offer.gpu->vramGb;
        sink = sum;
    });
    const core::Engine engine(catalog);
    const double compute = bench::medianMs(5, [&] {
        const auto evaluation = engine.evaluate(workload, core::resolveOffers(catalog));
        sink = evaluation->rows.size();
    });
    bench::print("compute_100k", compute, "ms");
    bench::print("compute_100k_floor", floor, "ms");
    bench::print("compute_100k_ratio", compute / floor, "x");
    return 0;
}
