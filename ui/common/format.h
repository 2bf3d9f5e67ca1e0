#pragma once

#include <core/engine/engine.h>
#include <core/engine/vrammodel.h>
#include <core/engine/workload.h>

#include <QString>

#include <optional>

// How the UI writes numbers, money, durations and the engine's words: through the current
// QLocale and tr(), one place for the table, the detail pane, the charts and the exports.
namespace ui {

QString unknownText(); // "—": a value the catalog does not know
// A number with its unit, a date or an id kept in its own order inside right-to-left text
// ("10 GB", never "GB 10"): Unicode first-strong isolates, where the language writes right to
// left; the text itself elsewhere.
QString isolated(const QString &text);
QString formatInteger(double value);
QString formatNumber(const std::optional<double> &value, int decimals);
QString formatGb(double gb);
QString formatMoney(const std::optional<double> &usd, int decimals = 2);
QString formatMinutes(double minutes, bool assumed = false);
QString formatHours(const std::optional<double> &hours);
QString billingText(const std::optional<int> &incrementS);
QString minimumText(const std::optional<int> &minimumS);
QString yesNoText(const std::optional<bool> &value);
QString accessText(const std::optional<bool> &jupyter, const std::optional<bool> &ssh);
QString fitText(core::Fit fit);
QString basisText(core::Basis basis);
// "your measurement" for the user's own figure, otherwise as basisText(speed.basis).
QString basisText(const core::SpeedEstimate &speed);
// "12 days", "45 days (stale)", or "date unknown" when the data's date is: never fresh.
QString ageText(std::optional<qint64> days, int staleAfterDays);
// The date a price's data is from, isolated, or "date unknown".
QString observedText(const core::PartialDate &observed);
QString taskText(core::Task task);
QString precisionText(core::Precision precision);
QString optimizerText(core::Optimizer optimizer);
QString formatMoneyPerHour(const std::optional<double> &usdPerHour); // "$0.69/h"
QString formatMoneyPerGbMonth(const std::optional<double> &usd); // "$0.070/GB-month"

// The currency money is shown in: USD by default; another through a USD rate.
struct DisplayCurrency
{
    QString code = QStringLiteral("USD");
    double perUsd = 1;
};
void setDisplayCurrency(const DisplayCurrency &currency);
const DisplayCurrency &displayCurrency();

} // namespace ui
