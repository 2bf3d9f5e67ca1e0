#include "planactions.h"

#include "measuredialog.h"
#include "plandialog.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QMessageBox>

namespace ui {

PlanActions::PlanActions(core::Session &session, QMenu *menu, Selection selection, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_selection(std::move(selection))
    , m_window(window)
{
    menu->addSeparator();
    m_plan = menu->addAction(QString(), this, &PlanActions::openPlan);
    m_plan->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_measure = menu->addAction(QString(), this, &PlanActions::openMeasure);
    window->installEventFilter(this);
    retranslate();
}

void PlanActions::openPlan()
{
    auto *dialog = new PlanDialog(m_session, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

PlanDialog *PlanActions::showPlan(core::Session &session, const core::Plan &plan, QWidget *parent)
{
    auto *dialog = new PlanDialog(session, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const core::Status saved = dialog->savePlan(plan);
    dialog->show();
    if (!saved.ok())
        QMessageBox::warning(dialog, tr("Save plan"), saved.error());
    return dialog;
}

void PlanActions::openMeasure()
{
    const auto [provider, gpu] = m_selection ? m_selection() : std::pair<QString, QString>();
    auto *dialog = new MeasureDialog(m_session, gpu, provider, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

bool PlanActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void PlanActions::retranslate()
{
    m_plan->setText(tr("&Plan the month…"));
    m_plan->setToolTip(tr("Combine workloads into a monthly plan, compare providers and buying "
                          "a card"));
    m_measure->setText(tr("I &measured this…"));
    m_measure->setToolTip(tr("Record your own speed for the selected offer's GPU: it becomes "
                             "the basis ahead of published figures"));
}

} // namespace ui
