#include "awsspotadvisorsource.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace core {

SourceInfo AwsSpotAdvisorSource::info() const
{
    SourceInfo info;
    info.id = QStringLiteral("aws-spot-advisor");
    info.name = QStringLiteral("AWS Spot Instance Advisor");
    info.kind = SourceKind::SpotRisk;
    info.providers = {QStringLiteral("aws")};
    info.url = QUrl(QStringLiteral("https://spot-bid-advisor.s3.amazonaws.com/"
                                   "spot-advisor-data.json"));
    info.maxBytes = 16 * 1024 * 1024;
    return info;
}

Expected<SourceOffers> AwsSpotAdvisorSource::parse(const QByteArray &answer, const Catalog &,
                                                   const QDateTime &fetchedAt, const QUrl &,
                                                   const QByteArray &) const
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(answer, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{tr("The Spot Advisor data is not valid JSON: %1 (at byte %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset)};
    const QJsonObject root = document.object();
    const QJsonValue ranges = root.value(QStringLiteral("ranges"));
    const QJsonValue advisor = root.value(QStringLiteral("spot_advisor"));
    if (!ranges.isArray() || !advisor.isObject())
        return Error{tr("The Spot Advisor data has changed shape: it needs \"ranges\" (an array) "
                        "and \"spot_advisor\" (an object).")};
    struct Range
    {
        QString label;
        int max = 0;
    };
    QHash<int, Range> byIndex;
    for (const QJsonValue &value : ranges.toArray()) {
        const QJsonObject range = value.toObject();
        const double index = range.value(QStringLiteral("index")).toDouble(-1);
        const double max = range.value(QStringLiteral("max")).toDouble(-1);
        // Checked before the conversion to int.
        if (!std::isfinite(index) || index < 0 || index > 100 || !std::isfinite(max) || max < 0
            || max > 100)
            return Error{tr("The Spot Advisor data has changed shape: a range has no usable "
                            "\"index\" and \"max\".")};
        byIndex.insert(int(index), {range.value(QStringLiteral("label")).toString(), int(max)});
    }
    SourceOffers result;
    result.sourceId = info().id;
    result.providers = {QStringLiteral("aws")};
    result.observedAt = fetchedAt.toUTC();
    const QJsonObject regions = advisor.toObject();
    for (auto region = regions.begin(); region != regions.end(); ++region) {
        const QJsonObject types
            = region.value().toObject().value(QStringLiteral("Linux")).toObject();
        for (auto type = types.begin(); type != types.end(); ++type) {
            ++result.rows;
            const double r = type.value().toObject().value(QStringLiteral("r")).toDouble(-1);
            const auto range = std::isfinite(r) && r >= 0 && r <= 100 ? byIndex.constFind(int(r))
                                                                      : byIndex.cend();
            if (range == byIndex.cend()) {
                ++result.skippedRows;
                continue;
            }
            result.spotRisks.append({type.key(), region.key(), range->label, range->max});
        }
    }
    if (result.spotRisks.isEmpty())
        return Error{tr("The Spot Advisor data lists no instance type with a known interruption "
                        "range.")};
    return result;
}

} // namespace core
