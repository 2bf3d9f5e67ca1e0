#pragma once

#include "pricesource.h"

#include <QCoreApplication>

namespace core {

// AWS's Spot Instance Advisor data (https://spot-bid-advisor.s3.amazonaws.com/
// spot-advisor-data.json, public, the file behind aws.amazon.com/ec2/spot/instance-advisor/):
// {"ranges": [{"index": 0, "label": "<5%", "max": 5}, …], "spot_advisor": {"<region>":
// {"Linux": {"<instance type>": {"s": savings, "r": range index}}}}}. It brings no prices:
// the interruption-frequency bucket per instance type and region, for AWS spot offers.
class AwsSpotAdvisorSource final : public PriceSource
{
    Q_DECLARE_TR_FUNCTIONS(core::AwsSpotAdvisorSource)

public:
    SourceInfo info() const override;
    Expected<SourceOffers> parse(const QByteArray &answer, const Catalog &catalog,
                                 const QDateTime &fetchedAt, const QUrl &url,
                                 const QByteArray &version) const override;
};

} // namespace core
