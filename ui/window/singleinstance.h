#pragma once

#include <QObject>
#include <QString>

class QLocalServer;

namespace ui {

// One GPU Scout window per user and database: a later launch (a clicked gpuscout: link, a second
// start from the menu) hands its link to the running instance over a local socket and exits,
// and the running one opens the link and comes to the front.
class SingleInstance final : public QObject
{
    Q_OBJECT

public:
    // `key` names the instance, e.g. the database path; the user's name is added to it.
    explicit SingleInstance(const QString &key, QObject *parent = nullptr);

    // True when an instance is running and took `message` (a link, or empty to be raised).
    bool sendToRunning(const QString &message, int timeoutMs = 1000) const;
    // Listens for later launches; false when the socket cannot be created (they then start
    // windows of their own, as before).
    bool listen();
    QString serverName() const { return m_name; }

signals:
    void received(const QString &message);

private:
    void readConnection();

    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace ui
