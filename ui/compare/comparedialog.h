#pragma once

#include <core/session/session.h>
#include <ui/offers/offercolumns.h>

#include <QDialog>
#include <QList>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace ui {

class OffersModel;

// Offers side by side for the active workload: attributes as rows, offers as columns. Up to
// six share the width; more scroll sideways, and a line above the table says so. Rows whose values
// differ are shaded and the best value of a comparable row is marked. The texts are the offers
// table's own (one source of numbers).
class CompareDialog final : public QDialog
{
    Q_OBJECT

public:
    // `rows` index snapshot->evaluation.rows; invalid ones are dropped, every other is shown.
    static constexpr int offersAtOnce = 6;
    explicit CompareDialog(std::shared_ptr<const core::Snapshot> snapshot, QList<int> rows,
                           QWidget *parent = nullptr);
    ~CompareDialog() override;

    // The attributes shown, one per table row, in order: the laid-out ones, then every figure
    // the registry appends.
    static const QList<OfferColumn> &attributes();
    // What "best" means for an attribute: the registry's word.
    static core::Better better(OfferColumn attribute);
    static int attributeIndex(OfferColumn attribute)
    {
        return int(attributes().indexOf(attribute));
    }

    int offerCount() const { return int(m_rows.size()); }
    int attributeCount() const { return int(attributes().size()); }
    QString cellText(int attribute, int offer) const;
    bool differs(int attribute) const;
    bool isBest(int attribute, int offer) const;
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();
    void markBest(int attribute);

    std::shared_ptr<const core::Snapshot> m_snapshot;
    QList<int> m_rows;
    OffersModel *m_model = nullptr;
    QLabel *m_context = nullptr;
    QLabel *m_scrollNote = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_legend = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<bool> m_differs; // per attribute
    QList<QList<bool>> m_best; // per attribute, per offer
};

} // namespace ui
