#pragma once

#include "offercolumns.h"

#include <core/session/session.h>

#include <QAbstractTableModel>
#include <QIcon>
#include <QSet>

#include <memory>

namespace ui {

// One row per offer of the session's snapshot: the engine's rows, presented. Display text
// is formatted through the current QLocale; the proxy sorts and filters on the typed
// accessors (number(), text()), never on parsed strings.
class OffersModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        OfferKeyRole = Qt::UserRole + 1,
        SortRole,
        // The end of the displayed text that eliding must keep whole (a GPU's count, " ×4"),
        // else empty.
        KeptEndRole
    };

    explicit OffersModel(QObject *parent = nullptr);

    void setSnapshot(std::shared_ptr<const core::Snapshot> snapshot);
    void setShortlisted(const QSet<core::OfferKey> &keys);
    const std::shared_ptr<const core::Snapshot> &snapshot() const { return m_snapshot; }

    const core::OfferEvaluation &row(int row) const { return m_snapshot->evaluation.rows.at(row); }
    std::optional<double> number(int row, OfferColumn column) const;
    QString text(int row, OfferColumn column) const;
    // Provider, tier, GPU and region, lower-cased; every row's is built at the first call after
    // the catalog changed (a start that nobody searches in builds none).
    const QString &searchText(int row) const;
    // Days since the row's data is from; nullopt when its date is unknown.
    std::optional<qint64> ageDays(int row) const { return m_ageDays.at(row); }
    // Every row's, counted once per catalog (not per evaluation).
    const QList<std::optional<qint64>> &ageDays() const { return m_ageDays; }
    int rowOf(const core::OfferKey &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static constexpr int staleAfterDays = 30;

    // Headers and texts in the new language (models get no LanguageChange event).
    void retranslate();

signals:
    // The user starred or unstarred an offer; the session decides.
    void shortlistRequested(const core::OfferKey &key, bool shortlisted);

private:
    QVariant display(const core::OfferEvaluation &row, int index, OfferColumn column) const;
    QVariant toolTip(const core::OfferEvaluation &row, OfferColumn column) const;
    // " No longer listed by SOURCE since DATE." for an offer its source dropped, else empty.
    static QString unlistedNote(const core::Offer &offer);

    std::shared_ptr<const core::Snapshot> m_snapshot;
    QSet<core::OfferKey> m_shortlisted;
    QIcon m_star; // the shortlist column's header
    mutable QList<QString> m_searchText; // searchText() of every row, once asked for
    QList<std::optional<qint64>> m_ageDays;
};

} // namespace ui
