#pragma once

#include <core/common/expected.h>
#include <core/currency/currencyrate.h>

#include <QCoreApplication>
#include <QList>

namespace core {

class Database;

// Currency rates fetched from the network, kept so that they work offline. A user table: a
// catalog replace never touches it.
class RateStore final
{
    Q_DECLARE_TR_FUNCTIONS(core::RateStore)

public:
    explicit RateStore(Database &database);

    Expected<QList<CurrencyRate>> all() const;
    // Replaces every stored rate with `rates` in one transaction.
    Status replace(const QList<CurrencyRate> &rates, const QDateTime &fetchedAt);

private:
    Database &m_database;
};

} // namespace core
