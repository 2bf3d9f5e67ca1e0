#pragma once

#include <QApplication>
#include <QEvent>
#include <QTextStream>
#include <QTimer>

#include <chrono>

// For bench_workspace: with GPUSCOUT_QUIT_AFTER_FIRST_PAINT set, the application quits as soon as
// its window has painted once. When that first frame is done (all its widgets painted and
// flushed: the next pass of the event loop), it prints the steady clock, which every process of
// the machine shares, so the benchmark can time start to first paint without the exit:
//   first_paint_steady_ns: <nanoseconds>
// tests/bench/minimal_window.cpp, the benchmark's floor, uses the same probe.
class StartupProbe final : public QObject
{
public:
    using QObject::QObject;

    static bool requested() { return qEnvironmentVariableIsSet("GPUSCOUT_QUIT_AFTER_FIRST_PAINT"); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            QTimer::singleShot(0, qApp, [] {
                const auto now = std::chrono::steady_clock::now().time_since_epoch();
                QTextStream(stdout)
                    << "first_paint_steady_ns: "
                    << std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()
                    << Qt::endl;
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_painted = false;
};
