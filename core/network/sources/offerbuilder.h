#pragma once

#include "pricesource.h"

#include <core/network/download.h>

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

// Gathers a source's rows into offers: rows with the same key (zones of a region, listings
// of a marketplace) become one offer at the lowest price; rows that cannot be an offer are
// counted, unknown GPU names collected. Numbers are checked before any conversion to int.
class OfferBuilder final
{
public:
    OfferBuilder(QString sourceId, QString provider, QDateTime observedAt, QString source);

    void countRow() { ++m_offers.rows; }
    void skipRow() { ++m_offers.skippedRows; }
    void unknownGpu(const QString &name);
    void add(const RowPrices &row);
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
    SourceOffers m_offers;
    QString m_provider;
    QString m_source;
    PartialDate m_observedDay; // the day of m_offers.observedAt, every offer's observation
    QHash<OfferKey, qsizetype> m_index;
    QSet<QString> m_unknown;
};

} // namespace core
