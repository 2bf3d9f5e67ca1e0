#include "offercheck.h"

#include "catalogids.h"
#include "jsonfields.h"

#include <QSet>

#include <algorithm>
#include <utility>
#include <vector>

namespace core {
namespace {

// The first offer whose key an earlier offer has, or -1. The keys' hashes are sorted beside
// their offers' places, rather than the keys copied into a set of 100,000 nodes; only offers
// of equal hashes are compared.
qsizetype firstRepeat(const QList<Offer> &offers)
{
    const size_t seed = QHashSeed::globalSeed();
    std::vector<std::pair<size_t, qsizetype>> hashes;
    hashes.reserve(std::size_t(offers.size()));
    for (qsizetype i = 0; i < offers.size(); ++i)
        hashes.emplace_back(qHash(offers.at(i).key, seed), i);
    std::sort(hashes.begin(), hashes.end());
    qsizetype first = -1;
    for (std::size_t run = 0, end = 0; run < hashes.size(); run = end) {
        end = run + 1;
        while (end < hashes.size() && hashes.at(end).first == hashes.at(run).first)
            ++end;
        // In a run the places ascend: the first offer that repeats one before it is the run's.
        bool found = false;
        for (std::size_t j = run + 1; j < end && !found; ++j) {
            const OfferKey &key = offers.at(hashes.at(j).second).key;
            for (std::size_t k = run; k < j && !found; ++k)
                found = offers.at(hashes.at(k).second).key == key;
            if (found && (first < 0 || hashes.at(j).second < first))
                first = hashes.at(j).second;
        }
    }
    return first;
}

} // namespace

std::optional<QString> OfferCheck::problem(const Catalog &catalog)
{
    const QSet<QString> gpus = idsOf(catalog.gpus);
    const QSet<QString> providers = idsOf(catalog.providers);
    QSet<QString> currencies{QStringLiteral("USD")};
    for (const ExchangeRate &rate : catalog.exchangeRates)
        currencies.insert(rate.currency);
    const qsizetype repeat = firstRepeat(catalog.offers);
    // Ids repeat on every offer of a provider or GPU: each distinct one is checked once.
    QSet<QString> validIds;
    const auto isValidId = [&validIds](const QString &id) {
        if (validIds.contains(id))
            return true;
        if (!JsonFields::isValidId(id))
            return false;
        validIds.insert(id);
        return true;
    };
    // The provider of the offer before, which passed every check: most offers repeat it (a
    // source lists one provider's offers), and those are not looked up again.
    QString passedProvider;
    for (qsizetype i = 0; i < catalog.offers.size(); ++i) {
        const Offer &offer = catalog.offers.at(i);
        const bool providerPassed = i > 0 && offer.key.provider == passedProvider;
        const auto fail = [&](const QString &what) {
            return std::optional<QString>(
                QStringLiteral("offers[%1] (%2): %3").arg(i).arg(offer.key.toString(), what));
        };
        if (!providerPassed && !isValidId(offer.key.provider))
            return fail(tr("\"%1\" is not a valid id: \"%2\"")
                            .arg(QStringLiteral("provider"), offer.key.provider));
        if (!isValidId(offer.key.gpu))
            return fail(
                tr("\"%1\" is not a valid id: \"%2\"").arg(QStringLiteral("gpu"), offer.key.gpu));
        if (offer.key.gpuCount < 1)
            return fail(tr("\"%1\" must be greater than zero (it is %2)")
                            .arg(QStringLiteral("gpu_count"))
                            .arg(offer.key.gpuCount));
        if (!offer.onDemandPerHour && !offer.spotPerHour)
            return fail(tr("neither \"on_demand_per_hour\" nor \"spot_per_hour\" is given"));
        if (!providerPassed && !providers.contains(offer.key.provider))
            return fail(tr("refers to the unknown provider \"%1\"").arg(offer.key.provider));
        if (!gpus.contains(offer.key.gpu))
            return fail(tr("refers to the unknown GPU \"%1\"").arg(offer.key.gpu));
        if (!currencies.contains(offer.currency))
            return fail(tr("its prices are in %1 but the catalog has no exchange rate for it")
                            .arg(offer.currency));
        if (offer.source.isEmpty())
            return fail(tr("the required field \"%1\" is missing").arg(QStringLiteral("source")));
        // An offer may be undated (observed_at null: "date unknown" — a price source whose
        // data carries no date and none could be had), never dated by the fetch.
        if (i == repeat)
            return fail(tr("an offer with the same provider, GPU, count, tier and region "
                           "appears twice"));
        passedProvider = offer.key.provider;
    }
    if (catalog.offers.isEmpty())
        return tr("catalog: it lists no offers");
    return std::nullopt;
}

} // namespace core
