#pragma once

#include <core/catalog/catalog.h>
#include <core/catalog/resolvedoffer.h>

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace core {

// The one spelling of an offer's name, for the table, the details, compare, the charts, the
// shortlist and the PDF. An offer of several GPUs always says how many: two RTX 3090 at $0.66/h
// are not one at that price.
class OfferName final
{
    Q_DECLARE_TR_FUNCTIONS(core::OfferName)

public:
    // "RTX 3090 ×2" for an instance of two GPUs; the GPU's name for one.
    static QString gpu(const QString &gpuName, int gpuCount, const QLocale &locale = QLocale());
    // "RunPod (secure)": the provider and its tier, when it has one.
    static QString provider(const QString &providerName, const QString &tier);
    // "RunPod · RTX 3090 ×2 · secure": provider, GPU with its count, and the tier, so that two
    // tiers or two counts of one GPU never read alike.
    static QString full(const QString &providerName, const QString &gpuName, const OfferKey &key,
                        const QLocale &locale = QLocale());
    static QString full(const ResolvedOffer &offer, const QLocale &locale = QLocale());
};

} // namespace core
