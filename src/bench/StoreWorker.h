// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyPoolRecord.h"
#include "LoadProfile.h"
#include "RunRecord.h"
#include "core/Result.h"

#include <QFuture>
#include <QList>
#include <QString>

#include <memory>

namespace keyward::bench {

/// A stored run as a list shows it: no samples, its steady and cold
/// summaries computed once on the store's thread (RunRecord::steady() uses
/// them), and whether a load profile is stored beside it.
struct StoredRun
{
    RunRecord run;
    bool hasLoadProfile = false;
};

/**
 * The result store on a thread of its own, so SQLite (a 15 s case is
 * megabytes of samples, and every commit syncs to disk) never stalls the GUI
 * thread. The ResultStore is opened, used and closed on that thread only;
 * every call queues a job and returns a future (continue with
 * core/Continuation.h whenFinished). Jobs run one after another in the
 * order they were queued.
 *
 * Unlike keyward::Worker, the destructor does not drop what is queued: it
 * finishes every pending job (a save must not be lost when a window closes)
 * and then joins. It waits for SQLite only, never for a device.
 */
class StoreWorker
{
public:
    /// Open the store at `path` (a file, or ":memory:") on the new thread.
    explicit StoreWorker(QString path);
    ~StoreWorker();
    StoreWorker(const StoreWorker &) = delete;
    StoreWorker &operator=(const StoreWorker &) = delete;

    QString path() const;

    /// Whether the store opened; the error says why not. Every other job
    /// answers with that error too when it did not.
    QFuture<Status> opened();

    /// ResultStore::setKeepSerials for the saves queued after this (default: serials are not
    /// stored).
    QFuture<Status> setKeepSerials(bool keep);
    /// ResultStore::notice(): what opening the store changed (its permissions), or empty.
    QFuture<Result<QString>> notice();

    /// Save `run`. A uuid is made here, before the job is queued, so the
    /// caller can recognise its run in later lists; the future gives the row id.
    QFuture<Result<qint64>> save(RunRecord &run);
    /// Save the record of a load profile (loadProfileRun) and the profile beside it.
    QFuture<Result<qint64>> saveLoadProfile(RunRecord &run, const LoadProfileResult &profile);

    /// Every stored run, newest first, without samples but with summaries
    /// (computed from the samples once per run and kept on the store's thread).
    QFuture<Result<QList<StoredRun>>> list();
    /// These runs with their samples, in the order asked.
    QFuture<Result<QList<RunRecord>>> load(const QList<qint64> &ids);
    /// The load profile stored with a run (NotFound when it has none).
    QFuture<Result<LoadProfileResult>> loadProfile(qint64 runId);
    /// Delete these runs with their samples and load profiles.
    QFuture<Status> remove(const QList<qint64> &ids);
    /// ResultStore::importJsonFile: runs marked imported with the file they came from.
    QFuture<Result<QList<qint64>>> importJsonFile(const QString &fileName);

    /// Key-pool experiments (KeyPoolRecord.h): save one (both modes, or one),
    /// list the stored ones newest first, or load the one a run belongs to.
    QFuture<Result<QList<qint64>>> saveKeyPoolRuns(const QList<KeyPoolBenchRun> &runs,
                                                   const DeviceIdentity &device,
                                                   const QString &keyType,
                                                   const Environment &environment);
    QFuture<Result<QList<StoredKeyPoolPair>>> keyPoolPairs();
    QFuture<Result<StoredKeyPoolPair>> loadKeyPoolPair(qint64 runId);

    /// Jobs queued and not finished yet (tests, status).
    int pending() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace keyward::bench
