#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace core {

class Database;

struct ShortlistItem
{
    OfferKey key;
    QString note;
    QDateTime addedAt;
};

struct Shortlist
{
    qint64 id = 0;
    QString name;
    QList<ShortlistItem> items;
};

// The user's shortlists. Items name offers by their stable key, so they outlive a catalog
// replacement; an item whose offer left the catalog is kept and shown as unavailable.
class ShortlistStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::ShortlistStore)

public:
    explicit ShortlistStore(Database &database);

    static QString defaultName() { return tr("My shortlist"); }

    Expected<QList<Shortlist>> all() const;
    Expected<Shortlist> byName(const QString &name) const;
    // Returns the id of the shortlist called `name`, creating it when missing.
    Expected<qint64> ensure(const QString &name);
    Status rename(qint64 id, const QString &name);
    Status remove(qint64 id);

    Status addItem(qint64 shortlistId, const OfferKey &key, const QString &note = {});
    Status removeItem(qint64 shortlistId, const OfferKey &key);
    Status setNote(qint64 shortlistId, const OfferKey &key, const QString &note);

private:
    Expected<QList<ShortlistItem>> items(qint64 shortlistId) const;

    Database &m_database;
};

} // namespace core
