#include "offertable.h"

#include "pricehistory.h"
#include "sqlutil.h"

#include <core/catalog/offermatch.h>

#include <QCoreApplication>
#include <QSqlQuery>

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>

namespace core::offertable {
namespace {

using sql::nullable;

QString placeholders()
{
    return QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
}

// One fetch time for almost every offer a source brought: formatted once, not per row.
class ListedAtText
{
public:
    const QVariant &operator()(const QDateTime &at)
    {
        if (!m_formatted || at != m_last) {
            m_formatted = true;
            m_last = at;
            m_text = at.isValid() ? QVariant(at.toUTC().toString(Qt::ISODate)) : QVariant();
        }
        return m_text;
    }

private:
    bool m_formatted = false;
    QDateTime m_last;
    QVariant m_text;
};

// The row of `offer`, its origin (source, fetch time, "not listed since") from `origin`.
QVariantList values(const Offer &offer, const Offer &origin, ListedAtText &listedAt)
{
    const bool listed = !origin.listedBy.isEmpty();
    return {offer.key.provider,
            offer.key.gpu,
            offer.key.gpuCount,
            sql::text(offer.key.tier),
            sql::text(offer.key.region),
            nullable(offer.vcpus),
            nullable(offer.ramGb),
            offer.currency,
            nullable(offer.onDemandPerHour),
            nullable(offer.spotPerHour),
            nullable(offer.billingIncrementS),
            nullable(offer.minBilledS),
            offer.source,
            sql::text(offer.observedAt.text()), // "" when the date is unknown
            nullable(offer.notes),
            nullable(origin.listedBy),
            listed ? listedAt(origin.listedAt) : QVariant(),
            listed && origin.unlistedSince.isValid()
                ? QVariant(origin.unlistedSince.toString(Qt::ISODate))
                : QVariant()};
}

// Whether writing `offer` with the origin of `origin` would leave the stored row `stored` as it
// is: the comparison of values() without building them (texts that are stored as NULL when
// empty compare empty; the fetch time to the second, as stored).
bool sameRow(const Offer &offer, const Offer &origin, const Offer &stored)
{
    const bool listed = !origin.listedBy.isEmpty();
    return offer.vcpus == stored.vcpus && offer.ramGb == stored.ramGb
        && offer.currency == stored.currency && offer.onDemandPerHour == stored.onDemandPerHour
        && offer.spotPerHour == stored.spotPerHour
        && offer.billingIncrementS == stored.billingIncrementS
        && offer.minBilledS == stored.minBilledS && offer.source == stored.source
        && offer.observedAt.text() == stored.observedAt.text()
        && (offer.notes.isEmpty() ? stored.notes.isEmpty() : offer.notes == stored.notes)
        && (listed ? origin.listedBy == stored.listedBy : stored.listedBy.isEmpty())
        && (!listed
            || (origin.listedAt.isValid() == stored.listedAt.isValid()
                && origin.listedAt.toSecsSinceEpoch() == stored.listedAt.toSecsSinceEpoch()
                && origin.unlistedSince == stored.unlistedSince));
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
    const Status status = readAll(db, [&stored](qint64 rowid, Offer &&offer) {
        stored.offers.append(std::move(offer));
        stored.rowids.append(rowid);
    });
    if (!status.ok())
        return Error{status.error()};
    return stored;
}

// Most rows share their source's fetch time: the text is parsed once per run of equal texts.
QDateTime listedAtOf(QStringView text)
{
    thread_local QString lastText;
    thread_local QDateTime last;
    if (text != lastText) {
        lastText = text.toString();
        last = QDateTime::fromString(lastText, Qt::ISODate).toUTC();
    }
    return last;
}

// Most rows of a source share their observation date: parsed once per run of equal texts.
PartialDate observedAtOf(QStringView text)
{
    thread_local QString lastText;
    thread_local PartialDate last;
    if (text != lastText) {
        lastText = text.toString();
        last = PartialDate::parse(lastText).value_or(PartialDate());
    }
    return last;
}

QDate unlistedSinceOf(QStringView text)
{
    return text.isEmpty() ? QDate() : QDate::fromString(text, Qt::ISODate);
}

} // namespace

QString columns()
{
    return QStringLiteral(
        "provider, gpu, gpu_count, tier, region, vcpus, ram_gb, currency, on_demand_per_hour,"
        " spot_per_hour, billing_increment_s, min_billed_s, source, observed_at, notes,"
        " listed_by, listed_at, unlisted_since");
}

QString TextPool::operator()(QStringView text)
{
    if (text.isEmpty())
        return QStringLiteral(""); // as the driver reads '': empty, not null
    const auto found = m_texts.constFind(text);
    if (found != m_texts.cend())
        return *found;
    const QString copy = text.toString();
    m_texts.insert(QStringView(copy), copy);
    return copy;
}

Offer read(const QSqlQuery &q, int first, TextPool &texts)
{
    const auto text = [&](int i) { return q.value(first + i).toString(); };
    const auto shared = [&](int i) { return texts(q.value(first + i)); };
    const auto value = [&](int i) { return q.value(first + i); };
    return {{shared(0), shared(1), sql::clampedInt(value(2)), shared(3), shared(4)},
            sql::optionalInt(value(5)),
            sql::optionalDouble(value(6)),
            shared(7),
            sql::optionalDouble(value(8)),
            sql::optionalDouble(value(9)),
            sql::optionalInt(value(10)),
            sql::optionalInt(value(11)),
            shared(12),
            observedAtOf(text(13)),
            shared(14),
            shared(15),
            value(16).isNull() ? QDateTime() : listedAtOf(text(16)),
            unlistedSinceOf(text(17))};
}

Status readAll(QSqlDatabase &db, const std::function<void(qint64 rowid, Offer &&offer)> &each)
{
    // The text columns, in the order of the fields below, NULL written as empty (as toString()
    // reads it), joined by the unit separator, which no catalog text holds: the catalog's
    // importer refuses control characters. A row whose texts hold it anyway is read again,
    // column by column.
    // printf() writes the row's texts in one go, where `||` built a longer copy per column.
    constexpr int fieldCount = 11;
    static const QString joined = QStringLiteral("printf('")
        + QStringList(fieldCount, QStringLiteral("%s")).join(QStringLiteral("' || char(31) || '"))
        + QStringLiteral("', provider, gpu, tier, region, currency, source, observed_at, notes,"
                         " listed_by, listed_at, unlisted_since)");
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT rowid, gpu_count, vcpus, ram_gb, on_demand_per_hour,"
                                   " spot_per_hour, billing_increment_s, min_billed_s, ")
                    + joined + QStringLiteral(" FROM offers ORDER BY rowid")))
        return Error{QCoreApplication::translate("core::Database", "Cannot read the catalog: %1")
                         .arg(sql::errorText(query))};
    TextPool texts;
    std::array<QStringView, fieldCount> fields;
    QSqlQuery single(db); // a row whose texts hold the separator
    bool singlePrepared = false;
    while (query.next()) {
        const qint64 rowid = query.value(0).toLongLong();
        const QString row = query.value(8).toString();
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
                        QStringLiteral("SELECT ") + columns()
                            + QStringLiteral(" FROM offers WHERE rowid = ?"));
                    !status.ok())
                    return status;
            }
            single.bindValue(0, rowid);
            if (!single.exec() || !single.next())
                return Error{
                    QCoreApplication::translate("core::Database", "Cannot read the catalog: %1")
                        .arg(sql::errorText(single))};
            each(rowid, read(single, 0, texts));
            single.finish();
            continue;
        }
        each(rowid,
             {{texts(fields[0]), texts(fields[1]), sql::clampedInt(query.value(1)),
               texts(fields[2]), texts(fields[3])},
              sql::optionalInt(query.value(2)),
              sql::optionalDouble(query.value(3)),
              texts(fields[4]),
              sql::optionalDouble(query.value(4)),
              sql::optionalDouble(query.value(5)),
              sql::optionalInt(query.value(6)),
              sql::optionalInt(query.value(7)),
              texts(fields[5]),
              observedAtOf(fields[6]),
              texts(fields[7]),
              texts(fields[8]),
              fields[9].isEmpty() ? QDateTime() : listedAtOf(fields[9]),
              unlistedSinceOf(fields[10])});
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

    ListedAtText listedAt;
    const auto originOf = [&](qsizetype i) -> const Offer & {
        const Offer &offer = offers.at(i);
        return offer.listedBy.isEmpty() && rowOf.at(i) >= 0 ? stored.offers.at(rowOf.at(i)) : offer;
    };
    const QString insert = QStringLiteral("INSERT INTO offers (") + columns()
        + QStringLiteral(") VALUES ") + placeholders();
    if (!inOrder) {
        if (Status status = sql::exec(db, QStringLiteral("DELETE FROM offers")); !status.ok())
            return status;
        QList<qsizetype> all(offers.size());
        std::iota(all.begin(), all.end(), 0);
        return sql::execEach(db, insert, all, [&](qsizetype i) {
            return values(offers.at(i), originOf(i), listedAt);
        });
    }

    if (Status status = sql::execEach(db, QStringLiteral("DELETE FROM offers WHERE rowid = ?"),
                                      removed, [](qint64 rowid) { return QVariantList{rowid}; });
        !status.ok())
        return status;
    QSqlQuery update(db);
    QSqlQuery add(db);
    if (Status status = sql::prepare(update,
                                     QStringLiteral("UPDATE offers SET (") + columns()
                                         + QStringLiteral(") = ") + placeholders()
                                         + QStringLiteral(" WHERE rowid = ?"));
        !status.ok())
        return status;
    if (Status status = sql::prepare(add, insert); !status.ok())
        return status;
    QVariantList lastAdded;
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const qsizetype before = rowOf.at(i);
        if (before >= 0 && sameRow(offers.at(i), originOf(i), stored.offers.at(before)))
            continue; // unchanged: not written
        QVariantList row = values(offers.at(i), originOf(i), listedAt);
        if (before >= 0) {
            row.append(stored.rowids.at(before));
            sql::bind(update, row);
            if (Status status = sql::exec(update); !status.ok())
                return status;
            continue;
        }
        sql::bindChanged(add, row, lastAdded);
        if (Status status = sql::exec(add); !status.ok())
            return status;
        lastAdded = std::move(row);
    }
    return {};
}

} // namespace core::offertable
