#include "updatedialog.h"

#include <core/network/sources/sourceregistry.h>
#include <core/network/updaterun.h>
#include <core/session/session.h>

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace ui {
namespace {

enum Column { NameColumn, StatusColumn, DetailColumn };

QString resultText(const core::SourceOutcome &outcome)
{
    switch (outcome.result) {
    case core::SourceOutcome::Result::Updated:
        return UpdateDialog::tr("Updated");
    case core::SourceOutcome::Result::UpToDate:
        return UpdateDialog::tr("Up to date");
    case core::SourceOutcome::Result::Cancelled:
        return UpdateDialog::tr("Cancelled");
    case core::SourceOutcome::Result::NeedsConfirmation:
        return UpdateDialog::tr("Held back");
    case core::SourceOutcome::Result::Failed:
        break;
    }
    return UpdateDialog::tr("Failed");
}

// The reason a person can act on, before the technical sentence.
QString reasonText(const core::SourceOutcome &outcome)
{
    switch (outcome.failure) {
    case core::DownloadFailure::Offline:
        return UpdateDialog::tr("You appear to be offline.");
    case core::DownloadFailure::TooManyRequests:
        return UpdateDialog::tr("%1 refused: too many requests, try again in a minute.")
            .arg(outcome.name);
    case core::DownloadFailure::Timeout:
    case core::DownloadFailure::Deadline:
        return UpdateDialog::tr("%1 took too long to answer.").arg(outcome.name);
    default:
        break;
    }
    return outcome.message;
}

// What the row says: the reason of a failure, or what happened.
QString detailText(const core::SourceOutcome &outcome)
{
    return outcome.result == core::SourceOutcome::Result::Failed ? reasonText(outcome)
                                                                 : outcome.message;
}

// An answer held back: one line under its row for each change it would make, across the
// whole width, so that nothing of a sentence is cut.
void showChanges(QTreeWidgetItem *item, const core::SourceOutcome &outcome)
{
    for (const QString &change : outcome.changes) {
        auto *line = new QTreeWidgetItem(item, {change});
        line->setFirstColumnSpanned(true);
        line->setToolTip(NameColumn, change);
    }
    item->setExpanded(true);
}

} // namespace

UpdateDialog::UpdateDialog(core::Session &session, const QStringList &sourceIds, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_sourceIds(sourceIds)
    , m_list(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("updateDialog"));
    setWindowTitle(tr("Update prices"));
    m_list->setRootIsDecorated(false); // a held-back answer lists its changes under its row
    m_list->setHeaderLabels({tr("Source"), tr("Status"), tr("What changed")});
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_list->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("updateSummary"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (m_run && m_run->isRunning())
            m_run->cancel();
        else
            reject();
    });
    resize(820, 520);
}

void UpdateDialog::addRow(const QString &name)
{
    auto *item = new QTreeWidgetItem(m_list, {name, QString(), QString()});
    auto *bar = new QProgressBar(m_list);
    bar->setRange(0, 0); // busy until the size is known
    bar->setTextVisible(false);
    m_list->setItemWidget(item, StatusColumn, bar);
    m_bars.append(bar);
}

void UpdateDialog::start()
{
    m_run = m_session.startUpdate(m_sourceIds);
    m_run->setConfirmed(m_confirmed);
    for (auto it = m_urls.cbegin(); it != m_urls.cend(); ++it)
        m_run->setUrl(it.key(), it.value());
    for (const core::SourceUpdate *update : m_run->sources())
        addRow(update->info().name);
    connect(m_run, &core::UpdateRun::sourceProgress, this, &UpdateDialog::onProgress);
    // Emitted from the worker thread: queued to this one.
    connect(m_run, &core::UpdateRun::sourceApplying, this, [this](int index) {
        if (QTreeWidgetItem *item = m_list->topLevelItem(index))
            item->setText(DetailColumn, tr("Merging and storing the prices…"));
    });
    connect(m_run, &core::UpdateRun::sourceFinished, this, &UpdateDialog::onSourceFinished);
    connect(m_run, &core::UpdateRun::finished, this, &UpdateDialog::onFinished);
    m_summary->setText(tr("Fetching %n source(s)…", nullptr, int(m_run->sources().size())));
    m_run->start();
}

void UpdateDialog::onProgress(int index, qint64 received, qint64 total)
{
    QProgressBar *bar = m_bars.value(index);
    if (!bar)
        return;
    // Kilobytes keep the values inside an int for files of any size the limits allow.
    bar->setRange(0, total > 0 ? int(std::min<qint64>(total / 1024, INT_MAX)) : 0);
    bar->setValue(int(std::min<qint64>(received / 1024, INT_MAX)));
}

void UpdateDialog::onSourceFinished(int index)
{
    const core::SourceOutcome outcome = m_run->sources().at(index)->outcome();
    QTreeWidgetItem *item = m_list->topLevelItem(index);
    if (!item)
        return;
    m_list->removeItemWidget(item, StatusColumn);
    item->setText(StatusColumn, resultText(outcome));
    item->setText(DetailColumn, detailText(outcome));
    item->setToolTip(DetailColumn, detailText(outcome));
    showChanges(item, outcome);
}

void UpdateDialog::onFinished()
{
    const QList<core::SourceOutcome> outcomes = m_run->outcomes();
    m_run = nullptr; // it deletes itself
    m_summary->setText(summary(outcomes));
    QStringList heldBack;
    for (const core::SourceOutcome &outcome : outcomes) {
        m_changed = m_changed || outcome.result == core::SourceOutcome::Result::Updated;
        if (outcome.result == core::SourceOutcome::Result::NeedsConfirmation)
            heldBack.append(outcome.sourceId);
    }
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    if (!heldBack.isEmpty())
        offerToApply(heldBack);
}

// The confirmation: the rows list what each held-back answer would change; this button
// fetches those sources again and applies their answers all the same.
void UpdateDialog::offerToApply(const QStringList &sourceIds)
{
    QPushButton *apply = m_buttons->addButton(tr("&Apply anyway"), QDialogButtonBox::ActionRole);
    apply->setObjectName(QStringLiteral("applyAnyway"));
    apply->setToolTip(tr("Fetch these sources again and store their answers although they "
                         "change the catalog more than an update usually does."));
    connect(apply, &QPushButton::clicked, this, [this, apply, sourceIds] {
        m_buttons->removeButton(apply);
        apply->deleteLater();
        m_sourceIds = sourceIds;
        m_confirmed = true;
        m_list->clear();
        m_bars.clear();
        m_buttons->setStandardButtons(QDialogButtonBox::Cancel);
        start();
    });
}

void UpdateDialog::showOutcomes(const QList<core::SourceOutcome> &outcomes)
{
    m_list->clear();
    m_bars.clear();
    for (const core::SourceOutcome &outcome : outcomes) {
        auto *item = new QTreeWidgetItem(m_list,
                                         {outcome.name, resultText(outcome), detailText(outcome)});
        item->setToolTip(DetailColumn, detailText(outcome));
        showChanges(item, outcome);
    }
    m_summary->setText(summary(outcomes));
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
}

QString UpdateDialog::summary(const QList<core::SourceOutcome> &outcomes)
{
    qsizetype updated = 0, added = 0, unlisted = 0, failed = 0, current = 0, held = 0;
    for (const core::SourceOutcome &outcome : outcomes) {
        updated += outcome.summary.updated;
        added += outcome.summary.added;
        unlisted += outcome.summary.unlisted;
        failed += outcome.result == core::SourceOutcome::Result::Failed ? 1 : 0;
        current += outcome.result == core::SourceOutcome::Result::UpToDate ? 1 : 0;
        held += outcome.result == core::SourceOutcome::Result::NeedsConfirmation ? 1 : 0;
    }
    const auto count = [](qsizetype n) { return int(std::min<qsizetype>(n, INT_MAX)); };
    QString text = tr("%1, %2, %3.")
                       .arg(tr("%Ln price(s) changed", nullptr, count(updated)),
                            tr("%Ln new offer(s)", nullptr, count(added)),
                            tr("%Ln no longer listed", nullptr, count(unlisted)));
    if (current > 0)
        text += QLatin1Char(' ') + tr("%n source(s) had not changed.", nullptr, int(current));
    if (failed > 0)
        text += QLatin1Char(' ')
            + tr("%n source(s) failed and changed nothing; the others were applied.", nullptr,
                 int(failed));
    if (held > 0)
        text += QLatin1Char(' ')
            + tr("%n source(s) held back: the answer changes the catalog more than an update "
                 "usually does (listed above); nothing of it was stored.",
                 nullptr, int(held));
    return text;
}

} // namespace ui
