#pragma once

#include "currencyrate.h"

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QStringList>

namespace core {

// An amount converted from US dollars, with the rate's source and date to show beside it.
struct ConvertedAmount
{
    double amount = 0;
    QString currency;
    double usdPerUnit = 1;
    QString source;
    QDate date; // invalid for USD
};

// Converts USD amounts for display. A plain value: build it once from the rates at hand
// (fetched or bundled ECB rates first, then the catalog's own exchange_rates for currencies
// the ECB does not publish) and copy it freely.
class CurrencyConverter final
{
    Q_DECLARE_TR_FUNCTIONS(core::CurrencyConverter)

public:
    CurrencyConverter() = default;
    // Earlier lists win: a currency already known is not replaced by a later list.
    explicit CurrencyConverter(const QList<QList<CurrencyRate>> &sources);

    static CurrencyConverter fromRates(const QList<CurrencyRate> &reference,
                                       const Catalog &catalog);

    // The currencies the application offers to display in, USD first.
    static QStringList displayCurrencies();

    Expected<ConvertedAmount> convert(double usd, const QString &currency) const;
    bool canConvert(const QString &currency) const;
    // The rate used for `currency`, if any.
    std::optional<CurrencyRate> rate(const QString &currency) const;
    QList<CurrencyRate> rates() const;

private:
    QHash<QString, CurrencyRate> m_rates;
};

} // namespace core
