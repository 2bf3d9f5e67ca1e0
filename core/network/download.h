#pragma once

#include <core/common/expected.h>

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QUrl>

#include <chrono>
#include <optional>

class QNetworkAccessManager;
class QTimer;

namespace core {

struct DownloadLimits
{
    // No byte for this long aborts the transfer (QNetworkRequest::setTransferTimeout).
    std::chrono::milliseconds timeout = std::chrono::seconds(30);
    // The whole request, however steadily bytes arrive (a server dripping one byte a second
    // never trips the silence timeout). 0 = none.
    std::chrono::milliseconds deadline = std::chrono::seconds(120);
    qint64 maxBytes = 16 * 1024 * 1024;
    int maxRedirects = 5;
};

struct DownloadResult
{
    int httpStatus = 0; // 200 or 304; 200 for file: URLs
    QByteArray body;
    QByteArray etag;
    QByteArray lastModified;
    QUrl finalUrl;
    QDateTime fetchedAt; // UTC, when the answer was complete
};

// Why a download failed, for callers that react differently (back-off after 429, "you
// appear to be offline") — the sentence in the Error stays the message for people.
enum class DownloadFailure {
    None,
    Refused,
    Http,
    TooManyRequests,
    Timeout,
    Deadline,
    Oversize,
    Truncated,
    Offline,
    Network,
    Cancelled,
    Unsolicited304
};

// One GET under GPU Scout's network rules: HTTPS only, except loopback addresses (tests) and
// file: URLs; redirects are checked one by one and a redirect to plain HTTP elsewhere is
// refused before anything connects to it; a transfer timeout, a redirect limit and a size
// limit (Content-Length and the running byte count). Failures are sentences naming the URL,
// without a final full stop, so that callers can say what stays unchanged.
class Download final : public QObject
{
    Q_OBJECT

public:
    using Header = QPair<QByteArray, QByteArray>;

    explicit Download(QNetworkAccessManager &manager, QObject *parent = nullptr);
    ~Download() override;

    // Whether GPU Scout fetches from `url` at all; the reason when it does not.
    static Status checkUrl(const QUrl &url);
    static bool isLoopbackHost(const QString &host);
    // `url` as GPU Scout stores and prints it: without user info, query or fragment (an API
    // key or a password could live there).
    static QString safeUrl(const QUrl &url);

    // Starts a GET, or a POST of `postBody` (JSON) when it is not null; finished() follows,
    // always asynchronously.
    void start(const QUrl &url, const DownloadLimits &limits, const QList<Header> &headers = {},
               const QByteArray &postBody = QByteArray());
    bool isRunning() const { return m_reply != nullptr; }
    // After finished(): the answer, or why there is none.
    const Expected<DownloadResult> &result() const { return m_result; }
    DownloadFailure failure() const { return m_failureKind; }
    // Seconds a 429 or 503 answer asked to wait (Retry-After), when it said.
    std::optional<int> retryAfterSeconds() const { return m_retryAfter; }

public slots:
    void cancel();

signals:
    void progress(qint64 received, qint64 total);
    void finished();

private:
    void issue(const QUrl &url);
    std::optional<QString> refuseRedirect(const QUrl &target) const;
    void onMetaDataChanged();
    void onReadyRead();
    void onFinished();
    void fail(DownloadFailure kind, const QString &reason);
    void complete(Expected<DownloadResult> result, DownloadFailure kind = DownloadFailure::None);
    bool sentValidators() const;

    QNetworkAccessManager &m_manager;
    QPointer<QNetworkReply> m_reply;
    QUrl m_url;
    DownloadLimits m_limits;
    QList<Header> m_headers;
    QByteArray m_body;
    QByteArray m_postBody;
    QTimer *m_deadline = nullptr;
    int m_redirects = 0;
    bool m_cancelled = false;
    bool m_deadlinePassed = false;
    std::optional<QString> m_failure;
    DownloadFailure m_pendingKind = DownloadFailure::None;
    DownloadFailure m_failureKind = DownloadFailure::None;
    std::optional<int> m_retryAfter;
    Expected<DownloadResult> m_result = Error{QString()};
};

} // namespace core
