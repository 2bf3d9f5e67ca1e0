#pragma once

#include "ui/offers/offerfilter.h"

#include <core/engine/workload.h>

#include <QGroupBox>
#include <QMap>

class QDoubleSpinBox;
class QLabel;

namespace ui {

// A range (from, to) for each figure a user narrows by: seconds per image or step, $ per 1,000
// images, total cost, data age, VRAM and price. An end at "any" is open.
class RangeFilters final : public QGroupBox
{
    Q_OBJECT

public:
    explicit RangeFilters(QWidget *parent = nullptr);

    QMap<OfferFilter::Range, NumberRange> ranges() const;
    void setRanges(const QMap<OfferFilter::Range, NumberRange> &ranges); // emits nothing
    void clearRange(OfferFilter::Range range); // emits changed() when it was set
    void setTask(core::Task task); // seconds per image, or per step for training
    core::Task task() const { return m_task; }
    QDoubleSpinBox *minimumBox(OfferFilter::Range range) const;
    QDoubleSpinBox *maximumBox(OfferFilter::Range range) const;

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *label = nullptr;
        QDoubleSpinBox *min = nullptr;
        QLabel *to = nullptr;
        QDoubleSpinBox *max = nullptr;
    };

    void retranslateUi();

    QMap<OfferFilter::Range, Row> m_rows;
    core::Task m_task = core::Task::Interactive;
    bool m_updating = false;
};

} // namespace ui
