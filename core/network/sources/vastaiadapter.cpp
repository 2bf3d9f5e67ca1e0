#include "vastaiadapter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace core {
namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2.0;
}

double roundPrice(double value)
{
    return std::round(value * 10000.0) / 10000.0;
}

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("missing");
}

struct Group
{
    QList<double> onDemand;
    QList<double> spot;
    QHash<QString, int> places;
};

} // namespace

QUrl VastAiAdapter::defaultUrl() const
{
    return QUrl(QStringLiteral("https://console.vast.ai/api/v0/bundles/"));
}

QByteArray VastAiAdapter::searchQuery()
{
    // The query `vastai search offers` sends by default (vast-python, search__offers): verified,
    // not external, rentable, not rented, on-demand, ordered by score; POSTed as the body.
    const QJsonObject query{
        {QStringLiteral("verified"), QJsonObject{{QStringLiteral("eq"), true}}},
        {QStringLiteral("external"), QJsonObject{{QStringLiteral("eq"), false}}},
        {QStringLiteral("rentable"), QJsonObject{{QStringLiteral("eq"), true}}},
        {QStringLiteral("rented"), QJsonObject{{QStringLiteral("eq"), false}}},
        {QStringLiteral("order"),
         QJsonArray{QJsonArray{QStringLiteral("score"), QStringLiteral("desc")}}},
        {QStringLiteral("type"), QStringLiteral("on-demand")},
        {QStringLiteral("limit"), 1000},
    };
    return QJsonDocument(query).toJson(QJsonDocument::Compact);
}

QString VastAiAdapter::catalogGpuId(const QString &vastName, double gpuRamMib,
                                    const Catalog &catalog)
{
    // Names the general rule below gets wrong; "{gb}" is the card's memory in GB.
    static const QHash<QString, QString> special = {
        {QStringLiteral("a100 sxm4"), QStringLiteral("a100-{gb}gb-sxm4")},
        {QStringLiteral("a100 pcie"), QStringLiteral("a100-{gb}gb-pcie")},
        {QStringLiteral("tesla t4"), QStringLiteral("t4")},
        {QStringLiteral("tesla p100"), QStringLiteral("p100-pcie-16gb")},
        {QStringLiteral("q rtx 4000"), QStringLiteral("quadro-rtx-4000")},
        {QStringLiteral("q rtx 5000"), QStringLiteral("quadro-rtx-5000")},
        {QStringLiteral("q rtx 6000"), QStringLiteral("quadro-rtx-6000")},
        {QStringLiteral("rtx 4080s"), QStringLiteral("rtx-4080-super")},
    };
    // Checked before qRound: a memory of 1e308 MiB must not overflow an int.
    if (!std::isfinite(gpuRamMib) || gpuRamMib <= 0 || gpuRamMib > 16.0 * 1024 * 1024)
        return {};
    const double gb = gpuRamMib / 1024.0;
    const QString gbText = QString::number(qRound(gb));
    const QString name = vastName.simplified().toLower();
    QStringList candidates;
    if (const auto found = special.constFind(name); found != special.cend()) {
        candidates.append(QString(*found).replace(QStringLiteral("{gb}"), gbText));
    } else {
        // "RTX 6000Ada" → "rtx-6000-ada"; "RTX 3060" with 12 GB → "rtx-3060" or "rtx-3060-12gb".
        static const QRegularExpression ada(QStringLiteral("(\\d)ada$"));
        QString id = name;
        id.replace(ada, QStringLiteral("\\1 ada"));
        id.replace(QLatin1Char(' '), QLatin1Char('-'));
        candidates << id << id + QLatin1Char('-') + gbText + QStringLiteral("gb");
    }
    for (const QString &candidate : std::as_const(candidates)) {
        const Gpu *gpu = catalog.gpu(candidate);
        // A name that matches but memory that does not is a different card (e.g. an 8 GB
        // variant): better skipped than priced as the wrong GPU.
        if (gpu && std::abs(gpu->vramGb - gb) <= 0.15 * gpu->vramGb)
            return gpu->id;
    }
    return {};
}

Expected<LivePrices> VastAiAdapter::parse(const QByteArray &answer, const Catalog &catalog,
                                          QDate today, const QString &source) const
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(answer, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{tr("Vast.ai's answer is not valid JSON: %1 (at byte %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset)};
    QJsonArray listings;
    if (document.isObject()) {
        const QJsonValue offers = document.object().value(QStringLiteral("offers"));
        if (!offers.isArray())
            return Error{tr("Vast.ai's answer has changed shape: \"offers\" is %1, not an array.")
                             .arg(typeName(offers))};
        listings = offers.toArray();
    } else if (document.isArray()) {
        listings = document.array(); // the shape `vastai search offers --raw` prints
    } else {
        return Error{
            tr("Vast.ai's answer has changed shape: it is neither an object nor an array.")};
    }

    LivePrices prices;
    prices.provider = providerId();
    prices.listings = listings.size();
    QMap<QPair<QString, int>, Group> groups;
    QSet<QString> unknown;
    for (qsizetype i = 0; i < listings.size(); ++i) {
        if (!listings.at(i).isObject())
            return Error{tr("Vast.ai's answer has changed shape: offers[%1] is %2, not an object.")
                             .arg(i)
                             .arg(typeName(listings.at(i)))};
        const QJsonObject listing = listings.at(i).toObject();
        const auto require = [&](const char *key, QJsonValue::Type type) -> std::optional<QString> {
            const QJsonValue value = listing.value(QLatin1String(key));
            if (value.type() == type)
                return std::nullopt;
            return tr("Vast.ai's answer has changed shape: offers[%1] field \"%2\" is %3, not %4.")
                .arg(i)
                .arg(
                    QLatin1String(key), typeName(value),
                    typeName(type == QJsonValue::String ? QJsonValue(QString()) : QJsonValue(0.0)));
        };
        for (const auto &[key, type] :
             {std::pair{"gpu_name", QJsonValue::String}, std::pair{"num_gpus", QJsonValue::Double},
              std::pair{"gpu_ram", QJsonValue::Double},
              std::pair{"dph_total", QJsonValue::Double}}) {
            if (const std::optional<QString> problem = require(key, type))
                return Error{*problem};
        }
        const QJsonValue minBid = listing.value(QStringLiteral("min_bid"));
        if (!minBid.isUndefined() && !minBid.isNull() && !minBid.isDouble())
            return Error{tr("Vast.ai's answer has changed shape: offers[%1] field \"min_bid\" is "
                            "%2, not a number.")
                             .arg(i)
                             .arg(typeName(minBid))};
        const double count = listing.value(QStringLiteral("num_gpus")).toDouble();
        const double price = listing.value(QStringLiteral("dph_total")).toDouble();
        // Checked as a double before int(count): num_gpus 1e12 must not overflow.
        if (!std::isfinite(count) || count < 1 || count > 1024 || count != std::floor(count)
            || !std::isfinite(price) || price <= 0) {
            ++prices.skippedListings; // a listing that cannot be an offer, not a new shape
            continue;
        }
        const QString name = listing.value(QStringLiteral("gpu_name")).toString();
        const QString gpu = catalogGpuId(name, listing.value(QStringLiteral("gpu_ram")).toDouble(),
                                         catalog);
        if (gpu.isEmpty()) {
            ++prices.skippedListings;
            unknown.insert(name);
            continue;
        }
        Group &group = groups[{gpu, int(count)}];
        group.onDemand.append(price);
        if (minBid.isDouble() && minBid.toDouble() > 0)
            group.spot.append(minBid.toDouble());
        const QString place = listing.value(QStringLiteral("geolocation")).toString();
        if (!place.isEmpty())
            ++group.places[place];
        ++prices.usedListings;
    }

    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const Group &group = it.value();
        Offer offer;
        offer.key = {providerId(), it.key().first, it.key().second, QStringLiteral(""),
                     QStringLiteral("")};
        offer.currency = QStringLiteral("USD");
        offer.onDemandPerHour = roundPrice(median(group.onDemand));
        if (!group.spot.isEmpty())
            offer.spotPerHour = roundPrice(median(group.spot));
        offer.source = QStringLiteral("Vast.ai offer search %1, fetched %2")
                           .arg(source, today.toString(Qt::ISODate));
        offer.observedAt = PartialDate::parse(today.toString(Qt::ISODate)).value_or(PartialDate());
        QList<QPair<int, QString>> places;
        for (auto place = group.places.cbegin(); place != group.places.cend(); ++place)
            places.append({-place.value(), place.key()});
        std::sort(places.begin(), places.end());
        QStringList top;
        for (qsizetype p = 0; p < places.size() && p < 3; ++p)
            top.append(places.at(p).second);
        const auto [low, high] = std::minmax_element(group.onDemand.cbegin(),
                                                     group.onDemand.cend());
        // Catalog text (notes) stays in English like the rest of the catalog's data.
        offer.notes
            = QStringLiteral(
                  "live marketplace price: median dph_total of %1 listings (range %2-%3 USD/h, "
                  "including the listing's storage)")
                  .arg(group.onDemand.size())
                  .arg(roundPrice(*low))
                  .arg(roundPrice(*high));
        if (!group.spot.isEmpty())
            offer.notes
                += QStringLiteral("; spot = median min_bid of %1 listings").arg(group.spot.size());
        if (!top.isEmpty())
            offer.notes
                += QStringLiteral("; most listed in %1").arg(top.join(QStringLiteral("; ")));
        prices.offers.append(std::move(offer));
    }
    prices.unknownGpuNames = QStringList(unknown.cbegin(), unknown.cend());
    prices.unknownGpuNames.sort();
    return prices;
}

} // namespace core
