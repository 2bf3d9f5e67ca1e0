#pragma once

#include <core/catalog/catalog.h>

#include <QHash>
#include <QString>

#include <optional>

namespace core {

// Maps the GPU names public sources use ("A100-80GB", "RTX4090", "RTXA6000", "H100 SXM",
// "RTX 6000 Ada") to catalog GPU ids. A name is reduced to its model (letters and digits,
// without vendor words, memory and form factor), compared with the catalog ids reduced the
// same way, then narrowed by memory (within 15 %) and form factor (SXM, PCIe, NVL) taken from
// the name or a hint (SkyPilot's GpuInfo name, an instance type). When several catalog GPUs
// still fit and nothing tells them apart, the form factor the provider rents when it does not
// say is chosen (`unstatedFormFactor`: PCIe for RunPod and Paperspace; SXM by default, what
// AWS p4d/p5 and GCP a2/a3 rent), and otherwise the name stays unknown.
class GpuMatcher final
{
public:
    explicit GpuMatcher(const Catalog &catalog);

    // Empty when no catalog GPU fits.
    QString match(const QString &name, std::optional<double> memoryGb,
                  const QString &hint = QString(),
                  const QString &unstatedFormFactor = QString()) const;

private:
    struct Candidate
    {
        QString id;
        QString formFactor; // "sxm", "pcie", "nvl" or empty
        std::optional<double> idMemoryGb; // a size the id itself names ("-80gb")
        double vramGb = 0;
    };
    // A name and memory size (negative when unknown), and what they leave.
    struct CacheKey
    {
        QString name;
        double memoryGb = -1;
        friend bool operator==(const CacheKey &a, const CacheKey &b)
        {
            return a.memoryGb == b.memoryGb && a.name == b.name;
        }
        friend size_t qHash(const CacheKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.name, key.memoryGb);
        }
    };
    struct Narrowed
    {
        QList<Candidate> candidates;
        QString formFactor; // the name's own, if it has one
        // Of several candidates, the one a form factor and an unstated one leave (or none).
        QHash<std::pair<QString, QString>, QString> decided;
    };
    Narrowed narrow(const QString &name, std::optional<double> memoryGb) const;

    QHash<QString, QList<Candidate>> m_byModel;
    mutable QHash<CacheKey, Narrowed> m_cache;
};

} // namespace core
