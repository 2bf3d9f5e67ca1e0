#include "offerbuilder.h"

#include <core/common/allocator.h>

#include <QLocale>

#include <algorithm>
#include <charconv>
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

// The number a field holds, as QByteArray::toDouble() reads it after trimming. A plain decimal
// ("8.0", "0.5231": nearly every field of a price file) is read by std::from_chars, which
// rounds as correctly as Qt does, without Qt's locale-aware machinery; anything else (a sign,
// an exponent, "inf") is Qt's to read. A standard library without a floating-point from_chars
// (older libc++, as Xcode's may be) leaves __cpp_lib_to_chars undefined: Qt then reads all.
std::optional<double> number(QByteArrayView text)
{
    text = text.trimmed();
#if defined(__cpp_lib_to_chars)
    const char *const begin = text.data();
    const char *const end = begin + text.size();
    const auto digits = [end](const char *p) {
        while (p < end && *p >= '0' && *p <= '9')
            ++p;
        return p;
    };
    const char *p = digits(begin);
    bool plain = p > begin;
    if (plain && p < end && *p == '.') {
        const char *fraction = p + 1;
        p = digits(fraction);
        plain = p > fraction;
    }
    if (plain && p == end) {
        double value = 0;
        const auto [stop, error] = std::from_chars(begin, end, value);
        if (error == std::errc() && stop == end)
            return value;
    }
#endif
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
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
    m_offers.offers.reserve(rows);
    // Written in order from the start: a page fault per 2 MiB rather than per 4 KiB.
    adviseHugePages(m_offers.offers.constData(),
                    sizeof(Offer) * std::size_t(m_offers.offers.capacity()));
    m_regions.reserve(rows);
    if (2 * rows > m_slots.size())
        rehash(qNextPowerOfTwo(quint64(2 * rows)));
}

void OfferBuilder::rehash(qsizetype size)
{
    m_slots.fill(-1, size);
    const size_t mask = size_t(size - 1);
    qint32 *data = m_slots.data();
    for (qint32 at = 0; at < m_offers.offers.size(); ++at) {
        const OfferKey &key = m_offers.offers.at(at).key;
        size_t i = qHashMulti(QHashSeed::globalSeed(), key.gpu, key.gpuCount, key.tier) & mask;
        while (data[i] >= 0)
            i = (i + 1) & mask;
        data[i] = at;
    }
}

qint32 &OfferBuilder::slotOf(const QString &gpu, int count, const QString &tier)
{
    if (2 * (m_offers.offers.size() + 1) > m_slots.size())
        rehash(std::max<qsizetype>(64, 2 * m_slots.size()));
    const size_t mask = size_t(m_slots.size() - 1);
    qint32 *data = m_slots.data();
    for (size_t i = qHashMulti(QHashSeed::globalSeed(), gpu, count, tier) & mask;;
         i = (i + 1) & mask) {
        if (data[i] < 0)
            return data[i];
        const OfferKey &key = m_offers.offers.at(data[i]).key;
        if (key.gpuCount == count && key.gpu == gpu && key.tier == tier)
            return data[i];
    }
}

int OfferBuilder::regionId(const QString &name)
{
    const auto found = m_regionIds.constFind(name);
    if (found != m_regionIds.cend())
        return *found;
    m_regionNames.append(name);
    return *m_regionIds.insert(name, int(m_regionNames.size() - 1));
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
    const auto lower = [](std::optional<double> &kept, std::optional<double> fresh) {
        if (fresh && (!kept || *fresh < *kept))
            kept = fresh;
    };
    const int region = regionId(row.region);
    qint32 &at = slotOf(row.gpu, *row.gpuCount, row.tier);
    if (at >= 0) {
        Offer &offer = m_offers.offers[at];
        if (row.onDemand && (!offer.onDemandPerHour || *row.onDemand < *offer.onDemandPerHour))
            m_regions[at].cheapest = region;
        lower(offer.onDemandPerHour, row.onDemand);
        lower(offer.spotPerHour, row.spot);
    } else {
        at = qint32(m_offers.offers.size());
        Offer &offer = m_offers.offers.emplaceBack();
        offer.key = OfferKey{m_provider, std::move(row.gpu), *row.gpuCount, std::move(row.tier),
                             QString()};
        offer.currency = QStringLiteral("USD");
        offer.onDemandPerHour = row.onDemand;
        offer.spotPerHour = row.spot;
        offer.vcpus = row.vcpus;
        offer.ramGb = row.ramGb;
        offer.source = m_source;
        offer.observedAt = m_observedDay;
        offer.notes = std::move(row.notes);
        m_regions.emplaceBack().cheapest = row.onDemand ? region : -1;
    }
    if (row.region.isEmpty())
        return;
    Regions &regions = m_regions[at];
    const auto known = std::find_if(regions.prices.begin(), regions.prices.end(),
                                    [region](const RegionPrice &p) { return p.region == region; });
    if (known == regions.prices.end()) {
        regions.prices.append({region, row.onDemand.value_or(-1)});
    } else if (row.onDemand && (known->onDemand < 0 || *row.onDemand < known->onDemand)) {
        known->onDemand = *row.onDemand;
    }
}

SourceOffers OfferBuilder::finish()
{
    for (qsizetype i = 0; i < m_offers.offers.size(); ++i) {
        Offer &offer = m_offers.offers[i];
        const Regions &regions = m_regions.at(i);
        const qsizetype regionCount = regions.prices.size();
        // Names are listed for the few machines sold in several regions only.
        QStringList names;
        if (regionCount > 1) {
            names.reserve(regionCount);
            for (const RegionPrice &p : regions.prices)
                names.append(m_regionNames.at(p.region));
        }
        const auto allNames = [&]() {
            return regionCount == 1 ? regionName(regions.prices.front().region)
                                    : names.join(QLatin1Char(' '));
        };
        // The cheapest spot and on-demand prices may come from different regions.
        if (offer.spotPerHour && offer.onDemandPerHour
            && *offer.spotPerHour >= *offer.onDemandPerHour) {
            RowPrices row;
            row.gpu = offer.key.gpu;
            row.gpuCount = offer.key.gpuCount;
            row.tier = offer.key.tier;
            row.region = allNames();
            if (*offer.spotPerHour > *offer.onDemandPerHour)
                refuseSpot(row, *offer.spotPerHour, *offer.onDemandPerHour);
            offer.spotPerHour.reset();
        }
        if (regionCount == 0)
            continue;
        if (regionCount == 1) {
            // One text per region, shared by all its offers.
            const int region = regions.prices.front().region;
            if (m_regionNotes.size() <= region)
                m_regionNotes.resize(m_regionNames.size());
            QString &text = m_regionNotes[region];
            if (text.isNull())
                text = QStringLiteral("Region: ") + m_regionNames.at(region);
            offer.notes = offer.notes.isEmpty() ? text : offer.notes + QStringLiteral("; ") + text;
            continue;
        }
        QList<double> prices;
        prices.reserve(regions.prices.size());
        for (const RegionPrice &p : regions.prices) {
            if (p.onDemand >= 0)
                prices.append(p.onDemand);
        }
        QStringList shown = names.mid(0, regionsNamed);
        if (names.size() > regionsNamed)
            shown.append(QStringLiteral("and %1 more").arg(names.size() - regionsNamed));
        QString text = QStringLiteral("%1 regions: %2").arg(names.size()).arg(shown.join(u", "));
        if (!prices.isEmpty())
            text += QStringLiteral("; on-demand from %1 USD/h (%2), median %3")
                        .arg(money(*std::min_element(prices.cbegin(), prices.cend())),
                             regionName(regions.cheapest), money(median(prices)));
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

std::optional<double> OfferBuilder::price(QByteArrayView text)
{
    const std::optional<double> value = number(text);
    return value ? price(*value) : std::nullopt;
}

std::optional<int> OfferBuilder::count(double value, int max)
{
    // Compared as a double first: converting 1e12 or NaN to int is undefined behaviour.
    if (!std::isfinite(value) || value < 1 || value > double(max) || value != std::floor(value))
        return std::nullopt;
    return int(value);
}

std::optional<int> OfferBuilder::count(QByteArrayView text, int max)
{
    const std::optional<double> value = number(text);
    return value ? count(*value, max) : std::nullopt;
}

std::optional<double> OfferBuilder::amount(QByteArrayView text)
{
    const std::optional<double> value = number(text);
    if (!value || !std::isfinite(*value) || *value <= 0 || *value > 1e6)
        return std::nullopt;
    return value;
}

} // namespace core
