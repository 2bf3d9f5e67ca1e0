#pragma once

#include <core/catalog/catalog.h>
#include <core/catalog/plausibility.h>
#include <core/catalog/spotrisk.h>
#include <core/common/expected.h>
#include <core/currency/currencyrate.h>
#include <core/engine/engine.h>
#include <core/plan/measurement.h>
#include <core/plan/plan.h>
#include <core/session/workspace.h>
#include <core/store/pricehistory.h>
#include <core/store/shortliststore.h>
#include <core/store/sourcestatestore.h>

#include <QObject>
#include <QSet>

#include <functional>
#include <memory>

namespace core {

class Database;
class UpdateRun;

// One consistent state of the workspace: the catalog, the workload and the engine's rows for
// it. The table, the charts and the exports all read the same snapshot: one source of numbers.
// A snapshot never changes; a new catalog or workload makes a new one.
struct Snapshot
{
    std::shared_ptr<const Catalog> catalog; // the workspace's
    Evaluation evaluation;
    QDate today;
    // Offers whose price the last catalog update changed, with the price before it.
    QHash<OfferKey, PriceChange> priceChanges;
    // Which public source brought each offer and since when it no longer lists it.
    QHash<OfferKey, OfferOrigin> origins = {};
    // AWS Spot Advisor buckets, by "instance type|region" (the workspace's).
    QHash<QString, SpotRisk> spotRisks = {};
    // What the evaluation was computed from; other workloads (a plan's) are evaluated here too.
    Workspace workspace = {};
};

// The application's state above the database, shared by the GUI and tests: it loads the
// catalog, recomputes the evaluation when the workload or catalog changes, and keeps the
// shortlist. It computes through core and signals what changed.
class Session final : public QObject
{
    Q_OBJECT

public:
    explicit Session(Database &database, QObject *parent = nullptr);
    ~Session() override;

    // Loads the stored catalog (the bundled one on a first run) and evaluates the workload, on
    // the calling thread.
    Status load();
    // The same on a worker thread over a database connection of its own, so that a window can
    // paint and answer while a large catalog is read: loadProgress() says how far, loaded() or
    // loadFailed() when it is over. Until then the snapshot is the empty one; a workload,
    // assumptions or language set meanwhile are evaluated once the catalog is there.
    void startLoad();
    bool isLoading() const { return m_loading; }
    // Runs `work` now when no load is under way, else once the catalog is loaded (never, if the
    // load fails or `context` is gone): whatever uses the catalog waits for it this way.
    void whenLoaded(QObject *context, std::function<void()> work);

    std::shared_ptr<const Snapshot> snapshot() const { return m_snapshot; }
    const Catalog &catalog() const { return *m_snapshot->catalog; }
    const Workload &workload() const { return m_workload; }
    // The user's assumptions; the engine applies them with the spot advisor's rates
    // (snapshot()->workspace.assumptions()).
    const Assumptions &assumptions() const { return m_assumptions; }
    const Workspace &workspace() const { return m_snapshot->workspace; }
    // Any workload evaluated as the table's is: the same catalog, measurements and assumptions.
    // It evaluates at once, on the calling thread.
    Expected<Evaluation> evaluate(const Workload &workload) const;

    // A new workload, assumptions or language is evaluated off the GUI thread: the snapshot
    // keeps the previous evaluation until the new one is swapped in (evaluationChanged). A
    // newer change supersedes an older one that is still being evaluated: only the latest
    // reaches the snapshot. workload() and assumptions() are the new ones at once.
    void setWorkload(const Workload &workload);
    void setAssumptions(const Assumptions &assumptions);
    // The language changed. The rows carry reason codes and numbers, worded when shown
    // (Engine::reasonText): they are not evaluated again. Only an evaluation that failed carries
    // its message as text; it is evaluated again (at once: without its model there is no work).
    void retranslate();
    // Blocks until the latest change is in the snapshot (for the CLI, tests and a language
    // switch, which must not change the default locale while an evaluation reads it).
    void waitForEvaluation();
    // Whether a change, or a startLoad(), is still to reach the snapshot.
    bool isEvaluating() const;
    // How many evaluations the session has started: what a change cost, for tests and benchmarks.
    int evaluationCount() const { return m_evaluationCount; }

    // A database the user cannot write: everything reads, nothing writes (readOnlyReason()
    // says why, for the status bar and the tooltips of disabled edits).
    bool isReadOnly() const;
    QString readOnlyReason() const;

    // Validates through the importer, then replaces the stored catalog in one transaction.
    // Every replace passes Plausibility against the catalog shown now: a suspicious one is
    // refused unless `confirmed` (the user saw changesTo() and agreed).
    Status importCatalog(const QString &path, bool confirmed = false);
    Status replaceCatalog(Catalog catalog, const QString &origin, bool confirmed = false);
    ReplaceChanges changesTo(const Catalog &catalog) const;

    // Fetches fresh prices from `sourceIds` (all when empty). A run that changed the database
    // makes the session swap in one new snapshot when it has finished; the run belongs to the
    // session and deletes itself after finished().
    UpdateRun *startUpdate(const QStringList &sourceIds = {});

    // The user's other data, through the session (ui reaches no store directly).
    Expected<QStringList> savedWorkloadNames() const;
    Expected<Workload> savedWorkload(const QString &name) const;
    Status saveWorkload(const QString &name, const Workload &workload);
    // The user's own measurements (they take precedence over published benchmarks of their
    // GPU and model) and saved plans; adding or removing a measurement recomputes.
    Expected<QList<Measurement>> measurements() const;
    Expected<qint64> addMeasurement(const Measurement &measurement);
    Status removeMeasurement(qint64 id);
    Expected<QStringList> savedPlanNames() const;
    Expected<Plan> savedPlan(const QString &name) const;
    Status savePlan(const Plan &plan);
    Expected<QList<PriceObservation>> priceHistory(const OfferKey &key) const;
    Expected<QList<CurrencyRate>> currencyRates() const;
    Expected<QList<SourceState>> sourceStates() const;

    // The default shortlist, by stable offer keys. It is found by its stable id, so a language
    // switch or a restart in another language shows the same list; its name is the user's.
    const QList<ShortlistItem> &shortlist() const { return m_shortlist; }
    QString shortlistName() const;
    Status renameShortlist(const QString &name);
    const QSet<OfferKey> &shortlistedKeys() const { return m_shortlistedKeys; }
    bool isShortlisted(const OfferKey &key) const { return m_shortlistedKeys.contains(key); }
    Status setShortlisted(const OfferKey &key, bool shortlisted);
    Status setShortlistNote(const OfferKey &key, const QString &note);

signals:
    void loadStarted();
    // The offers read so far of a startLoad(); `read` == `total` while the figures are computed.
    void loadProgress(qint64 read, qint64 total);
    void loaded();
    void loadFailed(const QString &error);
    void catalogChanged();
    void evaluationChanged();
    void workloadChanged();
    void shortlistChanged();

private:
    struct Evaluator;
    struct Evaluated;
    struct Loaded;
    void takeLoad();
    std::shared_ptr<Snapshot> catalogSnapshot(Workspace workspace,
                                              QHash<OfferKey, PriceChange> priceChanges,
                                              QHash<OfferKey, OfferOrigin> origins);
    void recompute();
    void startEvaluation();
    void takeEvaluation();
    void show(Workspace workspace);
    Status reloadShortlist();
    Status applyShortlists(const Expected<QList<Shortlist>> &lists);
    Status ensureShortlist();
    void reloadCatalog();

    Database &m_database;
    std::shared_ptr<const Snapshot> m_snapshot;
    Workload m_workload;
    Assumptions m_assumptions;
    qint64 m_shortlistId = 0;
    QString m_shortlistName; // the user's; empty shows the default name
    QList<ShortlistItem> m_shortlist;
    QSet<OfferKey> m_shortlistedKeys;
    // Each change of the workload, assumptions, language or catalog is a new generation; an
    // evaluation of an older one is dropped.
    quint64 m_generation = 0;
    bool m_assumptionsPending = false; // the snapshot's workspace has other assumptions
    bool m_loading = false; // a startLoad() is under way
    int m_evaluationCount = 0;
    std::unique_ptr<Evaluator> m_evaluator;
};

} // namespace core
