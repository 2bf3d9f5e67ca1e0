#pragma once

#include "sourceupdate.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QThreadPool>

class QNetworkAccessManager;

namespace core {

class Database;

// An update of several sources: all are fetched at once, each is applied when it and every
// source before it in registry order have arrived (the project's feed replaces the catalog
// as a whole, so it goes first). A failing source changes nothing and the others still apply.
// Applying (parse, merge with the catalog, one SQL transaction) runs on a worker thread over a
// connection of its own, one source after the other, so the window keeps answering; each
// source's result is reported on this object's thread as it arrives.
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
    // Whether any source of this run changed the database (an Updated outcome).
    bool changedAnything() const { return m_changedAnything; }

public slots:
    void start();
    void cancel();

signals:
    void sourceProgress(int index, qint64 received, qint64 total);
    // Emitted from the worker thread as it starts to apply the source (a queued connection
    // brings it to a window).
    void sourceApplying(int index);
    void sourceFinished(int index);
    // A source changed the database; the session swaps in a new snapshot once, after finished().
    void applied(int index);
    void finished();

private:
    void applyReady();
    void applyOnWorker(int index);
    void add(const SourceInfo &info);

    Database &m_database;
    QNetworkAccessManager *m_manager = nullptr;
    QList<SourceUpdate *> m_updates;
    QStringList m_unknown;
    QSet<int> m_reported;
    bool m_running = false;
    bool m_changedAnything = false;
    int m_applying = -1; // the source on the worker thread, if any
    QThreadPool m_worker; // one thread: sources apply one after the other, in order
};

} // namespace core
