#include "filterpanel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace ui {

FilterPanel::FilterPanel(QWidget *parent)
    : QWidget(parent)
    , m_limitsBox(new QGroupBox(this))
    , m_minVramLabel(new QLabel(this))
    , m_minVram(new QDoubleSpinBox(this))
    , m_maxPriceLabel(new QLabel(this))
    , m_maxPrice(new QDoubleSpinBox(this))
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
    , m_providersBox(new QGroupBox(this))
    , m_providers(new QListWidget(this))
    , m_gpusBox(new QGroupBox(this))
    , m_gpus(new QListWidget(this))
    , m_clear(new QPushButton(this))
{
    m_minVram->setRange(0, 1024);
    m_minVram->setDecimals(0);
    m_maxPrice->setRange(0, 1000);
    m_maxPrice->setDecimals(2);
    m_maxPrice->setSingleStep(0.1);
    m_minVramLabel->setBuddy(m_minVram);
    m_maxPriceLabel->setBuddy(m_maxPrice);
    auto *limits = new QFormLayout(m_limitsBox);
    limits->addRow(m_minVramLabel, m_minVram);
    limits->addRow(m_maxPriceLabel, m_maxPrice);

    auto *billing = new QVBoxLayout(m_billingBox);
    for (QCheckBox *box : {m_perSecond, m_perMinute, m_hourly, m_unknownBilling})
        billing->addWidget(box);
    auto *features = new QVBoxLayout(m_featuresBox);
    for (QCheckBox *box : {m_fitsOnly, m_spotOnly, m_persistentStorage, m_diffusionImage,
                           m_hideStale, m_shortlistOnly})
        features->addWidget(box);
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
    groupsLayout->addWidget(m_limitsBox);
    groupsLayout->addWidget(m_featuresBox);
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
    connect(m_minVram, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, this, changed);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, changed);
    connect(m_providers, &QListWidget::itemChanged, this, changed);
    connect(m_gpus, &QListWidget::itemChanged, this, changed);
    connect(m_clear, &QPushButton::clicked, this, &FilterPanel::clear);
    retranslateUi();
}

void FilterPanel::retranslateUi()
{
    m_limitsBox->setTitle(tr("Limits"));
    m_minVramLabel->setText(tr("Minimum &VRAM:"));
    m_minVram->setSpecialValueText(tr("any"));
    m_minVram->setSuffix(tr(" GB"));
    m_minVram->setAccessibleName(tr("Minimum VRAM in GB"));
    m_maxPriceLabel->setText(tr("Maximum &price:"));
    m_maxPrice->setSpecialValueText(tr("any"));
    m_maxPrice->setSuffix(tr(" $/h"));
    m_maxPrice->setAccessibleName(tr("Maximum price in US dollars per hour"));
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
    if (m_minVram->value() > 0)
        filter.minVramGb = m_minVram->value();
    if (m_maxPrice->value() > 0)
        filter.maxUsdPerHour = m_maxPrice->value();
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
    return filter;
}

void FilterPanel::setFilter(const OfferFilter &filter)
{
    m_updating = true;
    m_minVram->setValue(filter.minVramGb.value_or(0));
    m_maxPrice->setValue(filter.maxUsdPerHour.value_or(0));
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
    for (const auto &[list, ids] :
         {std::pair(m_providers, &filter.providers), std::pair(m_gpus, &filter.gpus)}) {
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem *item = list->item(i);
            item->setCheckState(ids->contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                   : Qt::Unchecked);
        }
    }
    m_updating = false;
    emit filterChanged();
}

void FilterPanel::clear()
{
    m_updating = true;
    m_minVram->setValue(0);
    m_maxPrice->setValue(0);
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
    const QLocale locale;
    if (!filter.search.isEmpty())
        parts << tr("“%1”", "search text").arg(filter.search);
    if (filter.minVramGb)
        parts << tr("VRAM ≥ %1 GB").arg(locale.toString(*filter.minVramGb, 'f', 0));
    if (filter.maxUsdPerHour)
        parts << tr("≤ $%1/h").arg(locale.toString(*filter.maxUsdPerHour, 'f', 2));
    if (!filter.providers.isEmpty())
        parts << tr("%n provider(s)", nullptr, int(filter.providers.size()));
    if (!filter.gpus.isEmpty())
        parts << tr("%n GPU model(s)", nullptr, int(filter.gpus.size()));
    if (!filter.billing.isEmpty())
        parts << tr("billing granularity");
    if (filter.fitsOnly)
        parts << tr("fits");
    if (filter.spotOnly)
        parts << tr("spot");
    if (filter.persistentStorage)
        parts << tr("persistent storage");
    if (filter.diffusionImage)
        parts << tr("diffusion image");
    if (filter.hideStale)
        parts << tr("fresh prices");
    if (filter.shortlistOnly)
        parts << tr("shortlist");
    return parts;
}

} // namespace ui
