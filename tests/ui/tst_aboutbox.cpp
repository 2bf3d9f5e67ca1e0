#include "uitestworkspace.h"

#include <ui/window/aboutbox.h>

#include <QKeySequence>
#include <QTemporaryDir>
#include <QtTest>

// Help → About names GPU Scout's licence and those of what it carries; Help → About Qt is there;
// the window's shortcuts keep to the platform's (Refresh, nothing on Minimize's Ctrl/Cmd+M).
class TestAboutBox final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void namesEveryLicence();
    void helpMenuAndShortcuts();
};

void TestAboutBox::namesEveryLicence()
{
    core::CatalogInfo info;
    info.catalogVersion = QStringLiteral("2026.12.03");
    info.publisher = QStringLiteral("GPU Scout project");
    const QString text = ui::AboutBox::text(info);
    QVERIFY(text.contains(QStringLiteral("2026.12.03")));
    QVERIFY(text.contains(QStringLiteral("MIT licence")));
    QVERIFY(text.contains(QStringLiteral("Qt</a> ") + QString::fromLatin1(qVersion())
                          + QStringLiteral(" (GNU LGPL 3.0)")));
    QVERIFY(text.contains(QStringLiteral("QuaZip</a> (GNU LGPL 2.1")));
    QVERIFY(text.contains(QStringLiteral("zlib (zlib licence)")));
    QVERIFY(text.contains(QStringLiteral("SIL Open Font License 1.1")));
}

void TestAboutBox::helpMenuAndShortcuts()
{
    QTemporaryDir dir;
    uitest::Workspace workspace(dir.path());
    workspace.open();
    QAction *aboutQt = workspace.action(QStringLiteral("About &Qt"));
    QCOMPARE(aboutQt->menuRole(), QAction::AboutQtRole);
    QCOMPARE(workspace.action(QStringLiteral("&About GPU Scout"))->menuRole(), QAction::AboutRole);
    QCOMPARE(workspace.action(QStringLiteral("&Update prices"))->shortcut(),
             QKeySequence(QKeySequence::Refresh));
    const QKeySequence minimize(Qt::CTRL | Qt::Key_M);
    for (QAction *action : workspace.window()->findChildren<QAction *>())
        QVERIFY2(!action->shortcuts().contains(minimize), qPrintable(action->text()));
    QCOMPARE(workspace.action(QStringLiteral("&Compare selected offers"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
}

QTEST_MAIN(TestAboutBox)
#include "tst_aboutbox.moc"
