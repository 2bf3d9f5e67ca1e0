#include "runpodsource.h"

#include "gpumatcher.h"
#include "offerbuilder.h"

#include <core/output/textsanitizer.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace core {
namespace {

std::optional<double> number(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() ? OfferBuilder::price(value.toDouble()) : std::nullopt;
}

// A price given but not one (1e9 an hour): the row is not read, so that the stored offer
// keeps its prices instead of losing them to "unknown".
bool implausible(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isDouble() && value.toDouble() != 0 && !OfferBuilder::price(value.toDouble());
}

} // namespace

SourceInfo RunPodSource::info() const
{
    SourceInfo info;
    info.id = QStringLiteral("runpod");
    info.name = QStringLiteral("RunPod GraphQL");
    info.kind = SourceKind::Offers;
    info.providers = {QStringLiteral("runpod")};
    info.url = QUrl(QStringLiteral("https://api.runpod.io/graphql"));
    info.maxBytes = 4 * 1024 * 1024;
    info.live = true;
    return info;
}

QByteArray RunPodSource::requestBody() const
{
    const QString query = QStringLiteral(
        "query GpuTypes { gpuTypes { id displayName memoryInGb secureCloud communityCloud "
        "securePrice communityPrice secureSpotPrice communitySpotPrice "
        "lowestPrice(input: {gpuCount: 1}) { minimumBidPrice uninterruptablePrice stockStatus } "
        "} }");
    return QJsonDocument(QJsonObject{{QStringLiteral("query"), query}})
        .toJson(QJsonDocument::Compact);
}

Expected<SourceOffers> RunPodSource::parse(const QByteArray &answer, const Catalog &catalog,
                                           const QDateTime &fetchedAt, const QUrl &url,
                                           const QByteArray &) const
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(answer, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{tr("RunPod's answer is not valid JSON: %1 (at byte %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset)};
    const QJsonObject root = document.object();
    if (const QJsonArray errors = root.value(QStringLiteral("errors")).toArray();
        !errors.isEmpty()) {
        return Error{
            tr("RunPod refused the price query: %1.")
                .arg(safetext::quoted(
                    errors.first().toObject().value(QStringLiteral("message")).toString()))};
    }
    const QJsonValue types
        = root.value(QStringLiteral("data")).toObject().value(QStringLiteral("gpuTypes"));
    if (!types.isArray())
        return Error{tr("RunPod's answer has changed shape: data.gpuTypes is not an array.")};

    OfferBuilder builder(info().id, QStringLiteral("runpod"), fetchedAt,
                         QStringLiteral("RunPod GraphQL %1").arg(Download::safeUrl(url)));
    const GpuMatcher matcher(catalog);
    const QJsonArray list = types.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        builder.countRow();
        const QJsonObject type = list.at(i).toObject();
        const QJsonValue displayName = type.value(QStringLiteral("displayName"));
        if (!displayName.isString())
            return Error{tr("RunPod's answer has changed shape: gpuTypes[%1] field "
                            "\"displayName\" is not a string.")
                             .arg(i)};
        const QString name = displayName.toString();
        const QJsonValue memory = type.value(QStringLiteral("memoryInGb"));
        const std::optional<double> memoryGb = memory.isDouble()
            ? std::optional<double>(memory.toDouble())
            : std::nullopt;
        const QString gpu = matcher.match(name, memoryGb,
                                          type.value(QStringLiteral("id")).toString());
        if (gpu.isEmpty()) {
            builder.unknownGpu(name);
            continue;
        }
        const QJsonObject lowest = type.value(QStringLiteral("lowestPrice")).toObject();
        const QString stock = lowest.value(QStringLiteral("stockStatus")).toString();
        const QString notes = stock.isEmpty()
            ? QString()
            : QStringLiteral("RunPod stock status: %1").arg(stock);
        bool added = false;
        for (const auto &[tier, offered, price, spot] :
             {std::tuple{"secure", "secureCloud", "securePrice", "secureSpotPrice"},
              std::tuple{"community", "communityCloud", "communityPrice", "communitySpotPrice"}}) {
            if (type.value(QLatin1String(offered)) == QJsonValue(false))
                continue;
            if (implausible(type, price) || implausible(type, spot)
                || implausible(lowest, "minimumBidPrice"))
                continue;
            RowPrices row;
            row.gpu = gpu;
            row.gpuCount = 1;
            row.tier = QLatin1String(tier);
            row.onDemand = number(type, price);
            row.spot = number(type, spot);
            if (!row.spot)
                row.spot = number(lowest, "minimumBidPrice");
            row.notes = notes;
            if (row.onDemand || row.spot) {
                builder.add(row);
                added = true;
            }
        }
        if (!added)
            builder.skipRow();
    }
    return builder.finish();
}

} // namespace core
