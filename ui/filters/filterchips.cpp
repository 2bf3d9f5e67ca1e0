#include "filterchips.h"

#include "filtertext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QStyle>
#include <QToolButton>

namespace ui {

FilterChips::FilterChips(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this))
{
    setObjectName(QStringLiteral("filterChips"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addStretch(1);
    // The chips take the room the row has and never widen the window; the tooltip lists them.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void FilterChips::setFilter(const OfferFilter &filter, core::Task task)
{
    if (filter == m_filter && task == m_task && !m_chips.isEmpty())
        return;
    m_filter = filter;
    m_task = task;
    rebuild();
}

void FilterChips::rebuild()
{
    // A chip that stays keeps its button (and the keyboard focus on it); a chip that goes is
    // deleted once the click that cleared it is done.
    QHash<QString, QToolButton *> old;
    for (QToolButton *chip : std::as_const(m_chips))
        old.insert(chip->objectName(), chip);
    const bool hadFocus = isAncestorOf(focusWidget());
    m_chips.clear();
    const QIcon clear = style()->standardIcon(QStyle::SP_LineEditClearButton, nullptr, this);
    QStringList texts;
    QWidget *previous = m_anchor;
    for (const filtertext::Chip &chip : filtertext::chips(m_filter, m_task)) {
        const QString name = QStringLiteral("chip_") + chip.key;
        QToolButton *button = old.take(name);
        if (!button) {
            button = new QToolButton(this);
            button->setObjectName(name);
            button->setIcon(clear);
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            button->setFocusPolicy(Qt::StrongFocus); // reached with Tab, cleared with Space
            connect(button, &QToolButton::clicked, this,
                    [this, key = chip.key] { emit clearRequested(key); });
        }
        button->setText(chip.text);
        button->setToolTip(tr("Clear this filter"));
        button->setAccessibleName(tr("Clear the filter %1").arg(chip.text));
        m_layout->insertWidget(int(m_chips.size()), button);
        m_chips.append(button);
        texts << chip.text;
        if (previous)
            QWidget::setTabOrder(previous, button);
        previous = button;
    }
    for (QToolButton *gone : std::as_const(old)) {
        gone->setObjectName(QString());
        gone->hide();
        gone->deleteLater();
    }
    setToolTip(texts.join(QStringLiteral(" · ")));
    setVisible(!m_chips.isEmpty());
    if (hadFocus && !isAncestorOf(focusWidget()) && !m_chips.isEmpty())
        m_chips.first()->setFocus(); // the keyboard stays among the chips
}

void FilterChips::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        rebuild();
    }
    QWidget::changeEvent(event);
}

} // namespace ui
