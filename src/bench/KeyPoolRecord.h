// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyPoolBench.h"
#include "ResultStore.h"
#include "RunRecord.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace keyward::bench {

/// The operation stored key-pool runs carry ("keypool-request"): one request
/// of the "fresh key + one signature" service, not a signature alone.
QString keyPoolOperation();
/// The run_details kind of a key-pool run ("keypool").
QString keyPoolDetailsKind();
/// Whether a stored run is one half of a key-pool pair. Its samples are the
/// workers' service times under load: charts and comparisons of case runs
/// leave it out, as they leave out load profiles.
bool isKeyPoolRun(const RunRecord &run);

/// A finished key-pool run as a stored run: device, environment, the key type
/// as algorithm, each worker's service times as its samples and a note naming
/// the mode. Its figures and load profile are stored beside it.
RunRecord keyPoolRunRecord(const KeyPoolBenchRun &run, const DeviceIdentity &device,
                           const QString &keyType, const Environment &environment);

/// What a key-pool run measured beyond its samples, with the partner run's
/// uuid (the other mode of the same experiment; empty when alone).
QJsonObject keyPoolDetails(const KeyPoolBenchRun &run, const QString &keyType,
                           const QString &partnerUuid);
/// The run again from its details and load profile. Checks the details as a
/// stranger's (they may come from an imported file): InvalidInput naming the field.
Result<KeyPoolBenchRun> keyPoolRunFromDetails(const QJsonObject &details,
                                              const LoadProfileResult &load);

/// A stored experiment: the on-demand run and the pool run (either may be
/// missing when only one mode ran).
struct StoredKeyPoolPair
{
    std::optional<RunRecord> onDemandRecord;
    std::optional<RunRecord> poolRecord;
    std::optional<KeyPoolBenchRun> onDemand;
    std::optional<KeyPoolBenchRun> pool;
    QString keyType; ///< rsa2048, rsa3072, p256, p384
    DeviceIdentity device;
    /// "Key pool vs on demand, RSA-2048, SoftHSM (virtual), 2026-11-26 21:40".
    QString label() const;
    /// The stored id shown first (the pool run's, else the on-demand run's).
    qint64 id() const;
};

/// Saves the runs of one experiment (one or both modes) with their load
/// profiles and details, each naming the other. Returns the ids in the order given.
Result<QList<qint64>> saveKeyPoolRuns(ResultStore &store, const QList<KeyPoolBenchRun> &runs,
                                      const DeviceIdentity &device, const QString &keyType,
                                      const Environment &environment);
/// The experiment one of whose runs is `runId`, with its partner when stored.
Result<StoredKeyPoolPair> loadKeyPoolPair(ResultStore &store, qint64 runId);
/// Every stored experiment, newest first, one entry per pair.
Result<QList<StoredKeyPoolPair>> listKeyPoolPairs(ResultStore &store);

/// Export: adds "keypool": {"details": …, "loadProfile": …} to each run of
/// `json` (toJson's file) that has key-pool details in `store`.
Result<QByteArray> withKeyPoolDetails(ResultStore &store, const QList<RunRecord> &runs,
                                      const QByteArray &json);
/// Import, before anything is saved: the "keypool" objects of `json`'s runs,
/// checked (a bad one refuses the file); `index` is the run's place in the file.
struct ImportedKeyPoolRun
{
    int index = 0;
    QJsonObject details;
    LoadProfileResult load;
};
Result<QList<ImportedKeyPoolRun>> readKeyPoolImports(const QByteArray &json);
/// Import, after the runs are saved: stores them beside `ids` (importJson's, in file order).
Status storeKeyPoolImports(ResultStore &store, const QList<ImportedKeyPoolRun> &imports,
                           const QList<qint64> &ids);

} // namespace keyward::bench
