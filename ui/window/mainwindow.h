#pragma once

#include <core/catalog/catalog.h>

#include <QMainWindow>

#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace core {
class Database;
}

namespace ui {

class OffersModel;

// Assembles the workspace and wires it to core; it computes nothing itself.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(core::Database &database, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows `catalog`; the window keeps it alive for the rows that point into it.
    void setCatalog(core::Catalog catalog);

private:
    void createActions();
    void importCatalog();
    void showAbout();
    void updateStatus();
    void retranslateUi();

    core::Database &m_database;
    std::shared_ptr<const core::Catalog> m_catalog;
    OffersModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_statusLabel = nullptr;
};

} // namespace ui
