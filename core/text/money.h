#pragma once

#include <QLocale>
#include <QString>

namespace core {

// An amount of money as people read it: the language's digits and currency pattern, "$" for
// US dollars and the ISO code for every other currency ("EUR 12.50"), kept in its own order in
// right-to-left text. The one spelling of money for the table, the details, charts, plans and
// the PDF. The C locale (no LANG set) has no currency conventions: money is then written the
// common English way ("$0.08", not "0.08$").
QString money(double amount, const QString &currencyCode, int decimals, const QLocale &locale);

} // namespace core
