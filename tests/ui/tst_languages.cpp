#include <core/i18n/translations.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offercolumns.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersview.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>

#include <QDir>
#include <QHeaderView>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace ui;

// Switching language at run time, as a user does from the Language menu; and a screenshot of
// the main window in each language (set GPUSCOUT_SCREENSHOT_DIR to keep them, e.g. for the
// README's docs/screenshots).
class TestLanguages final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void switchesWithoutRestart_data();
    void switchesWithoutRestart();
    void urduIsRightToLeft();
    void choicePersists();

private:
    QStringList menuTitles() const;
    QString header(OfferColumn column) const;
    void screenshot(const QString &code);

    QTemporaryDir m_dir;
    std::unique_ptr<core::Database> m_database;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<core::Session> m_session;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_englishMenus;
    QString m_englishReason;
};

void TestLanguages::initTestCase()
{
    auto database = core::Database::open(m_dir.filePath(QStringLiteral("i18n.sqlite")));
    QVERIFY(database.hasValue());
    m_database = std::move(database).value();
    m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
    m_session = std::make_unique<core::Session>(*m_database);
    QVERIFY(m_session->load().ok());
    m_languages = std::make_unique<LanguageManager>();
    QVERIFY(m_languages->setLanguage(QStringLiteral("en")));
    m_window = std::make_unique<MainWindow>(*m_session, *m_settings, *m_languages);
    m_window->resize(1500, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_englishMenus = menuTitles();
    m_englishReason = m_window->offersModel()->index(0, int(OfferColumn::Reason)).data().toString();
    QVERIFY(!m_englishReason.isEmpty());
    screenshot(QStringLiteral("en"));
}

void TestLanguages::cleanupTestCase()
{
    m_window.reset();
    m_languages.reset();
    m_session.reset();
    m_database.reset();
}

QStringList TestLanguages::menuTitles() const
{
    QStringList titles;
    for (QAction *action : m_window->menuBar()->actions())
        titles.append(action->text());
    return titles;
}

QString TestLanguages::header(OfferColumn column) const
{
    return m_window->offersView()->model()->headerData(int(column), Qt::Horizontal).toString();
}

void TestLanguages::screenshot(const QString &code)
{
    QCoreApplication::processEvents();
    const QImage image = m_window->grab().toImage();
    QVERIFY(!image.isNull());
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(folder);
    QVERIFY(image.save(QDir(folder).filePath(QStringLiteral("main-window-%1.png").arg(code))));
}

void TestLanguages::switchesWithoutRestart_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("locale");
    QTest::newRow("Romanian") << QStringLiteral("ro") << QStringLiteral("ro");
    QTest::newRow("Bengali") << QStringLiteral("bn") << QStringLiteral("bn");
    QTest::newRow("Urdu") << QStringLiteral("ur") << QStringLiteral("ur");
}

void TestLanguages::switchesWithoutRestart()
{
    QFETCH(QString, code);
    QFETCH(QString, locale);
    QVERIFY(m_languages->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    const QString englishTitle = m_window->windowTitle();
    const QString englishHeader = header(OfferColumn::Provider);
    const auto reason = [this] {
        return m_window->offersModel()->index(0, int(OfferColumn::Reason)).data().toString();
    };
    QTRY_COMPARE(reason(), m_englishReason); // evaluated again in English
    QSignalSpy headers(m_window->offersModel(), &QAbstractItemModel::headerDataChanged);

    QVERIFY(m_languages->setLanguage(code));
    QCoreApplication::processEvents();
    QVERIFY(headers.count() > 0); // the model told its views
    QVERIFY(header(OfferColumn::Provider) != englishHeader); // and the headers changed
    QVERIFY(menuTitles() != m_englishMenus); // so did the menus
    QCOMPARE(QLocale().name().left(2), locale); // numbers follow the language
    // The engine's reasons are evaluated again in the new language.
    QTRY_VERIFY2(reason() != m_englishReason, qPrintable(reason()));
    const QString title = m_window->windowTitle();
    QVERIFY(title.contains(QStringLiteral("GPU Scout")) || title != englishTitle);
    screenshot(code);
}

void TestLanguages::urduIsRightToLeft()
{
    QVERIFY(m_languages->setLanguage(QStringLiteral("ur")));
    QCoreApplication::processEvents();
    QCOMPARE(QGuiApplication::layoutDirection(), Qt::RightToLeft);
    QCOMPARE(m_window->layoutDirection(), Qt::RightToLeft);
    QCOMPARE(m_window->offersView()->layoutDirection(), Qt::RightToLeft);
    // The first column is drawn at the right edge of the table.
    QHeaderView *header = m_window->offersView()->horizontalHeader();
    QVERIFY(header->sectionViewportPosition(header->logicalIndex(0))
            > header->viewport()->width() / 2);
    QVERIFY(m_languages->setLanguage(QStringLiteral("ro")));
    QCoreApplication::processEvents();
    QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
}

void TestLanguages::choicePersists()
{
    QMenu *menu = m_window->findChild<QMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    // The menu offers exactly the languages the translations (and the CLI) know.
    QStringList offered;
    for (QAction *action : menu->actions())
        offered << action->data().toString();
    QCOMPARE(offered, core::supportedLanguages());
    QAction *bengali = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->data().toString() == QLatin1String("bn"))
            bengali = action;
    }
    QVERIFY(bengali);
    bengali->trigger();
    QCOMPARE(m_languages->current(), QStringLiteral("bn"));
    m_settings->sync();
    QCOMPARE(Settings(m_dir.filePath(QStringLiteral("settings.ini"))).language(),
             QStringLiteral("bn"));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
