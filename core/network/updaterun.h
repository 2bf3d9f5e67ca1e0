#pragma once

#include "sourceupdate.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

class QNetworkAccessManager;

namespace core {

class Database;

// An update of several sources: all are fetched at once, each is applied when it and every
// source before it in registry order have arrived (the project's feed replaces the catalog
// as a whole, so it goes first). A failing source changes nothing and the others still apply.
class UpdateRun final : public QObject
{
    Q_OBJECT

public:
    // `sourceIds` empty = every source the registry runs by default (SourceInfo::runByDefault).
    UpdateRun(Database &database, const QStringList &sourceIds, QObject *parent = nullptr);
    ~UpdateRun() override;

    // Ids the registry does not know, if any were asked for (nothing runs then).
    const QStringList &unknownIds() const { return m_unknown; }
    // A source the run left out by default joins it with this address.
    void setUrl(const QString &sourceId, const QUrl &url);
    // The overall deadline per request; the silence timeout is never longer than it.
    void setDeadline(std::chrono::milliseconds deadline);
    // Applies answers the plausibility guard would hold back (SourceUpdate::setConfirmed).
    void setConfirmed(bool confirmed);

    const QList<SourceUpdate *> &sources() const { return m_updates; }
    QList<SourceOutcome> outcomes() const;
    bool isRunning() const { return m_running; }

public slots:
    void start();
    void cancel();

signals:
    void sourceProgress(int index, qint64 received, qint64 total);
    void sourceFinished(int index);
    // A source changed the database: the session should swap in a new snapshot.
    void applied(int index);
    void finished();

private:
    void applyReady();
    void add(const SourceInfo &info);

    Database &m_database;
    QNetworkAccessManager *m_manager = nullptr;
    QList<SourceUpdate *> m_updates;
    QStringList m_unknown;
    QSet<int> m_reported;
    bool m_running = false;
};

} // namespace core
