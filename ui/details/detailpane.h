#pragma once

#include <core/session/session.h>
#include <core/store/pricehistory.h>

#include <QWidget>

#include <array>
#include <memory>

class QAction;
class QGridLayout;
class QGroupBox;
class QLabel;
class QStackedLayout;

namespace ui {

// Everything about the selected offer for the active workload: the GPU and provider, the
// provider's features, the fit, the speed and where the money goes — each figure with its
// basis. It presents the engine's row; it computes nothing.
class PriceHistoryView;

class DetailPane final : public QWidget
{
    Q_OBJECT

public:
    enum class Field {
        // the instance and its GPU
        GpuCount,
        Vram,
        Fp16Tflops,
        Bandwidth,
        Bf16,
        Region,
        OnDemand,
        SpotPrice,
        PriceSource,
        // the provider
        Billing,
        Minimum,
        Spot,
        PersistentStorage,
        StoragePrice,
        PrebuiltImages,
        DiffusionImage,
        Jupyter,
        Ssh,
        Api,
        TypicalColdStart,
        Website,
        // the workload on this offer
        VramRequired,
        Fits,
        Speed,
        ImagesPerHour,
        UsdPer1000,
        SpeedBasis,
        // the cost breakdown
        Rate,
        Compute,
        Rounding,
        ColdStart,
        Storage,
        SpotRisk,
        Total,
        Count
    };

    explicit DetailPane(QWidget *parent = nullptr);

    // `row` indexes snapshot->evaluation.rows; -1 (or no snapshot) shows the empty state.
    void setOffer(std::shared_ptr<const core::Snapshot> snapshot, int row);
    // The selected offer's observed prices (core::PriceHistory), charted under its details.
    void setPriceHistory(const QList<core::PriceObservation> &history);
    PriceHistoryView *priceHistoryView() const { return m_history; }
    bool hasOffer() const;

    // What the pane shows, for tests and accessibility checks.
    QString title() const;
    QString valueText(Field field) const;
    QString basisNote(Field field) const; // the cost rows' basis; empty for other fields
    QString reasonText() const;
    // The line of a figure the registry appends (core::Columns::appended()), by its key.
    QString appendedText(QStringView key) const;
    // The pane as plain text, one "label value — basis" line per figure: what Copy details
    // (Ctrl+C or the context menu) puts on the clipboard.
    QString plainText() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static constexpr int fieldCount = int(Field::Count);

    QGroupBox *createGroup(QWidget *parent, Field first, Field last);
    QGroupBox *createCostGroup(QWidget *parent);
    void retranslateUi();
    void showOffer();
    void showCost(const core::OfferEvaluation &row);
    void setValue(Field field, const QString &text, const QString &toolTip = QString());
    void setNote(Field field, const QString &text);
    static QString fieldLabel(Field field);
    // A registry figure of the row, rounded and written as the registry says.
    QString figure(Field field, const core::OfferEvaluation &row) const;
    void showAppended(const core::OfferEvaluation &row);
    // The costs' notes beside their figures where the pane is wide enough, else under them.
    void placeNotes(int width);

    std::shared_ptr<const core::Snapshot> m_snapshot;
    int m_row = -1;
    QStackedLayout *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QWidget *m_content = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QGroupBox *m_offerBox = nullptr;
    QGroupBox *m_providerBox = nullptr;
    QGroupBox *m_workloadBox = nullptr;
    QGroupBox *m_costBox = nullptr;
    QLabel *m_costMissing = nullptr;
    QGroupBox *m_reasonBox = nullptr;
    QLabel *m_reason = nullptr;
    QGroupBox *m_historyBox = nullptr;
    QGroupBox *m_appendedBox = nullptr; // the figures the registry appends; hidden when none
    QList<QLabel *> m_appendedLabels;
    QList<QLabel *> m_appendedValues;
    PriceHistoryView *m_history = nullptr;
    QAction *m_copy = nullptr;
    std::array<QLabel *, fieldCount> m_labels{};
    std::array<QLabel *, fieldCount> m_values{};
    std::array<QLabel *, fieldCount> m_notes{};
    QGridLayout *m_costGrid = nullptr;
    bool m_notesBelow = false;
    int m_notesBesideWidth = 0; // the costs' least width with the notes beside
};

} // namespace ui
