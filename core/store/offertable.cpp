#include "offertable.h"

#include "offerprovenance.h"
#include "pricehistory.h"
#include "sqlutil.h"
#include "textpool.h"

#include <core/catalog/offermatch.h>

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>
#include <array>
#include <utility>

namespace core::offertable {
namespace {

using sql::nullable;

// The columns of a row of offer_rows, as values() gives them.
QString rowColumns()
{
    return QStringLiteral(
        "provider, gpu, gpu_count, tier, region, vcpus, ram_gb, on_demand_per_hour,"
        " spot_per_hour, billing_increment_s, min_billed_s, notes, provenance");
}

constexpr int rowColumnCount = 13;

// The row of `offer` in offer_rows, naming the provenance `provenance`.
QVariantList values(const Offer &offer, qint64 provenance)
{
    return {offer.key.provider,
            offer.key.gpu,
            offer.key.gpuCount,
            sql::text(offer.key.tier),
            sql::text(offer.key.region),
            nullable(offer.vcpus),
            nullable(offer.ramGb),
            nullable(offer.onDemandPerHour),
            nullable(offer.spotPerHour),
            nullable(offer.billingIncrementS),
            nullable(offer.minBilledS),
            nullable(offer.notes),
            provenance};
}

// Whether writing `offer` with the origin of `origin` would leave the stored row `stored` as it
// is: the comparison of values() without building them (texts that are stored as NULL when
// empty compare empty; the fetch time to the second, as stored).
bool sameRow(const Offer &offer, const Offer &origin, const Offer &stored)
{
    return offer.vcpus == stored.vcpus && offer.ramGb == stored.ramGb
        && offer.onDemandPerHour == stored.onDemandPerHour
        && offer.spotPerHour == stored.spotPerHour
        && offer.billingIncrementS == stored.billingIncrementS
        && offer.minBilledS == stored.minBilledS
        && (offer.notes.isEmpty() ? stored.notes.isEmpty() : offer.notes == stored.notes)
        && offerprovenance::sameProvenance(offer, origin, stored, stored);
}

bool samePrice(const Offer &a, const Offer &b)
{
    return a.currency == b.currency && a.onDemandPerHour == b.onDemandPerHour
        && a.spotPerHour == b.spotPerHour;
}

bool sameObservation(const Offer &a, const Offer &b)
{
    return a.observedAt.text() == b.observedAt.text() && samePrice(a, b);
}

// The table as it is: from `known` when it is still what the table holds, else read.
Expected<Snapshot> storedRows(QSqlDatabase &db, const Snapshot *known, const TableState &atBegin)
{
    if (known && known->before == atBegin && known->before.dataVersion == state(db).dataVersion)
        return *known;
    Snapshot stored;
    const auto read = [&] {
        stored = {};
        return readAll(db, [&stored](qint64 rowid, Offer &&offer) {
            stored.offers.append(std::move(offer));
            stored.rowids.append(rowid);
        });
    };
    Status status = read();
    if (!status.ok()) {
        // A row naming a provenance the file lost (a damaged or hand-edited database) cannot
        // be read, and so has no observation to keep: the replace that the load's message asks
        // for drops it, and reads the others again.
        QSqlQuery damaged(db);
        if (damaged.exec(QStringLiteral("DELETE FROM offer_rows WHERE provenance NOT IN"
                                        " (SELECT id FROM offer_provenance)"))
            && damaged.numRowsAffected() > 0)
            status = read();
    }
    if (!status.ok())
        return Error{status.error()};
    return stored;
}

QString readError(const QSqlQuery &query)
{
    return QCoreApplication::translate("core::Database", "Cannot read the catalog: %1")
        .arg(sql::errorText(query));
}

} // namespace

QString columns()
{
    return QStringLiteral(
        "provider, gpu, gpu_count, tier, region, vcpus, ram_gb, currency, on_demand_per_hour,"
        " spot_per_hour, billing_increment_s, min_billed_s, source, observed_at, notes,"
        " listed_by, listed_at, unlisted_since");
}

Status readAll(QSqlDatabase &db, const std::function<void(qint64 rowid, Offer &&offer)> &each)
{
    TextPool pool;
    const Expected<QHash<qint64, offerprovenance::Provenance>> provenances
        = offerprovenance::readAll(db, pool);
    if (!provenances)
        return Error{provenances.error()};
    // The text columns of a row, in the order of the fields below, NULL written as empty (as
    // toString() reads it), joined by the unit separator, which no catalog text holds: the
    // catalog's importer refuses control characters. A row whose texts hold it anyway is read
    // again, column by column. printf() writes them in one go, where `||` built a longer copy
    // per column.
    constexpr int fieldCount = 5;
    static const QString texts = QStringLiteral("provider, gpu, tier, region, notes");
    static const QString joined = QStringLiteral("printf('")
        + QStringList(fieldCount, QStringLiteral("%s")).join(QStringLiteral("' || char(31) || '"))
        + QStringLiteral("', ") + texts + QLatin1Char(')');
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT rowid, gpu_count, vcpus, ram_gb, on_demand_per_hour,"
                                   " spot_per_hour, billing_increment_s, min_billed_s,"
                                   " provenance, ")
                    + joined + QStringLiteral(" FROM offer_rows ORDER BY rowid")))
        return Error{readError(query)};
    std::array<QStringView, fieldCount> fields;
    std::array<QString, fieldCount> singleFields; // a row whose texts hold the separator
    QSqlQuery single(db);
    bool singlePrepared = false;
    const offerprovenance::Provenance *provenance = nullptr;
    qint64 provenanceId = -1;
    while (query.next()) {
        const qint64 rowid = query.value(0).toLongLong();
        const qint64 named = query.value(8).toLongLong();
        if (!provenance || named != provenanceId) {
            const auto found = provenances->constFind(named);
            if (found == provenances->cend())
                return Error{QCoreApplication::translate(
                                 "core::Database",
                                 "Cannot read the catalog: source details number %2, named by"
                                 " the offer in row %1, are missing from the database. Import a"
                                 " catalog to replace it.")
                                 .arg(rowid)
                                 .arg(named)};
            provenance = &*found;
            provenanceId = named;
        }
        const QString row = query.value(9).toString();
        int count = 0;
        qsizetype start = 0;
        for (qsizetype i = 0; i <= row.size() && count <= fieldCount; ++i) {
            if (i == row.size() || row.at(i) == QChar(0x1f)) {
                if (count < fieldCount)
                    fields[count] = QStringView(row).sliced(start, i - start);
                ++count;
                start = i + 1;
            }
        }
        if (count != fieldCount) {
            if (!std::exchange(singlePrepared, true)) {
                if (Status status = sql::prepare(
                        single,
                        QStringLiteral("SELECT ") + texts
                            + QStringLiteral(" FROM offer_rows WHERE rowid = ?"));
                    !status.ok())
                    return status;
            }
            single.bindValue(0, rowid);
            if (!single.exec() || !single.next())
                return Error{readError(single)};
            for (int i = 0; i < fieldCount; ++i) {
                singleFields[i] = single.value(i).toString();
                fields[i] = singleFields[i];
            }
            single.finish();
        }
        each(rowid,
             {{pool(fields[0]), pool(fields[1]), sql::clampedInt(query.value(1)), pool(fields[2]),
               pool(fields[3])},
              sql::optionalInt(query.value(2)),
              sql::optionalDouble(query.value(3)),
              provenance->currency,
              sql::optionalDouble(query.value(4)),
              sql::optionalDouble(query.value(5)),
              sql::optionalInt(query.value(6)),
              sql::optionalInt(query.value(7)),
              provenance->source,
              provenance->observedAt,
              pool(fields[4]),
              provenance->listedBy,
              provenance->listedAt,
              provenance->unlistedSince});
    }
    return {};
}

TableState state(QSqlDatabase &db)
{
    TableState now;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA data_version")) && query.next())
        now.dataVersion = query.value(0).toLongLong();
    if (query.exec(QStringLiteral("SELECT total_changes()")) && query.next())
        now.ownChanges = query.value(0).toLongLong();
    if (now.dataVersion < 0 || now.ownChanges < 0)
        return {-2, -2}; // unknown: equal to no state read before
    return now;
}

Status write(QSqlDatabase &db, const QList<Offer> &offers, const QDateTime &now,
             const Snapshot *known, const TableState &atBegin)
{
    Expected<Snapshot> readRows = storedRows(db, known, atBegin);
    if (!readRows)
        return Error{readRows.error()};
    const Snapshot stored = std::move(readRows).value();

    // Which stored row each offer replaces, and whether the offers keep the stored order (new
    // offers after every kept one: SQLite gives a new row the largest rowid).
    const QList<qsizetype> rowOf = matchOffers(stored.offers, offers);
    QList<bool> kept(stored.offers.size(), false);
    bool inOrder = true;
    bool added = false;
    qint64 lastRowid = -1;
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const qsizetype row = rowOf.at(i);
        if (row < 0) {
            added = true;
            continue;
        }
        if (kept.at(row) || added || stored.rowids.at(row) < lastRowid)
            inOrder = false; // a repeated key fails on the primary key below
        lastRowid = stored.rowids.at(row);
        kept[row] = true;
    }

    // The observations the catalog no longer holds, in the stored order; those whose price the
    // new offer confirms at a later date (a source fetched again) apart.
    QList<qsizetype> superseded;
    QList<qsizetype> redated;
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const qsizetype row = rowOf.at(i);
        if (row < 0 || sameObservation(stored.offers.at(row), offers.at(i)))
            continue;
        (samePrice(stored.offers.at(row), offers.at(i)) ? redated : superseded).append(row);
    }
    QList<qint64> removed;
    for (qsizetype row = 0; row < stored.offers.size(); ++row) {
        if (!kept.at(row)) {
            superseded.append(row);
            removed.append(stored.rowids.at(row));
        }
    }
    const auto observationsOf = [&stored](QList<qsizetype> rows) {
        std::sort(rows.begin(), rows.end()); // the stored order
        QList<const Offer *> observations;
        observations.reserve(rows.size());
        for (const qsizetype row : std::as_const(rows))
            observations.append(&stored.offers.at(row));
        return observations;
    };
    if (Status status = PriceHistory::recordSuperseded(db, observationsOf(superseded), now);
        !status.ok())
        return status;
    if (Status status = PriceHistory::recordRedated(db, observationsOf(redated), now); !status.ok())
        return status;

    const auto originOf = [&](qsizetype i) -> const Offer & {
        const Offer &offer = offers.at(i);
        return offer.listedBy.isEmpty() && rowOf.at(i) >= 0 ? stored.offers.at(rowOf.at(i)) : offer;
    };
    offerprovenance::Ids provenances;
    if (Status status = provenances.start(db); !status.ok())
        return status;
    sql::RowStatement update(db);
    sql::RowStatement add(db);
    if (Status status = add.prepare(QStringLiteral("INSERT INTO offer_rows (") + rowColumns()
                                    + QStringLiteral(") VALUES ")
                                    + sql::namedPlaceholders(rowColumnCount));
        !status.ok())
        return status;
    if (inOrder) {
        if (Status status = sql::execEach(
                db, QStringLiteral("DELETE FROM offer_rows WHERE rowid = ?"), removed,
                [](qint64 rowid) { return QVariantList{rowid}; });
            !status.ok())
            return status;
        if (Status status = update.prepare(
                QStringLiteral("UPDATE offer_rows SET (") + rowColumns() + QStringLiteral(") = ")
                + sql::namedPlaceholders(rowColumnCount) + QStringLiteral(" WHERE rowid = :v")
                + QString::number(rowColumnCount));
            !status.ok())
            return status;
    } else if (Status status = sql::exec(db, QStringLiteral("DELETE FROM offer_rows"));
               !status.ok()) {
        return status;
    }
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const qsizetype before = inOrder ? rowOf.at(i) : -1;
        if (before >= 0 && sameRow(offers.at(i), originOf(i), stored.offers.at(before)))
            continue; // unchanged: not written
        const Expected<qint64> provenance = provenances.idOf(offers.at(i), originOf(i));
        if (!provenance)
            return Error{provenance.error()};
        QVariantList row = values(offers.at(i), *provenance);
        if (before >= 0)
            row.append(stored.rowids.at(before));
        if (Status status = (before >= 0 ? update : add).exec(std::move(row)); !status.ok())
            return status;
    }
    return offerprovenance::deleteUnused(db);
}

} // namespace core::offertable
