#pragma once

#include "uitestutil.h"

#include <core/store/database.h>
#include <ui/i18n/languagemanager.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>
#include <ui/workload/workloadbar.h>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QtTest>

#include <memory>

namespace uitest {

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
        start(access, false);
    }

    // A start as the application makes it: the catalog read behind the window, which shows
    // before it is; returns once the table is filled.
    void openLoading() { start(core::Database::Access::Auto, true); }

    // Either start; `behind`: the catalog loads on the session's worker after the window shows.
    void start(core::Database::Access access, bool behind)
    {
        auto database = core::Database::open(databasePath(), access);
        QVERIFY(database.hasValue());
        m_database = std::move(database).value();
        m_settings = std::make_unique<ui::Settings>(settingsPath());
        m_session = std::make_unique<core::Session>(*m_database);
        if (const auto workload = m_settings->activeWorkload())
            m_session->setWorkload(*workload);
        if (behind)
            m_session->startLoad();
        else
            QVERIFY(m_session->load().ok());
        m_window = std::make_unique<ui::MainWindow>(*m_session, *m_settings, m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        if (!behind)
            return;
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->isLoading() && !m_session->isEvaluating(), 60000);
        QCoreApplication::processEvents();
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
        QVERIFY(evaluated(*m_session));
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
