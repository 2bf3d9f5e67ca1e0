#include "gpumatcher.h"

#include <QRegularExpression>

#include <cmath>

namespace core {
namespace {

struct Parts
{
    QString model;
    QString formFactor;
    std::optional<double> memoryGb;
};

QString formFactorOf(QStringView token)
{
    if (token.startsWith(QLatin1String("sxm")) || token == QLatin1String("hgx"))
        return QStringLiteral("sxm");
    if (token == QLatin1String("pcie") || token == QLatin1String("pci"))
        return QStringLiteral("pcie");
    if (token == QLatin1String("nvl"))
        return QStringLiteral("nvl");
    // "NVLink" is the 8-GPU HGX board (FluidStack's H100-NVLINK, "A100 80GB NVLink"): SXM.
    // The H100 NVL is another card and says "NVL".
    if (token == QLatin1String("nvlink"))
        return QStringLiteral("sxm");
    return {};
}

// "NVIDIA A100-SXM4-80GB" → model "a100", form factor "sxm", 80 GB.
Parts split(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    // "80gb", or "80g" as a token of its own (Hyperstack's A100-80G-PCIe); never glued "10g"
    // (the A10G is a GPU, not 10 GB).
    static const QRegularExpression memory(QStringLiteral("^(\\d+)gb?$"));
    static const QRegularExpression glued(QStringLiteral("^(.*?)(\\d+)gb$"));
    static const QStringList vendorWords = {QStringLiteral("nvidia"),   QStringLiteral("geforce"),
                                            QStringLiteral("tesla"),    QStringLiteral("amd"),
                                            QStringLiteral("instinct"), QStringLiteral("radeon")};
    Parts parts;
    const QStringList tokens = text.toLower().split(separators, Qt::SkipEmptyParts);
    for (QString token : tokens) {
        if (vendorWords.contains(token))
            continue;
        if (const QString ff = formFactorOf(token); !ff.isEmpty()) {
            // "PCIe-NVLink" (Hyperstack's n3-H100x8-NVLink) is PCIe cards joined by NVLink
            // bridges: the named PCIe stays.
            if (parts.formFactor != QLatin1String("pcie"))
                parts.formFactor = ff;
            continue;
        }
        if (const QRegularExpressionMatch m = memory.match(token); m.hasMatch()) {
            parts.memoryGb = m.captured(1).toDouble();
            continue;
        }
        // "a10080gb" (SkyPilot's A100-80GB written without a separator) keeps its size.
        if (const QRegularExpressionMatch m = glued.match(token);
            m.hasMatch() && !m.captured(1).isEmpty()) {
            parts.memoryGb = m.captured(2).toDouble();
            token = m.captured(1);
        }
        parts.model += token;
    }
    return parts;
}

bool memoryFits(double expected, double actual)
{
    return std::abs(expected - actual) <= 0.15 * expected;
}

// The form factor a hint names, the last one if several, as split() reads it ("p4d.24xlarge"
// none, "A100-SXM4-40GB a2-highgpu-1g" sxm), without split()'s regular expressions: a hint is
// read once per row of a source, with no allocation per token.
QString formFactorIn(const QString &hint)
{
    // A token longer than this is no form factor but "sxm…": its first letters are enough.
    constexpr qsizetype kept = 16;
    char16_t token[kept];
    qsizetype length = 0;
    QString found;
    const auto endToken = [&]() {
        if (QString ff = formFactorOf(QStringView(token, std::min(length, kept))); !ff.isEmpty())
            found = std::move(ff);
        length = 0;
    };
    for (const QChar c : hint) {
        const QChar lower = c.toLower();
        if ((lower >= QLatin1Char('a') && lower <= QLatin1Char('z'))
            || (lower >= QLatin1Char('0') && lower <= QLatin1Char('9'))) {
            if (length < kept)
                token[length] = lower.unicode();
            ++length;
        } else if (length > 0) {
            endToken();
        }
    }
    if (length > 0)
        endToken();
    return found;
}

} // namespace

GpuMatcher::GpuMatcher(const Catalog &catalog)
{
    for (const Gpu &gpu : catalog.gpus) {
        const Parts parts = split(gpu.id);
        m_byModel[parts.model].append({gpu.id, parts.formFactor, parts.memoryGb, gpu.vramGb});
    }
    // Models whose catalog id carries a product word the sources leave out.
    static const QList<QPair<QString, QString>> aliases = {
        {QStringLiteral("rtxpro6000"), QStringLiteral("rtxpro6000blackwell")},
        {QStringLiteral("rtx6000ada"), QStringLiteral("rtx6000ada")},
        {QStringLiteral("a6000"), QStringLiteral("rtxa6000")},
        {QStringLiteral("a5000"), QStringLiteral("rtxa5000")},
        {QStringLiteral("a4000"), QStringLiteral("rtxa4000")},
        {QStringLiteral("a4500"), QStringLiteral("rtxa4500")},
        {QStringLiteral("rtx4080s"), QStringLiteral("rtx4080super")},
        {QStringLiteral("6000ada"), QStringLiteral("rtx6000ada")},
        {QStringLiteral("l40sada"), QStringLiteral("l40s")},
        // Lambda's "RTX6000" is the Quadro RTX 6000 (24 GB; the RTX 6000 Ada says "Ada"), and
        // Paperspace's "P4000" the Quadro P4000; the memory check keeps other boards out.
        {QStringLiteral("rtx6000"), QStringLiteral("quadrortx6000")},
        {QStringLiteral("rtx5000"), QStringLiteral("quadrortx5000")},
        {QStringLiteral("rtx4000"), QStringLiteral("quadrortx4000")},
        {QStringLiteral("p4000"), QStringLiteral("quadrop4000")},
        {QStringLiteral("rtxpro6000ws"), QStringLiteral("rtxpro6000blackwell")},
    };
    for (const auto &[alias, model] : aliases) {
        if (!m_byModel.contains(alias) && m_byModel.contains(model))
            m_byModel.insert(alias, m_byModel.value(model));
    }
}

QString GpuMatcher::match(const QString &name, std::optional<double> memoryGb, const QString &hint,
                          const QString &unstatedFormFactor) const
{
    // The name and memory narrow the candidates; a source repeats them on every row, so
    // that much is looked up once. Only a name still ambiguous after it reads the hint.
    const CacheKey cacheKey{
        name, memoryGb && std::isfinite(*memoryGb) && *memoryGb > 0 ? *memoryGb : -1.0};
    auto cached = m_cache.find(cacheKey);
    if (cached == m_cache.end())
        cached = m_cache.insert(cacheKey, narrow(name, memoryGb));
    Narrowed &narrowed = *cached;
    if (narrowed.candidates.size() == 1)
        return narrowed.candidates.constFirst().id;
    QString formFactor = narrowed.formFactor;
    if (formFactor.isEmpty() && !hint.isEmpty())
        formFactor = formFactorIn(hint);
    // What is left depends on the form factor and the provider's unstated one alone: decided
    // once for each pair of them (an ambiguous name repeats on thousands of rows).
    std::pair<QString, QString> decision{formFactor, unstatedFormFactor};
    if (const auto decided = narrowed.decided.constFind(decision);
        decided != narrowed.decided.cend())
        return *decided;
    QList<Candidate> candidates = narrowed.candidates;
    if (candidates.size() > 1 && !formFactor.isEmpty()) {
        QList<Candidate> same = candidates;
        same.removeIf([&](const Candidate &c) { return c.formFactor != formFactor; });
        if (!same.isEmpty())
            candidates = same;
    }
    if (candidates.size() > 1 && formFactor.isEmpty()) {
        // Nothing names the form factor: what the provider rents when it does not say.
        const QString assumed = unstatedFormFactor.isEmpty() ? QStringLiteral("sxm")
                                                             : unstatedFormFactor;
        QList<Candidate> same = candidates;
        same.removeIf([&](const Candidate &c) { return c.formFactor != assumed; });
        if (same.size() == 1)
            candidates = same;
    }
    const QString id = candidates.size() == 1 ? candidates.constFirst().id : QString();
    narrowed.decided.insert(std::move(decision), id);
    return id;
}

GpuMatcher::Narrowed GpuMatcher::narrow(const QString &name, std::optional<double> memoryGb) const
{
    const Parts parts = split(name);
    const std::optional<double> memory = memoryGb && std::isfinite(*memoryGb) && *memoryGb > 0
        ? memoryGb
        : parts.memoryGb;
    Narrowed narrowed{m_byModel.value(parts.model), parts.formFactor, {}};
    if (memory) {
        narrowed.candidates.removeIf([&](const Candidate &c) {
            return !memoryFits(c.idMemoryGb.value_or(c.vramGb), *memory);
        });
    }
    if (narrowed.candidates.size() > 1 && !parts.formFactor.isEmpty()) {
        QList<Candidate> same = narrowed.candidates;
        same.removeIf([&](const Candidate &c) { return c.formFactor != parts.formFactor; });
        if (!same.isEmpty())
            narrowed.candidates = same;
    }
    return narrowed;
}

} // namespace core
