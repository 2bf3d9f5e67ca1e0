#include "testhttpserver.h"

#include <QHostAddress>
#include <QTcpSocket>

#include <memory>

namespace testutil {
namespace {

constexpr int maxConnections = 500;
constexpr int lifetimeMs = 5 * 60 * 1000;

} // namespace

TestHttpServer::TestHttpServer(QObject *parent)
    : QObject(parent)
{
    m_lifetime.setSingleShot(true);
    m_lifetime.setInterval(lifetimeMs);
    connect(&m_lifetime, &QTimer::timeout, &m_server, &QTcpServer::close);
    connect(&m_server, &QTcpServer::newConnection, this, &TestHttpServer::onNewConnection);
}

bool TestHttpServer::listen()
{
    m_lifetime.start();
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl TestHttpServer::url(const QString &path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
}

void TestHttpServer::setResponse(const QString &path, const Response &response)
{
    m_responses.insert(path.toUtf8(), response);
}

void TestHttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        if (++m_connections > maxConnections) {
            socket->close();
            socket->deleteLater();
            m_server.close();
            continue;
        }
        socket->setParent(this);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void TestHttpServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    Request request;
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    request.method = first.value(0);
    request.path = first.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            request.headers.insert(line.left(colon).trimmed().toLower(),
                                   line.mid(colon + 1).trimmed());
    }
    // A POST's body follows the head: answer only once it is all here.
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (buffer.size() < end + 4 + length)
        return;
    request.body = buffer.mid(end + 4, length);
    buffer.remove(0, end + 4 + length);
    m_requests.append(request);
    answer(socket, request);
}

void TestHttpServer::answer(QTcpSocket *socket, const Request &request)
{
    QByteArray path = request.path;
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    Response notFound;
    notFound.status = 404;
    notFound.reason = QByteArrayLiteral("Not Found");
    notFound.body = QByteArrayLiteral("no such path");
    Response response = m_responses.value(path, notFound);
    if (response.behaviour == Behaviour::NeverAnswer)
        return;
    if (!response.etag.isEmpty() && request.headers.value("if-none-match") == response.etag) {
        response.status = 304;
        response.reason = QByteArrayLiteral("Not Modified");
        response.body.clear();
        response.behaviour = Behaviour::Normal;
    }
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason
        + "\r\n";
    for (const auto &[name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    if (!response.etag.isEmpty())
        head += "ETag: " + response.etag + "\r\n";
    switch (response.behaviour) {
    case Behaviour::Normal:
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
        break;
    case Behaviour::Truncated:
        head += "Content-Length: " + QByteArray::number(response.declaredLength) + "\r\n";
        break;
    case Behaviour::Drip:
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
        break;
    case Behaviour::NoLength:
    case Behaviour::NeverAnswer:
        break;
    }
    head += "Connection: close\r\n\r\n";
    socket->write(head);
    if (response.behaviour == Behaviour::Drip) {
        // One byte every 100 ms: never silent long enough for the silence timeout.
        auto *timer = new QTimer(socket);
        auto sent = std::make_shared<qsizetype>(0);
        const QByteArray body = response.body;
        connect(timer, &QTimer::timeout, socket, [socket, timer, sent, body] {
            if (*sent >= body.size()) {
                timer->stop();
                socket->disconnectFromHost();
                return;
            }
            socket->write(body.mid((*sent)++, 1));
            socket->flush();
        });
        timer->start(100);
        return;
    }
    socket->write(response.body);
    socket->flush();
    socket->disconnectFromHost();
}

} // namespace testutil
