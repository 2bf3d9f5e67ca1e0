#pragma once

#include <QDate>
#include <QString>

namespace core {

// What one unit of `currency` is worth in US dollars, where that figure comes from and the
// day it is valid for.
struct CurrencyRate
{
    QString currency;
    double usdPerUnit = 0;
    QString source;
    QDate date;
};

} // namespace core
