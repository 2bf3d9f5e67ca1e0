#include "linkactions.h"

#include "ui/filters/filterpanel.h"
#include "ui/filters/filtertext.h"
#include "ui/offers/offercolumns.h"
#include "ui/offers/offersproxymodel.h"
#include "ui/offers/offersview.h"

#include <core/session/session.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileOpenEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include <array>
#include <utility>

namespace ui {
namespace {

using Billing = OfferFilter::Billing;

// The link's names of the filter panel's choices (core/session/viewlink.cpp lists them too).
// A range is named by filtertext::rangeKey(), the column registry's key of its figure.
const QString providerList = QStringLiteral("provider");
const QString gpuList = QStringLiteral("gpu");
const QString billingList = QStringLiteral("billing");

const std::array<std::pair<Billing, const char *>, 4> billingIds{{{Billing::PerSecond, "second"},
                                                                  {Billing::PerMinute, "minute"},
                                                                  {Billing::Hourly, "hour"},
                                                                  {Billing::Unknown, "unknown"}}};

const std::array<std::pair<bool OfferFilter::*, const char *>, 7> flags{
    {{&OfferFilter::fitsOnly, "fits"},
     {&OfferFilter::spotOnly, "spot_price"},
     {&OfferFilter::persistentStorage, "persistent_storage"},
     {&OfferFilter::diffusionImage, "diffusion_image"},
     {&OfferFilter::hideStale, "fresh_prices"},
     {&OfferFilter::shortlistOnly, "shortlisted"},
     {&OfferFilter::includeUnverifiedPrices, "unverified_prices"}}};

QStringList sorted(const QSet<QString> &ids)
{
    QStringList list(ids.cbegin(), ids.cend());
    list.sort();
    return list;
}

core::ViewFilters linkFilters(const OfferFilter &filter, core::Task task)
{
    core::ViewFilters view;
    view.search = filter.search;
    for (auto it = filter.ranges.cbegin(); it != filter.ranges.cend(); ++it) {
        const QString column = filtertext::rangeKey(it.key(), task);
        if (it->min)
            view.minimum.insert(column, *it->min);
        if (it->max)
            view.maximum.insert(column, *it->max);
    }
    for (const auto &[member, name] : flags) {
        if (filter.*member)
            view.flags.insert(QLatin1String(name));
    }
    if (!filter.providers.isEmpty())
        view.lists.insert(providerList, sorted(filter.providers));
    if (!filter.gpus.isEmpty())
        view.lists.insert(gpuList, sorted(filter.gpus));
    QStringList billing;
    for (const auto &[value, id] : billingIds) {
        if (filter.billing.contains(value))
            billing.append(QLatin1String(id));
    }
    if (!billing.isEmpty())
        view.lists.insert(billingList, billing);
    return view;
}

// A filter of a newer version that the panel does not have is left out, as core leaves out
// the keys it does not know.
OfferFilter offerFilter(const core::ViewFilters &view)
{
    OfferFilter filter;
    filter.search = view.search;
    // Either name of the seconds: a link made for another task still narrows them.
    const auto narrow = [&filter](const QMap<QString, double> &ends,
                                  std::optional<double> NumberRange::*end) {
        for (auto it = ends.cbegin(); it != ends.cend(); ++it) {
            if (const std::optional<OfferFilter::Range> range = filtertext::rangeFromKey(
                    it.key())) {
                NumberRange value = filter.ranges.value(*range);
                value.*end = it.value();
                filter.setRange(*range, value);
            }
        }
    };
    narrow(view.minimum, &NumberRange::min);
    narrow(view.maximum, &NumberRange::max);
    for (const auto &[member, name] : flags)
        filter.*member = view.flags.contains(QLatin1String(name));
    const QStringList providers = view.lists.value(providerList);
    filter.providers = QSet<QString>(providers.cbegin(), providers.cend());
    const QStringList gpus = view.lists.value(gpuList);
    filter.gpus = QSet<QString>(gpus.cbegin(), gpus.cend());
    for (const auto &[value, id] : billingIds) {
        if (view.lists.value(billingList).contains(QLatin1String(id)))
            filter.billing.insert(value);
    }
    return filter;
}

int columnOfKey(const QString &key)
{
    for (int column = 0; column < offerColumnCount; ++column) {
        if (columnKey(OfferColumn(column)) == key)
            return column;
    }
    return -1;
}

} // namespace

LinkActions::LinkActions(core::Session &session, OffersView &view, FilterPanel &filters,
                         QLineEdit &search, QMainWindow *window)
    : QObject(window)
    , m_session(session)
    , m_view(view)
    , m_filters(filters)
    , m_search(search)
    , m_window(window)
    , m_copy(new QAction(this))
{
    m_copy->setObjectName(QStringLiteral("copyViewLink"));
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_copy, &QAction::triggered, this, &LinkActions::copyLink);
    // macOS hands a clicked gpuscout: link to the running app as an event, not an argument.
    QCoreApplication::instance()->installEventFilter(this);
    retranslate();
}

void LinkActions::retranslate()
{
    m_copy->setText(tr("Copy &link to this view"));
    m_copy->setToolTip(tr("Put a gpuscout: link on the clipboard that opens this workload with "
                          "these filters, sort and columns"));
}

core::ViewLink LinkActions::currentView() const
{
    core::ViewLink link;
    link.workload = m_session.workload();
    OfferFilter filter = m_filters.filter();
    filter.search = m_search.text().trimmed();
    link.filters = linkFilters(filter, link.workload.task);
    const auto *proxy = qobject_cast<const OffersProxyModel *>(m_view.model());
    if (proxy && proxy->sortColumn() >= 0 && proxy->sortColumn() < offerColumnCount) {
        link.sortColumn = columnKey(OfferColumn(proxy->sortColumn()));
        link.sortOrder = proxy->sortOrder();
    }
    for (const int column : m_view.visibleColumns())
        link.columns.append(columnKey(OfferColumn(column)));
    return link;
}

void LinkActions::copyLink()
{
    const QString text = currentView().toString();
    QGuiApplication::clipboard()->setText(text);
    if (m_window)
        m_window->statusBar()->showMessage(tr("Copied a link to this view."), 5000);
}

core::Status LinkActions::open(const QString &text)
{
    const core::Expected<core::ViewLink> link = core::ViewLink::parse(text, m_session.catalog());
    if (!link)
        return core::Error{link.error()};
    // The workload first: it brings the task's own columns and sort, which the link's replace.
    // Its rows are waited for (a rare, deliberate step), so the link's sort orders them as it
    // ordered them where the link was copied: rows of equal value keep the rank order.
    m_session.setWorkload(link->workload);
    m_session.waitForEvaluation();
    OfferFilter filter = offerFilter(link->filters);
    m_search.setText(filter.search);
    filter.search.clear();
    m_filters.setFilter(filter);
    if (!link->columns.isEmpty())
        applyColumns(link->columns);
    if (const int column = columnOfKey(link->sortColumn); column >= 0)
        m_view.sortByColumn(column, link->sortOrder);
    return {};
}

void LinkActions::applyColumns(const QStringList &keys)
{
    QList<int> columns;
    for (const QString &key : keys) {
        if (const int column = columnOfKey(key); column >= 0)
            columns.append(column);
    }
    if (columns.isEmpty())
        return; // only a newer version's columns: the task's own stay
    QHeaderView *header = m_view.horizontalHeader();
    for (int logical = 0; logical < header->count(); ++logical) {
        const bool shown = columns.contains(logical);
        const bool wasHidden = header->isSectionHidden(logical);
        header->setSectionHidden(logical, !shown);
        if (shown && wasHidden)
            m_view.resizeColumnToContents(logical);
    }
    for (int visual = 0; visual < int(columns.size()); ++visual)
        header->moveSection(header->visualIndex(columns.at(visual)), visual);
}

void LinkActions::openOrExplain(const QString &text)
{
    // A link is read against the catalog (its model, its providers): it waits for the load.
    m_session.whenLoaded(this, [this, text] { explainRefused(open(text)); });
}

void LinkActions::explainRefused(const core::Status &status)
{
    if (status.ok())
        return;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Open link"),
                                tr("GPU Scout cannot open this link; the view stays as it was."),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("linkError"));
    box->setInformativeText(status.error());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool LinkActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FileOpen && watched == QCoreApplication::instance()) {
        const QUrl url = static_cast<QFileOpenEvent *>(event)->url();
        if (url.scheme() == QLatin1String("gpuscout")) {
            openOrExplain(url.toString(QUrl::FullyEncoded));
            if (m_window) {
                m_window->raise();
                m_window->activateWindow();
            }
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ui
