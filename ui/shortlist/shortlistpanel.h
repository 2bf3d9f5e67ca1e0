#pragma once

#include <core/session/session.h>

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QToolButton;
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
    // The list's name, and who renames it (the session, by the list's stable id): a refused
    // name (empty, or another list's) leaves the name as it was and says why under it.
    void setName(const QString &name);
    QString name() const { return m_name; }
    void setRenameHandler(std::function<core::Status(const QString &)> handler);
    void startRename(); // the name becomes an edit field, its text selected

signals:
    void noteEdited(const core::OfferKey &key, const QString &note);
    void removeRequested(const core::OfferKey &key);
    void offerActivated(const core::OfferKey &key);
    void compareRequested(const QList<core::OfferKey> &keys);
    // The current row of the list moved to this offer (nothing when it left the catalog).
    void currentOfferChanged(const core::OfferKey &key);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void finishRename();
    void cancelRename();
    QList<core::OfferKey> selectedKeys() const;
    void fitOfferColumn();

    ShortlistModel *m_model = nullptr;
    QTableView *m_view = nullptr; // see view()
    QVBoxLayout *m_layout = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_compare = nullptr;
    QString m_name;
    std::function<core::Status(const QString &)> m_renameHandler;
    QStackedWidget *m_nameStack = nullptr; // the name, or its edit field while renaming
    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QToolButton *m_rename = nullptr;
    QLabel *m_renameError = nullptr;
};

} // namespace ui
