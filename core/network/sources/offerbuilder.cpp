#include "offerbuilder.h"

#include <cmath>

namespace core {

OfferBuilder::OfferBuilder(QString sourceId, QString provider, QDateTime observedAt, QString source)
    : m_provider(std::move(provider))
    , m_source(std::move(source))
{
    m_offers.sourceId = std::move(sourceId);
    m_offers.providers = {m_provider};
    m_offers.observedAt = observedAt.toUTC();
    m_observedDay = PartialDate::parse(m_offers.observedAt.date().toString(Qt::ISODate))
                        .value_or(PartialDate());
}

void OfferBuilder::reserve(qsizetype rows)
{
    m_offers.offers.reserve(rows);
    m_index.reserve(rows);
}

void OfferBuilder::unknownGpu(const QString &name)
{
    ++m_offers.skippedRows;
    m_unknown.insert(name);
}

void OfferBuilder::add(const RowPrices &row)
{
    if (!row.gpuCount || (!row.onDemand && !row.spot)) {
        skipRow();
        return;
    }
    const OfferKey key{m_provider, row.gpu, *row.gpuCount, row.tier, row.region};
    const auto lower = [](std::optional<double> &kept, std::optional<double> fresh) {
        if (fresh && (!kept || *fresh < *kept))
            kept = fresh;
    };
    if (const auto found = m_index.constFind(key); found != m_index.cend()) {
        Offer &offer = m_offers.offers[*found];
        lower(offer.onDemandPerHour, row.onDemand);
        lower(offer.spotPerHour, row.spot);
        return;
    }
    Offer offer;
    offer.key = key;
    offer.currency = QStringLiteral("USD");
    offer.onDemandPerHour = row.onDemand;
    offer.spotPerHour = row.spot;
    offer.vcpus = row.vcpus;
    offer.ramGb = row.ramGb;
    offer.source = m_source;
    offer.observedAt = m_observedDay;
    offer.notes = row.notes;
    m_index.insert(key, m_offers.offers.size());
    m_offers.offers.append(std::move(offer));
}

SourceOffers OfferBuilder::finish()
{
    m_offers.unknownGpuNames = QStringList(m_unknown.cbegin(), m_unknown.cend());
    m_offers.unknownGpuNames.sort();
    return std::move(m_offers);
}

std::optional<double> OfferBuilder::price(double value)
{
    if (!std::isfinite(value) || value <= 0 || value >= 10000)
        return std::nullopt;
    return std::round(value * 100000.0) / 100000.0;
}

std::optional<double> OfferBuilder::price(const QByteArray &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? price(value) : std::nullopt;
}

std::optional<int> OfferBuilder::count(double value, int max)
{
    // Compared as a double first: converting 1e12 or NaN to int is undefined behaviour.
    if (!std::isfinite(value) || value < 1 || value > double(max) || value != std::floor(value))
        return std::nullopt;
    return int(value);
}

std::optional<int> OfferBuilder::count(const QByteArray &text, int max)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? count(value, max) : std::nullopt;
}

std::optional<double> OfferBuilder::amount(const QByteArray &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value <= 0 || value > 1e6)
        return std::nullopt;
    return value;
}

} // namespace core
