#pragma once

#include <QApplication>
#include <QEvent>
#include <QTimer>

// For bench_workspace: with GPUSCOUT_QUIT_AFTER_FIRST_PAINT set, the application quits as
// soon as the main window has painted once, so start-up can be timed from outside.
class StartupProbe final : public QObject
{
public:
    using QObject::QObject;

    static bool requested() { return qEnvironmentVariableIsSet("GPUSCOUT_QUIT_AFTER_FIRST_PAINT"); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            QTimer::singleShot(0, qApp, &QApplication::quit);
        return QObject::eventFilter(watched, event);
    }
};
