#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

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
    QString name; // the user's; empty for the default list until the user names it
    QList<ShortlistItem> items;
    QString stableId; // "default", or a generated id: never a text in some language
    // The name to show: the user's, or the default list's in the current language.
    QString displayName() const;
};

// The user's shortlists. A list is found by its stable id, never by its name, so a language
// switch finds the same list; the name is the user's to edit. Items name offers by their
// stable key, so they outlive a catalog replacement; an item whose offer left the catalog is
// kept and shown as unavailable.
class ShortlistStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::ShortlistStore)

public:
    explicit ShortlistStore(Database &database);

    static QString defaultName() { return tr("My shortlist"); }
    static QString defaultId() { return QStringLiteral("default"); }

    Expected<QList<Shortlist>> all() const;
    // The list of that name; the default list's name in the current language finds it too.
    Expected<Shortlist> byName(const QString &name) const;
    // The default list, if it has been created.
    Expected<std::optional<Shortlist>> defaultList() const;
    // Returns the id of the shortlist called `name`, creating it when missing.
    Expected<qint64> ensure(const QString &name);
    // Returns the id of the default list, creating it when missing.
    Expected<qint64> ensureDefault();
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
