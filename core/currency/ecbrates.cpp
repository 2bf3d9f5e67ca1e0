#include "ecbrates.h"

#include <core/output/textsanitizer.h>

#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <cmath>

namespace core {

QUrl EcbRates::defaultUrl()
{
    return QUrl(QStringLiteral("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"));
}

QString EcbRates::bundledPath()
{
    return QStringLiteral(":/currency/eurofxref-daily-2026-03-13.xml");
}

Expected<QList<CurrencyRate>> EcbRates::parse(const QByteArray &xml, const QString &source)
{
    // <gesmes:Envelope><Cube><Cube time='YYYY-MM-DD'><Cube currency='USD' rate='1.1476'/>…
    // Elements are matched by local name: the document uses a default namespace.
    QXmlStreamReader reader(xml);
    QDate date;
    QList<QPair<QString, double>> perEuro;
    QHash<QString, double> byCurrency;
    while (!reader.atEnd()) {
        reader.readNext();
        if (!reader.isStartElement() || reader.name() != QLatin1String("Cube"))
            continue;
        const QXmlStreamAttributes attributes = reader.attributes();
        if (attributes.hasAttribute(QLatin1String("time"))) {
            if (date.isValid())
                break; // a multi-day document: the first day is the newest
            date = QDate::fromString(attributes.value(QLatin1String("time")).toString(),
                                     Qt::ISODate);
            if (!date.isValid())
                return Error{tr("The ECB rates give the date \"%1\", which is not a date.")
                                 .arg(safetext::quoted(
                                     attributes.value(QLatin1String("time")).toString(), 40))};
            if (date > QDateTime::currentDateTimeUtc().date().addDays(2))
                return Error{tr("The ECB rates give the date %1, which is in the future.")
                                 .arg(date.toString(Qt::ISODate))};
        } else if (attributes.hasAttribute(QLatin1String("currency"))) {
            const QString currency = attributes.value(QLatin1String("currency")).toString();
            bool ok = false;
            const double rate = attributes.value(QLatin1String("rate")).toDouble(&ok);
            static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
            if (!iso.match(currency).hasMatch())
                return Error{tr("The ECB rates list \"%1\", which is not a currency code.")
                                 .arg(safetext::quoted(currency, 20))};
            if (!ok || !std::isfinite(rate) || rate <= 0)
                return Error{tr("The ECB rate for %1 is \"%2\", which is not a positive number.")
                                 .arg(currency,
                                      safetext::quoted(
                                          attributes.value(QLatin1String("rate")).toString(), 40))};
            // Units per euro: the ECB's range is about 0.4 to 20,000 (IDR); a rate of 1e30 or
            // 1e-30 is a broken document, and would price every offer at nothing or infinity.
            if (rate < minUnitsPerEuro || rate > maxUnitsPerEuro)
                return Error{tr("The ECB rate for %1 is %2 per euro, outside the plausible range "
                                "(%3 to %4).")
                                 .arg(currency, QString::number(rate, 'g', 6))
                                 .arg(QString::number(minUnitsPerEuro, 'f', 3),
                                      QString::number(maxUnitsPerEuro, 'f', 0))};
            if (!date.isValid())
                return Error{tr("The ECB rates list %1 before giving their date.").arg(currency)};
            perEuro.append({currency, rate});
            byCurrency.insert(currency, rate);
        }
    }
    if (reader.hasError())
        return Error{tr("The ECB rates are not valid XML: %1 (line %2).")
                         .arg(reader.errorString())
                         .arg(reader.lineNumber())};
    if (!date.isValid() || perEuro.isEmpty())
        return Error{tr("The document holds no ECB reference rates.")};
    if (!byCurrency.contains(QStringLiteral("USD")))
        return Error{
            tr("The ECB rates of %1 give no US dollar rate, so no currency can be converted.")
                .arg(date.toString(Qt::ISODate))};
    const double usdPerEuro = byCurrency.value(QStringLiteral("USD"));
    QList<CurrencyRate> rates;
    rates.append({QStringLiteral("EUR"), usdPerEuro, source, date});
    for (const auto &[currency, rate] : perEuro) {
        if (currency != QLatin1String("USD"))
            rates.append({currency, usdPerEuro / rate, source, date});
    }
    return rates;
}

Expected<QList<CurrencyRate>> EcbRates::bundled()
{
    QFile file(bundledPath());
    if (!file.open(QIODevice::ReadOnly))
        return Error{tr("The bundled currency rates cannot be read: %1").arg(file.errorString())};
    return parse(
        file.readAll(),
        tr("European Central Bank euro reference rates (bundled snapshot of eurofxref-daily.xml)"));
}

} // namespace core
