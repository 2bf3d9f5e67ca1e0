#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringView>
#include <QVariant>

#include <functional>

class QSqlDatabase;
class QSqlQuery;

// The offers table of the catalog: how a row reads and how a replace writes it. Used by
// CatalogStore inside its transaction.
namespace core::offertable {

// The texts of many offers, one copy each: 100,000 offers of a source repeat its name, its
// notes, a few regions and providers. Reading through a pool keeps one string where there
// were 100,000 equal ones, and a text seen before costs no allocation.
class TextPool final
{
public:
    QString operator()(QStringView text);
    QString operator()(const QVariant &value) { return (*this)(QStringView(value.toString())); }

private:
    // Each key views the data of its own value, which the pool keeps alive and never changes.
    QHash<QStringView, QString> m_texts;
};

// The columns read() expects, in its order.
QString columns();
// The offer in the row of `query` whose column `first` is the provider.
Offer read(const QSqlQuery &query, int first, TextPool &texts);
// Every stored offer in the stored order, to `each(rowid, offer)`. The texts of a row come from
// SQLite joined in one column (Qt's driver makes a QVariant string of every text cell it
// fetches: eleven a row, where one does), shared through one pool.
Status readAll(QSqlDatabase &db, const std::function<void(qint64 rowid, Offer &&offer)> &each);

// What tells one connection that the offers table is as it read it: SQLite's data version,
// which moves when another connection commits, and the rows this connection has changed.
struct TableState
{
    qint64 dataVersion = -1;
    qint64 ownChanges = -1;
    friend bool operator==(const TableState &, const TableState &) = default;
};
// The state of `db`'s connection now; invalid (never equal to a read one) when SQLite does
// not say.
TableState state(QSqlDatabase &db);

// The offers as one connection read them, in the stored order, with their rowids, and the
// state of the connection before it read them (CatalogStore::load keeps one).
struct Snapshot
{
    QList<Offer> offers;
    QList<qint64> rowids;
    TableState before;
};

// Makes the table hold `offers` in their order, writing only the rows that differ from what
// is stored: a source that changes ten prices of 100,000 writes ten rows. An offer without an
// origin (a file, the feed, live prices) keeps the stored one (Offer::listedBy and the rest).
// Each stored observation (observed date, currency, prices) that the new offers no longer hold
// moves into the price history, dated `now`. When the order of the offers changed, the table
// is written whole.
// What is stored is read from the table, unless `known` holds it: a snapshot read by this
// connection when its state was `atBegin`, the state at the start of this write's transaction,
// before this connection wrote anything (no other connection has committed since, which the
// data version tells, and this one changed no row). Other connections cannot commit while
// this one writes.
Status write(QSqlDatabase &db, const QList<Offer> &offers, const QDateTime &now,
             const Snapshot *known = nullptr, const TableState &atBegin = {});

} // namespace core::offertable
