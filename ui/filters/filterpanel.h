#pragma once

#include "ui/offers/offerfilter.h"

#include <core/catalog/catalog.h>
#include <core/engine/workload.h>

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QListWidget;
class QScrollArea;
class QPushButton;

namespace ui {

class RangeFilters;

// The filter panel: everything of OfferFilter but the search text, which lives above the
// table. Emits filterChanged() with the whole filter on every edit.
class FilterPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit FilterPanel(QWidget *parent = nullptr);

    void setCatalog(const core::Catalog &catalog);
    OfferFilter filter() const; // search text left empty
    // Shows `filter` (its search text aside); emits filterChanged() when that changes it.
    // Providers and GPUs the catalog lacks are left out.
    void setFilter(const OfferFilter &filter);
    void clear();
    // Clears the one filter a chip names (filtertext::Chip::key); "search" is not the panel's.
    void clearFilter(const QString &key);
    // The seconds range is per image, or per step for training.
    void setTask(core::Task task);
    // Every active filter of the panel as key/value pairs (filtertext::toKeyValues() of the
    // panel's task), for the saved filters; setState() takes them back.
    QList<std::pair<QString, QString>> state() const;
    void setState(const QList<std::pair<QString, QString>> &pairs);
    RangeFilters *rangeFilters() const { return m_ranges; }
    // One short phrase per active filter, for the bar above the table.
    static QStringList describe(const OfferFilter &filter);

signals:
    void filterChanged();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void keepListsReadable();
    void fillList(QListWidget *list, const QList<QPair<QString, QString>> &items);

    RangeFilters *m_ranges = nullptr;
    QGroupBox *m_billingBox = nullptr;
    QCheckBox *m_perSecond = nullptr;
    QCheckBox *m_perMinute = nullptr;
    QCheckBox *m_hourly = nullptr;
    QCheckBox *m_unknownBilling = nullptr;
    QGroupBox *m_featuresBox = nullptr;
    QCheckBox *m_spotOnly = nullptr;
    QCheckBox *m_persistentStorage = nullptr;
    QCheckBox *m_diffusionImage = nullptr;
    QCheckBox *m_fitsOnly = nullptr;
    QCheckBox *m_hideStale = nullptr;
    QCheckBox *m_shortlistOnly = nullptr;
    QGroupBox *m_rankingBox = nullptr;
    QCheckBox *m_includeUnverified = nullptr;
    QGroupBox *m_providersBox = nullptr;
    QListWidget *m_providers = nullptr;
    QGroupBox *m_gpusBox = nullptr;
    QListWidget *m_gpus = nullptr;
    QPushButton *m_clear = nullptr;
    QScrollArea *m_scroll = nullptr;
    bool m_updating = false;
};

} // namespace ui
