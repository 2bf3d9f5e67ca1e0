#pragma once

#include <QLabel>

namespace ui {

// One line of plain text that ends in an ellipsis where the label is narrower than it ("… 93 %
// older th…"), never cut off mid-letter; text() and the tooltip keep it whole.
class ElidingLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidingLabel(QWidget *parent = nullptr);

    QString shownText() const;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace ui
