#pragma once

#include <core/common/expected.h>
#include <core/session/viewlink.h>

#include <QObject>

class QAction;
class QLineEdit;
class QMainWindow;

namespace core {
class Session;
}

namespace ui {

class FilterPanel;
class OffersView;

// View → Copy link to this view, and opening a gpuscout:view link (`gpuscout LINK`, the
// desktop's URL handler, macOS's open-URL event): the workload, the filters with the search
// text, the table's sort and its visible columns (docs/links.md).
class LinkActions final : public QObject
{
    Q_OBJECT

public:
    LinkActions(core::Session &session, OffersView &view, FilterPanel &filters, QLineEdit &search,
                QMainWindow *window);

    QAction *copyAction() const { return m_copy; }
    void retranslate();

    // The view on screen.
    core::ViewLink currentView() const;
    // Puts the link of the view on screen on the clipboard.
    void copyLink();
    // Shows the view of `text`. A link it cannot read changes nothing and says why.
    core::Status open(const QString &text);
    // open(), with a message (not blocking: the window stays usable) when the link is refused.
    // While the session loads its catalog, the link waits for it (links open in the order given).
    void openOrExplain(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyColumns(const QStringList &keys);
    void explainRefused(const core::Status &status);

    core::Session &m_session;
    OffersView &m_view;
    FilterPanel &m_filters;
    QLineEdit &m_search;
    QMainWindow *m_window = nullptr;
    QAction *m_copy = nullptr;
};

} // namespace ui
