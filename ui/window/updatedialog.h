#pragma once

#include <core/network/sourceupdate.h>

#include <QDialog>
#include <QHash>
#include <QList>
#include <QUrl>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QTreeWidget;

namespace core {
class Session;
class UpdateRun;
} // namespace core

namespace ui {

// File → Update prices: every source fetched at once, a row per source with its progress,
// Cancel, and at the end a summary — updated, new, no longer listed, and each failure with
// its reason ("you appear to be offline", "too many requests, try again in a minute").
class UpdateDialog final : public QDialog
{
    Q_OBJECT

public:
    UpdateDialog(core::Session &session, const QStringList &sourceIds, QWidget *parent = nullptr);

    // Starts the update; the dialog stays open with the summary when it ends.
    // Another address for a source (the feed's setting; tests' loopback server).
    void setUrl(const QString &sourceId, const QUrl &url) { m_urls.insert(sourceId, url); }
    void start();
    // Shows finished outcomes (also what start() ends with).
    void showOutcomes(const QList<core::SourceOutcome> &outcomes);
    static QString summary(const QList<core::SourceOutcome> &outcomes);
    bool changedAnything() const { return m_changed; }

private:
    void addRow(const QString &name);
    void onProgress(int index, qint64 received, qint64 total);
    void onSourceFinished(int index);
    void onFinished();
    void offerToApply(const QStringList &sourceIds);

    core::Session &m_session;
    QStringList m_sourceIds;
    QHash<QString, QUrl> m_urls;
    core::UpdateRun *m_run = nullptr;
    QTreeWidget *m_list = nullptr;
    QList<QProgressBar *> m_bars;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_changed = false;
    bool m_confirmed = false;
};

} // namespace ui
