#pragma once

#include <QSet>
#include <QString>

#include <optional>

namespace core {
struct OfferEvaluation;
}

namespace ui {

// What the filter panel and the search box ask for. Empty sets mean "all".
struct OfferFilter
{
    enum class Billing { PerSecond, PerMinute, Hourly, Unknown };

    QString search; // matched against provider, tier, GPU and region, case-insensitively
    std::optional<double> minVramGb;
    std::optional<double> maxUsdPerHour; // the rate the engine uses (spot when chosen)
    QSet<QString> providers;
    QSet<QString> gpus;
    QSet<Billing> billing;
    bool spotOnly = false;
    bool persistentStorage = false;
    bool diffusionImage = false;
    bool fitsOnly = false;
    bool hideStale = false;
    bool shortlistOnly = false;

    bool isEmpty() const;
    friend bool operator==(const OfferFilter &, const OfferFilter &) = default;

    // `searchText` is the row's prepared lower-case text; `ageDays` its data age.
    bool accepts(const core::OfferEvaluation &row, const QString &searchText, qint64 ageDays,
                 bool shortlisted, int staleAfterDays) const;
    static Billing billingOf(const std::optional<int> &incrementS);
};

} // namespace ui
