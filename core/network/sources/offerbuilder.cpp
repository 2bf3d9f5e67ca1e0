#include "offerbuilder.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace core {
namespace {

constexpr qsizetype regionsNamed = 12; // notes name this many regions, then count the rest

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2.0;
}

// As many digits as the source wrote, up to seven: 18.0852 above 18.08518 must show.
QString money(double value)
{
    return QString::number(value, 'g', 7);
}

} // namespace

OfferBuilder::OfferBuilder(QString sourceId, QString provider, const QDateTime &dataTime,
                           QString source)
    : m_provider(std::move(provider))
    , m_source(std::move(source))
{
    m_offers.sourceId = std::move(sourceId);
    m_offers.providers = {m_provider};
    m_offers.observedAt = dataTime.isValid() ? dataTime.toUTC() : QDateTime();
    if (m_offers.observedAt.isValid())
        m_observedDay = PartialDate::parse(m_offers.observedAt.date().toString(Qt::ISODate))
                            .value_or(PartialDate());
}

void OfferBuilder::reserve(qsizetype rows)
{
    // Rows repeat machines over regions and zones: a tenth is room enough to start with.
    m_offers.offers.reserve(rows / 10 + 16);
    m_index.reserve(rows / 10 + 16);
}

void OfferBuilder::unknownGpu(const QString &name)
{
    ++m_offers.skippedRows;
    m_unknown.insert(name);
}

void OfferBuilder::refuseSpot(const RowPrices &row, double spot, double onDemand)
{
    if (m_spotAbove++ == 0)
        m_spotAboveExample = tr("%1 × %2 %3 in %4: spot %5, on-demand %6 USD/h")
                                 .arg(row.gpuCount.value_or(1))
                                 .arg(row.gpu, row.tier, row.region, money(spot), money(onDemand));
}

void OfferBuilder::add(RowPrices row)
{
    if (row.spot && row.onDemand) {
        if (*row.spot == *row.onDemand) {
            row.spot.reset(); // the file repeats the on-demand price: no spot price
        } else if (*row.spot > *row.onDemand) {
            refuseSpot(row, *row.spot, *row.onDemand);
            row.spot.reset();
        }
    }
    if (!row.gpuCount || (!row.onDemand && !row.spot)) {
        skipRow();
        return;
    }
    const OfferKey key{m_provider, row.gpu, *row.gpuCount, row.tier, QString()};
    const auto lower = [](std::optional<double> &kept, std::optional<double> fresh) {
        if (fresh && (!kept || *fresh < *kept))
            kept = fresh;
    };
    qsizetype at = -1;
    if (const auto found = m_index.constFind(key); found != m_index.cend()) {
        at = *found;
        Offer &offer = m_offers.offers[at];
        if (row.onDemand && (!offer.onDemandPerHour || *row.onDemand < *offer.onDemandPerHour))
            m_regions[at].cheapest = row.region;
        lower(offer.onDemandPerHour, row.onDemand);
        lower(offer.spotPerHour, row.spot);
    } else {
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
        at = m_offers.offers.size();
        m_index.insert(key, at);
        m_offers.offers.append(std::move(offer));
        m_regions.append({{}, {}, row.onDemand ? row.region : QString()});
    }
    if (row.region.isEmpty())
        return;
    Regions &regions = m_regions[at];
    const qsizetype known = regions.names.indexOf(row.region);
    if (known < 0) {
        regions.names.append(row.region);
        regions.onDemand.append(row.onDemand.value_or(-1));
    } else if (row.onDemand
               && (regions.onDemand.at(known) < 0 || *row.onDemand < regions.onDemand.at(known))) {
        regions.onDemand[known] = *row.onDemand;
    }
}

SourceOffers OfferBuilder::finish()
{
    for (qsizetype i = 0; i < m_offers.offers.size(); ++i) {
        Offer &offer = m_offers.offers[i];
        const Regions &regions = m_regions.at(i);
        // The cheapest spot and on-demand prices may come from different regions.
        if (offer.spotPerHour && offer.onDemandPerHour
            && *offer.spotPerHour >= *offer.onDemandPerHour) {
            RowPrices row;
            row.gpu = offer.key.gpu;
            row.gpuCount = offer.key.gpuCount;
            row.tier = offer.key.tier;
            row.region = regions.names.join(QLatin1Char(' '));
            if (*offer.spotPerHour > *offer.onDemandPerHour)
                refuseSpot(row, *offer.spotPerHour, *offer.onDemandPerHour);
            offer.spotPerHour.reset();
        }
        if (regions.names.isEmpty())
            continue;
        QList<double> prices = regions.onDemand;
        prices.removeIf([](double p) { return p < 0; });
        QStringList shown = regions.names.mid(0, regionsNamed);
        if (regions.names.size() > regionsNamed)
            shown.append(QStringLiteral("and %1 more").arg(regions.names.size() - regionsNamed));
        QString text = regions.names.size() == 1
            ? QStringLiteral("Region: %1").arg(regions.names.constFirst())
            : QStringLiteral("%1 regions: %2").arg(regions.names.size()).arg(shown.join(u", "));
        if (!prices.isEmpty() && regions.names.size() > 1)
            text += QStringLiteral("; on-demand from %1 USD/h (%2), median %3")
                        .arg(money(*std::min_element(prices.cbegin(), prices.cend())),
                             regions.cheapest, money(median(prices)));
        offer.notes = offer.notes.isEmpty() ? text : offer.notes + QStringLiteral("; ") + text;
    }
    if (m_spotAbove > 0)
        m_offers.notices.append(tr("%n spot price(s) above the on-demand price were refused "
                                   "(for example %1).",
                                   nullptr, int(std::min<qsizetype>(m_spotAbove, 1000000)))
                                    .arg(m_spotAboveExample));
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
