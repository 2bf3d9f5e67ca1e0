#pragma once

#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

#include <chrono>

// For the start-up benchmarks (bench_workspace, bench_startup): with
// GPUSCOUT_QUIT_AFTER_FIRST_PAINT set, the application reports when its window has painted once
// (all its widgets painted and flushed: the next pass of the event loop) and, when it fills the
// window later (a catalog loaded after the first paint), when that filled window is painted;
// then it quits. The times are on the steady clock, which every process of the machine shares,
// so the benchmark can time from the process's start without its exit:
//   first_paint_steady_ns: <nanoseconds>
//   filled_steady_ns: <nanoseconds>
// tests/bench/minimal_window.cpp, the benchmarks' floor, uses the same probe for its first paint.
class StartupProbe final : public QObject
{
public:
    // `waitsForContent`: the first paint is not the end; contentShown() says when the window is
    // filled.
    explicit StartupProbe(bool waitsForContent = false, QObject *parent = nullptr)
        : QObject(parent)
        , m_waitsForContent(waitsForContent)
    {
    }

    static bool requested() { return qEnvironmentVariableIsSet("GPUSCOUT_QUIT_AFTER_FIRST_PAINT"); }

    // The window has its content: reported when it is painted with it (with the first paint, if
    // that is still to come).
    void contentShown(QWidget *window)
    {
        if (!m_painted) {
            m_contentShown = true; // the first paint shows it
            return;
        }
        QTimer::singleShot(0, this, [this, filled = QPointer<QWidget>(window)] {
            if (filled)
                filled->repaint(); // the filled table, painted now
            report("filled_steady_ns");
            m_filledReported = true;
            quitWhenDone();
        });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            QTimer::singleShot(0, this, [this] {
                report("first_paint_steady_ns");
                m_firstReported = true;
                if (m_contentShown) {
                    report("filled_steady_ns");
                    m_filledReported = true;
                }
                quitWhenDone();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    static void report(const char *name)
    {
        const auto now = std::chrono::steady_clock::now().time_since_epoch();
        QTextStream(stdout) << name << ": "
                            << std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()
                            << Qt::endl;
    }

    void quitWhenDone()
    {
        if (m_firstReported && (!m_waitsForContent || m_filledReported))
            QApplication::quit();
    }

    bool m_waitsForContent = false;
    bool m_painted = false;
    bool m_firstReported = false;
    bool m_contentShown = false;
    bool m_filledReported = false;
};
