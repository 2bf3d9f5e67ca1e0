#pragma once

#include <QList>
#include <QSet>
#include <QString>

namespace core {

// The ids of catalog entries that have one (GPUs, providers, models), for membership checks.
template<typename Entry>
QSet<QString> idsOf(const QList<Entry> &entries)
{
    QSet<QString> ids;
    ids.reserve(entries.size());
    for (const Entry &entry : entries)
        ids.insert(entry.id);
    return ids;
}

} // namespace core
