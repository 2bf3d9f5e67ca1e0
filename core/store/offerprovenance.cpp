#include "offerprovenance.h"

#include "sqlutil.h"

#include <QCoreApplication>
#include <QStringList>

namespace core::offerprovenance {
namespace {

QString readError(const QSqlQuery &query)
{
    return QCoreApplication::translate("core::Database", "Cannot read the catalog: %1")
        .arg(sql::errorText(query));
}

bool listed(const Offer &origin)
{
    return !origin.listedBy.isEmpty();
}

// The columns of offer_provenance after its id, in the order of Ids::Texts.
QString selectAll()
{
    return QStringLiteral("SELECT id, currency, source, observed_at, listed_by, listed_at,"
                          " unlisted_since FROM offer_provenance");
}

} // namespace

bool sameProvenance(const Offer &a, const Offer &aOrigin, const Offer &b, const Offer &bOrigin)
{
    if (a.currency != b.currency || a.source != b.source
        || a.observedAt.text() != b.observedAt.text() || listed(aOrigin) != listed(bOrigin))
        return false;
    return !listed(aOrigin)
        || (aOrigin.listedBy == bOrigin.listedBy
            && aOrigin.listedAt.isValid() == bOrigin.listedAt.isValid()
            && aOrigin.listedAt.toSecsSinceEpoch() == bOrigin.listedAt.toSecsSinceEpoch()
            && aOrigin.unlistedSince == bOrigin.unlistedSince);
}

Expected<QHash<qint64, Provenance>> readAll(QSqlDatabase &db, TextPool &texts)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(selectAll()))
        return Error{readError(query)};
    QHash<qint64, Provenance> all;
    while (query.next()) {
        const QString listedAt = query.value(5).toString();
        const QString unlistedSince = query.value(6).toString();
        all.insert(
            query.value(0).toLongLong(),
            {texts(query.value(1)), texts(query.value(2)),
             PartialDate::parse(query.value(3).toString()).value_or(PartialDate()),
             texts(query.value(4)),
             listedAt.isEmpty() ? QDateTime()
                                : QDateTime::fromString(listedAt, Qt::ISODate).toUTC(),
             unlistedSince.isEmpty() ? QDate() : QDate::fromString(unlistedSince, Qt::ISODate)});
    }
    return all;
}

Ids::Texts Ids::textsOf(const Offer &offer, const Offer &origin)
{
    const bool isListed = listed(origin);
    return {offer.currency,
            offer.source,
            offer.observedAt.text(), // "" when the date is unknown
            isListed ? origin.listedBy : QString(),
            isListed && origin.listedAt.isValid() ? origin.listedAt.toUTC().toString(Qt::ISODate)
                                                  : QString(),
            isListed && origin.unlistedSince.isValid() ? origin.unlistedSince.toString(Qt::ISODate)
                                                       : QString()};
}

QString Ids::keyOf(const Texts &texts)
{
    // The unit separator, which no catalog text holds; a length before each text keeps two
    // provenances apart even if one did.
    QString key;
    for (const QString &text : texts)
        key += QString::number(text.size()) + QChar(0x1f) + text;
    return key;
}

Status Ids::start(QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(selectAll()))
        return Error{readError(query)};
    while (query.next()) {
        Texts texts;
        for (int i = 0; i < int(texts.size()); ++i)
            texts[i] = query.value(i + 1).toString();
        m_ids.insert(keyOf(texts), query.value(0).toLongLong());
    }
    m_add = QSqlQuery(db);
    return sql::prepare(
        m_add,
        QStringLiteral("INSERT INTO offer_provenance (currency, source, observed_at,"
                       " listed_by, listed_at, unlisted_since)"
                       " VALUES (?, ?, ?, ?, ?, ?)"));
}

Expected<qint64> Ids::idOf(const Offer &offer, const Offer &origin)
{
    if (m_lastOffer && sameProvenance(offer, origin, *m_lastOffer, *m_lastOrigin)) {
        m_lastOffer = &offer;
        m_lastOrigin = &origin;
        return m_lastId;
    }
    const Texts texts = textsOf(offer, origin);
    const QString key = keyOf(texts);
    auto found = m_ids.constFind(key);
    if (found == m_ids.cend()) {
        QVariantList values;
        for (const QString &text : texts)
            values.append(sql::text(text));
        sql::bind(m_add, values);
        if (Status status = sql::exec(m_add); !status.ok())
            return Error{status.error()};
        found = m_ids.insert(key, m_add.lastInsertId().toLongLong());
    }
    m_lastOffer = &offer;
    m_lastOrigin = &origin;
    m_lastId = *found;
    return m_lastId;
}

Status deleteUnused(QSqlDatabase &db)
{
    return sql::exec(db,
                     QStringLiteral("DELETE FROM offer_provenance WHERE id NOT IN"
                                    " (SELECT provenance FROM offer_rows)"));
}

} // namespace core::offerprovenance
