#pragma once

#include <core/catalog/catalogimporter.h>
#include <core/session/session.h>

#include <QCoreApplication>
#include <QDate>
#include <QKeyEvent>
#include <QWidget>

#include <memory>

namespace uitest {

// A snapshot of the bundled catalog evaluated for `workload`, as the session would make it.
inline std::shared_ptr<const core::Snapshot> snapshot(const core::Workload &workload = {})
{
    auto catalog = std::make_shared<const core::Catalog>(core::CatalogImporter::bundled().value());
    const core::Engine engine(*catalog);
    auto evaluation = engine.evaluate(workload, core::resolveOffers(*catalog));
    return std::make_shared<const core::Snapshot>(
        core::Snapshot{catalog, evaluation.value(), QDate::currentDate(), {}});
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

} // namespace uitest
