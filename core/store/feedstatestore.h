#pragma once

#include <core/common/expected.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace core {

class Database;

// What the catalog feed remembers per URL so that it can ask "only if changed"
// (If-None-Match / If-Modified-Since). A user table: a catalog replace never touches it.
struct FeedState
{
    QString url;
    QByteArray etag;
    QByteArray lastModified;
    QDateTime checkedAt; // last successful answer (200 or 304)
    QDateTime updatedAt; // last time it brought a new catalog
};

class FeedStateStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::FeedStateStore)

public:
    explicit FeedStateStore(Database &database);

    std::optional<FeedState> state(const QString &url) const;
    // Writes without a transaction of its own, so that it can join the caller's (the feed
    // saves the validators in the same transaction as the catalog they belong to).
    Status save(const FeedState &state);
    // A 304 answer: only the check time changes. Its own transaction.
    Status markChecked(const QString &url, const QDateTime &when);

private:
    Database &m_database;
};

} // namespace core
