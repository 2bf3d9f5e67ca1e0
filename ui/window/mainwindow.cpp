#include "mainwindow.h"

#include "ui/offers/offersmodel.h"

#include <core/catalog/catalogimporter.h>
#include <core/store/catalogstore.h>

#include <QApplication>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>

namespace ui {

MainWindow::MainWindow(core::Database &database, QWidget *parent)
    : QMainWindow(parent)
    , m_database(database)
    , m_model(new OffersModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_statusLabel(new QLabel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OffersModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setObjectName(QStringLiteral("offersTable"));
    setCentralWidget(m_table);
    statusBar()->addWidget(m_statusLabel, 1);
    createActions();
    retranslateUi();
    resize(1200, 720);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *import = file->addAction(tr("&Import catalog…"), this, &MainWindow::importCatalog);
    import->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Scout"), this, &MainWindow::showAbout);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("GPU Scout"));
    updateStatus();
}

void MainWindow::setCatalog(core::Catalog catalog)
{
    m_catalog = std::make_shared<const core::Catalog>(std::move(catalog));
    m_model->setOffers(core::resolveOffers(*m_catalog));
    m_table->resizeColumnsToContents();
    updateStatus();
}

void MainWindow::updateStatus()
{
    if (!m_catalog) {
        m_statusLabel->setText(tr("No catalog loaded."));
        return;
    }
    m_statusLabel->setText(tr("Catalog %1 of %2 · %n offer(s) shown of %3", nullptr,
                              m_proxy->rowCount())
                               .arg(m_catalog->info.catalogVersion, m_catalog->info.generatedAt.text())
                               .arg(m_model->rowCount()));
}

void MainWindow::importCatalog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import catalog"), QString(),
                                                      tr("GPU Scout catalog (*.json)"));
    if (path.isEmpty())
        return;
    core::Expected<core::Catalog> catalog = core::CatalogImporter::parseFile(path);
    if (!catalog) {
        QMessageBox::warning(this, tr("Import catalog"),
                             tr("Nothing was imported; the current catalog is unchanged.\n\n%1")
                                 .arg(catalog.error()));
        return;
    }
    core::CatalogStore store(m_database);
    if (core::Status status = store.replace(*catalog, path); !status.ok()) {
        QMessageBox::warning(this, tr("Import catalog"), status.error());
        return;
    }
    setCatalog(std::move(catalog).value());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Scout"),
                       tr("<h3>GPU Scout %1</h3><p>Compare rented cloud GPUs for diffusion image "
                          "generation: what each offer costs and how fast it is for your "
                          "workload.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace ui
