#pragma once

#include <core/catalog/catalogimporter.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/i18n/languagemanager.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>
#include <ui/workload/workloadbar.h>

#include <QAction>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QKeyEvent>
#include <QWidget>
#include <QtTest>

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

// The main window over a database and settings of its own in `folder`, started and closed as a
// user does: what one start leaves behind is what the next one reads. On the offscreen platform.
class Workspace final
{
public:
    explicit Workspace(const QString &folder)
        : m_folder(folder)
    {
    }
    ~Workspace() { close(); }
    Workspace(const Workspace &) = delete;
    Workspace &operator=(const Workspace &) = delete;

    QString databasePath() const { return QDir(m_folder).filePath(QStringLiteral("gui.sqlite")); }
    QString settingsPath() const { return QDir(m_folder).filePath(QStringLiteral("settings.ini")); }

    // A start: the database (read-only when asked), the settings, the saved workload, the
    // window shown.
    void open(core::Database::Access access = core::Database::Access::Auto)
    {
        auto database = core::Database::open(databasePath(), access);
        QVERIFY(database.hasValue());
        m_database = std::move(database).value();
        m_settings = std::make_unique<ui::Settings>(settingsPath());
        m_session = std::make_unique<core::Session>(*m_database);
        if (const auto workload = m_settings->activeWorkload())
            m_session->setWorkload(*workload);
        QVERIFY(m_session->load().ok());
        m_window = std::make_unique<ui::MainWindow>(*m_session, *m_settings, m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    // The window's close (which saves its state as a user's close does), then the rest.
    void close()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
        m_session.reset();
        m_settings.reset();
        m_database.reset();
    }

    // Closed, and neither database nor settings left: the next open() is a first start.
    void removeFiles()
    {
        close();
        QFile::remove(databasePath());
        QFile::remove(settingsPath());
    }

    ui::MainWindow *window() const { return m_window.get(); }
    core::Session &session() const { return *m_session; }
    ui::Settings &settings() const { return *m_settings; }
    ui::LanguageManager &languages() { return m_languages; }

    // The window's action of this text (with its mnemonic); fails the test when there is none.
    QAction *action(const QString &text) const
    {
        for (QAction *candidate : m_window->findChildren<QAction *>()) {
            if (candidate->text() == text)
                return candidate;
        }
        qFatal("no action %s", qPrintable(text));
        return nullptr;
    }

    // The task, as the workload bar's edit sets it (a batch with a volume and a deadline).
    void setTask(core::Task task)
    {
        core::Workload workload = m_session->workload();
        workload.task = task;
        if (task == core::Task::Batch) {
            workload.images = 50000;
            workload.deadlineHours = 72;
        }
        emit m_window->workloadBar()->workloadEdited(workload);
        QCOMPARE(m_session->workload().task, task);
    }

private:
    QString m_folder;
    std::unique_ptr<core::Database> m_database;
    std::unique_ptr<ui::Settings> m_settings;
    ui::LanguageManager m_languages;
    std::unique_ptr<core::Session> m_session;
    std::unique_ptr<ui::MainWindow> m_window;
};

} // namespace uitest
