#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>
#include <core/store/textpool.h>

#include <QHash>
#include <QSqlQuery>
#include <QString>

#include <array>

class QSqlDatabase;

// What an offer shares with the other offers of its fetch: its currency, source text and
// observed date, the source that listed it, since when, and since when no longer. Schema step
// 15 stores each distinct one once, in offer_provenance, and each row of offer_rows names it:
// 100,000 offers of one source name one provenance instead of repeating its texts.
namespace core::offerprovenance {

struct Provenance
{
    QString currency;
    QString source;
    PartialDate observedAt;
    QString listedBy;
    QDateTime listedAt;
    QDate unlistedSince;
};

// Whether two offers, each with the offer that gives its origin (itself, or the stored offer it
// replaces), have one provenance: the same stored texts (the listing time to the second).
bool sameProvenance(const Offer &a, const Offer &aOrigin, const Offer &b, const Offer &bOrigin);

// Every stored provenance by its id, each text parsed once and shared through `texts`.
Expected<QHash<qint64, Provenance>> readAll(QSqlDatabase &db, TextPool &texts);

// The provenance ids of the offers a replace writes: a stored one when a row holds the same
// values, else a row added for them. Consecutive offers of one fetch cost one comparison.
class Ids final
{
public:
    // Reads the stored provenances and prepares the insert of new ones.
    Status start(QSqlDatabase &db);
    // The id of `offer`'s currency, source and observed date with the origin of `origin` (the
    // source that listed it, since when, since when no longer: none unless it names a source).
    Expected<qint64> idOf(const Offer &offer, const Offer &origin);

private:
    // The stored texts of a provenance, in the table's column order.
    using Texts = std::array<QString, 6>;
    static Texts textsOf(const Offer &offer, const Offer &origin);
    static QString keyOf(const Texts &texts);

    QSqlQuery m_add;
    QHash<QString, qint64> m_ids; // by keyOf()
    const Offer *m_lastOffer = nullptr;
    const Offer *m_lastOrigin = nullptr;
    qint64 m_lastId = -1;
};

// Deletes the provenances no offer names any more.
Status deleteUnused(QSqlDatabase &db);

} // namespace core::offerprovenance
