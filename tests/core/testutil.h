#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QtTest>

namespace testutil {

inline QString dataPath(const QString &name)
{
    return QStringLiteral(GPUSCOUT_TEST_DATA "/") + name;
}

inline QByteArray readData(const QString &name)
{
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", qPrintable(name));
    return file.readAll();
}

inline QJsonObject smallCatalogJson()
{
    return QJsonDocument::fromJson(readData(QStringLiteral("catalog-small.json"))).object();
}

// Makes the stored offers that `where` selects (an SQL condition on offer_rows) ones that the
// source `listedBy` listed since `listedAt`, and no longer since `unlistedSince` unless empty,
// as an update stores them: through a provenance of their own (schema step 15).
inline bool setListedBy(QSqlDatabase db, const QString &where, const QString &listedBy,
                        const QString &listedAt, const QString &unlistedSince = QString())
{
    QSqlQuery query(db);
    if (!query.prepare(
            QStringLiteral(
                "INSERT OR IGNORE INTO offer_provenance (currency, source, observed_at, listed_by,"
                " listed_at, unlisted_since) SELECT DISTINCT p.currency, p.source, p.observed_at, "
                "?,"
                " ?, ? FROM offer_rows JOIN offer_provenance p ON p.id = offer_rows.provenance "
                "WHERE ")
            + where))
        return false;
    query.addBindValue(listedBy);
    query.addBindValue(listedAt);
    query.addBindValue(unlistedSince.isNull() ? QStringLiteral("") : unlistedSince);
    if (!query.exec())
        return false;
    return query.exec(
        QStringLiteral("UPDATE offer_rows SET provenance = (SELECT n.id FROM offer_provenance o"
                       " JOIN offer_provenance n ON n.currency = o.currency AND n.source = o.source"
                       " AND n.observed_at = o.observed_at WHERE o.id = offer_rows.provenance"
                       " AND n.listed_by = '%1' AND n.listed_at = '%2' AND n.unlisted_since = '%3')"
                       " WHERE ")
            .arg(listedBy, listedAt, unlistedSince)
        + where);
}

} // namespace testutil
