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

QString formFactorOf(const QString &token)
{
    if (token.startsWith(QLatin1String("sxm")) || token == QLatin1String("hgx"))
        return QStringLiteral("sxm");
    if (token == QLatin1String("pcie") || token == QLatin1String("pci"))
        return QStringLiteral("pcie");
    if (token == QLatin1String("nvl"))
        return QStringLiteral("nvl");
    return {};
}

// "NVIDIA A100-SXM4-80GB" → model "a100", form factor "sxm", 80 GB.
Parts split(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    static const QRegularExpression memory(QStringLiteral("^(\\d+)gb$"));
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
    };
    for (const auto &[alias, model] : aliases) {
        if (!m_byModel.contains(alias) && m_byModel.contains(model))
            m_byModel.insert(alias, m_byModel.value(model));
    }
}

QString GpuMatcher::match(const QString &name, std::optional<double> memoryGb,
                          const QString &hint) const
{
    const QString cacheKey = name + QLatin1Char('\x1f')
        + (memoryGb ? QString::number(*memoryGb) : QString()) + QLatin1Char('\x1f') + hint;
    if (const auto cached = m_cache.constFind(cacheKey); cached != m_cache.cend())
        return *cached;

    const Parts parts = split(name);
    const std::optional<double> memory = memoryGb && std::isfinite(*memoryGb) && *memoryGb > 0
        ? memoryGb
        : parts.memoryGb;
    QString formFactor = parts.formFactor;
    if (formFactor.isEmpty() && !hint.isEmpty())
        formFactor = split(hint).formFactor;

    QList<Candidate> candidates = m_byModel.value(parts.model);
    if (memory) {
        candidates.removeIf([&](const Candidate &c) {
            return !memoryFits(c.idMemoryGb.value_or(c.vramGb), *memory);
        });
    }
    if (candidates.size() > 1 && !formFactor.isEmpty()) {
        QList<Candidate> same = candidates;
        same.removeIf([&](const Candidate &c) { return c.formFactor != formFactor; });
        if (!same.isEmpty())
            candidates = same;
    }
    if (candidates.size() > 1 && formFactor.isEmpty()) {
        QList<Candidate> sxm = candidates;
        sxm.removeIf([](const Candidate &c) { return c.formFactor != QLatin1String("sxm"); });
        if (sxm.size() == 1)
            candidates = sxm;
    }
    const QString id = candidates.size() == 1 ? candidates.constFirst().id : QString();
    m_cache.insert(cacheKey, id);
    return id;
}

} // namespace core
