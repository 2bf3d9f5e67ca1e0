#pragma once

#include <core/session/pricefreshness.h>

#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace ui {

// A bar above the table when the prices on screen are old (their median data date more than
// 30 days back, or none dated): it says so in plain words, with one button that updates them
// at once and one that hides the bar until the next start. Never shown over fresh prices or a
// read-only database (nothing could be updated there).
class StalePricesBar final : public QFrame
{
    Q_OBJECT

public:
    explicit StalePricesBar(QWidget *parent = nullptr);

    // The whole catalog's freshness (not the filtered rows': the bar does not follow a search).
    void setFreshness(const core::PriceFreshness &freshness, bool readOnly);
    static bool isStale(const core::PriceFreshness &freshness);
    QPushButton *updateButton() const { return m_update; }

signals:
    void updateRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text = nullptr;
    QPushButton *m_update = nullptr;
    QToolButton *m_close = nullptr;
    core::PriceFreshness m_freshness;
    bool m_dismissed = false;
};

} // namespace ui
