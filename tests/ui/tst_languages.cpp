#include <core/i18n/translations.h>
#include <core/session/session.h>
#include <core/store/database.h>
#include <ui/details/detailpane.h>
#include <ui/i18n/languagemanager.h>
#include <ui/offers/offercolumns.h>
#include <ui/offers/offersmodel.h>
#include <ui/offers/offersview.h>
#include <ui/settings/settings.h>
#include <ui/window/mainwindow.h>

#include <QDateTimeEdit>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScreen>
#include <QSpinBox>
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
    void menusAreNotCut_data();
    void menusAreNotCut();

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
    QCOMPARE(reason(), m_englishReason); // worded again in English, at once
    auto *details = m_window->findChild<DetailPane *>();
    QVERIFY(details);
    const QString englishDetails = details->reasonText();
    QVERIFY(!englishDetails.isEmpty());
    QSignalSpy headers(m_window->offersModel(), &QAbstractItemModel::headerDataChanged);
    const int evaluations = m_session->evaluationCount();

    QVERIFY(m_languages->setLanguage(code));
    QCoreApplication::processEvents();
    QVERIFY(headers.count() > 0); // the model told its views
    QVERIFY(header(OfferColumn::Provider) != englishHeader); // and the headers changed
    QVERIFY(menuTitles() != m_englishMenus); // so did the menus
    QCOMPARE(QLocale().name().left(2), locale); // numbers follow the language
    // The rows carry reason codes: the table and the details word them in the new language at
    // once, and nothing is evaluated again.
    QVERIFY2(reason() != m_englishReason, qPrintable(reason()));
    QVERIFY2(details->reasonText() != englishDetails, qPrintable(details->reasonText()));
    QCoreApplication::processEvents(); // the window's deferred Session::retranslate
    QVERIFY(!m_session->isEvaluating());
    QCOMPARE(m_session->evaluationCount(), evaluations);
    const QString title = m_window->windowTitle();
    QVERIFY(title.contains(QStringLiteral("GPU Scout")) || title != englishTitle);
    // The spin boxes made in English take the new language's digits (Bengali's own).
    auto *steps = m_window->findChild<QSpinBox *>(QStringLiteral("steps"));
    QVERIFY(steps);
    QCOMPARE(steps->text(), QLocale().toString(steps->value()));
    if (code == QLatin1String("bn"))
        QVERIFY2(steps->text().contains(QChar(0x09E6 + steps->value() % 10)),
                 qPrintable(steps->text()));
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
    // A deadline's date and time keep their order ("2026-12-05 03:41", not "41:03 05-12-2026").
    const QList<QDateTimeEdit *> dates = m_window->findChildren<QDateTimeEdit *>();
    QVERIFY(!dates.isEmpty());
    for (const QDateTimeEdit *date : dates)
        QCOMPARE(date->layoutDirection(), Qt::LeftToRight);
    // The filters where a line starts (the right), the details and the shortlist at its end.
    const auto area = [this](const char *name) {
        return m_window->dockWidgetArea(m_window->findChild<QDockWidget *>(QLatin1String(name)));
    };
    QCOMPARE(area("filtersDock"), Qt::RightDockWidgetArea);
    QCOMPARE(area("detailsDock"), Qt::LeftDockWidgetArea);
    QCOMPARE(area("shortlistDock"), Qt::LeftDockWidgetArea);
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("filtersDock"))->x()
            > m_window->width() / 2);
    // Urdu text that starts with a Latin word or a name still reads right to left.
    const QString title = QCoreApplication::translate("ui::DetailPane", "%1 at %2",
                                                      "GPU at provider");
    QVERIFY2(title.startsWith(QChar(0x200F)), qPrintable(title));
    QVERIFY(m_languages->setLanguage(QStringLiteral("ro")));
    QCoreApplication::processEvents();
    QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
    QCOMPARE(area("filtersDock"), Qt::LeftDockWidgetArea);
    QCOMPARE(area("detailsDock"), Qt::RightDockWidgetArea);
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

void TestLanguages::menusAreNotCut_data()
{
    QTest::addColumn<QString>("code");
    for (const char *code : {"en", "ur", "bn", "ro"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestLanguages::menusAreNotCut()
{
    QFETCH(QString, code);
    QVERIFY(m_languages->setLanguage(code));
    QCoreApplication::processEvents();
    const QString folder = qEnvironmentVariable("GPUSCOUT_SCREENSHOT_DIR", QDir::currentPath());
    int index = 0;
    for (QAction *title : m_window->menuBar()->actions()) {
        QMenu *menu = title->menu();
        if (!menu)
            continue;
        // Opened from the menu bar as a user opens it, and looked at.
        const QRect at = m_window->menuBar()->actionGeometry(title);
        menu->popup(m_window->menuBar()->mapToGlobal(
            code == QLatin1String("ur") ? at.bottomRight() : at.bottomLeft()));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        const QImage image = menu->grab().toImage();
        QVERIFY(image.save(
            QDir(folder).filePath(QStringLiteral("menu-%1-%2.png").arg(code).arg(index++))));
        // No entry is wider than the screen, and no letter touches the menu's edges: the
        // columns just inside the frame hold only the menu's background. A Nastaliq line's first
        // swash reached past the style's margin and was cut.
        QVERIFY2(menu->width() <= menu->screen()->geometry().width(), qPrintable(title->text()));
        const QColor background = image.pixelColor(image.width() / 2, 1);
        for (int x : {2, 3, 4, image.width() - 5, image.width() - 4, image.width() - 3}) {
            for (int y = 2; y < image.height() - 2; ++y) {
                const QColor pixel = image.pixelColor(x, y);
                QVERIFY2(std::abs(pixel.lightness() - background.lightness()) < 60,
                         qPrintable(QStringLiteral("%1, menu %2: ink at x=%3 y=%4")
                                        .arg(code, title->text())
                                        .arg(x)
                                        .arg(y)));
            }
        }
        for (QAction *action : menu->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            QString text = action->text();
            text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
            const QFontMetrics metrics(action->font().resolve(menu->font()));
            QVERIFY2(menu->actionGeometry(action).width() > metrics.horizontalAdvance(text),
                     qPrintable(QStringLiteral("%1: %2").arg(code, text)));
        }
        menu->hide();
    }
    QVERIFY(index >= 5);
    QVERIFY(m_languages->setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
