#pragma once

#include <QMainWindow>

#include <memory>

class QLabel;
class QLineEdit;
class QStackedWidget;
class QToolButton;

namespace core {
class Session;
struct OfferKey;
} // namespace core

namespace ui {

class ChartsPanel;
class CurrencyMenu;
class DetailPane;
class ExportActions;
class NetworkActions;
class FilterChips;
class FilterPanel;
class LanguageManager;
class LinkActions;
class LoadingPage;
class OffersModel;
class OffersProxyModel;
class OffersView;
class Settings;
class ShortlistPanel;
class StalePricesBar;
class WorkloadBar;

// Assembles the workspace and wires it to the session; it computes nothing itself.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(core::Session &session, Settings &settings, LanguageManager &languages,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    OffersModel *offersModel() const { return m_model; }
    OffersProxyModel *offersProxy() const { return m_proxy; }
    OffersView *offersView() const { return m_view; }
    WorkloadBar *workloadBar() const { return m_workloadBar; }
    FilterPanel *filterPanel() const { return m_filterPanel; }
    ShortlistPanel *shortlistPanel() const { return m_shortlistPanel; }
    // Created when the Charts dock is first shown; null before.
    ChartsPanel *chartsPanel() const { return m_chartsPanel; }
    QLineEdit *searchBox() const { return m_search; }
    LinkActions *linkActions() const { return m_links; }

    // Saves geometry, dock layout, columns and the workload (also done on close).
    void saveState();
    void compareOffers(const QList<core::OfferKey> &keys);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createDocks();
    void createActions();
    void retranslateUi();
    void restoreState();
    void mirrorDocksToDirection();
    void onEvaluationChanged();
    void updateLoading();
    void disableEditsIfReadOnly();
    void onShortlistChanged();
    void applyFilter();
    void updateStatus();
    void updateStalePrices();
    void updateDetails();
    void showDetails(int row); // the model's row, or -1 for none
    void showTopOffer(); // the first row in the details, as nobody's choice
    void openWizard();
    void saveWorkloadAs();
    void toggleShortlist();
    void compareSelection();
    void selectOffer(const core::OfferKey &key);
    void showAbout();
    void updateCharts();
    void showError(const QString &title, const QString &message);

    core::Session &m_session;
    Settings &m_settings;
    LanguageManager &m_languages;
    OffersModel *m_model = nullptr;
    OffersProxyModel *m_proxy = nullptr;
    OffersView *m_view = nullptr;
    WorkloadBar *m_workloadBar = nullptr;
    FilterPanel *m_filterPanel = nullptr;
    DetailPane *m_detailPane = nullptr;
    ShortlistPanel *m_shortlistPanel = nullptr;
    ChartsPanel *m_chartsPanel = nullptr;
    ExportActions *m_exports = nullptr;
    NetworkActions *m_network = nullptr;
    LinkActions *m_links = nullptr;
    CurrencyMenu *m_currency = nullptr;
    QLineEdit *m_search = nullptr;
    FilterChips *m_activeFilters = nullptr;
    QToolButton *m_clearFilters = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_emptyState = nullptr;
    LoadingPage *m_loadingPage = nullptr;
    StalePricesBar *m_stalePrices = nullptr;
    QLabel *m_catalogStatus = nullptr;
    QLabel *m_countStatus = nullptr;
    struct Actions;
    std::unique_ptr<Actions> m_actions;
    struct Docks;
    std::unique_ptr<Docks> m_docks;
    bool m_reevaluatePending = false; // one evaluation for the several LanguageChange of a switch
    bool m_showTopPending = false; // a new workload: its best offers first, once it is evaluated
    // The details show the top offer because the user has not chosen one: a new workload then
    // shows its own top offer, not the old one wherever it now ranks.
    bool m_detailsFollowTop = false;
    bool m_choosingOffer = false; // the window, not the user, is moving the current row
};

} // namespace ui
