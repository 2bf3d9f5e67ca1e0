#include "savedworkloadsmenu.h"

#include <core/session/session.h>

#include <QMessageBox>

namespace ui {

SavedWorkloadsMenu::SavedWorkloadsMenu(core::Session &session, QAction *saveAction, QWidget *parent)
    : QMenu(parent)
    , m_session(session)
    , m_save(saveAction)
{
    connect(this, &QMenu::aboutToShow, this, &SavedWorkloadsMenu::refill);
}

void SavedWorkloadsMenu::refill()
{
    clear();
    addAction(m_save);
    addSeparator();
    const core::Expected<QStringList> names = m_session.savedWorkloadNames();
    if (!names || names->isEmpty()) {
        addAction(tr("No saved workloads"))->setEnabled(false);
        return;
    }
    for (const QString &name : *names) {
        addAction(name, this, [this, name] {
            const core::Expected<core::Workload> workload = m_session.savedWorkload(name);
            if (workload)
                m_session.setWorkload(*workload);
            else
                QMessageBox::warning(parentWidget(), tr("Saved workloads"), workload.error());
        });
    }
}

} // namespace ui
