#include "shortlistpanel.h"

#include "shortlistmodel.h"
#include "ui/offers/keependdelegate.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

ShortlistPanel::ShortlistPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ShortlistModel(this))
    , m_empty(new QLabel(this))
    , m_remove(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_nameStack(new QStackedWidget(this))
    , m_nameLabel(new QLabel(this))
    , m_nameEdit(new QLineEdit(this))
    , m_rename(new QToolButton(this))
    , m_renameError(new QLabel(this))
{
    m_nameLabel->setObjectName(QStringLiteral("shortlistName"));
    m_nameEdit->setObjectName(QStringLiteral("shortlistNameEdit"));
    m_rename->setObjectName(QStringLiteral("renameShortlist"));
    m_renameError->setObjectName(QStringLiteral("renameError"));
    QFont bold = m_nameLabel->font();
    bold.setBold(true);
    m_nameLabel->setFont(bold);
    m_nameLabel->installEventFilter(this); // a double-click renames
    m_nameEdit->installEventFilter(this); // Escape cancels
    m_nameStack->addWidget(m_nameLabel);
    m_nameStack->addWidget(m_nameEdit);
    // The name takes the room beside Rename and no more: a long name (or a long language)
    // must not widen the dock past a 1024 px screen; the tooltip has it whole.
    m_nameStack->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_renameError->setWordWrap(true);
    m_renameError->setForegroundRole(QPalette::Highlight);
    m_renameError->hide();
    auto *title = new QHBoxLayout;
    title->addWidget(m_nameStack, 1);
    title->addWidget(m_rename);
    // Also from the list's context menu (and the name's): Rename…
    auto *renameAction = new QAction(this);
    renameAction->setObjectName(QStringLiteral("renameShortlistAction"));
    connect(renameAction, &QAction::triggered, this, &ShortlistPanel::startRename);
    m_nameLabel->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_nameLabel->addAction(renameAction);
    m_rename->setDefaultAction(renameAction);
    connect(m_nameEdit, &QLineEdit::returnPressed, this, &ShortlistPanel::finishRename);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_remove);
    buttons->addWidget(m_compare);
    buttons->addStretch(1);
    m_layout = new QVBoxLayout(this);
    m_layout->addLayout(title);
    m_layout->addWidget(m_renameError);
    m_layout->addWidget(m_empty);
    m_layout->addLayout(buttons);

    connect(m_model, &ShortlistModel::noteEdited, this, &ShortlistPanel::noteEdited);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        for (const core::OfferKey &key : selectedKeys())
            emit removeRequested(key);
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        QList<core::OfferKey> keys = selectedKeys();
        if (keys.size() < 2) { // nothing chosen: compare the whole shortlist
            keys.clear();
            for (int row = 0; row < m_model->rowCount(); ++row) {
                if (m_model->evaluationRow(row) >= 0)
                    keys.append(m_model->item(row).key);
            }
        }
        emit compareRequested(keys);
    });
    retranslateUi();
}

QTableView *ShortlistPanel::view()
{
    if (m_view)
        return m_view;
    // Built with the first starred offer: an empty shortlist shows only its explanation, and
    // a table nobody sees is start-up time spent for nothing.
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("shortlistView"));
    m_view->setModel(m_model);
    // A Latin offer name in an Urdu shortlist ends in "…" at its own end.
    m_view->setItemDelegateForColumn(ShortlistModel::OfferColumn, new KeepEndDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->setAccessibleName(tr("Shortlist"));
    m_layout->insertWidget(m_layout->indexOf(m_empty) + 1, m_view, 1);
    m_view->viewport()->installEventFilter(this); // its width caps the offer column's
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_rename->defaultAction());
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (index.column() != ShortlistModel::NoteColumn)
            emit offerActivated(m_model->item(index.row()).key);
    });
    // The details follow the list's current row too.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && m_model->evaluationRow(current.row()) >= 0)
                    emit currentOfferChanged(m_model->item(current.row()).key);
            });
    return m_view;
}

void ShortlistPanel::setContents(std::shared_ptr<const core::Snapshot> snapshot,
                                 QList<core::ShortlistItem> items)
{
    m_model->setContents(std::move(snapshot), std::move(items));
    const bool empty = m_model->rowCount() == 0;
    m_empty->setVisible(empty);
    m_compare->setEnabled(m_model->rowCount() >= 2);
    m_remove->setEnabled(!empty);
    if (empty && !m_view)
        return;
    view()->setVisible(!empty);
    fitOfferColumn();
}

void ShortlistPanel::fitOfferColumn()
{
    // The offer and its cost in sight without scrolling sideways: a name wider than the room
    // beside the cost ends in "…" (its tooltip has it whole); the seconds and the note follow.
    m_view->resizeColumnToContents(ShortlistModel::OfferColumn);
    m_view->resizeColumnToContents(ShortlistModel::TotalCostColumn);
    const int room = m_view->viewport()->width()
        - m_view->columnWidth(ShortlistModel::TotalCostColumn);
    const int least = m_view->fontMetrics().averageCharWidth() * 6;
    if (m_view->columnWidth(ShortlistModel::OfferColumn) > room)
        m_view->setColumnWidth(ShortlistModel::OfferColumn, std::max(room, least));
}

QList<core::OfferKey> ShortlistPanel::selectedKeys() const
{
    QList<core::OfferKey> keys;
    if (!m_view)
        return keys;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        keys.append(m_model->item(index.row()).key);
    return keys;
}

void ShortlistPanel::setName(const QString &name)
{
    m_name = name;
    m_nameLabel->setText(name);
    m_nameLabel->setToolTip(name);
}

void ShortlistPanel::setRenameHandler(std::function<core::Status(const QString &)> handler)
{
    m_renameHandler = std::move(handler);
}

void ShortlistPanel::startRename()
{
    m_renameError->hide();
    m_nameEdit->setText(m_name);
    m_nameStack->setCurrentWidget(m_nameEdit);
    m_nameEdit->setFocus();
    m_nameEdit->selectAll();
}

void ShortlistPanel::cancelRename()
{
    m_nameStack->setCurrentWidget(m_nameLabel);
    m_renameError->hide();
}

void ShortlistPanel::finishRename()
{
    const QString name = m_nameEdit->text().trimmed();
    QString error;
    if (name.isEmpty())
        error = tr("A shortlist needs a name: type one, or press Escape to keep “%1”.").arg(m_name);
    else if (name != m_name && m_renameHandler) {
        if (const core::Status status = m_renameHandler(name); !status.ok())
            error = status.error();
    }
    if (!error.isEmpty()) {
        // The field stays open with the refused name, to correct it.
        m_renameError->setText(error);
        m_renameError->show();
        m_nameEdit->setFocus();
        return;
    }
    if (name != m_name && m_renameHandler)
        setName(name);
    m_nameStack->setCurrentWidget(m_nameLabel);
    m_renameError->hide();
}

bool ShortlistPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitOfferColumn();
    if (watched == m_nameLabel && event->type() == QEvent::MouseButtonDblClick) {
        startRename();
        return true;
    }
    if (watched == m_nameEdit && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        cancelRename();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ShortlistPanel::retranslateUi()
{
    m_rename->defaultAction()->setText(tr("Re&name…"));
    m_rename->defaultAction()->setToolTip(tr("Rename the shortlist"));
    m_nameEdit->setAccessibleName(tr("Shortlist name"));
    m_nameLabel->setAccessibleName(tr("Shortlist name"));
    m_empty->setText(tr("Your shortlist is empty. Star offers in the table (tick their box in the "
                        "star column, or press Ctrl+D) to keep them here."));
    m_remove->setText(tr("&Remove"));
    m_compare->setText(tr("Co&mpare"));
    m_compare->setToolTip(tr("Compare the selected offers, or the whole shortlist."));
    if (m_view)
        m_view->setAccessibleName(tr("Shortlist"));
    m_model->retranslate();
}

void ShortlistPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ui
