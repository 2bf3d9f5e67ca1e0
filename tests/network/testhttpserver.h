#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QTcpServer>
#include <QTimer>
#include <QUrl>

class QTcpSocket;

namespace testutil {

// A tiny HTTP/1.1 server on 127.0.0.1 that serves canned answers by path, for network tests.
// It never touches the internet, listens on loopback only, and closes itself after a few
// minutes or a few hundred connections, whichever comes first.
class TestHttpServer final : public QObject
{
    Q_OBJECT

public:
    enum class Behaviour {
        Normal, // status line, headers, Content-Length, body
        NeverAnswer, // read the request, then stay silent
        Truncated, // announce Content-Length declaredLength, send body, close
        NoLength, // no Content-Length, body, close (the size limit's running count)
        Drip, // announce the body, then send it one byte every 100 ms
    };

    struct Response
    {
        int status = 200;
        QByteArray reason = QByteArrayLiteral("OK");
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        Behaviour behaviour = Behaviour::Normal;
        qint64 declaredLength = -1;
        // When set, a request carrying If-None-Match equal to this gets 304 Not Modified.
        QByteArray etag;
    };

    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // names in lower case
        QByteArray body;
    };

    explicit TestHttpServer(QObject *parent = nullptr);

    bool listen();
    QUrl url(const QString &path) const;
    void setResponse(const QString &path, const Response &response);
    const QList<Request> &requests() const { return m_requests; }

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const Request &request);

    QTcpServer m_server;
    QTimer m_lifetime;
    QHash<QByteArray, Response> m_responses;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QList<Request> m_requests;
    int m_connections = 0;
};

} // namespace testutil
