#include "updaterun.h"

#include <core/network/sources/sourceregistry.h>

#include <QNetworkAccessManager>

namespace core {

UpdateRun::UpdateRun(Database &database, const QStringList &sourceIds, QObject *parent)
    : QObject(parent)
    , m_manager(new QNetworkAccessManager(this))
{
    const QList<SourceInfo> all = allSources();
    for (const QString &id : sourceIds) {
        if (!sourceInfo(id))
            m_unknown.append(id);
    }
    if (!m_unknown.isEmpty())
        return;
    for (const SourceInfo &info : all) {
        if (!sourceIds.isEmpty() && !sourceIds.contains(info.id))
            continue;
        auto *update = new SourceUpdate(database, *m_manager, info, this);
        const int index = int(m_updates.size());
        connect(update, &SourceUpdate::progress, this,
                [this, index](qint64 received, qint64 total) {
                    emit sourceProgress(index, received, total);
                });
        connect(update, &SourceUpdate::fetched, this, &UpdateRun::applyReady);
        m_updates.append(update);
    }
}

UpdateRun::~UpdateRun() = default;

void UpdateRun::setUrl(const QString &sourceId, const QUrl &url)
{
    for (SourceUpdate *update : std::as_const(m_updates)) {
        if (update->info().id == sourceId)
            update->setUrl(url);
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
    if (!m_running)
        return;
    for (int i = 0; i < m_updates.size(); ++i) {
        SourceUpdate *update = m_updates.at(i);
        if (update->stage() == SourceUpdate::Stage::Fetched) {
            update->apply();
        } else if (update->stage() != SourceUpdate::Stage::Done) {
            return; // an earlier source is still on its way: later ones wait for it
        }
        if (!m_reported.contains(i)) {
            m_reported.insert(i);
            if (update->outcome().result == SourceOutcome::Result::Updated)
                emit applied(i);
            emit sourceFinished(i);
        }
    }
    m_running = false;
    emit finished();
}

} // namespace core
