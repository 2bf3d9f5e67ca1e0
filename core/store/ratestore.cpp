#include "ratestore.h"

#include "database.h"
#include "sqlutil.h"

#include <QSqlQuery>

namespace core {

RateStore::RateStore(Database &database)
    : m_database(database)
{
}

Expected<QList<CurrencyRate>> RateStore::all() const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT currency, usd_per_unit, source, rate_date FROM currency_rates"
                           " ORDER BY currency")))
        return Error{tr("Cannot read the stored currency rates: %1").arg(sql::errorText(query))};
    QList<CurrencyRate> rates;
    while (query.next()) {
        rates.append({query.value(0).toString(), query.value(1).toDouble(),
                      query.value(2).toString(),
                      QDate::fromString(query.value(3).toString(), Qt::ISODate)});
    }
    return rates;
}

Status RateStore::replace(const QList<CurrencyRate> &rates, const QDateTime &fetchedAt)
{
    QSqlDatabase db = m_database.connection();
    sql::Transaction transaction(db);
    if (!transaction.started())
        return Error{transaction.error()};
    if (Status status = sql::exec(db, QStringLiteral("DELETE FROM currency_rates")); !status.ok())
        return status;
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral("INSERT INTO currency_rates (currency, usd_per_unit, source,"
                                       " rate_date, fetched_at) VALUES (?, ?, ?, ?, ?)")))
        return Error{tr("Cannot store the currency rates: %1").arg(sql::errorText(insert))};
    const QString fetched = fetchedAt.toUTC().toString(Qt::ISODate);
    for (const CurrencyRate &rate : rates) {
        insert.bindValue(0, rate.currency);
        insert.bindValue(1, rate.usdPerUnit);
        insert.bindValue(2, rate.source);
        insert.bindValue(3, rate.date.toString(Qt::ISODate));
        insert.bindValue(4, fetched);
        if (Status status = sql::exec(insert); !status.ok())
            return status;
    }
    return transaction.commit();
}

} // namespace core
