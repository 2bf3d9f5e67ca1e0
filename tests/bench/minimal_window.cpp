// The startup floor of bench_workspace: a minimal Qt Widgets window that quits after its first
// paint, exactly as gpuscout does under GPUSCOUT_QUIT_AFTER_FIRST_PAINT.
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QTimer>

namespace {

class QuitAfterPaint final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            QTimer::singleShot(0, qApp, &QApplication::quit);
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel label(QStringLiteral("GPU Scout"));
    QuitAfterPaint quit;
    label.installEventFilter(&quit);
    label.resize(1400, 820);
    label.show();
    return QApplication::exec();
}
