#include "shortlistpanel.h"

#include "shortlistmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace ui {

ShortlistPanel::ShortlistPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ShortlistModel(this))
    , m_empty(new QLabel(this))
    , m_remove(new QPushButton(this))
    , m_compare(new QPushButton(this))
{
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_remove);
    buttons->addWidget(m_compare);
    buttons->addStretch(1);
    m_layout = new QVBoxLayout(this);
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
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->setAccessibleName(tr("Shortlist"));
    m_layout->insertWidget(1, m_view, 1);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (index.column() != ShortlistModel::NoteColumn)
            emit offerActivated(m_model->item(index.row()).key);
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
    m_view->resizeColumnToContents(ShortlistModel::OfferColumn);
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

void ShortlistPanel::retranslateUi()
{
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
