#pragma once

#include <core/session/session.h>

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace ui {

class ShortlistModel;

// The shortlist dock: starred offers with notes; remove, compare, and jump to an offer.
class ShortlistPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit ShortlistPanel(QWidget *parent = nullptr);

    void setContents(std::shared_ptr<const core::Snapshot> snapshot,
                     QList<core::ShortlistItem> items);
    ShortlistModel *model() const { return m_model; }
    // The shortlist's table, built on first need.
    QTableView *view();

signals:
    void noteEdited(const core::OfferKey &key, const QString &note);
    void removeRequested(const core::OfferKey &key);
    void offerActivated(const core::OfferKey &key);
    void compareRequested(const QList<core::OfferKey> &keys);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QList<core::OfferKey> selectedKeys() const;

    ShortlistModel *m_model = nullptr;
    QTableView *m_view = nullptr; // see view()
    QVBoxLayout *m_layout = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_compare = nullptr;
};

} // namespace ui
