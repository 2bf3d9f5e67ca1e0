#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace ui {

// What the table's place shows while the session loads a catalog after the window has appeared:
// how many offers are read, then that the figures are being computed.
class LoadingPage final : public QWidget
{
    Q_OBJECT

public:
    explicit LoadingPage(QWidget *parent = nullptr);

    // `read` of `total` offers; read == total while the figures are computed.
    void setProgress(qint64 read, qint64 total);
    QString text() const;
    QProgressBar *progressBar() const { return m_bar; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text = nullptr;
    QProgressBar *m_bar = nullptr;
    qint64 m_read = 0;
    qint64 m_total = -1; // nothing heard yet
};

} // namespace ui
