#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

class QSqlDatabase;

namespace core {

class Database;
struct SpotRisk;

// What one public source answered last (table source_state).
struct SourceState
{
    enum class Status { Updated, UpToDate, Failed };

    QString id;
    QString url; // without user info or query (Download::safeUrl)
    QByteArray etag;
    QByteArray lastModified;
    QDateTime checkedAt; // the last attempt
    QDateTime updatedAt; // the last time it changed the catalog
    Status status = Status::Failed;
    QString message;
    qint64 offers = 0;
    QDateTime retryAfter; // after a 429: no request before this time
    // What dated the data last time (PriceSource::versionUrl's answer) and its ETag.
    QByteArray versionEtag;
    QByteArray versionBody;
};

// Where an offer came from, and since when its source no longer lists it.
struct OfferOrigin
{
    QString sourceId;
    QDateTime listedSince; // the first of the source's fetches in a row that list it
    QDate unlistedSince; // invalid while the source lists it
};

// The user tables of the public sources (migration step 6): source_state and
// spot_interruption, which a catalog replace never touches; and where the offers came from
// (the offers' listed_by, listed_at and unlisted_since, migration step 10; stored once per fetch
// in offer_provenance since step 15, and read through the view `offers`).
class SourceStateStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::SourceStateStore)

public:
    explicit SourceStateStore(Database &database);

    static QString statusId(SourceState::Status status);

    std::optional<SourceState> state(const QString &id) const;
    Expected<QList<SourceState>> all() const;
    // The stored offers a public source brought, by key.
    Expected<QHash<OfferKey, OfferOrigin>> origins() const;
    // instance type + '|' + region → the bucket.
    Expected<QHash<QString, SpotRisk>> spotRisks() const;

    // These write without a transaction of their own, so that they join the caller's (a
    // source's offers and state are one transaction).
    static Status save(QSqlDatabase &db, const SourceState &state);
    static Status replaceSpotRisks(QSqlDatabase &db, const QList<SpotRisk> &risks,
                                   const QString &sourceId, const QDateTime &fetchedAt);
    // A failure or "up to date": only the state row changes, in a transaction of its own.
    Status record(const SourceState &state);

private:
    Database &m_database;
};

} // namespace core
