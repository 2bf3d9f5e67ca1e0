#include "currencyconverter.h"

#include <algorithm>

namespace core {

CurrencyConverter::CurrencyConverter(const QList<QList<CurrencyRate>> &sources)
{
    for (const QList<CurrencyRate> &rates : sources) {
        for (const CurrencyRate &rate : rates) {
            if (rate.currency != QLatin1String("USD") && rate.usdPerUnit > 0
                && !m_rates.contains(rate.currency))
                m_rates.insert(rate.currency, rate);
        }
    }
}

CurrencyConverter CurrencyConverter::fromRates(const QList<CurrencyRate> &reference,
                                               const Catalog &catalog)
{
    QList<CurrencyRate> fromCatalog;
    for (const ExchangeRate &rate : catalog.exchangeRates)
        fromCatalog.append({rate.currency, rate.usdPerUnit, rate.source, rate.observedAt.first()});
    return CurrencyConverter({reference, fromCatalog});
}

QStringList CurrencyConverter::displayCurrencies()
{
    return {QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("GBP"),
            QStringLiteral("INR"), QStringLiteral("PKR"), QStringLiteral("BDT"),
            QStringLiteral("RON")};
}

bool CurrencyConverter::canConvert(const QString &currency) const
{
    return currency == QLatin1String("USD") || m_rates.contains(currency);
}

std::optional<CurrencyRate> CurrencyConverter::rate(const QString &currency) const
{
    const auto found = m_rates.constFind(currency);
    if (found == m_rates.cend())
        return std::nullopt;
    return *found;
}

QList<CurrencyRate> CurrencyConverter::rates() const
{
    QList<CurrencyRate> all = m_rates.values();
    std::sort(all.begin(), all.end(),
              [](const CurrencyRate &a, const CurrencyRate &b) { return a.currency < b.currency; });
    return all;
}

Expected<ConvertedAmount> CurrencyConverter::convert(double usd, const QString &currency) const
{
    if (currency == QLatin1String("USD"))
        return ConvertedAmount{usd, currency, 1, tr("US dollars, as stored"), QDate()};
    const auto found = m_rates.constFind(currency);
    if (found == m_rates.cend()) {
        if (currency == QLatin1String("PKR") || currency == QLatin1String("BDT"))
            return Error{tr("No rate for %1 is available: the European Central Bank publishes none "
                            "and the catalog lists none. Prices are shown in US dollars.")
                             .arg(currency)};
        return Error{
            tr("No rate for %1 is available. Prices are shown in US dollars.").arg(currency)};
    }
    return ConvertedAmount{usd / found->usdPerUnit, currency, found->usdPerUnit, found->source,
                           found->date};
}

} // namespace core
