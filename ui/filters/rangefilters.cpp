#include "rangefilters.h"

#include "filtertext.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>

namespace ui {
namespace {

using Range = OfferFilter::Range;

struct Bounds
{
    double top;
    int decimals;
    double step;
};

// Six characters at most ("999.99", "99,999"): two boxes side by side keep the panel narrow
// enough for a 1024 px wide window.
Bounds boundsOf(Range range)
{
    switch (range) {
    case Range::Seconds:
        return {999.9, 1, 1};
    case Range::UsdPer1000:
        return {999.99, 2, 0.5};
    case Range::TotalCost:
        return {99'999, 0, 10};
    case Range::DataAge:
        return {999, 0, 1};
    case Range::VramGb:
        return {1024, 0, 8};
    case Range::UsdPerHour:
        return {100, 2, 0.1};
    }
    return {1, 0, 1};
}

std::optional<double> endOf(const QDoubleSpinBox *box)
{
    // The bottom of the box reads "any": an open end.
    return box->value() > box->minimum() ? std::optional(box->value()) : std::nullopt;
}

} // namespace

RangeFilters::RangeFilters(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(QStringLiteral("rangeFilters"));
    auto *grid = new QGridLayout(this);
    int line = 0;
    for (Range range : OfferFilter::rangeFields()) {
        const QString key = filtertext::rangeKey(range);
        const Bounds bounds = boundsOf(range);
        Row row{new QLabel(this), new QDoubleSpinBox(this), new QLabel(this),
                new QDoubleSpinBox(this)};
        for (QDoubleSpinBox *box : {row.min, row.max}) {
            box->setRange(0, bounds.top);
            box->setDecimals(bounds.decimals);
            box->setSingleStep(bounds.step);
            box->setGroupSeparatorShown(true);
            connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
                if (!m_updating)
                    emit changed();
            });
        }
        row.min->setObjectName(key + QStringLiteral("Min"));
        row.max->setObjectName(key + QStringLiteral("Max"));
        row.label->setBuddy(row.min);
        row.to->setAlignment(Qt::AlignCenter);
        // The name above its two ends: the panel stays narrow in every language.
        grid->addWidget(row.label, line++, 0, 1, 3);
        grid->addWidget(row.min, line, 0);
        grid->addWidget(row.to, line, 1);
        grid->addWidget(row.max, line++, 2);
        m_rows.insert(range, row);
    }
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(2, 1);
    retranslateUi();
}

void RangeFilters::retranslateUi()
{
    setTitle(tr("Ranges"));
    const bool training = m_task == core::Task::Lora || m_task == core::Task::Finetune;
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const Row &row = it.value();
        // The unit is in the name, not in the boxes: two boxes side by side stay narrow.
        QString name;
        switch (it.key()) {
        case Range::Seconds:
            name = training ? tr("Secon&ds per step:") : tr("Secon&ds per image:");
            break;
        case Range::UsdPer1000:
            name = tr("$ per &1,000 images:");
            break;
        case Range::TotalCost:
            name = tr("&Total cost ($):");
            break;
        case Range::DataAge:
            name = tr("Data age (days):");
            break;
        case Range::VramGb:
            name = tr("VRAM (&GB):");
            break;
        case Range::UsdPerHour:
            name = tr("&Price ($/h):");
            break;
        }
        row.label->setText(name);
        row.to->setText(tr("–", "a range: from – to"));
        QString plain = name;
        plain.remove(u'&');
        plain.remove(u':');
        plain = plain.trimmed();
        for (QDoubleSpinBox *box : {row.min, row.max})
            box->setSpecialValueText(tr("any"));
        row.min->setAccessibleName(tr("%1, from").arg(plain));
        row.max->setAccessibleName(tr("%1, to").arg(plain));
    }
}

void RangeFilters::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

QMap<OfferFilter::Range, NumberRange> RangeFilters::ranges() const
{
    QMap<Range, NumberRange> out;
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        NumberRange range{endOf(it->min), endOf(it->max)};
        // Ends typed the wrong way round still mean the range between them.
        if (range.min && range.max && *range.min > *range.max)
            std::swap(range.min, range.max);
        if (!range.isEmpty())
            out.insert(it.key(), range);
    }
    return out;
}

void RangeFilters::setRanges(const QMap<OfferFilter::Range, NumberRange> &ranges)
{
    m_updating = true;
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const NumberRange range = ranges.value(it.key());
        it->min->setValue(range.min.value_or(0));
        it->max->setValue(range.max.value_or(0));
    }
    m_updating = false;
}

void RangeFilters::clearRange(OfferFilter::Range range)
{
    const Row row = m_rows.value(range);
    if (!row.min || (row.min->value() == 0 && row.max->value() == 0))
        return;
    m_updating = true;
    row.min->setValue(0);
    row.max->setValue(0);
    m_updating = false;
    emit changed();
}

void RangeFilters::setTask(core::Task task)
{
    m_task = task;
    retranslateUi();
}

QDoubleSpinBox *RangeFilters::minimumBox(OfferFilter::Range range) const
{
    return m_rows.value(range).min;
}

QDoubleSpinBox *RangeFilters::maximumBox(OfferFilter::Range range) const
{
    return m_rows.value(range).max;
}

} // namespace ui
