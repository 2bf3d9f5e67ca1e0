#include "frozencolumns.h"

#include "keependdelegate.h"
#include "offercolumns.h"

#include <QHeaderView>
#include <QScrollBar>

namespace ui {

FrozenColumns::FrozenColumns(QTableView *table)
    : QTableView(table)
    , m_table(table)
{
    setObjectName(QStringLiteral("frozenColumns"));
    setFocusPolicy(Qt::NoFocus); // Tab goes to the table itself
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setWordWrap(false);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setSortIndicatorShown(true);
    horizontalHeader()->setSectionsClickable(true);
    // A click on a frozen header sorts the table, whose header then shows the indicator.
    connect(horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int logical) {
        QHeaderView *header = m_table->horizontalHeader();
        const Qt::SortOrder order = header->sortIndicatorSection() == logical
                && header->sortIndicatorOrder() == Qt::AscendingOrder
            ? Qt::DescendingOrder
            : Qt::AscendingOrder;
        m_table->sortByColumn(logical, order);
    });
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int logical, Qt::SortOrder order) {
                horizontalHeader()->setSortIndicator(logical, order);
            });
    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int logical, int, int size) {
                // Only a frozen column's own resize; hiding the others here is no resize.
                if (columnIsFrozen(OfferColumn(logical)) && size > 0
                    && m_table->columnWidth(logical) != size)
                    m_table->setColumnWidth(logical, size);
            });
    connect(m_table->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_table->verticalScrollBar(),
            &QAbstractSlider::setValue);
}

void FrozenColumns::attach()
{
    setModel(m_table->model());
    // Drawn as the table draws them (KeepEndDelegate; one of its own: views do not share one).
    auto *keepEnd = new KeepEndDelegate(this);
    setItemDelegateForColumn(int(OfferColumn::Provider), keepEnd);
    setItemDelegateForColumn(int(OfferColumn::Gpu), keepEnd);
    setSelectionModel(m_table->selectionModel());
    sync();
}

void FrozenColumns::sync()
{
    if (!model())
        return;
    QHeaderView *header = m_table->horizontalHeader();
    // The frozen columns lead the table, in their order, so the overlay hides exactly them.
    int leading = 0;
    for (int logical = 0; logical < header->count(); ++logical) {
        if (!columnIsFrozen(OfferColumn(logical)))
            continue;
        if (header->visualIndex(logical) != leading)
            header->moveSection(header->visualIndex(logical), leading);
        ++leading;
    }
    m_width = 0;
    for (int logical = 0; logical < model()->columnCount(); ++logical) {
        const bool shown = columnIsFrozen(OfferColumn(logical))
            && !m_table->isColumnHidden(logical);
        setColumnHidden(logical, !shown);
        if (shown) {
            horizontalHeader()->moveSection(horizontalHeader()->visualIndex(logical),
                                            header->visualIndex(logical));
            setColumnWidth(logical, m_table->columnWidth(logical));
            m_width += m_table->columnWidth(logical);
        }
    }
    verticalHeader()->setDefaultSectionSize(m_table->verticalHeader()->defaultSectionSize());
    horizontalHeader()->setFixedHeight(header->height());
    const QRect viewport = m_table->viewport()->geometry();
    const int x = m_table->isRightToLeft() ? viewport.right() + 1 - m_width : viewport.left();
    setGeometry(x, m_table->frameWidth(), m_width, viewport.height() + header->height());
    setVisible(m_width > 0);
    verticalScrollBar()->setValue(m_table->verticalScrollBar()->value());
}

} // namespace ui
