#include "updaterun.h"

#include <core/network/sources/sourceregistry.h>

#include <QNetworkAccessManager>

namespace core {

UpdateRun::UpdateRun(Database &database, const QStringList &sourceIds, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_manager(new QNetworkAccessManager(this))
{
    m_worker.setMaxThreadCount(1);
    for (const QString &id : sourceIds) {
        if (!sourceInfo(id))
            m_unknown.append(id);
    }
    if (!m_unknown.isEmpty())
        return;
    for (const SourceInfo &info : allSources()) {
        // Every source by default, except those with nothing to fetch at their default address
        // (the project's feed, never published): they run when asked for, or given an address.
        if (sourceIds.isEmpty() ? info.runByDefault : sourceIds.contains(info.id))
            add(info);
    }
}

void UpdateRun::add(const SourceInfo &info)
{
    auto *update = new SourceUpdate(m_database, *m_manager, info, this);
    connect(update, &SourceUpdate::progress, this, [this, update](qint64 received, qint64 total) {
        emit sourceProgress(int(m_updates.indexOf(update)), received, total);
    });
    connect(update, &SourceUpdate::fetched, this, &UpdateRun::applyReady);
    // In registry order: the feed, which replaces the catalog as a whole, goes first.
    const QList<SourceInfo> all = allSources();
    const auto rank = [&](const QString &id) {
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (all.at(i).id == id)
                return i;
        }
        return all.size();
    };
    qsizetype at = 0;
    while (at < m_updates.size() && rank(m_updates.at(at)->info().id) < rank(info.id))
        ++at;
    m_updates.insert(at, update);
}

UpdateRun::~UpdateRun()
{
    // A source still applying finishes its transaction first; what it reports is dropped.
    m_worker.waitForDone();
}

void UpdateRun::setUrl(const QString &sourceId, const QUrl &url)
{
    bool found = false;
    for (SourceUpdate *update : std::as_const(m_updates)) {
        if (update->info().id == sourceId) {
            update->setUrl(url);
            found = true;
        }
    }
    // A source left out by default joins the run when it is given an address.
    if (const std::optional<SourceInfo> info = sourceInfo(sourceId);
        !found && info && !m_running && m_unknown.isEmpty()) {
        add(*info);
        setUrl(sourceId, url);
    }
}

void UpdateRun::setDeadline(std::chrono::milliseconds deadline)
{
    DownloadLimits limits;
    limits.deadline = deadline;
    if (deadline.count() > 0 && limits.timeout > deadline)
        limits.timeout = deadline;
    for (SourceUpdate *update : std::as_const(m_updates))
        update->setLimits(limits);
}

void UpdateRun::setConfirmed(bool confirmed)
{
    for (SourceUpdate *update : std::as_const(m_updates))
        update->setConfirmed(confirmed);
}

QList<SourceOutcome> UpdateRun::outcomes() const
{
    QList<SourceOutcome> list;
    for (const SourceUpdate *update : m_updates)
        list.append(update->outcome());
    return list;
}

void UpdateRun::start()
{
    m_running = true;
    if (m_updates.isEmpty()) {
        m_running = false;
        QMetaObject::invokeMethod(this, &UpdateRun::finished, Qt::QueuedConnection);
        return;
    }
    for (SourceUpdate *update : std::as_const(m_updates))
        update->start();
}

void UpdateRun::cancel()
{
    for (SourceUpdate *update : std::as_const(m_updates))
        update->cancel();
}

void UpdateRun::applyReady()
{
    if (!m_running || m_applying >= 0)
        return; // the source on the worker calls again when it is done
    for (int i = 0; i < m_updates.size(); ++i) {
        SourceUpdate *update = m_updates.at(i);
        if (update->stage() == SourceUpdate::Stage::Fetched) {
            applyOnWorker(i);
            return;
        }
        if (update->stage() != SourceUpdate::Stage::Done)
            return; // an earlier source is still on its way: later ones wait for it
        if (!m_reported.contains(i)) {
            m_reported.insert(i);
            if (update->outcome().result == SourceOutcome::Result::Updated) {
                m_changedAnything = true;
                emit applied(i);
            }
            emit sourceFinished(i);
        }
    }
    m_running = false;
    emit finished();
}

void UpdateRun::applyOnWorker(int index)
{
    SourceUpdate *update = m_updates.at(index);
    m_applying = index;
    update->beginApply();
    m_worker.start([this, update, index] {
        emit sourceApplying(index);
        update->applyInThisThread();
        // Back on this object's thread; dropped if the run is deleted first.
        QMetaObject::invokeMethod(
            this,
            [this, update] {
                m_applying = -1;
                update->endApply();
                applyReady();
            },
            Qt::QueuedConnection);
    });
}

} // namespace core
