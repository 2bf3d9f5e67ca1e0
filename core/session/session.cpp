#include "session.h"

#include <core/catalog/catalogimporter.h>
#include <core/network/ratesfeed.h>
#include <core/network/updaterun.h>
#include <core/store/catalogstore.h>
#include <core/store/database.h>
#include <core/store/measurementstore.h>
#include <core/store/planstore.h>
#include <core/store/sourcestatestore.h>
#include <core/store/workloadstore.h>

#include <QDir>
#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>

#include <optional>
#include <utility>

namespace core {
namespace {

// Provenance is shown when it can be read; a database that cannot say shows none.
template<typename T>
T orEmpty(Expected<T> value)
{
    return value ? std::move(value).value() : T();
}

// The rows of `workload`; a workload whose model this catalog lacks shows the offers without
// metrics. Reads only the workspace (immutable) and translations: safe on any thread.
Evaluation evaluationOf(const Workspace &workspace, const Workload &workload)
{
    Expected<Evaluation> evaluation = workspace.evaluate(workload);
    if (evaluation)
        return std::move(evaluation).value();
    Evaluation shown;
    shown.workload = workload;
    shown.assumptions = workspace.assumptions();
    shown.error = evaluation.error();
    shown.rows.reserve(workspace.offers().size());
    for (const ResolvedOffer &offer : workspace.offers()) {
        OfferEvaluation &row = shown.rows.emplaceBack();
        row.offer = offer;
        row.usdPerHour = offer.onDemandUsdPerHour;
    }
    return shown;
}

// Where the offers came from, as the catalog just read from the offers table says (the same
// columns SourceStateStore::origins() reads again).
QHash<OfferKey, OfferOrigin> originsOf(const Catalog &catalog)
{
    QHash<OfferKey, OfferOrigin> origins;
    for (const Offer &offer : catalog.offers) {
        if (!offer.listedBy.isEmpty())
            origins.insert(offer.key, {offer.listedBy, offer.listedAt, offer.unlistedSince});
    }
    return origins;
}

QHash<OfferKey, PriceChange> priceChangesIn(Database &database)
{
    QHash<OfferKey, PriceChange> changes;
    const Expected<QList<PriceChange>> list = PriceHistory(database).changesInLastUpdate();
    if (list) {
        for (const PriceChange &change : *list)
            changes.insert(change.current.key, change);
    }
    return changes;
}

} // namespace

// What a worker computed for one generation of changes.
struct Session::Evaluated
{
    quint64 generation = 0;
    Workspace workspace;
    Evaluation evaluation;
};

// What a load on the worker read and computed: the catalog's snapshot, its first evaluation
// and the shortlist, or why it failed.
struct Session::Loaded
{
    quint64 generation = 0;
    QString error;
    Workspace workspace;
    QHash<OfferKey, PriceChange> priceChanges;
    QHash<OfferKey, OfferOrigin> origins;
    Evaluation evaluation;
    Expected<QList<Shortlist>> shortlists = QList<Shortlist>();
};

// One worker thread: a newer change waits for the evaluation running (it cannot be stopped
// midway) and only the latest waiting one runs after it, so changes never pile up.
struct Session::Evaluator
{
    QFutureWatcher<std::shared_ptr<Evaluated>> watcher;
    QFutureWatcher<std::shared_ptr<Loaded>> loadWatcher; // a load runs on the same thread
    QThreadPool pool;
    bool running = false;
    bool pending = false; // a change came while running
};

Session::Session(Database &database, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_evaluator(std::make_unique<Evaluator>())
{
    m_evaluator->pool.setMaxThreadCount(1);
    m_evaluator->pool.setObjectName(QStringLiteral("evaluation"));
    connect(&m_evaluator->watcher, &QFutureWatcherBase::finished, this, &Session::takeEvaluation);
    connect(&m_evaluator->loadWatcher, &QFutureWatcherBase::finished, this, &Session::takeLoad);
    // Before load(): an empty catalog, never none.
    auto empty = std::make_shared<Snapshot>();
    empty->catalog = empty->workspace.sharedCatalog();
    empty->today = QDate::currentDate();
    m_snapshot = std::move(empty);
}

Session::~Session()
{
    // The worker holds copies of what it reads; its result goes nowhere.
    m_evaluator->pool.waitForDone();
}

Status Session::load()
{
    Expected<Workspace> workspace = Workspace::load(m_database, m_assumptions);
    if (!workspace)
        return Error{workspace.error()};
    if (Status status = reloadShortlist(); !status.ok())
        return status;
    show(std::move(workspace).value());
    return {};
}

void Session::startLoad()
{
    if (m_loading)
        return;
    m_loading = true;
    ++m_generation; // an evaluation of the empty catalog under way is dropped
    m_evaluator->pending = false;
    m_assumptionsPending = false; // the load applies m_assumptions
    auto promise = std::make_shared<QPromise<std::shared_ptr<Loaded>>>();
    m_evaluator->loadWatcher.setFuture(promise->future());
    // Copies: the worker shares nothing the GUI thread changes.
    const QString path = m_database.path();
    const Database::Access access = m_database.isReadOnly() ? Database::Access::ReadOnly
                                                            : Database::Access::Auto;
    const Assumptions assumptions = m_assumptions;
    const Workload workload = m_workload;
    const quint64 generation = m_generation;
    // The session outlives its worker (~Session waits for it), so the progress posted to it
    // arrives or is dropped with it.
    const LoadProgress progress = [this](qint64 read, qint64 total) {
        QMetaObject::invokeMethod(
            this,
            [this, read, total] {
                if (m_loading)
                    emit loadProgress(read, total);
            },
            Qt::QueuedConnection);
    };
    m_evaluator->pool.start([promise, path, access, assumptions, workload, generation, progress] {
        promise->start();
        auto result = std::make_shared<Loaded>();
        result->generation = generation;
        {
            // A connection of this thread's own, closed before the thread moves on.
            Expected<std::unique_ptr<Database>> database = Database::open(path, access);
            Expected<Workspace> workspace = database
                ? Workspace::load(**database, assumptions, progress)
                : Expected<Workspace>(Error{database.error()});
            if (workspace) {
                result->workspace = std::move(workspace).value();
                result->priceChanges = priceChangesIn(**database);
                result->origins = originsOf(result->workspace.catalog());
                result->shortlists = ShortlistStore(**database).all();
                result->evaluation = evaluationOf(result->workspace, workload);
            } else {
                result->error = workspace.error();
            }
        }
        promise->addResult(std::move(result));
        promise->finish();
    });
    emit loadStarted();
}

// On the GUI thread: the loaded catalog, its evaluation and the shortlist become the snapshot in
// one step; a change made while it loaded is evaluated now.
void Session::takeLoad()
{
    if (!m_loading || !m_evaluator->loadWatcher.isFinished())
        return; // already taken by waitForEvaluation()
    m_loading = false;
    std::shared_ptr<Loaded> result = m_evaluator->loadWatcher.result();
    if (result->error.isEmpty()) {
        if (Status status = applyShortlists(result->shortlists); !status.ok())
            result->error = status.error();
    }
    if (!result->error.isEmpty()) {
        emit loadFailed(result->error);
        return;
    }
    std::shared_ptr<Snapshot> next = catalogSnapshot(
        std::move(result->workspace), std::move(result->priceChanges), std::move(result->origins));
    next->evaluation = std::move(result->evaluation);
    m_snapshot = std::move(next);
    emit catalogChanged();
    emit evaluationChanged();
    emit shortlistChanged();
    if (result->generation != m_generation)
        startEvaluation(); // the workload, assumptions or language changed meanwhile
    emit loaded();
}

void Session::whenLoaded(QObject *context, std::function<void()> work)
{
    if (!m_loading) {
        work();
        return;
    }
    connect(this, &Session::loaded, context, std::move(work), Qt::SingleShotConnection);
}

// The snapshot of a new catalog, before its evaluation.
std::shared_ptr<Snapshot> Session::catalogSnapshot(Workspace workspace,
                                                   QHash<OfferKey, PriceChange> priceChanges,
                                                   QHash<OfferKey, OfferOrigin> origins)
{
    auto next = std::make_shared<Snapshot>();
    next->catalog = workspace.sharedCatalog();
    next->today = QDate::currentDate();
    next->priceChanges = std::move(priceChanges);
    next->origins = std::move(origins);
    next->spotRisks = workspace.spotRisks();
    next->workspace = std::move(workspace);
    return next;
}

// A new catalog on screen, with the provenance the database keeps beside it.
void Session::show(Workspace workspace)
{
    m_snapshot = catalogSnapshot(std::move(workspace), priceChangesIn(m_database),
                                 orEmpty(SourceStateStore(m_database).origins()));
    m_assumptionsPending = false; // the workspace has m_assumptions
    emit catalogChanged();
    recompute();
}

void Session::reloadCatalog()
{
    // A failed reload keeps the snapshot on screen; the update said what it changed.
    (void)load();
}

UpdateRun *Session::startUpdate(const QStringList &sourceIds)
{
    auto *run = new UpdateRun(m_database, sourceIds, this);
    // Each source is stored as it arrives; the screen takes them all in one new snapshot.
    connect(run, &UpdateRun::finished, this, [this, run] {
        if (run->changedAnything())
            reloadCatalog();
    });
    connect(run, &UpdateRun::finished, run, &QObject::deleteLater);
    return run;
}

Expected<QStringList> Session::savedWorkloadNames() const
{
    return WorkloadStore(m_database).names();
}

Expected<QList<Measurement>> Session::measurements() const
{
    return MeasurementStore(m_database).list();
}

Expected<qint64> Session::addMeasurement(const Measurement &measurement)
{
    if (Status valid = Measurements::validate(measurement, catalog()); !valid.ok())
        return Error{valid.error()};
    Expected<qint64> id = MeasurementStore(m_database).add(measurement);
    if (id)
        (void)load();
    return id;
}

Status Session::removeMeasurement(qint64 id)
{
    Status status = MeasurementStore(m_database).remove(id);
    if (status.ok())
        (void)load();
    return status;
}

Expected<QStringList> Session::savedPlanNames() const
{
    return PlanStore(m_database).names();
}

Expected<Plan> Session::savedPlan(const QString &name) const
{
    return PlanStore(m_database).load(name, catalog());
}

Status Session::savePlan(const Plan &plan)
{
    return PlanStore(m_database).save(plan);
}

Expected<Workload> Session::savedWorkload(const QString &name) const
{
    return WorkloadStore(m_database).load(name);
}

Status Session::saveWorkload(const QString &name, const Workload &workload)
{
    return WorkloadStore(m_database).save(name, workload);
}

Expected<QList<PriceObservation>> Session::priceHistory(const OfferKey &key) const
{
    return PriceHistory(m_database).history(key);
}

Expected<QList<CurrencyRate>> Session::currencyRates() const
{
    return RatesFeed::currentRates(m_database);
}

Expected<QList<SourceState>> Session::sourceStates() const
{
    return SourceStateStore(m_database).all();
}

Expected<Evaluation> Session::evaluate(const Workload &workload) const
{
    return m_snapshot->workspace.evaluate(workload);
}

// A new catalog is evaluated at once: the snapshot never shows rows of another catalog.
void Session::recompute()
{
    ++m_generation; // what a worker is evaluating now is older
    m_evaluator->pending = false;
    auto next = std::make_shared<Snapshot>(*m_snapshot);
    next->today = QDate::currentDate();
    ++m_evaluationCount;
    next->evaluation = evaluationOf(next->workspace, m_workload);
    m_snapshot = std::move(next);
    emit evaluationChanged();
}

void Session::startEvaluation()
{
    Evaluator &evaluator = *m_evaluator;
    if (m_loading)
        return; // the load's end evaluates the latest change
    if (evaluator.running) {
        evaluator.pending = true;
        return;
    }
    evaluator.running = true;
    ++m_evaluationCount;
    auto promise = std::make_shared<QPromise<std::shared_ptr<Evaluated>>>();
    evaluator.watcher.setFuture(promise->future());
    // Copies: the worker shares nothing the GUI thread changes.
    const Workspace base = m_snapshot->workspace;
    const std::optional<Assumptions> assumptions = m_assumptionsPending
        ? std::optional(m_assumptions)
        : std::nullopt;
    const Workload workload = m_workload;
    const quint64 generation = m_generation;
    evaluator.pool.start([promise, base, assumptions, workload, generation] {
        promise->start();
        auto result = std::make_shared<Evaluated>();
        result->generation = generation;
        result->workspace = assumptions ? base.withAssumptions(*assumptions) : base;
        result->evaluation = evaluationOf(result->workspace, workload);
        promise->addResult(std::move(result));
        promise->finish();
    });
}

// On the GUI thread: the latest change's evaluation becomes the snapshot; an older one is
// dropped and the latest waiting change starts.
void Session::takeEvaluation()
{
    Evaluator &evaluator = *m_evaluator;
    if (!evaluator.running || !evaluator.watcher.isFinished())
        return; // already taken by waitForEvaluation()
    evaluator.running = false;
    std::shared_ptr<Evaluated> result = evaluator.watcher.result();
    if (result->generation != m_generation) {
        if (std::exchange(evaluator.pending, false))
            startEvaluation();
        return;
    }
    auto next = std::make_shared<Snapshot>(*m_snapshot);
    next->today = QDate::currentDate();
    next->workspace = std::move(result->workspace);
    next->evaluation = std::move(result->evaluation);
    m_assumptionsPending = false;
    m_snapshot = std::move(next);
    emit evaluationChanged();
}

void Session::waitForEvaluation()
{
    if (m_loading) {
        m_evaluator->loadWatcher.waitForFinished();
        takeLoad();
    }
    while (m_evaluator->running) {
        m_evaluator->watcher.waitForFinished();
        takeEvaluation();
    }
}

bool Session::isEvaluating() const
{
    return m_evaluator->running || m_loading;
}

void Session::setWorkload(const Workload &workload)
{
    m_workload = workload;
    emit workloadChanged();
    ++m_generation;
    startEvaluation();
}

void Session::retranslate()
{
    if (m_snapshot->evaluation.error.isEmpty())
        return; // codes and numbers: the views word them in the new language
    ++m_generation;
    startEvaluation();
}

void Session::setAssumptions(const Assumptions &assumptions)
{
    m_assumptions = assumptions;
    m_assumptionsPending = true;
    ++m_generation;
    startEvaluation();
}

bool Session::isReadOnly() const
{
    return m_database.isReadOnly();
}

QString Session::readOnlyReason() const
{
    if (!isReadOnly())
        return {};
    return tr("The database %1 is read-only: you can browse and export, but not change the "
              "shortlist, import or update.")
        .arg(QDir::toNativeSeparators(m_database.path()));
}

ReplaceChanges Session::changesTo(const Catalog &catalog) const
{
    return Plausibility::compare(*m_snapshot->catalog, catalog);
}

Status Session::importCatalog(const QString &path, bool confirmed)
{
    Expected<Catalog> catalog = CatalogImporter::parseFile(path);
    if (!catalog)
        return Error{catalog.error()};
    return replaceCatalog(std::move(catalog).value(), path, confirmed);
}

Status Session::replaceCatalog(Catalog catalog, const QString &origin, bool confirmed)
{
    if (Status status = Plausibility::check(*m_snapshot->catalog, catalog, confirmed); !status.ok())
        return status;
    if (Status status = CatalogStore(m_database).replace(catalog, origin); !status.ok())
        return status;
    show(Workspace::over(m_database, std::move(catalog), m_assumptions));
    return {};
}

// Reads the default shortlist without creating it: a start writes nothing.
Status Session::reloadShortlist()
{
    return applyShortlists(ShortlistStore(m_database).all());
}

Status Session::applyShortlists(const Expected<QList<Shortlist>> &lists)
{
    if (!lists)
        return Error{lists.error()};
    m_shortlistId = 0; // found by its stable id: the same list in every language
    m_shortlist.clear();
    m_shortlistedKeys.clear();
    m_shortlistName.clear();
    for (const Shortlist &list : *lists) {
        if (list.stableId != ShortlistStore::defaultId())
            continue;
        m_shortlistId = list.id;
        m_shortlistName = list.name;
        m_shortlist = list.items;
        for (const ShortlistItem &item : list.items)
            m_shortlistedKeys.insert(item.key);
    }
    return {};
}

QString Session::shortlistName() const
{
    return m_shortlistName.isEmpty() ? ShortlistStore::defaultName() : m_shortlistName;
}

Status Session::renameShortlist(const QString &name)
{
    if (Status status = ensureShortlist(); !status.ok())
        return status;
    Status status = ShortlistStore(m_database).rename(m_shortlistId, name);
    if (status.ok())
        status = reloadShortlist();
    emit shortlistChanged();
    return status;
}

// The default shortlist is created by the first change made to it.
Status Session::ensureShortlist()
{
    if (isReadOnly())
        return Error{readOnlyReason()};
    if (m_shortlistId != 0)
        return {};
    const Expected<qint64> id = ShortlistStore(m_database).ensureDefault();
    if (!id)
        return Error{id.error()};
    m_shortlistId = *id;
    return {};
}

Status Session::setShortlisted(const OfferKey &key, bool shortlisted)
{
    if (Status status = ensureShortlist(); !status.ok()) {
        emit shortlistChanged(); // a view that showed the change at once shows it undone
        return status;
    }
    ShortlistStore store(m_database);
    Status status = shortlisted ? store.addItem(m_shortlistId, key)
                                : store.removeItem(m_shortlistId, key);
    if (status.ok())
        status = reloadShortlist();
    emit shortlistChanged();
    return status;
}

Status Session::setShortlistNote(const OfferKey &key, const QString &note)
{
    if (Status status = ensureShortlist(); !status.ok()) {
        emit shortlistChanged(); // a view that showed the change at once shows it undone
        return status;
    }
    Status status = ShortlistStore(m_database).setNote(m_shortlistId, key, note);
    if (status.ok())
        status = reloadShortlist();
    emit shortlistChanged();
    return status;
}

} // namespace core
