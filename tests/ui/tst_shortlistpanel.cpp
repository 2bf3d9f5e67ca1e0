#include <core/session/session.h>
#include <core/store/database.h>
#include <core/store/shortliststore.h>
#include <ui/shortlist/shortlistmodel.h>
#include <ui/shortlist/shortlistpanel.h>

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace ui;

// The shortlist dock as a user drives it: renaming the list through the session, and the
// current row that the details follow.
class TestShortlistPanel final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void renamesTheListThroughTheSession();
    void refusesAnEmptyOrTakenName();
    void doubleClickAndEscape();
    void currentRowNamesItsOffer();

private:
    QLabel *nameLabel() const
    {
        return m_panel->findChild<QLabel *>(QStringLiteral("shortlistName"));
    }
    QLineEdit *nameEdit() const
    {
        return m_panel->findChild<QLineEdit *>(QStringLiteral("shortlistNameEdit"));
    }
    QLabel *error() const { return m_panel->findChild<QLabel *>(QStringLiteral("renameError")); }
    void rename(const QString &name);

    QTemporaryDir m_dir;
    std::unique_ptr<core::Database> m_database;
    std::unique_ptr<core::Session> m_session;
    std::unique_ptr<ShortlistPanel> m_panel;
};

void TestShortlistPanel::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto database = core::Database::open(m_dir.filePath(QStringLiteral("shortlist.sqlite")));
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
    m_session = std::make_unique<core::Session>(*m_database);
    QVERIFY(m_session->load().ok());
    const core::Snapshot &snapshot = *m_session->snapshot();
    for (int row = 0; row < 3; ++row)
        QVERIFY(m_session->setShortlisted(snapshot.evaluation.rows.at(row).offer.offer->key, true)
                    .ok());
    m_panel = std::make_unique<ShortlistPanel>();
    // As the main window wires it.
    m_panel->setRenameHandler(
        [this](const QString &name) { return m_session->renameShortlist(name); });
    connect(m_session.get(), &core::Session::shortlistChanged, m_panel.get(), [this] {
        m_panel->setName(m_session->shortlistName());
        m_panel->setContents(m_session->snapshot(), m_session->shortlist());
    });
    m_panel->setName(m_session->shortlistName());
    m_panel->setContents(m_session->snapshot(), m_session->shortlist());
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestShortlistPanel::cleanup()
{
    m_panel.reset();
    m_session.reset();
    m_database.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("shortlist.sqlite")));
}

void TestShortlistPanel::rename(const QString &name)
{
    m_panel->findChild<QToolButton *>(QStringLiteral("renameShortlist"))->click();
    QVERIFY(nameEdit()->isVisible());
    QCOMPARE(nameEdit()->selectedText(), m_panel->name()); // typing replaces it
    QTest::keyClicks(nameEdit(), name);
    QTest::keyClick(nameEdit(), Qt::Key_Return);
}

void TestShortlistPanel::renamesTheListThroughTheSession()
{
    QCOMPARE(nameLabel()->text(), core::ShortlistStore::defaultName());
    rename(QStringLiteral("Evenings"));
    QCOMPARE(m_session->shortlistName(), QStringLiteral("Evenings"));
    QCOMPARE(nameLabel()->text(), QStringLiteral("Evenings"));
    QVERIFY(nameLabel()->isVisible());
    QVERIFY(!error()->isVisible());
    // The same list, by its stable id: the starred offers stayed.
    QCOMPARE(m_session->shortlist().size(), 3);
    const auto stored = core::ShortlistStore(*m_database).defaultList();
    QVERIFY(stored.hasValue() && stored->has_value());
    QCOMPARE((*stored)->name, QStringLiteral("Evenings"));
}

void TestShortlistPanel::refusesAnEmptyOrTakenName()
{
    QVERIFY(core::ShortlistStore(*m_database).ensure(QStringLiteral("Batch jobs")).hasValue());
    const QString before = m_session->shortlistName();

    rename(QStringLiteral("   "));
    QVERIFY(error()->isVisible());
    QVERIFY2(error()->text().contains(QStringLiteral("needs a name")), qPrintable(error()->text()));
    QVERIFY(nameEdit()->isVisible()); // still open, to correct
    QCOMPARE(m_session->shortlistName(), before);

    rename(QStringLiteral("Batch jobs"));
    QVERIFY(error()->isVisible());
    QVERIFY2(error()->text().contains(QStringLiteral("Batch jobs")), qPrintable(error()->text()));
    QCOMPARE(m_session->shortlistName(), before);
    QCOMPARE(nameLabel()->text(), before);
}

void TestShortlistPanel::doubleClickAndEscape()
{
    QTest::mouseDClick(nameLabel(), Qt::LeftButton);
    QVERIFY(nameEdit()->isVisible());
    QTest::keyClicks(nameEdit(), QStringLiteral("Never mind"));
    QTest::keyClick(nameEdit(), Qt::Key_Escape);
    QVERIFY(!nameEdit()->isVisible());
    QCOMPARE(m_session->shortlistName(), core::ShortlistStore::defaultName());
    // The list's context menu has it too.
    bool found = false;
    for (QAction *action : m_panel->view()->actions())
        found = found || action->objectName() == QLatin1String("renameShortlistAction");
    QVERIFY(found);
}

void TestShortlistPanel::currentRowNamesItsOffer()
{
    QSignalSpy current(m_panel.get(), &ShortlistPanel::currentOfferChanged);
    QTableView *view = m_panel->view();
    view->setCurrentIndex(m_panel->model()->index(1, 0));
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.at(0).at(0).value<core::OfferKey>(), m_panel->model()->item(1).key);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(current.count(), 2);
    QCOMPARE(current.at(1).at(0).value<core::OfferKey>(), m_panel->model()->item(2).key);
}

QTEST_MAIN(TestShortlistPanel)
#include "tst_shortlistpanel.moc"
