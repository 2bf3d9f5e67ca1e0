#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>

#include <QDateTime>
#include <QString>

class QSqlDatabase;
class QSqlQuery;

// The offers table of the catalog: how a row reads and how a replace writes it. Used by
// CatalogStore inside its transaction.
namespace core::offertable {

// The columns read() expects, in its order.
QString columns();
// The offer in the row of `query` whose column `first` is the provider.
Offer read(const QSqlQuery &query, int first);

// Makes the table hold `offers` in their order, writing only the rows that differ from what
// is stored: a source that changes ten prices of 100,000 writes ten rows. An offer without an
// origin (a file, the feed, live prices) keeps the stored one (Offer::listedBy and the rest).
// Each stored observation (observed date, currency, prices) that the new offers no longer hold
// moves into the price history, dated `now`. When the order of the offers changed, the table
// is written whole.
Status write(QSqlDatabase &db, const QList<Offer> &offers, const QDateTime &now);

} // namespace core::offertable
