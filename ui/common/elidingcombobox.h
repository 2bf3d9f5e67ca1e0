#pragma once

#include <QComboBox>

namespace ui {

// A combo box narrower than its current text shows the text's beginning and an ellipsis
// ("Stable Diffusion XL…"), in both directions; a plain one clips it, at its start in a
// right-to-left window ("on XL 1.0 base").
class ElidingComboBox final : public QComboBox
{
    Q_OBJECT

public:
    explicit ElidingComboBox(QWidget *parent = nullptr);

    // The text as painted in the box's current width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace ui
