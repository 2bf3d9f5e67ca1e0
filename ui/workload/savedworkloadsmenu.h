#pragma once

#include <QMenu>

class QAction;

namespace core {
class Session;
}

namespace ui {

// The workload bar's menu of saved workloads: "Save workload as…" first, then each saved one,
// which a click makes the session's workload. Read from the session each time it opens.
class SavedWorkloadsMenu final : public QMenu
{
    Q_OBJECT

public:
    SavedWorkloadsMenu(core::Session &session, QAction *saveAction, QWidget *parent = nullptr);

private:
    void refill();

    core::Session &m_session;
    QAction *m_save;
};

} // namespace ui
