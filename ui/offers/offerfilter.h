#pragma once

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace core {
struct OfferEvaluation;
}

namespace ui {

// A closed range of a figure; an open end is unset.
struct NumberRange
{
    std::optional<double> min;
    std::optional<double> max;

    bool isEmpty() const { return !min && !max; }
    // An unknown value is outside every range that is set.
    bool contains(const std::optional<double> &value) const;
    friend bool operator==(const NumberRange &, const NumberRange &) = default;
};

// What the filter panel and the search box ask for. Empty sets mean "all".
struct OfferFilter
{
    enum class Billing { PerSecond, PerMinute, Hourly, Unknown };
    // The figures a range can narrow, each as the table shows it.
    enum class Range {
        Seconds, // s/image, or s/step for training
        UsdPer1000, // $ per 1,000 images
        TotalCost, // $ for the task: a month, the job or the run
        DataAge, // days since the price was observed
        VramGb, // per GPU
        UsdPerHour, // the rate the engine uses (spot when chosen)
    };
    static QList<Range> rangeFields();

    QString search; // matched against provider, tier, GPU and region, case-insensitively
    QMap<Range, NumberRange> ranges; // only set ranges are kept
    QSet<QString> providers;
    QSet<QString> gpus;
    QSet<Billing> billing;
    bool spotOnly = false;
    bool persistentStorage = false;
    bool diffusionImage = false;
    bool fitsOnly = false;
    bool hideStale = false;
    bool shortlistOnly = false;
    // Not a filter of rows but of the ranking: old prices from a single unverified source rank
    // on equal terms (core::Assumptions::includeUnverifiedPrices) instead of after the others.
    bool includeUnverifiedPrices = false;

    bool isEmpty() const;
    friend bool operator==(const OfferFilter &, const OfferFilter &) = default;

    // The search's words, lower-cased: prepared once per query, never per row.
    QStringList searchWords() const;
    // `searchText` is the row's prepared lower-case text, `searchWords` are searchWords(),
    // `ageDays` is the row's data age, nullopt when the data's date is unknown (never recent:
    // outside every age range, and hidden by "fresh prices only").
    bool accepts(const core::OfferEvaluation &row, const QString &searchText,
                 const QStringList &searchWords, std::optional<qint64> ageDays, bool shortlisted,
                 int staleAfterDays) const;
    static Billing billingOf(const std::optional<int> &incrementS);
    // The row's value of a range's figure, as the range compares it.
    static std::optional<double> rangeValue(Range range, const core::OfferEvaluation &row,
                                            std::optional<qint64> ageDays);
    // Sets or (when empty) removes a range.
    void setRange(Range range, const NumberRange &value);
};

} // namespace ui
