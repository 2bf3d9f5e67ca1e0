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

// One observed price of an offer. recordedAt: when the history took it in (a superseded
// observation), or the last replace of the catalog (the current one, which the catalog holds).
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

// Every price the catalog ever held, kept across catalog replacements. The offers table holds
// each offer's current observation (observed date, currency, prices); the price_history user
// table the observations a replace superseded or removed, so the current ones are not stored
// twice and repeating an update adds nothing. The reads here see both together.
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

    // Called by the catalog's replace inside its transaction (`db` is that connection): keeps
    // the stored observations of `offers`, which the new catalog no longer holds.
    static Status recordSuperseded(QSqlDatabase &db, const QList<const Offer *> &offers,
                                   const QDateTime &supersededAt);
    // The same for observations whose price the new catalog confirms at a later date: each is
    // kept only when it starts a run of that price (the history's last observation of the offer
    // holds another price, or there is none). A price a source lists unchanged every day
    // then takes two observations, its first (here) and its latest (the offer), not one a day.
    static Status recordRedated(QSqlDatabase &db, const QList<const Offer *> &offers,
                                const QDateTime &supersededAt);

private:
    Database &m_database;
};

} // namespace core
