// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LoadProfile.h"
#include "RunRecord.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QSet>
#include <QString>

class QSqlQuery;

namespace keyward::bench {

/// The embedded SQLite store of benchmark runs (Qt Sql, QSQLITE): identity,
/// environment, settings and raw samples (as little-endian int64 blobs per
/// thread and phase). Use it from one thread — the one that opened it.
class ResultStore
{
public:
    /// `path` is a file, or ":memory:" for a private in-memory store.
    explicit ResultStore(QString path);
    ~ResultStore();
    ResultStore(const ResultStore &) = delete;
    ResultStore &operator=(const ResultStore &) = delete;

    /// Where the application keeps its results (AppDataLocation/results.sqlite).
    static QString defaultPath();

    /// Open (creating the file and schema if needed). The store holds which devices were
    /// measured, so it is private to its owner: a new folder is made 0700 and a new database
    /// 0600. An existing store readable by others is made owner-only here, and notice() says so
    /// (once: the next open finds it private).
    Status open();
    bool isOpen() const;
    /// What open() changed and the user should hear about; empty when nothing.
    QString notice() const { return m_notice; }

    /// Keep device serials (and device ids, which embed a card's AID or a token's serial) in
    /// saved runs. Off (the default): they are left out, as exports leave them out unless asked.
    void setKeepSerials(bool keep) { m_keepSerials = keep; }
    bool keepsSerials() const { return m_keepSerials; }

    /// Insert `run` (uuid made if empty) with its details and set run.id. A run whose
    /// uuid is already stored is not duplicated: its existing id is returned.
    Result<qint64> save(RunRecord &run);
    /// One run with its samples.
    Result<RunRecord> load(qint64 id);
    /// Every run, newest first; samples only when asked (they can be large).
    Result<QList<RunRecord>> list(bool withSamples = false);
    Status remove(qint64 id);

    /// Import a JSON result file made elsewhere: runs are marked imported with
    /// `origin` (file name) and saved; runs already present are skipped.
    /// Returns the ids of the runs (new or existing).
    Result<QList<qint64>> importJson(const QByteArray &json, const QString &origin);
    Result<QList<qint64>> importJsonFile(const QString &fileName);

    /// Keep a load profile with the run it belongs to (saved first).
    Status saveLoadProfile(qint64 runId, const LoadProfileResult &profile);
    /// The load profile stored with a run; NotFound when it has none.
    Result<LoadProfileResult> loadProfile(qint64 runId);
    /// The runs that have a load profile stored beside them.
    Result<QSet<qint64>> loadProfileRunIds();

    /// Keep what a kind of experiment measured beyond the run's samples (a TLS run's
    /// handshake figures, a key-pool run's requests) as JSON beside the run (saved first).
    /// One object per run and kind; saving again replaces it.
    Status saveRunDetails(qint64 runId, const QString &kind, const QJsonObject &details);
    /// The details of `kind` stored with a run; NotFound when it has none.
    Result<QJsonObject> runDetails(qint64 runId, const QString &kind);
    /// The runs that have details of `kind` stored beside them.
    Result<QSet<qint64>> runDetailIds(const QString &kind);

private:
    Result<RunRecord> readRow(const QSqlQuery &q, bool withSamples);
    Status exec(QSqlQuery &q, const QString &what);

    Status makePrivate(const QString &op);
    /// run.details into run_details, and back (ResultStoreDetails.cpp).
    Status saveDetailsOf(const RunRecord &run);
    Status loadDetailsInto(RunRecord &run);

    QString m_path;
    QString m_connection;
    QString m_notice;
    bool m_keepSerials = false;
};

} // namespace keyward::bench
