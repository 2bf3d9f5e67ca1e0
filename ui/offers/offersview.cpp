#include "offersview.h"

#include "frozencolumns.h"
#include "keependdelegate.h"
#include "offercolumns.h"
#include "ui/settings/settings.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace ui {
namespace {

bool sameColumns(core::Task a, core::Task b)
{
    const auto training = [](core::Task t) {
        return t == core::Task::Lora || t == core::Task::Finetune;
    };
    return a == b || (training(a) && training(b));
}

} // namespace

OffersView::OffersView(QWidget *parent)
    : QTableView(parent)
    , m_frozen(new FrozenColumns(this))
    , m_keepEnd(new KeepEndDelegate(this))
{
    setObjectName(QStringLiteral("offersTable"));
    setSortingEnabled(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTabKeyNavigation(false);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
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
    const auto changed = [this] {
        m_restoredState.clear();
        m_frozen->sync();
    };
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, changed);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, changed); // also hide and show
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, changed);
}

OffersView::~OffersView() = default;

void OffersView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    // Names too wide end in "…" in their own direction, and a GPU of several keeps its count
    // whole: "GeFor…3090 ×4" (KeepEndDelegate).
    setItemDelegateForColumn(int(OfferColumn::Provider), m_keepEnd);
    setItemDelegateForColumn(int(OfferColumn::Gpu), m_keepEnd);
    m_frozen->attach();
    // Columns fitted to an empty table (the window shows before the catalog is read) are fitted
    // again to the first rows.
    const auto filled = [this] {
        if (m_fitWhenFilled && this->model() && this->model()->rowCount() > 0)
            fitColumns();
    };
    connect(model, &QAbstractItemModel::modelReset, this, filled);
    connect(model, &QAbstractItemModel::rowsInserted, this, filled);
    connect(model, &QAbstractItemModel::layoutChanged, this, filled);
}

void OffersView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    QTableView::scrollTo(index, hint);
    // A cell of a scrolling column must not end under the frozen ones.
    if (!index.isValid() || columnIsFrozen(OfferColumn(index.column())) || isRightToLeft())
        return;
    const int left = visualRect(index).left();
    if (left < frozenWidth())
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - (frozenWidth() - left));
}

int OffersView::frozenWidth() const
{
    return m_frozen->isVisible() ? m_frozen->coveredWidth() : 0;
}

void OffersView::updateGeometries()
{
    QTableView::updateGeometries();
    m_frozen->sync();
}

void OffersView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    m_frozen->sync();
}

void OffersView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    // Rows as tall as the current font needs: Nastaliq is taller than Latin, and a switch back
    // must shrink them again.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange
        || event->type() == QEvent::StyleChange) {
        verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
        m_frozen->sync();
    }
    // The texts of another language need other widths: fitted again once the model speaks it.
    // Only for a real switch: the start's own LanguageChange must keep the user's widths.
    if (event->type() == QEvent::LanguageChange && model() && QLocale().name() != m_language) {
        m_language = QLocale().name();
        QTimer::singleShot(0, this, &OffersView::fitColumns);
    }
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
    m_fitWhenFilled = false; // the user's widths
    m_frozen->sync();
    return true;
}

void OffersView::resetColumns()
{
    QHeaderView *header = horizontalHeader();
    const QList<OfferColumn> columns = taskColumns(m_task);
    for (int logical = 0; logical < header->count(); ++logical)
        header->setSectionHidden(logical, !columns.contains(OfferColumn(logical)));
    for (int visual = 0; visual < int(columns.size()); ++visual)
        header->moveSection(header->visualIndex(int(columns.at(visual))), visual);
    // The answer first: the best-ranked offer on top (a fresh header would sort by the star).
    header->setSortIndicator(int(OfferColumn::Rank), Qt::AscendingOrder);
    fitColumns();
}

void OffersView::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    for (int logical = 0; logical < header->count(); ++logical) {
        if (!header->isSectionHidden(logical))
            resizeColumnToContents(logical);
    }
    // Names wider than the limit are elided (a GPU's count kept whole); their tooltip and the
    // details show them whole. Never narrower than a short name: a GPU column as wide as its
    // header shows "Tesla …".
    const int character = fontMetrics().averageCharWidth();
    for (const OfferColumn column : {OfferColumn::Provider, OfferColumn::Gpu}) {
        const bool provider = column == OfferColumn::Provider;
        const int least = character * (provider ? 12 : 14);
        const int limit = character * (provider ? 20 : 16);
        header->resizeSection(int(column), std::clamp(columnWidth(int(column)), least, limit));
    }
    header->resizeSection(int(OfferColumn::Reason), 420);
    header->resizeSection(int(OfferColumn::Shortlisted), 36);
    m_fitWhenFilled = !model() || model()->rowCount() == 0;
    m_frozen->sync();
}

void OffersView::sortAsHeaderSays()
{
    const int section = horizontalHeader()->sortIndicatorSection();
    if (section >= 0 && section < horizontalHeader()->count())
        sortByColumn(section, horizontalHeader()->sortIndicatorOrder());
    else
        sortByColumn(int(OfferColumn::Rank), Qt::AscendingOrder);
}

void OffersView::showTask(core::Task task, Settings &settings)
{
    if (m_taskShown && sameColumns(task, m_task))
        return;
    if (m_taskShown)
        saveColumns(settings);
    m_task = task;
    m_taskShown = true;
    if (!restoreHeaderState(settings.offersHeaderState(task)))
        resetColumns();
    sortAsHeaderSays();
}

void OffersView::saveColumns(Settings &settings) const
{
    settings.setOffersHeaderState(m_task, saveHeaderState());
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
    for (int logical = 0; logical < tableColumnCount(); ++logical) {
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
