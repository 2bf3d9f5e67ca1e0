#include "filterpanel.h"

#include "filtertext.h"
#include "rangefilters.h"

#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace ui {

FilterPanel::FilterPanel(QWidget *parent)
    : QWidget(parent)
    , m_ranges(new RangeFilters(this))
    , m_billingBox(new QGroupBox(this))
    , m_perSecond(new QCheckBox(this))
    , m_perMinute(new QCheckBox(this))
    , m_hourly(new QCheckBox(this))
    , m_unknownBilling(new QCheckBox(this))
    , m_featuresBox(new QGroupBox(this))
    , m_spotOnly(new QCheckBox(this))
    , m_persistentStorage(new QCheckBox(this))
    , m_diffusionImage(new QCheckBox(this))
    , m_fitsOnly(new QCheckBox(this))
    , m_hideStale(new QCheckBox(this))
    , m_shortlistOnly(new QCheckBox(this))
    , m_rankingBox(new QGroupBox(this))
    , m_includeUnverified(new QCheckBox(this))
    , m_providersBox(new QGroupBox(this))
    , m_providers(new QListWidget(this))
    , m_gpusBox(new QGroupBox(this))
    , m_gpus(new QListWidget(this))
    , m_clear(new QPushButton(this))
{
    auto *billing = new QVBoxLayout(m_billingBox);
    for (QCheckBox *box : {m_perSecond, m_perMinute, m_hourly, m_unknownBilling})
        billing->addWidget(box);
    auto *features = new QVBoxLayout(m_featuresBox);
    for (QCheckBox *box : {m_fitsOnly, m_spotOnly, m_persistentStorage, m_diffusionImage,
                           m_hideStale, m_shortlistOnly})
        features->addWidget(box);
    (new QVBoxLayout(m_rankingBox))->addWidget(m_includeUnverified);
    m_includeUnverified->setObjectName(QStringLiteral("includeUnverifiedPrices"));
    (new QVBoxLayout(m_providersBox))->addWidget(m_providers);
    (new QVBoxLayout(m_gpusBox))->addWidget(m_gpus);
    m_providers->setObjectName(QStringLiteral("providerFilter"));
    m_gpus->setObjectName(QStringLiteral("gpuFilter"));
    // One line of text each: the list measures one item instead of every provider and GPU, and
    // elides a name wider than the panel (its tooltip has it whole).
    m_providers->setUniformItemSizes(true);
    m_gpus->setUniformItemSizes(true);

    // The groups scroll when the dock is short (or a script's lines are tall, as Urdu's are),
    // so no group is squeezed; Clear filters stays in view below them.
    auto *groups = new QWidget;
    groups->setObjectName(QStringLiteral("filterGroups"));
    auto *groupsLayout = new QVBoxLayout(groups);
    groupsLayout->setContentsMargins(0, 0, 0, 0);
    groupsLayout->addWidget(m_featuresBox);
    groupsLayout->addWidget(m_rankingBox);
    groupsLayout->addWidget(m_ranges);
    groupsLayout->addWidget(m_billingBox);
    groupsLayout->addWidget(m_providersBox, 1);
    groupsLayout->addWidget(m_gpusBox, 1);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("filterScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(groups);
    groups->installEventFilter(this); // its width sets the panel's, see eventFilter()
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_clear);
    keepListsReadable();

    const auto changed = [this] {
        if (!m_updating)
            emit filterChanged();
    };
    connect(m_ranges, &RangeFilters::changed, this, changed);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, changed);
    connect(m_providers, &QListWidget::itemChanged, this, changed);
    connect(m_gpus, &QListWidget::itemChanged, this, changed);
    connect(m_clear, &QPushButton::clicked, this, &FilterPanel::clear);
    retranslateUi();
}

void FilterPanel::retranslateUi()
{
    m_billingBox->setTitle(tr("Billing"));
    m_perSecond->setText(tr("Per second"));
    m_perMinute->setText(tr("Per minute"));
    m_hourly->setText(tr("Hourly"));
    m_unknownBilling->setText(tr("Unknown"));
    m_featuresBox->setTitle(tr("Show only"));
    m_fitsOnly->setText(tr("Fits the workload"));
    m_spotOnly->setText(tr("With a spot price"));
    m_persistentStorage->setText(tr("Persistent storage"));
    m_diffusionImage->setText(tr("Ready-made diffusion image"));
    m_hideStale->setText(tr("Prices under 30 days old"));
    m_shortlistOnly->setText(tr("On my shortlist"));
    m_rankingBox->setTitle(tr("Rank on equal terms"));
    m_includeUnverified->setText(tr("Old unverified prices"));
    m_includeUnverified->setToolTip(
        tr("By default an offer whose price comes from a single unverified source older than 90 "
           "days, or undated, ranks after every offer with a verified or recent price. Check "
           "this to rank them all by cost alone."));
    m_providersBox->setTitle(tr("Providers"));
    m_providers->setAccessibleName(tr("Providers to show; none checked shows all"));
    m_gpusBox->setTitle(tr("GPUs"));
    m_gpus->setAccessibleName(tr("GPUs to show; none checked shows all"));
    m_clear->setText(tr("&Clear filters"));
}

void FilterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        keepListsReadable();
    QWidget::changeEvent(event);
}

bool FilterPanel::eventFilter(QObject *watched, QEvent *event)
{
    // The groups scroll up and down, never sideways: the panel is as wide as they need, in
    // every language, and a layout change (texts, font) says when that changes.
    if (watched == m_scroll->widget() && event->type() == QEvent::LayoutRequest) {
        m_scroll->setMinimumWidth(m_scroll->widget()->minimumSizeHint().width()
                                  + m_scroll->verticalScrollBar()->sizeHint().width());
    }
    return QWidget::eventFilter(watched, event);
}

void FilterPanel::keepListsReadable()
{
    // Five names in view at the least, in the current font.
    for (QListWidget *list : {m_providers, m_gpus})
        list->setMinimumHeight(list->fontMetrics().lineSpacing() * 5 + 2 * list->frameWidth());
}

void FilterPanel::fillList(QListWidget *list, const QList<QPair<QString, QString>> &items)
{
    QSet<QString> checked;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            checked.insert(list->item(i)->data(Qt::UserRole).toString());
    }
    list->clear();
    for (const auto &[id, name] : items) {
        auto *item = new QListWidgetItem(name, list);
        item->setData(Qt::UserRole, id);
        item->setToolTip(name); // a long name is elided in a narrow panel
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
}

void FilterPanel::setCatalog(const core::Catalog &catalog)
{
    m_updating = true;
    QSet<QString> providersWithOffers;
    QSet<QString> gpusWithOffers;
    for (const core::Offer &offer : catalog.offers) {
        providersWithOffers.insert(offer.key.provider);
        gpusWithOffers.insert(offer.key.gpu);
    }
    QList<QPair<QString, QString>> providers;
    for (const core::Provider &provider : catalog.providers) {
        if (providersWithOffers.contains(provider.id))
            providers.append({provider.id, provider.name});
    }
    QList<QPair<QString, QString>> gpus;
    for (const core::Gpu &gpu : catalog.gpus) {
        if (gpusWithOffers.contains(gpu.id))
            gpus.append({gpu.id, gpu.name});
    }
    const auto byName = [](const QPair<QString, QString> &a, const QPair<QString, QString> &b) {
        return a.second.compare(b.second, Qt::CaseInsensitive) < 0;
    };
    std::sort(providers.begin(), providers.end(), byName);
    std::sort(gpus.begin(), gpus.end(), byName);
    fillList(m_providers, providers);
    fillList(m_gpus, gpus);
    m_updating = false;
    emit filterChanged();
}

OfferFilter FilterPanel::filter() const
{
    OfferFilter filter;
    filter.ranges = m_ranges->ranges();
    for (int i = 0; i < m_providers->count(); ++i) {
        if (m_providers->item(i)->checkState() == Qt::Checked)
            filter.providers.insert(m_providers->item(i)->data(Qt::UserRole).toString());
    }
    for (int i = 0; i < m_gpus->count(); ++i) {
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            filter.gpus.insert(m_gpus->item(i)->data(Qt::UserRole).toString());
    }
    if (m_perSecond->isChecked())
        filter.billing.insert(OfferFilter::Billing::PerSecond);
    if (m_perMinute->isChecked())
        filter.billing.insert(OfferFilter::Billing::PerMinute);
    if (m_hourly->isChecked())
        filter.billing.insert(OfferFilter::Billing::Hourly);
    if (m_unknownBilling->isChecked())
        filter.billing.insert(OfferFilter::Billing::Unknown);
    filter.spotOnly = m_spotOnly->isChecked();
    filter.persistentStorage = m_persistentStorage->isChecked();
    filter.diffusionImage = m_diffusionImage->isChecked();
    filter.fitsOnly = m_fitsOnly->isChecked();
    filter.hideStale = m_hideStale->isChecked();
    filter.shortlistOnly = m_shortlistOnly->isChecked();
    filter.includeUnverifiedPrices = m_includeUnverified->isChecked();
    return filter;
}

void FilterPanel::clear()
{
    m_updating = true;
    m_ranges->setRanges({});
    for (QCheckBox *box : findChildren<QCheckBox *>())
        box->setChecked(false);
    for (QListWidget *list : {m_providers, m_gpus}) {
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(Qt::Unchecked);
    }
    m_updating = false;
    emit filterChanged();
}

QStringList FilterPanel::describe(const OfferFilter &filter)
{
    QStringList parts;
    for (const filtertext::Chip &chip : filtertext::chips(filter))
        parts << chip.text;
    return parts;
}

void FilterPanel::setFilter(const OfferFilter &filter)
{
    const OfferFilter before = this->filter();
    m_updating = true;
    m_ranges->setRanges(filter.ranges);
    const auto check = [](QListWidget *list, const QSet<QString> &ids) {
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(ids.contains(list->item(i)->data(Qt::UserRole).toString())
                                             ? Qt::Checked
                                             : Qt::Unchecked);
    };
    check(m_providers, filter.providers);
    check(m_gpus, filter.gpus);
    m_perSecond->setChecked(filter.billing.contains(OfferFilter::Billing::PerSecond));
    m_perMinute->setChecked(filter.billing.contains(OfferFilter::Billing::PerMinute));
    m_hourly->setChecked(filter.billing.contains(OfferFilter::Billing::Hourly));
    m_unknownBilling->setChecked(filter.billing.contains(OfferFilter::Billing::Unknown));
    m_spotOnly->setChecked(filter.spotOnly);
    m_persistentStorage->setChecked(filter.persistentStorage);
    m_diffusionImage->setChecked(filter.diffusionImage);
    m_fitsOnly->setChecked(filter.fitsOnly);
    m_hideStale->setChecked(filter.hideStale);
    m_shortlistOnly->setChecked(filter.shortlistOnly);
    m_includeUnverified->setChecked(filter.includeUnverifiedPrices);
    m_updating = false;
    if (this->filter() != before)
        emit filterChanged();
}

void FilterPanel::clearFilter(const QString &key)
{
    if (const std::optional<OfferFilter::Range> range = filtertext::rangeFromKey(key)) {
        m_ranges->clearRange(*range); // emits through the panel
        return;
    }
    setFilter(filtertext::without(filter(), key));
}

void FilterPanel::setTask(core::Task task)
{
    m_ranges->setTask(task);
}

QList<std::pair<QString, QString>> FilterPanel::state() const
{
    return filtertext::toKeyValues(filter(), m_ranges->task());
}

void FilterPanel::setState(const QList<std::pair<QString, QString>> &pairs)
{
    setFilter(filtertext::fromKeyValues(pairs));
}

} // namespace ui
