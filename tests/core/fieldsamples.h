#pragma once

#include <core/engine/workloadfields.h>

#include <QJsonValue>

namespace testutil {

// The task a field describes, so that every medium carries it (a plan writes a workload's
// fields of its own task only).
inline core::Task taskFor(const core::WorkloadField &field)
{
    switch (field.scope) {
    case core::FieldScope::Interactive:
        return core::Task::Interactive;
    case core::FieldScope::Training:
        return core::Task::Lora;
    case core::FieldScope::Always:
    case core::FieldScope::WhenChanged:
    case core::FieldScope::Batch:
    case core::FieldScope::NotInteractive:
        break;
    }
    return core::Task::Batch;
}

// A value of `field` that `workload` does not hold yet, within the field's bounds.
inline QJsonValue otherValue(const core::WorkloadField &field, const core::Workload &workload)
{
    const QJsonValue now = field.get(workload);
    switch (field.kind) {
    case core::FieldKind::Whole:
        return (now.isUndefined() ? field.minimum : now.toDouble()) + 3;
    case core::FieldKind::Number:
        return (now.isUndefined() ? field.minimum : now.toDouble()) + 2.5;
    case core::FieldKind::Flag:
        return !now.toBool();
    case core::FieldKind::Choice:
        for (const QString &id : field.choices()) {
            if (id != now.toString())
                return id;
        }
        break;
    case core::FieldKind::Text:
        return QStringLiteral("eu-central-1");
    case core::FieldKind::Moment:
        return QStringLiteral("2026-12-05T17:00:00Z");
    }
    return QJsonValue(QJsonValue::Undefined);
}

} // namespace testutil
