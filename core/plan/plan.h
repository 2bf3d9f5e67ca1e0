#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>
#include <core/engine/workload.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace core {

// A month of work: several workloads (an interactive habit, a batch job, a training run…)
// that the optimizer assigns to offers together, so that one provider's storage serves all
// the workloads placed there. docs/plans.md describes the file format.
struct Plan
{
    QString name;
    QList<Workload> workloads;
    std::optional<double> monthlyBudgetUsd;
    // Every workload at this provider (id) when set: "everything at one provider".
    QString pinnedProvider;
};

class PlanFormat final
{
    Q_DECLARE_TR_FUNCTIONS(core::PlanFormat)

public:
    // A plan from its JSON form. The workload fields are the CLI options in snake case; a
    // field the format does not know, a wrong type or a value out of range is refused with a
    // message naming the field ("workloads[2].images"). Resolution and steps default to the
    // model's own, as on the command line.
    static Expected<Plan> fromJson(const QJsonObject &json, const Catalog &catalog);
    static Expected<Plan> fromFile(const QString &path, const Catalog &catalog);
    static QJsonObject toJson(const Plan &plan);

    // The article's advice: explore on demand in the evenings, render in bulk on spot.
    static Plan exploreOnDemandRenderOnSpot();
};

} // namespace core
