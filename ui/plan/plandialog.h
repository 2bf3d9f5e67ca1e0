#pragma once

#include <core/plan/planoptimizer.h>
#include <core/plan/rentorbuy.h>
#include <core/session/session.h>

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ui {

class PlanEditor;
class RentOrBuyChart;

// Plans the month: the editor on one side; on the other the cheapest assignment of the
// plan's workloads, compared with everything at one provider and with buying a card, the
// budget, the cumulative-cost chart, and exports to CSV and PDF. All figures from core.
class PlanDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit PlanDialog(core::Session &session, QWidget *parent = nullptr);
    ~PlanDialog() override;

    PlanEditor *editor() const { return m_editor; }
    const std::optional<core::PlanResult> &result() const { return m_result; }
    const std::optional<core::PlanResult> &singleProvider() const { return m_single; }
    const std::optional<core::RentOrBuy> &buying() const { return m_buying; }
    const std::optional<core::PlanResult> &comparedPlan() const { return m_other; }
    // Compares with the saved plan `name` (empty: none).
    void compareWith(const QString &name);
    QString summaryText() const;
    QTableWidget *partsTable() const { return m_parts; }
    RentOrBuyChart *chart() const { return m_chart; }
    void setOwnGpu(const QString &gpuId);
    // Shows `plan` and saves it through the session under its name (it then stands chosen among
    // the saved plans).
    core::Status savePlan(const core::Plan &plan);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void recompute();
    void fillParts();
    void fillSummary();
    QString providerNames(const QStringList &ids) const;
    void ownGpuChosen();
    void showPriceSource();
    void loadSaved(const QString &name);
    void saveCurrent();
    void refreshSaved();
    void exportCsv();
    void exportPdf();

    core::Session &m_session;
    std::shared_ptr<const core::Snapshot> m_snapshot;
    std::optional<core::PlanResult> m_result;
    std::optional<core::PlanResult> m_single;
    std::optional<core::RentOrBuy> m_buying;
    std::optional<core::PlanResult> m_other; // the saved plan compared with
    QString m_error;

    PlanEditor *m_editor = nullptr;
    QPushButton *m_preset = nullptr;
    QComboBox *m_saved = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_compareLabel = nullptr;
    QComboBox *m_compare = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_parts = nullptr;
    QGroupBox *m_buyBox = nullptr;
    QComboBox *m_gpu = nullptr;
    QDoubleSpinBox *m_purchase = nullptr;
    QDoubleSpinBox *m_resale = nullptr;
    QSpinBox *m_months = nullptr;
    QDoubleSpinBox *m_watts = nullptr;
    QDoubleSpinBox *m_kwh = nullptr;
    QLabel *m_priceSource = nullptr;
    RentOrBuyChart *m_chart = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QPushButton *m_exportPdf = nullptr;
    QPushButton *m_close = nullptr;
    struct Labels;
    std::unique_ptr<Labels> m_labels;
};

} // namespace ui
