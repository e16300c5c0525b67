// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreWorker.h"

#include "ResultStore.h"

#include <QHash>
#include <QMutex>
#include <QPromise>

#include <QUuid>
#include <QWaitCondition>
#include <thread>

#include <deque>
#include <functional>

namespace keyward::bench {

namespace {

/// What the jobs see: lives on the store's thread only.
struct StoreContext
{
    explicit StoreContext(const QString &path)
        : store(path)
    {}
    ResultStore store;
    Status openStatus;
    /// Summaries per run id: a stored run never changes, and computing them
    /// means reading all its samples.
    QHash<qint64, std::pair<Summary, Summary>> summaries;
};

using Job = std::function<void(StoreContext &)>;

} // namespace

struct StoreWorker::Private
{
    QString path;
    QMutex mutex;
    QWaitCondition wake;
    std::deque<Job> jobs; // guarded by mutex
    int pending = 0;      // guarded by mutex: queued or running
    bool stopping = false;
    std::thread thread; // joined, so its last cleanup is over when the worker is gone

    void loop()
    {
        StoreContext context(path);
        context.openStatus = context.store.open();
        for (;;) {
            Job job;
            {
                QMutexLocker lock(&mutex);
                while (jobs.empty() && !stopping) {
                    wake.wait(&mutex);
                }
                if (jobs.empty()) {
                    return; // stopping, and nothing left to do
                }
                job = std::move(jobs.front());
                jobs.pop_front();
            }
            job(context);
            QMutexLocker lock(&mutex);
            --pending;
        }
    }

    /// Queue `fn(context)` and return its result as a future. A store that did
    /// not open answers every job with the reason.
    template<class R> QFuture<R> post(std::function<R(StoreContext &)> fn)
    {
        auto promise = std::make_shared<QPromise<R>>();
        QFuture<R> future = promise->future();
        promise->start();
        Job job = [promise, fn = std::move(fn)](StoreContext &c) {
            if (!c.openStatus) {
                promise->addResult(R(c.openStatus.error()));
            } else {
                promise->addResult(fn(c));
            }
            promise->finish();
        };
        QMutexLocker lock(&mutex);
        jobs.push_back(std::move(job));
        ++pending;
        wake.wakeOne();
        return future;
    }
};

StoreWorker::StoreWorker(QString path)
    : d(std::make_unique<Private>())
{
    d->path = std::move(path);
    d->thread = std::thread([p = d.get()] { p->loop(); });
}

StoreWorker::~StoreWorker()
{
    {
        QMutexLocker lock(&d->mutex);
        d->stopping = true;
        d->wake.wakeOne();
    }
    d->thread.join(); // after the queued jobs: saves are not dropped
}

QString StoreWorker::path() const
{
    return d->path;
}

int StoreWorker::pending() const
{
    QMutexLocker lock(&d->mutex);
    return d->pending;
}

QFuture<Status> StoreWorker::opened()
{
    auto promise = std::make_shared<QPromise<Status>>();
    QFuture<Status> future = promise->future();
    promise->start();
    Job job = [promise](StoreContext &c) {
        promise->addResult(c.openStatus);
        promise->finish();
    };
    QMutexLocker lock(&d->mutex);
    d->jobs.push_back(std::move(job));
    ++d->pending;
    d->wake.wakeOne();
    return future;
}

QFuture<Result<qint64>> StoreWorker::save(RunRecord &run)
{
    if (run.uuid.isEmpty()) {
        run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    }
    return d->post<Result<qint64>>([run](StoreContext &c) mutable {
        auto id = c.store.save(run);
        if (id) {
            c.summaries.insert(id.value(), {run.steady(), run.cold()});
        }
        return id;
    });
}

QFuture<Result<qint64>> StoreWorker::saveLoadProfile(RunRecord &run,
                                                     const LoadProfileResult &profile)
{
    if (run.uuid.isEmpty()) {
        run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    }
    return d->post<Result<qint64>>([run, profile](StoreContext &c) mutable -> Result<qint64> {
        auto id = c.store.save(run);
        if (!id) {
            return id;
        }
        if (Status st = c.store.saveLoadProfile(id.value(), profile); !st) {
            return st.error();
        }
        return id;
    });
}

QFuture<Result<QList<StoredRun>>> StoreWorker::list()
{
    return d->post<Result<QList<StoredRun>>>([](StoreContext &c) -> Result<QList<StoredRun>> {
        auto runs = c.store.list(false);
        if (!runs) {
            return runs.error();
        }
        auto profiles = c.store.loadProfileRunIds();
        if (!profiles) {
            return profiles.error();
        }
        QList<StoredRun> out;
        out.reserve(runs.value().size());
        for (RunRecord &r : runs.value()) {
            auto cached = c.summaries.constFind(r.id);
            if (cached == c.summaries.cend()) {
                // One run's samples at a time: only the summaries are kept.
                auto full = c.store.load(r.id);
                if (!full) {
                    return full.error();
                }
                cached = c.summaries.insert(r.id, {full.value().steady(), full.value().cold()});
            }
            r.steadyCache = cached->first;
            r.coldCache = cached->second;
            const bool hasProfile = profiles.value().contains(r.id);
            out << StoredRun{std::move(r), hasProfile};
        }
        return out;
    });
}

QFuture<Result<QList<RunRecord>>> StoreWorker::load(const QList<qint64> &ids)
{
    return d->post<Result<QList<RunRecord>>>([ids](StoreContext &c) -> Result<QList<RunRecord>> {
        QList<RunRecord> out;
        for (qint64 id : ids) {
            auto run = c.store.load(id);
            if (!run) {
                return run.error();
            }
            out << std::move(run.value());
        }
        return out;
    });
}

QFuture<Result<LoadProfileResult>> StoreWorker::loadProfile(qint64 runId)
{
    return d->post<Result<LoadProfileResult>>(
        [runId](StoreContext &c) { return c.store.loadProfile(runId); });
}

QFuture<Status> StoreWorker::setKeepSerials(bool keep)
{
    return d->post<Status>([keep](StoreContext &c) -> Status {
        c.store.setKeepSerials(keep);
        return {};
    });
}

QFuture<Result<QString>> StoreWorker::notice()
{
    return d->post<Result<QString>>(
        [](StoreContext &c) -> Result<QString> { return c.store.notice(); });
}

QFuture<Status> StoreWorker::remove(const QList<qint64> &ids)
{
    return d->post<Status>([ids](StoreContext &c) -> Status {
        for (qint64 id : ids) {
            if (Status st = c.store.remove(id); !st) {
                return st;
            }
            c.summaries.remove(id);
        }
        return {};
    });
}

QFuture<Result<QList<qint64>>> StoreWorker::importJsonFile(const QString &fileName)
{
    return d->post<Result<QList<qint64>>>(
        [fileName](StoreContext &c) { return c.store.importJsonFile(fileName); });
}

QFuture<Result<QList<qint64>>> StoreWorker::saveKeyPoolRuns(const QList<KeyPoolBenchRun> &runs,
                                                            const DeviceIdentity &device,
                                                            const QString &keyType,
                                                            const Environment &environment)
{
    return d->post<Result<QList<qint64>>>([runs, device, keyType, environment](StoreContext &c) {
        return bench::saveKeyPoolRuns(c.store, runs, device, keyType, environment);
    });
}

QFuture<Result<QList<StoredKeyPoolPair>>> StoreWorker::keyPoolPairs()
{
    return d->post<Result<QList<StoredKeyPoolPair>>>(
        [](StoreContext &c) { return listKeyPoolPairs(c.store); });
}

QFuture<Result<StoredKeyPoolPair>> StoreWorker::loadKeyPoolPair(qint64 runId)
{
    return d->post<Result<StoredKeyPoolPair>>(
        [runId](StoreContext &c) { return bench::loadKeyPoolPair(c.store, runId); });
}

} // namespace keyward::bench
