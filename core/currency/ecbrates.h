#pragma once

#include "currencyrate.h"

#include <core/common/expected.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QUrl>

namespace core {

// The European Central Bank's euro foreign exchange reference rates (eurofxref-daily.xml).
// The ECB quotes units of each currency per euro; GPU Scout needs US dollars per unit, so
// every rate goes through the ECB's own USD rate: usd_per_unit(X) = rate(USD) / rate(X), and
// usd_per_unit(EUR) = rate(USD).
class EcbRates final
{
    Q_DECLARE_TR_FUNCTIONS(core::EcbRates)

public:
    // The plausible units of a currency per euro: about 0.4 (a strong currency) to 20,000
    // (the Indonesian rupiah), with room either side.
    static constexpr double minUnitsPerEuro = 1e-3;
    static constexpr double maxUnitsPerEuro = 1e6;

    static QUrl defaultUrl();
    // The snapshot shipped in resources/currency, used until the first successful fetch.
    static QString bundledPath();

    // Every currency of the document (EUR included, USD excluded), each with `source` and
    // the document's date.
    static Expected<QList<CurrencyRate>> parse(const QByteArray &xml, const QString &source);
    static Expected<QList<CurrencyRate>> bundled();
};

} // namespace core
