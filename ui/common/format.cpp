#include "format.h"

#include <core/common/localtext.h>
#include <core/figures/columns.h>
#include <core/text/money.h>
#include <core/text/vocabulary.h>

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace ui {
namespace {

struct Format
{
    Q_DECLARE_TR_FUNCTIONS(ui::Format)
};

DisplayCurrency &currentCurrency()
{
    static DisplayCurrency currency;
    return currency;
}

} // namespace

QString isolated(const QString &text)
{
    return core::isolatedIn(text, QLocale());
}

void setDisplayCurrency(const DisplayCurrency &currency)
{
    currentCurrency() = currency;
}

const DisplayCurrency &displayCurrency()
{
    return currentCurrency();
}

QString unknownText()
{
    return QStringLiteral("—");
}

QString formatInteger(double value)
{
    return QLocale().toString(qint64(value));
}

QString formatNumber(const std::optional<double> &value, int decimals)
{
    return value ? QLocale().toString(*value, 'f', decimals) : unknownText();
}

QString formatGb(double gb)
{
    return isolated(Format::tr("%1 GB").arg(
        QLocale().toString(gb, 'f', gb < 10 && gb != std::trunc(gb) ? 1 : 0)));
}

QString formatMoney(const std::optional<double> &usd, int decimals)
{
    if (!usd)
        return unknownText();
    const DisplayCurrency &currency = displayCurrency();
    return core::money(*usd * currency.perUsd, currency.code, decimals, QLocale());
}

QString formatMinutes(double minutes, bool assumed)
{
    const QString text = isolated(
        core::Vocabulary::minutes(QLocale().toString(minutes, 'f', minutes < 10 ? 1 : 0)));
    return assumed ? Format::tr("%1 (assumed)").arg(text) : text;
}

QString formatHours(const std::optional<double> &hours)
{
    return hours
        ? isolated(core::Vocabulary::hours(QLocale().toString(*hours, 'f', *hours < 10 ? 1 : 0)))
        : unknownText();
}

QString billingText(const std::optional<int> &incrementS)
{
    if (!incrementS)
        return unknownText();
    if (const std::optional<QString> words = core::Vocabulary::billing(*incrementS))
        return *words;
    return Format::tr("per %n s", "billing increment in seconds", *incrementS);
}

QString minimumText(const std::optional<int> &minimumS)
{
    if (!minimumS)
        return unknownText();
    if (*minimumS == 0)
        return Format::tr("none", "no minimum charge");
    if (*minimumS % 3600 == 0)
        return Format::tr("%n h", "minimum charge in hours", *minimumS / 3600);
    if (*minimumS % 60 == 0)
        return Format::tr("%n min", "minimum charge in minutes", *minimumS / 60);
    return Format::tr("%n s", "minimum charge in seconds", *minimumS);
}

QString yesNoText(const std::optional<bool> &value)
{
    if (!value)
        return unknownText();
    return *value ? Format::tr("yes") : Format::tr("no");
}

QString accessText(const std::optional<bool> &jupyter, const std::optional<bool> &ssh)
{
    if (!jupyter && !ssh)
        return unknownText();
    return Format::tr("%1 / %2", "Jupyter / SSH availability")
        .arg(yesNoText(jupyter), yesNoText(ssh));
}

QString fitText(core::Fit fit)
{
    return core::Columns::fitText(fit);
}

QString basisText(core::Basis basis)
{
    return core::Vocabulary::basis(basis);
}

QString basisText(const core::SpeedEstimate &speed)
{
    return core::Vocabulary::basis(speed);
}

QString ageText(std::optional<qint64> days, int staleAfterDays)
{
    if (!days)
        return Format::tr("date unknown");
    const QString text = Format::tr("%Ln day(s)", nullptr, int(*days));
    return *days > staleAfterDays ? Format::tr("%1 (stale)").arg(text) : text;
}

QString observedText(const core::PartialDate &observed)
{
    return observed.isValid() ? core::localDate(observed, QLocale()) : Format::tr("date unknown");
}

QString taskText(core::Task task)
{
    // The GUI names the batch task by what it does; the other tasks as everywhere.
    return task == core::Task::Batch ? Format::tr("Batch rendering") : core::Vocabulary::task(task);
}

QString precisionText(core::Precision precision)
{
    switch (precision) {
    case core::Precision::Fp16:
        return Format::tr("FP16");
    case core::Precision::Bf16:
        return Format::tr("BF16");
    case core::Precision::Fp8:
        return Format::tr("FP8 compute (TensorRT, torchao)");
    case core::Precision::Fp8Weights:
        return Format::tr("FP8 weights, BF16 compute (ComfyUI, Forge)");
    case core::Precision::Nf4:
        return Format::tr("4-bit weights (NF4, GGUF Q4)");
    }
    return {};
}

QString optimizerText(core::Optimizer optimizer)
{
    switch (optimizer) {
    case core::Optimizer::AdamW:
        return Format::tr("AdamW");
    case core::Optimizer::AdamW8bit:
        return Format::tr("8-bit AdamW");
    case core::Optimizer::Adafactor:
        return Format::tr("Adafactor");
    }
    return {};
}

QString formatMoneyPerHour(const std::optional<double> &usdPerHour)
{
    return usdPerHour ? Format::tr("%1/h", "money per hour").arg(formatMoney(usdPerHour))
                      : unknownText();
}

QString formatMoneyPerGbMonth(const std::optional<double> &usd)
{
    return usd
        ? Format::tr("%1/GB-month", "storage price per GB and month").arg(formatMoney(usd, 3))
        : unknownText();
}

} // namespace ui
