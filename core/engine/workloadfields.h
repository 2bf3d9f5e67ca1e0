#pragma once

#include <core/engine/workload.h>

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace core {

// Every field of a workload, declared once: the names each medium gives it, its bound and how
// to read and set it. Saved workloads (the database, the settings), plan files, view links and
// gpuscout-cli's options all read and write a workload through this table, so a field added
// here is carried by all four (docs/architecture.md, "Where each kind of change goes").
//
// One spelling: a field is named by its CLI option ("max-wait"); links use that name, JSON
// (saved workloads and plans) the same words in snake case ("max_wait"). The deadline's moment
// and the region, which the CLI does not offer, keep the link key links already carried
// ("deadline"). Older spellings of saved workloads ("max_wait_s", "allow_spot", "budget_usd",
// "train_hours", "offload_text_encoders") are still read, never written.

// How a value is written and what it must be. In JSON a Whole or Number is a number, a Flag a
// boolean and the rest text; in a link or on the command line, each is text (a Flag "0"/"1").
enum class FieldKind { Whole, Number, Flag, Choice, Text, Moment };

// The tasks a field describes: a plan writes a workload's fields of its own task only.
// WhenChanged fields describe every task, and a plan writes them only when they differ from a
// new workload's (so that a plan that leaves them alone reads in versions without them).
enum class FieldScope { Always, WhenChanged, Interactive, Batch, Training, NotInteractive };

// What is wrong with a value given for a field.
enum class FieldProblem { None, WrongType, OutOfRange, NotWhole, NotAChoice, NotAMoment };

struct WorkloadField
{
    QString key; // saved workloads and plans
    QString option; // gpuscout-cli's --option; empty when the CLI has none
    QString linkKey; // view links (docs/links.md)
    FieldKind kind = FieldKind::Text;
    FieldScope scope = FieldScope::Always;
    double minimum = 0; // Whole and Number, inclusive
    double maximum = 0;
    QStringList (*choices)() = nullptr; // Choice: the ids it takes
    // Task and model: each medium reads them first (required, the model from the catalog).
    bool identity = false;
    // Undefined when the workload leaves the field unset (an optional, an empty region).
    QJsonValue (*get)(const Workload &) = nullptr;
    // Takes a value that check() accepts.
    void (*set)(Workload &, const QJsonValue &) = nullptr;
    // Earlier spellings in saved workloads, read when `key` is absent; `fromOld` turns such a
    // value into this field's (null: the same value).
    QStringList oldKeys;
    QJsonValue (*fromOld)(const QJsonValue &) = nullptr;

    FieldProblem check(const QJsonValue &value) const;
    // The value of a link's or an option's text: a number, a boolean or the text itself; text
    // it cannot read stays text, which check() refuses.
    QJsonValue fromText(const QString &text) const;
    // The text a link gives a value: shortest numbers, flags as 0/1.
    QString toText(const QJsonValue &value) const;
    // The value `json` (a saved workload or a plan's workload) gives this field, by its key or
    // an older one; Undefined when it gives none.
    QJsonValue read(const QJsonObject &json) const;
    // The key by which `json` gives this field (`key` or an older one); empty when none.
    QString keyIn(const QJsonObject &json) const;
};

// The fields in the order links write them.
const QList<WorkloadField> &workloadFields();
const WorkloadField *workloadFieldByKey(const QString &key);

// Whether a plan writes `field` for `workload` (its task's fields; WhenChanged ones when set
// apart from a new workload's).
bool planWrites(const WorkloadField &field, const Workload &workload);

} // namespace core
