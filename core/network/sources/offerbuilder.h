#pragma once

#include "pricesource.h"

#include <core/network/download.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <optional>

namespace core {

// One row of a source, mapped to catalog ids.
struct RowPrices
{
    QString gpu;
    std::optional<int> gpuCount;
    QString tier;
    QString region;
    std::optional<double> onDemand;
    std::optional<double> spot;
    std::optional<int> vcpus;
    std::optional<double> ramGb;
    QString notes;
};

// Gathers a source's rows into offers. An offer is one machine — provider × GPU × count × tier
// — so the rows of every zone and region that sell it become one offer (region empty) at the
// lowest price, and its notes name the regions with the median on-demand price. A spot price
// equal to the on-demand one is no spot price (RunPod's v8 file repeats it); one above it is
// refused and counted (notices). Rows that cannot be an offer are counted, unknown GPU names
// collected. Numbers are checked before any conversion to int.
class OfferBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(core::OfferBuilder)

public:
    // `dataTime` is when the source's data is from (a file's last commit, a catalog's version,
    // a live answer's fetch); invalid when unknown — the offers are then undated, never dated
    // by the fetch.
    OfferBuilder(QString sourceId, QString provider, const QDateTime &dataTime, QString source);

    void countRow() { ++m_offers.rows; }
    void skipRow() { ++m_offers.skippedRows; }
    void unknownGpu(const QString &name);
    void add(RowPrices row);
    SourceOffers finish();
    // Room for about `rows` offers (a CSV's line count): a large answer is not copied as its
    // list grows.
    void reserve(qsizetype rows);

    // A price in USD per hour: finite, above zero and below 10,000 (no GPU instance costs
    // more); anything else is no price.
    static std::optional<double> price(const QByteArray &text);
    static std::optional<double> price(double value);
    // A whole count from 1 to `max`, or nothing: a float is checked before it becomes an int.
    static std::optional<int> count(const QByteArray &text, int max = 1024);
    static std::optional<int> count(double value, int max = 1024);
    // A positive finite amount (GB), or nothing.
    static std::optional<double> amount(const QByteArray &text);

private:
    struct Regions
    {
        QStringList names;
        QList<double> onDemand; // one per region: its lowest price
        QString cheapest; // the region of the offer's on-demand price
    };
    void refuseSpot(const RowPrices &row, double spot, double onDemand);

    SourceOffers m_offers;
    QString m_provider;
    QString m_source;
    PartialDate m_observedDay; // the day of the data, every offer's observation (or unknown)
    QHash<OfferKey, qsizetype> m_index;
    QList<Regions> m_regions; // parallel to m_offers.offers
    QSet<QString> m_unknown;
    qsizetype m_spotAbove = 0;
    QString m_spotAboveExample;
};

} // namespace core
