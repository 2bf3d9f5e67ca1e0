#include "offersview.h"

#include "offercolumns.h"

#include <QAction>
#include <QHeaderView>
#include <QMenu>

namespace ui {

OffersView::OffersView(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("offersTable"));
    setSortingEnabled(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTabKeyNavigation(false);
    verticalHeader()->setVisible(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    horizontalHeader()->setSortIndicatorShown(true);
    // Fitting columns to their contents measures this many rows, not every offer: the first
    // start fits 25 columns, and a 100,000-offer catalog must not measure each cell.
    horizontalHeader()->setResizeContentsPrecision(100);
    connect(horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            &OffersView::showColumnMenu);
    const auto changed = [this] { m_restoredState.clear(); };
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, changed);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, changed); // also hide and show
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, changed);
}

QByteArray OffersView::saveHeaderState() const
{
    return m_restoredState.isEmpty() ? horizontalHeader()->saveState() : m_restoredState;
}

bool OffersView::restoreHeaderState(const QByteArray &state)
{
    if (state.isEmpty() || !horizontalHeader()->restoreState(state))
        return false;
    m_restoredState = state;
    return true;
}

void OffersView::resetColumns()
{
    QHeaderView *header = horizontalHeader();
    for (int logical = 0; logical < offerColumnCount; ++logical) {
        const int visual = header->visualIndex(logical);
        if (visual != logical)
            header->moveSection(visual, logical);
        header->setSectionHidden(logical, !columnVisibleByDefault(OfferColumn(logical)));
    }
    resizeColumnsToContents();
    header->resizeSection(int(OfferColumn::Reason), 420);
    header->resizeSection(int(OfferColumn::Shortlisted), 36);
}

QList<int> OffersView::visibleColumns() const
{
    QList<int> columns;
    const QHeaderView *header = horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical))
            columns.append(logical);
    }
    return columns;
}

void OffersView::showColumnMenu(const QPoint &position)
{
    QMenu menu(this);
    QHeaderView *header = horizontalHeader();
    for (int logical = 0; logical < offerColumnCount; ++logical) {
        const auto column = OfferColumn(logical);
        QAction *action = menu.addAction(columnHeader(column));
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(logical));
        action->setToolTip(columnToolTip(column));
        connect(action, &QAction::toggled, this,
                [header, logical](bool visible) { header->setSectionHidden(logical, !visible); });
    }
    menu.addSeparator();
    menu.addAction(tr("Reset columns"), this, &OffersView::resetColumns);
    menu.exec(header->mapToGlobal(position));
}

} // namespace ui
