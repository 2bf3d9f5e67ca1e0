#pragma once

#include "pricesource.h"

#include <core/network/download.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QVarLengthArray>

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
    // Room for `rows` offers (a CSV's line count: a row makes at most one offer), so that the
    // offers are neither copied nor rehashed as they come; room never used is address space,
    // not memory.
    void reserve(qsizetype rows);

    // A price in USD per hour: finite, above zero and below 10,000 (no GPU instance costs
    // more); anything else is no price.
    static std::optional<double> price(QByteArrayView text);
    static std::optional<double> price(double value);
    // A whole count from 1 to `max`, or nothing: a float is checked before it becomes an int.
    static std::optional<int> count(QByteArrayView text, int max = 1024);
    static std::optional<int> count(double value, int max = 1024);
    // A positive finite amount (GB), or nothing.
    static std::optional<double> amount(QByteArrayView text);

private:
    // A region by its place in m_regionNames, with its lowest on-demand price (-1: none).
    struct RegionPrice
    {
        int region = -1;
        double onDemand = -1;
    };
    // Most machines are sold in one region: it needs no allocation of its own.
    struct Regions
    {
        QVarLengthArray<RegionPrice, 1> prices; // in the order first seen
        int cheapest = -1; // the region of the offer's on-demand price (-1: none)
    };
    void refuseSpot(const RowPrices &row, double spot, double onDemand);
    // The slot of the machine gpu × count × tier in m_slots: its offer's index, or -1 where a
    // new offer of it goes.
    qint32 &slotOf(const QString &gpu, int count, const QString &tier);
    void rehash(qsizetype size);
    int regionId(const QString &name);
    QString regionName(int id) const { return id < 0 ? QString() : m_regionNames.at(id); }

    SourceOffers m_offers;
    QString m_provider;
    QString m_source;
    PartialDate m_observedDay; // the day of the data, every offer's observation (or unknown)
    // The offers by machine, open addressing over the offers themselves: each slot holds an
    // offer's index or -1, a power of two of them, at most half in use. The provider is the
    // builder's and the region always empty, so a row's machine is hashed once, on gpu, count
    // and tier alone, and no key is copied into a hash of its own.
    QList<qint32> m_slots; // 4 bytes a slot: the table stays small enough for the cache
    QList<Regions> m_regions; // parallel to m_offers.offers
    // Every region name once: a file repeats a few names on all its rows.
    QStringList m_regionNames;
    QHash<QString, int> m_regionIds;
    QStringList m_regionNotes; // by region id: "Region: <name>", made when first needed
    QSet<QString> m_unknown;
    qsizetype m_spotAbove = 0;
    QString m_spotAboveExample;
};

} // namespace core
