#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <optional>

class QSqlDatabase;

namespace core {

class Database;

// One observed price of an offer, as a catalog replace recorded it.
struct PriceObservation
{
    OfferKey key;
    QString currency;
    std::optional<double> onDemandPerHour;
    std::optional<double> spotPerHour;
    PartialDate observedAt;
    QDateTime recordedAt;
};

// An offer whose price differs from its previous observation.
struct PriceChange
{
    PriceObservation previous;
    PriceObservation current;
};

// Every price the catalog ever held, kept across catalog replacements (a user table). A
// replace records each offer's price unless that (key, observed_at, prices) is already
// there, so repeating an update adds nothing.
class PriceHistory final
{
    Q_DECLARE_TR_FUNCTIONS(core::PriceHistory)

public:
    explicit PriceHistory(Database &database);

    // The observations of one offer, oldest first.
    Expected<QList<PriceObservation>> history(const OfferKey &key) const;
    // The observations of every offer of `provider` on `gpu` (any count, tier, region).
    Expected<QList<PriceObservation>> history(const QString &provider, const QString &gpu) const;
    // Offers whose price the most recent catalog replace changed, with the price before it.
    // Empty when the last replace recorded nothing new.
    Expected<QList<PriceChange>> changesInLastUpdate() const;
    qint64 size() const;

    // Called by CatalogStore::replace inside its transaction, after it wrote the offers
    // table: records each stored offer's observation; `db` is that connection.
    static Status recordOffers(QSqlDatabase &db, const QDateTime &recordedAt);

private:
    Database &m_database;
};

} // namespace core
