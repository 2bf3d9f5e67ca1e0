// The startup floor of bench_workspace: a minimal Qt Widgets window of gpuscout's size that
// reports its first paint and quits, through the same probe as gpuscout.
#include <QApplication>
#include <QLabel>

#include <app/gui/startupprobe.h>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel label(QStringLiteral("GPU Scout"));
    StartupProbe probe;
    label.installEventFilter(&probe);
    label.resize(1400, 820);
    label.show();
    return QApplication::exec();
}
