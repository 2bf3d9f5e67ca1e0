#include "uitestworkspace.h"

#include <core/session/session.h>
#include <ui/compare/comparedialog.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersview.h>
#include <ui/window/mainwindow.h>
#include <ui/workload/workloadwizard.h>

#include <QAbstractButton>
#include <QDockWidget>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QTabBar>
#include <QTemporaryDir>
#include <QtTest>

// Alt + a letter reaches one thing in each place a user presses it: a menu's items, a wizard
// page with the wizard's buttons, a dialog, the main window with its docks and its menu bar.
// Checked on the widgets themselves with each translation loaded, in each state that shows
// other fields (each task; the charts open): two widgets in different .ts contexts (a filter's
// "&VRAM" and the menu bar's "&View") collide as surely as two in one. A mnemonic is a Latin
// letter or a digit: "Î" or "প" cannot be pressed with Alt on most keyboards of the language.
class TestMnemonics final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void oneTargetPerKey_data();
    void oneTargetPerKey();

private:
    struct Target
    {
        QString text;
        QString where;
    };
    using Targets = QMultiMap<QKeySequence, Target>;
    static void addWidgets(Targets &targets, QWidget *scope, const QString &where);
    static void addMenuBar(Targets &targets, QMenuBar *bar);
    static QStringList problems(const Targets &targets, const QString &scope);
    static QStringList menuProblems(QWidget *window);

    QTemporaryDir m_dir;
};

namespace {

// The key Alt presses for `text`, or an empty sequence without a mnemonic.
QKeySequence mnemonicOf(const QString &text)
{
    return QKeySequence::mnemonic(text);
}

QString keyText(const QKeySequence &key)
{
    return QKeySequence(key[0].key()).toString(QKeySequence::PortableText);
}

bool pressable(const QKeySequence &key)
{
    const int code = key[0].key();
    return (code >= Qt::Key_A && code <= Qt::Key_Z) || (code >= Qt::Key_0 && code <= Qt::Key_9);
}

} // namespace

void TestMnemonics::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestMnemonics::addWidgets(Targets &targets, QWidget *scope, const QString &where)
{
    const auto add = [&](const QString &text, QWidget *owner) {
        const QKeySequence key = mnemonicOf(text);
        if (!key.isEmpty())
            targets.insert(key, {text, where + QLatin1Char('/') + owner->objectName()});
    };
    for (QWidget *widget : scope->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(scope))
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            add(button->text(), button);
        else if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            add(label->text(), label);
        else if (auto *box = qobject_cast<QGroupBox *>(widget))
            add(box->title(), box);
        else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i), tabs);
        }
    }
}

void TestMnemonics::addMenuBar(Targets &targets, QMenuBar *bar)
{
    for (QAction *action : bar->actions()) {
        if (action->isVisible() && !mnemonicOf(action->text()).isEmpty())
            targets.insert(mnemonicOf(action->text()),
                           {action->text(), QStringLiteral("menu bar")});
    }
}

QStringList TestMnemonics::problems(const Targets &targets, const QString &scope)
{
    QStringList out;
    for (const QKeySequence &key : targets.uniqueKeys()) {
        const QList<Target> same = targets.values(key);
        QStringList texts;
        for (const Target &target : same)
            texts << QStringLiteral("“%1” (%2)").arg(target.text, target.where);
        if (same.size() > 1)
            out << QStringLiteral("%1: Alt+%2 for %3")
                       .arg(scope, keyText(key), texts.join(QStringLiteral(", ")));
        if (!pressable(key))
            out << QStringLiteral("%1: Alt+%2 cannot be typed: %3")
                       .arg(scope, keyText(key), texts.join(QStringLiteral(", ")));
    }
    return out;
}

QStringList TestMnemonics::menuProblems(QWidget *window)
{
    QStringList out;
    for (QMenu *menu : window->findChildren<QMenu *>()) {
        Targets targets;
        for (QAction *action : menu->actions()) {
            if (action->isVisible() && !action->isSeparator())
                targets.insert(mnemonicOf(action->text()), {action->text(), action->objectName()});
        }
        targets.remove(QKeySequence());
        out << problems(targets, QStringLiteral("menu “%1”").arg(menu->title()));
    }
    return out;
}

void TestMnemonics::oneTargetPerKey_data()
{
    QTest::addColumn<QString>("code");
    for (const ui::Language &language : ui::LanguageManager::languages())
        QTest::newRow(qPrintable(language.code)) << language.code;
}

void TestMnemonics::oneTargetPerKey()
{
    QFETCH(QString, code);
    uitest::Workspace workspace(m_dir.filePath(code));
    QVERIFY(QDir().mkpath(m_dir.filePath(code)));
    workspace.open();
    QVERIFY(workspace.languages().setLanguage(code));
    QCoreApplication::processEvents();
    ui::MainWindow *window = workspace.window();
    QStringList found = menuProblems(window);

    // The main window with its docks, for each task, with the charts closed and open; two
    // offers on the shortlist and one chosen, so the shortlist's and the details' buttons show.
    for (int row : {0, 1}) {
        const core::OfferKey key = window->offersModel()->row(row).offer.offer->key;
        QVERIFY(workspace.session().setShortlisted(key, true).ok());
    }
    window->offersView()->setCurrentIndex(window->offersView()->model()->index(0, 0));
    auto *charts = window->findChild<QDockWidget *>(QStringLiteral("chartsDock"));
    QVERIFY(charts);
    for (core::Task task : {core::Task::Interactive, core::Task::Batch, core::Task::Lora}) {
        workspace.setTask(task);
        for (bool chartsOpen : {false, true}) {
            charts->setVisible(chartsOpen);
            QCoreApplication::processEvents();
            Targets targets;
            addMenuBar(targets, window->menuBar());
            addWidgets(targets, window, QStringLiteral("window"));
            found << problems(
                targets,
                QStringLiteral("main window (%1%2)")
                    .arg(core::taskId(task), chartsOpen ? QStringLiteral(", charts") : QString()));
        }
    }
    found << menuProblems(window); // the charts bring their own

    // Each page of the wizard with the wizard's buttons, for each task; with an image model,
    // a model with large text encoders (their options) and a video model (frames).
    for (const char *model : {"sdxl", "flux1-dev", "wan21-t2v-1.3b"})
        for (const char *task : {"task_interactive", "task_batch", "task_lora"}) {
            core::Workload initial = workspace.session().workload();
            initial.model = QLatin1String(model);
            QVERIFY(workspace.session().catalog().model(initial.model));
            ui::WorkloadWizard wizard(workspace.session().catalog(), initial);
            wizard.show();
            auto *choice = wizard.findChild<QRadioButton *>(QLatin1String(task));
            QVERIFY(choice);
            choice->click();
            for (int page = 0; page < 6 && wizard.currentPage(); ++page) {
                Targets targets;
                addWidgets(targets, &wizard, QStringLiteral("wizard"));
                found << problems(targets,
                                  QStringLiteral("wizard page %1 (%2, %3)")
                                      .arg(wizard.currentId())
                                      .arg(QLatin1String(task), QLatin1String(model)));
                const int id = wizard.currentId();
                wizard.next();
                if (wizard.currentId() == id)
                    break;
            }
        }

    // A spin box's context menu: the line edit's, with the spin box's own items.
    {
        QLineEdit edit;
        std::unique_ptr<QMenu> menu(edit.createStandardContextMenu());
        Targets targets;
        for (QAction *action : menu->actions()) {
            if (!action->isSeparator())
                targets.insert(mnemonicOf(action->text()), {action->text(), QString()});
        }
        for (const char *item : {"&Step up", "Step &down"}) {
            const QString text = QCoreApplication::translate("QAbstractSpinBox", item);
            targets.insert(mnemonicOf(text), {text, QString()});
        }
        targets.remove(QKeySequence());
        found << problems(targets, QStringLiteral("a spin box's context menu"));
    }

    // The compare dialog.
    const std::shared_ptr<const core::Snapshot> snapshot = workspace.session().snapshot();
    ui::CompareDialog compare(snapshot, {0, 1, 2});
    compare.show();
    Targets targets;
    addWidgets(targets, &compare, QStringLiteral("compare"));
    found << problems(targets, QStringLiteral("compare dialog"));

    found.removeDuplicates();
    for (const QString &problem : std::as_const(found))
        qWarning().noquote() << problem;
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("%1 keys with more than one target or none "
                                       "that can be typed, listed above")
                            .arg(found.size())));
    workspace.removeFiles();
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
