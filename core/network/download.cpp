#include "download.h"

#include <core/common/localfile.h>
#include <core/output/textsanitizer.h>

#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <algorithm>

namespace core {
namespace {

QString shown(const QUrl &url)
{
    return Download::safeUrl(url);
}

// Retry-After as delay-seconds (RFC 9110 10.2.3); an HTTP date is turned into seconds too.
std::optional<int> retryAfter(const QByteArray &value)
{
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qlonglong seconds = value.trimmed().toLongLong(&ok);
    if (ok)
        return seconds < 0 ? 0 : int(std::min<qlonglong>(seconds, 24 * 3600));
    const QDateTime when = QDateTime::fromString(QString::fromLatin1(value.trimmed()),
                                                 Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    const qint64 delta = QDateTime::currentDateTimeUtc().secsTo(when);
    return int(std::clamp<qint64>(delta, 0, 24 * 3600));
}

} // namespace

Download::Download(QNetworkAccessManager &manager, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_deadline(new QTimer(this))
{
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        m_deadlinePassed = true;
        fail(DownloadFailure::Deadline,
             tr("%1 did not finish sending within %2 s")
                 .arg(shown(m_url))
                 .arg(QLocale().toString(double(m_limits.deadline.count()) / 1000.0, 'g', 4)));
    });
}

QString Download::safeUrl(const QUrl &url)
{
    // Never keep credentials or a query string (an API key could live there).
    return url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

bool Download::sentValidators() const
{
    for (const Header &header : m_headers) {
        const QByteArray name = header.first.toLower();
        if (name == "if-none-match" || name == "if-modified-since")
            return true;
    }
    return false;
}

Download::~Download()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

bool Download::isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    QHostAddress address;
    return address.setAddress(host) && address.isLoopback();
}

Status Download::checkUrl(const QUrl &url)
{
    if (!url.isValid() || url.scheme().isEmpty())
        return Error{tr("\"%1\" is not a usable address").arg(url.toString())};
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https") || scheme == QLatin1String("file"))
        return {};
    if (scheme == QLatin1String("http") && isLoopbackHost(url.host()))
        return {};
    if (scheme == QLatin1String("http"))
        return Error{tr("The address %1 was refused: GPU Scout fetches only over HTTPS (plain HTTP "
                        "only from this computer)")
                         .arg(shown(url))};
    return Error{tr("The address %1 was refused: GPU Scout fetches only https: and file: addresses")
                     .arg(shown(url))};
}

void Download::start(const QUrl &url, const DownloadLimits &limits, const QList<Header> &headers,
                     const QByteArray &postBody)
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    m_url = url;
    m_limits = limits;
    m_body.clear();
    m_redirects = 0;
    m_cancelled = false;
    m_deadlinePassed = false;
    m_failure.reset();
    m_pendingKind = DownloadFailure::None;
    m_failureKind = DownloadFailure::None;
    m_retryAfter.reset();
    m_result = Error{QString()};
    m_postBody = postBody;
    m_headers = headers;
    // Nothing connects; finished() still arrives from the event loop like any other end.
    const auto refuse = [this](const QString &reason, DownloadFailure kind) {
        QTimer::singleShot(0, this, [this, reason, kind] { complete(Error{reason}, kind); });
    };
    if (Status allowed = checkUrl(url); !allowed.ok()) {
        refuse(allowed.error(), DownloadFailure::Refused);
        return;
    }
    // A file: address is opened inside the request, on this thread: a FIFO there would block
    // it (and the GUI) until a writer came, past every timeout. Only a regular file is read.
    if (url.isLocalFile()) {
        const QString path = url.toLocalFile();
        if (const std::optional<QString> problem = LocalFile::readProblem(path)) {
            refuse(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), *problem),
                   DownloadFailure::Refused);
            return;
        }
        if (const qint64 size = QFileInfo(path).size(); size > m_limits.maxBytes) {
            refuse(tr("Cannot read %1: it is %2, more than the %3 GPU Scout reads from one "
                      "address")
                       .arg(QDir::toNativeSeparators(path), QLocale().formattedDataSize(size),
                            QLocale().formattedDataSize(m_limits.maxBytes)),
                   DownloadFailure::Oversize);
            return;
        }
    }
    if (m_limits.deadline.count() > 0)
        m_deadline->start(m_limits.deadline);
    issue(url);
}

void Download::issue(const QUrl &url)
{
    QNetworkRequest request(url);
    // Redirects are followed here, one request at a time, so that each target is checked
    // before anything connects to it.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(int(m_limits.timeout.count()));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QByteArrayLiteral("GPUScout/" GPUSCOUT_VERSION));
    for (const Header &header : std::as_const(m_headers))
        request.setRawHeader(header.first, header.second);

    if (m_postBody.isNull()) {
        m_reply = m_manager.get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArrayLiteral("application/json"));
        m_reply = m_manager.post(request, m_postBody);
    }
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &Download::onMetaDataChanged);
    connect(m_reply, &QNetworkReply::readyRead, this, &Download::onReadyRead);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &Download::progress);
    connect(m_reply, &QNetworkReply::finished, this, &Download::onFinished);
}

void Download::cancel()
{
    if (!m_reply)
        return;
    m_cancelled = true;
    m_reply->abort();
}

void Download::fail(DownloadFailure kind, const QString &reason)
{
    if (!m_failure) {
        m_failure = reason;
        m_pendingKind = kind;
    }
    if (m_reply)
        m_reply->abort();
}

std::optional<QString> Download::refuseRedirect(const QUrl &target) const
{
    if (m_redirects > m_limits.maxRedirects)
        return tr("%1 redirected more than %Ln time(s)", nullptr, m_limits.maxRedirects)
            .arg(shown(m_url));
    // A file: target is refused too: a server must not make us read local files.
    const QString scheme = target.scheme().toLower();
    if (scheme == QLatin1String("file")
        || (scheme == QLatin1String("http") && !isLoopbackHost(target.host())))
        return tr("%1 redirected to %2, which was refused: GPU Scout follows redirects only to "
                  "HTTPS addresses")
            .arg(shown(m_url), shown(target));
    if (Status allowed = checkUrl(target); !allowed.ok())
        return allowed.error();
    return std::nullopt;
}

void Download::onMetaDataChanged()
{
    if (!m_reply)
        return;
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid() && length.toLongLong() > m_limits.maxBytes) {
        fail(
            DownloadFailure::Oversize,
            tr("The answer from %1 announces %2, more than the limit of %3")
                .arg(shown(m_url),
                     length.toLongLong() > INT_MAX
                         ? QLocale().formattedDataSize(length.toLongLong())
                         : tr("%n byte(s)", nullptr, int(length.toLongLong())),
                     tr("%n byte(s)", nullptr, int(std::min<qint64>(m_limits.maxBytes, INT_MAX)))));
    }
}

void Download::onReadyRead()
{
    if (!m_reply || m_failure)
        return;
    m_body += m_reply->readAll();
    if (m_body.size() > m_limits.maxBytes) {
        fail(
            DownloadFailure::Oversize,
            tr("The answer from %1 is larger than the limit of %2")
                .arg(shown(m_url),
                     tr("%n byte(s)", nullptr, int(std::min<qint64>(m_limits.maxBytes, INT_MAX)))));
    }
}

void Download::onFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    if (!m_failure && !m_cancelled && reply->isOpen())
        m_body += reply->readAll();

    if (m_failure) {
        complete(Error{*m_failure}, m_pendingKind);
        return;
    }
    if (m_cancelled) {
        complete(Error{tr("The download from %1 was cancelled").arg(shown(m_url))},
                 DownloadFailure::Cancelled);
        return;
    }
    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const int status = statusAttribute.isValid() ? statusAttribute.toInt() : 0;
    const QNetworkReply::NetworkError error = reply->error();
    if (error == QNetworkReply::OperationCanceledError) {
        // Not cancelled by the user: the transfer timeout fired.
        complete(
            Error{tr("%1 did not answer within %2 s")
                      .arg(shown(m_url))
                      .arg(QLocale().toString(double(m_limits.timeout.count()) / 1000.0, 'g', 3))},
            DownloadFailure::Timeout);
        return;
    }
    const QUrl location = reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    if (status >= 300 && status < 400 && status != 304 && location.isValid()) {
        ++m_redirects;
        const QUrl target = reply->url().resolved(location);
        if (const std::optional<QString> refused = refuseRedirect(target)) {
            complete(Error{*refused}, DownloadFailure::Refused);
            return;
        }
        m_body.clear();
        issue(target);
        return;
    }
    if (status == 429 || status == 503)
        m_retryAfter = retryAfter(reply->rawHeader(QByteArrayLiteral("Retry-After")));
    if (status == 429) {
        const int wait = m_retryAfter.value_or(60);
        complete(Error{tr("%1 refused: too many requests, try again in %n second(s)", nullptr, wait)
                           .arg(shown(m_url))},
                 DownloadFailure::TooManyRequests);
        return;
    }
    if (status >= 400) {
        // The reason phrase is the server's text: it reaches terminals and the stored state.
        const QString phrase = safetext::quoted(
            reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString(), 80);
        complete(
            Error{tr("The server answered %1 %2 for %3").arg(status).arg(phrase, shown(m_url))},
            DownloadFailure::Http);
        return;
    }
    if (status == 304 && !sentValidators()) {
        // "Not modified" only means something against the validators we sent.
        complete(Error{tr("%1 answered 304 Not Modified although GPU Scout sent no ETag or date to "
                          "compare with")
                           .arg(shown(m_url))},
                 DownloadFailure::Unsolicited304);
        return;
    }
    const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
    const bool shortBody = length.isValid() && status != 304 && m_body.size() < length.toLongLong();
    if (shortBody) {
        complete(Error{tr("The download from %1 was cut off after %2 of %n byte(s)", nullptr,
                          int(std::min<qint64>(length.toLongLong(), INT_MAX)))
                           .arg(shown(m_url))
                           .arg(QLocale().toString(m_body.size()))},
                 DownloadFailure::Truncated);
        return;
    }
    if (error == QNetworkReply::TooManyRedirectsError) {
        complete(Error{tr("%1 redirected more than %Ln time(s)", nullptr, m_limits.maxRedirects)
                           .arg(shown(m_url))},
                 DownloadFailure::Refused);
        return;
    }
    if (error == QNetworkReply::HostNotFoundError
        || error == QNetworkReply::TemporaryNetworkFailureError
        || error == QNetworkReply::NetworkSessionFailedError) {
        complete(Error{tr("Cannot reach %1: you appear to be offline (%2)")
                           .arg(shown(m_url), reply->errorString())},
                 DownloadFailure::Offline);
        return;
    }
    // Qt unpacks a gzip or deflate answer itself; a damaged one (or a bomb past its limit)
    // comes back as "Decompression failed: " and little else.
    const bool compressed = !reply->rawHeader(QByteArrayLiteral("Content-Encoding")).isEmpty();
    if (error != QNetworkReply::NoError && compressed
        && reply->errorString().startsWith(QLatin1String("Decompression failed"))) {
        complete(Error{tr("%1 sent a compressed answer (%2) that cannot be unpacked: it is "
                          "damaged, or unpacks to more than GPU Scout accepts")
                           .arg(shown(m_url),
                                safetext::quoted(QString::fromLatin1(reply->rawHeader(
                                                     QByteArrayLiteral("Content-Encoding"))),
                                                 20))},
                 DownloadFailure::Network);
        return;
    }
    if (error != QNetworkReply::NoError) {
        complete(Error{tr("Cannot fetch %1: %2")
                           .arg(shown(m_url), safetext::quoted(reply->errorString()))},
                 DownloadFailure::Network);
        return;
    }
    if (status != 0 && status != 200 && status != 304) {
        complete(Error{tr("The server answered %1 for %2, which GPU Scout does not handle")
                           .arg(status)
                           .arg(shown(m_url))},
                 DownloadFailure::Http);
        return;
    }
    DownloadResult result;
    result.httpStatus = status == 0 ? 200 : status;
    result.body = std::move(m_body);
    result.etag = reply->rawHeader(QByteArrayLiteral("ETag"));
    result.lastModified = reply->rawHeader(QByteArrayLiteral("Last-Modified"));
    result.finalUrl = reply->url();
    result.fetchedAt = QDateTime::currentDateTimeUtc();
    complete(std::move(result));
}

void Download::complete(Expected<DownloadResult> result, DownloadFailure kind)
{
    m_deadline->stop();
    m_body.clear();
    m_failureKind = result ? DownloadFailure::None : kind;
    m_result = std::move(result);
    emit finished();
}

} // namespace core
