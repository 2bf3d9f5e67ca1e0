#include "filtertext.h"

#include "ui/common/format.h"

#include <QCoreApplication>
#include <QLocale>

namespace ui::filtertext {
namespace {

struct FilterText
{
    Q_DECLARE_TR_FUNCTIONS(ui::FilterText)
};

using Range = OfferFilter::Range;
using Billing = OfferFilter::Billing;

bool isTraining(core::Task task)
{
    return task == core::Task::Lora || task == core::Task::Finetune;
}

// The ranges' keys of the settings saved before they took the registry's (rangeKey()).
const std::pair<const char *, Range> oldRangeKeys[] = {
    {"seconds", Range::Seconds},      {"usd_per_1000", Range::UsdPer1000},
    {"total_cost", Range::TotalCost}, {"data_age", Range::DataAge},
    {"vram", Range::VramGb},          {"price", Range::UsdPerHour},
};

// The check boxes: key and member.
struct Flag
{
    const char *key;
    bool OfferFilter::*member;
};

constexpr Flag flags[] = {
    {"fits", &OfferFilter::fitsOnly},
    {"spot", &OfferFilter::spotOnly},
    {"persistent_storage", &OfferFilter::persistentStorage},
    {"diffusion_image", &OfferFilter::diffusionImage},
    {"fresh", &OfferFilter::hideStale},
    {"shortlist", &OfferFilter::shortlistOnly},
    {"unverified_prices", &OfferFilter::includeUnverifiedPrices},
};

QString flagText(const QString &key)
{
    if (key == QLatin1String("fits"))
        return FilterText::tr("fits");
    if (key == QLatin1String("spot"))
        return FilterText::tr("spot");
    if (key == QLatin1String("persistent_storage"))
        return FilterText::tr("persistent storage");
    if (key == QLatin1String("diffusion_image"))
        return FilterText::tr("diffusion image");
    if (key == QLatin1String("fresh"))
        return FilterText::tr("fresh prices");
    if (key == QLatin1String("unverified_prices"))
        return FilterText::tr("old unverified prices ranked equally");
    return FilterText::tr("shortlist");
}

const std::pair<Billing, const char *> billingKeys[] = {{Billing::PerSecond, "second"},
                                                        {Billing::PerMinute, "minute"},
                                                        {Billing::Hourly, "hourly"},
                                                        {Billing::Unknown, "unknown"}};

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString dollars(double value, int decimals)
{
    // The filter's money is in US dollars, as the panel asks it.
    const QLocale locale = QLocale().language() == QLocale::C
        ? QLocale(QLocale::English, QLocale::UnitedStates)
        : QLocale();
    return locale.toCurrencyString(value, QStringLiteral("$"), decimals);
}

// "24–80", "≥ 24", "≤ 80", each end written by `write`.
template<typename Write>
QString ends(const NumberRange &range, Write write)
{
    if (range.min && range.max)
        return FilterText::tr("%1–%2", "a range: from–to")
            .arg(write(*range.min), write(*range.max));
    if (range.min)
        return FilterText::tr("≥ %1", "a range: at least").arg(write(*range.min));
    return FilterText::tr("≤ %1", "a range: at most").arg(write(*range.max));
}

QString rangeText(Range field, const NumberRange &range, core::Task task)
{
    const bool training = isTraining(task);
    switch (field) {
    case Range::Seconds: {
        const QString value = ends(range, [](double v) { return number(v, v < 10 ? 1 : 0); });
        return training
            ? FilterText::tr("s/step %1").arg(isolated(FilterText::tr("%1 s").arg(value)))
            : FilterText::tr("s/image %1").arg(isolated(FilterText::tr("%1 s").arg(value)));
    }
    case Range::UsdPer1000:
        return FilterText::tr("per 1,000 images %1").arg(isolated(ends(range, [](double v) {
            return dollars(v, 2);
        })));
    case Range::TotalCost:
        return FilterText::tr("total cost %1").arg(isolated(ends(range, [](double v) {
            return dollars(v, v < 100 ? 2 : 0);
        })));
    case Range::DataAge:
        return FilterText::tr("data age %1").arg(isolated(ends(range, [](double v) {
            return FilterText::tr("%Ln day(s)", nullptr, int(v));
        })));
    case Range::VramGb:
        return FilterText::tr("VRAM %1").arg(isolated(
            FilterText::tr("%1 GB").arg(ends(range, [](double v) { return number(v, 0); }))));
    case Range::UsdPerHour:
        return FilterText::tr("price %1")
            .arg(isolated(FilterText::tr("%1/h", "money per hour").arg(ends(range, [](double v) {
                return dollars(v, 2);
            }))));
    }
    return {};
}

QString cNumber(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 12) : QString();
}

std::optional<double> parseNumber(QStringView text, bool *ok)
{
    if (text.isEmpty())
        return std::nullopt;
    bool parsed = false;
    const double value = text.toDouble(&parsed);
    if (!parsed || !std::isfinite(value) || value < 0)
        *ok = false;
    return parsed ? std::optional(value) : std::nullopt;
}

QStringList sortedList(const QSet<QString> &set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return list;
}

} // namespace

QString rangeKey(Range range, core::Task task)
{
    switch (range) {
    case Range::Seconds:
        return isTraining(task) ? QStringLiteral("training_step_s")
                                : QStringLiteral("seconds_per_image");
    case Range::UsdPer1000:
        return QStringLiteral("usd_per_1000_images");
    case Range::TotalCost:
        return QStringLiteral("total_cost_usd");
    case Range::DataAge:
        return QStringLiteral("data_age_days");
    case Range::VramGb:
        return QStringLiteral("vram_gb");
    case Range::UsdPerHour:
        return QStringLiteral("usd_per_hour");
    }
    return {};
}

std::optional<Range> rangeFromKey(const QString &key)
{
    for (Range range : OfferFilter::rangeFields()) {
        for (const core::Task task : {core::Task::Interactive, core::Task::Lora}) {
            if (rangeKey(range, task) == key)
                return range;
        }
    }
    return std::nullopt;
}

QList<Chip> chips(const OfferFilter &filter, core::Task task)
{
    QList<Chip> out;
    if (!filter.search.isEmpty())
        out.append({QStringLiteral("search"),
                    FilterText::tr("“%1”", "search text").arg(isolated(filter.search))});
    for (auto range = filter.ranges.cbegin(); range != filter.ranges.cend(); ++range)
        out.append({rangeKey(range.key(), task), rangeText(range.key(), range.value(), task)});
    if (!filter.providers.isEmpty())
        out.append({QStringLiteral("providers"),
                    FilterText::tr("%n provider(s)", nullptr, int(filter.providers.size()))});
    if (!filter.gpus.isEmpty())
        out.append({QStringLiteral("gpus"),
                    FilterText::tr("%n GPU model(s)", nullptr, int(filter.gpus.size()))});
    if (!filter.billing.isEmpty())
        out.append({QStringLiteral("billing"), FilterText::tr("billing granularity")});
    for (const Flag &flag : flags) {
        if (filter.*flag.member)
            out.append({QLatin1String(flag.key), flagText(QLatin1String(flag.key))});
    }
    return out;
}

QList<std::pair<QString, QString>> toKeyValues(const OfferFilter &filter, core::Task task)
{
    QList<std::pair<QString, QString>> out;
    if (!filter.search.isEmpty())
        out.append({QStringLiteral("search"), filter.search});
    for (auto range = filter.ranges.cbegin(); range != filter.ranges.cend(); ++range)
        out.append(
            {rangeKey(range.key(), task),
             cNumber(range.value().min) + QStringLiteral("..") + cNumber(range.value().max)});
    if (!filter.providers.isEmpty())
        out.append({QStringLiteral("providers"), sortedList(filter.providers).join(u',')});
    if (!filter.gpus.isEmpty())
        out.append({QStringLiteral("gpus"), sortedList(filter.gpus).join(u',')});
    if (!filter.billing.isEmpty()) {
        QStringList chosen;
        for (const auto &[billing, key] : billingKeys) {
            if (filter.billing.contains(billing))
                chosen.append(QLatin1String(key));
        }
        out.append({QStringLiteral("billing"), chosen.join(u',')});
    }
    for (const Flag &flag : flags) {
        if (filter.*flag.member)
            out.append({QLatin1String(flag.key), QStringLiteral("1")});
    }
    return out;
}

OfferFilter fromKeyValues(const QList<std::pair<QString, QString>> &pairs)
{
    OfferFilter filter;
    for (const auto &[key, value] : pairs) {
        if (key == QLatin1String("search")) {
            filter.search = value.trimmed();
        } else if (const std::optional<Range> range = rangeFromKey(key)) {
            const qsizetype dots = value.indexOf(QLatin1String(".."));
            if (dots < 0)
                continue;
            bool ok = true;
            NumberRange parsed{parseNumber(QStringView(value).left(dots), &ok),
                               parseNumber(QStringView(value).mid(dots + 2), &ok)};
            if (ok && (!parsed.min || !parsed.max || *parsed.min <= *parsed.max))
                filter.setRange(*range, parsed);
        } else if (key == QLatin1String("providers") || key == QLatin1String("gpus")) {
            QSet<QString> &set = key == QLatin1String("providers") ? filter.providers : filter.gpus;
            for (const QString &id : value.split(u',', Qt::SkipEmptyParts))
                set.insert(id.trimmed());
        } else if (key == QLatin1String("billing")) {
            for (const QString &chosen : value.split(u',', Qt::SkipEmptyParts)) {
                for (const auto &[billing, name] : billingKeys) {
                    if (chosen == QLatin1String(name))
                        filter.billing.insert(billing);
                }
            }
        } else {
            for (const Flag &flag : flags) {
                if (key == QLatin1String(flag.key))
                    filter.*flag.member = value == QLatin1String("1");
            }
        }
    }
    return filter;
}

QStringList toSettings(const QList<std::pair<QString, QString>> &pairs)
{
    QStringList lines;
    for (const auto &[key, value] : pairs)
        lines.append(key + u'=' + value);
    return lines;
}

QList<std::pair<QString, QString>> fromSettings(const QStringList &lines)
{
    QList<std::pair<QString, QString>> pairs;
    for (const QString &line : lines) {
        const qsizetype equals = line.indexOf(u'=');
        if (equals <= 0)
            continue;
        QString key = line.left(equals);
        for (const auto &[old, range] : oldRangeKeys) {
            if (key == QLatin1String(old))
                key = rangeKey(range);
        }
        pairs.append({key, line.mid(equals + 1)});
    }
    return pairs;
}

OfferFilter without(OfferFilter filter, const QString &key)
{
    if (key == QLatin1String("search"))
        filter.search.clear();
    else if (const std::optional<Range> range = rangeFromKey(key))
        filter.ranges.remove(*range);
    else if (key == QLatin1String("providers"))
        filter.providers.clear();
    else if (key == QLatin1String("gpus"))
        filter.gpus.clear();
    else if (key == QLatin1String("billing"))
        filter.billing.clear();
    for (const Flag &flag : flags) {
        if (key == QLatin1String(flag.key))
            filter.*flag.member = false;
    }
    return filter;
}

} // namespace ui::filtertext
