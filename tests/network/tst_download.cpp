#include "testhttpserver.h"

#include <core/network/download.h>

#include <QDir>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace core;
using namespace std::chrono_literals;

// A file: address is read only when it names a regular file: a FIFO, a device or a loop of
// links is refused before anything opens it, so that no timeout is needed to end it (the
// probe: a FIFO blocked in open() past --timeout, and the GUI's thread with it).
class TestDownload final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void readsARegularFile();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
    void refusesALocalFileOverTheSizeLimit();
    void saysADamagedCompressedAnswerIsDamaged();

private:
    // The download's result, waiting at most a second (a refusal needs no waiting at all).
    Expected<DownloadResult> fetch(const QUrl &url, const DownloadLimits &limits = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    QNetworkAccessManager m_manager;
};

void TestDownload::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

Expected<DownloadResult> TestDownload::fetch(const QUrl &url, const DownloadLimits &limits)
{
    Download download(m_manager);
    QSignalSpy finished(&download, &Download::finished);
    download.start(url, limits);
    if (!finished.wait(1000))
        return Error{QStringLiteral("no answer within a second")};
    return download.result();
}

void TestDownload::readsARegularFile()
{
    const QString path = m_dir->filePath(QStringLiteral("feed.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{}");
    file.close();
    const QString link = m_dir->filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(path, link));
    for (const QString &target : {path, link}) {
        const Expected<DownloadResult> result = fetch(QUrl::fromLocalFile(target));
        QVERIFY2(result, result ? "" : qPrintable(result.error()));
        QCOMPARE(result->body, QByteArray("{}"));
    }
}

void TestDownload::refusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("name"); // in the test's folder, or an absolute path
    QTest::addColumn<QString>("reason");
    const QString notRegular = QStringLiteral(
        "it is not a regular file (a device, a pipe or a socket); GPU Scout reads regular files "
        "only");
    QTest::newRow("fifo") << QStringLiteral("fifo") << notRegular;
    QTest::newRow("/dev/stdin") << QStringLiteral("/dev/stdin") << notRegular;
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << notRegular;
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("it is a folder");
    QTest::newRow("loop") << QStringLiteral("loop")
                          << QStringLiteral("it is a link that leads round a loop of links and "
                                            "never to a file");
    QTest::newRow("missing") << QStringLiteral("missing") << QStringLiteral("it does not exist");
}

void TestDownload::refusesWhatIsNotARegularFile()
{
    QFETCH(QString, name);
    QFETCH(QString, reason);
    const QString path = QDir::isAbsolutePath(name) ? name : m_dir->filePath(name);
    if (name == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else if (name == QLatin1String("folder"))
        QVERIFY(QDir().mkpath(path));
    else if (name == QLatin1String("loop"))
        QVERIFY(QFile::link(path, path));
    const Expected<DownloadResult> result = fetch(QUrl::fromLocalFile(path));
    QVERIFY(!result);
    QCOMPARE(result.error(),
             QStringLiteral("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), reason));
}

void TestDownload::refusesALocalFileOverTheSizeLimit()
{
    const QString path = m_dir->filePath(QStringLiteral("big.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(2048));
    file.close();
    DownloadLimits limits;
    limits.maxBytes = 1024;
    Download download(m_manager);
    QSignalSpy finished(&download, &Download::finished);
    download.start(QUrl::fromLocalFile(path), limits);
    QVERIFY(finished.wait(1000));
    QVERIFY(!download.result());
    QCOMPARE(download.failure(), DownloadFailure::Oversize);
}

// The probe: a bad gzip answer (or a gzip bomb) was "Decompression failed: ;".
void TestDownload::saysADamagedCompressedAnswerIsDamaged()
{
    testutil::TestHttpServer server;
    QVERIFY(server.listen());
    testutil::TestHttpServer::Response response;
    response.headers = {{QByteArrayLiteral("Content-Encoding"), QByteArrayLiteral("gzip")}};
    response.body = QByteArrayLiteral("\x1f\x8b\x08\x00 this is not deflate data at all");
    server.setResponse(QStringLiteral("/feed.json"), response);
    const QUrl url = server.url(QStringLiteral("/feed.json"));
    const Expected<DownloadResult> result = fetch(url);
    QVERIFY(!result);
    QCOMPARE(result.error(),
             QStringLiteral("%1 sent a compressed answer (gzip) that cannot be unpacked: it is "
                            "damaged, or unpacks to more than GPU Scout accepts")
                 .arg(Download::safeUrl(url)));
}

QTEST_GUILESS_MAIN(TestDownload)
#include "tst_download.moc"
