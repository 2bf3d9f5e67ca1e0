#pragma once

#include <core/plan/plan.h>
#include <core/session/session.h>

#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace ui {

class PlanDialog;

// The menu entries of plans and measurements: "Plan the month…" and "I measured this…". The
// main window only hands over its menu and a way to read the selected offer.
class PlanActions final : public QObject
{
    Q_OBJECT

public:
    // The provider and GPU of the selected offer, empty when none.
    using Selection = std::function<std::pair<QString, QString>()>;

    PlanActions(core::Session &session, QMenu *menu, Selection selection, QWidget *window);

    QAction *planAction() const { return m_plan; }
    QAction *measureAction() const { return m_measure; }
    void openPlan();
    void openMeasure();
    // Saves `plan` through the session (a failure is said, the plan still shown) and opens the
    // plan dialog on it: the monthly bill, one provider, buying a card, exports. The workload
    // wizard's end for a plan. The dialog deletes itself when closed.
    static PlanDialog *showPlan(core::Session &session, const core::Plan &plan, QWidget *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    core::Session &m_session;
    Selection m_selection;
    QWidget *m_window = nullptr;
    QAction *m_plan = nullptr;
    QAction *m_measure = nullptr;
};

} // namespace ui
