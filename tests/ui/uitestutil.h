#pragma once

#include <core/catalog/catalogimporter.h>
#include <core/session/session.h>

#include <QCoreApplication>
#include <QDate>
#include <QKeyEvent>
#include <QTest>
#include <QWidget>

#include <algorithm>
#include <memory>

namespace uitest {

// A snapshot of `catalog` evaluated for `workload`, as the session would make it.
inline std::shared_ptr<const core::Snapshot> snapshot(std::shared_ptr<const core::Catalog> catalog,
                                                      const core::Workload &workload = {})
{
    const core::Engine engine(*catalog);
    auto evaluation = engine.evaluate(workload, core::resolveOffers(*catalog));
    if (!evaluation.hasValue())
        qFatal("evaluation failed");
    return std::make_shared<const core::Snapshot>(
        core::Snapshot{std::move(catalog), evaluation.value(), QDate::currentDate(), {}});
}

// Until the session's latest change (a workload, assumptions, a language) is evaluated and
// shown: the evaluation runs on a worker and is swapped in through the event loop, as in the
// application.
[[nodiscard]] inline bool evaluated(core::Session &session)
{
    return QTest::qWaitFor([&session] { return !session.isEvaluating(); }, 30000);
}

// The same of the bundled catalog.
inline std::shared_ptr<const core::Snapshot> snapshot(const core::Workload &workload = {})
{
    return snapshot(std::make_shared<const core::Catalog>(core::CatalogImporter::bundled().value()),
                    workload);
}

// Types `text` as a keyboard does, one character at a time: QTest::keyClicks takes Latin
// characters only (Bengali digits, say, need this).
inline void type(QWidget *widget, const QString &text)
{
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QCoreApplication::sendEvent(widget, &press);
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
        QCoreApplication::sendEvent(widget, &release);
    }
}

// A batch job the chart and table tests compare offers by: 50,000 images of 40 steps.
inline core::Workload batchJob()
{
    core::Workload batch;
    batch.task = core::Task::Batch;
    batch.images = 50000;
    batch.config.steps = 40;
    return batch;
}

// The rows of `snapshot`, all of them: what the table shows without a filter.
inline QList<int> allRows(const core::Snapshot &snapshot)
{
    QList<int> rows;
    for (int i = 0; i < int(snapshot.evaluation.rows.size()); ++i)
        rows.append(i);
    return rows;
}

// The best `count` ranked rows among `visible`, by rank: what the cost chart should show.
inline QList<int> topRanked(const core::Snapshot &snapshot, const QList<int> &visible, int count)
{
    QList<int> rows;
    for (const int row : visible) {
        if (snapshot.evaluation.rows.at(row).rank > 0)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [&](int a, int b) {
        return snapshot.evaluation.rows.at(a).rank < snapshot.evaluation.rows.at(b).rank;
    });
    return rows.mid(0, count);
}

} // namespace uitest
