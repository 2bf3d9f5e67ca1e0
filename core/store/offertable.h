#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QDateTime>
#include <QString>

#include <functional>

class QSqlDatabase;

// The offers table of the catalog: how a row reads and how a replace writes it. Used by
// CatalogStore inside its transaction.
namespace core::offertable {

// The columns of the view `offers` (schema step 15), the offer's fields in the catalog's order.
QString columns();
// Every stored offer in the stored order, to `each(rowid, offer)`. A row's texts come from
// SQLite joined in one column (Qt's driver makes a QVariant string of every text cell it
// fetches: five a row, where one does), shared through one pool; what it shares with the
// other offers of its fetch, from its provenance (core/store/offerprovenance).
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

// Makes offer_rows hold `offers` in their order, writing only the rows that differ from what
// is stored: a source that changes ten prices of 100,000 writes ten rows. An offer without an
// origin (a file, the feed, live prices) keeps the stored one (Offer::listedBy and the rest).
// Each stored observation (observed date, currency, prices) that the new offers no longer hold
// moves into the price history, dated `now`. When the order of the offers changed, the table
// is written whole. What the offers share with the others of their fetch is written once
// (offer_provenance), and a provenance no offer names any more is deleted.
// What is stored is read from the table, unless `known` holds it: a snapshot read by this
// connection when its state was `atBegin`, the state at the start of this write's transaction,
// before this connection wrote anything (no other connection has committed since, which the
// data version tells, and this one changed no row). Other connections cannot commit while
// this one writes.
Status write(QSqlDatabase &db, const QList<Offer> &offers, const QDateTime &now,
             const Snapshot *known = nullptr, const TableState &atBegin = {});

} // namespace core::offertable
