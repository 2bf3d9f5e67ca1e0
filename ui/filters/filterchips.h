#pragma once

#include "ui/offers/offerfilter.h"

#include <core/engine/workload.h>

#include <QWidget>

class QHBoxLayout;
class QToolButton;

namespace ui {

// The active filters above the table, one chip each: "VRAM 24–80 GB ⓧ". A click on a chip (or
// Space/Enter on it) asks to clear that filter alone.
class FilterChips final : public QWidget
{
    Q_OBJECT

public:
    explicit FilterChips(QWidget *parent = nullptr);

    void setFilter(const OfferFilter &filter, core::Task task);
    QList<QToolButton *> chips() const { return m_chips; }
    // Tab reaches the chips right after this widget (the search box).
    void setTabAnchor(QWidget *anchor) { m_anchor = anchor; }

signals:
    // `key` as filtertext::Chip::key: "search", a range's key, "providers", "fits", …
    void clearRequested(const QString &key);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    OfferFilter m_filter;
    core::Task m_task = core::Task::Interactive;
    QHBoxLayout *m_layout = nullptr;
    QList<QToolButton *> m_chips;
    QWidget *m_anchor = nullptr;
};

} // namespace ui
